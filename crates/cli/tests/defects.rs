//! What a new user met (issue 37), each checked where it was found: moves of a drawn game, engine position
//! lines, line games of every game in `replay`, CSA moves, records refused with the formats that fit.

mod common;

use common::tabula;

/// `(exit code, stdout, stderr)`.
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let output = tabula(args, stdin);
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    )
}

const SHOGI: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s";
const XIANGQI_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn a_drawn_position_lists_its_moves_and_status_says_it_is_over() {
    let bare = "8/8/4k3/8/8/4K3/8/8 w - - 0 1";
    let (code, out, _) = run(&["moves", bare], "");
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 8, "{out}");
    let (_, perft, _) = run(&["perft", bare, "1"], "");
    assert_eq!(perft, "8\n");
    let (_, status, _) = run(&["status", bare], "");
    assert_eq!(
        status,
        "insufficient material: neither side can mate, a draw\n"
    );
    let (code, _, err) = run(&["play", bare, "e3-e4"], "");
    assert_eq!(code, 1);
    assert!(err.contains("the game is over"), "{err}");
}

#[test]
fn replay_line_games_of_every_game_in_any_notation() {
    // PMN captures with `/` are moves, not a new position.
    let input = format!("{SHOGI}\nc3-c4 g7-g6\nb2+h8=+B/B g9+h8/b\n");
    let (code, out, err) = run(&["replay", "-"], &input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "lnsgk^g1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGK^GSNL B/b S/s\n* ongoing\n"
    );
    // An SFEN first line, then moves in USI and CSA.
    let input =
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n7g7f 3c3d +8822UM\n";
    let (code, out, err) = run(&["replay", "--to", "sfen", "-"], input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4\n* ongoing\n"
    );
    // A xiangqi FEN first line, then WXF and UCCI moves.
    let input = format!("{XIANGQI_FEN}\nC2=5 h9g7\n");
    let (code, out, err) = run(&["replay", "--to", "xiangqi-fen", "-"], &input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\n* ongoing\n"
    );
    // A chess FEN line then SAN, written as PGN.
    let input = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nf3 e5 g4 Qh4#\n";
    let (code, out, _) = run(&["replay", "--to", "pgn", "-"], input);
    assert_eq!(code, 0);
    assert!(out.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"), "{out}");
}

#[test]
fn a_record_format_of_another_game_is_refused_with_the_ones_that_fit() {
    let input = format!("{XIANGQI_FEN}\nh2e2\n");
    let (code, out, err) = run(&["replay", "--to", "kif", "-"], &input);
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "tabula: game 1: --to kif: KIF records shogi games, not xiangqi (for xiangqi: none yet)\n"
    );
    let (code, _, err) = run(
        &["replay", "--to", "pgn", "-"],
        "position startpos moves 7g7f\n",
    );
    assert_eq!(code, 1);
    assert!(
        err.ends_with("PGN records chess games, not shogi (for shogi: kif, csa)\n"),
        "{err}"
    );
}

