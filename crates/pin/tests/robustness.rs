//! Robustness (issue 8): arbitrary bytes never panic, and a 10 MB input is refused by the length bound
//! before any of it is read.
//!
//! `tests/pin.rs` already has `arbitrary_strings_never_panic` (arbitrary UTF-8) and a property test over
//! bytes drawn from the PIN alphabet; the test here draws from all 256 byte values.
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0, so a parser that looked at the bytes before the length would report that
//! byte (`invalid-letter` at 0); getting `too-long` with the whole length proves the bound came first.

use proptest::prelude::*;
use tabula_pin::{Error, Letter, Piece, Side, State};

const TEN_MB: usize = 10 << 20;

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    let junk = vec![0xFF_u8; TEN_MB];
    assert_eq!(
        Piece::parse_bytes(&junk),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert_eq!(
        Piece::try_from(junk.as_slice()),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert_eq!(Error::TooLong { len: TEN_MB }.offset(), 0);
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    assert_eq!(Piece::parse(&text), Err(Error::TooLong { len: TEN_MB }));
    assert_eq!(text.parse::<Piece>(), Err(Error::TooLong { len: TEN_MB }));
    assert!(!Piece::is_valid(&text));
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    let mut huge = vec![b'K'; TEN_MB];
    huge[0] = b'+';
    assert_eq!(
        Piece::parse_prefix(&huge),
        Ok((
            Piece::new(Letter::K, Side::First, State::Enhanced, false),
            2
        ))
    );
}

proptest! {
    /// All 256 byte values, lengths past the bound: no panic, every entry point agrees, an error's offset
    /// lies inside the input or at its end, and what parses formats back to the input.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..12)) {
        let parsed = Piece::parse_bytes(&bytes);
        prop_assert_eq!(Piece::try_from(bytes.as_slice()), parsed);
        if let Ok(text) = core::str::from_utf8(&bytes) {
            prop_assert_eq!(Piece::parse(text), parsed);
            prop_assert_eq!(Piece::is_valid(text), parsed.is_ok());
        }
        match parsed {
            Ok(piece) => prop_assert_eq!(piece.to_string().into_bytes(), bytes.clone()),
            Err(e) => {
                prop_assert!(e.offset() <= bytes.len(), "{:?} on {:?}", e, bytes);
                prop_assert!(!e.to_string().is_empty());
            }
        }
        if let Ok((piece, used)) = Piece::parse_prefix(&bytes) {
            prop_assert!((1..=Piece::MAX_LEN).contains(&used) && used <= bytes.len());
            prop_assert_eq!(Piece::parse_bytes(&bytes[..used]), Ok(piece));
        }
    }
}
