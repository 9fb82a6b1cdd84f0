//! The grammar: the specification's examples, exhaustive round trips, the regex-oracle sweep of every short byte
//! string, a reference model of the check order, the length bound, and property tests.

use proptest::prelude::*;
use regex::bytes::Regex;
use tabula_cell::{Coordinate, Error, Location};

/// The grammar of the specification (CELL, <https://sashite.dev/specs/cell/1.0.0/>, "Syntax") within Tabula's bounds
/// (docs/decisions.md, "CELL bounds"), as one anchored regex.
const BOUNDED: &str = r"\A(?:[a-z]|[a-h][a-z]|i[a-v])(?:(?:[1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-6])(?:[A-Z]|[A-H][A-Z]|I[A-V])?)?\z";

fn bounded() -> Regex {
    Regex::new(BOUNDED).unwrap()
}

fn parse(s: &str) -> Coordinate {
    Coordinate::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn code(s: &str) -> &'static str {
    Coordinate::parse(s).map_or_else(|e| e.code(), |c| panic!("{s:?} parsed as {c:?}"))
}

// ---------------------------------------------------------------------------------------------------------
// The coordinates of the specification and its examples pages (CELL, "Examples").

#[test]
fn spec_valid_examples() {
    let table: &[(&str, &[u8])] = &[
        ("a", &[0]),
        ("e", &[4]),
        ("h", &[7]),
        ("z", &[25]),
        ("aa", &[26]),
        ("ab", &[27]),
        ("az", &[51]),
        ("ba", &[52]),
        ("iu", &[254]),
        ("iv", &[255]),
        ("a1", &[0, 0]),
        ("e4", &[4, 3]),
        ("h8", &[7, 7]),
        ("i9", &[8, 8]),
        ("z9", &[25, 8]),
        ("a10", &[0, 9]),
        ("e10", &[4, 9]),
        ("i10", &[8, 9]),
        ("aa1", &[26, 0]),
        ("aa10", &[26, 9]),
        ("az1", &[51, 0]),
        ("a255", &[0, 254]),
        ("a256", &[0, 255]),
        ("iv1", &[255, 0]),
        ("iv256", &[255, 255]),
        ("a1A", &[0, 0, 0]),
        ("b2B", &[1, 1, 1]),
        ("c3C", &[2, 2, 2]),
        ("e4B", &[4, 3, 1]),
        ("e5E", &[4, 4, 4]),
        ("a1Z", &[0, 0, 25]),
        ("a1AA", &[0, 0, 26]),
        ("a1AB", &[0, 0, 27]),
        ("a1IU", &[0, 0, 254]),
        ("a1IV", &[0, 0, 255]),
        ("aa27AA", &[26, 26, 26]),
        ("z26Z", &[25, 25, 25]),
        ("iv256IV", &[255, 255, 255]),
    ];
    assert_eq!(table.len(), 38);
    for &(text, indices) in table {
        let c = parse(text);
        assert_eq!(c.indices(), indices, "{text}");
        assert_eq!(Coordinate::new(indices).unwrap().to_string(), text);
    }
}

#[test]
fn letter_decoding_table() {
    for (text, index) in [
        ("a", 0),
        ("e", 4),
        ("z", 25),
        ("aa", 26),
        ("ab", 27),
        ("az", 51),
        ("ba", 52),
        ("hz", 233),
        ("ia", 234),
        ("iu", 254),
        ("iv", 255),
    ] {
        assert_eq!(parse(text).indices(), &[index], "{text}");
        assert_eq!(
            parse(&format!("a1{}", text.to_uppercase())).indices(),
            &[0, 0, index]
        );
    }
    for text in ["iw", "zz"] {
        assert_eq!(code(text), "index-too-large");
    }
    assert_eq!(code("aaa"), "letter-run-too-long");
}

#[test]
fn number_decoding_table() {
    for (number, index) in [
        ("1", 0),
        ("4", 3),
        ("8", 7),
        ("9", 8),
        ("10", 9),
        ("99", 98),
        ("100", 99),
        ("255", 254),
        ("256", 255),
    ] {
        assert_eq!(parse(&format!("a{number}")).indices(), &[0, index]);
    }
    assert_eq!(code("a257"), "index-too-large");
    assert_eq!(code("a0"), "zero");
    assert_eq!(code("a01"), "leading-zero");
}

