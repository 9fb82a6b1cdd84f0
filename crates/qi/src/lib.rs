#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

use alloc::collections::BTreeMap;
use alloc::collections::btree_map::{self, Entry};
use alloc::vec::Vec;
use core::iter::FusedIterator;

pub use tabula_protocol::Side;

#[cfg(feature = "serde")]
mod serde_impl;

/// The largest number of board dimensions (Tabula's bound, shared with the reference implementations).
pub const MAX_DIMENSIONS: usize = 3;
/// The largest size of one dimension.
pub const MAX_DIMENSION_SIZE: usize = 255;
/// The largest number of squares (255²).
pub const MAX_SQUARES: usize = 65_025;

/// Why a position cannot be built or a transformation cannot be applied.
///
/// A failed transformation leaves nothing behind: the position it consumed is dropped and no half-applied
/// state is observable (the error is returned instead of a position). See [`Qi::board_diff`] for how
/// changes are checked.
///
/// ```
/// use tabula_qi::{Error, Qi};
/// assert_eq!(Qi::<char, char>::new(&[], 'C', 'c'), Err(Error::NoDimensions));
/// assert_eq!(Error::NoDimensions.code(), "no-dimensions");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The shape has no dimension.
    #[error("a board needs at least one dimension")]
    NoDimensions,
    /// More than [`MAX_DIMENSIONS`] dimensions.
    #[error("{count} dimensions; at most 3 are supported")]
    TooManyDimensions {
        /// Number of dimensions given.
        count: usize,
    },
    /// A dimension of size 0 or more than [`MAX_DIMENSION_SIZE`].
    #[error("dimension {index} has size {size}; each dimension must be 1 to 255")]
    InvalidDimensionSize {
        /// Which dimension (0 = outermost).
        index: usize,
        /// Its size.
        size: usize,
    },
    /// More than [`MAX_SQUARES`] squares in total.
    #[error("the board would have {squares} squares; at most 65025 are supported")]
    TooManySquares {
        /// The product of the dimensions (saturating).
        squares: usize,
    },
    /// A board given to [`Qi::from_parts`] does not have one entry per square.
    #[error("the board has {found} squares, the shape needs {expected}")]
    BoardLength {
        /// Squares of the shape.
        expected: usize,
        /// Entries given.
        found: usize,
    },
    /// A square index past the end of the board.
    #[error("square {index} is off the board ({squares} squares)")]
    SquareOutOfRange {
        /// The index.
        index: usize,
        /// Number of squares.
        squares: usize,
    },
    /// A hand item with count 0 given to [`Qi::from_parts`].
    #[error("a hand item of the {side} player has count 0")]
    ZeroCount {
        /// The hand.
        side: Side,
    },
    /// Removing more copies of a piece than the hand holds.
    #[error("cannot remove {removing} from the {side} hand, which holds {held}")]
    NotEnoughInHand {
        /// The hand.
        side: Side,
        /// Copies held.
        held: usize,
        /// Copies asked to remove.
        removing: u64,
    },
    /// More pieces (board + both hands) than squares: the cardinality invariant.
    #[error("{pieces} pieces for {squares} squares")]
    TooManyPieces {
        /// Pieces after the change (saturating).
        pieces: usize,
        /// Number of squares.
        squares: usize,
    },
}

impl Error {
    /// The kebab-case code used by the conformance fixtures.
    ///
    /// ```
    /// assert_eq!(tabula_qi::Error::TooManySquares { squares: 65_026 }.code(), "too-many-squares");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::NoDimensions => "no-dimensions",
            Error::TooManyDimensions { .. } => "too-many-dimensions",
            Error::InvalidDimensionSize { .. } => "invalid-dimension-size",
            Error::TooManySquares { .. } => "too-many-squares",
            Error::BoardLength { .. } => "board-length",
            Error::SquareOutOfRange { .. } => "square-out-of-range",
            Error::ZeroCount { .. } => "zero-count",
            Error::NotEnoughInHand { .. } => "not-enough-in-hand",
            Error::TooManyPieces { .. } => "too-many-pieces",
        }
    }
}

