//! A style as text: reading a token.

use core::fmt;

use crate::{Error, Style};

impl Style {
    /// Parses a whole string as one SIN token.
    ///
    /// ```
    /// assert!(tabula_sin::Style::parse("X").is_ok());
    /// assert!(tabula_sin::Style::parse("X ").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one ASCII letter.
    #[inline]
    pub fn parse(s: &str) -> Result<Style, Error> {
        Style::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one SIN token; the length is checked first (a 1 MB input is rejected
    /// without being read). No UTF-8 check is needed: a token is one ASCII byte.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// assert!(Style::parse_bytes(b"q").is_ok());
    /// assert_eq!(Style::parse_bytes(b"\xff"), Err(Error::InvalidLetter { offset: 0, byte: 0xFF }));
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one ASCII letter.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<Style, Error> {
        match *bytes {
            [] => Err(Error::Empty),
            [byte] => match Style::from_ascii(byte) {
                Some(style) => Ok(style),
                None => Err(Error::InvalidLetter { offset: 0, byte }),
            },
            _ => Err(Error::TooLong { len: bytes.len() }),
        }
    }

    /// Reads one SIN token at the start of `bytes` and returns it with the number of bytes it took (always
    /// 1). What follows is left alone: this is how QPI and FEEN read a style inside a longer text.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// let (style, used) = Style::parse_prefix(b"C:K")?;
    /// assert_eq!((style.as_str(), used), ("C", 1));
    /// assert_eq!(Style::parse_prefix(b":K"), Err(Error::InvalidLetter { offset: 0, byte: b':' }));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Empty`] for an empty input, [`Error::InvalidLetter`] when the first byte is not an ASCII
    /// letter. Never [`Error::TooLong`].
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Style, usize), Error> {
        match *bytes {
            [] => Err(Error::Empty),
            [byte, ..] => match Style::from_ascii(byte) {
                Some(style) => Ok((style, 1)),
                None => Err(Error::InvalidLetter { offset: 0, byte }),
            },
        }
    }

    /// [`Style::parse_prefix`] without the error: the token at the start of `bytes` and the number of bytes
    /// it took (always 1), or `None` when no token starts there. The same reading; for readers that scan
    /// many tokens and ask for the error only when there is one.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::try_prefix(b"c:K").map(|(s, n)| (s.as_str(), n)), Some(("c", 1)));
    /// assert_eq!(Style::try_prefix(b":K"), None);
    /// assert_eq!(Style::try_prefix(b""), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(Style, usize)> {
        Some((Style::from_ascii(*bytes.first()?)?, 1))
    }

    /// Whether `s` is exactly one SIN token.
    ///
    /// ```
    /// assert!(tabula_sin::Style::is_valid("j"));
    /// assert!(!tabula_sin::Style::is_valid("é"));
    /// assert!(!tabula_sin::Style::is_valid("C\n"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        Style::parse(s).is_ok()
    }
}

impl fmt::Display for Style {
    /// Writes the token, honouring width, fill and alignment like `str` does (`{:>3}` gives `"  C"`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for Style {
    /// `Style('C')`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Style({:?})", char::from(self.to_ascii()))
    }
}
