//! Integration tests: exhaustive domain, regex oracle sweep, properties, snapshots, spec examples, fixtures.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use serde_json::{Value, json};
use tabula_qpi::{Error, ExtendedPiece, Piece, QualifiedPiece, Style};
use tabula_testkit::token::{self, check_readers_agree};

// The size promises, checked when the tests compile.
const _: () = assert!(size_of::<QualifiedPiece>() == 2);
const _: () = assert!(size_of::<Option<QualifiedPiece>>() == 2);

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

// Every reader of `QualifiedPiece`, for the shared checks (`check_readers_agree`: every way of parsing
// agrees, and an error points into the input).
tabula_testkit::readers!(Pieces: QualifiedPiece, Error, max_len: QualifiedPiece::MAX_LEN, prefix);

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
        let parsed = check_readers_agree::<Pieces>(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        if let Ok(piece) = parsed {
            assert_eq!(piece.to_string().as_bytes(), bytes.as_slice());
            accepted += 1;
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
fn parse_prefix_reads_one_token_from_left_to_right() {
    use tabula_qpi::pin;
    let piece = |text: &str| QualifiedPiece::parse(text).unwrap();
    assert_eq!(
        QualifiedPiece::parse_prefix(b"C:K^^"),
        Ok((piece("C:K^"), 4))
    );
    assert_eq!(
        QualifiedPiece::parse_prefix(b"s:+r/"),
        Ok((piece("s:+r"), 4))
    );
    assert_eq!(
        QualifiedPiece::parse_prefix(b"c:-p^'x"),
        Ok((piece("c:-p^"), 5))
    );
    let cases: [(&[u8], Error); 11] = [
        (b"", Error::Empty),
        (b":K", Error::MissingStyle),
        (
            b"1:K",
            Error::Sin(tabula_qpi::sin::Error::InvalidLetter {
                offset: 0,
                byte: b'1',
            }),
        ),
        (b"C", Error::MissingSeparator { offset: 1 }),
        (b"CK C:K", Error::MissingSeparator { offset: 1 }),
        (b"CC:K", Error::MissingSeparator { offset: 1 }),
        (b"C:", Error::MissingPiece { offset: 2 }),
        (b"C::K", Error::ExtraSeparator { offset: 2 }),
        (b"C:+:K", Error::ExtraSeparator { offset: 3 }),
        (
            b"C:+/x",
            Error::Pin {
                offset: 2,
                source: pin::Error::InvalidLetter {
                    offset: 1,
                    byte: b'/',
                },
            },
        ),
        (
            b"C:'K",
            Error::Pin {
                offset: 2,
                source: pin::Error::DerivationMarker { offset: 0 },
            },
        ),
    ];
    for (bytes, error) in cases {
        assert_eq!(QualifiedPiece::parse_prefix(bytes), Err(error), "{bytes:?}");
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
    // QPI, "Attributes" (native or derived): chess `C` (first) against makruk `m` (second).
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
        "",
        "C:+K^x",
        "CK",
        "C",
        "C-K",
        ":K",
        ":",
        "C:",
        "CC:K",
        "1:K",
        " C:K",
        "C : K",
        "\u{0421}:K",
        "C::K",
        "c:K:",
        "C:KK",
        "C:^K",
        "C:K'",
        "C:K^^",
        "C:++K",
        "C:+",
        "C:K\n",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = QualifiedPiece::parse(input).unwrap_err();
        writeln!(
            report,
            "{input:?} -> [{}] @{}: {e} | {e:?}",
            e.code(),
            e.offset()
        )
        .unwrap();
    }
    let (chess, shogi) = (Style::parse("C").unwrap(), Style::parse("s").unwrap());
    let foreign = QualifiedPiece::parse("m:p")
        .unwrap()
        .to_extended(chess, shogi)
        .unwrap_err();
    writeln!(
        report,
        "m:p in C/s -> [{}] @{}: {foreign} | {foreign:?}",
        foreign.code(),
        foreign.offset()
    )
    .unwrap();
    insta::assert_snapshot!(report);
}

#[test]
fn component_errors_are_the_sources() {
    use std::error::Error as _;
    let sin = QualifiedPiece::parse("1:K").unwrap_err();
    let source = sin.source().expect("a SIN error has its source");
    assert_eq!(
        source.to_string(),
        tabula_qpi::sin::Error::InvalidLetter {
            offset: 0,
            byte: b'1'
        }
        .to_string()
    );
    let pin = QualifiedPiece::parse("C:K^^").unwrap_err();
    let source = pin.source().expect("a PIN error has its source");
    assert_eq!(
        source.to_string(),
        tabula_qpi::pin::Error::DoubledTerminalMarker { offset: 2 }.to_string()
    );
    assert!(QualifiedPiece::parse("CK").unwrap_err().source().is_none());
}

#[test]
fn display_honours_width_fill_and_alignment() {
    let piece = QualifiedPiece::parse("s:+R^").unwrap();
    token::check_display_pads_like_str(&piece, "s:+R^");
    assert_eq!(format!("{piece:?}"), "QualifiedPiece(\"s:+R^\")");
}

#[test]
fn hash_agrees_with_eq() {
    token::check_hash_agrees_with_eq(QualifiedPiece::all(), 16_224);
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_token_string_and_validates() {
    let case = token::SerdeCase {
        value: QualifiedPiece::parse("s:+R^").unwrap(),
        json: "\"s:+R^\"",
        refused: &["\"s:R'\"", "\"\"", "\"C:K \"", "\"CK\"", "3", "null"],
        message: ("\"C:\"", "missing piece (PIN)"),
    };
    token::check_serde_uses_the_token_string(&case, QualifiedPiece::all().step_by(7));
}

/// The valid and invalid tokens of the specification and its examples page
/// (<https://sashite.dev/specs/qpi/1.0.0/>, "Examples"), one named test per row.
mod spec_examples {
    use tabula_qpi::{Error, Letter, QualifiedPiece, Side, State, pin, sin};

    const fn pin_error(source: pin::Error) -> Error {
        Error::Pin { offset: 2, source }
    }

    tabula_testkit::valid_examples! {
        QualifiedPiece, |piece| (piece.style_letter(), piece.letter(), piece.side(), piece.state(), piece.is_terminal(), piece.is_derived()), (Letter Letter Side State bool bool);
        valid_chess_king: "C:K" => C K First Normal false false;
        valid_second_chess_king: "c:k" => C K Second Normal false false;
        valid_terminal_chess_king: "C:K^" => C K First Normal true false;
        valid_second_terminal_chess_king: "c:k^" => C K Second Normal true false;
        valid_shogi_dragon: "S:+R" => S R First Enhanced false false;
        valid_second_shogi_dragon: "s:+r" => S R Second Enhanced false false;
        valid_xiangqi_general: "X:G^" => X G First Normal true false;
        valid_second_diminished_xiangqi_soldier: "x:-s" => X S Second Diminished false false;
        valid_makruk_promoted_pawn: "M:+P" => M P First Enhanced false false;
        valid_terminal_shogi_dragon: "S:+R^" => S R First Enhanced true false;
        valid_derived_second_chess_king: "C:k" => C K Second Normal false true;
        valid_derived_first_chess_king: "c:K" => C K First Normal false true;
        valid_derived_shogi_dragon: "S:+r" => S R Second Enhanced false true;
        valid_derived_terminal_shogi_dragon: "s:+R^" => S R First Enhanced true true;
        valid_derived_diminished_terminal_pawn: "W:-p^" => W P Second Diminished true true;
        valid_derived_janggi_queen_first: "j:Q" => J Q First Normal false true;
        valid_derived_janggi_queen_second: "J:q" => J Q Second Normal false true;
        valid_derived_terminal_chess_king: "C:k^" => C K Second Normal true true;
        valid_derived_enhanced_terminal_ogi_king: "O:+k^" => O K Second Enhanced true true;
        valid_derived_makruk_pawn: "m:P" => M P First Normal false true;
        valid_derived_highest_letters: "Z:z" => Z Z Second Normal false true;
        valid_second_diminished_chess_pawn: "c:-p" => C P Second Diminished false false;
    }

    tabula_testkit::invalid_examples! {
        QualifiedPiece;
        invalid_empty: "" => Error::Empty;
        invalid_no_separator: "CK" => Error::MissingSeparator { offset: 1 };
        invalid_dash_separator: "C-K" => Error::MissingSeparator { offset: 1 };
        invalid_semicolon_separator: "C;K" => Error::MissingSeparator { offset: 1 };
        invalid_style_alone: "C" => Error::MissingSeparator { offset: 1 };
        invalid_empty_piece: "C:" => Error::MissingPiece { offset: 2 };
        invalid_empty_style: ":K" => Error::MissingStyle;
        invalid_both_parts_empty: ":" => Error::MissingStyle;
        invalid_extra_colon_before_piece: "C::K" => Error::ExtraSeparator { offset: 2 };
        invalid_extra_colon_after_piece: "c:K:" => Error::ExtraSeparator { offset: 3 };
        invalid_style_two_letters: "CC:K" => Error::Sin(sin::Error::TooLong { len: 2 });
        invalid_style_digit: "1:K" => Error::Sin(sin::Error::InvalidLetter { offset: 0, byte: b'1' });
        invalid_modifier_on_style: "+C:K" => Error::Sin(sin::Error::TooLong { len: 2 });
        invalid_leading_space: " C:K" => Error::Sin(sin::Error::TooLong { len: 2 });
        invalid_spaces_around_colon: "C : K" => Error::Sin(sin::Error::TooLong { len: 2 });
        invalid_piece_two_letters: "C:KK" => pin_error(pin::Error::TrailingByte { offset: 1, byte: b'K' });
        invalid_marker_before_letter: "C:^K" => pin_error(pin::Error::MisplacedTerminalMarker { offset: 0 });
        invalid_doubled_terminal_marker: "C:K^^" => pin_error(pin::Error::DoubledTerminalMarker { offset: 2 });
        invalid_doubled_modifier: "C:++K" => pin_error(pin::Error::DoubledStateModifier { offset: 1 });
        invalid_piece_without_letter: "C:+" => pin_error(pin::Error::MissingLetter { offset: 1 });
        invalid_derivation_marker: "C:K'" => pin_error(pin::Error::DerivationMarker { offset: 1 });
        invalid_derivation_marker_on_derived: "C:k'" => pin_error(pin::Error::DerivationMarker { offset: 1 });
        invalid_trailing_newline: "C:K\n" => pin_error(pin::Error::TrailingByte { offset: 1, byte: b'\n' });
        invalid_trailing_space: "C:K " => pin_error(pin::Error::TrailingByte { offset: 1, byte: b' ' });
        invalid_cyrillic_style: "\u{0421}:K" => Error::Sin(sin::Error::TooLong { len: 2 });
        invalid_too_long: "C:+K^x" => Error::TooLong { len: 6 };
    }
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

fn any_piece() -> impl Strategy<Value = QualifiedPiece> {
    (0u16..16_224).prop_map(|rank| {
        let style = Style::all().nth(usize::from(rank / 312)).unwrap();
        let piece = Piece::all().nth(usize::from(rank % 312)).unwrap();
        QualifiedPiece::new(style, piece)
    })
}

fn any_style() -> impl Strategy<Value = Style> {
    (0usize..52).prop_map(|i| Style::all().nth(i).unwrap())
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic_and_every_reader_agrees(bytes in token::bytes_favouring(b":+^'Ck", 0..8)) {
        // The shared checks: every reader agrees, a token prefix is 3 to `MAX_LEN` bytes, is what the
        // whole-input reader reads, and fails only where the whole input fails, at an offset inside it.
        let parsed = check_readers_agree::<Pieces>(&bytes);
        let _ = token::check_prefix_reader::<Pieces>(&bytes, &parsed, 3);
    }

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,7}") {
        let parsed = QualifiedPiece::parse(&text);
        prop_assert_eq!(parsed.is_ok(), QualifiedPiece::is_valid(&text));
        if let Ok(piece) = parsed {
            prop_assert_eq!(piece.to_string(), text);
        }
    }

    #[test]
    fn parse_after_format_is_identity(piece in any_piece()) {
        prop_assert_eq!(QualifiedPiece::parse(&piece.to_string()), Ok(piece));
        prop_assert_eq!(QualifiedPiece::from_bits(piece.to_bits()), Some(piece));
        let mut buf = [0; QualifiedPiece::MAX_LEN];
        prop_assert_eq!(QualifiedPiece::parse(piece.encode(&mut buf)), Ok(piece));
        prop_assert_eq!(piece.to_string(), format!("{}:{}", piece.style(), piece.piece()));
    }

    #[test]
    fn ord_is_style_then_piece(a in any_piece(), b in any_piece()) {
        let key = |p: QualifiedPiece| (p.style(), p.piece());
        prop_assert_eq!(a.cmp(&b), key(a).cmp(&key(b)));
        prop_assert_eq!(a == b, a.cmp(&b).is_eq());
    }

    #[test]
    fn transformations_and_queries(piece in any_piece(), other in any_piece(), style in any_style()) {
        let (sin, pin) = (piece.style(), piece.piece());
        prop_assert_eq!(piece.is_native(), sin.side() == pin.side());
        prop_assert_eq!(piece.is_derived(), !piece.is_native());
        // native/derive change the PIN side only, and are idempotent.
        prop_assert_eq!(piece.native(), QualifiedPiece::new(sin, pin.with_side(sin.side())));
        prop_assert_eq!(piece.derive(), QualifiedPiece::new(sin, pin.with_side(sin.side().flip())));
        prop_assert_eq!(piece.native().native(), piece.native());
        prop_assert_eq!(piece.derive().derive(), piece.derive());
        // flip changes both cases and keeps the relation.
        prop_assert_eq!(piece.flip(), QualifiedPiece::new(sin.flip(), pin.flip()));
        prop_assert_eq!(piece.flip().is_native(), piece.is_native());
        prop_assert_eq!(piece.with_style(style), QualifiedPiece::new(style, pin));
        prop_assert_eq!(piece.with_piece(other.piece()), QualifiedPiece::new(sin, other.piece()));
        // The older API's conveniences read and change the PIN part.
        prop_assert_eq!(
            (piece.style_letter(), piece.letter(), piece.side(), piece.state(), piece.is_terminal()),
            (sin.letter(), pin.letter(), pin.side(), pin.state(), pin.is_terminal())
        );
        prop_assert_eq!(
            (piece.is_first(), piece.is_second(), piece.is_normal(), piece.is_enhanced(), piece.is_diminished()),
            (pin.is_first(), pin.is_second(), pin.is_normal(), pin.is_enhanced(), pin.is_diminished())
        );
        prop_assert_eq!(piece.enhance(), QualifiedPiece::new(sin, pin.enhance()));
        prop_assert_eq!(piece.diminish(), QualifiedPiece::new(sin, pin.diminish()));
        prop_assert_eq!(piece.normalize(), QualifiedPiece::new(sin, pin.normalize()));
        prop_assert_eq!(piece.same_style(other), sin.letter() == other.style().letter());
        prop_assert_eq!(piece.cross_style(other), !piece.same_style(other));
        prop_assert_eq!(piece.same_type(other), pin.letter() == other.piece().letter());
        prop_assert_eq!(piece.same_side(other), pin.side() == other.piece().side());
        prop_assert_eq!(piece.same_state(other), pin.state() == other.piece().state());
        // Dropping the style gives the EPIN token with the same relation.
        prop_assert_eq!(piece.extended(), ExtendedPiece::new(pin, piece.is_derived()));
    }
}