/// Invalid coordinates, with Tabula's code. Where Tabula differs from the references the row says so.
#[test]
fn invalid_examples() {
    let table: &[(&str, &str)] = &[
        ("", "empty"),
        ("iv256IVa", "too-long"),
        ("abcdefgh", "too-long"),
        ("a1A1A1A1", "too-long"),
        ("a1000000", "too-long"),
        ("A", "must-start-with-lowercase"),
        ("A1", "must-start-with-lowercase"),
        ("1", "must-start-with-lowercase"),
        ("1a", "must-start-with-lowercase"),
        ("*", "must-start-with-lowercase"),
        ("5c", "must-start-with-lowercase"),
        ("9a", "must-start-with-lowercase"),
        ("9九", "must-start-with-lowercase"),
        ("Z9z", "must-start-with-lowercase"),
        ("A3a", "must-start-with-lowercase"),
        (" a1", "must-start-with-lowercase"),
        ("\na1", "must-start-with-lowercase"),
        ("@a1", "must-start-with-lowercase"),
        ("+a", "must-start-with-lowercase"),
        ("é", "must-start-with-lowercase"),
        ("\u{430}", "must-start-with-lowercase"),
        ("\u{ff41}", "must-start-with-lowercase"),
        ("aA", "unexpected-character"),
        ("a1a", "unexpected-character"),
        ("e4e", "unexpected-character"),
        ("a-1", "unexpected-character"),
        ("e-4", "unexpected-character"),
        ("a 1", "unexpected-character"),
        ("a1 ", "unexpected-character"),
        ("a1\n", "unexpected-character"),
        ("a1\r", "unexpected-character"),
        ("a\t1", "unexpected-character"),
        ("a\0", "unexpected-character"),
        ("a\u{301}", "unexpected-character"),
        ("a\u{200b}1", "unexpected-character"),
        ("e4!", "unexpected-character"),
        // The references say "leading zero" for a bare zero; Tabula names it.
        ("a0", "zero"),
        ("a00", "leading-zero"),
        ("a01", "leading-zero"),
        ("a007", "leading-zero"),
        ("a257", "index-too-large"),
        ("a999", "index-too-large"),
        ("a1000", "index-too-large"),
        ("iw", "index-too-large"),
        ("zz", "index-too-large"),
        ("zz1", "index-too-large"),
        ("a1IW", "index-too-large"),
        ("a1ZZ", "index-too-large"),
        // Go, Zig and Elixir say "index exceeds 255"; Ruby, Python and JS wrongly accept (see below).
        ("aaa", "letter-run-too-long"),
        ("center", "letter-run-too-long"),
        ("foobar", "letter-run-too-long"),
        ("a1AAA", "letter-run-too-long"),
        ("a1Aa", "too-many-dimensions"),
        ("a1Ab", "too-many-dimensions"),
        ("b2Bc", "too-many-dimensions"),
        ("h8Hh8", "too-many-dimensions"),
        // Elixir says "unexpected character" for these three; we follow the others.
        ("a1A1", "too-many-dimensions"),
        ("a1A-", "too-many-dimensions"),
        ("a1A\n", "too-many-dimensions"),
    ];
    for &(input, expected) in table {
        assert_eq!(code(input), expected, "{input:?}");
    }
}

// ---------------------------------------------------------------------------------------------------------
// Letter runs and the length bound.

/// Disagreement: Ruby 4.0.0, Python 3.0.0 and JS 1.0.0 decode only the first two letters of
/// a run, so they accept `aaa1` as `aa1` and `center` as `ce`. Any run of 3 letters is at least index 702,
/// past the bound, and accepting it would break canonicity; we reject, as Go, Zig and Elixir do.
#[test]
fn letter_runs_of_three_or_more_are_rejected() {
    assert_eq!(
        Coordinate::parse("aaa1"),
        Err(Error::LetterRunTooLong { offset: 2 })
    );
    assert_eq!(
        Coordinate::parse("center"),
        Err(Error::LetterRunTooLong { offset: 2 })
    );
    assert_eq!(
        Coordinate::parse("a1AAA"),
        Err(Error::LetterRunTooLong { offset: 4 })
    );
    assert_eq!(
        Coordinate::parse("ivv"),
        Err(Error::LetterRunTooLong { offset: 2 })
    );
    // Every run of exactly three lowercase letters.
    for a in b'a'..=b'z' {
        for b in b'a'..=b'z' {
            for c in b'a'..=b'z' {
                assert_eq!(
                    Coordinate::parse_bytes(&[a, b, c]),
                    Err(Error::LetterRunTooLong { offset: 2 })
                );
            }
        }
    }
}

#[test]
fn a_one_megabyte_input_is_rejected_by_the_length_bound() {
    let huge = vec![b'a'; 1 << 20];
    assert_eq!(
        Coordinate::parse_bytes(&huge),
        Err(Error::TooLong { len: 1 << 20 })
    );
    let text = String::from_utf8(huge).unwrap();
    assert_eq!(
        Coordinate::parse(&text),
        Err(Error::TooLong { len: 1 << 20 })
    );
    assert_eq!(Location::parse(&text), Err(Error::TooLong { len: 1 << 20 }));
    assert!(!Coordinate::is_valid(&text));
}

