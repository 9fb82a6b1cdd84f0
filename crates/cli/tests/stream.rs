//! The `tabula` binary as a batch tool: streaming stdin with bounded memory, a closed stdout, strict
//! arguments, blank lines, and the commands that read stdin line by line or document by document.

use std::io::{Read as _, Write as _};
use std::process::Command;
use std::time::{Duration, Instant};

mod common;

use common::{CHESS, spawn, tabula};

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

#[test]
fn a_misspelt_option_is_a_usage_error_wherever_it_is() {
    for args in [
        &["validate", "--fromat", "jsonl", "k^ / S/s"][..],
        &["validate", "k^ / S/s", "--fromat", "jsonl"],
        &["show", "--ascci"],
        &["play", "--rules", "none", "K^7 / C/c", "a-b", "--shwo"],
        &["json", "-flip"],
        &["token", "K", "--pieces"],
    ] {
        let output = tabula(args, b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert!(
            text(&output.stderr).starts_with("error: unknown option '"),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
    insta::assert_snapshot!(
        "usage-misspelt-option",
        text(&tabula(&["validate", "k^ / S/s", "--fromat", "jsonl"], b"").stderr)
    );
    // `--` ends the options: what follows is a position, a move or a token, whatever it looks like.
    let output = tabula(
        &[
            "validate",
            "--format",
            "jsonl",
            "--",
            "--x / C/c",
            "-K / C/c",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    let out = text(&output.stdout);
    assert!(
        out.contains(r#""input":"--x / C/c","valid":false"#),
        "{out}"
    );
    assert!(out.contains(r#""input":"-K / C/c","valid":true"#), "{out}");
    let output = tabula(&["token", "--", "--pieces"], b"");
    assert_eq!(
        output.status.code(),
        Some(1),
        "not a token, but no usage error"
    );
    // Values that start with `-` and are no option's form stay values without `--`.
    assert_eq!(tabula(&["token", "-K", "-p^"], b"").status.code(), Some(0));
    assert_eq!(
        tabula(&["validate", CHESS, "--format", "json"], b"")
            .status
            .code(),
        Some(0)
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_read_like_stdin() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"k\xff / S/s");
    let output = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("validate")
        .arg("--format")
        .arg("jsonl")
        .arg(bad)
        .output()
        .expect("runs");
    let from_stdin = tabula(&["validate", "--format", "jsonl"], b"k\xff / S/s\n");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(output.stdout, from_stdin.stdout, "the same report");
    assert!(text(&output.stdout).contains(r#""kind":"non-ascii","offset":1"#));
    for command in [&["show"][..], &["json"], &["play", "--rules", "none"]] {
        let mut run = Command::new(env!("CARGO_BIN_EXE_tabula"));
        run.args(command).arg(bad);
        if command[0] == "play" {
            run.arg("a-b");
        }
        let output = run.output().expect("runs");
        assert_eq!(output.status.code(), Some(1), "{command:?}");
        assert!(
            text(&output.stderr).starts_with("error[non-ascii]: non-ASCII byte 0xff at byte 1"),
            "{command:?}: {}",
            text(&output.stderr)
        );
    }
}

#[test]
fn blank_lines_are_skipped_and_said_in_the_summary() {
    let input = format!("{CHESS}\n\n8 / C/C\n\r\n{CHESS}\n");
    let output = tabula(&["validate"], input.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    let out = text(&output.stdout);
    assert!(
        out.contains(" --> stdin:3:7\n"),
        "line numbers count blank lines: {out}"
    );
    assert!(
        out.ends_with("2 valid, 1 invalid (2 blank lines skipped)\n"),
        "{out}"
    );
    let one = tabula(&["validate"], format!("\n{CHESS}\n").as_bytes());
    assert!(text(&one.stdout).ends_with("1 valid, 0 invalid (1 blank line skipped)\n"));
    assert_eq!(one.status.code(), Some(0));
    let jsonl = tabula(&["validate", "--format", "jsonl"], input.as_bytes());
    let lines: Vec<String> = text(&jsonl.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[2].starts_with(r#"{"line":5,"#), "{}", lines[2]);
    // An empty argument is an input that was given: invalid, not skipped.
    let empty = tabula(&["validate", ""], b"");
    assert_eq!(empty.status.code(), Some(1));
    assert!(text(&empty.stdout).ends_with("0 valid, 1 invalid\n"));
}

#[test]
fn a_closed_stdout_ends_quietly_with_the_status_of_the_inputs() {
    for (line, status) in [("8 / C/C\n", 1), ("8 / C/c\n", 0)] {
        for format in ["text", "jsonl", "json"] {
            let mut child = spawn(&["validate", "--format", format]);
            let mut input = child.stdin.take().expect("stdin");
            let data = line.repeat(200_000);
            let writer = std::thread::spawn(move || {
                let _ = input.write_all(data.as_bytes());
            });
            let mut out = child.stdout.take().expect("stdout");
            let mut first = [0; 64];
            out.read_exact(&mut first).expect("some output");
            drop(out); // as `head -c 64` does
            let output = child.wait_with_output().expect("finishes");
            writer.join().expect("the writer ends");
            assert_eq!(output.status.code(), Some(status), "{line:?} {format}");
            assert!(
                output.stderr.is_empty(),
                "quietly: {}",
                text(&output.stderr)
            );
        }
    }
}

#[test]
fn play_draws_only_when_asked() {
    let output = tabula(
        &["play", "--rules", "none", "K^7 / C/c", "a-b", "--flip"],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("--show"),
        "{}",
        text(&output.stderr)
    );
    let output = tabula(
        &["play", "--rules", "none", "K^7 / C/c", "a-b", "--ascii"],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    let output = tabula(
        &[
            "play",
            "--rules",
            "none",
            "--show",
            "--flip",
            "--ascii",
            "K^7 / C/c",
            "a-b",
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
}

#[test]
fn moves_are_read_from_stdin_line_by_line() {
    let output = tabula(
        &["play", "--rules", "none", CHESS, "-"],
        b"e2-e4=P\n\ne7-e5=p\r\ng1-f3\n",
    );
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "-rnbqk^bn-r/+p+p+p+p1+p+p+p/8/4p3/4P3/5N2/+P+P+P+P1+P+P+P/-RNBQK^B1-R / c/C\n"
    );
    let refused = tabula(
        &["play", "--rules", "none", CHESS, "-"],
        b"e2-e4=P\n\ne5-e6\n",
    );
    assert_eq!(refused.status.code(), Some(1));
    assert_eq!(
        text(&refused.stderr),
        "tabula: move 2 (stdin:3) `e5-e6`: source e5 is empty\n"
    );
    let long = tabula(
        &["play", "--rules", "none", CHESS, "-"],
        "e".repeat(100_000).as_bytes(),
    );
    assert_eq!(long.status.code(), Some(1));
    assert_eq!(
        text(&long.stderr),
        "tabula: move 1 (stdin:1): the line is 100000 bytes long; a move has at most 25\n"
    );
}

#[test]
fn json_lists_hands_in_feen_canonical_order() {
    let output = tabula(&["json", "8/8 3P2B/3b2p C/c"], b"");
    let out = text(&output.stdout);
    assert!(
        out.contains(
            r#""hands": {"first": ["P", "P", "P", "B", "B"], "second": ["b", "b", "b", "p", "p"]}"#
        ),
        "{out}"
    );
}

#[test]
fn json_and_feen_stream_lines_and_documents() {
    let positions = format!("{CHESS}\n\nk^ / S/s\n8/8 3P2B/3b2p C/c\nk$k / C/c\n");
    let output = tabula(&["json", "-"], positions.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    let lines: Vec<&str> = std::str::from_utf8(&output.stdout)
        .unwrap()
        .lines()
        .collect();
    assert_eq!(lines.len(), 3, "one JSON document per valid line");
    assert!(
        lines[1].starts_with(r#"{"board":["k^"],"hands":"#),
        "{}",
        lines[1]
    );
    assert!(
        text(&output.stderr).contains(" --> stdin:5:2\n"),
        "{}",
        text(&output.stderr)
    );
    // A valid FEEN string with no PON form (an irregular board) is named with tabula-pon's message.
    let irregular = tabula(&["json", "-"], b"k^ / S/s\nrkr/pp/PPPP / C/c\n");
    assert_eq!(irregular.status.code(), Some(1));
    assert_eq!(text(&irregular.stdout).lines().count(), 1);
    assert!(
        text(&irregular.stderr).starts_with("tabula: stdin:2: FEEN: the board is not regular"),
        "{}",
        text(&irregular.stderr)
    );
    // Back: JSON Lines, a laid-out document, refused documents named by their first line.
    let pretty = tabula(&["json", "k^ / S/s"], b"").stdout;
    let mut documents = output.stdout.clone();
    documents.extend_from_slice(&pretty);
    documents.extend_from_slice(b"{\"board\": [null],\n \"bord\": []}\n[1, 2]\n");
    documents.extend_from_slice(&pretty);
    let back = tabula(&["feen"], &documents);
    assert_eq!(back.status.code(), Some(1));
    assert_eq!(
        text(&back.stdout),
        format!("{CHESS}\nk^ / S/s\n8/8 3P2B/3b2p C/c\nk^ / S/s\nk^ / S/s\n")
    );
    insta::assert_snapshot!("feen-stream-errors", text(&back.stderr));
}

#[test]
fn a_line_over_the_bound_is_refused_with_its_real_length() {
    let mut input = vec![b'8'; 10_000_000];
    input.extend_from_slice(b"\nk^ / S/s\n");
    let output = tabula(&["validate", "--format", "jsonl"], &input);
    assert_eq!(output.status.code(), Some(1));
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].len() < 4_400, "the line is not echoed whole");
    assert!(
        lines[0].ends_with(r#"…","valid":false,"field":"input","kind":"too-long","offset":0,"message":"FEEN string is 10000000 bytes long; Tabula reads at most 4096 bytes"}"#),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with(r#"{"line":2,"input":"k^ / S/s","valid":true"#));
}

#[test]
fn error_drawings_put_the_caret_on_the_input() {
    let output = tabula(&["validate"], b"   \n8\0 / C/c\n\0\n");
    insta::assert_snapshot!("validate-spaces-and-nul", text(&output.stdout));
}

/// The resident memory of a running process, in kB (Linux).
#[cfg(target_os = "linux")]
fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Feeds `chunk` to `tabula args…` for `seconds`, and returns the RSS after one second and at the end.
#[cfg(target_os = "linux")]
fn rss_under_endless_input(args: &[&str], chunk: &'static [u8], seconds: u64) -> (u64, u64, u64) {
    let mut child = spawn(args);
    let pid = child.id();
    let mut input = child.stdin.take().expect("stdin");
    let mut out = child.stdout.take().expect("stdout");
    let writer = std::thread::spawn(move || {
        let start = Instant::now();
        let mut written = 0_u64;
        while start.elapsed() < Duration::from_secs(seconds) {
            if input.write_all(chunk).is_err() {
                break;
            }
            written += chunk.len() as u64;
        }
        written
    });
    let mut err = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let err_reader = std::thread::spawn(move || std::io::copy(&mut err, &mut std::io::sink()));
    std::thread::sleep(Duration::from_secs(1));
    let early = rss_kb(pid);
    let mut late = early;
    while !writer.is_finished() {
        late = late.max(rss_kb(pid));
        std::thread::sleep(Duration::from_millis(100));
    }
    let written = writer.join().expect("writer");
    let _ = child.wait();
    let _ = reader.join();
    let _ = err_reader.join();
    (early, late, written)
}

#[cfg(target_os = "linux")]
#[test]
fn memory_stays_flat_under_an_endless_stream() {
    let lines: &'static [u8] = "k^ / S/s\n8 / C/C\n".repeat(4096).leak().as_bytes();
    let zeros: &'static [u8] = vec![0_u8; 1 << 16].leak();
    let fens: &'static [u8] = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nx w - - 0 1\n"
        .repeat(2048)
        .leak()
        .as_bytes();
    for (args, chunk) in [
        (&["validate", "--format", "jsonl"][..], lines),
        (&["validate"], lines),
        (&["json", "-"], lines),
        (&["validate"], zeros),
        (&["feen"], zeros),
        (&["convert"], fens),
    ] {
        let (early, late, written) = rss_under_endless_input(args, chunk, 3);
        assert!(
            written > 1 << 18,
            "{args:?}: only {written} bytes were read"
        );
        assert!(late < 64 * 1024, "{args:?}: {late} kB");
        assert!(
            late <= early + 8 * 1024,
            "{args:?}: {early} kB, then {late} kB"
        );
    }
}
