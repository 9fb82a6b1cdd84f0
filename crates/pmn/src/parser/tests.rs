extern crate std;
use std::vec::Vec;

use proptest::prelude::*;

use super::*;

/// The checks in the documented order, one after the other, with no shortcut: the reference for
/// [`parse`].
fn in_order(bytes: &[u8]) -> Result<Move, Error> {
    if bytes.is_empty() {
        return Err(Error::Empty);
    }
    if bytes.len() > Move::MAX_LEN {
        return Err(Error::TooLong { len: bytes.len() });
    }
    if let Some(offset) = bytes.iter().position(|b| !b.is_ascii()) {
        return Err(Error::NonAscii { offset });
    }
    // `by_form` on ASCII input: the form's reader, nothing else.
    by_form(bytes)
}

/// Bytes where the reading changes: letters of both cases, digits (0 and not), every operator, the
/// piece modifiers, a byte of no class and one outside ASCII.
const ALPHABET: &[u8] = b"aeA1209-+~*./=P^' \xc3";

#[test]
fn the_shortcuts_agree_with_the_checks_in_order_on_every_short_string() {
    let mut moves = 0;
    for buf in tabula_testkit::byte_strings(ALPHABET, 4) {
        let read = parse(&buf);
        assert_eq!(read, in_order(&buf), "{buf:?}");
        moves += usize::from(read.is_ok());
    }
    // Not vacuous: `a1-e2`-like strings are too long here, but `+a1`, `P*e2`, `a1=P`, `...` are moves.
    assert!(moves > 100, "{moves}");
}

/// Bytes of the short forms read by `fast` at fixed places (`e2-e4`, `+d4`, `P*e5`, `e4=P`, `...`): a
/// letter of each case, the first and last rank digits and 0, every operator and suffix marker, a modifier.
const SHORT: &[u8] = b"ezP19-+~*.=/";

#[test]
fn the_success_path_agrees_with_the_checks_in_order_on_every_five_byte_string() {
    let mut moves = 0;
    for buf in tabula_testkit::byte_strings(SHORT, 5) {
        let read = parse(&buf);
        assert_eq!(read, in_order(&buf), "{buf:?}");
        moves += usize::from(read.is_ok());
    }
    // Not vacuous: `e1-z9`, `+e9/P`, `P*z1`, `e1=P`, `.e1/P`, …
    assert!(moves > 1_000, "{moves}");
}

/// Squares of one to three bytes and near misses, for the shapes the success path reads at fixed places.
const SQUARES: [&str; 16] = [
    "a1", "z9", "e4", "a10", "a99", "e2A", "z9Z", "aa1", "iv9", "iw9", "a01", "a0", "A1", "e",
    "a1a", "",
];

/// Suffixes, well formed or not.
const SUFFIXES: [&str; 12] = [
    "",
    "=Q",
    "/p",
    "=Q/p",
    "=+K^'/-p'",
    "/p=Q",
    "=",
    "/",
    "x",
    "1",
    "A",
    "=Q/p/p",
];

#[test]
fn the_success_path_agrees_with_the_checks_in_order_on_every_shape_of_square() {
    let mut moves = 0;
    let mut text = std::string::String::new();
    for from in SQUARES {
        for operator in ["-", "+", "~", "=", "*", "."] {
            for to in SQUARES {
                for suffix in SUFFIXES {
                    for parts in [
                        [from, operator, to],
                        ["", operator, to],
                        ["P", operator, to],
                        ["-p", operator, to],
                        ["+", to, ""],
                    ] {
                        text.clear();
                        text.extend(parts);
                        text.push_str(suffix);
                        let read = parse(text.as_bytes());
                        assert_eq!(read, in_order(text.as_bytes()), "{text}");
                        moves += usize::from(read.is_ok());
                    }
                }
            }
        }
    }
    assert!(moves > 3_000, "{moves}");
}

#[test]
fn well_formed_suffixes_are_those_the_suffix_list_accepts() {
    const SUFFIX: &[u8] = b"=/Kp+^'x";
    let reader = Reader { total: 6 };
    let mut buf = Vec::with_capacity(6);
    let mut accepted = 0;
    for len in 1..=6u32 {
        for mut n in 0..SUFFIX.len().pow(len) {
            buf.clear();
            for _ in 0..len {
                buf.push(SUFFIX[n % SUFFIX.len()]);
                n /= SUFFIX.len();
            }
            for (actor, captured) in [(true, true), (true, false), (false, true)] {
                let fast = well_formed_suffixes(&buf, actor, captured);
                let listed = reader.suffix_list(&buf, actor, captured).ok();
                assert_eq!(fast, listed, "{buf:?} {actor} {captured}");
                accepted += usize::from(fast.is_some());
            }
        }
    }
    // Not vacuous: `=K`, `/p`, `=+K^/p'`, …
    assert!(accepted > 100, "{accepted}");
}

proptest! {
    #[test]
    fn the_shortcuts_agree_with_the_checks_in_order(
        text in "[a-e1-3A-C0+~*./=PpK^' \u{e9}-]{0,26}",
    ) {
        prop_assert_eq!(parse(text.as_bytes()), in_order(text.as_bytes()));
    }

    #[test]
    fn the_shortcuts_agree_on_moves_with_a_byte_changed(
        mv in prop::sample::select(&[
            "e2-e4", "b7+a8=Q/r", "e1~g1/p", "+d4/P", "P*e5=+P", "-p.b4/L", "e4=+P", "iv256IV~iv255IV=+K^'/+K^'",
            "...", "e7-e8=Q", "d4+e5/S", "P*e5", "-p*e5", "L.b4", "*e5", ".e5/p'", "e2A-e4A", "aa1-ab2",
            "a10-a9", "K^'*e5", "+P'.e5=Q/p", "e4=K'", "e9~e10=+P/p",
        ][..]),
        at in 0usize..25,
        byte in any::<u8>(),
    ) {
        let mut bytes = mv.as_bytes().to_vec();
        if let Some(slot) = bytes.get_mut(at) {
            *slot = byte;
        }
        prop_assert_eq!(parse(&bytes), in_order(&bytes));
    }
}

#[test]
fn a_square_that_ends_inside_a_run_leaves_the_rest() {
    assert_eq!(parse(b"e2e4"), Err(Error::MissingOperator { offset: 2 }));
    assert_eq!(parse(b"e2-e4e6"), Err(Error::TrailingInput { offset: 5 }));
    assert_eq!(parse(b"a1Ab-a2"), Err(Error::MissingOperator { offset: 3 }));
}

#[test]
fn a_bad_square_is_the_cell_error() {
    assert!(matches!(
        parse(b"a01-a1"),
        Err(Error::InvalidSquare {
            part: Part::Source,
            start: 0,
            error: tabula_cell::Error::LeadingZero { offset: 1 }
        })
    ));
}

#[test]
fn the_span_parsers_never_fail() {
    assert!(matches!(
        Failure::from_error_kind(b"", ErrorKind::Tag),
        Failure(Error::Empty)
    ));
    assert!(matches!(
        unwrap(nom::Err::Incomplete(nom::Needed::Unknown)),
        Failure(Error::Empty)
    ));
}