#[test]
fn the_length_bound_is_seven_bytes() {
    assert!(Coordinate::parse("iv256IV").is_ok());
    assert!(Coordinate::parse("aa100AA").is_ok());
    assert_eq!(
        Coordinate::parse("aa100AAa"),
        Err(Error::TooLong { len: 8 })
    );
    // Counted in bytes: 2 + 3 × 2 = 8.
    assert_eq!(Coordinate::parse("e4ééé"), Err(Error::TooLong { len: 8 }));
}

// ---------------------------------------------------------------------------------------------------------
// Exhaustive round trips.

fn round_trip(c: Coordinate) {
    let mut buf = [0; Coordinate::MAX_LEN];
    let text = c.encode(&mut buf);
    assert_eq!(Coordinate::parse(text), Ok(c), "{text}");
}

#[test]
fn every_one_and_two_dimensional_coordinate_round_trips() {
    for file in 0..=255u8 {
        round_trip(Coordinate::new(&[file]).unwrap());
        for rank in 0..=255u8 {
            round_trip(Coordinate::new(&[file, rank]).unwrap());
        }
    }
}

/// The layers of the sample: every encoding length and both ends of each.
const SAMPLED_LAYERS: [u8; 8] = [0, 1, 24, 25, 26, 27, 254, 255];

#[test]
fn sampled_three_dimensional_coordinates_round_trip() {
    for file in 0..=255u8 {
        for rank in 0..=255u8 {
            for layer in SAMPLED_LAYERS {
                round_trip(Coordinate::new(&[file, rank, layer]).unwrap());
            }
        }
    }
    // And every layer on a few (file, rank) pairs.
    for (file, rank) in [(0, 0), (25, 9), (26, 99), (255, 255)] {
        for layer in 0..=255u8 {
            round_trip(Coordinate::new(&[file, rank, layer]).unwrap());
        }
    }
}

