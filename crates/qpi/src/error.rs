//! Why a string is not a QPI token.

use crate::{Piece, Style, pin, sin};

/// Why a byte string is not a QPI token, or why a piece cannot be written as EPIN in a given match.
///
/// ```
/// use tabula_qpi::{Error, QualifiedPiece};
///
/// assert_eq!(QualifiedPiece::parse("CK"), Err(Error::MissingSeparator { offset: 1 }));
/// assert_eq!(QualifiedPiece::parse("C:K^^").unwrap_err().offset(), 4);
/// assert_eq!(QualifiedPiece::parse("C:K^^").unwrap_err().code(), "invalid-piece");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_qpi::QualifiedPiece::parse(""), Err(tabula_qpi::Error::Empty));
    /// ```
    #[error("empty QPI token")]
    Empty,
    /// The input is longer than the longest QPI token (5 bytes, `C:+K^`; code `too-long`); nothing else was
    /// examined, so a 1 MB input costs no more than a 6-byte one. The bound follows from the spec's grammar
    /// (QPI, <https://sashite.dev/specs/qpi/1.0.0/>, "Syntax").
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece};
    /// assert_eq!(QualifiedPiece::parse("C:+K^'"), Err(Error::TooLong { len: 6 }));
    /// ```
    #[error("QPI token is {len} bytes long, longer than the 5 bytes of the longest token")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The style letter is not followed by the separator `:`, and the input has no `:` at all (code
    /// `missing-separator`).
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece};
    /// assert_eq!(QualifiedPiece::parse("C;K"), Err(Error::MissingSeparator { offset: 1 }));
    /// assert_eq!(QualifiedPiece::parse("C"), Err(Error::MissingSeparator { offset: 1 }));
    /// ```
    #[error("expected the separator ':' at byte {offset}, after the style letter")]
    MissingSeparator {
        /// Byte offset where `:` was expected.
        offset: usize,
    },
    /// Nothing before the `:` (code `missing-style`).
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece};
    /// assert_eq!(QualifiedPiece::parse(":K"), Err(Error::MissingStyle));
    /// ```
    #[error("missing style (SIN) before the ':' at byte 0")]
    MissingStyle,
    /// Nothing after the `:` (code `missing-piece`).
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece};
    /// assert_eq!(QualifiedPiece::parse("C:"), Err(Error::MissingPiece { offset: 2 }));
    /// ```
    #[error("missing piece (PIN) after the ':' at byte {offset}")]
    MissingPiece {
        /// Byte offset just after the `:` (the end of the input).
        offset: usize,
    },
    /// A second separator `:` (code `extra-separator`): a QPI token has exactly one, so a `:` where the piece
    /// (PIN) part has a byte is reported as such rather than as an invalid PIN letter. The offset is the second
    /// `:`'s. A PIN part that fails earlier, on another byte, is reported as [`Error::Pin`] (the first error from
    /// the left wins).
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece};
    /// assert_eq!(QualifiedPiece::parse("C::K"), Err(Error::ExtraSeparator { offset: 2 }));
    /// assert_eq!(QualifiedPiece::parse("c:K:"), Err(Error::ExtraSeparator { offset: 3 }));
    /// assert_eq!(
    ///     QualifiedPiece::parse("c:K:").unwrap_err().to_string(),
    ///     "unexpected second separator ':' at byte 3; a QPI token has exactly one"
    /// );
    /// ```
    #[error("unexpected second separator ':' at byte {offset}; a QPI token has exactly one")]
    ExtraSeparator {
        /// Byte offset of the second `:`.
        offset: usize,
    },
    /// The part before the first `:` is not a SIN token (code `invalid-style`; it starts at byte 0, so the
    /// SIN error's offset is the QPI offset). The SIN error is the [`source`](core::error::Error::source).
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece, sin};
    /// assert_eq!(QualifiedPiece::parse("CC:K"), Err(Error::Sin(sin::Error::TooLong { len: 2 })));
    /// assert_eq!(
    ///     QualifiedPiece::parse("1:K"),
    ///     Err(Error::Sin(sin::Error::InvalidLetter { offset: 0, byte: b'1' }))
    /// );
    /// ```
    #[error("invalid style (SIN) part: {0}")]
    Sin(#[source] sin::Error),
    /// The part after the first `:` is not a PIN token (code `invalid-piece`). The PIN error is the
    /// [`source`](core::error::Error::source); [`Error::offset`] adds the two offsets.
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece, pin};
    /// let error = QualifiedPiece::parse("C:K^^").unwrap_err();
    /// assert_eq!(error, Error::Pin { offset: 2, source: pin::Error::DoubledTerminalMarker { offset: 2 } });
    /// assert_eq!(error.offset(), 4);
    /// ```
    #[error("invalid piece (PIN) part starting at byte {offset}: {source}")]
    Pin {
        /// Byte offset where the PIN part starts.
        offset: usize,
        /// The PIN error, with offsets relative to the PIN part.
        #[source]
        source: pin::Error,
    },
    /// Converting to EPIN: the piece's style is neither player's style in this match, so an EPIN token (which
    /// only says native or derived) cannot express it (code `foreign-style`; never a parse error).
    ///
    /// ```
    /// use tabula_qpi::{Error, QualifiedPiece, Style};
    /// let (chess, shogi) = (Style::parse("C")?, Style::parse("s")?);
    /// let error = QualifiedPiece::parse("M:P")?.to_extended(chess, shogi).unwrap_err();
    /// assert!(matches!(error, Error::ForeignStyle { .. }));
    /// assert_eq!(error.to_string(), "style M of piece P is neither player's style (C/s)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("style {style} of piece {piece} is neither player's style ({first}/{second})")]
    ForeignStyle {
        /// The piece's style.
        style: Style,
        /// The piece.
        piece: Piece,
        /// The first player's style.
        first: Style,
        /// The second player's style.
        second: Style,
    },
}

impl Error {
    /// Byte offset in the input at which a parse error was detected (0 for [`Error::Empty`],
    /// [`Error::TooLong`], [`Error::MissingStyle`] and [`Error::ForeignStyle`]).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("C:").unwrap_err().offset(), 2);
    /// assert_eq!(QualifiedPiece::parse("1:K").unwrap_err().offset(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty
            | Error::TooLong { .. }
            | Error::MissingStyle
            | Error::ForeignStyle { .. } => 0,
            Error::MissingSeparator { offset }
            | Error::MissingPiece { offset }
            | Error::ExtraSeparator { offset } => *offset,
            Error::Sin(e) => e.offset(),
            Error::Pin { offset, source } => *offset + source.offset(),
        }
    }

    /// The kebab-case error code used by the conformance fixtures. A failing component reports
    /// `invalid-style` or `invalid-piece`; its own error (and code) is the [`core::error::Error::source`].
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("").unwrap_err().code(), "empty");
    /// assert_eq!(QualifiedPiece::parse(":K").unwrap_err().code(), "missing-style");
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::MissingSeparator { .. } => "missing-separator",
            Error::MissingStyle => "missing-style",
            Error::MissingPiece { .. } => "missing-piece",
            Error::ExtraSeparator { .. } => "extra-separator",
            Error::Sin(_) => "invalid-style",
            Error::Pin { .. } => "invalid-piece",
            Error::ForeignStyle { .. } => "foreign-style",
        }
    }
}
