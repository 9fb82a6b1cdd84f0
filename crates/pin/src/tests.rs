//! Unit tests of the packed form and the text table.

extern crate std;

use super::*;
use std::format;
use std::string::ToString;
use std::vec::Vec;

#[test]
fn packing_accepts_exactly_the_produced_forms() {
    for piece in Piece::all() {
        assert_eq!(Piece::from_bits(piece.to_bits()), Some(piece));
        assert!(piece.to_bits() < 1 << 9);
    }
    let valid = (0..=u16::MAX).filter_map(Piece::from_bits).count();
    assert_eq!(valid, Piece::COUNT);
}

#[test]
fn rank_is_the_position_in_all() {
    let all: Vec<Piece> = Piece::all().collect();
    for (rank, piece) in all.iter().enumerate() {
        assert_eq!(usize::from(piece.rank()), rank);
        assert_eq!(Piece::from_rank(piece.rank()), *piece);
    }
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(
        Piece::all().next_back().map(|p| p.to_string()),
        Some("+z^".into())
    );
}

#[test]
fn transformations_touch_one_attribute() {
    let piece = Piece::new(Letter::K, Side::Second, State::Enhanced, true);
    assert_eq!(
        piece.flip(),
        Piece::new(Letter::K, Side::First, State::Enhanced, true)
    );
    assert_eq!(
        piece.normalize(),
        Piece::new(Letter::K, Side::Second, State::Normal, true)
    );
    assert_eq!(
        piece.diminish(),
        Piece::new(Letter::K, Side::Second, State::Diminished, true)
    );
    assert_eq!(piece.diminish().enhance(), piece);
    assert_eq!(
        piece.unmark_terminal(),
        Piece::new(Letter::K, Side::Second, State::Enhanced, false)
    );
    assert_eq!(piece.unmark_terminal().mark_terminal(), piece);
    assert_eq!(
        piece.with_letter(Letter::Z),
        Piece::new(Letter::Z, Side::Second, State::Enhanced, true)
    );
    assert_eq!(piece.with_side(Side::Second), piece);
    assert_eq!(piece.with_state(State::Enhanced), piece);
    assert_eq!(piece.with_terminal(true), piece);
}

#[test]
fn queries_read_the_right_bits() {
    let piece = Piece::new(Letter::P, Side::First, State::Diminished, false);
    assert!(piece.is_first() && !piece.is_second());
    assert!(piece.is_diminished() && !piece.is_enhanced() && !piece.is_normal());
    assert!(!piece.is_terminal());
    assert!(piece.same_letter(piece.flip()) && !piece.same_side(piece.flip()));
    assert!(piece.same_state(piece.flip()) && !piece.same_state(piece.normalize()));
    assert!(piece.same_terminal(piece.flip()) && !piece.same_terminal(piece.mark_terminal()));
}

#[test]
fn encoding_writes_the_shortest_canonical_text() {
    let mut buf = [0; Piece::MAX_LEN];
    for piece in Piece::all() {
        let text = piece.encode(&mut buf);
        assert_eq!(text.len(), piece.encoded_len());
        assert_eq!(text.starts_with('+'), piece.is_enhanced());
        assert_eq!(text.starts_with('-'), piece.is_diminished());
        assert_eq!(text.ends_with('^'), piece.is_terminal());
    }
    let piece = Piece::new(Letter::G, Side::First, State::Enhanced, true);
    assert_eq!(format!("[{piece:>5}]"), "[  +G^]");
    assert_eq!(format!("{piece:?}"), "Piece(\"+G^\")");
}

#[test]
fn state_words_and_order() {
    for state in State::ALL {
        assert_eq!(state.as_str().parse::<State>(), Ok(state));
        assert_eq!(state.to_string(), state.as_str());
    }
    assert!(State::ALL.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!("".parse::<State>(), Err(Error::UnknownState));
    assert_eq!(" normal".parse::<State>(), Err(Error::UnknownState));
}

#[test]
fn every_error_has_its_code_and_offset() {
    let cases = [
        (Error::Empty, "empty", 0),
        (Error::TooLong { len: 5 }, "too-long", 0),
        (
            Error::InvalidLetter {
                offset: 1,
                byte: b'1',
            },
            "invalid-letter",
            1,
        ),
        (Error::MissingLetter { offset: 1 }, "missing-letter", 1),
        (
            Error::DoubledStateModifier { offset: 1 },
            "doubled-state-modifier",
            1,
        ),
        (
            Error::MisplacedStateModifier { offset: 2 },
            "misplaced-state-modifier",
            2,
        ),
        (
            Error::MisplacedTerminalMarker { offset: 0 },
            "misplaced-terminal-marker",
            0,
        ),
        (
            Error::DoubledTerminalMarker { offset: 2 },
            "doubled-terminal-marker",
            2,
        ),
        (
            Error::DerivationMarker { offset: 1 },
            "derivation-marker",
            1,
        ),
        (
            Error::TrailingByte {
                offset: 1,
                byte: b' ',
            },
            "trailing-byte",
            1,
        ),
        (Error::UnknownState, "unknown-state", 0),
    ];
    for (error, code, offset) in cases {
        assert_eq!((error.code(), error.offset()), (code, offset), "{error:?}");
        assert!(!error.to_string().is_empty());
    }
}
