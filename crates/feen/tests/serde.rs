//! The `serde` adapters: a position as its FEEN string inside any serde format.
#![cfg(feature = "serde")]

use serde::{Deserialize, Serialize};
use tabula_feen::{ExtendedPosition, Position, Qi, QualifiedPiece, Style};

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct Typed {
    #[serde(with = "tabula_feen::serde")]
    position: Position,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct Extended {
    #[serde(with = "tabula_feen::serde::extended")]
    position: ExtendedPosition,
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
fn both_adapters_write_the_canonical_string_and_read_it_back() {
    for &text in POSITIONS {
        let typed: Typed = serde_json::from_str(&json(text)).unwrap();
        assert_eq!(typed.position, tabula_feen::parse(text).unwrap());
        assert_eq!(serde_json::to_string(&typed).unwrap(), json(text));

        let extended: Extended = serde_json::from_slice(json(text).as_bytes()).unwrap();
        assert_eq!(
            extended.position,
            tabula_feen::parse_extended(text).unwrap()
        );
        assert_eq!(serde_json::to_string(&extended).unwrap(), json(text));
    }
}

#[test]
fn a_rejected_string_reports_the_parse_error_message() {
    for bad in ["8/8 / C/C", "8/08 / C/c", "8/7 / C/c", "8/8 PP/ C/c", ""] {
        let expected = tabula_feen::parse(bad).unwrap_err().to_string();
        let error = serde_json::from_str::<Typed>(&json(bad)).unwrap_err();
        assert!(error.to_string().starts_with(&expected), "{bad:?}: {error}");
        let error = serde_json::from_str::<Extended>(&json(bad)).unwrap_err();
        let expected = tabula_feen::parse_extended(bad).unwrap_err().to_string();
        assert!(error.to_string().starts_with(&expected), "{bad:?}: {error}");
    }
}

#[test]
fn anything_but_a_string_is_a_type_error() {
    let error = serde_json::from_str::<Typed>(r#"{"position": 42}"#).unwrap_err();
    assert!(error.to_string().contains("a FEEN string"), "{error}");
}

#[test]
fn a_position_feen_cannot_spell_fails_to_serialize_with_the_emit_error() {
    let style = |s: &str| Style::parse(s).unwrap();
    // A piece of style X in a game between C and c: FEEN has no way to write it.
    let foreign = QualifiedPiece::new(style("X"), tabula_qpi::Piece::parse("K").unwrap());
    let position = Qi::new(&[1], style("C"), style("c"))
        .unwrap()
        .board_diff([(0, Some(foreign))])
        .unwrap();
    let expected = tabula_feen::emit(&position).unwrap_err().to_string();
    let error = serde_json::to_string(&Typed { position }).unwrap_err();
    assert_eq!(error.to_string(), expected);
}
