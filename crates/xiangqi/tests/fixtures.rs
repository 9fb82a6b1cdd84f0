//! The shared fixtures `fixtures/xiangqi-fen/1.0.0/*.json`: every case, in both directions where it has two.

use serde_json::Value;
use tabula_xiangqi::{Letters, Mode, XiangqiFen, feen_to_fen, fen_to_feen_with};

fn cases(name: &str) -> Vec<Value> {
    let path = format!(
        "{}/../../fixtures/xiangqi-fen/1.0.0/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], "xiangqi-fen");
    document["cases"].as_array().unwrap().clone()
}

fn mode(case: &Value) -> Mode {
    match case["options"]["mode"].as_str() {
        Some("lenient") => Mode::Lenient,
        _ => Mode::Strict,
    }
}

fn letters(name: &Value) -> Letters {
    match name.as_str() {
        Some("wxf") => Letters::Wxf,
        _ => Letters::Ucci,
    }
}

#[test]
fn round_trips() {
    let cases = cases("round-trip");
    assert_eq!(cases.len(), 14);
    for case in cases {
        let (id, input) = (&case["id"], case["input"].as_str().unwrap());
        let converted =
            fen_to_feen_with(input, mode(&case)).unwrap_or_else(|e| panic!("{id}: {e}"));
        let value = &case["value"];
        assert_eq!(converted.feen, value["feen"], "{id}");
        let position = &converted
            .feen
            .parse::<tabula_feen::Position>()
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(position.to_string(), converted.feen, "{id}");
        let halfmove = u32::try_from(value["halfmoveClock"].as_u64().unwrap()).unwrap();
        let fullmove = u32::try_from(value["fullmoveNumber"].as_u64().unwrap()).unwrap();
        assert_eq!(converted.lost.halfmove_clock, Some(halfmove), "{id}");
        assert_eq!(converted.lost.fullmove_number, Some(fullmove), "{id}");
        assert_eq!(converted.lost.letters, letters(&value["letters"]), "{id}");
        let back = XiangqiFen::from_feen(&converted.feen)
            .unwrap_or_else(|e| panic!("{id}: {e}"))
            .with_counters(Some(halfmove), Some(fullmove))
            .to_fen(letters(&case["options"]["letters"]));
        assert_eq!(back, case["canonical"], "{id}");
        assert!(tabula_xiangqi::looks_like_xiangqi_fen(input), "{id}");
    }
}

#[test]
fn invalid_fen_is_refused_with_its_code() {
    for case in cases("invalid") {
        let (id, input) = (&case["id"], case["input"].as_str().unwrap());
        let error = XiangqiFen::parse_with(input, mode(&case))
            .map(|_| ())
            .expect_err(id.as_str().unwrap());
        assert_eq!(error.code(), case["error"], "{id}: {error}");
    }
}

#[test]
fn feen_that_fen_cannot_spell_is_refused_with_its_code() {
    for case in cases("from-feen") {
        let (id, input) = (&case["id"], case["input"].as_str().unwrap());
        assert_eq!(case["from"], "feen");
        let error = feen_to_fen(input, Letters::Ucci).expect_err(id.as_str().unwrap());
        assert_eq!(error.code(), case["error"], "{id}: {error}");
        if error.code() != "feen" {
            assert!(
                tabula_feen::validate(input).is_ok(),
                "{id}: the input is valid FEEN"
            );
        }
    }
}
