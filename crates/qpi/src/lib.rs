#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroU16;

pub use tabula_epin::{self as epin, ExtendedPiece};
pub use tabula_pin::{self as pin, Piece, State};
pub use tabula_sin::{self as sin, Letter, Side, Style};

mod read;

/// Bits 0–8 of the packed form: the PIN piece (`Piece::to_bits`).
const PIECE_MASK: u16 = 0x01FF;
/// Bits 9–14 of the packed form: the SIN style (`Style::to_bits`).
const STYLE_SHIFT: u16 = 9;
/// Always set in the stored value so that it is never zero (the niche of `Option<QualifiedPiece>`).
const PRESENT_BIT: u16 = 1 << 15;

/// A QPI token `<sin>:<pin>`: a piece with its explicit style.
///
/// The two cases are independent (QPI 1.0.0, <https://sashite.dev/specs/qpi/1.0.0/>, "Attributes"): the SIN
/// letter's case is the style's home side, the PIN letter's case is the piece's side. The piece is *native*
/// when they agree and *derived* otherwise; all 16,224 combinations are valid tokens.
///
/// Two bytes; `Option<QualifiedPiece>` is two bytes too.
///
/// `Ord` compares the style first ([`Style`]'s order), then the piece ([`Piece`]'s order). It is not the byte
/// order of the text.
///
/// ```
/// use tabula_qpi::{Letter, QualifiedPiece, Side};
///
/// let piece: QualifiedPiece = "C:k^".parse()?;
/// assert_eq!(piece.style_letter(), Letter::C);
/// assert_eq!(piece.letter(), Letter::K);
/// assert_eq!(piece.side(), Side::Second);
/// assert!(piece.is_terminal() && piece.is_derived());
/// assert_eq!(piece.native().to_string(), "C:K^");
/// # Ok::<(), tabula_qpi::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct QualifiedPiece(NonZeroU16);

const _: () = assert!(core::mem::size_of::<QualifiedPiece>() == 2);
const _: () = assert!(core::mem::size_of::<Option<QualifiedPiece>>() == 2);

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

impl QualifiedPiece {
    /// The length of the longest QPI token (`C:+K^`).
    ///
    /// ```
    /// assert_eq!(tabula_qpi::QualifiedPiece::MAX_LEN, 5);
    /// ```
    pub const MAX_LEN: usize = 5;

    /// The number of QPI tokens (52 styles × 312 pieces).
    ///
    /// ```
    /// assert_eq!(tabula_qpi::QualifiedPiece::COUNT, 16_224);
    /// ```
    pub const COUNT: usize = 16_224;