/// Checks a shape in the documented order (dimension count, each dimension, total squares) and returns
/// the number of squares.
///
/// ```
/// assert_eq!(tabula_qi::validate_shape(&[9, 9]), Ok(81));
/// assert!(tabula_qi::validate_shape(&[256]).is_err());
/// ```
///
/// # Errors
/// The first rule the shape breaks.
pub fn validate_shape(shape: &[usize]) -> Result<usize, Error> {
    if shape.is_empty() {
        return Err(Error::NoDimensions);
    }
    if shape.len() > MAX_DIMENSIONS {
        return Err(Error::TooManyDimensions { count: shape.len() });
    }
    for (index, &size) in shape.iter().enumerate() {
        if size == 0 || size > MAX_DIMENSION_SIZE {
            return Err(Error::InvalidDimensionSize { index, size });
        }
    }
    let squares = shape.iter().fold(1usize, |n, &size| n.saturating_mul(size));
    if squares > MAX_SQUARES {
        return Err(Error::TooManySquares { squares });
    }
    Ok(squares)
}

/// A position: a board of squares in row-major order (outermost dimension first), two hands (piece →
/// count), the two players' styles and the side to move.
///
/// Immutable: transformations consume the position and return a new one, moving its storage. The
/// piece-cardinality invariant (pieces on the board and in both hands ≤ squares) holds after every call;
/// counts are kept incrementally, so a diff costs O(changes), never O(board).
///
/// ```
/// use tabula_qi::{Qi, Side};
///
/// let position = Qi::new(&[8, 8], "C", "c")?
///     .board_diff([(4, Some('k')), (60, Some('K'))])?
///     .first_hand_diff([('P', 2)])?
///     .toggle();
/// assert_eq!(position.board_piece_count(), 2);
/// assert_eq!(position.hand_count(Side::First, &'P'), 2);
/// assert_eq!(position.turn(), Side::Second);
/// assert_eq!(position.square(60), Some(&Some('K')));
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Qi<P, S> {
    shape: [usize; MAX_DIMENSIONS],
    dimensions: usize,
    board: Vec<Option<P>>,
    hands: [BTreeMap<P, usize>; 2],
    hand_counts: [usize; 2],
    board_count: usize,
    styles: [S; 2],
    turn: Side,
}

impl<P: Ord, S> Qi<P, S> {
    /// An empty position: empty board of `shape` (outermost first, 1–3 dimensions of 1–255, at most
    /// 65,025 squares), empty hands, first player to move.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position: Qi<char, char> = Qi::new(&[10, 9], 'X', 'x')?;
    /// assert_eq!(position.square_count(), 90);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first shape rule broken, in the order dimension count, each dimension, total squares.
    pub fn new(shape: &[usize], first_style: S, second_style: S) -> Result<Self, Error> {
        let squares = validate_shape(shape)?;
        let mut board = Vec::with_capacity(squares);
        board.resize_with(squares, || None);
        Ok(Qi::assemble(
            shape,
            board,
            0,
            [BTreeMap::new(), BTreeMap::new()],
            [0, 0],
            [first_style, second_style],
            Side::First,
        ))
    }

    /// A position from its parts, checked in one pass: the shape, the board length (one entry per square),
    /// hand counts (an item with count 0 is refused; repeated items are added together), and the
    /// cardinality invariant. The board vector is moved in, not copied.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let position = Qi::from_parts(&[2], vec![Some('K'), None], [('P', 1)], [], 'C', 'c', Side::Second)?;
    /// assert_eq!(position.piece_count(), 2);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] naming the first rule broken.
    pub fn from_parts(
        shape: &[usize],
        board: Vec<Option<P>>,
        first_hand: impl IntoIterator<Item = (P, usize)>,
        second_hand: impl IntoIterator<Item = (P, usize)>,
        first_style: S,
        second_style: S,
        turn: Side,
    ) -> Result<Self, Error> {
        let squares = validate_shape(shape)?;
        if board.len() != squares {
            return Err(Error::BoardLength {
                expected: squares,
                found: board.len(),
            });
        }
        let board_count = board.iter().filter(|square| square.is_some()).count();
        let mut total = board_count;
        let mut hands = [BTreeMap::new(), BTreeMap::new()];
        let mut hand_counts = [0usize; 2];
        let [first, second] = &mut hands;
        let [first_count, second_count] = &mut hand_counts;
        fill_hand(
            first,
            first_count,
            &mut total,
            squares,
            Side::First,
            first_hand,
        )?;
        fill_hand(
            second,
            second_count,
            &mut total,
            squares,
            Side::Second,
            second_hand,
        )?;
        Ok(Qi::assemble(
            shape,
            board,
            board_count,
            hands,
            hand_counts,
            [first_style, second_style],
            turn,
        ))
    }

