//! The error messages, one per variant that a string or a position can produce (insta snapshots).

use std::fmt::Write;

use tabula_pmn::{Error, Move, apply_feen};

#[test]
fn parse_error_messages() {
    let mut out = String::new();
    for text in [
        "",
        "abcdefghijkl1-abcdefghijkl2",
        "e2\u{2014}e4",
        "e2e4",
        "E2-e4",
        "e2-e0",
        "+e0",
        "PP*e5",
        "e2-e8=QQ",
        "b7+a8=Q/",
        "e2-e4/p",
        "b7+a8/r=Q",
        "e2-e4=Q=R",
        "e2-e4-e6",
        "e2-e2",
    ] {
        let e = Move::parse(text).unwrap_err();
        writeln!(out, "{text:?} [{}] {e}", e.code()).unwrap();
    }
    insta::assert_snapshot!(out);
}

#[test]
fn apply_error_messages() {
    let mut out = String::new();
    for (feen, text) in [
        ("8/8/8/8/8/8/8/8 / C/c", "i9-i8"),
        ("8/8/8/8/8/8/8/8 / C/c", "e2A-e4A"),
        ("8/8/8/8/8/8/8/8 / C/c", "e2-e4"),
        ("8/8/8/8/4p3/8/4P3/8 / C/c", "e2-e4"),
        ("8/8/8/8/8/8/8/8 /P c/C", "-p*e5"),
        ("8/8/8/8/8/5n2/8/3Q4 / C/c", "d1+f3/n"),
        ("8/8/8/8/4+P3/8/8/8 / C/c", "e4=+P"),
        ("8/8/8/8/8/8/8/8 P/ C/c", ".e5"),
        ("8/8/8/8/8/8/8/4K^2-R / C/c", "e1~g1"),
        ("8/8 / C", "..."),
    ] {
        let e = apply_feen(feen, text).unwrap_err();
        writeln!(out, "{feen} + {text} [{}] {e}", e.code()).unwrap();
    }
    for e in [
        Error::NoMove {
            reason: "the turn does not pass",
        },
        Error::NotEncodable {
            square: Some("e4".parse().unwrap()),
        },
        Error::Position(tabula_qi::Error::TooManyPieces {
            pieces: 3,
            squares: 2,
        }),
    ] {
        writeln!(out, "[{}] {e}", e.code()).unwrap();
    }
    insta::assert_snapshot!(out);
}
