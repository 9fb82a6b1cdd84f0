//! Borrowing and owned views of a position: hand iterators, ranks and layers, the nested board, the parts.

use alloc::collections::BTreeMap;
use alloc::collections::btree_map;
use alloc::vec::Vec;
use core::iter::FusedIterator;
use core::ops::Deref;
use core::slice::ChunksExact;

use crate::{Shape, Side};

/// The items of one hand, `(piece, count)` in the order of `P`'s [`Ord`]; see [`Qi::hand`](crate::Qi::hand).
///
/// Every count is at least 1. The order is only `P`'s order: hands have no meaningful order (Game Protocol),
/// and notations such as FEEN sort with their own rule.
///
/// ```
/// use tabula_qi::{Qi, Side};
/// let mut position = Qi::new(&[8], 'C', 'c')?;
/// position.hand_diff(Side::First, [('R', 1), ('B', 2)])?;
/// let mut hand = position.first_hand();
/// assert_eq!(hand.len(), 2);
/// assert_eq!(hand.next(), Some((&'B', 2)));
/// assert_eq!(hand.next_back(), Some((&'R', 1)));
/// assert_eq!(hand.next(), None);
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Hand<'a, P> {
    pub(crate) items: btree_map::Iter<'a, P, usize>,
}

impl<'a, P> Iterator for Hand<'a, P> {
    type Item = (&'a P, usize);

    fn next(&mut self) -> Option<Self::Item> {
        self.items.next().map(|(piece, &count)| (piece, count))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.items.size_hint()
    }
}

impl<P> DoubleEndedIterator for Hand<'_, P> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.items.next_back().map(|(piece, &count)| (piece, count))
    }
}

impl<P> ExactSizeIterator for Hand<'_, P> {}
impl<P> FusedIterator for Hand<'_, P> {}

/// Ranks (rows of the innermost dimension) as borrowed slices, in flat order; see
/// [`Qi::ranks`](crate::Qi::ranks) and [`Layer::ranks`].
///
/// ```
/// use tabula_qi::Qi;
/// let mut position = Qi::new(&[2, 3], 'C', 'c')?;
/// position.board_diff([(5, Some('k'))])?;
/// let ranks: Vec<&[Option<char>]> = position.ranks().collect();
/// assert_eq!(ranks, [&[None, None, None][..], &[None, None, Some('k')][..]]);
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Ranks<'a, P> {
    pub(crate) chunks: ChunksExact<'a, Option<P>>,
}

impl<'a, P> Iterator for Ranks<'a, P> {
    type Item = &'a [Option<P>];

    fn next(&mut self) -> Option<Self::Item> {
        self.chunks.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.chunks.size_hint()
    }
}

impl<P> DoubleEndedIterator for Ranks<'_, P> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.chunks.next_back()
    }
}

impl<P> ExactSizeIterator for Ranks<'_, P> {}
impl<P> FusedIterator for Ranks<'_, P> {}

/// Layers of a board, each yielded as a [`Layer`]; see [`Qi::layers`](crate::Qi::layers).
///
/// A 3-D board `[L, R, F]` has `L` layers of `R` ranks; a 1-D or 2-D board is a single layer.
///
/// ```
/// use tabula_qi::Qi;
/// let position = Qi::<char, char>::new(&[2, 3, 4], 'C', 'c')?;
/// let layers = position.layers();
/// assert_eq!(layers.len(), 2);
/// for layer in layers {
///     assert_eq!(layer.len(), 12);
///     assert_eq!(layer.ranks().len(), 3);
///     for rank in layer.ranks() {
///         assert_eq!(rank.len(), 4);
///     }
/// }
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Layers<'a, P> {
    pub(crate) chunks: ChunksExact<'a, Option<P>>,
    pub(crate) files: usize,
}

impl<'a, P> Iterator for Layers<'a, P> {
    type Item = Layer<'a, P>;

    fn next(&mut self) -> Option<Self::Item> {
        let files = self.files;
        self.chunks.next().map(|squares| Layer { squares, files })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.chunks.size_hint()
    }
}

impl<P> DoubleEndedIterator for Layers<'_, P> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let files = self.files;
        self.chunks
            .next_back()
            .map(|squares| Layer { squares, files })
    }
}

impl<P> ExactSizeIterator for Layers<'_, P> {}
impl<P> FusedIterator for Layers<'_, P> {}

/// One layer of a board (the whole board unless it is 3-D): its squares in flat order (it dereferences
/// to the slice) and its [`Layer::ranks`].
///
/// ```
/// use tabula_qi::Qi;
/// let mut position = Qi::new(&[2, 2, 2], 'C', 'c')?;
/// position.board_diff([(7, Some('K'))])?;
/// let top = position.layers().next_back().unwrap();
/// assert_eq!(top.squares(), &[None, None, None, Some('K')]);
/// assert_eq!(top.len(), 4); // through `Deref<Target = [Option<P>]>`
/// assert_eq!(top.ranks().collect::<Vec<_>>(), [&[None, None][..], &[None, Some('K')][..]]);
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug)]
pub struct Layer<'a, P> {
    squares: &'a [Option<P>],
    files: usize,
}

impl<P> Clone for Layer<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Layer<'_, P> {}

impl<'a, P> Layer<'a, P> {
    /// The layer's squares in flat order.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[3, 3], 'C', 'c')?;
    /// assert_eq!(position.layers().next().unwrap().squares().len(), 9);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn squares(&self) -> &'a [Option<P>] {
        self.squares
    }

    /// The layer's ranks, as borrowed slices.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[4, 3, 2], 'C', 'c')?;
    /// assert!(position.layers().all(|layer| layer.ranks().len() == 3));
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn ranks(&self) -> Ranks<'a, P> {
        Ranks {
            chunks: self.squares.chunks_exact(self.files),
        }
    }
}

