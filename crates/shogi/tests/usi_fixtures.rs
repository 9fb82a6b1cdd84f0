//! The shared fixtures `fixtures/usi/1.0.0/*.json`: USI moves read in a position, with their PMN and the
//! SFEN after them, and the moves refused with their codes (and byte offsets for the text errors).

use serde_json::Value;
use tabula_game::{ErrorCode, Game, Notation, Rules};
use tabula_shogi::rules::ShogiPosition;

fn cases(name: &str) -> Vec<Value> {
    let path = format!(
        "{}/../../fixtures/usi/1.0.0/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], "usi");
    document["cases"].as_array().unwrap().clone()
}

#[test]
fn valid_moves_are_read_written_and_played() {
    let cases = cases("valid");
    assert_eq!(cases.len(), 15);
    for case in cases {
        let id = &case["id"];
        let (before, input) = (
            case["before"].as_str().unwrap(),
            case["input"].as_str().unwrap(),
        );
        let mut game =
            Game::<ShogiPosition>::from_native(before).unwrap_or_else(|e| panic!("{id}: {e}"));
        let position = game.position().clone();
        let m = position
            .read_move(input, Notation::Usi)
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            position.write_move(m, Notation::Usi).unwrap(),
            case["canonical"],
            "{id}"
        );
        assert_eq!(position.pmn(m).to_string(), case["value"]["pmn"], "{id}");
        assert_eq!(
            position.read_move(case["value"]["pmn"].as_str().unwrap(), Notation::Pmn),
            Ok(m),
            "{id}"
        );
        game.push(m).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(game.to_native(), case["value"]["after"], "{id}");
    }
}

#[test]
fn invalid_moves_are_refused_with_their_codes() {
    let cases = cases("invalid");
    assert_eq!(cases.len(), 30);
    for case in cases {
        let id = &case["id"];
        let (before, input) = (
            case["before"].as_str().unwrap(),
            case["input"].as_str().unwrap(),
        );
        let (position, _) =
            ShogiPosition::from_native(before).unwrap_or_else(|e| panic!("{id}: {e}"));
        let error = position
            .read_move(input, Notation::Usi)
            .expect_err(id.as_str().unwrap());
        assert_eq!(error.code(), case["error"], "{id}: {error}");
        if let Some(offset) = case.get("offset") {
            assert_eq!(
                error.offset().map(|o| o as u64),
                offset.as_u64(),
                "{id}: {error}"
            );
        }
    }
}
