//! The xiangqi-fen suite: xiangqi FEN lines (UCCI or WXF letters) converted to FEEN and written back, and FEEN
//! strings written as xiangqi FEN, through tabula-xiangqi.

use serde_json::{Value, json};
use tabula_xiangqi::{Letters, Mode, XiangqiFen, feen_to_fen, fen_to_feen_with};

use super::Reply;

/// A xiangqi FEN line read in strict mode and written back with UCCI letters (the cases' defaults).
pub(super) fn decode(input: &[u8]) -> Reply {
    line(input, Mode::Strict, Letters::Ucci)
}

/// The FEEN, the counters (when the line has them) and the letter set read; `canonical` is that FEEN written
/// back with the same counters in `letters`.
fn line(input: &[u8], mode: Mode, letters: Letters) -> Reply {
    let Ok(text) = std::str::from_utf8(input) else {
        return Reply::rejected("invalid-piece");
    };
    let converted = match fen_to_feen_with(text, mode) {
        Ok(converted) => converted,
        Err(e) => return Reply::rejected(e.code()),
    };
    let lost = &converted.lost;
    let written = XiangqiFen::from_feen(&converted.feen).map(|fen| {
        fen.with_counters(lost.halfmove_clock, lost.fullmove_number)
            .to_fen(letters)
    });
    match written {
        Ok(canonical) => {
            let mut value = json!({ "feen": converted.feen, "letters": lost.letters.name() });
            if let Some(clock) = lost.halfmove_clock {
                value["halfmoveClock"] = json!(clock);
            }
            if let Some(number) = lost.fullmove_number {
                value["fullmoveNumber"] = json!(number);
            }
            Reply::Value { value, canonical }
        }
        Err(e) => Reply::rejected(e.code()),
    }
}

/// A request with `from` or `options`: `"from": "feen"` writes the FEEN `input` as xiangqi FEN,
/// `options.mode` chooses how a line is read and `options.letters` the letters written back.
pub(super) fn answer(request: &Value) -> Option<Reply> {
    let input = request["input"].as_str()?;
    let letters = match request["options"]["letters"].as_str() {
        None | Some("ucci") => Letters::Ucci,
        Some("wxf") => Letters::Wxf,
        Some(other) => return Some(Reply::Unsupported(format!("letters {other:?}"))),
    };
    if let Some(from) = request.get("from") {
        if from != "feen" {
            return Some(Reply::Unsupported(format!(
                "from {from}: not a notation of this suite"
            )));
        }
        return Some(match feen_to_fen(input, letters) {
            Ok(fen) => Reply::Value {
                value: json!({ "fen": fen }),
                canonical: fen,
            },
            Err(e) => Reply::rejected(e.code()),
        });
    }
    let mode = match request["options"]["mode"].as_str() {
        None | Some("strict") => Mode::Strict,
        Some("lenient") => Mode::Lenient,
        Some(other) => return Some(Reply::Unsupported(format!("mode {other:?}"))),
    };
    Some(line(input.as_bytes(), mode, letters))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn xiangqi_fen_converts_to_feen_and_back_and_feen_it_cannot_spell_is_refused() {
        let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let requests = format!(
            "{{\"input\":\"{start}\"}}\n{{\"input\":\"{start}\",\"options\":{{\"letters\":\"wxf\"}}}}\n\
             {{\"input\":\"{start} 7\"}}\n\
             {{\"from\":\"feen\",\"input\":\"rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR P/ X/x\"}}\n"
        );
        let (_, out) = adapter("xiangqi-fen", true, &requests);
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0]["value"],
            json!({ "feen": "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
                "halfmoveClock": 0, "fullmoveNumber": 1, "letters": "ucci" })
        );
        assert_eq!(replies[0]["canonical"], start);
        assert_eq!(
            replies[1]["canonical"],
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1"
        );
        assert_eq!(replies[2], json!({ "error": "trailing-text" }));
        assert_eq!(replies[3], json!({ "error": "hands" }));
    }
}
