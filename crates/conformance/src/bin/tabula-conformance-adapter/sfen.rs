//! The sfen suite: SFEN lines converted to FEEN and written back, and FEEN strings written as SFEN,
//! through tabula-shogi.

use serde_json::{Value, json};
use tabula_shogi::{Mode, feen_to_sfen, sfen_to_feen_with};

use super::Reply;

/// An SFEN line read in strict mode (the default of the cases).
pub(super) fn decode(input: &[u8]) -> Reply {
    line(input, Mode::Strict)
}

/// The FEEN and the move count (when the line has one); `canonical` is that FEEN written back as SFEN.
fn line(input: &[u8], mode: Mode) -> Reply {
    let Ok(text) = std::str::from_utf8(input) else {
        return Reply::rejected("invalid-piece");
    };
    let converted = match sfen_to_feen_with(text, mode) {
        Ok(converted) => converted,
        Err(e) => return Reply::rejected(e.code()),
    };
    let count = converted.lost.move_count;
    match feen_to_sfen(&converted.feen, count) {
        Ok(canonical) => {
            let mut value = json!({ "feen": converted.feen });
            if let Some(count) = count {
                value["moveCount"] = json!(count);
            }
            Reply::Value { value, canonical }
        }
        Err(e) => Reply::rejected(e.code()),
    }
}

/// A request with `from` or `options`: `"from": "feen"` writes the FEEN `input` as SFEN, `options.mode`
/// chooses how a line is read.
pub(super) fn answer(request: &Value) -> Option<Reply> {
    let input = request["input"].as_str()?;
    if let Some(from) = request.get("from") {
        if from != "feen" {
            return Some(Reply::Unsupported(format!(
                "from {from}: not a notation of this suite"
            )));
        }
        return Some(match feen_to_sfen(input, None) {
            Ok(sfen) => Reply::Value {
                value: json!({ "sfen": sfen }),
                canonical: sfen,
            },
            Err(e) => Reply::rejected(e.code()),
        });
    }
    let mode = match request["options"]["mode"].as_str() {
        None | Some("strict") => Mode::Strict,
        Some("lenient") => Mode::Lenient,
        Some(other) => return Some(Reply::Unsupported(format!("mode {other:?}"))),
    };
    Some(line(input.as_bytes(), mode))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn sfen_converts_to_feen_and_back_and_feen_sfen_cannot_spell_is_refused() {
        let (_, out) = adapter(
            "sfen",
            true,
            concat!(
                "{\"input\":\"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\"}\n",
                "{\"input\":\"4k4/9/9/9/9/9/9/9/4K4 b 1P 1\"}\n",
                "{\"input\":\"4k4/9/9/9/9/9/9/9/4K4 b 1P 1\",\"options\":{\"mode\":\"lenient\"}}\n",
                "{\"from\":\"feen\",\"input\":\"4k^4/9/9/9/9/9/9/9/4K^4 p/ S/s\"}\n",
            ),
        );
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0]["value"],
            json!({ "feen": "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s", "moveCount": 1 })
        );
        assert_eq!(
            replies[0]["canonical"],
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
        );
        assert_eq!(replies[1], json!({ "error": "hand-count" }));
        assert_eq!(replies[2]["canonical"], "4k4/9/9/9/9/9/9/9/4K4 b P 1");
        assert_eq!(replies[3], json!({ "error": "hand-piece" }));
    }
}
