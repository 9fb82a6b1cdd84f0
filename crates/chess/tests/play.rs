//! A table of PMN moves played by `Position::play_pmn`: the position after and its status, or the error
//! code and message (insta snapshot). Each row is (id, FEN or "start", PMN, what it shows).

use std::fmt::Write as _;

use tabula_chess::Position;

const CASES: &[(&str, &str, &str, &str)] = &[
    (
        "start-e2-e4",
        "start",
        "e2-e4",
        "a pawn's double step; +P becomes a plain P (no en-passant capture exists)",
    ),
    ("start-g1-f3", "start", "g1-f3", "a knight's move"),
    (
        "fools-mate",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        "d8-h4",
        "the mating move of fool's mate: the White king becomes -K^",
    ),
    (
        "capture",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "e4+d5",
        "a capture: the pawn leaves the game, hands stay empty",
    ),
    (
        "castle-short",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1~g1",
        "castling: the rook's move is implicit",
    ),
    (
        "castle-long",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1~c1",
        "long castling",
    ),
    (
        "chess960-king-stays",
        "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1",
        "h1~f1",
        "Chess960 castling with the king already on g1, written with the rook's squares",
    ),
    (
        "en-passant",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "e5~f6",
        "en passant: the passed pawn on f5 is removed",
    ),
    (
        "promotion",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7-a8=Q",
        "a promotion, the new piece in White's case",
    ),
    (
        "capture-promotion",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7+b8=N",
        "a capture that promotes",
    ),
    (
        "black-promotion",
        "4k3/8/8/8/8/8/p7/4K3 b - - 0 1",
        "a2-a1=q",
        "Black's promotion in lower case",
    ),
    (
        "illegal-castle-attacked",
        "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1",
        "e1~g1",
        "castling through an attacked square",
    ),
    (
        "illegal-unreachable",
        "start",
        "e2-e5",
        "a pawn cannot reach e5",
    ),
    (
        "illegal-no-promotion",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7-a8",
        "a pawn on the last rank must promote",
    ),
    (
        "illegal-wrong-side",
        "start",
        "e7-e5",
        "the piece belongs to the side not to move",
    ),
    (
        "non-canonical-castle",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "e1-g1",
        "castling must be written with ~",
    ),
    (
        "non-canonical-capture",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "e4-d5",
        "a capture must be written with +",
    ),
    (
        "non-canonical-promotion-case",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7-a8=q",
        "White's promotion in lower case",
    ),
    ("not-chess-drop", "start", "P*e4", "chess has no drops"),
    ("not-chess-pass", "start", "...", "chess has no pass"),
    (
        "not-chess-captured-suffix",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7+b8/N",
        "a /C suffix",
    ),
    (
        "not-chess-king-promotion",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7-a8=K",
        "promotion to a king",
    ),
    (
        "not-chess-off-board",
        "start",
        "e2-i9",
        "a square off the 8x8 board",
    ),
    ("not-pmn", "start", "e2e4", "not PMN: UCI"),
];

#[test]
fn moves_play_or_are_refused_as_the_table_says() {
    let mut table = String::new();
    for (id, fen, pmn, description) in CASES {
        let position = if *fen == "start" {
            Position::start()
        } else {
            Position::from_fen(fen).unwrap()
        };
        writeln!(
            table,
            "{id}: {description}\n  {} | {pmn}",
            position.to_feen()
        )
        .unwrap();
        match position.play_pmn(pmn) {
            Ok(after) => {
                assert!(
                    !id.starts_with("illegal")
                        && !id.starts_with("not")
                        && !id.starts_with("non-canonical"),
                    "{id}"
                );
                writeln!(table, "  -> {} ({:?})", after.to_feen(), after.status()).unwrap();
            }
            Err(error) => {
                assert!(error.to_string().contains(pmn), "{id}: {error}");
                writeln!(table, "  !! {}: {error}", error.code()).unwrap();
            }
        }
    }
    insta::assert_snapshot!(table);
}
