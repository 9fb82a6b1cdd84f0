//! Unit tests.

use super::*;

#[test]
fn packing_round_trips_for_every_token() {
    for token in ExtendedPiece::all() {
        assert_eq!(ExtendedPiece::from_bits(token.to_bits()), Some(token));
        assert_eq!(ExtendedPiece::new(token.piece(), token.is_derived()), token);
    }
}

#[test]
fn from_bits_rejects_foreign_bits() {
    assert_eq!(ExtendedPiece::from_bits(1 << 10), None);
    assert_eq!(ExtendedPiece::from_bits(PRESENT_BIT), None);
}

#[test]
fn derivation_flag_is_independent_of_the_piece() {
    let token = ExtendedPiece::parse("+k^").unwrap();
    assert!(token.is_native());
    assert!(token.derive().is_derived());
    assert_eq!(token.derive().native(), token);
    assert_eq!(token.derive().piece(), token.piece());
}

#[test]
fn error_offsets_point_at_the_cause() {
    assert_eq!(ExtendedPiece::parse("'").unwrap_err().offset(), 0);
    assert_eq!(ExtendedPiece::parse("''").unwrap_err().offset(), 0);
    assert_eq!(ExtendedPiece::parse("+'K").unwrap_err().offset(), 1);
    assert_eq!(ExtendedPiece::parse("K^''").unwrap_err().offset(), 2);
}
