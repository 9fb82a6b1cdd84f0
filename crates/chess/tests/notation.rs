//! SAN, UCI and PGN: each leniency, each refusal with its code and offset, the writers' exact text.

use tabula_chess::pgn::{Limits, PgnErrorKind, Reader, Termination};
use tabula_chess::san::{self, SanError};
use tabula_chess::uci::{self, Castling};
use tabula_chess::{ChessMove, Position};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn san_of(position: &Position, text: &str) -> String {
    san::write(
        position,
        san::read(position, text).unwrap_or_else(|e| panic!("{text}: {e}")),
    )
}

fn code(position: &Position, text: &str) -> (&'static str, usize, String) {
    let error = san::read(position, text).expect_err(text);
    (error.code(), error.offset(), error.to_string())
}

#[test]
fn san_is_read_leniently_as_players_type_it() {
    let start = Position::start();
    for (typed, canonical) in [
        ("Nf3", "Nf3"),
        ("Ng1f3", "Nf3"),
        ("Ngf3", "Nf3"),
        ("N1f3", "Nf3"),
        ("Nf3+", "Nf3"),
        ("Nf3#", "Nf3"),
        ("Nf3!?", "Nf3"),
        ("nf3", "Nf3"),
        (" e4 ", "e4"),
        ("e4!!", "e4"),
    ] {
        assert_eq!(san_of(&start, typed), canonical, "{typed}");
    }
    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for typed in ["O-O", "0-0", "o-o", "O-O+", "Kg1"] {
        assert_eq!(san_of(&castles, typed), "O-O", "{typed}");
    }
    for typed in ["O-O-O", "0-0-0", "Kc1"] {
        assert_eq!(san_of(&castles, typed), "O-O-O", "{typed}");
    }
    let promotion = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (typed, canonical) in [
        ("a8=Q", "a8=Q"),
        ("a8Q", "a8=Q"),
        ("a8=q", "a8=Q"),
        ("axb8=N", "axb8=N"),
        ("axb8N", "axb8=N"),
        ("ab8=N", "axb8=N"),
        ("a7xb8=N", "axb8=N"),
    ] {
        assert_eq!(san_of(&promotion, typed), canonical, "{typed}");
    }
    // A capture without `x`; en passant written as a plain pawn capture.
    let ep = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    assert_eq!(san_of(&ep, "exf6"), "exf6");
    assert_eq!(san_of(&ep, "ef6"), "exf6");
}

#[test]
fn lowercase_b_is_the_b_file_as_python_chess_reads_it() {
    // A pawn on b2 and a bishop on e5 can both take on c3.
    let both = pos("4k3/8/8/4B3/8/2p5/1P6/4K3 w - - 0 1");
    assert_eq!(san_of(&both, "bxc3"), "bxc3");
    assert_eq!(san_of(&both, "Bxc3"), "Bxc3");
    let bishop_only = pos("4k3/8/8/4B3/8/2p5/8/4K3 w - - 0 1");
    let (code, _, message) = code(&bishop_only, "bxc3");
    assert_eq!(code, "san-lowercase-bishop");
    assert!(message.contains("write `Bxc3`"), "{message}");
}

