//! A qualified piece as text: reading a token and writing it.

use core::fmt;

use crate::{Error, Piece, QualifiedPiece, read};

impl QualifiedPiece {
    /// Parses a whole string as one QPI token.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("S:+R^").is_ok());
    /// assert!(QualifiedPiece::parse("C:K'").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one QPI token.
    #[inline]
    pub fn parse(s: &str) -> Result<QualifiedPiece, Error> {
        QualifiedPiece::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one QPI token; the length bound (5 bytes) is checked first.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse_bytes(b"j:Q")?.to_string(), "j:Q");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one QPI token.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<QualifiedPiece, Error> {
        if bytes.is_empty() {
            return Err(Error::Empty);
        }
        if bytes.len() > QualifiedPiece::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        read::whole(bytes)
    }

    /// Reads one QPI token at the start of `bytes` and returns it with the number of bytes it took (3 to 5);
    /// what follows is left alone, and the token is the longest one there (the optional `^` is taken). At most
    /// 5 bytes are read, whatever the length of `bytes`.
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece};
    /// let (piece, used) = QualifiedPiece::parse_prefix(b"C:K^ C:Q")?;
    /// assert_eq!((piece.to_string().as_str(), used), ("C:K^", 4));
    /// assert_eq!(QualifiedPiece::parse_prefix(b"CK C:K"), Err(Error::MissingSeparator { offset: 1 }));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    ///
    /// # Errors
    /// When no QPI token starts at byte 0, read from left to right: [`Error::Empty`], [`Error::MissingStyle`]
    /// (a `:` first), [`Error::Sin`] (byte 0 is not a letter), [`Error::MissingSeparator`] (byte 1 is not
    /// `:`), [`Error::MissingPiece`] (nothing after the `:`) or [`Error::Pin`] (no PIN token starts at byte
    /// 2). Never [`Error::TooLong`], and never an error about what follows a token.
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(QualifiedPiece, usize), Error> {
        read::prefix(bytes)
    }

    /// [`QualifiedPiece::parse_prefix`] without the error: the token at the start of `bytes` and the number
    /// of bytes it took (3 to 5), or `None` when no token starts there. The same reading; for readers that
    /// scan many tokens and ask for the error only when there is one.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// let (piece, used) = QualifiedPiece::try_prefix(b"c:+p^ C:K").unwrap();
    /// assert_eq!((piece.to_string().as_str(), used), ("c:+p^", 5));
    /// assert_eq!(QualifiedPiece::try_prefix(b"CK C:K"), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(QualifiedPiece, usize)> {
        read::try_prefix(bytes)
    }

    /// Whether `s` is exactly one QPI token.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::is_valid("Z:z"));
    /// assert!(!QualifiedPiece::is_valid("Z:z "));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        QualifiedPiece::parse(s).is_ok()
    }

    /// Writes the canonical token into `buf` and returns it; no allocation, no formatting machinery. This is
    /// QPI's writer in place of an `as_str`: a static table of the 16,224 tokens would cost about 80 KB in
    /// every program that links the crate, for a copy of at most five bytes.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// let mut buf = [0; QualifiedPiece::MAX_LEN];
    /// assert_eq!(QualifiedPiece::parse("s:+R^")?.encode(&mut buf), "s:+R^");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    pub fn encode(self, buf: &mut [u8; QualifiedPiece::MAX_LEN]) -> &str {
        let mut pin = [0; Piece::MAX_LEN];
        let len = self.piece().encode(&mut pin).len();
        buf[0] = self.style().to_ascii();
        buf[1] = b':';
        buf[2..2 + len].copy_from_slice(&pin[..len]);
        // The bytes are ASCII written just above.
        core::str::from_utf8(&buf[..2 + len]).unwrap_or("")
    }
}

impl fmt::Display for QualifiedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; QualifiedPiece::MAX_LEN];
        f.pad(self.encode(&mut buf))
    }
}

impl fmt::Debug for QualifiedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; QualifiedPiece::MAX_LEN];
        write!(f, "QualifiedPiece({:?})", self.encode(&mut buf))
    }
}
