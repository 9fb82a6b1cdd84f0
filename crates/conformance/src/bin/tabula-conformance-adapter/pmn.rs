//! The PMN suite: a move decoded into its form and parts, or a move applied to a FEEN position (an
//! `apply.json` case: the request carries the position as `before`).

use serde_json::json;
use tabula_fixtures::values;
use tabula_pmn::Move;

use super::Reply;

/// A PMN string: its form and each part written, as canonical CELL and EPIN strings.
pub(super) fn decode(input: &[u8]) -> Reply {
    match Move::parse_bytes(input) {
        Ok(mv) => Reply::Value {
            value: values::pmn(&mv),
            canonical: mv.to_string(),
        },
        Err(e) => Reply::rejected(e.code()),
    }
}

/// A move applied to a FEEN position with no rule system: `{"after": FEEN}`, the move written back as
/// the canonical form, or the error that refuses it.
pub(super) fn apply(before: &str, mv: &str) -> Reply {
    match tabula_pmn::apply_feen(before, mv) {
        Ok(after) => Reply::Value {
            value: json!({ "after": after }),
            canonical: Move::parse(mv).map_or_else(|_| mv.to_owned(), |mv| mv.to_string()),
        },
        Err(e) => Reply::rejected(e.code()),
    }
}

#[cfg(test)]
mod tests {
    use std::process::ExitCode;

    use serde_json::{Value, json};

    use super::super::tests::adapter;

    fn replies(requests: &str) -> Vec<Value> {
        let (code, out) = adapter("pmn", true, requests);
        assert_eq!(code, ExitCode::SUCCESS);
        out.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn moves_decode_into_their_form_and_parts() {
        let replies = replies(concat!(
            "{\"input\":\"b7+a8=Q/r\"}\n",
            "{\"input\":\"...\"}\n",
            "{\"input\":\"-p*e5\"}\n",
            "{\"input\":\"+d4/p\"}\n",
            "{\"input\":\"c3=k'\"}\n",
            "{\"input\":\"e2-e2\"}\n",
        ));
        assert_eq!(
            replies[0],
            json!({ "value": { "form": "capture", "source": "b7", "destination": "a8", "actor": "Q",
                "captured": "r" }, "canonical": "b7+a8=Q/r" })
        );
        assert_eq!(replies[1]["value"], json!({ "form": "pass" }));
        assert_eq!(
            replies[2]["value"],
            json!({ "form": "drop", "piece": "-p", "destination": "e5" })
        );
        assert_eq!(
            replies[3]["value"],
            json!({ "form": "static-capture", "square": "d4", "captured": "p" })
        );
        assert_eq!(
            replies[4]["value"],
            json!({ "form": "mutate", "square": "c3", "actor": "k'" })
        );
        assert_eq!(replies[5], json!({ "error": "same-square" }));
        // One input: the value, or the code with status 1.
        assert_eq!(
            adapter("pmn", false, "e2-e4"),
            (
                ExitCode::SUCCESS,
                "{\"destination\":\"e4\",\"form\":\"quiet\",\"source\":\"e2\"}\n".into()
            )
        );
        assert_eq!(
            adapter("pmn", false, "e2e4"),
            (ExitCode::from(1), "missing-operator\n".into())
        );
    }

    #[test]
    fn a_move_applies_to_the_position_before_it() {
        let replies = replies(concat!(
            "{\"before\":\"8/8/8/8/8/5n2/8/3Q4 / C/c\",\"input\":\"d1+f3\"}\n",
            "{\"before\":\"8/8/8/8/8/8/8/8 / C/c\",\"input\":\"e2-e4\"}\n",
            "{\"before\":\"8/8/8/8/8/8/8/8 / C/c\",\"input\":\"e2e4\"}\n",
            "{\"before\":\"8/8 / C/C\",\"input\":\"...\"}\n",
            "{\"before\":8,\"input\":\"...\"}\n",
        ));
        assert_eq!(
            replies[0],
            json!({ "value": { "after": "8/8/8/8/8/5Q2/8/8 n/ c/C" }, "canonical": "d1+f3" })
        );
        assert_eq!(replies[1], json!({ "error": "empty-square" }));
        assert_eq!(replies[2], json!({ "error": "missing-operator" }));
        assert_eq!(replies[3], json!({ "error": "feen" }));
        assert!(replies[4].get("unsupported").is_some());
    }
}
