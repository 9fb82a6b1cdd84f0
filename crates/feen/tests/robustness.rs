//! Robustness (DEVELOPERS.md § Engineering standards: bounds are part of the contract): every entry point refuses a 10 MB input by the length bound before reading it.
//!
//! `tests/feen.rs` has `arbitrary_bytes_never_panic` and `ten_megabytes_are_rejected_by_the_length_bound`
//! (through `validate`), `tests/properties.rs` has `arbitrary_utf8_never_panics`. The tests here cover the
//! other entry points and show the order structurally, never by timing: the input's first byte is one a
//! scanner would refuse at offset 0 (a non-ASCII byte, or a space where the board is due), so getting
//! `too-long` with the whole length proves the bound came before any byte was read.

use tabula_feen::{Error, Feen, MAX_LEN};

/// Reads FEEN into the typed position (`str::parse`).
fn parse(text: &str) -> Result<tabula_feen::Position, tabula_feen::Error> {
    text.parse()
}

/// Writes a `Qi` as FEEN through `Position` (`TryFrom<Qi>` then `Display`).
#[allow(dead_code)]
fn emit(
    qi: &tabula_feen::Qi<tabula_feen::QualifiedPiece, tabula_feen::Style>,
) -> Result<String, tabula_feen::EmitError> {
    tabula_feen::Position::try_from(qi.clone()).map(|position| position.to_string())
}

/// `qi` after a board diff.
#[allow(dead_code)]
fn with_board<P: Ord + Clone, S>(
    mut qi: tabula_feen::Qi<P, S>,
    changes: impl IntoIterator<Item = (usize, Option<P>)>,
) -> tabula_feen::Qi<P, S> {
    qi.board_diff(changes).unwrap();
    qi
}

const TEN_MB: usize = 10 << 20;

#[test]
fn ten_megabytes_of_bytes_are_refused_by_the_length_bound_first() {
    for byte in [0xFF_u8, b' '] {
        let junk = vec![byte; TEN_MB];
        let too_long = Err(Error::TooLong { len: TEN_MB });
        assert_eq!(tabula_feen::validate_bytes(&junk), too_long);
        assert_eq!(Feen::from_bytes(&junk).map(|_| ()), too_long);
    }
    let error = Error::TooLong { len: TEN_MB };
    assert_eq!((error.offset(), error.code()), (Some(0), "too-long"));
}

#[test]
fn ten_megabytes_of_text_are_refused_by_the_length_bound_first() {
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    let too_long = Error::TooLong { len: TEN_MB };
    assert_eq!(tabula_feen::validate(&text), Err(too_long));
    assert_eq!(Feen::parse(&text).map(|_| ()), Err(too_long));
    assert_eq!(parse(&text).map(|_| ()), Err(too_long));
    assert_eq!(
        tabula_feen::parse_extended(&text).map(|_| ()),
        Err(too_long)
    );
    assert!(!tabula_feen::is_valid(&text));
}

#[test]
fn the_bound_is_exactly_max_len() {
    // One byte past the bound: refused by length, although the first byte is non-ASCII.
    let mut over = vec![b'1'; MAX_LEN + 1];
    over[0] = 0xFF;
    assert_eq!(
        tabula_feen::validate_bytes(&over),
        Err(Error::TooLong { len: MAX_LEN + 1 })
    );
    // At the bound the scanner runs, and reports the byte.
    let mut at = vec![b'1'; MAX_LEN];
    at[0] = 0xFF;
    assert_eq!(
        tabula_feen::validate_bytes(&at),
        Err(Error::NonAscii {
            offset: 0,
            byte: 0xFF
        })
    );
}
