//! `tabula show --format svg|png`: pictures through the command line.

mod common;

use common::{CHESS, SHOGI, tabula};

fn stdout(args: &[&str]) -> String {
    let output = tabula(args, "");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn stderr(args: &[&str]) -> String {
    let output = tabula(args, "");
    assert_eq!(output.status.code(), Some(1), "{args:?} should be refused");
    String::from_utf8(output.stderr).expect("UTF-8")
}

#[test]
fn svg_goes_to_stdout_with_the_options() {
    let svg = stdout(&[
        "show",
        "--format",
        "svg",
        "--flip",
        "--size",
        "30",
        "--highlight",
        "e2,e4",
        CHESS,
    ]);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"269\""));
    assert_eq!(svg.matches("fill-opacity=\"0.75\"").count(), 2);
    // Flipped: h8 is drawn where a1 is upright.
    let upright = stdout(&["show", "--format", "svg", CHESS]);
    let rect = |svg: &str, square: &str| {
        let at = svg.find(&format!("data-square=\"{square}\"")).unwrap();
        svg[..at].rsplit_once("<rect").unwrap().1.to_owned()
    };
    assert_eq!(
        rect(&upright, "a1").replace("fill=\"#b58863\"", ""),
        rect(&stdout(&["show", "--format", "svg", "--flip", CHESS]), "h8")
            .replace("fill=\"#b58863\"", "")
    );
    let kanji = stdout(&["show", "--format", "svg", "--coordinates", "kanji", SHOGI]);
    // 一 (U+4E00) and 飛 (U+98DB) are drawn from their outlines (tabula-svg's `<path id="gj…">`).
    assert!(kanji.contains("href=\"#gj4e00\"") && kanji.contains("href=\"#gj98db\""));
}

#[test]
fn png_goes_to_the_file_given() {
    let dir = std::env::temp_dir().join(format!("tabula-show-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("start.png");
    let output = tabula(
        &[
            "show",
            "--format",
            "png",
            "-o",
            path.to_str().unwrap(),
            "k^+p4+PK^ / C/c",
        ],
        "",
    );
    assert!(output.status.success() && output.stdout.is_empty());
    let png = std::fs::read(&path).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_a_picture_cannot_draw_is_refused() {
    assert!(stderr(&["show", "--format", "svg", "rkr/pp/PPPP / C/c"]).contains("irregular"));
    assert!(
        stderr(&["show", "--format", "svg", "--highlight", "i9", CHESS])
            .contains("i9 is not a square of this 8×8 board")
    );
    assert!(
        stderr(&["show", "--format", "svg", "--highlight", "e0", CHESS]).contains("--highlight e0")
    );
    assert!(
        stderr(&["show", "--coordinates", "kanji", CHESS])
            .contains("--coordinates kanji is for pictures")
    );
    assert!(stderr(&["show", "--highlight", "e4", CHESS]).contains("--highlight is for pictures"));
}

#[test]
fn other_position_formats_are_drawn_through_their_game() {
    // A USI line: the moves are played before drawing.
    let usi = stdout(&["show", "--format", "svg", "position startpos moves 7g7f"]);
    assert!(usi.contains(
        "<title>lnsgk^gsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGK^GSNL / s/S</title>"
    ));
    // A chess FEN and its FEEN draw the same text board.
    let fen = stdout(&[
        "show",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ]);
    assert_eq!(fen, stdout(&["show", CHESS]));
    // Text no reader takes is named by the FEEN reader.
    assert!(stderr(&["show", "garbage"]).contains("field-count"));
}
