//! An extended piece as text: reading a token, writing it.

use crate::{Error, ExtendedPiece, TEXT, TEXT_STRIDE, read};

impl ExtendedPiece {
    /// Parses a whole string as one EPIN token.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("-k^'").is_ok());
    /// assert!(ExtendedPiece::parse("K'K").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one EPIN token.
    #[inline]
    pub fn parse(s: &str) -> Result<ExtendedPiece, Error> {
        ExtendedPiece::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one EPIN token. The length bound (4 bytes) is checked first.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse_bytes(b"P'")?.to_string(), "P'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one EPIN token.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<ExtendedPiece, Error> {
        if bytes.is_empty() {
            return Err(Error::Empty);
        }
        if bytes.len() > ExtendedPiece::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        read::whole(bytes)
    }

    /// Reads one EPIN token at the start of `bytes` (maximal munch) and returns it with the number of bytes
    /// it took; what follows is left alone. This is how FEEN reads concatenated tokens (`K'K` is `K'` then
    /// `K`).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let (token, used) = ExtendedPiece::parse_prefix(b"K'K")?;
    /// assert_eq!((token.to_string().as_str(), used), ("K'", 2));
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] when no EPIN token starts at byte 0; a derivation marker there is reported as
    /// [`Error::MisplacedDerivationMarker`].
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(ExtendedPiece, usize), Error> {
        read::prefix(bytes)
    }

    /// [`ExtendedPiece::parse_prefix`] without the error: `None` when no token starts at byte 0. Cheaper on
    /// the success path, for readers (such as FEEN's) that scan many tokens and ask for the error only when
    /// there is one.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let (token, used) = ExtendedPiece::try_prefix(b"+K^'x").unwrap();
    /// assert_eq!((token.to_string().as_str(), used), ("+K^'", 4));
    /// assert_eq!(ExtendedPiece::try_prefix(b"'K"), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(ExtendedPiece, usize)> {
        read::try_prefix(bytes)
    }

    /// Whether `s` is exactly one EPIN token.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::is_valid("+R'"));
    /// assert!(!ExtendedPiece::is_valid("R'+"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        ExtendedPiece::parse(s).is_ok()
    }

    /// The length of the canonical token in bytes (1 to 4).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("+K^'")?.encoded_len(), 4);
    /// assert_eq!(ExtendedPiece::parse("k")?.encoded_len(), 1);
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn encoded_len(self) -> usize {
        self.piece().encoded_len() + if self.is_derived() { 1 } else { 0 }
    }

    /// The canonical token as a static string (a table built at compile time: no formatting machinery, no
    /// allocation, no copy).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("-k^'")?.as_str(), "-k^'");
    /// assert_eq!(ExtendedPiece::parse("P")?.as_str(), "P");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(self) -> &'static str {
        let at = usize::from(self.to_bits()) * TEXT_STRIDE;
        // A typed invariant: `to_bits` of a token is a slot the table fills (every one is checked by the
        // tests), so this slice is always in the table.
        &TEXT[at..at + self.encoded_len()]
    }
}

tabula_protocol::__static_text_impls!(ExtendedPiece, tabula_epin, "+K^'");
