//! The `tabula` binary, run as a user runs it: drawn boards (snapshots), JSON round trips, validation of a
//! large stdin, diagnostics with carets, moves, and exit codes.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Output, Stdio};

const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
const SHOGI: &str = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s";
const SHOGI_HANDS: &str = "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S";
const XIANGQI: &str = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
const ONE_D: &str = "k^+p4+PK^ / C/c";
const THREE_D: &str = "rnknr/ppppp/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/PPPPP/RNKNR / R/r";

/// Runs `tabula args…` with `stdin`, without colour from the environment.
fn tabula(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    child.wait_with_output().expect("the binary finishes")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 stdout")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 stderr")
}

/// Runs a command that must succeed and returns its stdout.
fn ok(args: &[&str]) -> String {
    let output = tabula(args, "");
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    assert!(output.stderr.is_empty(), "{args:?}: {}", stderr(&output));
    stdout(&output)
}

#[test]
fn boards_are_drawn() {
    insta::assert_snapshot!("show-default-chess", ok(&["show"]));
    insta::assert_snapshot!("show-shogi-hands", ok(&["show", SHOGI_HANDS]));
    insta::assert_snapshot!("show-xiangqi", ok(&["show", XIANGQI]));
    insta::assert_snapshot!("show-one-d", ok(&["show", ONE_D]));
    insta::assert_snapshot!("show-three-d", ok(&["show", THREE_D]));
    insta::assert_snapshot!("show-chess-flipped", ok(&["show", "--flip", CHESS]));
    insta::assert_snapshot!("show-shogi-ascii", ok(&["show", "--ascii", SHOGI]));
    // Piped output has no colour unless asked for.
    assert!(!ok(&["show"]).contains('\x1b'));
}

#[test]
fn colour_is_forced_or_refused_by_flag() {
    let coloured = ok(&["show", "--color", "always", ONE_D]);
    insta::assert_snapshot!("show-one-d-colour", coloured.replace('\x1b', "\\e"));
    // Yellow for the first side, cyan for the second, and the plain drawing once the codes are gone.
    assert!(coloured.contains("\x1b[1m\x1b[33mK^"));
    assert!(coloured.contains("\x1b[1m\x1b[36mk^"));
    let stripped = regex::Regex::new("\x1b\\[[0-9;]*m")
        .unwrap()
        .replace_all(&coloured, "");
    assert_eq!(stripped, ok(&["show", ONE_D]));
    assert!(!ok(&["show", "--color", "never", ONE_D]).contains('\x1b'));
}

#[test]
fn json_round_trips_both_ways() {
    for feen in [
        CHESS,
        SHOGI_HANDS,
        XIANGQI,
        ONE_D,
        THREE_D,
        "K1/1p' P/ C/s",
        "8/8 3B2PNR/2qp c/C",
    ] {
        for pieces in ["qpi", "epin"] {
            let json = ok(&["json", "--pieces", pieces, feen]);
            let back = tabula(&["feen"], &json);
            assert!(back.status.success(), "{feen} {pieces}: {}", stderr(&back));
            assert_eq!(stdout(&back).trim_end(), feen, "{pieces}");
        }
    }
    insta::assert_snapshot!("json-mixed-styles", ok(&["json", "K1/1p' P/ C/s"]));
}

