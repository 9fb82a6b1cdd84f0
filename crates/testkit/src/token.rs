//! Checks every token crate runs the same way: one generic body per check, one [`Readers`] impl per token type.
//!
//! A token crate's test file declares its readers with [`readers!`](crate::readers) and calls the checks:
//!
//! ```
//! use tabula_testkit::token::{self, Digit, DigitError};
//!
//! tabula_testkit::readers!(Digits: Digit, DigitError, max_len: Digit::MAX_LEN, prefix);
//!
//! assert_eq!(token::check_readers_agree::<Digits>(b"7"), Ok(Digit(7)));
//! token::check_ten_megabytes_of_bytes_refused::<Digits>(b"x", &DigitError::too_long(token::TEN_MB));
//! ```

use core::fmt::{Debug, Display};

use proptest::collection::{SizeRange, vec as vec_of};
use proptest::prelude::{Strategy, any};
use proptest::sample::select;
use proptest::strategy::Union;

/// Ten mebibytes: the size of the inputs that show a length bound is checked before any byte is read.
///
/// ```
/// assert_eq!(tabula_testkit::token::TEN_MB, 10 * 1024 * 1024);
/// ```
pub const TEN_MB: usize = 10 << 20;

/// What a prefix reader returns: the token and how many bytes it took, or the error.
///
/// ```
/// let read: tabula_testkit::token::Prefix<char, ()> = Ok(('K', 1));
/// assert!(read.is_ok());
/// ```
pub type Prefix<T, E> = Result<(T, usize), E>;

/// Every reader of one token type, named the same for every crate; implement it with
/// [`readers!`](crate::readers), which routes each method to the type's inherent function or standard trait.
///
/// ```
/// use tabula_testkit::token::{Digit, Readers};
///
/// tabula_testkit::readers!(Digits: Digit, tabula_testkit::token::DigitError, max_len: 1, prefix);
///
/// assert_eq!(Digits::from_str("4"), Ok(Digit(4)));
/// assert_eq!(Digits::parse_prefix(b"45"), Some(Ok((Digit(4), 1))));
/// ```
pub trait Readers {
    /// The token type.
    type Token: Clone + PartialEq + Debug + Display;
    /// Its error type.
    type Error: Clone + PartialEq + Debug + Display;
    /// The longest token, in bytes.
    const MAX_LEN: usize;
    /// The inherent `parse(&str)`.
    ///
    /// # Errors
    /// When the text is not a token.
    fn parse(text: &str) -> Result<Self::Token, Self::Error>;
    /// The inherent `parse_bytes(&[u8])`.
    ///
    /// # Errors
    /// When the bytes are not a token.
    fn parse_bytes(bytes: &[u8]) -> Result<Self::Token, Self::Error>;
    /// `TryFrom<&str>`.
    ///
    /// # Errors
    /// When the text is not a token.
    fn try_from_str(text: &str) -> Result<Self::Token, Self::Error>;
    /// `TryFrom<&[u8]>`.
    ///
    /// # Errors
    /// When the bytes are not a token.
    fn try_from_bytes(bytes: &[u8]) -> Result<Self::Token, Self::Error>;
    /// `FromStr`.
    ///
    /// # Errors
    /// When the text is not a token.
    fn from_str(text: &str) -> Result<Self::Token, Self::Error>;
    /// The inherent `is_valid(&str)`.
    fn is_valid(text: &str) -> bool;
    /// The inherent `parse_prefix(&[u8])`, or `None` for a type without a prefix reader.
    fn parse_prefix(bytes: &[u8]) -> Option<Prefix<Self::Token, Self::Error>>;
    /// The error's byte offset (`None` where the error type has none for this error).
    fn offset(error: &Self::Error) -> Option<usize>;
    /// The error's stable code.
    fn code(error: &Self::Error) -> &'static str;
}

