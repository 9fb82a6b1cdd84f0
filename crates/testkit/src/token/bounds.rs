//! The length-bound checks: ten mebibytes refused with the length error before any byte is looked at, and
//! one token read off the front of ten mebibytes.

use super::{Readers, TEN_MB};

/// Checks that ten mebibytes of each byte of `refused` (bytes the grammar refuses at the start) are refused
/// with `too_long` by every reader: a reader that looked at the bytes before the length would report the
/// byte, so getting the length error proves the bound came first. `too_long` must have the code `too-long`
/// and offset 0.
///
/// # Panics
/// When a reader returns anything else.
///
/// ```
/// use tabula_testkit::token::{self, Digit, DigitError};
///
/// tabula_testkit::readers!(Digits: Digit, DigitError, max_len: 1, prefix);
///
/// token::check_ten_megabytes_of_bytes_refused::<Digits>(b"x\xff", &DigitError::too_long(token::TEN_MB));
/// ```
pub fn check_ten_megabytes_of_bytes_refused<R: Readers>(refused: &[u8], too_long: &R::Error) {
    check_too_long_error::<R>(too_long);
    for &byte in refused {
        let junk = vec![byte; TEN_MB];
        let expected = Err(too_long.clone());
        assert_eq!(R::parse_bytes(&junk), expected, "parse_bytes {byte:#04x}");
        assert_eq!(
            R::try_from_bytes(&junk),
            expected,
            "TryFrom<&[u8]> {byte:#04x}"
        );
        if let Ok(text) = core::str::from_utf8(&junk) {
            check_text_refused::<R>(text, too_long);
        }
    }
}

/// Checks that ten mebibytes of text with no ASCII byte (`é` repeated) are refused with `too_long` by every
/// text reader; `too_long` must have the code `too-long` and offset 0.
///
/// # Panics
/// When a reader returns anything else.
///
/// ```
/// use tabula_testkit::token::{self, Digit, DigitError};
///
/// tabula_testkit::readers!(Digits: Digit, DigitError, max_len: 1, prefix);
///
/// token::check_ten_megabytes_of_text_refused::<Digits>(&DigitError::too_long(token::TEN_MB));
/// ```
pub fn check_ten_megabytes_of_text_refused<R: Readers>(too_long: &R::Error) {
    check_too_long_error::<R>(too_long);
    let text = "\u{e9}".repeat(TEN_MB / 2);
    assert_eq!(text.len(), TEN_MB);
    check_text_refused::<R>(&text, too_long);
}

fn check_too_long_error<R: Readers>(too_long: &R::Error) {
    assert_eq!(R::code(too_long), "too-long", "{too_long:?}");
    assert_eq!(R::offset(too_long), Some(0), "{too_long:?}");
}

fn check_text_refused<R: Readers>(text: &str, too_long: &R::Error) {
    let expected = Err(too_long.clone());
    assert_eq!(R::parse(text), expected, "parse");
    assert_eq!(R::from_str(text), expected, "FromStr");
    assert_eq!(R::try_from_str(text), expected, "TryFrom<&str>");
    assert!(!R::is_valid(text), "is_valid");
}

/// Checks that the prefix reader takes `expected` from `head` followed by `fill` up to ten mebibytes.
///
/// # Panics
/// When it reads anything else, or the type has no prefix reader.
///
/// ```
/// use tabula_testkit::token::{self, Digit, DigitError};
///
/// tabula_testkit::readers!(Digits: Digit, DigitError, max_len: 1, prefix);
///
/// token::check_prefix_reads_one_token_of_ten_megabytes::<Digits>(b"3", b'x', (Digit(3), 1));
/// ```
pub fn check_prefix_reads_one_token_of_ten_megabytes<R: Readers>(
    head: &[u8],
    fill: u8,
    expected: (R::Token, usize),
) {
    let mut huge = vec![fill; TEN_MB];
    huge[..head.len()].copy_from_slice(head);
    assert_eq!(
        R::parse_prefix(&huge).expect("the type has a prefix reader"),
        Ok(expected)
    );
}
