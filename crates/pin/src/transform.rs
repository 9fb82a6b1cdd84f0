//! A piece changed in one attribute, and comparisons of one attribute.

use crate::{
    LETTER_MASK, Letter, Piece, SIDE_BIT, STATE_MASK, STATE_SHIFT, Side, State, TERMINAL_BIT,
};

impl Piece {
    /// The piece with another letter; side, state and terminal status are kept.
    ///
    /// ```
    /// use tabula_pin::{Letter, Piece};
    /// assert_eq!(Piece::parse("+p")?.with_letter(Letter::Q).to_string(), "+q");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_letter(self, letter: Letter) -> Piece {
        Piece::from_valid_bits((self.to_bits() & !LETTER_MASK) | letter.index() as u16)
    }

    /// The piece on `side`; letter, state and terminal status are kept.
    ///
    /// ```
    /// use tabula_pin::{Piece, Side};
    /// assert_eq!(Piece::parse("+K^")?.with_side(Side::Second).to_string(), "+k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_side(self, side: Side) -> Piece {
        let side = match side {
            Side::First => 0,
            Side::Second => SIDE_BIT,
        };
        Piece::from_valid_bits((self.to_bits() & !SIDE_BIT) | side)
    }

    /// The piece in `state`; letter, side and terminal status are kept.
    ///
    /// ```
    /// use tabula_pin::{Piece, State};
    /// assert_eq!(Piece::parse("+p")?.with_state(State::Diminished).to_string(), "-p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_state(self, state: State) -> Piece {
        Piece::from_valid_bits((self.to_bits() & !STATE_MASK) | ((state as u16) << STATE_SHIFT))
    }

    /// The piece with the terminal marker set or cleared; letter, side and state are kept.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("K")?.with_terminal(true).to_string(), "K^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_terminal(self, terminal: bool) -> Piece {
        let terminal = if terminal { TERMINAL_BIT } else { 0 };
        Piece::from_valid_bits((self.to_bits() & !TERMINAL_BIT) | terminal)
    }

    /// The piece with the terminal marker.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-k")?.mark_terminal().to_string(), "-k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn mark_terminal(self) -> Piece {
        self.with_terminal(true)
    }

    /// The piece without the terminal marker.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-k^")?.unmark_terminal().to_string(), "-k");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn unmark_terminal(self) -> Piece {
        self.with_terminal(false)
    }

    /// The piece on the other side; letter, state and terminal status are kept.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K^")?.flip().to_string(), "+k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip(self) -> Piece {
        Piece::from_valid_bits(self.to_bits() ^ SIDE_BIT)
    }

    /// The piece enhanced (`+`), whatever its state was.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-p")?.enhance().to_string(), "+p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn enhance(self) -> Piece {
        self.with_state(State::Enhanced)
    }

    /// The piece diminished (`-`), whatever its state was.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("p")?.diminish().to_string(), "-p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn diminish(self) -> Piece {
        self.with_state(State::Diminished)
    }

    /// The piece in its normal state (no prefix).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+p^")?.normalize().to_string(), "p^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn normalize(self) -> Piece {
        self.with_state(State::Normal)
    }

    /// Whether both pieces have the same letter, whatever their case.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K")?.same_letter(Piece::parse("+k^")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_letter(self, other: Piece) -> bool {
        self.0.get() & LETTER_MASK == other.0.get() & LETTER_MASK
    }

    /// Whether both pieces are on the same side.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K")?.same_side(Piece::parse("+Q")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_side(self, other: Piece) -> bool {
        self.0.get() & SIDE_BIT == other.0.get() & SIDE_BIT
    }

    /// Whether both pieces are in the same state.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("+K")?.same_state(Piece::parse("+q")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_state(self, other: Piece) -> bool {
        self.0.get() & STATE_MASK == other.0.get() & STATE_MASK
    }

    /// Whether both pieces have the same terminal status.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K^")?.same_terminal(Piece::parse("q^")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_terminal(self, other: Piece) -> bool {
        self.0.get() & TERMINAL_BIT == other.0.get() & TERMINAL_BIT
    }
}
