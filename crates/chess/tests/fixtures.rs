//! The chess suite of the shared fixtures (`fixtures/chess/1.0.0/*.json`), every case run here.

use std::path::PathBuf;

use serde_json::Value;
use tabula_chess::fen::{self, Castling, Options};

fn suite(name: &str) -> Vec<Value> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/chess/1.0.0")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], "chess");
    document["cases"].as_array().unwrap().clone()
}

fn epd(castling: Castling) -> Options {
    Options {
        castling,
        epd: true,
        ..Options::default()
    }
}

#[test]
fn every_fen_converts_to_its_feen_and_back() {
    let cases = suite("fen-to-feen.json");
    assert_eq!(cases.len(), 19);
    for case in cases {
        let id = case["id"].as_str().unwrap();
        let input = case["input"].as_str().unwrap();
        let converted = fen::to_feen(input).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(converted.feen, case["canonical"].as_str().unwrap(), "{id}");
        assert_eq!(case["value"]["feen"], case["canonical"], "{id}");
        let xfen = fen::from_feen(&converted.feen, &epd(Castling::XFen)).unwrap();
        assert_eq!(xfen, case["value"]["xfen"].as_str().unwrap(), "{id}: X-FEN");
        let shredder = fen::from_feen(&converted.feen, &epd(Castling::Shredder)).unwrap();
        assert_eq!(
            shredder,
            case["value"]["shredder"].as_str().unwrap(),
            "{id}: Shredder"
        );
        // Both spellings read back to the same FEEN.
        for back in [xfen, shredder] {
            assert_eq!(
                fen::to_feen(&back).unwrap().feen,
                converted.feen,
                "{id}: {back}"
            );
        }
    }
}

#[test]
fn every_invalid_fen_is_refused_with_its_code() {
    let cases = suite("fen-invalid.json");
    assert_eq!(cases.len(), 17);
    for case in cases {
        let id = case["id"].as_str().unwrap();
        let error = fen::to_feen(case["input"].as_str().unwrap()).expect_err(id);
        assert_eq!(
            error.code(),
            case["error"].as_str().unwrap(),
            "{id}: {error}"
        );
    }
}

#[test]
fn every_invalid_feen_is_refused_with_its_code() {
    let cases = suite("feen-invalid.json");
    assert!(cases.len() >= 10);
    for case in cases {
        let id = case["id"].as_str().unwrap();
        let input = case["input"].as_str().unwrap();
        assert!(
            tabula_feen::validate(input).is_ok(),
            "{id}: the input must be valid FEEN"
        );
        let error = fen::from_feen(input, &Options::default()).expect_err(id);
        assert_eq!(
            error.code(),
            case["error"].as_str().unwrap(),
            "{id}: {error}"
        );
    }
}