#[test]
fn san_refusals_have_codes_offsets_and_reasons() {
    let start = Position::start();
    assert_eq!(code(&start, "").0, "san-empty");
    assert_eq!(code(&start, "+!").0, "san-empty");
    assert_eq!(code(&start, &"e".repeat(40)).0, "san-too-long");
    assert_eq!(code(&start, "Nf9").0, "san-syntax");
    assert_eq!(code(&start, "Zf3").0, "san-syntax");
    assert_eq!(code(&start, "Nf3z").1, 3);
    assert_eq!(code(&start, "--").0, "san-null-move");
    assert_eq!(
        code(&start, "e2e4"),
        (
            "san-other-notation",
            0,
            "`e2e4` is a UCI move; in SAN it is written `e4`".to_owned()
        )
    );
    assert_eq!(
        code(&start, "g1-f3").2,
        "`g1-f3` is a PMN move; in SAN it is written `Nf3`"
    );
    assert!(code(&start, "e2e5").2.contains("not a legal one here"));
    assert_eq!(
        code(&start, "Nxf3"),
        (
            "san-not-a-capture",
            1,
            "`x` marks a capture, but this move captures nothing: write `Nf3`".to_owned()
        )
    );
    assert_eq!(code(&start, "O-O").0, "san-illegal-castling");
    assert_eq!(
        code(&start, "e5").2,
        "`e5` is not legal here: the pawn on e2 cannot move to e5"
    );
    assert_eq!(
        code(&start, "Qh5").2,
        "`Qh5` is not legal here: the queen on d1 cannot move to h5"
    );
    assert!(code(&start, "Rc3").2.contains("rook"));
    let promotion = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let (c, offset, message) = code(&promotion, "a8");
    assert_eq!((c, offset), ("san-missing-promotion", 2));
    assert_eq!(
        message,
        "the pawn promotes: say to what, a8=Q+, a8=R+, a8=B or a8=N"
    );
    let (c, offset, _) = code(&start, "e4=Q");
    assert_eq!((c, offset), ("san-not-a-promotion", 2));
    let knights = pos("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1");
    assert_eq!(
        code(&knights, "Ne2"),
        (
            "san-ambiguous",
            0,
            "`Ne2` is ambiguous here: Nce2 or Nge2".to_owned()
        )
    );
    // The pinned knight: one of two is not legal, so no disambiguation is written or needed.
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/2N1K3 w - - 0 1");
    let m = san::read(&pinned, "Nd4").unwrap_err();
    assert!(matches!(m, SanError::Illegal { .. }), "{m}");
}

#[test]
fn san_disambiguates_among_legal_moves_only_as_python_chess() {
    // File, rank, both.
    let rooks = pos("4k3/8/8/8/R7/8/4K3/R6R w - - 0 1");
    let queens = pos("4k3/8/8/8/8/8/1Q6/1Q1Q1K2 w - - 0 1");
    let cases: [(&Position, (&str, &str), &str); 4] = [
        (&rooks, ("a1", "a2"), "R1a2"),
        (&rooks, ("h1", "f1"), "Rhf1"),
        (&queens, ("b1", "c2"), "Qb1c2"),
        (&queens, ("d1", "c2"), "Qdc2"),
    ];
    for (position, (from, to), expected) in cases {
        let m = position
            .find_move(from.parse().unwrap(), to.parse().unwrap(), None)
            .unwrap();
        assert_eq!(san::write(position, m), expected);
        assert_eq!(san::read(position, expected), Ok(m));
    }
    // A pinned rival does not count.
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/2N1K3 w - - 0 1");
    let m = pinned
        .find_move("c1".parse().unwrap(), "d3".parse().unwrap(), None)
        .unwrap();
    assert_eq!(san::write(&pinned, m), "Nd3");
}

#[test]
fn chess960_castling_is_written_by_the_rook_side() {
    // King b1, rooks a1 and h1: O-O-O moves the king one square, O-O across.
    let position = pos("1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1");
    assert_eq!(san_of(&position, "O-O"), "O-O");
    let nine = pos("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1");
    let long = san::read(&nine, "O-O-O").unwrap();
    assert_eq!(san::write(&nine, long), "O-O-O");
    assert_eq!(uci::write(long, Castling::KingTakesRook), "b1a1");
    assert_eq!(uci::write(long, Castling::Standard), "b1a1");
    let short = san::read(&nine, "O-O").unwrap();
    assert_eq!(uci::write(short, Castling::Standard), "b1h1");
    assert_eq!(uci::read(&nine, "b1h1"), Ok(short));
}