#[test]
fn csa_moves_are_a_shogi_notation() {
    let (code, out, err) = run(&["play", "position startpos", "+7776FU", "-3334FU"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\n"
    );
    let (_, out, _) = run(
        &["moves", "--notation", "csa", "4k4/9/9/9/9/9/9/9/4K4 b - 1"],
        "",
    );
    assert_eq!(out, "+5948OU\n+5949OU\n+5958OU\n+5968OU\n+5969OU\n");
    let (code, _, err) = run(&["play", "position startpos", "+7776KA"], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: move 1: \"+7776KA\" is not a CSA move: the piece on 7g is FU, not KA (byte 5)\n"
    );
}

#[test]
fn engine_position_lines_are_the_position_after_their_moves() {
    let (code, out, err) = run(&["convert", "position startpos moves 7g7f 3c3d"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "lnsgk^gsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGK^GSNL / S/s\n"
    );
    let line = format!("position fen {XIANGQI_FEN} moves h2e2");
    let (code, out, err) = run(&["status", &line], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "ongoing: Black to move\n");
    let (_, out, _) = run(
        &["moves", "--notation", "san", "position startpos moves e2e4"],
        "",
    );
    assert_eq!(out.lines().count(), 20);
}

#[test]
fn rules_xiangqi_reads_with_the_xiangqi_reader() {
    let nine = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let (code, _, err) = run(&["moves", "--rules", "xiangqi", nine], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: not a xiangqi position: byte 57 (placement): the board has 9 ranks; xiangqi FEN has exactly 10\n"
    );
    let (code, _, err) = run(
        &[
            "status",
            "--rules",
            "shogi",
            SHOGI.replace("S/s", "C/c").as_str(),
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("--rules shogi, but this is a chess position"),
        "{err}"
    );
}

#[test]
fn move_errors_speak_of_the_notation_typed() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let refused = |position: &str, m: &str| {
        let (code, _, err) = run(&["play", position, m], "");
        assert_eq!(code, 1, "{m}");
        err
    };
    assert_eq!(
        refused("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "O-O"),
        "tabula: move 1: O-O: castling through an attacked square f1\n"
    );
    assert_eq!(
        refused("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O"),
        "tabula: move 1: O-O: White has no kingside castling right\n"
    );
    assert_eq!(
        refused("8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8"),
        "tabula: move 1: a8: the pawn promotes: say to what, a8=Q, a8=R, a8=B or a8=N\n"
    );
    assert_eq!(
        refused(start, "e2-e4=P"),
        "tabula: move 1: e2-e4=P: write e2-e4: the rules set the pawn's marker\n"
    );
    assert_eq!(
        refused(start, "炮二平五"),
        "tabula: move 1: \"炮二平五\" looks like Chinese xiangqi notation, which Tabula does not read yet; write this chess move in pmn, san, uci\n"
    );
    assert_eq!(
        refused("position startpos", "▲７六歩"),
        "tabula: move 1: \"▲７六歩\" looks like Japanese shōgi notation, which Tabula does not read yet; write this shogi move in pmn, usi, csa\n"
    );
    assert_eq!(
        refused("position startpos", "P-7f"),
        "tabula: move 1: \"P-7f\" looks like western shōgi notation (Hodges), which Tabula does not read yet; write this shogi move in pmn, usi, csa\n"
    );
    // The byte offset is said once.
    let err = refused("position startpos", "7g7j");
    assert_eq!(
        err,
        "tabula: move 1: \"7g7j\" is not a USI move: expected a rank letter a-i at byte 3\n"
    );
    assert_eq!(err.matches("byte").count(), 1);
    assert_eq!(refused(start, "xyz").matches("byte 0").count(), 1);
}

#[test]
fn json_and_diff_read_every_game_and_size_is_bounded() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (code, out, err) = run(&["json", fen], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"styles\""), "{out}");
    let after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let (code, out, _) = run(&["diff", fen, after], "");
    assert_eq!((code, out.as_str()), (0, "e2-e4=P\n"));
    let (code, out, _) = run(
        &["diff", "position startpos", "position startpos moves 7g7f"],
        "",
    );
    assert_eq!((code, out.as_str()), (0, "c3-c4\n"));
    // A chess FEN no reader takes: the chess reader's error, not FEEN's.
    let (code, _, err) = run(
        &[
            "json",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: chess FEN: placement at byte 42: not a piece letter (PNBRQK, pnbrqk) or a digit 1-8\n"
    );
    for size in ["0", "2000"] {
        let (code, _, err) = run(&["show", "--format", "svg", "--size", size], "");
        assert_eq!(code, 2, "--size {size}");
        assert!(err.contains("is not in 1..=512"), "{err}");
    }
}

#[test]
fn pgn_contradictions_unclosed_comments_and_dropped_annotations_are_said() {
    let (code, out, err) = run(&["replay"], "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n");
    assert_eq!(code, 0);
    assert!(out.ends_with("0-1 checkmate\n"), "{out}");
    assert_eq!(
        err,
        "tabula: note: game 1: the record says 1-0, but the final position is checkmate: 0-1\n"
    );
    let (code, _, err) = run(
        &["replay"],
        "1. e4 {never closed\n\n[Event \"2\"]\n\n1. d4 *\n",
    );
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: game 1 (line 5): the `{` comment opened on line 1 is never closed: close it with `}`\n"
    );
    let (code, out, err) = run(
        &["replay", "--to", "pgn"],
        "1. e4 {best} (1. d4 $1) e5! *\n",
    );
    assert_eq!(code, 0);
    assert!(out.ends_with("\n1. e4 e5 *\n"), "{out}");
    assert_eq!(
        err,
        "tabula: note: game 1: --to pgn drops 1 comment, 1 NAG, 1 glyph and 1 variation (the main line is kept)\n"
    );
}

#[test]
fn a_crazyhouse_fen_is_read_by_the_chess_reader_not_sfen() {
    // Its fields fit both a chess FEN (with a pocket) and an SFEN: the reader that takes it decides, so
    // the error is chess's (FIDE chess has no hands), not SFEN's about nine files.
    let (code, _, err) = run(&["status", "2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1"], "");
    assert_eq!(code, 1);
    assert!(
        err.starts_with("tabula: not a chess position: pieces in hand (Qn)"),
        "{err}"
    );
    let (code, out, _) = run(&["convert", "2k5/8/8/8/8/8/8/4K3/Qn w - -"], "");
    assert_eq!((code, out.as_str()), (0, "2k^5/8/8/8/8/8/8/4K^3 Q/n C/c\n"));
}

#[test]
fn a_line_game_line_over_the_bound_is_refused_and_the_next_game_is_read() {
    let long = "7g7f ".repeat(300_000);
    let input = format!("position startpos\n{long}\nposition startpos moves 7g7f\n");
    let (code, out, err) = run(&["replay", "-"], &input);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: line 2 is 1500000 bytes long; a line of a record holds at most 1048576\n"
    );
    assert_eq!(
        out,
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGK^GSNL / s/S\n* ongoing\n"
    );
}
