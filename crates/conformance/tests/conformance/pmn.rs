//! PMN cases: moves read and written (`valid.json`, `invalid.json`), and moves applied to FEEN positions
//! (`apply.json`, the cases with `before`).

use serde_json::{Map, Value, json};
use tabula_pmn::{ExtendedPiece, Move};

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
    let mut v = Map::new();
    v.insert("form".into(), json!(mv.form()));
    let mut put = |key: &str, text: Option<String>| {
        if let Some(text) = text {
            v.insert(key.into(), json!(text));
        }
    };
    let token = |piece: Option<ExtendedPiece>| piece.map(|p| p.to_string());
    match *mv {
        Move::Quiet { from, to, actor } => {
            put("source", Some(from.to_string()));
            put("destination", Some(to.to_string()));
            put("actor", token(actor));
        }
        Move::Capture {
            from,
            to,
            actor,
            captured,
        }
        | Move::Special {
            from,
            to,
            actor,
            captured,
        } => {
            put("source", Some(from.to_string()));
            put("destination", Some(to.to_string()));
            put("actor", token(actor));
            put("captured", token(captured));
        }
        Move::StaticCapture { square, captured } => {
            put("square", Some(square.to_string()));
            put("captured", token(captured));
        }
        Move::Drop { piece, to, actor } => {
            put("piece", token(piece));
            put("destination", Some(to.to_string()));
            put("actor", token(actor));
        }
        Move::DropCapture {
            piece,
            to,
            actor,
            captured,
        } => {
            put("piece", token(piece));
            put("destination", Some(to.to_string()));
            put("actor", token(actor));
            put("captured", token(captured));
        }
        Move::Mutate { square, piece } => {
            put("square", Some(square.to_string()));
            put("actor", Some(piece.to_string()));
        }
        Move::Pass => {}
    }
    Value::Object(v)
}
