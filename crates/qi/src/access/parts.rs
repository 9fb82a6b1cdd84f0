//! Taking a position apart: the board as nested vectors or flat, or every field (no clone of the pieces).

use alloc::vec::Vec;

use crate::{Nested, Parts, Qi};

impl<P, S> Qi<P, S> {
    /// The board moved into owned nested vectors (no clone of the pieces); see [`Qi::to_nested`].
    ///
    /// ```
    /// use tabula_qi::{Nested, Qi};
    /// let mut position = Qi::new(&[3], 'C', 'c')?;
    /// position.board_diff([(1, Some('K'))])?;
    /// assert_eq!(position.into_nested(), Nested::Rank(vec![None, Some('K'), None]));
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn into_nested(self) -> Nested<P> {
        Nested::build(self.shape, self.board.into_iter())
    }

    /// The board moved out (flat, row-major), dropping the rest: to reuse its allocation.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[3], 'C', 'c')?;
    /// position.board_diff([(1, Some('K'))])?;
    /// assert_eq!(position.into_board(), [None, Some('K'), None]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn into_board(self) -> Vec<Option<P>> {
        self.board
    }

    /// Takes the position apart, moving every field out (see [`Parts`]; [`Qi::from_parts`] is the
    /// inverse).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::Second, [('p', 2)])?;
    /// position.toggle();
    /// let parts = position.into_parts();
    /// assert_eq!(parts.board.len(), 4);
    /// assert_eq!(parts.second_hand, [('p', 2)]);
    /// assert_eq!(parts.turn, Side::Second);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn into_parts(self) -> Parts<P, S> {
        let [first_hand, second_hand] = self.hands;
        let [first_style, second_style] = self.styles;
        Parts {
            shape: self.shape,
            board: self.board,
            first_hand: first_hand.into_iter().collect(),
            second_hand: second_hand.into_iter().collect(),
            first_style,
            second_style,
            turn: self.turn,
        }
    }
}