/// Declares a unit type implementing [`Readers`](crate::token::Readers) for a token type whose crate provides
/// `parse`, `parse_bytes`, `is_valid`, `FromStr`, `TryFrom<&str>`, `TryFrom<&[u8]>`, and an error type with
/// `offset()` (a `usize` or an `Option<usize>`) and `code()`; add `prefix` when the type has `parse_prefix`.
///
/// ```
/// use tabula_testkit::token::{Digit, DigitError, Readers};
///
/// tabula_testkit::readers!(Digits: Digit, DigitError, max_len: Digit::MAX_LEN, prefix);
/// tabula_testkit::readers!(WithoutPrefix: Digit, DigitError, max_len: Digit::MAX_LEN);
///
/// assert_eq!(Digits::offset(&DigitError::too_long(2)), Some(0));
/// assert_eq!(WithoutPrefix::parse_prefix(b"1"), None);
/// ```
#[macro_export]
macro_rules! readers {
    (@impl $name:ident, $token:ty, $error:ty, $max_len:expr, |$bytes:ident| $prefix:expr) => {
        /// The readers of one token type, for the shared checks of `tabula-testkit`.
        struct $name;

        impl $crate::token::Readers for $name {
            type Token = $token;
            type Error = $error;
            const MAX_LEN: usize = $max_len;

            fn parse(text: &str) -> ::core::result::Result<$token, $error> {
                <$token>::parse(text)
            }

            fn parse_bytes(bytes: &[u8]) -> ::core::result::Result<$token, $error> {
                <$token>::parse_bytes(bytes)
            }

            fn try_from_str(text: &str) -> ::core::result::Result<$token, $error> {
                <$token as ::core::convert::TryFrom<&str>>::try_from(text)
            }

            fn try_from_bytes(bytes: &[u8]) -> ::core::result::Result<$token, $error> {
                <$token as ::core::convert::TryFrom<&[u8]>>::try_from(bytes)
            }

            fn from_str(text: &str) -> ::core::result::Result<$token, $error> {
                <$token as ::core::str::FromStr>::from_str(text)
            }

            fn is_valid(text: &str) -> bool {
                <$token>::is_valid(text)
            }

            fn parse_prefix(
                $bytes: &[u8],
            ) -> ::core::option::Option<$crate::token::Prefix<$token, $error>> {
                $prefix
            }

            fn offset(error: &$error) -> ::core::option::Option<usize> {
                ::core::convert::Into::into(error.offset())
            }

            fn code(error: &$error) -> &'static str {
                error.code()
            }
        }
    };
    ($name:ident: $token:ty, $error:ty, max_len: $max_len:expr, prefix) => {
        $crate::readers!(@impl $name, $token, $error, $max_len, |bytes| Some(<$token>::parse_prefix(bytes)));
    };
    ($name:ident: $token:ty, $error:ty, max_len: $max_len:expr) => {
        $crate::readers!(@impl $name, $token, $error, $max_len, |_bytes| None);
    };
}

/// Parses `bytes` every way ([`Readers::parse_bytes`], `TryFrom<&[u8]>`, and, when they are UTF-8, `parse`,
/// `FromStr`, `TryFrom<&str>` and `is_valid`) and checks that all agree; a token must format back to the
/// input, an error must point into the input (or at its end) and have a message. Returns the common result.
///
/// # Errors
/// The readers' common error, when the bytes are not a token (a result to check, not a failure).
///
/// # Panics
/// When two readers disagree or a check fails.
///
/// ```
/// use tabula_testkit::token::{self, Digit, DigitError};
///
/// tabula_testkit::readers!(Digits: Digit, DigitError, max_len: 1, prefix);
///
/// assert_eq!(token::check_readers_agree::<Digits>(b"x"), Digit::parse("-"));
/// ```
pub fn check_readers_agree<R: Readers>(bytes: &[u8]) -> Result<R::Token, R::Error> {
    let parsed = R::parse_bytes(bytes);
    assert_eq!(R::try_from_bytes(bytes), parsed, "TryFrom<&[u8]> {bytes:?}");
    if let Ok(text) = core::str::from_utf8(bytes) {
        assert_eq!(R::parse(text), parsed, "parse {text:?}");
        assert_eq!(R::from_str(text), parsed, "FromStr {text:?}");
        assert_eq!(R::try_from_str(text), parsed, "TryFrom<&str> {text:?}");
        assert_eq!(R::is_valid(text), parsed.is_ok(), "is_valid {text:?}");
    }
    match &parsed {
        Ok(token) => assert_eq!(token.to_string().as_bytes(), bytes, "format {bytes:?}"),
        Err(e) => {
            assert!(
                R::offset(e).is_some_and(|offset| offset <= bytes.len()),
                "{bytes:?}: {e:?}"
            );
            assert!(!e.to_string().is_empty(), "{bytes:?}: {e:?}");
        }
    }
    parsed
}

