//! Integration tests: exhaustive domain, regex oracle sweep, properties, snapshots, spec examples, fixtures.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use serde_json::{Value, json};
use tabula_epin::{Error, ExtendedPiece, Side, State};

fn value(token: ExtendedPiece) -> Value {
    json!({
        "abbr": token.letter().to_string(),
        "side": token.side().as_str(),
        "state": token.state().as_str(),
        "terminal": token.is_terminal(),
        "derived": token.is_derived(),
    })
}

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
        let parsed = ExtendedPiece::parse_bytes(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        assert_eq!(ExtendedPiece::try_from(bytes.as_slice()), parsed);
        if let Ok(text) = std::str::from_utf8(&bytes) {
            assert_eq!(ExtendedPiece::parse(text), parsed);
            assert_eq!(text.parse::<ExtendedPiece>(), parsed);
            assert_eq!(ExtendedPiece::try_from(text), parsed);
            assert_eq!(ExtendedPiece::is_valid(text), parsed.is_ok());
        }
        if let Ok(token) = parsed {
            assert_eq!(token.to_string().as_bytes(), bytes.as_slice());
            accepted += 1;
        } else if let Err(e) = parsed {
            assert!(e.offset() <= bytes.len(), "{bytes:?}: {e:?}");
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

#[test]
fn spec_examples_decode_as_the_digest_says() {
    let token = ExtendedPiece::parse("-k^'").unwrap();
    assert_eq!(
        (
            token.side(),
            token.state(),
            token.is_terminal(),
            token.is_derived()
        ),
        (Side::Second, State::Diminished, true, true)
    );
    for text in ["K'", "+R'", "A'", "z'", "-Z^'"] {
        assert!(ExtendedPiece::parse(text).unwrap().is_derived(), "{text}");
    }
    for text in [
        "", "'", "''", "K''", "K'^", "'K", "+'K", "K^''", "K+", "K+'", "^K", "++K", "K^^", "1",
    ] {
        assert!(ExtendedPiece::parse(text).is_err(), "{text:?}");
    }
}

#[test]
fn every_error_message_is_stable() {
    let inputs = [
        "", "KKKKK", "'", "K''", "K'^", "+'K", "K+", "^K", "++K", "K^^", "1", "K ", "+", "K'\n",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = ExtendedPiece::parse(input).unwrap_err();
        writeln!(report, "{input:?} -> [{}] @{}: {e}", e.code(), e.offset()).unwrap();
    }
    insta::assert_snapshot!(report);
}

#[test]
fn serde_uses_the_token_string() {
    let token = ExtendedPiece::parse("+K^'").unwrap();
    let text = serde_json::to_string(&token).unwrap();
    assert_eq!(text, "\"+K^'\"");
    assert_eq!(serde_json::from_str::<ExtendedPiece>(&text).unwrap(), token);
    assert!(serde_json::from_str::<ExtendedPiece>("\"K'^\"").is_err());
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

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..8)) {
        if let Err(e) = ExtendedPiece::parse_bytes(&bytes) {
            prop_assert!(e.offset() <= bytes.len());
        }
        let _ = ExtendedPiece::parse_prefix(&bytes);
    }

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,6}") {
        let _ = ExtendedPiece::parse(&text);
    }

    #[test]
    fn parse_after_format_is_identity(index in 0usize..624) {
        let token = ExtendedPiece::all().nth(index).unwrap();
        prop_assert_eq!(ExtendedPiece::parse(&token.to_string()), Ok(token));
        prop_assert_eq!(ExtendedPiece::from_bits(token.to_bits()), Some(token));
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
