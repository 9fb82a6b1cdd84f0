//! Robustness: arbitrary bytes never panic, and a 10 MB input is refused by the length bound
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
use tabula_testkit::token::{self, TEN_MB};

tabula_testkit::readers!(Pieces: Piece, Error, max_len: Piece::MAX_LEN, prefix);

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    // The shared check also asserts the refusal is `too-long` at offset 0.
    token::check_ten_megabytes_of_bytes_refused::<Pieces>(&[0xFF], &Error::TooLong { len: TEN_MB });
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    token::check_ten_megabytes_of_text_refused::<Pieces>(&Error::TooLong { len: TEN_MB });
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    token::check_prefix_reads_one_token_of_ten_megabytes::<Pieces>(
        b"+",
        b'K',
        (
            Piece::new(Letter::K, Side::First, State::Enhanced, false),
            2,
        ),
    );
}

proptest! {
    /// All 256 byte values, lengths past the bound: no panic, every entry point agrees, an error's offset
    /// lies inside the input or at its end and has a message, what parses formats back to the input, and a
    /// token prefix is 1 to `MAX_LEN` bytes inside the input and is what the whole-input reader reads.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..12)) {
        let parsed = token::check_readers_agree::<Pieces>(&bytes);
        let _ = token::check_prefix_reader::<Pieces>(&bytes, &parsed, 1);
    }
}
