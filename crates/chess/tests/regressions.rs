//! The bugs of issue #25, each with the input that showed it.

use tabula_chess::fen::{self, Options};
use tabula_chess::{Position, PositionError};

/// A FEEN hand piece of the other side used to be written into the other player's crazyhouse pocket (its
/// owner silently changed): it is refused now.
#[test]
fn a_hand_piece_of_the_other_side_is_refused_not_moved_to_the_other_pocket() {
    let error = fen::from_feen("4k^3/8/8/8/8/8/8/4K^3 n/ C/c", &Options::default()).unwrap_err();
    assert_eq!(error.code(), "hand-piece-of-other-side");
    assert_eq!(
        error.to_string(),
        "hand piece n in the first player (White) hand: a crazyhouse pocket holds only its owner's pieces"
    );
    // A piece in its owner's hand still converts, into its owner's pocket.
    assert_eq!(
        fen::from_feen("4k^3/8/8/8/8/8/8/4K^3 N/n C/c", &Options::default()).unwrap(),
        "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1"
    );
}

/// `Position::from_fen` refused an unusable en-passant target next to a check, which `fen::to_feen`
/// accepts (dropping the target, reported as lost): both accept it now, as the same position.
#[test]
fn from_fen_accepts_what_to_feen_accepts_with_an_unusable_en_passant_target() {
    let text = "8/8/8/8/3pP3/5N2/7k/4K3 b - e3 0 1";
    let converted = fen::to_feen(text).unwrap();
    assert_eq!(
        converted.lost.en_passant.map(|s| s.to_string()),
        Some("e3".to_owned())
    );
    let position = Position::from_fen(text).unwrap();
    assert_eq!(position, Position::from_feen(&converted.feen).unwrap());
    assert_eq!(position.to_feen(), converted.feen);
    assert_eq!(position.en_passant_square(), None);
}

/// Every refusal of cozy-chess's board builder used to read "the king is attacked by 2 pieces": a
/// crazyhouse record with nine white pawns and an empty pocket got it. The real cause is named now.
#[test]
fn nine_pawns_with_an_empty_pocket_are_too_much_material_for_fide_chess() {
    let text = "4k3/8/8/8/8/P7/PPPPPPPP/4K3[] w - - 0 1";
    let error = Position::from_fen(text).unwrap_err();
    assert_eq!(error.code(), "too-much-material");
    assert_eq!(
        error.to_string(),
        "the first player (White) has too much material (more than 8 pawns)"
    );
    // As crazyhouse (the FEN door), nine pawns are possible.
    assert!(fen::to_feen(text).is_ok());
}

/// Two rooks checking along one rank (the king between them) no move can give: python-chess says
/// `IMPOSSIBLE_CHECK`; it used to be accepted.
#[test]
fn two_checks_along_one_line_are_impossible() {
    for text in [
        "4k3/8/8/8/r3K2r/8/8/8 w - - 0 1",
        "k3r3/8/8/8/4K3/8/8/4r3 w - - 0 1",
    ] {
        let error = Position::from_fen(text).unwrap_err();
        assert!(
            matches!(error, PositionError::AlignedCheck { .. }),
            "{text}: {error}"
        );
        assert_eq!(error.code(), "impossible-check");
        assert_eq!(
            error.to_string(),
            "e4: the king is checked by two pieces on one line, impossible in a game"
        );
        assert!(fen::to_feen(text).is_err(), "{text}");
    }
    // A real double check (a rook and a bishop, on two lines) stays accepted.
    assert!(Position::from_fen("4k3/8/8/8/r3K3/8/2b5/8 w - - 0 1").is_ok());
}
