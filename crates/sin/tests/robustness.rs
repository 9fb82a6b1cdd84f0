//! Robustness (issue 8): a 10 MB input is refused by the length bound before any of it is read.
//!
//! The arbitrary-bytes and arbitrary-UTF-8 property tests are in `tests/sin.rs`
//! (`arbitrary_bytes_never_panic_and_every_reader_agrees`, `arbitrary_strings_never_panic`).
//!
//! "Before any of it is read" is checked structurally, never by timing: every byte of the input is one the
//! grammar refuses at offset 0, so a parser that looked at the bytes before the length would report that
//! byte (`invalid-letter` at 0); getting `too-long` with the whole length proves the bound came first.

use tabula_sin::{Error, Letter, Side, Style};

const TEN_MB: usize = 10 << 20;

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    let junk = vec![0xFF_u8; TEN_MB];
    assert_eq!(
        Style::parse_bytes(&junk),
        Err(Error::TooLong { len: TEN_MB })
    );
    assert_eq!(
        Style::try_from(junk.as_slice()),
        Err(Error::TooLong { len: TEN_MB })
    );
    // The refusal names the bound, not a byte.
    assert_eq!(Error::TooLong { len: TEN_MB }.code(), "too-long");
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    // 5 Mi two-byte characters: no byte is an ASCII letter.
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    assert_eq!(Style::parse(&text), Err(Error::TooLong { len: TEN_MB }));
    assert_eq!(text.parse::<Style>(), Err(Error::TooLong { len: TEN_MB }));
    assert!(!Style::is_valid(&text));
}

#[test]
fn the_prefix_reader_takes_one_token_from_ten_megabytes() {
    let huge = vec![b'C'; TEN_MB];
    assert_eq!(
        Style::parse_prefix(&huge),
        Ok((Style::new(Letter::C, Side::First), 1))
    );
}
