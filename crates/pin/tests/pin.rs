//! Integration tests of `tabula-pin`: the whole domain, the spec's regular expression as an oracle, properties,
//! error messages, the specification's examples, serde and the bounds.

use std::fmt::Write as _;

use proptest::prelude::*;
use regex::bytes::Regex;
use tabula_pin::{Error, Letter, Piece, Side, State};
use tabula_testkit::token::{self, check_readers_agree};

// The size promises, checked when the tests compile.
const _: () = assert!(size_of::<Piece>() <= 2);
const _: () = assert!(size_of::<Option<Piece>>() <= 2);
const _: () = assert!(size_of::<State>() == 1);

/// The token grammar of the specification (<https://sashite.dev/specs/pin/1.0.0/>, "Syntax") as an anchored
/// regular expression, in its unambiguous whole-input form.
const SPEC_REGEX: &str = r"\A[-+]?[A-Za-z]\^?\z";

/// The prefixes of the language: what can still become a token.
const VIABLE_PREFIX: &str = r"\A[-+]?([A-Za-z]\^?)?\z";

// Every reader of `Piece`, for the shared checks (`check_readers_agree`: every way of parsing agrees).
tabula_testkit::readers!(Pieces: Piece, Error, max_len: Piece::MAX_LEN, prefix);

fn piece(letter: Letter, side: Side, state: State, terminal: bool) -> Piece {
    Piece::new(letter, side, state, terminal)
}

#[test]
fn every_token_of_the_domain_round_trips() {
    let all: Vec<Piece> = Piece::all().collect();
    assert_eq!(all.len(), 312);
    for pair in all.windows(2) {
        assert!(pair[0] < pair[1], "all() is in Ord order: {pair:?}");
    }
    let mut buf = [0; Piece::MAX_LEN];
    for token in all {
        let text = token.to_string();
        assert_eq!(text, token.as_str());
        assert_eq!(token.encode(&mut buf), text);
        assert_eq!(text.len(), token.encoded_len());
        assert_eq!(
            check_readers_agree::<Pieces>(text.as_bytes()),
            Ok(token),
            "{text}"
        );
        assert_eq!(
            Piece::parse_prefix(text.as_bytes()),
            Ok((token, text.len()))
        );
        assert_eq!(Piece::from_bits(token.to_bits()), Some(token));
        assert_eq!(
            piece(
                token.letter(),
                token.side(),
                token.state(),
                token.is_terminal()
            ),
            token
        );
        // What the text says is what the accessors say.
        let expected_prefix = token.state().prefix();
        assert!(text.starts_with(expected_prefix), "{text}");
        let letter = text.as_bytes()[expected_prefix.len()];
        assert_eq!(
            Letter::from_ascii(letter),
            Some((token.letter(), token.side()))
        );
        assert_eq!(text.ends_with('^'), token.is_terminal());
    }
}

#[test]
fn accepts_exactly_what_the_spec_regex_accepts() {
    let oracle = Regex::new(SPEC_REGEX).unwrap();
    let viable = Regex::new(VIABLE_PREFIX).unwrap();
    let alphabet = b"AKZakz+-^':01 \n\xff";
    let mut accepted = 0;
    let mut rejected = 0;
    for bytes in tabula_testkit::byte_strings(alphabet, 4) {
        let parsed = check_readers_agree::<Pieces>(&bytes);
        assert_eq!(parsed.is_ok(), oracle.is_match(&bytes), "{bytes:?}");
        match parsed {
            Ok(token) => {
                assert_eq!(token.as_str().as_bytes(), bytes.as_slice());
                accepted += 1;
            }
            Err(Error::TooLong { len }) => {
                assert!(len > Piece::MAX_LEN && len == bytes.len());
                rejected += 1;
            }
            Err(error) => {
                // The offset is where the input stops being the start of some token.
                let longest_viable = (0..=bytes.len())
                    .rev()
                    .find(|&n| viable.is_match(&bytes[..n]))
                    .unwrap();
                assert_eq!(error.offset(), longest_viable, "{bytes:?}: {error:?}");
                rejected += 1;
            }
        }
    }
    // 6 letters × (1 + 2 modifiers) × (1 + terminal).
    assert_eq!(accepted, 6 * 3 * 2);
    assert_eq!(
        accepted + rejected,
        1 + 16 + 16 * 16 + 16 * 16 * 16 + 16 * 16 * 16 * 16
    );
}