#[test]
#[ignore = "16.8 M coordinates: run with `cargo test --release -p tabula-cell -- --ignored`"]
fn every_three_dimensional_coordinate_round_trips() {
    for file in 0..=255u8 {
        for rank in 0..=255u8 {
            for layer in 0..=255u8 {
                round_trip(Coordinate::new(&[file, rank, layer]).unwrap());
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// The regex oracle sweep and the reference model.

/// An independent model of the check order (the reference implementations', with Tabula's `zero` and
/// `letter-run-too-long`):
/// the indices, or the error code and offset.
fn model(b: &[u8]) -> Result<Vec<u16>, (&'static str, usize)> {
    if b.is_empty() {
        return Err(("empty", 0));
    }
    if b.len() > 7 {
        return Err(("too-long", 0));
    }
    if !b[0].is_ascii_lowercase() {
        return Err(("must-start-with-lowercase", 0));
    }
    let classes: [fn(&u8) -> bool; 3] = [
        u8::is_ascii_lowercase,
        u8::is_ascii_digit,
        u8::is_ascii_uppercase,
    ];
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let d = out.len();
        if d == 3 {
            return Err(("too-many-dimensions", i));
        }
        let class = classes[d];
        if !class(&b[i]) {
            return Err(("unexpected-character", i));
        }
        if d == 1 && b[i] == b'0' {
            let more = b.get(i + 1).is_some_and(u8::is_ascii_digit);
            return Err((if more { "leading-zero" } else { "zero" }, i));
        }
        let start = i;
        while i < b.len() && class(&b[i]) {
            i += 1;
        }
        let run = &b[start..i];
        if d != 1 && run.len() >= 3 {
            return Err(("letter-run-too-long", start + 2));
        }
        let value: u64 = if d == 1 {
            std::str::from_utf8(run).unwrap().parse::<u64>().unwrap() - 1
        } else {
            let base = if d == 0 { b'a' } else { b'A' };
            run.iter().fold(0, |v, &c| v * 26 + u64::from(c - base) + 1) - 1
        };
        if value > 255 {
            return Err(("index-too-large", start));
        }
        out.push(u16::try_from(value).unwrap());
    }
    Ok(out)
}

/// Every entry point agrees on `bytes`, the answer matches the model, and a success formats back to `bytes`.
fn check_everything(bytes: &[u8], oracle: &Regex) {
    let parsed = Coordinate::parse_bytes(bytes);
    assert_eq!(parsed.is_ok(), oracle.is_match(bytes), "{bytes:?}");
    assert_eq!(Coordinate::try_from(bytes), parsed, "{bytes:?}");
    match (&parsed, model(bytes)) {
        (Ok(c), Ok(indices)) => {
            let ours: Vec<u16> = c.indices().iter().map(|&i| u16::from(i)).collect();
            assert_eq!(ours, indices, "{bytes:?}");
            assert_eq!(c.to_string().as_bytes(), bytes, "{bytes:?}");
        }
        (Err(e), Err((code, offset))) => {
            assert_eq!((e.code(), e.offset()), (code, Some(offset)), "{bytes:?}");
        }
        (ours, model) => panic!("{bytes:?}: parser {ours:?}, model {model:?}"),
    }
    let location = Location::parse_bytes(bytes);
    assert_eq!(Location::try_from(bytes), location, "{bytes:?}");
    if bytes == b"*" {
        assert_eq!(location, Ok(Location::Hand));
    } else if bytes.first() == Some(&b'*') && bytes.len() <= Coordinate::MAX_LEN {
        assert_eq!(
            location,
            Err(Error::HandNotAlone { byte: bytes[1] }),
            "{bytes:?}"
        );
    } else {
        assert_eq!(location, parsed.map(Location::Board), "{bytes:?}");
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        assert_eq!(Coordinate::parse(text), parsed, "{text:?}");
        assert_eq!(text.parse::<Coordinate>(), parsed, "{text:?}");
        assert_eq!(Coordinate::try_from(text), parsed, "{text:?}");
        assert_eq!(Coordinate::is_valid(text), parsed.is_ok(), "{text:?}");
        assert_eq!(Location::parse(text), location, "{text:?}");
        assert_eq!(text.parse::<Location>(), location, "{text:?}");
        assert_eq!(Location::try_from(text), location, "{text:?}");
        assert_eq!(Location::is_valid(text), location.is_ok(), "{text:?}");
        if let Ok(l) = location {
            assert_eq!(l.to_string(), text);
        }
    }
}

#[test]
fn every_short_byte_string_is_accepted_exactly_when_the_bounded_regex_matches() {
    let oracle = bounded();
    let mut accepted = 0;
    let mut total = 0;
    for bytes in tabula_testkit::byte_strings(b"azAZ019* \xff", 4) {
        check_everything(&bytes, &oracle);
        accepted += usize::from(oracle.is_match(&bytes));
        total += 1;
    }
    assert_eq!(total, 1 + 10 + 100 + 1000 + 10_000);
    // Counted independently (Python `re` over the same sweep): the sweep is not vacuous.
    assert_eq!(accepted, 102);
}

#[test]
fn the_regex_accepts_what_the_references_document() {
    let oracle = bounded();
    for s in ["a", "iv", "a256", "iv256IV", "aa27AA"] {
        assert!(oracle.is_match(s.as_bytes()), "{s}");
    }
    for s in ["", "iw", "a257", "a1IW", "aaa", "a1\n", "a0"] {
        assert!(!oracle.is_match(s.as_bytes()), "{s}");
    }
}

// ---------------------------------------------------------------------------------------------------------
// Properties.

fn any_coordinate() -> impl Strategy<Value = Coordinate> {
    proptest::collection::vec(any::<u8>(), 1..=3).prop_map(|v| Coordinate::new(&v).unwrap())
}

proptest! {
    #[test]
    fn parse_after_format_is_the_identity(c in any_coordinate()) {
        prop_assert_eq!(Coordinate::parse(&c.to_string()), Ok(c));
        let mut buf = [0; Coordinate::MAX_LEN];
        prop_assert_eq!(Coordinate::parse(c.encode(&mut buf)), Ok(c));
        prop_assert_eq!(Location::parse(&c.to_string()), Ok(Location::Board(c)));
    }

    #[test]
    fn format_after_parse_is_the_identity(
        s in r"(?:[a-z]|[a-h][a-z]|i[a-v])(?:(?:[1-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-6])(?:[A-Z]|[A-H][A-Z]|I[A-V])?)?"
    ) {
        let c = Coordinate::parse(&s);
        prop_assert!(c.is_ok(), "{}: {:?}", s, c);
        prop_assert_eq!(c.unwrap().to_string(), s);
    }

    #[test]
    fn arbitrary_bytes_never_panic_and_agree_with_the_model(
        bytes in tabula_testkit::token::bytes_favouring(b"ai120A*", 0..=12)
    ) {
        check_everything(&bytes, &bounded());
        if let Err(e) = Coordinate::parse_bytes(&bytes) {
            prop_assert!(e.offset().is_some_and(|o| o <= bytes.len()));
        }
    }

    #[test]
    fn arbitrary_strings_never_panic(s in any::<String>()) {
        let parsed = Coordinate::parse(&s);
        prop_assert_eq!(parsed.is_ok(), bounded().is_match(s.as_bytes()));
        let _ = Location::parse(&s);
    }
}
