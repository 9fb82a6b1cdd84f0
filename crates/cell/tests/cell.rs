//! Integration tests: worked orientation checks, regex oracle sweep, round trips, bijection, snapshots.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use tabula_cell::{Coordinate, Error, Location, coordinate_of, coordinates, square_index};

fn index(shape: &[usize], text: &str) -> usize {
    square_index(shape, Coordinate::parse(text).unwrap()).unwrap()
}

#[test]
fn worked_orientation_checks() {
    let chess = [8, 8];
    assert_eq!(index(&chess, "a8"), 0);
    assert_eq!(index(&chess, "e8"), 4);
    assert_eq!(index(&chess, "e4"), 36);
    assert_eq!(index(&chess, "e1"), 60);
    assert_eq!(index(&chess, "h1"), 63);
    assert_eq!(index(&[10, 9], "e1"), 85);
    assert_eq!(index(&[9, 9], "e1"), 76);
    assert_eq!(index(&[8], "a"), 0);
    // 3-D: the first written layer is the highest one.
    assert_eq!(index(&[5, 5, 5], "a5E"), 0);
    assert_eq!(index(&[5, 5, 5], "e1A"), 124);
}

#[test]
fn mapping_errors() {
    let e4 = Coordinate::parse("e4").unwrap();
    assert_eq!(
        square_index(&[8], e4),
        Err(Error::WrongDimensions {
            expected: 1,
            found: 2
        })
    );
    assert_eq!(
        square_index(&[8, 8], Coordinate::parse("i1").unwrap()),
        Err(Error::OffBoard)
    );
    assert_eq!(
        square_index(&[256], Coordinate::parse("a").unwrap()),
        Err(Error::InvalidShape)
    );
    assert_eq!(
        coordinate_of(&[8, 8], 64),
        Err(Error::SquareOutOfRange {
            index: 64,
            squares: 64
        })
    );
}

#[test]
fn every_one_and_two_dimensional_coordinate_round_trips() {
    for file in 0..=255u8 {
        let c = Coordinate::new(&[file]).unwrap();
        assert_eq!(Coordinate::parse(&c.to_string()), Ok(c));
        for rank in 0..=255u8 {
            let c = Coordinate::new(&[file, rank]).unwrap();
            assert_eq!(Coordinate::parse(&c.to_string()), Ok(c));
        }
    }
}

#[test]
#[ignore = "16.8 M coordinates: run with --ignored in release"]
fn every_three_dimensional_coordinate_round_trips() {
    for file in 0..=255u8 {
        for rank in 0..=255u8 {
            for layer in 0..=255u8 {
                let c = Coordinate::new(&[file, rank, layer]).unwrap();
                assert_eq!(Coordinate::parse(&c.to_string()), Ok(c));
            }
        }
    }
}

#[test]
fn accepts_exactly_what_the_bounded_regex_accepts() {
    let number = r"(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-6])";
    let lower = r"(?:[a-z]|[a-h][a-z]|i[a-v])";
    let upper = r"(?:[A-Z]|[A-H][A-Z]|I[A-V])";
    let oracle = Regex::new(&format!(r"\A{lower}(?:{number}{upper}?)?\z")).unwrap();
    for bytes in tabula_testkit::byte_strings(b"azAZ019* \xff", 4) {
        let parsed = Coordinate::parse_bytes(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        assert_eq!(Coordinate::try_from(bytes.as_slice()), parsed);
        if let Ok(text) = std::str::from_utf8(&bytes) {
            assert_eq!(text.parse::<Coordinate>(), parsed);
            assert_eq!(Coordinate::is_valid(text), parsed.is_ok());
            let location = Location::parse(text);
            assert_eq!(location.is_ok(), parsed.is_ok() || text == "*");
        }
        if let Ok(c) = parsed {
            assert_eq!(c.to_string().as_bytes(), bytes.as_slice());
        }
    }
}

#[test]
fn rejects_long_letter_runs_and_long_input() {
    assert_eq!(
        Coordinate::parse("aaa1"),
        Err(Error::LetterRunTooLong { offset: 2 })
    );
    assert!(Coordinate::parse("center").is_err());
    assert_eq!(
        Coordinate::parse("iw1"),
        Err(Error::IndexTooLarge { offset: 0 })
    );
    let huge = vec![b'a'; 1 << 20];
    assert_eq!(
        Coordinate::parse_bytes(&huge),
        Err(Error::TooLong { len: 1 << 20 })
    );
}

#[test]
fn coordinates_follow_square_order() {
    for shape in [&[8usize][..], &[8, 8], &[10, 9], &[3, 4, 5]] {
        for (i, c) in coordinates(shape).unwrap().enumerate() {
            assert_eq!(square_index(shape, c), Ok(i));
        }
    }
}

#[test]
fn every_error_message_is_stable() {
    let mut report = String::new();
    for input in [
        "", "abcdefgh", "A1", "a1a", "a01", "a0", "a1Aa", "aaa1", "iw1", "a257", "a1AAA", "a-",
    ] {
        let e = Coordinate::parse(input).unwrap_err();
        writeln!(report, "{input:?} -> [{}] @{:?}: {e}", e.code(), e.offset()).unwrap();
    }
    insta::assert_snapshot!(report);
}

proptest! {
    #[test]
    fn index_mapping_is_a_bijection(shape in proptest::collection::vec(1usize..=40, 1..=3), seed in any::<usize>()) {
        let squares: usize = shape.iter().product();
        let index = seed % squares;
        let c = coordinate_of(&shape, index).unwrap();
        prop_assert_eq!(square_index(&shape, c), Ok(index));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..10)) {
        if let Err(e) = Coordinate::parse_bytes(&bytes) {
            prop_assert!(e.offset().unwrap_or(0) <= bytes.len());
        }
        let _ = Location::parse_bytes(&bytes);
    }
}
