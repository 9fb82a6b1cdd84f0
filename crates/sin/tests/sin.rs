//! Integration tests of `tabula-sin`: the whole domain, the spec's regular expression as an oracle, properties,
//! error messages, the specification's examples, serde and the bounds.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use tabula_sin::{Error, Letter, Side, Style};
use tabula_testkit::token::{self, check_readers_agree};

// The size promises, checked when the tests compile.
const _: () = assert!(size_of::<Style>() == 1);
const _: () = assert!(size_of::<Option<Style>>() == 1);

/// The token grammar of the specification (<https://sashite.dev/specs/sin/1.0.0/>, "Syntax") as an anchored
/// regular expression, in its unambiguous whole-input form.
const SPEC_REGEX: &str = r"\A[A-Za-z]\z";

// Every reader of `Style`, for the shared checks (`check_readers_agree`: every way of parsing agrees).
tabula_testkit::readers!(Styles: Style, Error, max_len: Style::MAX_LEN, prefix);

#[test]
fn every_token_of_the_domain_round_trips() {
    let all: Vec<Style> = Style::all().collect();
    assert_eq!(all.len(), 52);
    for pair in all.windows(2) {
        assert!(pair[0] < pair[1], "all() is in Ord order: {pair:?}");
    }
    for style in all {
        let text = style.to_string();
        assert_eq!(text, style.as_str());
        assert_eq!(text.as_bytes(), [style.to_ascii()]);
        assert_eq!(
            check_readers_agree::<Styles>(text.as_bytes()),
            Ok(style),
            "{text}"
        );
        assert_eq!(Style::parse_prefix(text.as_bytes()), Ok((style, 1)));
        assert_eq!(Style::from_bits(style.to_bits()), Some(style));
        assert_eq!(Style::new(style.letter(), style.side()), style);
        let byte = style.to_ascii();
        assert_eq!(style.side().is_first(), byte.is_ascii_uppercase());
        assert_eq!(
            style.letter().to_ascii(Side::First),
            byte.to_ascii_uppercase()
        );
    }
}

