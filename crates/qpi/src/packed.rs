//! The packed form of a qualified piece (two bytes) and the enumeration of every token in order.

use crate::{
    Letter, PIECE_MASK, PRESENT_BIT, Piece, QualifiedPiece, STYLE_SHIFT, Side, State, Style,
};

impl QualifiedPiece {
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
