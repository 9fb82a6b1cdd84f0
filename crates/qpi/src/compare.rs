//! Comparisons of qualified pieces: attribute by attribute (style letter, letter, side, state), and the
//! total order (style first, then piece).

use core::cmp::Ordering;

use crate::QualifiedPiece;

impl QualifiedPiece {
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
}

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
