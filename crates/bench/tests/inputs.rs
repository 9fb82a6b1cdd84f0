//! The benchmark inputs are valid for both implementations and decode to the same thing, so a benchmark
//! never silently measures an error path.

use tabula_bench::{
    EPIN_TOKENS, INVALID_PIN, PIN_TOKENS, POSITIONS, QPI_TOKENS, SIN_TOKENS, sashite_epin,
    sashite_feen, sashite_pin, sashite_sin,
};

#[test]
fn tokens_agree_with_the_official_crates() {
    for &token in SIN_TOKENS {
        let ours = tabula_sin::Style::parse(token).unwrap();
        let theirs = sashite_sin::Identifier::parse(token).unwrap();
        assert_eq!(ours.as_str(), &*theirs.encode(), "{token}");
    }
    for &token in PIN_TOKENS {
        let ours = tabula_pin::Piece::parse(token).unwrap();
        let theirs = sashite_pin::Identifier::parse(token).unwrap();
        assert_eq!(ours.as_str(), &*theirs.encode(), "{token}");
    }
    for &token in EPIN_TOKENS {
        let ours = tabula_epin::ExtendedPiece::parse(token).unwrap();
        let theirs = sashite_epin::Identifier::parse(token).unwrap();
        assert_eq!(ours.to_string(), theirs.encode().as_str(), "{token}");
    }
    for &token in QPI_TOKENS {
        assert_eq!(
            tabula_qpi::QualifiedPiece::parse(token)
                .unwrap()
                .to_string(),
            token
        );
    }
    assert!(tabula_pin::Piece::parse(INVALID_PIN).is_err());
    assert!(sashite_pin::Identifier::parse(INVALID_PIN).is_err());
}

#[test]
fn positions_agree_with_the_official_crate() {
    for &(name, feen) in POSITIONS {
        let view = tabula_feen::Feen::parse(feen).unwrap();
        let theirs = sashite_feen::Feen::parse(feen).unwrap();
        assert_eq!(
            view.square_count(),
            theirs.square_count() as usize,
            "{name}"
        );
        assert_eq!(view.piece_count(), theirs.piece_count() as usize, "{name}");

        // Both round-trip the string byte for byte through their owned positions.
        let ours: tabula_feen::Position = feen.parse().unwrap();
        assert_eq!(ours.to_string(), feen, "{name}");
        let qi = theirs.to_qi();
        assert_eq!(sashite_feen::encode(&qi).unwrap(), feen, "{name}");
    }
}
