//! The board: its squares, ranks and layers (borrowed), and a nested copy.

use crate::{Layers, MAX_DIMENSIONS, Nested, Qi, Ranks};

impl<P, S> Qi<P, S> {
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
}
