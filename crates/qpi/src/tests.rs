//! Unit tests.

extern crate std;
use super::*;
use std::string::ToString;

#[test]
fn packing_round_trips_for_every_token() {
    for piece in QualifiedPiece::all() {
        assert_eq!(QualifiedPiece::from_bits(piece.to_bits()), Some(piece));
        assert_eq!(QualifiedPiece::new(piece.style(), piece.piece()), piece);
    }
}

#[test]
fn epin_conversion_is_a_bijection_for_every_match() {
    for first in Style::all().filter(|s| s.is_first()) {
        for second in Style::all().filter(|s| s.is_second()) {
            for token in ExtendedPiece::all() {
                let qualified = QualifiedPiece::from_extended(token, first, second);
                assert_eq!(qualified.is_derived(), token.is_derived());
                assert_eq!(qualified.to_extended(first, second), Ok(token));
            }
        }
    }
}

#[test]
fn same_style_matches_keep_the_derivation_flag() {
    let (first, second) = (Style::parse("S").unwrap(), Style::parse("s").unwrap());
    let jewel = ExtendedPiece::parse("k^'").unwrap();
    let qualified = QualifiedPiece::from_extended(jewel, first, second);
    assert_eq!(qualified.to_string(), "S:k^");
    assert_eq!(qualified.to_extended(first, second), Ok(jewel));
}

#[test]
fn from_lexed_is_from_extended_for_every_token_and_none_elsewhere() {
    let styles = [
        (Style::parse("C").unwrap(), Style::parse("s").unwrap()),
        (Style::parse("X").unwrap(), Style::parse("x").unwrap()),
    ];
    for (first, second) in styles {
        for token in ExtendedPiece::all() {
            let lexed = token
                .as_str()
                .bytes()
                .fold(0, |bits, byte| bits | ExtendedPiece::lexed_bits(byte));
            assert_eq!(
                QualifiedPiece::from_lexed(lexed, first, second),
                Some(QualifiedPiece::from_extended(token, first, second)),
                "{token}"
            );
        }
        for lexed in 0..=u16::MAX {
            assert_eq!(
                QualifiedPiece::from_lexed(lexed, first, second).is_some(),
                ExtendedPiece::from_lexed(lexed).is_some(),
                "{lexed:#06x}"
            );
        }
    }
}
