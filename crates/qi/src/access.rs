//! Reading a position: its shape, counts, turn, styles, squares, hands, ranks and layers, and taking it apart.

use alloc::vec::Vec;

use crate::{Hand, Layers, MAX_DIMENSIONS, Nested, Parts, Qi, Ranks, Shape, Side};

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

    /// The board, flat, in row-major order (outermost dimension first): one entry per square, `None` for
    /// an empty square. For `[R, F]`, square `(r, f)` is at `r·F + f`; for `[L, R, F]`, `(l, r, f)` is
    /// at `l·R·F + r·F + f`.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[3, 3], 'C', 'c')?;
    /// position.board_diff([(1 * 3 + 2, Some('K'))])?;
    /// assert_eq!(position.board()[5], Some('K'));
    /// assert_eq!(position.board().len(), 9);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn board(&self) -> &[Option<P>] {
        &self.board
    }

    /// One square: `None` off the board, `Some(&None)` for an empty square, `Some(&Some(piece))` for an
    /// occupied one. See [`Qi::piece_at`] to get the piece directly.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[2], 'C', 'c')?;
    /// position.board_diff([(0, Some('K'))])?;
    /// assert_eq!(position.square(0), Some(&Some('K')));
    /// assert_eq!(position.square(1), Some(&None));
    /// assert_eq!(position.square(2), None);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn square(&self, index: usize) -> Option<&Option<P>> {
        self.board.get(index)
    }

    /// The piece on one square: `None` when the square is empty **or** off the board.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[2], 'C', 'c')?;
    /// position.board_diff([(0, Some('K'))])?;
    /// assert_eq!(position.piece_at(0), Some(&'K'));
    /// assert_eq!(position.piece_at(1), None);
    /// assert_eq!(position.piece_at(9), None);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn piece_at(&self, index: usize) -> Option<&P> {
        self.board.get(index).and_then(Option::as_ref)
    }

    /// One hand as `(piece, count)` items in `P`'s order (every count ≥ 1).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('R', 1), ('B', 2)])?;
    /// let items: Vec<_> = position.hand(Side::First).collect();
    /// assert_eq!(items, [(&'B', 2), (&'R', 1)]);
    /// assert_eq!(position.hand(Side::Second).len(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> Hand<'_, P> {
        Hand {
            items: self.hands[side.index()].iter(),
        }
    }

    /// The first player's hand; see [`Qi::hand`].
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[8], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 3)])?;
    /// assert_eq!(position.first_hand().collect::<Vec<_>>(), [(&'P', 3)]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand(&self) -> Hand<'_, P> {
        self.hand(Side::First)
    }

    /// The second player's hand; see [`Qi::hand`].
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.second_hand().count(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_hand(&self) -> Hand<'_, P> {
        self.hand(Side::Second)
    }

    /// The ranks (rows of the innermost dimension) as borrowed slices, in flat order: the whole board
    /// for a 1-D board, `R` ranks for `[R, F]`, `L × R` ranks for `[L, R, F]` (layer after layer; see
    /// [`Qi::layers`] to group them).
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[2, 3], 'C', 'c')?;
    /// assert_eq!(position.ranks().map(<[_]>::len).collect::<Vec<_>>(), [3, 3]);
    /// assert_eq!(Qi::<char, char>::new(&[2, 2, 4], 'C', 'c')?.ranks().len(), 4);
    /// assert_eq!(Qi::<char, char>::new(&[7], 'C', 'c')?.ranks().len(), 1);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn ranks(&self) -> Ranks<'_, P> {
        Ranks {
            chunks: self.board.chunks_exact(self.files()),
        }
    }

    /// The layers, each a [`Layer`](crate::Layer) (its squares as a slice, and its ranks): `L` layers for `[L, R, F]`,
    /// a single layer for a 1-D or 2-D board. With [`Layer::ranks`](crate::Layer::ranks) this is the borrowing nested view of
    /// the board: layers → ranks → squares.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[2, 2, 2], 'C', 'c')?;
    /// position.board_diff([(7, Some('K'))])?;
    /// let last: Vec<Vec<Option<char>>> =
    ///     position.layers().last().unwrap().ranks().map(<[_]>::to_vec).collect();
    /// assert_eq!(last, [vec![None, None], vec![None, Some('K')]]);
    /// assert_eq!(Qi::<char, char>::new(&[8, 8], 'C', 'c')?.layers().len(), 1);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn layers(&self) -> Layers<'_, P> {
        let files = self.files();
        let layer = if self.shape.dimensions() == MAX_DIMENSIONS {
            self.shape[1] * files
        } else {
            self.board.len()
        };
        Layers {
            chunks: self.board.chunks_exact(layer.max(1)),
            files,
        }
    }

    /// Size of the innermost dimension (never 0).
    pub(crate) fn files(&self) -> usize {
        self.shape.last().copied().unwrap_or(1)
    }

    /// The board copied into owned nested vectors matching the shape (for display and serialization);
    /// see [`Nested`] and [`Qi::into_nested`].
    ///
    /// ```
    /// use tabula_qi::{Nested, Qi};
    /// let mut position = Qi::new(&[2, 1, 3], 'C', 'c')?;
    /// position.board_diff([(0, Some('a')), (5, Some('b'))])?;
    /// assert_eq!(
    ///     position.to_nested(),
    ///     Nested::Layers(vec![vec![vec![Some('a'), None, None]], vec![vec![None, None, Some('b')]]]),
    /// );
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn to_nested(&self) -> Nested<P>
    where
        P: Clone,
    {
        Nested::build(self.shape, self.board.iter().cloned())
    }

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

impl<P: Ord, S> Qi<P, S> {
    /// The count of `piece` in one hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.hand_count(Side::First, &'P'), 2);
    /// assert_eq!(position.hand_count(Side::Second, &'P'), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand_count(&self, side: Side, piece: &P) -> usize {
        self.hands[side.index()].get(piece).copied().unwrap_or(0)
    }

    /// The count of `piece` in the first player's hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.first_hand_count(&'P'), 2);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand_count(&self, piece: &P) -> usize {
        self.hand_count(Side::First, piece)
    }

    /// The count of `piece` in the second player's hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// position.hand_diff(Side::First, [('P', 2)])?;
    /// assert_eq!(position.second_hand_count(&'P'), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_hand_count(&self, piece: &P) -> usize {
        self.hand_count(Side::Second, piece)
    }
}