#[test]
fn validate_reads_ten_thousand_lines_from_stdin() {
    let valid = [CHESS, SHOGI_HANDS, XIANGQI, ONE_D, THREE_D];
    let invalid = [
        "",
        "8/8",
        "8 PP/ C/c",
        "8 / C/C",
        "k$k / C/c",
        "08 / C/c",
        " 8 / C/c",
    ];
    let mut input = String::new();
    let (mut expected_valid, mut expected_invalid) = (0, 0);
    for n in 0..10_000 {
        if n % 3 == 0 {
            input.push_str(invalid[n % invalid.len()]);
            expected_invalid += 1;
        } else {
            input.push_str(valid[n % valid.len()]);
            expected_valid += 1;
        }
        input.push('\n');
    }
    let output = tabula(&["validate", "--format", "jsonl"], &input);
    assert_eq!(output.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect();
    assert_eq!(lines.len(), 10_000);
    let count = |valid: bool| lines.iter().filter(|l| l["valid"] == valid).count();
    assert_eq!(
        (count(true), count(false)),
        (expected_valid, expected_invalid)
    );
    // No progress bar when stderr is not a terminal.
    assert!(output.stderr.is_empty());

    let text = tabula(&["validate"], &input);
    assert_eq!(text.status.code(), Some(1));
    assert!(
        stdout(&text).ends_with(&format!(
            "{expected_valid} valid, {expected_invalid} invalid\n"
        )),
        "summary line"
    );

    let summary = tabula(&["validate", "--format", "json"], &input);
    let document: serde_json::Value = serde_json::from_slice(&summary.stdout).unwrap();
    assert_eq!(document["valid"], expected_valid);
    assert_eq!(document["invalid"], expected_invalid);
    // All valid: exit 0.
    assert_eq!(
        tabula(&["validate", CHESS, ONE_D], "").status.code(),
        Some(0)
    );
}

#[test]
fn errors_point_at_the_offending_bytes() {
    let output = tabula(&["validate", "k$k / C/c", "8 P2P/ C/c", "8 / C/C"], "");
    assert_eq!(output.status.code(), Some(1));
    insta::assert_snapshot!("validate-errors", stdout(&output));
    let output = tabula(&["show", "8/8 / C"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty(), "errors go to stderr");
    insta::assert_snapshot!("show-error", stderr(&output));
    let output = tabula(&["json", "8 / c/c"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("styles-same-case"));
}

#[test]
fn tokens_are_classified() {
    let output = tabula(
        &["token", "K", "+p^", "c:K'", "C:k", "e4", "a1A", "*", "K^^"],
        "",
    );
    assert_eq!(output.status.code(), Some(1), "K^^ is no token");
    insta::assert_snapshot!("token", stdout(&output));
}

#[test]
fn a_chess_opening_is_played() {
    // The pawn loses its initial `+` state when it moves (written as a replacement, =P).
    let after_e4 = ok(&["play", CHESS, "e2-e4=P"]);
    assert_eq!(
        after_e4.trim_end(),
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C"
    );
    let sicilian = ok(&["play", CHESS, "e2-e4=P", "c7-c5=p"]);
    assert_eq!(
        sicilian.trim_end(),
        "-rnbqk^bn-r/+p+p1+p+p+p+p+p/8/2p5/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / C/c"
    );
    let italian = ok(&[
        "play", CHESS, "e2-e4=P", "e7-e5=p", "g1-f3", "b8-c6", "f1-c4", "g8-f6", "--show",
    ]);
    insta::assert_snapshot!("play-italian", italian);
    // Without --capture-to-hand a captured piece leaves the game.
    let taken = ok(&["play", CHESS, "e2-e4=P", "d7-d5=p", "e4+d5"]);
    assert_eq!(
        taken.trim_end(),
        "-rnbqk^bn-r/+p+p+p1+p+p+p+p/8/3P4/8/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C"
    );
}

#[test]
fn a_shogi_capture_goes_to_hand_and_is_dropped() {
    let played = ok(&[
        "play",
        "--capture-to-hand",
        SHOGI,
        "c3-c4",
        "g7-g6",
        "b2+h8=+B",
        "g9+h8",
        "B*e5",
    ]);
    // First takes the bishop (to its hand as B), second takes the promoted bishop back (to its hand as +b:
    // rule-agnostic, the state is kept), first drops its bishop on e5.
    assert_eq!(
        played.trim_end(),
        "lnsgk^g1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGK^GSNL /+b s/S"
    );
    // A chess pawn captured by the shogi player stays a chess pawn: a derived piece in its hand.
    let cross = ok(&["play", "--capture-to-hand", "k^2/3/1p1/P2 / s/C", "b2+a1"]);
    assert_eq!(cross.trim_end(), "k^2/3/3/p2 /p' C/s");
}

#[test]
fn moves_that_do_not_fit_are_refused_whole() {
    let cases: &[(&str, &[&str])] = &[
        ("empty-source", &["e3-e4"]),
        ("occupied-target", &["e1-e2"]),
        ("nothing-to-capture", &["e2+e3"]),
        ("own-piece-captured", &["e1+e2"]),
        ("opponent-piece", &["e7-e5"]),
        ("off-board", &["e2-e9"]),
        ("wrong-dimensions", &["e2-e4A"]),
        ("not-in-hand", &["P*e4"]),
        ("same-square", &["e2-e2"]),
        ("not-a-move", &["e2e4"]),
        ("replacement-of-other-side", &["e2-e4=p"]),
        ("second-move-fails", &["e2-e4", "e2-e3"]),
    ];
    let mut report = String::new();
    for (name, moves) in cases {
        let mut args = vec!["play", CHESS];
        args.extend_from_slice(moves);
        let output = tabula(&args, "");
        assert_eq!(output.status.code(), Some(2), "{name}");
        assert!(output.stdout.is_empty(), "{name}: nothing printed");
        let _ = write!(report, "{name}: {}", stderr(&output));
    }
    insta::assert_snapshot!("play-errors", report);
}

#[test]
fn every_command_has_help_with_examples() {
    for command in ["show", "validate", "json", "feen", "token", "play"] {
        let help = ok(&[command, "--help"]);
        assert!(help.contains("Example"), "{command}");
    }
}