/// Byte strings with lengths in `lengths` for property tests of a reader: each byte is one of `favoured` (the
/// bytes that reach the grammar's branches, each as likely as the others) or, as likely as any one of them, an
/// arbitrary byte.
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let strategy = tabula_testkit::token::bytes_favouring(b"+K", 0..4);
/// let bytes = strategy.new_tree(&mut TestRunner::default()).unwrap().current();
/// assert!(bytes.len() < 4);
/// ```
pub fn bytes_favouring(
    favoured: &'static [u8],
    lengths: impl Into<SizeRange>,
) -> impl Strategy<Value = Vec<u8>> {
    let weight = u32::try_from(favoured.len()).unwrap_or(u32::MAX);
    let byte = Union::new_weighted(vec![
        (weight, select(favoured).boxed()),
        (1, any::<u8>().boxed()),
    ]);
    vec_of(byte, lengths)
}

/// Checks the prefix reader on `bytes` against `whole` (the result of [`check_readers_agree`] on the same
/// bytes): a token it takes is `shortest..=MAX_LEN` bytes long and inside the input, is what the whole-input
/// reader makes of those bytes, and is the whole input when that parses; it fails only where the whole input
/// does, with an offset inside the input. Returns the prefix reader's result for further checks.
///
/// # Errors
/// The prefix reader's error, when the bytes do not start with a token (a result to check, not a failure).
///
/// # Panics
/// When a check fails, or the type has no prefix reader.
///
/// ```
/// use tabula_testkit::token::{self, Digit, DigitError};
///
/// tabula_testkit::readers!(Digits: Digit, DigitError, max_len: 1, prefix);
///
/// let whole = token::check_readers_agree::<Digits>(b"42");
/// assert_eq!(token::check_prefix_reader::<Digits>(b"42", &whole, 1), Ok((Digit(4), 1)));
/// ```
pub fn check_prefix_reader<R: Readers>(
    bytes: &[u8],
    whole: &Result<R::Token, R::Error>,
    shortest: usize,
) -> Prefix<R::Token, R::Error> {
    let prefix = R::parse_prefix(bytes).expect("the type has a prefix reader");
    match &prefix {
        Ok((token, used)) => {
            let used = *used;
            assert!(
                (shortest..=R::MAX_LEN).contains(&used) && used <= bytes.len(),
                "{bytes:?}: used {used}"
            );
            assert_eq!(
                R::parse_bytes(&bytes[..used]),
                Ok(token.clone()),
                "{bytes:?}"
            );
            if let Ok(whole) = whole {
                assert_eq!((whole, bytes.len()), (token, used), "{bytes:?}");
            }
        }
        Err(e) => {
            assert!(whole.is_err(), "{bytes:?}: prefix {e:?}, whole {whole:?}");
            assert!(
                R::offset(e).is_some_and(|offset| offset <= bytes.len()),
                "{bytes:?}: {e:?}"
            );
        }
    }
    prefix
}

mod bounds;
mod digit;
mod examples;
mod traits;

pub use bounds::{
    check_prefix_reads_one_token_of_ten_megabytes, check_ten_megabytes_of_bytes_refused,
    check_ten_megabytes_of_text_refused,
};
pub use digit::{Digit, DigitError};
pub use traits::{
    SerdeCase, check_display_pads_like_str, check_hash_agrees_with_eq,
    check_serde_uses_the_token_string,
};

#[cfg(test)]
mod tests;
