//! Integration tests: exhaustive domain, regex oracle sweep, properties, snapshots, spec examples, fixtures.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use serde_json::{Value, json};
use tabula_epin::{Error, ExtendedPiece, Letter, Piece, Side, State};
use tabula_testkit::token::{self, check_readers_agree};

// The size promises, checked when the tests compile.
const _: () = assert!(size_of::<ExtendedPiece>() == 2);
const _: () = assert!(size_of::<Option<ExtendedPiece>>() == 2);

fn value(token: ExtendedPiece) -> Value {
    json!({
        "abbr": token.letter().to_string(),
        "side": token.side().as_str(),
        "state": token.state().as_str(),
        "terminal": token.is_terminal(),
        "derived": token.is_derived(),
    })
}

// Every reader of `ExtendedPiece`, for the shared checks (`check_readers_agree`: every way of parsing agrees,
// and an error points into the input).
tabula_testkit::readers!(Tokens: ExtendedPiece, Error, max_len: ExtendedPiece::MAX_LEN, prefix);

#[test]
fn every_token_of_the_domain_round_trips() {
    let all: Vec<ExtendedPiece> = ExtendedPiece::all().collect();
    assert_eq!(all.len(), 624);
    for pair in all.windows(2) {
        assert!(pair[0] < pair[1], "Ord order of all()");
    }
    for token in all {
        let text = token.to_string();
        assert_eq!(ExtendedPiece::parse(&text), Ok(token), "{text}");
        assert_eq!(
            ExtendedPiece::parse_prefix(text.as_bytes()),
            Ok((token, text.len()))
        );
    }
}

