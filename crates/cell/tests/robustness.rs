//! Robustness: a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/grammar.rs`
//! (`arbitrary_bytes_never_panic_and_agree_with_the_model`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0 (`must-start-with-lowercase`; for a location, `*` followed by more is
//! `hand-not-alone`), so a parser that looked at the bytes before the length would report that; getting
//! `too-long` with the whole length proves the bound came first.

use tabula_cell::{Coordinate, Error, Location};
use tabula_testkit::token::{self, TEN_MB};

tabula_testkit::readers!(Coordinates: Coordinate, Error, max_len: Coordinate::MAX_LEN);
tabula_testkit::readers!(Locations: Location, Error, max_len: Coordinate::MAX_LEN);

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    let too_long = Error::TooLong { len: TEN_MB };
    token::check_ten_megabytes_of_bytes_refused::<Coordinates>(&[0xFF, b'A', b'*'], &too_long);
    token::check_ten_megabytes_of_bytes_refused::<Locations>(&[0xFF, b'A', b'*'], &too_long);
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    let too_long = Error::TooLong { len: TEN_MB };
    token::check_ten_megabytes_of_text_refused::<Coordinates>(&too_long);
    token::check_ten_megabytes_of_text_refused::<Locations>(&too_long);
}