#[test]
fn a_megabyte_is_rejected_by_its_length() {
    let huge = vec![b'K'; 1 << 20];
    assert_eq!(
        Piece::parse_bytes(&huge),
        Err(Error::TooLong { len: 1 << 20 })
    );
    let text = "+".repeat(1 << 20);
    assert_eq!(Piece::parse(&text), Err(Error::TooLong { len: 1 << 20 }));
    assert!(!Piece::is_valid(&text));
    // The prefix reader reads one token and stops.
    assert_eq!(
        Piece::parse_prefix(&huge),
        Ok((piece(Letter::K, Side::First, State::Normal, false), 1))
    );
}

#[test]
fn parse_prefix_reads_the_longest_token_and_leaves_the_rest() {
    let enhanced_king = piece(Letter::K, Side::First, State::Enhanced, true);
    assert_eq!(Piece::parse_prefix(b"+K^'x"), Ok((enhanced_king, 3)));
    assert_eq!(Piece::parse_prefix(b"+K^"), Ok((enhanced_king, 3)));
    assert_eq!(
        Piece::parse_prefix(b"p/P"),
        Ok((piece(Letter::P, Side::Second, State::Normal, false), 1))
    );
    assert_eq!(
        Piece::parse_prefix(b"-p^^"),
        Ok((piece(Letter::P, Side::Second, State::Diminished, true), 3))
    );
    assert_eq!(Piece::parse_prefix(b""), Err(Error::Empty));
    assert_eq!(
        Piece::parse_prefix(b"+"),
        Err(Error::MissingLetter { offset: 1 })
    );
    assert_eq!(
        Piece::parse_prefix(b"--p"),
        Err(Error::DoubledStateModifier { offset: 1 })
    );
    assert_eq!(
        Piece::parse_prefix(b"^K"),
        Err(Error::MisplacedTerminalMarker { offset: 0 })
    );
    assert_eq!(
        Piece::parse_prefix(b"'K"),
        Err(Error::DerivationMarker { offset: 0 })
    );
    assert_eq!(
        Piece::parse_prefix(b"8/8"),
        Err(Error::InvalidLetter {
            offset: 0,
            byte: b'8'
        })
    );
}

#[test]
fn every_error_message_is_stable() {
    let inputs: [&[u8]; 16] = [
        b"",
        b"KKKK",
        b"\xf0\x9f\xa8\x80",
        b"1",
        b"+1",
        b"\xc3\xa9",
        b"+",
        b"-",
        b"++K",
        b"+-K",
        b"K+",
        b"K^-",
        b"^K",
        b"K^^",
        b"K'",
        b"C:K",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = Piece::parse_bytes(input).unwrap_err();
        writeln!(
            report,
            "\"{}\" -> [{}] @{}: {e} | {e:?}",
            input.escape_ascii(),
            e.code(),
            e.offset()
        )
        .unwrap();
    }
    let e = "promoted".parse::<State>().unwrap_err();
    writeln!(
        report,
        "state \"promoted\" -> [{}] @{}: {e} | {e:?}",
        e.code(),
        e.offset()
    )
    .unwrap();
    insta::assert_snapshot!(report);
}

#[test]
fn display_honours_width_fill_and_alignment() {
    let token = piece(Letter::K, Side::Second, State::Enhanced, true);
    token::check_display_pads_like_str(&token, "+k^");
    assert_eq!(format!("{token:?}"), "Piece(\"+k^\")");
    token::check_display_pads_like_str(&State::Diminished, "diminished");
    token::check_display_pads_like_str(&State::Normal, "normal");
}

#[test]
fn hash_agrees_with_eq() {
    token::check_hash_agrees_with_eq(Piece::all(), 312);
}

