//! Robustness (issue 8): a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/grammar.rs`
//! (`arbitrary_bytes_never_panic_and_agree_with_the_model`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0 (`must-start-with-lowercase`; for a location, `*` followed by more is
//! `hand-not-alone`), so a parser that looked at the bytes before the length would report that; getting
//! `too-long` with the whole length proves the bound came first.

use tabula_cell::{Coordinate, Error, Location};

const TEN_MB: usize = 10 << 20;

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    for byte in [0xFF_u8, b'A', b'*'] {
        let junk = vec![byte; TEN_MB];
        assert_eq!(
            Coordinate::parse_bytes(&junk),
            Err(Error::TooLong { len: TEN_MB })
        );
        assert_eq!(
            Location::parse_bytes(&junk),
            Err(Error::TooLong { len: TEN_MB })
        );
        assert_eq!(
            Coordinate::try_from(junk.as_slice()),
            Err(Error::TooLong { len: TEN_MB })
        );
    }
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    assert_eq!(
        Coordinate::parse(&text),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert_eq!(Location::parse(&text), Err(Error::TooLong { len: TEN_MB }));
    assert_eq!(
        text.parse::<Coordinate>(),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert!(!Coordinate::is_valid(&text) && !Location::is_valid(&text));
}
