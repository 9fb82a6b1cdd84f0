//! Why a string is not an EPIN token.

use crate::pin;

/// Why a byte string is not an EPIN token.
///
/// Every variant that points into the input carries the byte offset where the problem was found; see
/// [`Error::offset`].
///
/// ```
/// use tabula_epin::{Error, ExtendedPiece};
///
/// assert_eq!(ExtendedPiece::parse("K'^"), Err(Error::MisplacedDerivationMarker { offset: 1 }));
/// assert_eq!(ExtendedPiece::parse("K'^").unwrap_err().code(), "misplaced-derivation-marker");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_epin::ExtendedPiece::parse(""), Err(tabula_epin::Error::Empty));
    /// ```
    #[error("empty EPIN token")]
    Empty,
    /// The input is longer than the longest EPIN token (4 bytes, `+K^'`; code `too-long`); nothing else was
    /// examined, so a 1 MB input costs no more than a 5-byte one. The bound is the spec's own
    /// (EPIN, <https://sashite.dev/specs/epin/1.0.0/>, "Syntax").
    ///
    /// ```
    /// use tabula_epin::{Error, ExtendedPiece};
    /// assert_eq!(ExtendedPiece::parse("+K^''"), Err(Error::TooLong { len: 5 }));
    /// ```
    #[error("EPIN token is {len} bytes long, longer than the 4 bytes of the longest token")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// A derivation marker `'` that is not the single last byte right after a PIN token (`'K`, `K''`, `K'^`;
    /// code `misplaced-derivation-marker`). The offset is that of the first `'` that is not the final one.
    ///
    /// ```
    /// use tabula_epin::{Error, ExtendedPiece};
    /// assert_eq!(ExtendedPiece::parse("'K"), Err(Error::MisplacedDerivationMarker { offset: 0 }));
    /// assert_eq!(ExtendedPiece::parse("K''"), Err(Error::MisplacedDerivationMarker { offset: 1 }));
    /// ```
    #[error("derivation marker (') at byte {offset} must come once, last, right after a PIN token")]
    MisplacedDerivationMarker {
        /// Byte offset of the misplaced marker.
        offset: usize,
    },
    /// The part before the optional final `'` is not a PIN token; the PIN error says why (its offset is the
    /// offset in the EPIN input too, since the PIN part starts at byte 0), and its code is this error's code.
    ///
    /// ```
    /// use tabula_epin::{Error, ExtendedPiece, pin};
    /// let error = ExtendedPiece::parse("K^^'").unwrap_err();
    /// assert_eq!(error, Error::Pin(pin::Error::DoubledTerminalMarker { offset: 2 }));
    /// assert_eq!((error.code(), error.offset()), ("doubled-terminal-marker", 2));
    /// ```
    #[error("invalid PIN part: {0}")]
    Pin(#[from] pin::Error),
}

impl Error {
    /// Byte offset in the input at which the error was detected (0 for [`Error::Empty`] and
    /// [`Error::TooLong`]).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("K''").unwrap_err().offset(), 1);
    /// assert_eq!(ExtendedPiece::parse("K$'").unwrap_err().offset(), 1);
    /// ```
    #[must_use]
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } => 0,
            Error::MisplacedDerivationMarker { offset } => *offset,
            Error::Pin(e) => e.offset(),
        }
    }

    /// The kebab-case error code used by the conformance fixtures (`fixtures/README.md`). A wrapped PIN
    /// error reports the PIN code.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("").unwrap_err().code(), "empty");
    /// assert_eq!(ExtendedPiece::parse("+K^''").unwrap_err().code(), "too-long");
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::MisplacedDerivationMarker { .. } => "misplaced-derivation-marker",
            Error::Pin(e) => e.code(),
        }
    }
}
