//! Robustness: a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/epin.rs`
//! (`arbitrary_bytes_never_panic`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0 (or, for `'`, a misplaced derivation marker at 0), so a parser that looked at
//! the bytes before the length would report that byte; getting `too-long` with the whole length proves the
//! bound came first.

use tabula_epin::{Error, ExtendedPiece, Letter, Piece, Side, State};
use tabula_testkit::token::{self, TEN_MB};

tabula_testkit::readers!(Tokens: ExtendedPiece, Error, max_len: ExtendedPiece::MAX_LEN, prefix);

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    // The shared check also asserts the refusal is `too-long` at offset 0.
    token::check_ten_megabytes_of_bytes_refused::<Tokens>(
        &[0xFF, b'\'', b'^'],
        &Error::TooLong { len: TEN_MB },
    );
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    token::check_ten_megabytes_of_text_refused::<Tokens>(&Error::TooLong { len: TEN_MB });
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    let king = Piece::new(Letter::K, Side::First, State::Normal, true);
    token::check_prefix_reads_one_token_of_ten_megabytes::<Tokens>(
        b"K^",
        b'\'',
        (ExtendedPiece::new(king, true), 3),
    );
}
