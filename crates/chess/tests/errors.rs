//! Every error variant, reached from the public API, with its code, square and message (insta snapshot).

use std::fmt::Write as _;

use tabula_chess::fen::{self, Options};
use tabula_chess::{Error, Position};

fn from_fen(text: &str) -> Error {
    fen::to_feen(text).expect_err(text).into()
}

fn from_feen(text: &str) -> Error {
    Position::from_feen(text).expect_err(text).into()
}

/// The error of playing the PMN `text` in the FEN position `position`.
fn play(position: &str, text: &str) -> Error {
    Position::from_fen(position)
        .unwrap()
        .play_pmn(text)
        .expect_err(text)
        .into()
}

const CASTLES: &str = "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1";
const PROMOTES: &str = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
#[allow(clippy::too_many_lines)] // one line per case: the table is the test
fn every_variant_names_its_cause() {
    let other = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
    let castle = other
        .find_move("e1".parse().unwrap(), "c1".parse().unwrap(), None)
        .unwrap();
    let cases: Vec<(&str, Error)> = vec![
        ("feen", from_feen("4k^3/8 C/c")),
        (
            "not-chess-board",
            from_feen("4k^4/9/9/9/9/9/9/9/4K^4 / C/c"),
        ),
        ("not-chess-style", from_feen("4k^3/8/8/8/8/8/8/4K^3 / S/s")),
        (
            "hands-not-allowed",
            from_feen("4k^3/8/8/8/8/8/8/4K^3 P/ C/c"),
        ),
        (
            "bad-hand-piece",
            fen::from_feen("4k^3/8/8/8/8/8/8/4K^3 K^/ C/c", &Options::default())
                .unwrap_err()
                .into(),
        ),
        ("bad-piece", from_feen("4k^3/8/8/8/8/8/8/+Q3K^3 / C/c")),
        ("bad-piece", from_feen("4k^3/8/8/8/8/8/8/4K3 / C/c")),
        ("bad-piece", from_feen("4k^3/8/8/8/8/8/8/4K^'3 / C/c")),
        ("bad-piece", from_feen("4k^3/8/8/8/8/8/8/4K^2X / C/c")),
        ("bad-piece", from_feen("4k^3/8/8/8/8/8/8/4K^2N^ / C/c")),
        ("bad-piece", from_feen("4k^3/8/8/8/8/8/8/4+K^3 / C/c")),
        ("missing-king", from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1")),
        ("too-many-kings", from_fen("kk6/8/8/8/8/8/8/4K3 w - - 0 1")),
        (
            "pawn-on-back-rank",
            from_fen("4k3/8/8/8/8/8/8/4K2P w - - 0 1"),
        ),
        (
            "too-much-material",
            from_fen("4k3/8/8/8/8/PPPPPPPP/NNNNNNNN/4K3 w - - 0 1"),
        ),
        (
            "too-much-material",
            from_fen("4k3/8/8/8/P7/PPPPPPPP/8/4K3 w - - 0 1"),
        ),
        ("castling-right", from_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1")),
        ("castling-right", from_fen("4k3/8/8/8/8/8/8/4K3 w B - 0 1")),
        (
            "castling-right",
            from_fen("4k3/8/8/8/8/8/4K3/R6R w Q - 0 1"),
        ),
        (
            "castling-right",
            from_fen("4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1"),
        ),
        ("castling-right", from_feen("4k^3/8/8/8/+R7/8/8/4K^3 / C/c")),
        ("en-passant", from_fen("4k3/8/8/8/8/8/8/4K3 w - e6 0 1")),
        ("en-passant", from_fen("4k3/8/8/3P4/8/8/8/4K3 w - d3 0 1")),
        ("en-passant", from_feen("4k^3/8/8/-p-p6/8/8/8/4K^3 / C/c")),
        ("en-passant", from_feen("4k^3/8/8/8/4-P3/8/8/4K^3 / C/c")),
        ("en-passant", from_feen("4k^3/8/8/-p7/8/8/8/4K^3 / c/C")),
        ("en-passant", from_feen("4k^3/8/8/8/4-P3/4N3/8/4K^3 / c/C")),
        (
            "opposite-check",
            from_fen("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
        ),
        (
            "impossible-check",
            from_fen("4k3/8/8/8/8/3n4/8/r3K2r w - - 0 1"),
        ),
        ("wrong-marker", from_feen("4k^3/4R3/8/8/8/8/8/4K^3 / c/C")),
        ("wrong-marker", from_feen("4-k^3/8/8/8/8/8/8/4K^3 / c/C")),
        ("wrong-marker", from_feen("4k^3/8/8/8/8/8/4P3/4K^3 / C/c")),
        ("wrong-marker", from_feen("4k^3/8/8/8/4+P3/8/8/4K^3 / C/c")),
        ("wrong-marker", from_feen("4k^3/8/8/8/8/8/8/4K^2-R / C/c")),
        ("wrong-marker", from_feen("4k^3/8/8/8/8/8/8/4K^1N+R / C/c")),
        ("fen-record", from_fen("")),
        ("fen-record", from_fen("8/8/8/8/8/8/8/K6k w - - 0 1 x")),
        ("fen-record", from_fen("8/8/8/8/8/8/8/K6k w - - bm e4")),
        ("fen-pocket", from_fen("8/8/8/8/8/8/8/K6k/8 w - - 0 1")),
        ("fen-placement", from_fen("8/8/8/8/8/8/K6k w - - 0 1")),
        ("fen-placement", from_fen("8/8/8/8/8/8/8/K2~3k w - - 0 1")),
        ("fen-placement", from_fen("8/8/8/8/8/8/8/K5k1p w - - 0 1")),
        ("fen-pocket", from_fen("8/8/8/8/8/8/8/K6k[Qx] w - - 0 1")),
        ("fen-pocket", from_fen("8/8/8/8/8/8/8/K6k[Q w - - 0 1")),
        ("fen-side", from_fen("8/8/8/8/8/8/8/K6k - - - 0 1")),
        ("fen-castling", from_fen("8/8/8/8/8/8/8/K6k w X - 0 1")),
        ("fen-en-passant", from_fen("8/8/8/8/8/8/8/K6k w - e4 0 1")),
        (
            "fen-halfmove-clock",
            from_fen("8/8/8/8/8/8/8/K6k w - - 1x 1"),
        ),
        (
            "fen-fullmove-number",
            from_fen("8/8/8/8/8/8/8/K6k w - - 0 99999999999"),
        ),
        (
            "not-a-square",
            "i9".parse::<tabula_chess::Square>().unwrap_err().into(),
        ),
        (
            "illegal-move",
            Position::start().play(castle).unwrap_err().into(),
        ),
        ("illegal-move", play(CASTLES, "e1~g1")),
        ("illegal-move", play(CASTLES, "e8~g8")),
        ("illegal-move", play(START, "e2-e5")),
        ("illegal-move", play(START, "e1~g1")),
        ("illegal-move", play(START, "e2~d3")),
        ("illegal-move", play(PROMOTES, "a7-a8")),
        ("pmn", play(START, "e2e4")),
        ("pmn", play(START, "e2-e4/")),
        ("not-a-chess-move", play(START, "...")),
        ("not-a-chess-move", play(START, "P*e4")),
        ("not-a-chess-move", play(START, "e2=+P")),
        ("not-a-chess-move", play(START, "+e7")),
        ("not-a-chess-move", play(START, "P.e7")),
        ("not-a-chess-move", play(START, "e2-i9")),
        ("not-a-chess-move", play(START, "e2-e4A")),
        ("not-a-chess-move", play(PROMOTES, "a7+b8/N")),
        ("not-a-chess-move", play(PROMOTES, "a7-a8=K")),
        ("not-a-chess-move", play(PROMOTES, "a7-a8=+Q")),
        ("non-canonical-move", play(CASTLES, "e1-c1")),
        ("non-canonical-move", play(START, "e2+e4")),
        ("non-canonical-move", play(PROMOTES, "a7-b8=Q")),
        ("non-canonical-move", play(PROMOTES, "a7-a8=q")),
    ];
    let mut table = String::new();
    for (code, error) in &cases {
        assert_eq!(error.code(), *code, "{error}");
        let square = error.square().map(|s| s.to_string()).unwrap_or_default();
        writeln!(table, "{code:<20} {square:<3} {error}").unwrap();
    }
    insta::assert_snapshot!(table);
}

#[test]
fn fen_errors_carry_the_byte_offset_of_the_field() {
    let error = from_fen("8/8/8/8/8/8/8/K6k w -x - 0 1");
    assert_eq!((error.code(), error.offset()), ("fen-castling", Some(20)));
    let error = from_fen("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(error.offset(), Some(19));
    assert_eq!(from_fen("x".repeat(2000).as_str()).code(), "fen-record");
    assert_eq!(from_feen("4k^3/8/8/8/8/8/8/+Q3K^3 / C/c").offset(), None);
}
