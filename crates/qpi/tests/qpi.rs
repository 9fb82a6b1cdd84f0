//! Integration tests: exhaustive domain, regex oracle sweep, properties, snapshots, spec examples, fixtures.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use serde_json::{Value, json};
use tabula_qpi::{Error, ExtendedPiece, QualifiedPiece, Style};

fn value(piece: QualifiedPiece) -> Value {
    json!({
        "style": { "abbr": piece.style_letter().to_string(), "side": piece.style().side().as_str() },
        "piece": {
            "abbr": piece.letter().to_string(),
            "side": piece.side().as_str(),
            "state": piece.state().as_str(),
            "terminal": piece.is_terminal(),
        },
        "derived": piece.is_derived(),
    })
}

#[test]
fn every_token_of_the_domain_round_trips() {
    let all: Vec<QualifiedPiece> = QualifiedPiece::all().collect();
    assert_eq!(all.len(), 16_224);
    assert_eq!(all.iter().filter(|p| p.is_derived()).count(), 8_112);
    for pair in all.windows(2) {
        assert!(pair[0] < pair[1], "Ord order of all()");
    }
    for piece in all {
        let text = piece.to_string();
        assert_eq!(QualifiedPiece::parse(&text), Ok(piece), "{text}");
        assert_eq!(piece.flip().flip(), piece);
        assert_eq!(piece.flip().is_native(), piece.is_native());
        assert!(piece.native().is_native() && piece.derive().is_derived());
    }
}

#[test]
fn accepts_exactly_what_the_spec_regex_accepts() {
    let oracle = Regex::new(r"\A[A-Za-z]:[-+]?[A-Za-z]\^?\z").unwrap();
    let alphabet = b"AKZakz+-^':01 \n\xff";
    let mut accepted = 0;
    for bytes in tabula_testkit::byte_strings(alphabet, 4) {
        let parsed = QualifiedPiece::parse_bytes(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        assert_eq!(QualifiedPiece::try_from(bytes.as_slice()), parsed);
        if let Ok(text) = std::str::from_utf8(&bytes) {
            assert_eq!(QualifiedPiece::parse(text), parsed);
            assert_eq!(text.parse::<QualifiedPiece>(), parsed);
            assert_eq!(QualifiedPiece::try_from(text), parsed);
            assert_eq!(QualifiedPiece::is_valid(text), parsed.is_ok());
        }
        match parsed {
            Ok(piece) => {
                assert_eq!(piece.to_string().as_bytes(), bytes.as_slice());
                accepted += 1;
            }
            Err(e) => assert!(e.offset() <= bytes.len(), "{bytes:?}: {e:?}"),
        }
    }
    assert_eq!(accepted, 36 + 108);
}

#[test]
fn five_byte_tokens_against_the_oracle() {
    // The longest shapes (`S:+L^`) need five bytes: sweep them over a smaller alphabet.
    let oracle = Regex::new(r"\A[A-Za-z]:[-+]?[A-Za-z]\^?\z").unwrap();
    for bytes in tabula_testkit::byte_strings(b"Kk:+^'", 5).filter(|b| b.len() == 5) {
        assert_eq!(
            QualifiedPiece::parse_bytes(&bytes).is_ok(),
            oracle.is_match(&bytes),
            "{bytes:?}"
        );
    }
}

#[test]
fn length_bound_is_checked_first() {
    let huge = vec![b':'; 1 << 20];
    assert_eq!(
        QualifiedPiece::parse_bytes(&huge),
        Err(Error::TooLong { len: 1 << 20 })
    );
}

#[test]
fn cross_style_conversion_examples() {
    // qpi.md §10: chess `C` (first) against makruk `m` (second).
    let (chess, makruk) = (Style::parse("C").unwrap(), Style::parse("m").unwrap());
    for (epin, qpi) in [
        ("K^", "C:K^"),
        ("k^", "m:k^"),
        ("P'", "m:P"),
        ("r'", "C:r"),
        ("+r'", "C:+r"),
    ] {
        let token = ExtendedPiece::parse(epin).unwrap();
        let qualified = QualifiedPiece::from_extended(token, chess, makruk);
        assert_eq!(qualified.to_string(), qpi);
        assert_eq!(qualified.to_extended(chess, makruk), Ok(token));
    }
    let foreign = QualifiedPiece::parse("S:K").unwrap();
    let error = foreign.to_extended(chess, makruk).unwrap_err();
    assert_eq!(error.code(), "foreign-style");
    // A case-mismatched player style is foreign too: `c:p` in a `C/s` match.
    let shogi = Style::parse("s").unwrap();
    assert!(
        QualifiedPiece::parse("c:p")
            .unwrap()
            .to_extended(chess, shogi)
            .is_err()
    );
}

#[test]
fn every_error_message_is_stable() {
    let inputs = [
        "", "C:+K^x", "CK", "C", ":K", "C:", "CC:K", "1:K", "C::K", "C:K'", "C:K^^", "C:+",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = QualifiedPiece::parse(input).unwrap_err();
        writeln!(report, "{input:?} -> [{}] @{}: {e}", e.code(), e.offset()).unwrap();
    }
    let (chess, shogi) = (Style::parse("C").unwrap(), Style::parse("s").unwrap());
    let foreign = QualifiedPiece::parse("m:p")
        .unwrap()
        .to_extended(chess, shogi)
        .unwrap_err();
    writeln!(report, "m:p in C/s -> [{}]: {foreign}", foreign.code()).unwrap();
    insta::assert_snapshot!(report);
}

#[test]
fn serde_uses_the_token_string() {
    let piece = QualifiedPiece::parse("s:+R^").unwrap();
    let text = serde_json::to_string(&piece).unwrap();
    assert_eq!(text, "\"s:+R^\"");
    assert_eq!(
        serde_json::from_str::<QualifiedPiece>(&text).unwrap(),
        piece
    );
    assert!(serde_json::from_str::<QualifiedPiece>("\"s:R'\"").is_err());
}

#[test]
fn conformance_fixtures() {
    for file in ["qpi/1.0.0/valid.json", "qpi/1.0.0/invalid.json"] {
        for case in tabula_testkit::load_cases(file) {
            let parsed = QualifiedPiece::parse_bytes(&case.input);
            assert_eq!(parsed.is_ok(), case.valid, "{}", case.id);
            match parsed {
                Ok(piece) => {
                    assert_eq!(Some(value(piece)), case.value, "{}", case.id);
                    assert_eq!(Some(piece.to_string()), case.canonical, "{}", case.id);
                }
                Err(e) => assert_eq!(Some(e.code()), case.error.as_deref(), "{}", case.id),
            }
        }
    }
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..8)) {
        if let Err(e) = QualifiedPiece::parse_bytes(&bytes) {
            prop_assert!(e.offset() <= bytes.len());
        }
        let _ = QualifiedPiece::parse_prefix(&bytes);
    }

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,7}") {
        let _ = QualifiedPiece::parse(&text);
    }

    #[test]
    fn parse_after_format_is_identity(index in 0usize..16_224) {
        let piece = QualifiedPiece::all().nth(index).unwrap();
        prop_assert_eq!(QualifiedPiece::parse(&piece.to_string()), Ok(piece));
        prop_assert_eq!(QualifiedPiece::from_bits(piece.to_bits()), Some(piece));
    }
}
