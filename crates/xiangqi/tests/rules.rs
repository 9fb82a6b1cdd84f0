//! The rules through the game interface: notations both ways, errors and their hints, the end of the game.

use tabula_game::{Game, MoveError, Notation, Outcome, Rules, Side, Termination};
use tabula_xiangqi::{IllegalMove, Xiangqi};

fn position(fen: &str) -> Xiangqi {
    Xiangqi::from_native(fen).unwrap().0
}

#[test]
fn one_move_in_every_notation() {
    let start = Xiangqi::start();
    let m = start.read_move("h2e2", Notation::Ucci).unwrap();
    for (notation, text) in [
        (Notation::Ucci, "h2e2"),
        (Notation::Uci, "h3e3"),
        (Notation::Wxf, "C2=5"),
        (Notation::Pmn, "h3-e3"),
    ] {
        assert_eq!(start.write_move(m, notation).unwrap(), text);
        assert_eq!(start.read_move(text, notation).unwrap(), m, "{text}");
    }
    assert_eq!(start.read_move("H2-E2", Notation::Ucci).unwrap(), m);
    assert_eq!(start.read_any("C2=5").unwrap(), (m, Notation::Wxf));
    assert_eq!(start.read_any("h2e2").unwrap(), (m, Notation::Ucci));
    assert_eq!(start.read_any("h3e3").unwrap(), (m, Notation::Uci));
    assert_eq!(
        start.write_move(m, Notation::San),
        Err(MoveError::Unsupported {
            notation: Notation::San,
            game: tabula_game::GameKind::Xiangqi
        })
    );
    // Black's files count from black's right (file a is black's 1).
    let after = start.play(m).unwrap();
    let reply = after.read_move("h7e7", Notation::Ucci).unwrap();
    assert_eq!(after.write_move(reply, Notation::Wxf).unwrap(), "C8=5");
    assert_eq!(after.write_move(reply, Notation::Uci).unwrap(), "h8e8");
    let horse = after.read_move("H2+3", Notation::Wxf).unwrap();
    assert_eq!(after.write_move(horse, Notation::Ucci).unwrap(), "b9c7");
    // A capture in PMN.
    let capture = start.read_move("h3+h10", Notation::Pmn).unwrap();
    assert_eq!(start.write_move(capture, Notation::Wxf).unwrap(), "C2+7");
    assert!(start.resets_clock(capture) && !start.resets_clock(m));
}

#[test]
fn the_two_rank_numberings_are_told_apart() {
    let start = Xiangqi::start();
    let MoveError::Syntax { hint, offset, .. } =
        start.read_move("b3b10", Notation::Ucci).unwrap_err()
    else {
        panic!()
    };
    assert_eq!(offset, 3);
    assert_eq!(
        hint.as_deref(),
        Some("this reads as UCI (ranks 1–10); in UCCI it is b2b9")
    );
    let error = start.read_move("h2e2", Notation::Uci).unwrap_err();
    assert_eq!(
        error.to_string(),
        "h2e2: h2e2 names no legal move in UCI; read as UCCI (ranks 0–9) it is legal: in UCI write h3e3"
    );
    // Legal in both numberings: read_any reports the ambiguity.
    let position = position("3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1");
    let error = position.read_any("a1b1").unwrap_err();
    let MoveError::Ambiguous { candidates, .. } = &error else {
        panic!("{error}")
    };
    assert_eq!(
        candidates,
        &[
            "a1b1 read as UCCI (a2-b2 in PMN)",
            "a1b1 read as UCI (a1-b1 in PMN)"
        ]
    );
}

#[test]
fn wxf_tandems_and_soldiers_as_fairy_stockfish_writes_them() {
    let rooks = position("4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1");
    for (ucci, wxf) in [
        ("a2e2", "R+=5"),
        ("a2a3", "R++1"),
        ("a0a1", "R-+1"),
        ("a2a1", "R9-1"),
        ("a0b0", "R-=8"),
    ] {
        let m = rooks.read_move(ucci, Notation::Ucci).unwrap();
        assert_eq!(rooks.write_move(m, Notation::Wxf).unwrap(), wxf);
        assert_eq!(rooks.read_move(wxf, Notation::Wxf).unwrap(), m);
    }
    // The WXF spelling with the marker first reads too.
    assert_eq!(
        rooks.read_move("+R=5", Notation::Wxf),
        rooks.read_move("R+=5", Notation::Wxf)
    );
    let soldiers = position("4k4/9/9/4P4/4P4/4P4/9/9/9/3K5 w - - 0 1");
    for (ucci, wxf) in [("e6e7", "15+1"), ("e5d5", "25=6"), ("d0e0", "K6=5")] {
        let m = soldiers.read_move(ucci, Notation::Ucci).unwrap();
        assert_eq!(soldiers.write_move(m, Notation::Wxf).unwrap(), wxf);
        assert_eq!(soldiers.read_move(wxf, Notation::Wxf).unwrap(), m);
    }
    let error = soldiers.read_move("R1+1", Notation::Wxf).unwrap_err();
    assert_eq!(error.to_string(), "R1+1: red has no chariot on file 1");
    let MoveError::Syntax { hint, .. } = Xiangqi::start()
        .read_move("N2+3", Notation::Wxf)
        .unwrap_err()
    else {
        panic!()
    };
    assert_eq!(
        hint.as_deref(),
        Some("WXF writes the horse H (N is UCCI's letter)")
    );
}

