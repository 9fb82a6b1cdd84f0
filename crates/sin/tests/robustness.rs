//! Robustness: a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/sin.rs`
//! (`arbitrary_bytes_never_panic_and_every_reader_agrees`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0, so a parser that looked at the bytes before the length would report that
//! byte (`invalid-letter` at 0); getting `too-long` with the whole length proves the bound came first.

use tabula_sin::{Error, Letter, Side, Style};
use tabula_testkit::token::{self, TEN_MB};

tabula_testkit::readers!(Styles: Style, Error, max_len: Style::MAX_LEN, prefix);

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    // The shared check also asserts the refusal names the bound (`too-long` at 0), not a byte.
    token::check_ten_megabytes_of_bytes_refused::<Styles>(&[0xFF], &Error::TooLong { len: TEN_MB });
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    // 5 Mi two-byte characters: no byte is an ASCII letter.
    token::check_ten_megabytes_of_text_refused::<Styles>(&Error::TooLong { len: TEN_MB });
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    token::check_prefix_reads_one_token_of_ten_megabytes::<Styles>(
        b"",
        b'C',
        (Style::new(Letter::C, Side::First), 1),
    );
}
