//! `tabula replay`: PGN and FEEN + PMN game records, the final position or every ply in each `--to`
//! notation, the result and termination line, errors on stderr with the game and ply, and `--to pgn`.

mod common;

use common::{CHESS, tabula};

/// `(exit code, stdout, stderr)`.
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let output = tabula(args, stdin);
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    )
}

const GAMES: &str = "[Event \"mate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
    1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 1/2-1/2\n\n\
    [Result \"1-0\"]\n\n1. e4 1-0\n\n1. e4 e5 *\n";

#[test]
fn each_game_ends_with_its_final_position_result_and_termination() {
    let (code, out, err) = run(&["replay", "-"], GAMES);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "-rnb1k^bn-r/+p+p+p+p1+p+p+p/8/4p3/6Pq/5P2/+P+P+P+P+P2+P/-RNBQ-K^BN-R / C/c",
            "0-1 checkmate",
            CHESS,
            "1/2-1/2 fivefold-repetition",
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C",
            "1-0 resignation",
            "-rnbqk^bn-r/+p+p+p+p1+p+p+p/8/4p3/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / C/c",
            "* ongoing",
        ]
    );
}

#[test]
fn every_ply_in_fen_with_counters() {
    let (code, out, _) = run(
        &["replay", "--every-ply", "--to", "fen"],
        "1. e4 e5 2. Nf3 *\n",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n\
         rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n\
         rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n\
         * ongoing\n"
    );
    let (_, shredder, _) = run(&["replay", "--to", "shredder"], "1. e4 *\n");
    assert!(shredder.starts_with("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1\n"));
}

#[test]
fn a_bad_game_is_reported_with_its_ply_and_the_others_go_on() {
    let (code, out, err) = run(
        &["replay"],
        "1. e4 e5 2. Ke3 *\n\n[Event \"2\"]\n\n1. d4 *\n",
    );
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: game 1, ply 3 (line 1): `Ke3` is not legal here: the king on e1 cannot move to e3\n"
    );
    assert!(out.ends_with("* ongoing\n"));
    assert_eq!(out.lines().count(), 2);
}

#[test]
fn feen_and_pmn_records_replay_too() {
    let input = format!("{CHESS}\nf2-f3 e7-e5\ng2-g4 d8-h4\n{CHESS}\ne2-e5\n");
    let (code, out, err) = run(&["replay", "-"], &input);
    assert_eq!(code, 1);
    assert_eq!(out.lines().nth(1), Some("0-1 checkmate"));
    assert!(err.starts_with("tabula: game 2, ply 1: "), "{err}");
}

#[test]
fn to_pgn_rewrites_the_games_for_python_chess() {
    let (code, out, _) = run(&["replay", "--to", "pgn"], GAMES);
    assert_eq!(code, 0);
    assert!(out.starts_with("[Event \"mate\"]\n[Site \"?\"]\n"));
    assert!(out.contains("\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event \"?\"]\n"));
    assert_eq!(out.matches("[Event ").count(), 4);
}
