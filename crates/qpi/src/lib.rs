#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::num::NonZeroU16;

pub use tabula_epin::{self as epin, ExtendedPiece};
pub use tabula_pin::{self as pin, Piece, State};
pub use tabula_sin::{self as sin, Letter, Side, Style};

mod compare;
mod error;
mod extended;
mod packed;
mod read;
#[cfg(test)]
mod tests;
mod text;

pub use error::Error;

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
}

tabula_pin::__forward_piece_accessors!(tabula_qpi::QualifiedPiece, "C:-k^");

tabula_protocol::__token_text_impls!(QualifiedPiece, Error, "a QPI token such as \"C:K^\"");