#[test]
fn accepts_exactly_what_the_spec_regex_accepts() {
    let oracle = Regex::new(r"\A[-+]?[A-Za-z]\^?'?\z").unwrap();
    let alphabet = b"AKZakz+-^':01 \n\xff";
    let mut accepted = 0;
    for bytes in tabula_testkit::byte_strings(alphabet, 4) {
        let parsed = check_readers_agree::<Tokens>(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        if let Ok(token) = parsed {
            assert_eq!(token.to_string().as_bytes(), bytes.as_slice());
            accepted += 1;
        }
    }
    assert_eq!(accepted, 6 + 24 + 30 + 12);
}

#[test]
fn length_bound_is_checked_first() {
    let huge = vec![b'\''; 1 << 20];
    assert_eq!(
        ExtendedPiece::parse_bytes(&huge),
        Err(Error::TooLong { len: 1 << 20 })
    );
}

/// The valid and invalid tokens of the specification and its examples page
/// (<https://sashite.dev/specs/epin/1.0.0/>, "Examples"), one named test per row.
mod spec_examples {
    use tabula_epin::{Error, ExtendedPiece, Letter, Side, State, pin};

    tabula_testkit::valid_examples! {
        ExtendedPiece, |token| (token.letter(), token.side(), token.state(), token.is_terminal(), token.is_derived()), (Letter Side State bool bool);
        valid_king: "K" => K First Normal false false;
        valid_derived_king: "K'" => K First Normal false true;
        valid_second_king: "k" => K Second Normal false false;
        valid_second_derived_king: "k'" => K Second Normal false true;
        valid_terminal_king: "K^" => K First Normal true false;
        valid_derived_terminal_king: "K^'" => K First Normal true true;
        valid_second_derived_terminal_king: "k^'" => K Second Normal true true;
        valid_enhanced_rook: "+R" => R First Enhanced false false;
        valid_derived_enhanced_rook: "+R'" => R First Enhanced false true;
        valid_second_derived_enhanced_rook: "+r'" => R Second Enhanced false true;
        valid_second_derived_rook: "r'" => R Second Normal false true;
        valid_second_derived_diminished_pawn: "-p'" => P Second Diminished false true;
        valid_second_derived_diminished_terminal_king: "-k^'" => K Second Diminished true true;
        valid_derived_enhanced_terminal_general: "+G^'" => G First Enhanced true true;
        valid_enhanced_bishop: "+B" => B First Enhanced false false;
        valid_derived_enhanced_pawn: "+P'" => P First Enhanced false true;
        valid_second_pawn: "p" => P Second Normal false false;
        valid_queen: "Q" => Q First Normal false false;
        valid_derived_lowest_letter: "A'" => A First Normal false true;
        valid_second_derived_highest_letter: "z'" => Z Second Normal false true;
        valid_derived_diminished_terminal_highest_letter: "-Z^'" => Z First Diminished true true;
    }

    tabula_testkit::invalid_examples! {
        ExtendedPiece;
        invalid_empty: "" => Error::Empty;
        invalid_marker_alone: "'" => Error::MisplacedDerivationMarker { offset: 0 };
        invalid_marker_doubled_alone: "''" => Error::MisplacedDerivationMarker { offset: 0 };
        invalid_doubled_marker: "K''" => Error::MisplacedDerivationMarker { offset: 1 };
        invalid_marker_before_terminal_marker: "K'^" => Error::MisplacedDerivationMarker { offset: 1 };
        invalid_marker_first: "'K" => Error::MisplacedDerivationMarker { offset: 0 };
        invalid_marker_before_modifier: "'+K" => Error::MisplacedDerivationMarker { offset: 0 };
        invalid_marker_between_modifier_and_letter: "+'K" => Error::MisplacedDerivationMarker { offset: 1 };
        invalid_doubled_marker_after_terminal_marker: "K^''" => Error::MisplacedDerivationMarker { offset: 2 };
        invalid_newline_after_marker: "K'\n" => Error::MisplacedDerivationMarker { offset: 1 };
        invalid_newline_inside_core: "K\n'" => Error::Pin(pin::Error::TrailingByte { offset: 1, byte: b'\n' });
        invalid_modifier_after_letter: "K+" => Error::Pin(pin::Error::MisplacedStateModifier { offset: 1 });
        invalid_modifier_after_letter_derived: "K+'" => Error::Pin(pin::Error::MisplacedStateModifier { offset: 1 });
        invalid_terminal_marker_before_letter: "^K" => Error::Pin(pin::Error::MisplacedTerminalMarker { offset: 0 });
        invalid_doubled_modifier: "++K" => Error::Pin(pin::Error::DoubledStateModifier { offset: 1 });
        invalid_doubled_modifier_derived: "++K'" => Error::Pin(pin::Error::DoubledStateModifier { offset: 1 });
        invalid_doubled_terminal_marker: "K^^" => Error::Pin(pin::Error::DoubledTerminalMarker { offset: 2 });
        invalid_digit: "1" => Error::Pin(pin::Error::InvalidLetter { offset: 0, byte: b'1' });
        invalid_trailing_space: "K " => Error::Pin(pin::Error::TrailingByte { offset: 1, byte: b' ' });
        invalid_trailing_newline: "K\n" => Error::Pin(pin::Error::TrailingByte { offset: 1, byte: b'\n' });
        invalid_core_too_long: "KKKK" => Error::Pin(pin::Error::TooLong { len: 4 });
        invalid_junk_then_marker: "+K^x'" => Error::TooLong { len: 5 };
        invalid_hello: "hello" => Error::TooLong { len: 5 };
        invalid_marker_misplaced_and_too_long: "K'KKKK" => Error::TooLong { len: 6 };
        invalid_typographic_apostrophe: "K\u{2019}" => Error::Pin(pin::Error::TooLong { len: 4 });
        invalid_non_ascii: "é" => Error::Pin(pin::Error::InvalidLetter { offset: 0, byte: 0xC3 });
        invalid_qpi_token: "C:K" => Error::Pin(pin::Error::TrailingByte { offset: 1, byte: b':' });
    }
}

#[test]
fn every_error_message_is_stable() {
    let inputs = [
        "",
        "KKKKK",
        "'",
        "K''",
        "K'^",
        "+'K",
        "K+",
        "^K",
        "++K",
        "K^^",
        "1",
        "K ",
        "+",
        "K'\n",
        "KKKK",
        "é",
        "C:K",
        "K\u{2019}",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = ExtendedPiece::parse(input).unwrap_err();
        writeln!(
            report,
            "{input:?} -> [{}] @{}: {e} | {e:?}",
            e.code(),
            e.offset()
        )
        .unwrap();
    }
    insta::assert_snapshot!(report);
}

#[test]
fn display_honours_width_fill_and_alignment() {
    let token = ExtendedPiece::parse("+k^'").unwrap();
    token::check_display_pads_like_str(&token, "+k^'");
    assert_eq!(format!("{token:?}"), "ExtendedPiece(\"+k^'\")");
}

#[test]
fn hash_agrees_with_eq() {
    token::check_hash_agrees_with_eq(ExtendedPiece::all(), 624);
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_token_string_and_validates() {
    let case = token::SerdeCase {
        value: ExtendedPiece::parse("+K^'").unwrap(),
        json: "\"+K^'\"",
        refused: &["\"K'^\"", "\"\"", "\"K' \"", "7", "null"],
        message: ("\"K''\"", "derivation marker (') at byte 1"),
    };
    token::check_serde_uses_the_token_string(&case, ExtendedPiece::all());
}

#[test]
fn conformance_fixtures() {
    for file in ["epin/1.0.0/valid.json", "epin/1.0.0/invalid.json"] {
        for case in tabula_testkit::load_cases(file) {
            let parsed = ExtendedPiece::parse_bytes(&case.input);
            assert_eq!(parsed.is_ok(), case.valid, "{}", case.id);
            match parsed {
                Ok(token) => {
                    assert_eq!(Some(value(token)), case.value, "{}", case.id);
                    assert_eq!(Some(token.to_string()), case.canonical, "{}", case.id);
                }
                Err(e) => assert_eq!(Some(e.code()), case.error.as_deref(), "{}", case.id),
            }
        }
    }
}

fn any_token() -> impl Strategy<Value = ExtendedPiece> {
    (
        0..26u8,
        any::<bool>(),
        0..3usize,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(index, second, state, terminal, derived)| {
            let piece = Piece::new(
                Letter::from_index(index).unwrap(),
                if second { Side::Second } else { Side::First },
                State::ALL[state],
                terminal,
            );
            ExtendedPiece::new(piece, derived)
        })
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic_and_every_reader_agrees(bytes in token::bytes_favouring(b"+-^'Kp", 0..7)) {
        // The shared checks: every reader agrees, a token prefix is 1 to `MAX_LEN` bytes, is what the
        // whole-input reader reads, and fails only where the whole input fails.
        let parsed = check_readers_agree::<Tokens>(&bytes);
        if let Err(e) = token::check_prefix_reader::<Tokens>(&bytes, &parsed, 1) {
            prop_assert!(e.offset() <= 1);
        }
    }

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,6}") {
        let parsed = ExtendedPiece::parse(&text);
        prop_assert_eq!(parsed.is_ok(), ExtendedPiece::is_valid(&text));
        if let Ok(token) = parsed {
            prop_assert_eq!(token.to_string(), text);
        }
    }

    #[test]
    fn parse_after_format_is_identity(token in any_token()) {
        prop_assert_eq!(ExtendedPiece::parse(&token.to_string()), Ok(token));
        prop_assert_eq!(ExtendedPiece::from_bits(token.to_bits()), Some(token));
        let mut buf = [0; ExtendedPiece::MAX_LEN];
        prop_assert_eq!(ExtendedPiece::parse(token.encode(&mut buf)), Ok(token));
    }

    #[test]
    fn ord_is_piece_then_native_before_derived(a in any_token(), b in any_token()) {
        let key = |t: ExtendedPiece| (t.piece(), t.is_derived());
        prop_assert_eq!(a.cmp(&b), key(a).cmp(&key(b)));
        prop_assert_eq!(a == b, a.cmp(&b).is_eq());
    }

    #[test]
    fn transformations_change_one_attribute(token in any_token(), other in any_token()) {
        let piece = token.piece();
        prop_assert_eq!((token.native().piece(), token.native().is_native()), (piece, true));
        prop_assert_eq!((token.derive().piece(), token.derive().is_derived()), (piece, true));
        prop_assert_eq!(token.native().native(), token.native());
        prop_assert_eq!(token.derive().derive(), token.derive());
        prop_assert_eq!(token.with_piece(other.piece()), ExtendedPiece::new(other.piece(), token.is_derived()));
        prop_assert_eq!(token.with_derived(token.is_derived()), token);
        prop_assert_eq!(token.flip(), ExtendedPiece::new(piece.flip(), token.is_derived()));
        prop_assert_eq!(ExtendedPiece::from(piece), token.native());
        prop_assert_eq!(ExtendedPiece::native_of(piece), token.native());
        prop_assert_eq!(token.is_native(), !token.is_derived());
        // The PIN accessors are the PIN part's.
        prop_assert_eq!(
            (token.letter(), token.side(), token.state(), token.is_terminal()),
            (piece.letter(), piece.side(), piece.state(), piece.is_terminal())
        );
        prop_assert_eq!(
            (token.is_first(), token.is_second(), token.is_normal(), token.is_enhanced(), token.is_diminished()),
            (piece.is_first(), piece.is_second(), piece.is_normal(), piece.is_enhanced(), piece.is_diminished())
        );
        // The text is the PIN text plus the marker.
        prop_assert_eq!(token.to_string(), format!("{piece}{}", if token.is_derived() { "'" } else { "" }));
    }
}

/// `try_prefix` is `parse_prefix` without the error, on every string of up to five bytes over an alphabet
/// that reaches every branch of the grammar.
#[test]
fn try_prefix_agrees_with_parse_prefix() {
    let mut checked = 0;
    for input in tabula_testkit::byte_strings(b"+-^'Kk/1 \xff", 5) {
        assert_eq!(
            ExtendedPiece::try_prefix(&input),
            ExtendedPiece::parse_prefix(&input).ok(),
            "{input:?}"
        );
        checked += 1;
    }
    assert_eq!(checked, 111_111);
}
