//! Why a string is not a SIN token.

/// Why a byte string is not a SIN token.
///
/// Length is counted in **bytes** and checked before anything else, so every input of two or more bytes is
/// [`Error::TooLong`] whatever it holds (`"CC"`, `"C\n"`, and `"é"`, two bytes in UTF-8), and only an
/// input of exactly one byte is ever looked at. The bound (one byte) is the spec's own: every SIN token is
/// one ASCII letter.
///
/// Each variant has a stable kebab-case [`code`](Error::code) (the one the conformance fixtures use) and
/// the [`offset`](Error::offset) of the byte found wrong.
///
/// ```
/// use tabula_sin::{Error, Style};
///
/// assert_eq!(Style::parse(""), Err(Error::Empty));
/// assert_eq!(Style::parse("CC"), Err(Error::TooLong { len: 2 }));
/// assert_eq!(Style::parse("é"), Err(Error::TooLong { len: 2 }));
/// assert_eq!(Style::parse("1"), Err(Error::InvalidLetter { offset: 0, byte: b'1' }));
/// assert_eq!(Style::parse("CC").unwrap_err().code(), "too-long");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse(""), Err(tabula_sin::Error::Empty));
    /// ```
    #[error("empty SIN token")]
    Empty,
    /// More than one byte (code `too-long`): a SIN token is exactly one ASCII letter. Nothing but the length
    /// was examined, so a 1 MB input costs no more than a two-byte one.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// assert_eq!(Style::parse("C\n"), Err(Error::TooLong { len: 2 }));
    /// ```
    #[error("SIN token is {len} bytes long; a SIN token is exactly one ASCII letter")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The one byte is not an ASCII letter (code `invalid-letter`): a digit, a PIN modifier or marker,
    /// whitespace, a control byte, or a byte that is not ASCII.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// assert_eq!(Style::parse("+"), Err(Error::InvalidLetter { offset: 0, byte: b'+' }));
    /// ```
    #[error("byte 0x{byte:02x} at byte {offset} is not an ASCII letter")]
    InvalidLetter {
        /// Offset of the byte (always 0: a SIN token is one byte).
        offset: usize,
        /// The byte.
        byte: u8,
    },
}

impl Error {
    /// Byte offset at which the error was detected: the offending byte for [`Error::InvalidLetter`], 0 for
    /// [`Error::Empty`] and [`Error::TooLong`] (the whole input is at fault).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("").unwrap_err().offset(), 0);
    /// assert_eq!(tabula_sin::Style::parse("?").unwrap_err().offset(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } => 0,
            Error::InvalidLetter { offset, .. } => *offset,
        }
    }

    /// The kebab-case code used by the conformance fixtures: `empty`, `too-long` or `invalid-letter`.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("").unwrap_err().code(), "empty");
    /// assert_eq!(tabula_sin::Style::parse("1").unwrap_err().code(), "invalid-letter");
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::InvalidLetter { .. } => "invalid-letter",
        }
    }
}
