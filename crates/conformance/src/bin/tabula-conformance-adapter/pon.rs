//! The PON suite: a JSON document decoded into the position as read, with the FEEN it converts to.

use tabula_fixtures::values;
use tabula_pon::Pon;

use super::Reply;

/// A PON document: its value in the fixtures' words and the compact form Tabula writes, or the error
/// code with the JSON Pointer of the value at fault.
pub(super) fn decode(input: &[u8]) -> Reply {
    match Pon::from_slice(input) {
        Ok(pon) => Reply::Value {
            value: values::pon(&pon),
            canonical: pon.to_string(),
        },
        Err(e) => Reply::Rejected {
            code: e.code(),
            field: None,
            path: e.path().map(tabula_pon::Path::pointer),
        },
    }
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
