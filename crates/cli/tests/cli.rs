//! The `tabula` binary, run as a user runs it: drawn boards (snapshots), JSON round trips, validation of a
//! large stdin, diagnostics with carets, moves, and exit codes.

use std::fmt::Write as _;
use std::process::{Command, Output};

mod common;

use common::{CHESS, SHOGI, tabula};

const SHOGI_HANDS: &str = "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S";
const XIANGQI: &str = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
const ONE_D: &str = "k^+p4+PK^ / C/c";
const THREE_D: &str = "rnknr/ppppp/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/5/5//5/5/5/PPPPP/RNKNR / R/r";

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
    insta::assert_snapshot!(
        "show-shogi-hands-flipped-ascii",
        ok(&["show", "--flip", "--ascii", SHOGI_HANDS])
    );
    insta::assert_snapshot!(
        "show-three-d-flipped",
        ok(&["show", "--flip", "ab/cd//AB/CD / G/g"])
    );
    // Irregular boards are valid FEEN: drawn as written, a square that does not exist has no frame.
    insta::assert_snapshot!("show-irregular", ok(&["show", "rkr/pp/PPPP / C/c"]));
    insta::assert_snapshot!(
        "show-irregular-flipped-ascii",
        ok(&["show", "--flip", "--ascii", "P/PPPP/PP/PPPPP/P / C/c"])
    );
    insta::assert_snapshot!(
        "show-irregular-three-d",
        ok(&["show", "ab/c//AB/CD/EF / G/g"])
    );
    // Flags are not taken for the optional position: `show --flip` flips the default position.
    assert_eq!(ok(&["show", "--flip"]), ok(&["show", "--flip", CHESS]));
    // Piped output has no colour unless asked for.
    assert!(!ok(&["show"]).contains('\x1b'));
    // --ascii is ASCII through and through (hands included).
    for feen in [CHESS, SHOGI_HANDS, XIANGQI, ONE_D, THREE_D] {
        assert!(ok(&["show", "--ascii", feen]).is_ascii(), "{feen}");
    }
}

#[test]
fn boards_of_any_size_stay_aligned() {
    // A 1-D board of 30 squares (files past z), and 100 ranks (three-digit rank numbers).
    let wide = ok(&["show", "K^28k^ / C/c"]);
    assert!(wide.contains("  ab   ac   ad\n"), "{wide}");
    assert!(wide.contains("│ K^ │    │"), "{wide}");
    let tall_feen = format!("K^/{}k^ / C/c", "1/".repeat(98));
    let tall = ok(&["show", &tall_feen]);
    let lines: Vec<&str> = tall.lines().collect();
    assert_eq!(lines[1], "    ┌────┐");
    assert_eq!(lines[2], "100 │ K^ │ 100");
    assert!(tall.contains("\n  9 │    │ 9\n"));
    // The frame lines up on every rank, whatever the width of its number.
    for line in lines[2..200].iter().step_by(2) {
        let chars: Vec<char> = line.chars().collect();
        assert_eq!((chars[4], chars[9]), ('│', '│'), "{line}");
    }
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
        let json = ok(&["json", feen]);
        let back = tabula(&["feen"], &json);
        assert!(back.status.success(), "{feen}: {}", stderr(&back));
        assert_eq!(stdout(&back).trim_end(), feen);
    }
    // JSON Lines both ways: `json -` writes one compact document per line, `feen` reads them back.
    let lines = format!("{CHESS}\n\n{ONE_D}\n{THREE_D}\n");
    let jsonl = tabula(&["json", "-"], &lines);
    assert!(jsonl.status.success());
    assert_eq!(stdout(&jsonl).lines().count(), 3);
    let back = tabula(&["feen"], stdout(&jsonl));
    assert_eq!(stdout(&back), format!("{CHESS}\n{ONE_D}\n{THREE_D}\n"));
    insta::assert_snapshot!("json-mixed-styles", ok(&["json", "K1/1p' P/ C/s"]));
    insta::assert_snapshot!("json-three-d", ok(&["json", "ab/c1//AB/C'1 p/ G/g"]));
    // The default position is the chess start, in PON.
    let chess: serde_json::Value = serde_json::from_str(&ok(&["json"])).unwrap();
    assert_eq!(chess["board"][0][4], "k^");
    assert_eq!(chess["board"][7][0], "-R");
    assert_eq!(chess["board"][4][4], serde_json::Value::Null);
    assert_eq!(
        chess["hands"],
        serde_json::json!({"first": [], "second": []})
    );
    assert_eq!(chess["turn"], "first");
}

