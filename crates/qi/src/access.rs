//! Reading a position: its shape, counts, turn and styles; its board (`board`), its hands (`hands`), and
//! taking it apart (`parts`).

use crate::{Qi, Shape, Side};

mod board;
mod hands;
mod parts;

impl<P, S> Qi<P, S> {
    /// The shape, outermost dimension first: a [`Shape`], which dereferences to the sizes (`&[usize]`) and
    /// compares equal to them.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[5, 5, 5], 'R', 'r')?;
    /// assert_eq!(position.shape(), &[5, 5, 5]);
    /// assert_eq!(position.shape().to_string(), "5×5×5");
    /// let sizes: &[usize] = position.shape();
    /// assert_eq!(sizes.len(), 3);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The number of dimensions (1 to 3).
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.dimensions(), 1);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn dimensions(&self) -> usize {
        self.shape.dimensions()
    }

    /// The number of squares (the product of the shape).
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8, 8], 'C', 'c')?.square_count(), 64);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn square_count(&self) -> usize {
        self.board.len()
    }

    /// All pieces: on the board and in both hands, counting multiplicities. O(1); never more than
    /// [`Qi::square_count`].
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.board_diff([(0, Some('K'))])?;
    /// position.hand_diff(Side::Second, [('p', 2)])?;
    /// assert_eq!(position.piece_count(), 3);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        // The invariant bounds the sum by the square count.
        self.board_count + self.hand_counts[0] + self.hand_counts[1]
    }

    /// Pieces on the board (occupied squares). O(1).
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.board_diff([(0, Some('K')), (7, Some('k'))])?;
    /// assert_eq!(position.board_piece_count(), 2);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn board_piece_count(&self) -> usize {
        self.board_count
    }

    /// Pieces in one hand, counting multiplicities. O(1).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2), ('B', 1)])?;
    /// assert_eq!(position.hand_piece_count(Side::First), 3);
    /// assert_eq!(position.hand_piece_count(Side::Second), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand_piece_count(&self, side: Side) -> usize {
        self.hand_counts[side.index()]
    }

    /// Pieces in the first player's hand, counting multiplicities. O(1).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.first_hand_piece_count(), 2);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand_piece_count(&self) -> usize {
        self.hand_piece_count(Side::First)
    }

    /// Pieces in the second player's hand, counting multiplicities. O(1).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::Second, [('p', 1)])?;
    /// assert_eq!(position.second_hand_piece_count(), 1);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_hand_piece_count(&self) -> usize {
        self.hand_piece_count(Side::Second)
    }

    /// The side to move.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.turn(), Side::First);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The first player's style.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.first_style(), &'C');
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_style(&self) -> &S {
        &self.styles[0]
    }

    /// The second player's style.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.second_style(), &'c');
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_style(&self) -> &S {
        &self.styles[1]
    }

    /// One player's style.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let position = Qi::<char, char>::new(&[8], 'C', 'm')?;
    /// assert_eq!(position.style(Side::First), &'C');
    /// assert_eq!(position.style(Side::Second), &'m');
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn style(&self, side: Side) -> &S {
        &self.styles[side.index()]
    }
}
