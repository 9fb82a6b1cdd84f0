//! Tests of the checks, on [`Digit`](super::Digit).

use super::{Digit, DigitError, TEN_MB};

crate::readers!(Digits: Digit, DigitError, max_len: Digit::MAX_LEN, prefix);

/// A digit type whose `is_valid` lies: the shared check must catch it.
struct Liar;

impl super::Readers for Liar {
    type Token = Digit;
    type Error = DigitError;
    const MAX_LEN: usize = 1;
    fn parse(text: &str) -> Result<Digit, DigitError> {
        Digit::parse(text)
    }
    fn parse_bytes(bytes: &[u8]) -> Result<Digit, DigitError> {
        Digit::parse_bytes(bytes)
    }
    fn try_from_str(text: &str) -> Result<Digit, DigitError> {
        Digit::parse(text)
    }
    fn try_from_bytes(bytes: &[u8]) -> Result<Digit, DigitError> {
        Digit::parse_bytes(bytes)
    }
    fn from_str(text: &str) -> Result<Digit, DigitError> {
        Digit::parse(text)
    }
    fn is_valid(_text: &str) -> bool {
        true
    }
    fn parse_prefix(bytes: &[u8]) -> Option<super::Prefix<Digit, DigitError>> {
        // Takes the whole input: wrong past one byte.
        Some(Digit::parse_bytes(&bytes[..bytes.len().min(1)]).map(|digit| (digit, bytes.len())))
    }
    fn offset(error: &DigitError) -> Option<usize> {
        Some(error.offset())
    }
    fn code(error: &DigitError) -> &'static str {
        error.code()
    }
}

#[test]
fn the_checks_pass_on_a_correct_token() {
    for bytes in crate::byte_strings(b"09x\xff", 2) {
        let whole = super::check_readers_agree::<Digits>(&bytes);
        if !bytes.is_empty() {
            let _ = super::check_prefix_reader::<Digits>(&bytes, &whole, 1);
        }
    }
    super::check_ten_megabytes_of_bytes_refused::<Digits>(b"x9", &DigitError::too_long(TEN_MB));
    super::check_ten_megabytes_of_text_refused::<Digits>(&DigitError::too_long(TEN_MB));
    super::check_prefix_reads_one_token_of_ten_megabytes::<Digits>(b"", b'8', (Digit(8), 1));
    super::check_display_pads_like_str(&Digit(3), "3");
    super::check_hash_agrees_with_eq((0..10).map(Digit), 10);
}

#[test]
#[should_panic(expected = "is_valid")]
fn readers_that_disagree_fail() {
    let _ = super::check_readers_agree::<Liar>(b"x");
}

#[test]
#[should_panic(expected = "used 2")]
fn a_prefix_reader_that_overreads_fails() {
    let whole = Err(DigitError::too_long(2));
    let _ = super::check_prefix_reader::<Liar>(b"12", &whole, 1);
}

#[test]
#[should_panic(expected = "too-long")]
fn a_length_error_with_another_code_fails() {
    super::check_ten_megabytes_of_text_refused::<Digits>(&DigitError {
        code: "empty",
        len: TEN_MB,
    });
}

/// Displays without honouring width.
struct Unpadded;

impl core::fmt::Display for Unpadded {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("ab")
    }
}

#[test]
#[should_panic(expected = "at width 3")]
fn a_display_that_ignores_width_fails() {
    super::check_display_pads_like_str(&Unpadded, "ab");
}

/// Values that compare (and hash) equal.
#[derive(Debug, Clone, Eq)]
struct AllEqual;

impl PartialEq for AllEqual {
    fn eq(&self, _other: &AllEqual) -> bool {
        true
    }
}

impl core::hash::Hash for AllEqual {
    fn hash<H: core::hash::Hasher>(&self, _state: &mut H) {}
}

#[test]
#[should_panic(expected = "distinct values in the set")]
fn an_eq_that_merges_values_fails() {
    super::check_hash_agrees_with_eq([AllEqual, AllEqual, AllEqual], 3);
}

crate::valid_examples! {
    Digit, |digit| (digit.0 % 2 == 0, digit.0 > 4), (bool bool);
    valid_zero: "0" => true false;
    valid_seven: "7" => false true;
}

crate::invalid_examples! {
    Digit;
    invalid_letter: "x" => DigitError { code: "not-a-digit", len: 1 };
    invalid_two_digits: "12" => DigitError::too_long(2);
}