#[test]
fn accepts_exactly_what_the_spec_regex_accepts() {
    let oracle = Regex::new(SPEC_REGEX).unwrap();
    let alphabet = b"AKZakz+-^':01 \n\xff";
    let mut accepted = 0;
    let mut rejected = 0;
    for bytes in tabula_testkit::byte_strings(alphabet, 4) {
        let parsed = check_readers_agree::<Styles>(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        match parsed {
            Ok(style) => {
                assert_eq!(style.as_str().as_bytes(), bytes.as_slice());
                accepted += 1;
            }
            Err(error) => {
                assert!(error.offset() < bytes.len().max(1), "{bytes:?}: {error:?}");
                rejected += 1;
            }
        }
    }
    assert_eq!(accepted, 6);
    assert_eq!(
        accepted + rejected,
        1 + 16 + 16 * 16 + 16 * 16 * 16 + 16 * 16 * 16 * 16
    );
}

#[test]
fn the_reason_depends_on_the_length_first() {
    for bytes in tabula_testkit::byte_strings(b"Cc1 \n\xff", 3) {
        let expected = match bytes.as_slice() {
            [] => Err(Error::Empty),
            [byte] if byte.is_ascii_alphabetic() => Ok(()),
            [byte] => Err(Error::InvalidLetter {
                offset: 0,
                byte: *byte,
            }),
            more => Err(Error::TooLong { len: more.len() }),
        };
        assert_eq!(
            Style::parse_bytes(&bytes).map(|_| ()),
            expected,
            "{bytes:?}"
        );
    }
}

#[test]
fn a_megabyte_is_rejected_by_its_length() {
    let huge = vec![b'C'; 1 << 20];
    assert_eq!(
        Style::parse_bytes(&huge),
        Err(Error::TooLong { len: 1 << 20 })
    );
    let text = "é".repeat(1 << 19);
    assert_eq!(Style::parse(&text), Err(Error::TooLong { len: 1 << 20 }));
    // The prefix reader only ever looks at the first byte.
    assert_eq!(
        Style::parse_prefix(&huge),
        Ok((Style::new(Letter::C, Side::First), 1))
    );
}

#[test]
fn parse_prefix_reads_one_token_and_leaves_the_rest() {
    assert_eq!(
        Style::parse_prefix(b"C:K"),
        Ok((Style::new(Letter::C, Side::First), 1))
    );
    assert_eq!(
        Style::parse_prefix(b"s/C"),
        Ok((Style::new(Letter::S, Side::Second), 1))
    );
    assert_eq!(Style::parse_prefix(b""), Err(Error::Empty));
    assert_eq!(
        Style::parse_prefix(b"/C"),
        Err(Error::InvalidLetter {
            offset: 0,
            byte: b'/'
        })
    );
}

#[test]
fn every_error_message_is_stable() {
    let inputs: [&[u8]; 12] = [
        b"",
        b"CC",
        b"C\n",
        b"+C",
        b"\xc3\xa9",
        b"abc",
        b"1",
        b"+",
        b"^",
        b" ",
        b"\n",
        b"\xff",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = Style::parse_bytes(input).unwrap_err();
        writeln!(
            report,
            "\"{}\" -> [{}] @{}: {e} | {e:?}",
            input.escape_ascii(),
            e.code(),
            e.offset()
        )
        .unwrap();
    }
    insta::assert_snapshot!(report);
}

#[test]
fn display_honours_width_fill_and_alignment() {
    let style = Style::new(Letter::W, Side::Second);
    token::check_display_pads_like_str(&style, "w");
    assert_eq!(format!("{style:?}"), "Style('w')");
}

#[test]
fn hash_agrees_with_eq() {
    token::check_hash_agrees_with_eq(Style::all(), 52);
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_token_string_and_validates() {
    let case = token::SerdeCase {
        value: Style::new(Letter::C, Side::Second),
        json: "\"c\"",
        refused: &["\"\"", "\"CC\"", "\"1\"", "\"é\"", "67", "null"],
        message: ("\"C \"", "SIN token is 2 bytes long"),
    };
    token::check_serde_uses_the_token_string(&case, Style::all());
    let pair: Vec<Option<Style>> = serde_json::from_str("[\"W\", null, \"c\"]").unwrap();
    assert_eq!(serde_json::to_string(&pair).unwrap(), "[\"W\",null,\"c\"]");
}

/// The valid and invalid tokens of the specification and its examples page
/// (<https://sashite.dev/specs/sin/1.0.0/>, "Examples"), one named test per row.
mod spec_examples {
    use super::{Error, Letter, Side, Style};

    tabula_testkit::valid_examples! {
        Style, |style| (style.letter(), style.side()), (Letter Side);
        valid_chess_first: "C" => C First;
        valid_chess_second: "c" => C Second;
        valid_shogi_first: "S" => S First;
        valid_shogi_second: "s" => S Second;
        valid_western_first: "W" => W First;
        valid_western_second: "w" => W Second;
        valid_janggi_first: "J" => J First;
        valid_janggi_second: "j" => J Second;
        valid_xiangqi_first: "X" => X First;
        valid_xiangqi_second: "x" => X Second;
        valid_makruk_first: "M" => M First;
        valid_makruk_second: "m" => M Second;
        valid_ogi_first: "O" => O First;
        valid_ogi_second: "o" => O Second;
        valid_lowest_letter_first: "A" => A First;
        valid_lowest_letter_second: "a" => A Second;
        valid_highest_letter_first: "Z" => Z First;
        valid_highest_letter_second: "z" => Z Second;
        valid_any_letter_k: "K" => K First;
        valid_any_letter_q: "q" => Q Second;
    }

    tabula_testkit::invalid_examples! {
        Style;
        invalid_empty: "" => Error::Empty;
        invalid_two_letters: "CC" => Error::TooLong { len: 2 };
        invalid_trailing_digit: "c1" => Error::TooLong { len: 2 };
        invalid_state_modifier: "+C" => Error::TooLong { len: 2 };
        invalid_terminal_marker: "C^" => Error::TooLong { len: 2 };
        invalid_leading_space: " C" => Error::TooLong { len: 2 };
        invalid_trailing_space: "C " => Error::TooLong { len: 2 };
        invalid_trailing_newline: "C\n" => Error::TooLong { len: 2 };
        invalid_trailing_crlf: "C\r\n" => Error::TooLong { len: 3 };
        invalid_trailing_nul: "C\0" => Error::TooLong { len: 2 };
        invalid_byte_order_mark: "\u{FEFF}C" => Error::TooLong { len: 4 };
        invalid_lone_byte_order_mark: "\u{FEFF}" => Error::TooLong { len: 3 };
        invalid_digit: "1" => Error::InvalidLetter { offset: 0, byte: b'1' };
        invalid_modifier_alone: "+" => Error::InvalidLetter { offset: 0, byte: b'+' };
        invalid_minus_alone: "-" => Error::InvalidLetter { offset: 0, byte: b'-' };
        invalid_marker_alone: "^" => Error::InvalidLetter { offset: 0, byte: b'^' };
        invalid_derivation_marker_alone: "'" => Error::InvalidLetter { offset: 0, byte: b'\'' };
        invalid_separator_alone: ":" => Error::InvalidLetter { offset: 0, byte: b':' };
        invalid_space: " " => Error::InvalidLetter { offset: 0, byte: b' ' };
        invalid_newline: "\n" => Error::InvalidLetter { offset: 0, byte: b'\n' };
        invalid_carriage_return: "\r" => Error::InvalidLetter { offset: 0, byte: b'\r' };
        invalid_tab: "\t" => Error::InvalidLetter { offset: 0, byte: b'\t' };
        invalid_nul: "\0" => Error::InvalidLetter { offset: 0, byte: 0 };
        invalid_at_sign_before_a: "@" => Error::InvalidLetter { offset: 0, byte: b'@' };
        invalid_bracket_after_z: "[" => Error::InvalidLetter { offset: 0, byte: b'[' };
        invalid_backtick_before_lower_a: "`" => Error::InvalidLetter { offset: 0, byte: b'`' };
        invalid_brace_after_lower_z: "{" => Error::InvalidLetter { offset: 0, byte: b'{' };
        invalid_non_ascii_letter: "é" => Error::TooLong { len: 2 };
        invalid_cyrillic_look_alike: "К" => Error::TooLong { len: 2 };
        invalid_full_width_look_alike: "Ｃ" => Error::TooLong { len: 3 };
        invalid_long_s_folds_to_s: "ſ" => Error::TooLong { len: 2 };
        invalid_kelvin_sign_folds_to_k: "\u{212A}" => Error::TooLong { len: 3 };
        invalid_three_letters: "abc" => Error::TooLong { len: 3 };
    }

    #[test]
    fn invalid_ill_formed_utf8_bytes() {
        assert_eq!(
            Style::parse_bytes(&[0xFF]),
            Err(Error::InvalidLetter {
                offset: 0,
                byte: 0xFF
            })
        );
        assert_eq!(
            Style::parse_bytes(&[0xC3]),
            Err(Error::InvalidLetter {
                offset: 0,
                byte: 0xC3
            })
        );
        assert_eq!(
            Style::parse_bytes(&[0xFF, 0xFE]),
            Err(Error::TooLong { len: 2 })
        );
    }
}

fn any_style() -> impl Strategy<Value = Style> {
    (0..26u8, any::<bool>()).prop_map(|(index, second)| {
        let letter = Letter::from_index(index).unwrap();
        Style::new(letter, if second { Side::Second } else { Side::First })
    })
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic_and_every_reader_agrees(bytes in proptest::collection::vec(any::<u8>(), 0..8)) {
        // The shared checks: every reader agrees, an error points into the input and has a message, a
        // token prefix is exactly one byte (`MAX_LEN` is 1) and is what the whole-input reader reads.
        let parsed = check_readers_agree::<Styles>(&bytes);
        if let Err(e) = token::check_prefix_reader::<Styles>(&bytes, &parsed, 1) {
            prop_assert_eq!(Style::parse_bytes(&bytes[..bytes.len().min(1)]), Err(e));
        }
    }

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,6}") {
        let parsed = Style::parse(&text);
        prop_assert_eq!(parsed.is_ok(), text.len() == 1 && text.as_bytes()[0].is_ascii_alphabetic());
    }

    #[test]
    fn parse_after_format_is_identity(style in any_style()) {
        prop_assert_eq!(Style::parse(&style.to_string()), Ok(style));
        prop_assert_eq!(Style::from_bits(style.to_bits()), Some(style));
        prop_assert_eq!(Style::from_ascii(style.to_ascii()), Some(style));
    }

    #[test]
    fn ord_is_letter_then_side(a in any_style(), b in any_style()) {
        prop_assert_eq!(a.cmp(&b), (a.letter(), a.side()).cmp(&(b.letter(), b.side())));
        prop_assert_eq!(a == b, a.cmp(&b).is_eq());
    }

    #[test]
    fn transformations_keep_the_other_attribute(style in any_style(), index in 0..26u8) {
        let letter = Letter::from_index(index).unwrap();
        prop_assert_eq!(style.with_letter(letter).side(), style.side());
        prop_assert_eq!(style.with_letter(letter).letter(), letter);
        prop_assert_eq!(style.flip().letter(), style.letter());
        prop_assert_eq!(style.flip().side(), style.side().flip());
        prop_assert_eq!(style.with_side(style.side()), style);
        prop_assert!(style.same_letter(style.flip()));
        prop_assert!(!style.same_side(style.flip()));
    }
}