#[test]
fn uci_reads_both_castling_spellings_and_writes_standard_chess_as_e1g1() {
    let position = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short: ChessMove = uci::read(&position, "e1g1").unwrap();
    assert_eq!(uci::read(&position, "e1h1"), Ok(short));
    assert_eq!(uci::write(short, Castling::Standard), "e1g1");
    assert_eq!(uci::write(short, Castling::KingTakesRook), "e1h1");
    let long = uci::read(&position, "e1c1").unwrap();
    assert_eq!(uci::read(&position, "e1a1"), Ok(long));
    assert_eq!(uci::write(long, Castling::Standard), "e1c1");
    let start = Position::start();
    let refusals = [
        ("0000", "uci-null-move", 0),
        ("e2", "uci-syntax", 2),
        ("i2e4", "uci-syntax", 0),
        ("e9e4", "uci-syntax", 1),
        ("e2e4x", "uci-syntax", 4),
        ("e2e4qq", "uci-syntax", 5),
        ("e2e5", "uci-illegal", 0),
    ];
    for (text, expected, offset) in refusals {
        let error = uci::read(&start, text).expect_err(text);
        assert_eq!((error.code(), error.offset()), (expected, offset), "{text}");
    }
    let promotion = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        uci::read(&promotion, "a7a8").unwrap_err().code(),
        "uci-missing-promotion"
    );
    assert_eq!(
        uci::write(uci::read(&promotion, "a7a8r").unwrap(), Castling::Standard),
        "a7a8r"
    );
}

#[test]
fn pgn_reader_tolerates_files_in_the_wild() {
    let text = "\u{feff}% escape line\r\n[Event \"A \\\"quoted\\\" name\"]\r\n[Result \"1-0\"]\r\n\r\n\
        1.e4 {a comment\r\n over lines} e5 $1 2. Nf3 (2. f4 exf4 (2... d5)) ; rest of line\r\n\
        2... Nc6 3. Bb5 a6!? 1-0\r\n\r\n\
        1. d4 d5 *\n\n\
        [FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 5 40\"]\n[SetUp \"1\"]\n\n40. O-O-O Ke7 *\n";
    let games: Vec<_> = Reader::new(text.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].tag("Event"), Some("A \"quoted\" name"));
    assert_eq!(
        games[0].sans().collect::<Vec<_>>(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]
    );
    assert_eq!(games[0].result(), Some("1-0"));
    assert_eq!(games[1].tags(), []);
    assert_eq!(games[1].number(), 2);
    assert_eq!(games[2].start_counters(), (5, 40));
    assert_eq!(games[2].replay().fen(), "8/4k3/8/8/8/8/8/2KR4 w - - 7 41");
    // Written back, then read again: the same moves.
    let again: Vec<_> = games
        .iter()
        .map(|g| Reader::new(g.to_pgn().as_bytes()).next().unwrap().unwrap())
        .collect();
    for (a, b) in games.iter().zip(&again) {
        assert_eq!(a.moves(), b.moves());
        assert_eq!(a.start_counters(), b.start_counters());
    }
    assert!(
        again[2]
            .to_pgn()
            .contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 5 40\"]\n[SetUp \"1\"]")
    );
}