    /// The piece `piece` in style `style`.
    ///
    /// ```
    /// use tabula_qpi::{Piece, QualifiedPiece, Style};
    /// let piece = QualifiedPiece::new(Style::parse("S")?, Piece::parse("+r")?);
    /// assert_eq!(piece.to_string(), "S:+r");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(style: Style, piece: Piece) -> QualifiedPiece {
        let bits = piece.to_bits() | ((style.to_bits() as u16) << STYLE_SHIFT) | PRESENT_BIT;
        match NonZeroU16::new(bits) {
            Some(bits) => QualifiedPiece(bits),
            None => QualifiedPiece(NonZeroU16::MAX),
        }
    }

    /// The style (the SIN part, with its case).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("m:P")?.style().to_string(), "m");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn style(self) -> Style {
        #[allow(clippy::cast_possible_truncation)]
        let bits = (self.0.get() >> STYLE_SHIFT) as u8 & 0x3F;
        match Style::from_bits(bits) {
            Some(style) => style,
            // Never taken: the bits were produced by `Style::to_bits`.
            None => Style::new(Letter::A, Side::First),
        }
    }

    /// The piece (the PIN part).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("m:+P^")?.piece().to_string(), "+P^");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn piece(self) -> Piece {
        match Piece::from_bits(self.0.get() & PIECE_MASK) {
            Some(piece) => piece,
            // Never taken: the bits were produced by `Piece::to_bits`.
            None => Piece::new(Letter::A, Side::First, State::Normal, false),
        }
    }

    /// Whether the SIN and PIN cases agree (the piece is in its own side's style tag).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("c:k")?.is_native());
    /// assert!(!QualifiedPiece::parse("C:k")?.is_native());
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_native(self) -> bool {
        self.style().side() as u8 == self.side() as u8
    }

    /// Whether the SIN and PIN cases differ.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("c:K")?.is_derived());
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_derived(self) -> bool {
        !self.is_native()
    }

    /// Native form: the piece's side set to the style's side (the SIN is unchanged); idempotent.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("C:k")?.native().to_string(), "C:K");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn native(self) -> QualifiedPiece {
        QualifiedPiece::new(self.style(), self.piece().with_side(self.style().side()))
    }

    /// Derived form: the piece's side set to the side opposite the style's (the SIN is unchanged); idempotent.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("C:K")?.derive().to_string(), "C:k");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn derive(self) -> QualifiedPiece {
        QualifiedPiece::new(
            self.style(),
            self.piece().with_side(self.style().side().flip()),
        )
    }

    /// Flips both cases (style and piece); native/derived is preserved.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("C:k^")?.flip().to_string(), "c:K^");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip(self) -> QualifiedPiece {
        QualifiedPiece::new(self.style().flip(), self.piece().flip())
    }

    /// The same piece in another style.
    ///
    /// ```
    /// use tabula_qpi::{QualifiedPiece, Style};
    /// let piece = QualifiedPiece::parse("C:p")?.with_style(Style::parse("s")?);
    /// assert_eq!(piece.to_string(), "s:p");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_style(self, style: Style) -> QualifiedPiece {
        QualifiedPiece::new(style, self.piece())
    }

    /// The same style with another piece.
    ///
    /// ```
    /// use tabula_qpi::{Piece, QualifiedPiece};
    /// let piece = QualifiedPiece::parse("S:P")?.with_piece(Piece::parse("+P")?);
    /// assert_eq!(piece.to_string(), "S:+P");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_piece(self, piece: Piece) -> QualifiedPiece {
        QualifiedPiece::new(self.style(), piece)
    }

    /// The style's letter (its family), whatever its case.
    ///
    /// ```
    /// use tabula_qpi::{Letter, QualifiedPiece};
    /// assert_eq!(QualifiedPiece::parse("x:-s")?.style_letter(), Letter::X);
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[doc(alias = "family")]
    #[must_use]
    #[inline]
    pub const fn style_letter(self) -> Letter {
        self.style().letter()
    }

    /// The piece enhanced (`+`).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("S:-p")?.enhance().to_string(), "S:+p");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn enhance(self) -> QualifiedPiece {
        self.with_piece(self.piece().enhance())
    }

    /// The piece diminished (`-`).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("S:p")?.diminish().to_string(), "S:-p");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn diminish(self) -> QualifiedPiece {
        self.with_piece(self.piece().diminish())
    }

    /// The piece in its normal state.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("S:+p^")?.normalize().to_string(), "S:p^");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn normalize(self) -> QualifiedPiece {
        self.with_piece(self.piece().normalize())
    }

    /// Whether both pieces have the same style letter (family), whatever the cases.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("C:K")?.same_style(QualifiedPiece::parse("c:p")?));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[doc(alias = "same_family")]
    #[must_use]
    #[inline]
    pub const fn same_style(self, other: QualifiedPiece) -> bool {
        self.style_letter() as u8 == other.style_letter() as u8
    }

    /// Whether the two pieces have different style letters (the opposite of [`QualifiedPiece::same_style`]).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("C:K")?.cross_style(QualifiedPiece::parse("s:k")?));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[doc(alias = "cross_family")]
    #[must_use]
    #[inline]
    pub const fn cross_style(self, other: QualifiedPiece) -> bool {
        !self.same_style(other)
    }

    /// Whether both pieces have the same letter (name, or type).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("C:K")?.same_type(QualifiedPiece::parse("s:+k")?));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_type(self, other: QualifiedPiece) -> bool {
        self.letter() as u8 == other.letter() as u8
    }

    /// Whether both pieces are on the same side.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("c:K")?.same_side(QualifiedPiece::parse("C:R")?));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_side(self, other: QualifiedPiece) -> bool {
        self.side() as u8 == other.side() as u8
    }

    /// Whether both pieces are in the same state.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert!(QualifiedPiece::parse("C:+K")?.same_state(QualifiedPiece::parse("s:+p")?));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_state(self, other: QualifiedPiece) -> bool {
        self.state() as u8 == other.state() as u8
    }

    /// Resolves an EPIN token to its full identity in a match whose players have the styles `first` and
    /// `second` (EPIN, "Attributes"; FEEN, "Style–turn"): a native piece takes the style of the player on its
    /// own side, a derived piece the style of the other player. The style tokens are used unchanged, so the result is native
    /// exactly when the EPIN token is (when the first style is uppercase and the second lowercase, as FEEN
    /// writes them). No allocation, no branch on the token.
    ///
    /// ```
    /// use tabula_qpi::{ExtendedPiece, QualifiedPiece, Style};
    /// let (chess, makruk) = (Style::parse("C")?, Style::parse("m")?);
    /// let resolve = |token: &str| -> Result<String, tabula_epin::Error> {
    ///     let piece = ExtendedPiece::parse(token)?;
    ///     Ok(QualifiedPiece::from_extended(piece, chess, makruk).to_string())
    /// };
    /// assert_eq!(resolve("K^")?, "C:K^");
    /// assert_eq!(resolve("k^")?, "m:k^");
    /// assert_eq!(resolve("P'")?, "m:P");
    /// assert_eq!(resolve("+r'")?, "C:+r");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_extended(
        piece: ExtendedPiece,
        first: Style,
        second: Style,
    ) -> QualifiedPiece {
        let players = [first, second];
        let owner = piece.side() as usize ^ piece.is_derived() as usize;
        QualifiedPiece::new(players[owner], piece.piece())
    }

    /// Writes this piece as an EPIN token for a match whose players have the styles `first` and `second`:
    /// the PIN part, derived when the style belongs to the player on the other side than the piece. The
    /// inverse of [`QualifiedPiece::from_extended`].
    ///
    /// ```
    /// use tabula_qpi::{QualifiedPiece, Style};
    /// let (chess, shogi) = (Style::parse("C")?, Style::parse("s")?);
    /// assert_eq!(QualifiedPiece::parse("C:p")?.to_extended(chess, shogi)?.to_string(), "p'");
    /// assert!(QualifiedPiece::parse("c:p")?.to_extended(chess, shogi).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignStyle`] when the piece's style is not the style this rule gives it, i.e. neither
    /// player's token (compared with its case).
    #[inline]
    pub const fn to_extended(self, first: Style, second: Style) -> Result<ExtendedPiece, Error> {
        let players = [first, second];
        let piece = self.piece();
        let style = self.style();
        let derived = style.side() as u8 != piece.side() as u8;
        let expected = players[piece.side() as usize ^ derived as usize];
        if expected.to_bits() == style.to_bits() {
            Ok(ExtendedPiece::new(piece, derived))
        } else {
            Err(Error::ForeignStyle {
                style,
                piece,
                first,
                second,
            })
        }
    }

    /// The EPIN token with the style dropped: the PIN part, derived when the cases differ. Lossy: use
    /// [`QualifiedPiece::to_extended`] to check the style against a match.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::parse("s:+R")?.extended().to_string(), "+R'");
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn extended(self) -> ExtendedPiece {
        ExtendedPiece::new(self.piece(), self.is_derived())
    }

    /// The packed form: PIN bits 0–8 (`Piece::to_bits`), SIN bits 9–14 (`Style::to_bits`).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// let piece = QualifiedPiece::parse("C:+k^")?;
    /// assert_eq!(QualifiedPiece::from_bits(piece.to_bits()), Some(piece));
    /// # Ok::<(), tabula_qpi::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_bits(self) -> u16 {
        self.0.get() & !PRESENT_BIT
    }

    /// The piece of a packed form, or `None` if `bits` is not one [`QualifiedPiece::to_bits`] produces.
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// assert_eq!(QualifiedPiece::from_bits(u16::MAX), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<QualifiedPiece> {
        if bits & PRESENT_BIT != 0 {
            return None;
        }
        #[allow(clippy::cast_possible_truncation)]
        let style = Style::from_bits((bits >> STYLE_SHIFT) as u8);
        match (style, Piece::from_bits(bits & PIECE_MASK)) {
            (Some(style), Some(piece)) => Some(QualifiedPiece::new(style, piece)),
            _ => None,
        }
    }

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

    /// Every QPI token in `Ord` order: style outer ([`Style`]'s order: `A`, `a`, `B`, …), piece inner
    /// ([`Piece`]'s order: `-A`, `-A^`, `A`, …).
    ///
    /// ```
    /// use tabula_qpi::QualifiedPiece;
    /// let first: Vec<String> = QualifiedPiece::all().take(3).map(|p| p.to_string()).collect();
    /// assert_eq!(first, ["A:-A", "A:-A^", "A:A"]);
    /// assert_eq!(QualifiedPiece::all().len(), 16_224);
    /// assert_eq!(QualifiedPiece::all().filter(|p| p.is_native()).count(), 8_112);
    /// assert_eq!(QualifiedPiece::all().next_back().map(|p| p.to_string()), Some("z:+z^".into()));
    /// ```
    pub fn all() -> impl ExactSizeIterator<Item = QualifiedPiece> + DoubleEndedIterator + Clone {
        // `COUNT` is 16,224: it fits a `u16`.
        #[allow(clippy::cast_possible_truncation)]
        (0..QualifiedPiece::COUNT as u16).map(QualifiedPiece::from_rank)
    }

    /// The token at `rank` in `Ord` order (`rank` < 16,224): the style at `rank / 312` in [`Style`]'s order
    /// (letter × 2 + side), the piece at `rank % 312` in [`Piece`]'s order (letter × 12 + side × 6 + state ×
    /// 2 + terminal).
    fn from_rank(rank: u16) -> QualifiedPiece {
        let (style, piece) = (rank / 312, rank % 312);
        let side = |odd: u16| if odd == 0 { Side::First } else { Side::Second };
        let letter = |index: u16| {
            #[allow(clippy::cast_possible_truncation)]
            match Letter::from_index(index as u8) {
                Some(letter) => letter,
                None => Letter::Z,
            }
        };
        let state = State::ALL[((piece / 2) % 3) as usize];
        QualifiedPiece::new(
            Style::new(letter(style / 2), side(style % 2)),
            Piece::new(
                letter(piece / 12),
                side((piece / 6) % 2),
                state,
                piece % 2 == 1,
            ),
        )
    }
}

