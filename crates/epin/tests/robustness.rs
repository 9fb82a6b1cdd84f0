//! Robustness (issue 8): a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/epin.rs`
//! (`arbitrary_bytes_never_panic`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0 (or, for `'`, a misplaced derivation marker at 0), so a parser that looked at
//! the bytes before the length would report that byte; getting `too-long` with the whole length proves the
//! bound came first.

use tabula_epin::{Error, ExtendedPiece, Letter, Piece, Side, State};

const TEN_MB: usize = 10 << 20;

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    for byte in [0xFF_u8, b'\'', b'^'] {
        let junk = vec![byte; TEN_MB];
        assert_eq!(
            ExtendedPiece::parse_bytes(&junk),
            Err(Error::TooLong { len: TEN_MB })
        );
        assert_eq!(
            ExtendedPiece::try_from(junk.as_slice()),
            Err(Error::TooLong { len: TEN_MB })
        );
    }
    assert_eq!(Error::TooLong { len: TEN_MB }.offset(), 0);
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    assert_eq!(
        ExtendedPiece::parse(&text),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert_eq!(
        text.parse::<ExtendedPiece>(),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert!(!ExtendedPiece::is_valid(&text));
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    let mut huge = vec![b'\''; TEN_MB];
    huge[0] = b'K';
    huge[1] = b'^';
    let king = Piece::new(Letter::K, Side::First, State::Normal, true);
    assert_eq!(
        ExtendedPiece::parse_prefix(&huge),
        Ok((ExtendedPiece::new(king, true), 3))
    );
}
