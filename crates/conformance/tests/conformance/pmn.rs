//! PMN cases: moves read and written (`valid.json`, `invalid.json`), and moves applied to FEEN positions
//! (`apply.json`, the cases with `before`).

use serde_json::{Map, Value, json};
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
            value: value(&mv),
            canonical: mv.to_string(),
        },
        Err(e) => invalid(&e),
    }
}

/// The decoded value in spec words: the form, and each part written, as its canonical token.
fn value(mv: &Move) -> Value {
    let mut value = Map::new();
    value.insert("form".into(), json!(mv.form()));
    let squares = [
        ("source", mv.source()),
        ("destination", mv.destination()),
        ("square", mv.square()),
    ];
    let pieces = [
        ("piece", mv.piece()),
        ("actor", mv.actor()),
        ("captured", mv.captured()),
    ];
    for (key, text) in squares
        .map(|(key, part)| (key, part.map(|c| c.to_string())))
        .into_iter()
        .chain(pieces.map(|(key, part)| (key, part.map(|p| p.to_string()))))
    {
        if let Some(text) = text {
            value.insert(key.into(), json!(text));
        }
    }
    Value::Object(value)
}
