//! Every error message, as an insta snapshot: one line per case with the code, the offset and the message.

use std::fmt::Write as _;

use tabula_cell::{
    Coordinate, Error, Location, ShapeProblem, coordinate_of, coordinates, square_count,
    square_index,
};

fn line(report: &mut String, what: &str, e: &Error) {
    writeln!(report, "{what} -> [{}] @{:?}: {e}", e.code(), e.offset()).unwrap();
}

#[test]
fn every_parse_error_message() {
    let mut report = String::new();
    for input in [
        &b""[..],
        b"abcdefgh",
        b"A1",
        b"*",
        b" a1",
        b"\xffa",
        b"aA",
        b"a-1",
        b"a1a",
        b"a1 ",
        b"a\xff",
        b"a01",
        b"a0",
        b"a0A",
        b"a1Aa",
        b"a1A1",
        b"aaa1",
        b"center",
        b"a1AAA",
        b"iw",
        b"zz1",
        b"a257",
        b"a1000",
        b"a1IW",
    ] {
        let e = Coordinate::parse_bytes(input).unwrap_err();
        line(
            &mut report,
            &format!("coordinate \"{}\"", input.escape_ascii()),
            &e,
        );
    }
    for input in ["**", "*e4", "* ", "********", "E4"] {
        let e = Location::parse(input).unwrap_err();
        line(&mut report, &format!("location {input:?}"), &e);
    }
    insta::assert_snapshot!(report);
}

#[test]
fn every_construction_and_mapping_error_message() {
    let mut report = String::new();
    let e4 = Coordinate::parse("e4").unwrap();
    let cases = [
        ("new []", Coordinate::new(&[]).unwrap_err()),
        (
            "new [1, 2, 3, 4]",
            Coordinate::new(&[1, 2, 3, 4]).unwrap_err(),
        ),
        ("shape []", square_count(&[]).unwrap_err()),
        (
            "shape [1, 1, 1, 1]",
            square_count(&[1, 1, 1, 1]).unwrap_err(),
        ),
        ("shape [8, 0]", square_count(&[8, 0]).unwrap_err()),
        ("shape [256]", square_count(&[256]).unwrap_err()),
        (
            "shape [255, 255, 2]",
            square_count(&[255, 255, 2]).unwrap_err(),
        ),
        ("e4 on [8]", square_index(&[8], e4).unwrap_err()),
        (
            "i1 on [8, 8]",
            square_index(&[8, 8], Coordinate::parse("i1").unwrap()).unwrap_err(),
        ),
        (
            "a9 on [8, 8]",
            square_index(&[8, 8], Coordinate::parse("a9").unwrap()).unwrap_err(),
        ),
        (
            "a1D on [3, 3, 3]",
            square_index(&[3, 3, 3], Coordinate::parse("a1D").unwrap()).unwrap_err(),
        ),
        (
            "square 64 of [8, 8]",
            coordinate_of(&[8, 8], 64).unwrap_err(),
        ),
        // One square: the noun in the singular.
        (
            "b1 on [8, 1]",
            square_index(&[8, 1], Coordinate::parse("b1").unwrap()).unwrap_err(),
        ),
        ("square 1 of [1]", coordinate_of(&[1], 1).unwrap_err()),
        ("coordinates of [0]", coordinates(&[0]).unwrap_err()),
    ];
    for (what, e) in &cases {
        line(&mut report, what, e);
    }
    // Every shape problem is in the report.
    for problem in [
        ShapeProblem::DimensionCount { count: 0 },
        ShapeProblem::Size {
            position: 1,
            size: 0,
        },
        ShapeProblem::TooManySquares { squares: 130_050 },
    ] {
        assert!(
            cases
                .iter()
                .any(|(_, e)| *e == Error::InvalidShape { problem })
        );
    }
    insta::assert_snapshot!(report);
}
