//! The doors from other notations and the chess rules, run as a user runs them: `convert` (arguments and
//! stdin, every notation, `--from auto`, notes on what is lost), `moves`, `perft`, `status`,
//! `play --rules chess`, `show --coordinates shogi`, and the hint of `show` and `validate` for a FEN.

mod common;

use common::{CHESS, SHOGI, tabula};

/// `(exit code, stdout, stderr)`.
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let output = tabula(args, stdin);
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    )
}

/// Converts one argument, which must succeed; returns the converted text (without its line end).
fn convert(from: &str, to: &str, position: &str) -> String {
    let (code, out, err) = run(&["convert", "--from", from, "--to", to, position], "");
    assert_eq!(code, 0, "{from} -> {to}: {position}: {err}");
    out.trim_end_matches('\n').to_owned()
}

/// FEN → FEEN → FEN for rows of the conversion table (FEN in, FEEN, the first four fields back).
#[test]
fn chess_positions_convert_both_ways() {
    let rows = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            CHESS,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "-rnbqk^bn-r/+p+p+p1+p1+p+p/8/3pP-p2/8/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / C/c",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6",
        ),
        (
            "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
            "8/8/8/8/k^2pP2R/8/8/4K^3 / c/C",
            "8/8/8/8/k2pP2R/8/8/4K3 b - -",
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "+r3k^2+r/+p1+p+pq+pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/+P+P+PBB+P+P+P/+R3K^2+R / C/c",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
        ),
        (
            "2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1",
            "2k^5/8/8/8/8/8/8/4K^3 Q/n C/c",
            "2k5/8/8/8/8/8/8/4K3[Qn] w - -",
        ),
    ];
    for (fen, feen, back) in rows {
        assert_eq!(convert("fen", "feen", fen), feen);
        assert_eq!(convert("auto", "feen", fen), feen);
        assert_eq!(convert("feen", "epd", feen), back);
        assert_eq!(convert("feen", "fen", feen), format!("{back} 0 1"));
    }
    let chess960 = "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 1";
    let feen = convert("shredder", "feen", chess960);
    assert_eq!(convert("feen", "shredder", &feen), chess960);
    assert_eq!(
        convert("feen", "xfen", &feen),
        "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w KQkq - 0 1"
    );
    // Counters go along from FEN to FEN.
    assert_eq!(
        convert("fen", "shredder", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 7 30"),
        "r3k2r/8/8/8/8/8/8/R3K2R b Ha - 7 30"
    );
}

