//! `Position::why_illegal`: each reason, and `None` exactly for the legal moves.

use tabula_chess::{Position, Promotion, Square};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn why(fen: &str, from: &str, to: &str, promotion: Option<Promotion>, special: bool) -> String {
    Position::from_fen(fen)
        .unwrap()
        .why_illegal(sq(from), sq(to), promotion, special)
        .unwrap_or_else(|| "legal".to_owned())
}

#[test]
fn every_reason() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let cases = [
        (why(start, "e3", "e4", None, false), "no piece on e3"),
        (
            why(start, "e7", "e5", None, false),
            "the piece on e7 belongs to the side not to move",
        ),
        (
            why(start, "e2", "e5", None, false),
            "the pawn on e2 cannot move to e5",
        ),
        (
            why(start, "d1", "d4", None, false),
            "the queen on d1 cannot move to d4",
        ),
        (
            why(start, "e1", "g1", None, true),
            "castling through an occupied square f1",
        ),
        (why(start, "e2", "e4", None, false), "legal"),
        (
            why("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7", "a8", None, false),
            "a pawn reaching a8 must promote (=Q, =R, =B or =N)",
        ),
        (
            why(start, "e2", "e4", Some(Promotion::Queen), false),
            "only a pawn reaching the last rank promotes",
        ),
        (
            why("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1", "g1", None, true),
            "no castling right lets e1~g1 castle",
        ),
        (
            why("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "e1", "c1", None, true),
            "castling out of check",
        ),
        (
            why("4k3/8/8/8/8/8/6b1/R3K2R w KQ - 0 1", "e1", "g1", None, true),
            "castling through an attacked square f1",
        ),
        (
            why("4k3/8/8/8/8/8/7b/R3K2R w KQ - 0 1", "e1", "g1", None, true),
            "castling into check on g1",
        ),
        (
            why("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1", None, true),
            "legal",
        ),
        (
            why("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2", "d3", None, false),
            "e2-d3 exposes the king to check",
        ),
        (
            why("4k3/4r3/8/8/8/8/3B4/4K3 w - - 0 1", "d2", "c3", None, false),
            "d2-c3 leaves the king in check",
        ),
        (
            why(start, "g1", "e2", None, false),
            "e2 holds a piece of the side to move",
        ),
        (
            why(start, "e2", "d3", None, true),
            "no en-passant capture from e2 to d3",
        ),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
}