impl<P> Deref for Layer<'_, P> {
    type Target = [Option<P>];

    fn deref(&self) -> &[Option<P>] {
        self.squares
    }
}

/// The board as owned nested vectors matching the shape, for display and serialization; see
/// [`Qi::to_nested`](crate::Qi::to_nested) and [`Qi::into_nested`](crate::Qi::into_nested).
///
/// Chunking is row-major, outermost first: `[2, 3]` with `a` at 0 and `b` at 5 is
/// `[[a, _, _], [_, _, b]]`; `[2, 1, 3]` is `[[[a, _, _]], [[_, _, b]]]`. With the `serde` feature it
/// serializes as plain nested sequences (no variant tag).
///
/// ```
/// use tabula_qi::{Nested, Qi};
/// let mut position = Qi::new(&[2, 3], 'C', 'c')?;
/// position.board_diff([(0, Some('a')), (5, Some('b'))])?;
/// assert_eq!(
///     position.to_nested(),
///     Nested::Ranks(vec![vec![Some('a'), None, None], vec![None, None, Some('b')]])
/// );
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Nested<P> {
    /// A 1-D board: one rank.
    Rank(Vec<Option<P>>),
    /// A 2-D board: its ranks.
    Ranks(Vec<Vec<Option<P>>>),
    /// A 3-D board: its layers, each a list of ranks.
    Layers(Vec<Vec<Vec<Option<P>>>>),
}

impl<P> Nested<P> {
    /// The number of dimensions (1, 2 or 3).
    ///
    /// ```
    /// use tabula_qi::Nested;
    /// assert_eq!(Nested::<char>::Ranks(vec![]).dimensions(), 2);
    /// ```
    #[must_use]
    pub fn dimensions(&self) -> usize {
        match self {
            Nested::Rank(_) => 1,
            Nested::Ranks(_) => 2,
            Nested::Layers(_) => 3,
        }
    }

    /// The squares in flat (row-major) order again.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let mut position = Qi::new(&[2, 2, 2], 'C', 'c')?;
    /// position.board_diff([(6, Some('K'))])?;
    /// assert_eq!(position.to_nested().flatten(), position.board());
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn flatten(self) -> Vec<Option<P>> {
        match self {
            Nested::Rank(rank) => rank,
            Nested::Ranks(ranks) => ranks.into_iter().flatten().collect(),
            Nested::Layers(layers) => layers.into_iter().flatten().flatten().collect(),
        }
    }

    /// Chunks a flat board of `shape` into nested vectors.
    pub(crate) fn build(shape: Shape, squares: impl Iterator<Item = Option<P>>) -> Nested<P> {
        let mut squares = squares;
        let mut rank = |files: usize| squares.by_ref().take(files).collect::<Vec<_>>();
        match *shape {
            [files] => Nested::Rank(rank(files)),
            [ranks, files] => Nested::Ranks((0..ranks).map(|_| rank(files)).collect()),
            [layers, ranks, files] => Nested::Layers(
                (0..layers)
                    .map(|_| (0..ranks).map(|_| rank(files)).collect())
                    .collect(),
            ),
            // A shape has 1 to 3 dimensions.
            _ => Nested::Rank(squares.collect()),
        }
    }
}

/// A position taken apart by [`Qi::into_parts`](crate::Qi::into_parts): the fields move out without
/// copying (the hands become lists), and [`Qi::from_parts`](crate::Qi::from_parts) puts them back together.
/// Every field is public, so parts can also be written out directly.
///
/// ```
/// use tabula_qi::{Qi, Side};
///
/// let mut position = Qi::new(&[3], 'C', 'c')?;
/// position.board_diff([(1, Some('K'))])?;
/// position.hand_diff(Side::First, [('P', 1)])?;
/// let parts = position.clone().into_parts();
/// assert_eq!(parts.shape, [3]);
/// assert_eq!(parts.first_hand, [('P', 1)]);
///
/// let rebuilt = Qi::from_parts(parts)?;
/// assert_eq!(rebuilt, position);
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Parts<P, S> {
    /// The shape, outermost first (checked when it was made: [`Shape::new`]).
    pub shape: Shape,
    /// The board, flat, row-major.
    pub board: Vec<Option<P>>,
    /// The first player's hand: one `(piece, count)` item per piece, every count ≥ 1 (in `P`'s order
    /// when it comes from [`Qi::into_parts`](crate::Qi::into_parts)).
    pub first_hand: Vec<(P, usize)>,
    /// The second player's hand, as the first.
    pub second_hand: Vec<(P, usize)>,
    /// The first player's style.
    pub first_style: S,
    /// The second player's style.
    pub second_style: S,
    /// The side to move.
    pub turn: Side,
}

/// Parts a notation crate of this workspace has already checked, for [`Qi::from_trusted`](crate::Qi):
/// not part of the public API (use [`Parts`] and `Qi::from_parts`).
///
/// The caller vouches that the board has one entry per square of the shape of which `board_count` are occupied, that no hand holds a count of
/// 0, and that the pieces on the board and in both hands do not exceed the squares.
#[doc(hidden)]
#[derive(Debug)]
pub struct Trusted<P, S> {
    /// The shape.
    pub shape: Shape,
    /// The board, flat, row-major.
    pub board: Vec<Option<P>>,
    /// The occupied squares of `board`.
    pub board_count: usize,
    /// The hands (first, second).
    pub hands: [BTreeMap<P, usize>; 2],
    /// The styles (first, second).
    pub styles: [S; 2],
    /// The side to move.
    pub turn: Side,
}
