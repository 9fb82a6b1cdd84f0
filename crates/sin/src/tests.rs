//! Unit tests.

extern crate std;

use super::*;
use std::format;
use std::string::ToString;
use std::vec::Vec;

#[test]
fn every_byte_is_a_token_exactly_when_it_is_a_letter() {
    for byte in 0..=u8::MAX {
        let parsed = Style::parse_bytes(&[byte]);
        assert_eq!(parsed.is_ok(), byte.is_ascii_alphabetic(), "{byte:#04x}");
        assert_eq!(Style::from_ascii(byte), parsed.ok(), "{byte:#04x}");
        if let Ok(style) = parsed {
            assert_eq!(style.to_ascii(), byte);
            assert_eq!(style.as_str().as_bytes(), [byte]);
            assert_eq!(Style::from_bits(style.to_bits()), Some(style));
        } else {
            assert_eq!(
                parsed,
                Err(Error::InvalidLetter { offset: 0, byte }),
                "{byte:#04x}"
            );
        }
    }
}

#[test]
fn order_is_letter_then_side_and_all_lists_it() {
    let all: Vec<Style> = Style::all().collect();
    assert_eq!(all.len(), Style::COUNT);
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    for (rank, style) in all.iter().enumerate() {
        assert_eq!(usize::from(style.rank()), rank);
        assert_eq!(
            style.cmp(&Style::parse("M").unwrap()),
            (style.letter(), style.side()).cmp(&(Letter::M, Side::First))
        );
    }
    assert_eq!(
        Style::all().next_back(),
        Some(Style::new(Letter::Z, Side::Second))
    );
    // Not ASCII order: `Z` sorts before `a` as text, after it as a style.
    assert!(Style::parse("a").unwrap() < Style::parse("Z").unwrap());
}

#[test]
fn packing_accepts_exactly_the_produced_forms() {
    let valid: Vec<Style> = (0..=u8::MAX).filter_map(Style::from_bits).collect();
    assert_eq!(valid.len(), Style::COUNT);
    for style in valid {
        assert!(style.to_bits() < 64);
    }
}

#[test]
fn transformations_change_one_attribute() {
    let style = Style::new(Letter::C, Side::First);
    assert_eq!(style.flip(), Style::new(Letter::C, Side::Second));
    assert_eq!(style.flip().flip(), style);
    assert_eq!(
        style.with_letter(Letter::S),
        Style::new(Letter::S, Side::First)
    );
    assert_eq!(style.with_side(Side::First), style);
    assert_eq!(
        style.with_side(Side::Second),
        Style::new(Letter::C, Side::Second)
    );
    assert!(style.same_letter(style.flip()) && !style.same_side(style.flip()));
    assert!(style.is_first() && !style.is_second() && style.flip().is_second());
}

#[test]
fn display_pads_and_debug_names_the_type() {
    let style = Style::new(Letter::Q, Side::Second);
    assert_eq!(format!("[{style:>3}]"), "[  q]");
    assert_eq!(format!("[{style:-<3}]"), "[q--]");
    assert_eq!(format!("{style:?}"), "Style('q')");
    assert_eq!(style.to_string(), "q");
}

#[test]
fn error_codes_and_offsets() {
    let cases = [
        (Error::Empty, "empty", 0),
        (Error::TooLong { len: 9 }, "too-long", 0),
        (
            Error::InvalidLetter {
                offset: 0,
                byte: b'#',
            },
            "invalid-letter",
            0,
        ),
    ];
    for (error, code, offset) in cases {
        assert_eq!((error.code(), error.offset()), (code, offset));
        assert!(!error.to_string().is_empty());
    }
}
