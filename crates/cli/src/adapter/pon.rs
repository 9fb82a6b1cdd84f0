//! The PON suite: a JSON document decoded into the position as read, with the FEEN it converts to.

use serde_json::{Value, json};
use tabula_feen::Side;
use tabula_pon::Pon;

use super::Reply;

/// A PON document: its value in the fixtures' words and the compact form Tabula writes, or the error
/// code with the JSON Pointer of the value at fault.
pub(super) fn decode(input: &[u8]) -> Reply {
    match Pon::from_slice(input) {
        Ok(pon) => Reply::Value {
            value: value(&pon),
            canonical: pon.to_string(),
        },
        Err(e) => Reply::Rejected {
            code: e.code(),
            field: None,
            path: e.path().map(tabula_pon::Path::pointer),
        },
    }
}

/// The fixtures' value: dimensions, shape (regular boards), rank lengths, the flat board, both hands
/// counted in canonical order, styles, turn, and the FEEN string (`null` when FEEN cannot spell it).
fn value(pon: &Pon) -> Value {
    let board = pon.board();
    let hand = |side| {
        let mut items: Vec<(String, usize)> = Vec::new();
        for piece in pon.hand(side) {
            let token = piece.to_string();
            match items.last_mut() {
                Some((last, count)) if *last == token => *count += 1,
                _ => items.push((token, 1)),
            }
        }
        items
            .into_iter()
            .map(|(token, count)| json!([token, count]))
            .collect::<Vec<_>>()
    };
    let mut value = json!({
        "dimensions": board.dimensions(),
        "rankLengths": board.rank_lengths(),
        "board": board.squares().iter().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
        "firstHand": hand(Side::First),
        "secondHand": hand(Side::Second),
        "styles": [pon.first_style().to_string(), pon.second_style().to_string()],
        "turn": pon.turn().as_str(),
        "feen": pon.to_feen().ok(),
    });
    if let Some(shape) = board.shape() {
        value["shape"] = json!(shape.as_slice());
    }
    value
}

#[cfg(test)]
mod tests {
    use std::process::ExitCode;

    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn documents_decode_with_their_feen_or_report_the_path_at_fault() {
        let requests = concat!(
            "{\"input\":\"{\\\"turn\\\":\\\"second\\\",\\\"styles\\\":{\\\"first\\\":\\\"C\\\",",
            "\\\"second\\\":\\\"c\\\"},\\\"hands\\\":{\\\"first\\\":[\\\"P\\\",\\\"B\\\",\\\"P\\\"],",
            "\\\"second\\\":[]},\\\"board\\\":[[\\\"k^\\\",null,null],[null,null,\\\"K^\\\"]]}\"}\n",
            "{\"input\":\"{\\\"board\\\":[[\\\"K^\\\",\\\"k^\\\"]],\\\"hands\\\":{\\\"first\\\":[],",
            "\\\"second\\\":[]},\\\"styles\\\":{\\\"first\\\":\\\"C\\\",\\\"second\\\":\\\"c\\\"},",
            "\\\"turn\\\":\\\"first\\\"}\"}\n",
            "{\"input\":\"{\\\"board\\\":[[\\\"k^\\\",null],[null,\\\"K^^\\\"]]}\"}\n",
            "{\"inputHex\":\"ff\"}\n",
        );
        let (code, out) = adapter("pon", true, requests);
        assert_eq!(code, ExitCode::SUCCESS);
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0]["value"],
            json!({ "dimensions": 2, "shape": [2, 3], "rankLengths": [3, 3],
                "board": ["k^", null, null, null, null, "K^"], "firstHand": [["P", 2], ["B", 1]],
                "secondHand": [], "styles": ["C", "c"], "turn": "second", "feen": "k^2/2K^ 2PB/ c/C" })
        );
        assert_eq!(
            replies[0]["canonical"],
            r#"{"board":[["k^",null,null],[null,null,"K^"]],"hands":{"first":["P","P","B"],"second":[]},"styles":{"first":"C","second":"c"},"turn":"second"}"#
        );
        assert_eq!(
            replies[1]["value"]["feen"],
            Value::Null,
            "one rank: no FEEN"
        );
        assert_eq!(
            replies[2],
            json!({ "error": "invalid-piece", "path": "/board/1/1" })
        );
        assert_eq!(replies[3]["error"], "json");
        assert!(replies[3].get("path").is_none());
    }
}