#[test]
fn pgn_errors_name_the_game_the_ply_and_the_rule_and_reading_goes_on() {
    let text = "1. e4 e5 *\n\n[Event \"2\"]\n\n1. e4 e5 2. Nf3 Nf3 3. d4 *\n\n1. e4 ) *\n\n\
        [Variant \"Atomic\"]\n\n1. e4 *\n\n[FEN \"bad\"]\n\n*\n\n1. e4 -- *\n\n1. d4 *\n";
    let results: Vec<_> = Reader::new(text.as_bytes()).collect();
    assert_eq!(results.len(), 7);
    assert!(results[0].is_ok() && results[6].is_ok());
    let error = results[1].as_ref().unwrap_err();
    assert_eq!((error.game(), error.ply(), error.line()), (2, Some(4), 5));
    assert_eq!(error.code(), "pgn-illegal-move");
    assert!(
        error
            .to_string()
            .starts_with("game 2, ply 4 (line 5): `Nf3` is not legal here: the knight on "),
        "{error}"
    );
    let codes: Vec<_> = results[2..6]
        .iter()
        .map(|r| r.as_ref().unwrap_err().code())
        .collect();
    assert_eq!(
        codes,
        [
            "pgn-unbalanced-variation",
            "pgn-variant",
            "pgn-fen",
            "pgn-null-move"
        ]
    );
    assert_eq!(results[6].as_ref().unwrap().number(), 7);
    match results[1].as_ref().unwrap_err().kind() {
        PgnErrorKind::Move { token, error } => {
            assert_eq!(token, "Nf3");
            assert_eq!(error.code(), "san-illegal");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn pgn_comments_and_variations_left_open_are_errors_with_their_line() {
    let open =
        Reader::new("1. e4 e5\n2. Nf3 {never\nclosed\n\n[Event \"2\"]\n\n1. d4 *\n".as_bytes())
            .next()
            .unwrap()
            .unwrap_err();
    assert_eq!(open.code(), "pgn-unclosed-comment");
    assert_eq!(open.kind(), &PgnErrorKind::UnclosedComment { opened: 2 });
    assert!(
        open.to_string()
            .contains("opened on line 2 is never closed"),
        "{open}"
    );
    let variation = Reader::new("1. e4 (1. d4\n1... d5 *\n".as_bytes())
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!(variation.code(), "pgn-unclosed-variation");
    assert_eq!(
        variation.kind(),
        &PgnErrorKind::UnclosedVariation { opened: 1 }
    );
    // Closed ones are read, and what is not kept is counted.
    let game = Reader::new("1. e4 {a} ; b\n% c\n(1. d4 (1. c4) $2) e5?! *\n".as_bytes())
        .next()
        .unwrap()
        .unwrap();
    let dropped = game.dropped();
    assert_eq!(
        (
            dropped.comments,
            dropped.nags,
            dropped.glyphs,
            dropped.variations
        ),
        (3, 1, 1, 1)
    );
    assert_eq!(game.result_conflict(), None);
}

#[test]
fn pgn_limits_bound_one_game() {
    let limits = Limits {
        max_game_bytes: 64,
        max_plies: 1000,
    };
    let long = format!(
        "{{{}}}\n1. e4 *\n\n[Event \"2\"]\n1. d4 *\n",
        "x".repeat(100)
    );
    let results: Vec<_> = Reader::with_limits(long.as_bytes(), limits).collect();
    assert_eq!(results.len(), 2);
    assert_eq!(results[0].as_ref().unwrap_err().code(), "pgn-game-too-long");
    assert!(results[1].is_ok());
    let tag = format!(
        "[Event \"{}\"]\n1. e4 *\n[Event \"2\"]\n1. d4 *\n",
        "x".repeat(1000)
    );
    let results: Vec<_> = Reader::with_limits(tag.as_bytes(), limits).collect();
    assert_eq!(results.len(), 2);
    assert_eq!(results[0].as_ref().unwrap_err().code(), "pgn-game-too-long");
    let line = format!("{}\n1. d4 *\n", "x".repeat(1000));
    let results: Vec<_> = Reader::with_limits(line.as_bytes(), limits).collect();
    assert_eq!(results[0].as_ref().unwrap_err().code(), "pgn-game-too-long");
}

#[test]
fn pgn_writer_wraps_at_80_columns_and_numbers_black_first_moves() {
    let mut text = String::new();
    for _ in 0..10 {
        text.push_str("Nf3 Nf6 Ng1 Ng8 ");
    }
    let game = Reader::new(format!("{text}*").as_bytes())
        .next()
        .unwrap()
        .unwrap();
    let pgn = game.to_pgn();
    assert!(pgn.lines().all(|l| l.len() <= 80), "{pgn}");
    assert!(pgn.lines().count() > 9);
    assert_eq!(
        game.replay().termination(),
        Some(Termination::FivefoldRepetition)
    );
    let black =
        Reader::new("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"] 12... Kd7 13. Kd2 *".as_bytes())
            .next()
            .unwrap()
            .unwrap();
    assert!(
        black.to_pgn().ends_with("\n\n12... Kd7 13. Kd2 *\n"),
        "{}",
        black.to_pgn()
    );
}