    fn assemble(
        shape: &[usize],
        board: Vec<Option<P>>,
        board_count: usize,
        hands: [BTreeMap<P, usize>; 2],
        hand_counts: [usize; 2],
        styles: [S; 2],
        turn: Side,
    ) -> Self {
        let mut dims = [0; MAX_DIMENSIONS];
        dims[..shape.len()].copy_from_slice(shape);
        Qi {
            shape: dims,
            dimensions: shape.len(),
            board,
            hands,
            hand_counts,
            board_count,
            styles,
            turn,
        }
    }

    /// Sets squares: each change is `(index, Some(piece))` or `(index, None)`; later changes to the same
    /// square win. All or nothing: the changes are applied in order while an undo log records the old
    /// values; an index off the board, or a result breaking the cardinality invariant, undoes every change
    /// of the call and returns the error. Cost: O(changes).
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// let position = Qi::new(&[1], 'C', 'c')?.board_diff([(0, Some('K'))])?;
    /// assert_eq!(position.board(), &[Some('K')]);
    /// assert_eq!(position.board_diff([(1, Some('Q'))]).unwrap_err(), Error::SquareOutOfRange { index: 1, squares: 1 });
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::SquareOutOfRange`] or [`Error::TooManyPieces`].
    pub fn board_diff(
        mut self,
        changes: impl IntoIterator<Item = (usize, Option<P>)>,
    ) -> Result<Self, Error> {
        let squares = self.board.len();
        let mut undo: Vec<(usize, Option<P>)> = Vec::new();
        let mut failure = None;
        for (index, piece) in changes {
            let Some(slot) = self.board.get_mut(index) else {
                failure = Some(Error::SquareOutOfRange { index, squares });
                break;
            };
            let old = core::mem::replace(slot, piece);
            match (old.is_some(), slot.is_some()) {
                (false, true) => self.board_count += 1,
                (true, false) => self.board_count -= 1,
                _ => {}
            }
            undo.push((index, old));
        }
        if failure.is_none() {
            let pieces = self.piece_count_saturating();
            if pieces > squares {
                failure = Some(Error::TooManyPieces { pieces, squares });
            }
        }
        match failure {
            None => Ok(self),
            Some(error) => {
                for (index, old) in undo.into_iter().rev() {
                    let slot = &mut self.board[index];
                    match (slot.is_some(), old.is_some()) {
                        (false, true) => self.board_count += 1,
                        (true, false) => self.board_count -= 1,
                        _ => {}
                    }
                    *slot = old;
                }
                Err(error)
            }
        }
    }

    /// Adds (positive delta) or removes (negative delta) pieces in one hand; a zero delta is a no-op and an
    /// item reaching zero disappears. All or nothing, like [`Qi::board_diff`]. Cost: O(changes × log hand).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let position = Qi::new(&[9, 9], 'S', 's')?.hand_diff(Side::Second, [('p', 2), ('p', -1)])?;
    /// assert_eq!(position.hand_count(Side::Second, &'p'), 1);
    /// assert!(position.hand_diff(Side::Second, [('p', -2)]).is_err());
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::NotEnoughInHand`] or [`Error::TooManyPieces`].
    pub fn hand_diff(
        mut self,
        side: Side,
        changes: impl IntoIterator<Item = (P, i64)>,
    ) -> Result<Self, Error>
    where
        P: Clone,
    {
        let squares = self.board.len();
        let mut undo: Vec<(P, usize)> = Vec::new();
        let mut failure = None;
        for (piece, delta) in changes {
            if delta == 0 {
                continue;
            }
            let held = self.hands[side.index()].get(&piece).copied().unwrap_or(0);
            let magnitude = delta.unsigned_abs();
            let new = if delta > 0 {
                // Saturating: any result past `squares` fails the cardinality check below.
                held.saturating_add(usize::try_from(magnitude).unwrap_or(usize::MAX))
            } else {
                let Some(new) = usize::try_from(magnitude)
                    .ok()
                    .and_then(|m| held.checked_sub(m))
                else {
                    failure = Some(Error::NotEnoughInHand {
                        side,
                        held,
                        removing: magnitude,
                    });
                    break;
                };
                new
            };
            let count = &mut self.hand_counts[side.index()];
            *count = (*count - held).saturating_add(new);
            undo.push((piece.clone(), held));
            set_count(&mut self.hands[side.index()], piece, new);
            if self.piece_count_saturating() > squares {
                failure = Some(Error::TooManyPieces {
                    pieces: self.piece_count_saturating(),
                    squares,
                });
                break;
            }
        }
        match failure {
            None => Ok(self),
            Some(error) => {
                for (piece, old) in undo.into_iter().rev() {
                    let current = self.hands[side.index()].get(&piece).copied().unwrap_or(0);
                    let count = &mut self.hand_counts[side.index()];
                    *count = (*count - current) + old;
                    set_count(&mut self.hands[side.index()], piece, old);
                }
                Err(error)
            }
        }
    }

    /// [`Qi::hand_diff`] on the first player's hand.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::new(&[4], 'C', 'c')?.first_hand_diff([('P', 3)])?.first_hand_piece_count(), 3);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Qi::hand_diff`].
    pub fn first_hand_diff(self, changes: impl IntoIterator<Item = (P, i64)>) -> Result<Self, Error>
    where
        P: Clone,
    {
        self.hand_diff(Side::First, changes)
    }

    /// [`Qi::hand_diff`] on the second player's hand.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::new(&[4], 'C', 'c')?.second_hand_diff([('p', 1)])?.second_hand_piece_count(), 1);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Qi::hand_diff`].
    pub fn second_hand_diff(
        self,
        changes: impl IntoIterator<Item = (P, i64)>,
    ) -> Result<Self, Error>
    where
        P: Clone,
    {
        self.hand_diff(Side::Second, changes)
    }

    /// The same position with the other side to move.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// assert_eq!(Qi::<char, char>::new(&[1], 'C', 'c')?.toggle().turn(), Side::Second);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn toggle(mut self) -> Self {
        self.turn = self.turn.flip();
        self
    }

    /// The same position with `turn` to move.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// assert_eq!(Qi::<char, char>::new(&[1], 'C', 'c')?.with_turn(Side::Second).turn(), Side::Second);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn with_turn(mut self, turn: Side) -> Self {
        self.turn = turn;
        self
    }

    /// The count of `piece` in one hand (0 when absent).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// assert_eq!(Qi::new(&[4], 'C', 'c')?.hand_count(Side::First, &'P'), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand_count(&self, side: Side, piece: &P) -> usize {
        self.hands[side.index()].get(piece).copied().unwrap_or(0)
    }

    fn piece_count_saturating(&self) -> usize {
        self.board_count
            .saturating_add(self.hand_counts[0])
            .saturating_add(self.hand_counts[1])
    }
}