#[test]
fn illegal_moves_name_the_rule() {
    let start = Xiangqi::start();
    let cases = [
        (
            "c0c2",
            "c0c2: the elephant moves two points diagonally",
            "movement",
        ),
        (
            "h2h7",
            "h2h7: a cannon captures by jumping exactly one piece; 0 stand between",
            "movement",
        ),
        (
            "e3d3",
            "e3d3: a soldier moves sideways only after crossing the river",
            "movement",
        ),
        ("e5e6", "e5e6: no piece stands on e6", "no-piece"),
        (
            "a9a8",
            "a9a8: the piece on a10 is black's, and it is red's move",
            "not-yours",
        ),
        (
            "a0a3",
            "a0a3: a4 holds one of the mover's own pieces",
            "own-piece",
        ),
        (
            "e0f0",
            "e0f0: f1 holds one of the mover's own pieces",
            "own-piece",
        ),
    ];
    for (text, message, code) in cases {
        let error = start.read_move(text, Notation::Ucci).unwrap_err();
        assert_eq!(
            (
                error.to_string().as_str(),
                tabula_game::ErrorCode::code(&error)
            ),
            (message, code)
        );
    }
    let error = start.read_move("b0b1", Notation::Ucci).unwrap_err();
    assert!(matches!(
        error,
        MoveError::Illegal {
            error: IllegalMove::Movement { .. },
            ..
        }
    ));
    // Flying general: the e-file soldier may not leave when nothing else stands between the generals.
    let open = position("4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
    let error = open.read_move("e5d5", Notation::Ucci).unwrap_err();
    assert!(error.to_string().contains("generals would face"), "{error}");
}

#[test]
fn a_side_without_moves_loses() {
    let stalemate = position("3k5/2R6/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assert!(!stalemate.is_check());
    assert_eq!(
        stalemate.terminal(),
        Some(Outcome::win(Side::First, Termination::Stalemate))
    );
    let mate = position("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1");
    assert!(mate.is_check());
    assert_eq!(
        mate.terminal(),
        Some(Outcome::win(Side::First, Termination::Checkmate))
    );
    assert_eq!(Xiangqi::start().terminal(), None);
}

fn play(fen: &str, moves: &str) -> Game<Xiangqi> {
    let mut game = Game::from_native(fen).unwrap();
    for m in moves.split_whitespace() {
        game.play(m, Notation::Uci).unwrap();
    }
    game
}

#[test]
fn repetition_with_and_without_perpetual_check() {
    // Red checks with every move: the third occurrence ends the game, and red loses.
    let game = play(
        "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
        "a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10",
    );
    assert_eq!(game.outcome(), None);
    let mut game = game;
    game.play("a9a10", Notation::Uci).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, Termination::PerpetualCheck))
    );
    // A chase (the chariot after the cannon) is not judged: a draw (Fairy-Stockfish: red loses).
    let game = play(
        "4k4/9/c8/9/9/9/9/9/9/1R1K5 w - - 0 1",
        "b1a1 a8b8 a1b1 b8a8 b1a1 a8b8 a1b1 b8a8",
    );
    assert_eq!(game.outcome(), Some(Outcome::draw(Termination::Repetition)));
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn positions_the_rules_cannot_reach_are_refused() {
    for (fen, code) in [
        ("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", "general-outside-palace"),
        ("4k4/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1", "advisor-off-point"),
        ("4k4/9/9/9/B8/9/9/9/9/4K4 w - - 0 1", "elephant-off-point"),
        ("4k4/9/9/9/9/9/9/9/P8/4K4 w - - 0 1", "soldier-unreachable"),
        ("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "generals-facing"),
        ("3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "opponent-in-check"),
        (
            "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1",
            "moves-given",
        ),
        ("3k5/9/9/9/9/9/9/9/9/4K4 x - - 0 1", "invalid-side"),
    ] {
        assert_eq!(Xiangqi::from_native(fen).unwrap_err().code(), code, "{fen}");
    }
}

#[test]
fn positions_convert_both_ways() {
    let (position, counters) = Xiangqi::from_native(
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 7 21",
    )
    .unwrap();
    assert_eq!((counters.halfmove_clock, counters.move_number), (7, 21));
    assert_eq!(
        position.to_feen(),
        "r1ea1a3/4g^h3/2h1e4/pHp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2EAG^AE2 / X/x"
    );
    assert_eq!(
        position.to_native(counters),
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 7 21"
    );
    assert_eq!(Xiangqi::from_feen(&position.to_feen()).unwrap(), position);
    // Keys: equal positions, equal keys, whatever the way there.
    let start = Xiangqi::start();
    let a = play(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "h3e3 h8e8 b1c3",
    );
    let b = play(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "b1c3 h8e8 h3e3",
    );
    assert_eq!(a.position(), b.position());
    assert_eq!(a.position().key(), b.position().key());
    assert_ne!(a.position().key(), start.key());
}
