//! The conformance fixtures of `fixtures/pmn/1.0.0/`: every case, by id.

use serde_json::{Map, Value, json};
use tabula_pmn::{Move, apply_feen};

fn cases(name: &str) -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/pmn/1.0.0/");
    let text = std::fs::read_to_string(format!("{path}{name}")).expect("fixture file");
    let document: Value = serde_json::from_str(&text).expect("fixture JSON");
    assert_eq!(document["spec"], "pmn");
    document["cases"].as_array().expect("cases").clone()
}

/// The decoded value in the fixtures' words.
fn value(mv: &Move) -> Value {
    let mut v = Map::new();
    v.insert("form".into(), json!(mv.form()));
    let mut put = |key: &str, text: Option<String>| {
        if let Some(text) = text {
            v.insert(key.into(), json!(text));
        }
    };
    let s = |x: &dyn ToString| Some(x.to_string());
    let o = |x: Option<tabula_pmn::ExtendedPiece>| x.map(|p| p.to_string());
    match *mv {
        Move::Pass => {}
        Move::Quiet { from, to, actor } => {
            put("source", s(&from));
            put("destination", s(&to));
            put("actor", o(actor));
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
            put("source", s(&from));
            put("destination", s(&to));
            put("actor", o(actor));
            put("captured", o(captured));
        }
        Move::StaticCapture { square, captured } => {
            put("square", s(&square));
            put("captured", o(captured));
        }
        Move::Drop { piece, to, actor } => {
            put("piece", o(piece));
            put("destination", s(&to));
            put("actor", o(actor));
        }
        Move::DropCapture {
            piece,
            to,
            actor,
            captured,
        } => {
            put("piece", o(piece));
            put("destination", s(&to));
            put("actor", o(actor));
            put("captured", o(captured));
        }
        Move::Mutate { square, piece } => {
            put("square", s(&square));
            put("actor", s(&piece));
        }
    }
    Value::Object(v)
}

fn input(case: &Value) -> &str {
    case["input"].as_str().expect("input")
}

#[test]
fn valid_moves_decode_and_write_back() {
    let all = cases("valid.json");
    assert!(all.len() >= 33);
    for case in all {
        let id = &case["id"];
        let mv = Move::parse(input(&case)).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(value(&mv), case["value"], "{id}");
        assert_eq!(mv.to_string(), case["canonical"].as_str().unwrap(), "{id}");
        assert_eq!(case["valid"], true, "{id}");
    }
}

#[test]
fn invalid_moves_report_the_expected_error() {
    let all = cases("invalid.json");
    assert!(all.len() >= 38);
    for case in all {
        let id = &case["id"];
        let error = Move::parse(input(&case)).expect_err(&id.to_string());
        assert_eq!(
            error.code(),
            case["error"].as_str().unwrap(),
            "{id}: {error}"
        );
        assert_eq!(
            error.offset().map(|o| json!(o)),
            case.get("offset").cloned(),
            "{id}: {error}"
        );
    }
}

#[test]
fn moves_apply_to_feen_positions() {
    let all = cases("apply.json");
    assert!(all.len() >= 30);
    for case in all {
        let id = &case["id"];
        let before = case["before"].as_str().expect("before");
        match (apply_feen(before, input(&case)), case["valid"].as_bool()) {
            (Ok(after), Some(true)) => {
                assert_eq!(after, case["value"]["after"].as_str().unwrap(), "{id}");
            }
            (Err(e), Some(false)) => {
                assert_eq!(e.code(), case["error"].as_str().unwrap(), "{id}: {e}");
            }
            (outcome, _) => panic!("{id}: {outcome:?}"),
        }
    }
}