/// Adds the items of one hand given to [`Qi::from_parts`], keeping the running piece total.
fn fill_hand<P: Ord>(
    hand: &mut BTreeMap<P, usize>,
    hand_count: &mut usize,
    total: &mut usize,
    squares: usize,
    side: Side,
    items: impl IntoIterator<Item = (P, usize)>,
) -> Result<(), Error> {
    for (piece, count) in items {
        if count == 0 {
            return Err(Error::ZeroCount { side });
        }
        *total = total.saturating_add(count);
        if *total > squares {
            return Err(Error::TooManyPieces {
                pieces: *total,
                squares,
            });
        }
        *hand_count += count;
        *hand.entry(piece).or_insert(0) += count;
    }
    Ok(())
}

fn set_count<P: Ord>(hand: &mut BTreeMap<P, usize>, piece: P, count: usize) {
    match hand.entry(piece) {
        Entry::Occupied(mut entry) => {
            if count == 0 {
                entry.remove();
            } else {
                *entry.get_mut() = count;
            }
        }
        Entry::Vacant(entry) => {
            if count > 0 {
                entry.insert(count);
            }
        }
    }
}

impl<P, S> Qi<P, S> {
    /// The shape, outermost dimension first.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[5, 5, 5], 'R', 'r')?.shape(), &[5, 5, 5]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn shape(&self) -> &[usize] {
        &self.shape[..self.dimensions]
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
        self.dimensions
    }

    /// The number of squares.
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

    /// Pieces on the board and in both hands.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::new(&[8], 'C', 'c')?.board_diff([(0, Some('K'))])?.piece_count(), 1);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.board_count + self.hand_counts[0] + self.hand_counts[1]
    }

    /// Pieces on the board.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.board_piece_count(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn board_piece_count(&self) -> usize {
        self.board_count
    }

    /// Pieces in one hand, counting multiplicities.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.hand_piece_count(Side::First), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand_piece_count(&self, side: Side) -> usize {
        self.hand_counts[side.index()]
    }

    /// Pieces in the first player's hand.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.first_hand_piece_count(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand_piece_count(&self) -> usize {
        self.hand_counts[0]
    }

    /// Pieces in the second player's hand.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.second_hand_piece_count(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn second_hand_piece_count(&self) -> usize {
        self.hand_counts[1]
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
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'm')?.style(Side::Second), &'m');
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn style(&self, side: Side) -> &S {
        &self.styles[side.index()]
    }

    /// The board in flat (row-major) order.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[2], 'C', 'c')?.board(), &[None, None]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn board(&self) -> &[Option<P>] {
        &self.board
    }

    /// One square: `None` off the board, `Some(&None)` for an empty square.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[2], 'C', 'c')?;
    /// assert_eq!(position.square(1), Some(&None));
    /// assert_eq!(position.square(2), None);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn square(&self, index: usize) -> Option<&Option<P>> {
        self.board.get(index)
    }

    /// One hand as `(piece, count)` in the piece type's order.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let position = Qi::new(&[8], 'C', 'c')?.first_hand_diff([('R', 1), ('B', 2)])?;
    /// let items: Vec<_> = position.hand(Side::First).collect();
    /// assert_eq!(items, [(&'B', 2), (&'R', 1)]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> Hand<'_, P> {
        Hand {
            items: self.hands[side.index()].iter(),
        }
    }

    /// The first player's hand.
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// assert_eq!(Qi::<char, char>::new(&[8], 'C', 'c')?.first_hand().count(), 0);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn first_hand(&self) -> Hand<'_, P> {
        self.hand(Side::First)
    }

    /// The second player's hand.
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

    /// The ranks (innermost rows) in flat order: one for a 1-D board, `R` for `[R, F]`, `L × R` for
    /// `[L, R, F]` (layer by layer).
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[2, 3], 'C', 'c')?;
    /// assert_eq!(position.ranks().map(<[_]>::len).collect::<Vec<_>>(), [3, 3]);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    pub fn ranks(&self) -> core::slice::Chunks<'_, Option<P>> {
        let files = self.shape[self.dimensions - 1].max(1);
        self.board.chunks(files)
    }

    /// The layers of the board, each a run of ranks (one layer unless 3-D).
    ///
    /// ```
    /// use tabula_qi::Qi;
    /// let position = Qi::<char, char>::new(&[2, 2, 2], 'C', 'c')?;
    /// assert_eq!(position.layers().count(), 2);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    pub fn layers(&self) -> core::slice::Chunks<'_, Option<P>> {
        let layer = if self.dimensions == 3 {
            self.shape[1] * self.shape[2]
        } else {
            self.board.len()
        };
        self.board.chunks(layer.max(1))
    }

    /// The board as owned nested vectors matching the shape, for display and serialization.
    ///
    /// ```
    /// use tabula_qi::{Nested, Qi};
    /// let position = Qi::new(&[2, 2], 'C', 'c')?.board_diff([(0, Some('k'))])?;
    /// assert_eq!(position.to_nested(), Nested::Ranks(vec![vec![Some('k'), None], vec![None, None]]));
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    #[must_use]
    pub fn to_nested(&self) -> Nested<P>
    where
        P: Clone,
    {
        match self.dimensions {
            1 => Nested::Rank(self.board.clone()),
            2 => Nested::Ranks(self.ranks().map(<[_]>::to_vec).collect()),
            _ => Nested::Layers(
                self.layers()
                    .map(|layer| {
                        layer
                            .chunks(self.shape[2].max(1))
                            .map(<[_]>::to_vec)
                            .collect()
                    })
                    .collect(),
            ),
        }
    }
}

/// The board of a [`Qi`] as nested vectors (see [`Qi::to_nested`]).
///
/// ```
/// use tabula_qi::Nested;
/// let nested: Nested<char> = Nested::Rank(vec![None]);
/// assert!(matches!(nested, Nested::Rank(_)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Nested<P> {
    /// A 1-D board: one rank.
    Rank(Vec<Option<P>>),
    /// A 2-D board: ranks.
    Ranks(Vec<Vec<Option<P>>>),
    /// A 3-D board: layers of ranks.
    Layers(Vec<Vec<Vec<Option<P>>>>),
}

/// The items of one hand; see [`Qi::hand`].
///
/// ```
/// use tabula_qi::Qi;
/// let position = Qi::new(&[8], 'C', 'c')?.first_hand_diff([('P', 2)])?;
/// assert_eq!(position.first_hand().len(), 1);
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Hand<'a, P> {
    items: btree_map::Iter<'a, P, usize>,
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