tabula_pin::__forward_piece_accessors!(tabula_qpi::QualifiedPiece, "C:-k^");

impl PartialOrd for QualifiedPiece {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for QualifiedPiece {
    fn cmp(&self, other: &Self) -> Ordering {
        self.style()
            .cmp(&other.style())
            .then_with(|| self.piece().cmp(&other.piece()))
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

tabula_protocol::__token_text_impls!(QualifiedPiece, Error, "a QPI token such as \"C:K^\"");

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    #[test]
    fn packing_round_trips_for_every_token() {
        for piece in QualifiedPiece::all() {
            assert_eq!(QualifiedPiece::from_bits(piece.to_bits()), Some(piece));
            assert_eq!(QualifiedPiece::new(piece.style(), piece.piece()), piece);
        }
    }

    #[test]
    fn epin_conversion_is_a_bijection_for_every_match() {
        for first in Style::all().filter(|s| s.is_first()) {
            for second in Style::all().filter(|s| s.is_second()) {
                for token in ExtendedPiece::all() {
                    let qualified = QualifiedPiece::from_extended(token, first, second);
                    assert_eq!(qualified.is_derived(), token.is_derived());
                    assert_eq!(qualified.to_extended(first, second), Ok(token));
                }
            }
        }
    }

    #[test]
    fn same_style_matches_keep_the_derivation_flag() {
        let (first, second) = (Style::parse("S").unwrap(), Style::parse("s").unwrap());
        let jewel = ExtendedPiece::parse("k^'").unwrap();
        let qualified = QualifiedPiece::from_extended(jewel, first, second);
        assert_eq!(qualified.to_string(), "S:k^");
        assert_eq!(qualified.to_extended(first, second), Ok(jewel));
    }
}