#[test]
fn states_have_their_words_and_prefixes() {
    for (state, word, prefix) in [
        (State::Diminished, "diminished", "-"),
        (State::Normal, "normal", ""),
        (State::Enhanced, "enhanced", "+"),
    ] {
        assert_eq!((state.as_str(), state.prefix()), (word, prefix));
        assert_eq!(word.parse::<State>(), Ok(state));
        assert_eq!(state.to_string(), word);
    }
    for bad in ["", "Normal", "promoted", " normal", "normal\n", "+"] {
        assert_eq!(bad.parse::<State>(), Err(Error::UnknownState), "{bad:?}");
    }
    assert_eq!(
        State::ALL,
        [State::Diminished, State::Normal, State::Enhanced]
    );
    assert_eq!(
        [
            State::Normal as u8,
            State::Enhanced as u8,
            State::Diminished as u8
        ],
        [0, 1, 2]
    );
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_token_string_and_validates() {
    let case = token::SerdeCase {
        value: piece(Letter::K, Side::First, State::Enhanced, true),
        json: "\"+K^\"",
        refused: &["\"\"", "\"K^^\"", "\"K'\"", "\"+K^ \"", "12", "null"],
        message: (
            "\"K+\"",
            "state modifier at byte 1 must come before the letter",
        ),
    };
    token::check_serde_uses_the_token_string(&case, Piece::all());
    assert_eq!(
        serde_json::to_string(&State::Diminished).unwrap(),
        "\"diminished\""
    );
    assert_eq!(
        serde_json::from_str::<State>("\"enhanced\"").unwrap(),
        State::Enhanced
    );
    assert!(serde_json::from_str::<State>("\"Enhanced\"").is_err());
    let board: Vec<Option<Piece>> = serde_json::from_str("[\"k^\", null, \"-P\"]").unwrap();
    assert_eq!(
        serde_json::to_string(&board).unwrap(),
        "[\"k^\",null,\"-P\"]"
    );
}

/// The valid and invalid tokens of the specification and its examples page
/// (<https://sashite.dev/specs/pin/1.0.0/>, "Examples"), one named test per row.
mod spec_examples {
    use super::{Error, Letter, Piece, Side, State};

    tabula_testkit::valid_examples! {
        Piece, |piece| (piece.letter(), piece.side(), piece.state(), piece.is_terminal()), (Letter Side State bool);
        valid_king: "K" => K First Normal false;
        valid_second_king: "k" => K Second Normal false;
        valid_terminal_king: "K^" => K First Normal true;
        valid_second_terminal_king: "k^" => K Second Normal true;
        valid_enhanced_terminal_king: "+K^" => K First Enhanced true;
        valid_diminished_terminal_king: "-K^" => K First Diminished true;
        valid_second_diminished_terminal_king: "-k^" => K Second Diminished true;
        valid_queen: "Q" => Q First Normal false;
        valid_second_terminal_queen: "q^" => Q Second Normal true;
        valid_enhanced_rook: "+R" => R First Enhanced false;
        valid_second_enhanced_rook: "+r" => R Second Enhanced false;
        valid_diminished_pawn: "-P" => P First Diminished false;
        valid_second_diminished_pawn: "-p" => P Second Diminished false;
        valid_enhanced_pawn: "+P" => P First Enhanced false;
        valid_terminal_general: "G^" => G First Normal true;
        valid_enhanced_terminal_general: "+G^" => G First Enhanced true;
        valid_second_terminal_general: "g^" => G Second Normal true;
        valid_second_enhanced_soldier: "+s" => S Second Enhanced false;
        valid_diminished_knight: "-N" => N First Diminished false;
        valid_lowest_letter: "A" => A First Normal false;
        valid_highest_letter_second: "z" => Z Second Normal false;
        valid_diminished_terminal_highest_letter: "-Z^" => Z First Diminished true;
        valid_second_enhanced_lowest_letter: "+a" => A Second Enhanced false;
    }

    tabula_testkit::invalid_examples! {
        Piece;
        invalid_empty: "" => Error::Empty;
        invalid_two_letters: "KK" => Error::TrailingByte { offset: 1, byte: b'K' };
        invalid_two_letters_mixed_case: "Kk" => Error::TrailingByte { offset: 1, byte: b'k' };
        invalid_three_letters: "KKK" => Error::TrailingByte { offset: 1, byte: b'K' };
        invalid_doubled_modifier: "++K" => Error::DoubledStateModifier { offset: 1 };
        invalid_doubled_minus: "--K" => Error::DoubledStateModifier { offset: 1 };
        invalid_mixed_modifiers: "+-K" => Error::DoubledStateModifier { offset: 1 };
        invalid_modifier_after_letter: "K+" => Error::MisplacedStateModifier { offset: 1 };
        invalid_minus_after_letter: "K-" => Error::MisplacedStateModifier { offset: 1 };
        invalid_modifier_after_lowercase_letter: "k+" => Error::MisplacedStateModifier { offset: 1 };
        invalid_modifier_after_marker: "K^+" => Error::MisplacedStateModifier { offset: 2 };
        invalid_plus_alone: "+" => Error::MissingLetter { offset: 1 };
        invalid_minus_alone: "-" => Error::MissingLetter { offset: 1 };
        invalid_marker_alone: "^" => Error::MisplacedTerminalMarker { offset: 0 };
        invalid_digit: "1" => Error::InvalidLetter { offset: 0, byte: b'1' };
        invalid_digit_before_letter: "1K" => Error::InvalidLetter { offset: 0, byte: b'1' };
        invalid_digit_after_modifier: "+1" => Error::InvalidLetter { offset: 1, byte: b'1' };
        invalid_nul: "\0" => Error::InvalidLetter { offset: 0, byte: 0 };
        invalid_marker_before_letter: "^K" => Error::MisplacedTerminalMarker { offset: 0 };
        invalid_marker_on_both_sides: "^K^" => Error::MisplacedTerminalMarker { offset: 0 };
        invalid_doubled_marker: "K^^" => Error::DoubledTerminalMarker { offset: 2 };
        invalid_marker_between_modifier_and_letter: "+^K" => Error::MisplacedTerminalMarker { offset: 1 };
        invalid_derivation_marker: "K'" => Error::DerivationMarker { offset: 1 };
        invalid_leading_space: " K" => Error::InvalidLetter { offset: 0, byte: b' ' };
        invalid_leading_space_terminal: " K^" => Error::InvalidLetter { offset: 0, byte: b' ' };
        invalid_trailing_space: "K " => Error::TrailingByte { offset: 1, byte: b' ' };
        invalid_trailing_newline: "K\n" => Error::TrailingByte { offset: 1, byte: b'\n' };
        invalid_enhanced_trailing_newline: "+K\n" => Error::TrailingByte { offset: 2, byte: b'\n' };
        invalid_leading_newline: "\nK" => Error::InvalidLetter { offset: 0, byte: b'\n' };
        invalid_four_letters: "KKKK" => Error::TooLong { len: 4 };
        invalid_doubled_marker_after_longest_shape: "+K^^" => Error::TooLong { len: 4 };
        invalid_junk_after_longest_shape: "+K^x" => Error::TooLong { len: 4 };
        invalid_word: "hello" => Error::TooLong { len: 5 };
        invalid_letter_where_marker_may_be: "+KK" => Error::TrailingByte { offset: 2, byte: b'K' };
        invalid_non_ascii_letter: "é" => Error::InvalidLetter { offset: 0, byte: 0xC3 };
        invalid_letter_then_non_ascii: "Ké" => Error::TrailingByte { offset: 1, byte: 0xC3 };
        invalid_chess_symbol: "♚" => Error::InvalidLetter { offset: 0, byte: 0xE2 };
        invalid_white_chess_symbol: "♔" => Error::InvalidLetter { offset: 0, byte: 0xE2 };
        invalid_four_byte_character: "\u{1FA00}" => Error::TooLong { len: 4 };
        invalid_qpi_token: "C:K" => Error::TrailingByte { offset: 1, byte: b':' };
        invalid_trailing_nul: "K\0" => Error::TrailingByte { offset: 1, byte: 0 };
    }

    #[test]
    fn invalid_ill_formed_utf8_bytes() {
        assert_eq!(
            Piece::parse_bytes(&[0xFF, 0xFE]),
            Err(Error::InvalidLetter {
                offset: 0,
                byte: 0xFF
            })
        );
        assert_eq!(
            Piece::parse_bytes(b"+\xff"),
            Err(Error::InvalidLetter {
                offset: 1,
                byte: 0xFF
            })
        );
    }
}

fn any_piece() -> impl Strategy<Value = Piece> {
    (0..26u8, any::<bool>(), 0..3usize, any::<bool>()).prop_map(
        |(index, second, state, terminal)| {
            piece(
                Letter::from_index(index).unwrap(),
                if second { Side::Second } else { Side::First },
                State::ALL[state],
                terminal,
            )
        },
    )
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic_and_every_reader_agrees(bytes in token::bytes_favouring(b"+-^'Kp", 0..6)) {
        // The shared checks: every reader agrees, an error points into the input and has a message, a
        // token prefix is 1 to `MAX_LEN` bytes, is what the whole-input reader reads, and fails only where
        // the whole input fails.
        let parsed = check_readers_agree::<Pieces>(&bytes);
        match token::check_prefix_reader::<Pieces>(&bytes, &parsed, 1) {
            Ok((_, used)) => {
                // The longest token is taken.
                if used < bytes.len() && used < Piece::MAX_LEN {
                    prop_assert!(Piece::parse_bytes(&bytes[..=used]).is_err());
                }
            }
            Err(e) => prop_assert!(e.offset() <= 1),
        }
    }

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,6}") {
        let parsed = Piece::parse(&text);
        prop_assert_eq!(parsed.is_ok(), Piece::is_valid(&text));
        if let Ok(token) = parsed {
            prop_assert_eq!(token.as_str(), text.as_str());
        }
    }

    #[test]
    fn parse_after_format_is_identity(token in any_piece()) {
        prop_assert_eq!(Piece::parse(&token.to_string()), Ok(token));
        prop_assert_eq!(Piece::from_bits(token.to_bits()), Some(token));
        let mut buf = [0; Piece::MAX_LEN];
        prop_assert_eq!(Piece::parse(token.encode(&mut buf)), Ok(token));
    }

    #[test]
    fn ord_is_letter_side_state_terminal(a in any_piece(), b in any_piece()) {
        let key = |p: Piece| (p.letter(), p.side(), p.state(), p.is_terminal());
        prop_assert_eq!(a.cmp(&b), key(a).cmp(&key(b)));
        prop_assert_eq!(a == b, a.cmp(&b).is_eq());
    }

    #[test]
    fn transformations_change_one_attribute(token in any_piece(), index in 0..26u8, state in 0..3usize) {
        let letter = Letter::from_index(index).unwrap();
        let state = State::ALL[state];
        let parts = |p: Piece| (p.letter(), p.side(), p.state(), p.is_terminal());
        let (l, s, st, t) = parts(token);
        prop_assert_eq!(parts(token.with_letter(letter)), (letter, s, st, t));
        prop_assert_eq!(parts(token.flip()), (l, s.flip(), st, t));
        prop_assert_eq!(parts(token.with_side(Side::Second)), (l, Side::Second, st, t));
        prop_assert_eq!(parts(token.with_state(state)), (l, s, state, t));
        prop_assert_eq!(parts(token.enhance()), (l, s, State::Enhanced, t));
        prop_assert_eq!(parts(token.diminish()), (l, s, State::Diminished, t));
        prop_assert_eq!(parts(token.normalize()), (l, s, State::Normal, t));
        prop_assert_eq!(parts(token.mark_terminal()), (l, s, st, true));
        prop_assert_eq!(parts(token.unmark_terminal()), (l, s, st, false));
        prop_assert_eq!(parts(token.with_terminal(!t)), (l, s, st, !t));
        prop_assert!(token.same_letter(token.flip()) && !token.same_side(token.flip()));
        prop_assert_eq!(token.same_state(token.with_state(state)), st == state);
        prop_assert!(!token.same_terminal(token.with_terminal(!t)));
        prop_assert_eq!(
            (token.is_first(), token.is_second()),
            (s == Side::First, s == Side::Second)
        );
        prop_assert_eq!(
            (token.is_normal(), token.is_enhanced(), token.is_diminished()),
            (st == State::Normal, st == State::Enhanced, st == State::Diminished)
        );
    }
}

/// `try_prefix` is `parse_prefix` without the error, on every string of up to five bytes over an alphabet
/// that reaches every branch of the grammar.
#[test]
fn try_prefix_agrees_with_parse_prefix() {
    let mut checked = 0;
    for input in tabula_testkit::byte_strings(b"+-^'Kk/1 \xff", 5) {
        assert_eq!(
            tabula_pin::Piece::try_prefix(&input),
            tabula_pin::Piece::parse_prefix(&input).ok(),
            "{input:?}"
        );
        checked += 1;
    }
    assert_eq!(checked, 111_111);
}
