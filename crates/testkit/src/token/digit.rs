//! [`Digit`], the example token of this module's docs and tests.

use core::fmt::{self, Display};

/// A one-digit token (`0` to `9`): the example token of these docs and of this crate's own tests.
///
/// ```
/// use tabula_testkit::token::Digit;
///
/// assert_eq!(Digit::parse("7"), Ok(Digit(7)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digit(pub u8);

/// Why bytes are not a [`Digit`]: every error of a one-byte token is at its start.
///
/// ```
/// use tabula_testkit::token::{Digit, DigitError};
///
/// assert_eq!(Digit::parse("77"), Err(DigitError::too_long(2)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DigitError {
    /// The stable code: `empty`, `too-long` or `not-a-digit`.
    pub code: &'static str,
    /// The input's length.
    pub len: usize,
}

impl DigitError {
    /// The error of an input of `len` bytes, more than one.
    ///
    /// ```
    /// assert_eq!(tabula_testkit::token::DigitError::too_long(3).code(), "too-long");
    /// ```
    #[must_use]
    pub const fn too_long(len: usize) -> DigitError {
        DigitError {
            code: "too-long",
            len,
        }
    }

    /// The byte offset of the error: always 0.
    ///
    /// ```
    /// assert_eq!(tabula_testkit::token::DigitError::too_long(2).offset(), 0);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        0
    }

    /// The stable code of the error: `empty`, `too-long` or `not-a-digit`.
    ///
    /// ```
    /// use tabula_testkit::token::Digit;
    ///
    /// assert_eq!(Digit::parse("x").unwrap_err().code(), "not-a-digit");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        self.code
    }
}

impl Display for DigitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (input of {} bytes)", self.code, self.len)
    }
}

impl Digit {
    /// The longest token, in bytes.
    pub const MAX_LEN: usize = 1;

    /// Reads a whole string.
    ///
    /// # Errors
    /// When it is not one digit.
    ///
    /// ```
    /// assert!(tabula_testkit::token::Digit::parse("a").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Digit, DigitError> {
        Digit::parse_bytes(text.as_bytes())
    }

    /// Reads whole bytes.
    ///
    /// # Errors
    /// When they are not one digit.
    ///
    /// ```
    /// assert!(tabula_testkit::token::Digit::parse_bytes(b"").is_err());
    /// ```
    pub fn parse_bytes(bytes: &[u8]) -> Result<Digit, DigitError> {
        let error = |code| DigitError {
            code,
            len: bytes.len(),
        };
        match bytes {
            [] => Err(error("empty")),
            [byte @ b'0'..=b'9'] => Ok(Digit(byte - b'0')),
            [_] => Err(error("not-a-digit")),
            _ => Err(DigitError::too_long(bytes.len())),
        }
    }

    /// Whether a string is one digit.
    ///
    /// ```
    /// assert!(tabula_testkit::token::Digit::is_valid("0"));
    /// ```
    #[must_use]
    pub fn is_valid(text: &str) -> bool {
        Digit::parse(text).is_ok()
    }

    /// Reads the digit at the start of the bytes and says how many bytes it took.
    ///
    /// # Errors
    /// When they do not start with a digit.
    ///
    /// ```
    /// use tabula_testkit::token::Digit;
    ///
    /// assert_eq!(Digit::parse_prefix(b"12"), Ok((Digit(1), 1)));
    /// ```
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Digit, usize), DigitError> {
        Digit::parse_bytes(&bytes[..bytes.len().min(1)]).map(|digit| (digit, 1))
    }
}

impl Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let byte = [b'0' + self.0];
        f.pad(core::str::from_utf8(&byte).map_err(|_| fmt::Error)?)
    }
}

impl core::str::FromStr for Digit {
    type Err = DigitError;

    fn from_str(text: &str) -> Result<Digit, DigitError> {
        Digit::parse(text)
    }
}

impl TryFrom<&str> for Digit {
    type Error = DigitError;

    fn try_from(text: &str) -> Result<Digit, DigitError> {
        Digit::parse(text)
    }
}

impl TryFrom<&[u8]> for Digit {
    type Error = DigitError;

    fn try_from(bytes: &[u8]) -> Result<Digit, DigitError> {
        Digit::parse_bytes(bytes)
    }
}