#[test]
fn shogi_and_xiangqi_positions_convert_both_ways() {
    let sfen = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
    let feen = "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S";
    assert_eq!(convert("sfen", "feen", sfen), feen);
    assert_eq!(convert("auto", "sfen", sfen), sfen);
    assert_eq!(convert("feen", "sfen", feen), sfen.replace(" 124", " 1"));
    let ucci = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
    let xfeen = "r1ea1a3/4g^h3/2h1e4/pHp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2EAG^AE2 / X/x";
    assert_eq!(convert("xiangqi-fen", "feen", ucci), xfeen);
    assert_eq!(convert("feen", "xiangqi-fen", xfeen), ucci);
    let (code, wxf, _) = run(
        &["convert", "--to", "xiangqi-fen", "--letters", "wxf", xfeen],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(
        wxf,
        "r1ea1a3/4kh3/2h1e4/pHp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2EAKAE2 w - - 0 1\n"
    );
}

#[test]
fn what_the_target_cannot_hold_is_a_note_on_stderr() {
    let (code, out, err) = run(
        &[
            "convert",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C\n"
    );
    insta::assert_snapshot!("convert-notes", err);
    let (_, _, err) = run(
        &["convert", "--to", "epd", "4k3/8/8/8/8/8/8/4K3 w - - 3 9"],
        "",
    );
    assert_eq!(
        err,
        "tabula: note: EPD has no move counters: half-move clock 3, full-move number 9 dropped\n"
    );
    // A USI line describes the position after its moves.
    let (code, out, err) = run(&["convert", "position startpos moves 7g7f 3c3d"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "lnsgk^gsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGK^GSNL / S/s\n"
    );
    let (_, out, _) = run(
        &[
            "convert",
            "--to",
            "sfen",
            "position startpos moves 7g7f 3c3d",
        ],
        "",
    );
    assert_eq!(
        out,
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\n"
    );
    let (code, _, err) = run(&["convert", "position startpos moves 7g7f 7g7f"], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: shogi: move 2 (7g7f, byte 29): 7g7f: no piece on 7g\n"
    );
}

#[test]
fn stdin_is_converted_line_by_line() {
    let input = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "not a position",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    ]
    .join("\n");
    let (code, out, err) = run(&["convert"], &input);
    assert_eq!(code, 1, "{err}");
    insta::assert_snapshot!("convert-stdin-out", out);
    insta::assert_snapshot!("convert-stdin-err", err);
    // A thousand lines come out in order, one for one.
    let lines = |castling: &str| {
        (0..1000)
            .map(|n| format!("r3k2r/8/8/8/8/8/8/R3K2R w {castling} - {n} 1"))
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    };
    let many = lines("KQkq");
    let (code, out, err) = run(
        &["convert", "--from", "fen", "--to", "shredder", "-"],
        &many,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, lines("HAha"));
    assert!(err.is_empty(), "{err}");
}

#[test]
fn refusals_name_the_reason() {
    let refused = |args: &[&str]| {
        let (code, out, err) = run(args, "");
        assert!(out.is_empty(), "{args:?}: {out}");
        format!("[exit {code}] {err}")
    };
    insta::assert_snapshot!(
        "convert-refusals",
        [
            refused(&["convert", "2k5/8/8/8/8/8/8/8/Qn w - -"]),
            refused(&["convert", "hello"]),
            refused(&["convert", "--to", "sfen", CHESS]),
            refused(&["convert", "--to", "fen", SHOGI]),
            refused(&["convert", "--from", "fen", SHOGI]),
            refused(&["convert", "--to", "auto", CHESS]),
            refused(&[
                "convert",
                "--to",
                "xiangqi-fen",
                "4k^3/8/8/8/8/8/8/4K^3 P/ C/c"
            ]),
        ]
        .concat()
    );
}

#[test]
fn legal_moves_perft_and_status() {
    let (code, out, _) = run(&["moves", CHESS], "");
    assert_eq!(code, 0);
    insta::assert_snapshot!("moves-start", out);
    assert_eq!(run(&["perft", CHESS, "4"], "").1, "197281\n");
    let kiwipete = "+r3k^2+r/+p1+p+pq+pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/+P+P+PBB+P+P+P/+R3K^2+R / C/c";
    assert_eq!(run(&["perft", kiwipete, "3"], "").1, "97862\n");
    let divide = run(&["perft", "--divide", kiwipete, "1"], "").1;
    assert_eq!(divide.lines().count(), 49);
    assert!(
        divide.contains("e1~g1: 1\n") && divide.ends_with("total: 48\n"),
        "{divide}"
    );
    let status = |feen: &str| run(&["status", feen], "").1;
    assert_eq!(status(CHESS), "ongoing: White to move\n");
    assert_eq!(
        status("k^7/8/1Q6/8/8/8/8/4K^3 / c/C"),
        "stalemate: Black has no legal move and is not in check, a draw\n"
    );
    assert_eq!(
        status("-k^7/8/8/8/8/8/8/R3K^3 / c/C"),
        "check: Black to move, in check\n"
    );
    assert_eq!(
        status("k^7/8/8/8/8/8/8/4K^1B1 / C/c"),
        "insufficient material: neither side can mate, a draw\n"
    );
    let (code, _, err) = run(&["status", "8/8 / C/c"], "");
    assert_eq!(code, 1);
    assert!(err.starts_with("tabula: not a chess position: "), "{err}");
}

#[test]
fn fools_mate_is_played_to_checkmate() {
    let (code, out, err) = run(
        &[
            "play", "--rules", "chess", CHESS, "f2-f3", "e7-e5", "g2-g4", "d8-h4",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "-rnb1k^bn-r/+p+p+p+p1+p+p+p/8/4p3/6Pq/5P2/+P+P+P+P+P2+P/-RNBQ-K^BN-R / C/c\n"
    );
    let (_, status, _) = run(&["status", out.trim_end()], "");
    assert_eq!(status, "checkmate: White is mated, Black wins\n");
    // The same moves from stdin.
    let (code, stdin_out, _) = run(
        &["play", "--rules", "chess", CHESS, "-"],
        "f2-f3\ne7-e5\n\ng2-g4\nd8-h4\n",
    );
    assert_eq!((code, stdin_out), (0, out));
}

#[test]
fn illegal_moves_are_refused_with_the_reason() {
    let castle = "+r3k^2+r/8/8/8/8/8/6b1/+R3K^2-R / C/c";
    let refused = |feen: &str, moves: &[&str]| {
        let mut args = vec!["play", "--rules", "chess", feen];
        args.extend_from_slice(moves);
        let (code, out, err) = run(&args, "");
        assert!(out.is_empty(), "{out}");
        format!("[exit {code}] {err}")
    };
    insta::assert_snapshot!(
        "play-chess-refusals",
        [
            refused(castle, &["e1~g1"]),
            refused(CHESS, &["e2-e5"]),
            refused(CHESS, &["e2-e4", "e7-e5", "e1~g1"]),
            refused(CHESS, &["e2+e4"]),
            refused(CHESS, &["P*e4"]),
            refused(CHESS, &["e2-e9"]),
            refused(CHESS, &["e7-e5"]),
            refused(CHESS, &["e2-e4=Q"]),
            refused(CHESS, &["e1-e2"]),
            refused(CHESS, &["x"]),
        ]
        .concat()
    );
    let (code, _, err) = run(
        &[
            "play",
            "--rules",
            "chess",
            "--capture-to-hand",
            CHESS,
            "e2-e4",
        ],
        "",
    );
    assert_eq!(code, 2, "{err}");
}

#[test]
fn shogi_coordinates_label_files_from_the_right_and_ranks_from_the_top() {
    let (code, out, _) = run(&["show", "--coordinates", "shogi", "--ascii", SHOGI], "");
    assert_eq!(code, 0);
    insta::assert_snapshot!("show-shogi-coordinates", out);
    let (_, flipped, _) = run(&["show", "--coordinates", "shogi", "--flip", SHOGI], "");
    assert!(flipped.starts_with("      1    2    3"), "{flipped}");
    assert!(flipped.contains("\n i │"), "{flipped}");
    let (code, _, err) = run(&["show", "--coordinates", "shogi", "k^+p4+PK^ / C/c"], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: --coordinates shogi labels a rectangular 2-D board; this board is 1-D\n"
    );
}

#[test]
fn show_and_validate_say_what_a_fen_is() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let help = "  = help: this is a chess FEN, not FEEN; `tabula convert --from fen --to feen` converts it\n";
    // `show` draws any position the CLI reads; `validate` checks FEEN and says what else the text is.
    let (code, out, err) = run(&["show", fen], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("K^"), "{out}");
    let (code, out, _) = run(&["validate", fen], "");
    assert_eq!(code, 1);
    assert!(out.contains(help), "{out}");
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let (_, out, _) = run(&["validate"], sfen);
    assert!(
        out.contains("  = help: this is an SFEN, not FEEN; `tabula convert --from sfen --to feen` converts it\n"),
        "{out}"
    );
    let (_, _, err) = run(&["show", "8/8 / C/C"], "");
    assert!(!err.contains("help:"), "{err}");
}

#[test]
fn notes_on_stdin_name_their_line_and_new_commands_have_examples() {
    let input = "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\nposition startpos moves 7g7f\n";
    let (code, out, err) = run(&["convert", "--to", "feen"], input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 2);
    assert!(
        err.contains("tabula: note: stdin:1: EPD operations dropped: bm Kd2;"),
        "{err}"
    );
    assert_eq!(
        out.lines().nth(1),
        Some("lnsgk^gsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGK^GSNL / s/S")
    );
    assert!(
        err.ends_with("tabula: note: FEEN has no move counters: those of 1 line dropped\n"),
        "{err}"
    );
    for command in ["convert", "moves", "perft", "status"] {
        let (code, help, _) = run(&[command, "--help"], "");
        assert_eq!(code, 0);
        assert!(help.contains("Examples:\n  tabula "), "{command}: {help}");
    }
}