#[test]
fn json_that_is_not_a_position_is_refused_with_its_place() {
    let doc = |board: &str, hand: &str| {
        format!(
            r#"{{"board":{board},"hands":{{"first":{hand},"second":[]}},"styles":{{"first":"C","second":"c"}},"turn":"first"}}"#
        )
    };
    let good = doc(r#"[["K",null],[null,"k"]]"#, "[]");
    assert_eq!(stdout(&tabula(&["feen"], &good)), "K1/1k / C/c\n");
    let cases = [
        "not json",
        "[]",
        &doc(r#"[["K",null],[null]]"#, "[]"),
        &doc(r#"[["K",5],[null,null]]"#, "[]"),
        &doc(r#"[["K$",null],[null,null]]"#, "[]"),
        &doc(r#"[["C:K",null],[null,"k"]]"#, "[]"),
        &doc(r#"[["K",null],[null,null]]"#, r#"["P",4]"#),
        &good.replace("\"first\"}", "\"first!\"}"),
        &good.replace(r#""second":"c""#, r#""second":"cc""#),
        &good.replace(r#","turn":"first""#, ""),
        &good.replace(r#""turn""#, r#""tunr""#),
        &good.replace(r#""second":"c""#, r#""second":"c","third":"x""#),
    ];
    let mut report = String::new();
    for input in cases {
        let output = tabula(&["feen"], input);
        assert_eq!(output.status.code(), Some(1), "{input}");
        assert!(output.stdout.is_empty(), "{input}");
        assert!(stderr(&output).starts_with("tabula: stdin:1: "), "{input}");
        let _ = write!(report, "{input}\n  {}", stderr(&output));
    }
    insta::assert_snapshot!("feen-errors", report);
}

#[test]
fn validate_reads_ten_thousand_lines_from_stdin() {
    let valid = [CHESS, SHOGI_HANDS, XIANGQI, ONE_D, THREE_D];
    let invalid = [
        "   ",
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
    assert_eq!(lines[9_999]["line"], 10_000);
    assert_eq!(lines[18]["input"], "k$k / C/c");
    assert_eq!(lines[18]["kind"], "invalid-piece-token");
    assert_eq!(lines[18]["field"], "placement");
    assert_eq!(lines[18]["offset"], 1);
    assert_eq!(lines[2]["shape"], serde_json::json!([10, 9]));
    assert_eq!(lines[2]["pieces"], 32);
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
    // One object per line in `json` too, keys in reading order: the line, the input, the verdict first.
    let two = tabula(&["validate", "--format", "json", CHESS, "8 / C/C"], "");
    assert_eq!(
        stdout(&two),
        format!(
            "{{\n  \"results\": [\n    \
             {{\"line\":1,\"input\":\"{CHESS}\",\"valid\":true,\"regular\":true,\"shape\":[8,8],\
             \"squares\":64,\"pieces\":32,\"turn\":\"first\"}},\n    \
             {{\"line\":2,\"input\":\"8 / C/C\",\"valid\":false,\"field\":\"style-turn\",\
             \"kind\":\"styles-same-case\",\"offset\":6,\"message\":\"the two style tokens must be of \
             opposite case (byte 6)\"}}\n  ],\n  \"valid\": 1,\n  \"invalid\": 1,\n  \"blank\": 0\n}}\n"
        )
    );
    // All valid: exit 0.
    assert_eq!(
        tabula(&["validate", CHESS, ONE_D], "").status.code(),
        Some(0)
    );
    let crlf = tabula(&["validate"], format!("{CHESS}\r\n{ONE_D}\r\n"));
    assert_eq!(crlf.status.code(), Some(0), "CRLF line ends");
    assert!(stdout(&crlf).ends_with("2 valid, 0 invalid\n"));
    let nothing = tabula(&["validate"], "");
    assert_eq!(nothing.status.code(), Some(0));
    assert_eq!(stdout(&nothing), "0 valid, 0 invalid\n");
}

#[test]
fn bytes_that_are_not_text_are_reported_not_fatal() {
    let output = tabula(
        &["validate", "--format", "jsonl"],
        b"8 / C/c\n8 \xff/ C/c\n",
    );
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(
        text.contains("{\"line\":2,\"input\":\"8 \u{fffd}/ C/c\",\"valid\":false,\"field\":"),
        "{text}"
    );
    assert!(text.contains(r#""kind":"non-ascii","offset":2,"#), "{text}");
    assert!(text.contains("0xff at byte 2"), "{text}");
    // Non-ASCII and control characters in arguments: carets stay under the right character.
    let output = tabula(&["validate", "8 / C/c\u{e9}", "8\u{7}/ C/c"], "");
    assert_eq!(output.status.code(), Some(1));
    insta::assert_snapshot!("validate-non-ascii", stdout(&output));
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
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    assert!(stderr(&output).contains("error[styles-same-case]"));
    assert!(stderr(&output).contains("\n1 | 8 / c/c\n  |       ^ style-turn field"));
    // An irregular board is valid FEEN but has no PON form.
    let output = tabula(&["json", "rkr/pp/PPPP / C/c"], "");
    assert_eq!(output.status.code(), Some(1));
    insta::assert_snapshot!("json-irregular", stderr(&output));
    // play refuses an invalid starting position the same way.
    let output = tabula(&["play", "--rules", "none", "8/8 / C", "a1-a2"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("^ style-turn field"));
    // Usage errors are clap's, exit 2.
    let output = tabula(&["play", "--rules", "none"], "");
    assert_eq!(output.status.code(), Some(2), "no position");
    assert!(stderr(&output).contains("<POSITION>"));
    // No moves: the position as read.
    let output = tabula(&["play", "--rules", "none", CHESS], "");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{CHESS}\n")
    );
    let output = tabula(&["frobnicate"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
}

#[cfg(unix)]
#[test]
fn an_unreadable_stdin_is_an_io_error() {
    for command in ["validate", "feen"] {
        let output = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .arg(command)
            .stdin(std::fs::File::open("/").expect("the root folder opens"))
            .output()
            .expect("the binary runs");
        assert_eq!(output.status.code(), Some(2), "{command}");
        assert!(output.stdout.is_empty(), "{command}");
        assert!(
            stderr(&output).starts_with("tabula: cannot read stdin: "),
            "{command}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn tokens_are_classified() {
    let output = tabula(
        &[
            "token", "K", "+p^", "c:K'", "C:k", "e4", "a1A", "*", "K^^", "",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(1), "K^^ is no token");
    insta::assert_snapshot!("token", stdout(&output));
}

#[test]
fn a_chess_opening_is_played() {
    // The pawn loses its initial `+` state when it moves (written as the actor, =P).
    let after_e4 = ok(&["play", "--rules", "none", CHESS, "e2-e4=P"]);
    assert_eq!(
        after_e4.trim_end(),
        "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C"
    );
    let sicilian = ok(&["play", "--rules", "none", CHESS, "e2-e4=P", "c7-c5=p"]);
    assert_eq!(
        sicilian.trim_end(),
        "-rnbqk^bn-r/+p+p1+p+p+p+p+p/8/2p5/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / C/c"
    );
    let italian = ok(&[
        "play", "--rules", "none", CHESS, "e2-e4=P", "e7-e5=p", "g1-f3", "b8-c6", "f1-c4", "g8-f6",
        "--show",
    ]);
    insta::assert_snapshot!("play-italian", italian);
    // As PMN says, a captured piece goes to the mover's hand as it was, unless /C says what enters it.
    let taken = ok(&[
        "play", "--rules", "none", CHESS, "e2-e4=P", "d7-d5=p", "e4+d5",
    ]);
    assert_eq!(
        taken.trim_end(),
        "-rnbqk^bn-r/+p+p+p1+p+p+p+p/8/3P4/8/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R p/ c/C"
    );
    let passed = ok(&["play", "--rules", "none", CHESS, "...", "..."]);
    assert_eq!(passed.trim_end(), CHESS);
    // Moves from stdin, one per line, blank lines and a CR before the LF ignored.
    let piped = tabula(
        &["play", "--rules", "none", CHESS, "-"],
        "e2-e4=P\r\n\nd7-d5=p\ne4+d5\n",
    );
    assert_eq!(stdout(&piped), taken);
    // The difference of the two positions is the move again.
    let before = ok(&["play", "--rules", "none", CHESS, "e2-e4=P", "d7-d5=p"]);
    assert_eq!(
        ok(&["diff", before.trim_end(), taken.trim_end()]),
        "e4+d5\n"
    );
}

#[test]
fn every_pmn_form_is_played_and_diffed_back() {
    let start = "8/8/8/4p3/3P4/8/8/8 P/ C/c";
    for (moves, after) in [
        (&["+e5", "..."][..], "8/8/8/8/3P4/8/8/8 Pp/ C/c"),
        (&["P.e5"][..], "8/8/8/4P3/3P4/8/8/8 p/ c/C"),
        (&["d4=+P"][..], "8/8/8/4p3/3+P4/8/8/8 P/ c/C"),
        (&["d4+e5=+P/+p"][..], "8/8/8/4+P3/8/8/8/8 P+p/ c/C"),
        (&["P*e3"][..], "8/8/8/4p3/3P4/4P3/8/8 / c/C"),
    ] {
        let mut args = vec!["play", "--rules", "none", start];
        args.extend_from_slice(moves);
        assert_eq!(ok(&args).trim_end(), after, "{moves:?}");
        if let [mv] = moves {
            assert_eq!(ok(&["diff", start, after]).trim_end(), *mv);
        }
    }
    let refused = tabula(&["play", "--rules", "none", start, "*e3"], "");
    assert_eq!(
        stderr(&refused),
        "tabula: move 1 `*e3`: the drop on e3 names no piece and no rule system infers it\n"
    );
}

#[test]
fn diff_names_the_move_or_why_there_is_none() {
    let cases = [
        (
            "8/8/8/8/8/8/4P3/8 / C/c",
            "8/8/8/8/4P3/8/8/8 / c/C",
            "e2-e4\n",
        ),
        (
            "8/8/8/8/8/8/8/8 P/ C/c",
            "8/8/8/8/4P3/8/8/8 / c/C",
            "P*e4\n",
        ),
        (
            "8/8/8/8/8/8/4P3/8 / C/c",
            "8/8/8/8/8/8/4P3/8 / c/C",
            "...\n",
        ),
        (
            "8/8/8/8/8/8/4P3/8 / C/c",
            "8/8/8/8/8/8/4+P3/8 / c/C",
            "e2=+P\n",
        ),
    ];
    for (a, b, mv) in cases {
        assert_eq!(ok(&["diff", a, b]), mv, "{a} -> {b}");
    }
    let mut report = String::new();
    for (a, b) in [
        ("8/8/8/8/8/8/4P3/8 / C/c", "8/8/8/8/8/8/4P3/8 / C/c"),
        ("8/8/8/8/8/8/4P3/8 / C/c", "8/8/8/8/4P2P/8/8/8 / c/C"),
        ("8/8 / C/c", "8/8/8 / c/C"),
        ("8/8 / C/c", "8/8 / C"),
    ] {
        let output = tabula(&["diff", a, b], "");
        assert_eq!(output.status.code(), Some(1), "{a} -> {b}");
        assert!(output.stdout.is_empty());
        let _ = write!(report, "{a} -> {b}\n{}", stderr(&output));
    }
    insta::assert_snapshot!("diff-errors", report);
}

#[test]
fn a_shogi_capture_goes_to_hand_and_is_dropped() {
    // First takes the bishop (it enters the hand as B, written /B), second takes the promoted bishop back
    // (entering as b), first drops its bishop on e5.
    let played = ok(&[
        "play",
        "--rules",
        "none",
        SHOGI,
        "c3-c4",
        "g7-g6",
        "b2+h8=+B/B",
        "g9+h8/b",
        "B*e5",
    ]);
    assert_eq!(
        played.trim_end(),
        "lnsgk^g1nl/1r5s1/pppppp1pp/6p2/4B4/2P6/PP1PPPPPP/7R1/LNSGK^GSNL /b s/S"
    );
    // Without the suffix the captured piece enters the hand as it was on the board (rule-agnostic).
    let kept = ok(&[
        "play", "--rules", "none", SHOGI, "c3-c4", "g7-g6", "b2+h8=+B", "g9+h8",
    ]);
    assert!(kept.trim_end().ends_with(" b/+B S/s"), "{kept}");
    // The hand piece is dropped as written there; another one is refused.
    let refused = tabula(
        &[
            "play", "--rules", "none", SHOGI, "c3-c4", "g7-g6", "b2+h8/B", "g9-g8", "R*e5",
        ],
        "",
    );
    assert_eq!(refused.status.code(), Some(1));
}

#[test]
fn moves_that_do_not_fit_are_refused_whole() {
    let cases: &[(&str, &[&str])] = &[
        ("empty-source", &["e3-e4"]),
        ("occupied-target", &["e1-e2"]),
        ("nothing-to-capture", &["e2+e3"]),
        ("off-board", &["e2-e9"]),
        ("off-board-file", &["i2-e3"]),
        ("wrong-dimensions", &["e2-e4A"]),
        ("not-in-hand", &["P*e4"]),
        ("same-square", &["e2-e2"]),
        ("not-a-move", &["e2e4"]),
        ("not-a-square", &["e2-e0"]),
        ("not-a-piece", &["e2-e4=P$"]),
        ("no-actor", &["e2-e4="]),
        ("special-needs-rules", &["e1~g1"]),
        ("second-move-fails", &["e2-e4", "e2-e3"]),
        (
            "drop-on-occupied",
            &["e2-e4", "e7-e5=p", "d1+e5", "e8-e7", "P*e4"],
        ),
        (
            "drop-of-other-side",
            &["e2-e4", "e7-e5", "d1+e5", "e8-e7", "p*e6"],
        ),
    ];
    let mut report = String::new();
    for (name, moves) in cases {
        let mut args = vec!["play", "--rules", "none", CHESS];
        args.extend_from_slice(moves);
        let output = tabula(&args, "");
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert!(output.stdout.is_empty(), "{name}: nothing printed");
        let _ = write!(report, "{name}: {}", stderr(&output));
    }
    insta::assert_snapshot!("play-errors", report);
    // From stdin, the line is named too.
    let output = tabula(&["play", "--rules", "none", CHESS, "-"], "e2-e4\n\ne2-e3\n");
    assert_eq!(
        stderr(&output),
        "tabula: move 2 (stdin:3) `e2-e3`: source e2 is empty\n"
    );
}

#[test]
fn options_may_follow_positions_and_moves_that_start_with_a_hyphen() {
    // A diminished piece is dropped as `-P*e4`, and the chess start begins with `-r`: both are values,
    // and the options around them are still options.
    let start = "k^7/8/8/8/8/8/8/K^7 -P/ C/c";
    let dropped = "k^7/8/8/8/4-P3/8/8/K^7 / c/C";
    assert_eq!(
        ok(&["play", "--rules", "none", start, "-P*e4"]).trim_end(),
        dropped
    );
    assert_eq!(
        ok(&["play", "--rules", "none", start, "--", "-P*e4"]).trim_end(),
        dropped
    );
    let shown = ok(&[
        "play", "--rules", "none", start, "-P*e4", "--show", "--ascii",
    ]);
    assert!(shown.starts_with(&format!("{dropped}\n")), "{shown}");
    assert!(shown.contains(" 4 |    |    |    |    | -P |"), "{shown}");
    let jsonl = ok(&[
        "validate",
        CHESS,
        "--format",
        "jsonl",
        ONE_D,
        "--color=never",
    ]);
    assert_eq!(jsonl.lines().count(), 2, "{jsonl}");
    assert!(jsonl.starts_with(r#"{"line":1,"input":"-rnbqk"#), "{jsonl}");
    assert!(ok(&["validate", CHESS, "--format=json"]).contains(r#""valid": 1,"#));
    assert!(ok(&["show", CHESS, "--flip"]).contains(" 1 │ -R │ N  │ B  │ K^ │"));
    assert!(ok(&["validate", CHESS, "--help"]).contains("Examples:"));
    // After `--` nothing is an option.
    let output = tabula(&["validate", "--", CHESS, "--format"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stdout(&output).contains("2 | --format\n"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn every_command_has_help_with_examples() {
    for command in ["show", "validate", "json", "feen", "token", "play", "diff"] {
        let help = ok(&[command, "--help"]);
        assert!(help.contains("Example"), "{command}");
    }
}
