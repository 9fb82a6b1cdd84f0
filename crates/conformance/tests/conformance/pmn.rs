//! PMN cases: moves read and written (`valid.json`, `invalid.json`), and moves applied to FEEN positions
//! (`apply.json`, the cases with `before`).

use serde_json::{Value, json};
use tabula_fixtures::values;
use tabula_pmn::Move;

use super::Outcome;

/// What tabula-pmn makes of one case.
pub(crate) fn run(case: &Value, input: &[u8]) -> Outcome {
    let invalid = |e: &tabula_pmn::Error| Outcome::Invalid {
        code: e.code(),
        offset: e.offset(),
        field: None,
    };
    if let Some(before) = case["before"].as_str() {
        let text = String::from_utf8_lossy(input);
        return match tabula_pmn::apply_feen(before, &text) {
            Ok(after) => Outcome::Valid {
                value: json!({ "after": after }),
                canonical: text.into_owned(),
            },
            Err(e) => invalid(&e),
        };
    }
    match Move::parse_bytes(input) {
        Ok(mv) => Outcome::Valid {
            value: values::pmn(&mv),
            canonical: mv.to_string(),
        },
        Err(e) => invalid(&e),
    }
}
