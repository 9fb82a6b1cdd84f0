//! serde (feature `serde`): a `Position` is its FEEN string inside any serde format.
#![cfg(feature = "serde")]

use serde::{Deserialize, Serialize};
use tabula_feen::Position;

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct Game {
    position: Position,
}

const POSITIONS: &[&str] = &[
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
    "rnknr/ppppp/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/PPPPP/RNKNR / R/r",
    "K^'k^' / C/s",
    "k^+p4+PK^ / C/c",
];

fn json(text: &str) -> String {
    serde_json::to_string(&serde_json::json!({ "position": text })).unwrap()
}

#[test]
fn a_position_is_written_as_its_canonical_string_and_read_back() {
    for &text in POSITIONS {
        let game: Game = serde_json::from_str(&json(text)).unwrap();
        assert_eq!(game.position, text.parse::<Position>().unwrap());
        assert_eq!(serde_json::to_string(&game).unwrap(), json(text));
        // From bytes too.
        let game: Game = serde_json::from_slice(json(text).as_bytes()).unwrap();
        assert_eq!(game.position.to_string(), text);
    }
}

#[test]
fn a_rejected_string_reports_the_parse_error_message() {
    for bad in ["8/8 / C/C", "8/08 / C/c", "8/7 / C/c", "8/8 PP/ C/c", ""] {
        let expected = bad.parse::<Position>().unwrap_err().to_string();
        let error = serde_json::from_str::<Game>(&json(bad)).unwrap_err();
        assert!(error.to_string().starts_with(&expected), "{bad:?}: {error}");
    }
}

#[test]
fn anything_but_a_string_is_a_type_error() {
    let error = serde_json::from_str::<Game>(r#"{"position": 42}"#).unwrap_err();
    assert!(error.to_string().contains("a FEEN string"), "{error}");
}
