//! The shared fixtures `fixtures/sfen/1.0.0/*.json`: every case, in both directions where it has two.

use serde_json::Value;
use tabula_shogi::{Mode, Sfen, feen_to_sfen, sfen_to_feen_with};

fn cases(name: &str) -> Vec<Value> {
    let path = format!(
        "{}/../../fixtures/sfen/1.0.0/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], "sfen");
    document["cases"].as_array().unwrap().clone()
}

fn mode(case: &Value) -> Mode {
    match case["options"]["mode"].as_str() {
        Some("lenient") => Mode::Lenient,
        _ => Mode::Strict,
    }
}

#[test]
fn round_trips() {
    let cases = cases("round-trip");
    assert_eq!(cases.len(), 13);
    for case in cases {
        let (id, input) = (&case["id"], case["input"].as_str().unwrap());
        let converted =
            sfen_to_feen_with(input, mode(&case)).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(converted.feen, case["value"]["feen"], "{id}");
        // The FEEN is canonical: tabula-feen reads it and writes it back unchanged.
        let position = &converted
            .feen
            .parse::<tabula_feen::Position>()
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(position.to_string(), converted.feen, "{id}");
        let count = case["value"]["moveCount"]
            .as_u64()
            .map(|n| u32::try_from(n).unwrap());
        assert_eq!(converted.lost.move_count, count, "{id}");
        let back = feen_to_sfen(&converted.feen, count).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(back, case["canonical"], "{id}");
        assert!(tabula_shogi::looks_like_sfen(input), "{id}");
    }
}

#[test]
fn invalid_sfen_is_refused_with_its_code() {
    for case in cases("invalid") {
        let (id, input) = (&case["id"], case["input"].as_str().unwrap());
        assert_eq!(case["valid"], false);
        let error = Sfen::parse_with(input, mode(&case))
            .map(|_| ())
            .expect_err(id.as_str().unwrap());
        assert_eq!(error.code(), case["error"], "{id}: {error}");
    }
}

#[test]
fn feen_that_sfen_cannot_spell_is_refused_with_its_code() {
    for case in cases("from-feen") {
        let (id, input) = (&case["id"], case["input"].as_str().unwrap());
        assert_eq!(case["from"], "feen");
        let error = feen_to_sfen(input, None).expect_err(id.as_str().unwrap());
        assert_eq!(error.code(), case["error"], "{id}: {error}");
        if error.code() != "feen" {
            assert!(
                tabula_feen::validate(input).is_ok(),
                "{id}: the input is valid FEEN"
            );
        }
    }
}
