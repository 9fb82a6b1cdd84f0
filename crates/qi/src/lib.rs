#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

use alloc::collections::BTreeMap;
use alloc::collections::btree_map::Entry;
use alloc::vec::Vec;
use core::fmt;

pub use tabula_protocol::{IntoShape, Shape, ShapeError, Side};

mod error;
#[cfg(feature = "serde")]
mod serde_impl;
mod view;

pub use error::Error;
pub use view::{Hand, Layer, Layers, Nested, Parts, Ranks, Trusted};

/// The largest number of board dimensions.
///
/// A bound shared with the reference implementations (the Game Protocol itself sets none).
///
/// ```
/// use tabula_qi::{Error, MAX_DIMENSIONS, Qi};
/// assert!(Qi::<char, char>::new(&[2; MAX_DIMENSIONS], 'C', 'c').is_ok());
/// assert_eq!(
///     Qi::<char, char>::new(&[2; MAX_DIMENSIONS + 1], 'C', 'c'),
///     Err(Error::TooManyDimensions { count: 4 })
/// );
/// ```
pub use tabula_protocol::MAX_DIMENSIONS;

/// The largest size of one dimension.
///
/// A bound shared with the reference implementations (and with FEEN and CELL).
///
/// ```
/// use tabula_qi::{MAX_DIMENSION_SIZE, Qi};
/// assert!(Qi::<char, char>::new(&[MAX_DIMENSION_SIZE], 'C', 'c').is_ok());
/// assert!(Qi::<char, char>::new(&[MAX_DIMENSION_SIZE + 1], 'C', 'c').is_err());
/// ```
pub use tabula_protocol::MAX_DIMENSION_SIZE;

/// The largest number of squares (255², whatever the number of dimensions).
///
/// A bound shared with the hardened reference implementations (Ruby `qi` 14, Elixir `qi` 3, Rust
/// `sashite-qi`): `[255, 255]` and `[40, 40, 40]` are boards, `[255, 255, 2]` is not.
///
/// ```
/// use tabula_qi::{MAX_SQUARES, Qi};
/// assert_eq!(Qi::<char, char>::new(&[255, 255], 'C', 'c')?.square_count(), MAX_SQUARES);
/// assert!(Qi::<char, char>::new(&[40, 40, 40], 'C', 'c').is_ok());
/// assert!(Qi::<char, char>::new(&[255, 255, 2], 'C', 'c').is_err());
/// # Ok::<(), tabula_qi::Error>(())
/// ```
pub use tabula_protocol::MAX_SQUARES;

/// The largest running total of one hand *during* a hand-diff call (Tabula's own bound).
///
/// A hand diff may overshoot the piece-cardinality invariant mid-call and come back (the invariant is
/// checked once, at the end of the call), but a hand's running total may never pass `u32::MAX`: a change
/// that would take it further fails at once with [`Error::TooManyPieces`]. This keeps every count
/// representable as a `usize` on 32-bit targets and makes the outcome of any call identical on every
/// target.
///
/// ```
/// use tabula_qi::{Error, MAX_RUNNING_HAND_COUNT, Qi, Side};
/// let delta = i64::try_from(MAX_RUNNING_HAND_COUNT).unwrap();
/// // Up to the bound and back: fine.
/// let mut position = Qi::new(&[1], 'C', 'c')?;
/// assert!(position.hand_diff(Side::First, [('P', delta), ('P', -delta)]).is_ok());
/// // One more: refused at that change.
/// assert_eq!(
///     position.hand_diff(Side::First, [('P', delta), ('P', 1), ('P', -delta)]),
///     Err(Error::TooManyPieces { pieces: 4_294_967_296, squares: 1 })
/// );
/// # Ok::<(), tabula_qi::Error>(())
/// ```
pub const MAX_RUNNING_HAND_COUNT: u64 = u32::MAX as u64;

/// Checks a shape in the documented order and returns its number of squares: [`Shape::new`] (where the
/// rules and their order are written once) with its error in this crate's terms.
///
/// The order: at least one dimension, at most [`MAX_DIMENSIONS`], then each dimension in order (outermost
/// first; size 0 before size over [`MAX_DIMENSION_SIZE`]), then the total against [`MAX_SQUARES`]. The
/// error names the first rule broken: `[0, 300]` reports the 0, `[300, 0]` the 300.
///
/// ```
/// use tabula_qi::{Error, validate_shape};
/// assert_eq!(validate_shape(&[9, 9]), Ok(81));
/// assert_eq!(validate_shape(&[300, 0]), Err(Error::DimensionTooLarge { index: 0, size: 300 }));
/// assert_eq!(validate_shape(&[0, 0, 0, 0]), Err(Error::TooManyDimensions { count: 4 }));
/// ```
///
/// # Errors
/// [`Error::NoDimensions`], [`Error::TooManyDimensions`], [`Error::DimensionTooSmall`],
/// [`Error::DimensionTooLarge`] or [`Error::TooManySquares`]: the first rule broken.
pub const fn validate_shape(shape: &[usize]) -> Result<usize, Error> {
    match Shape::new(shape) {
        Ok(shape) => Ok(shape.square_count()),
        Err(error) => Err(Error::of_shape(error)),
    }
}

/// A position: a board of squares in row-major order (outermost dimension first), two hands (piece →
/// count), the two players' styles and the side to move.
///
/// - **Generic**: `P` is the piece type, `S` the style type; Qi never interprets them (no legality, no
///   token syntax: the notation layer, FEEN, does that). Hands need `P: Ord`. The bounds cap *how many*
///   pieces and styles a position stores, never how large one value is: choose small, bounded types (Tabula's
///   tokens are 1–2-byte `Copy` values).
/// - **Immutable**: transformations consume the position and return the new one, moving the storage
///   (no copy of the board). [`Clone`] first to keep the old one, or use the `try_*` variants, which give the
///   position back unchanged on failure.
/// - **All or nothing**: a call applies all its changes or none (see [`Qi::board_diff`]).
/// - **Invariant**: pieces on the board and in both hands never exceed the squares, after every call.
///   Counts are kept incrementally, so a diff costs O(changes), never O(board), and every count uses checked
///   arithmetic (nothing wraps or panics, on 32-bit targets too).
/// - **Identity**: `Eq` and `Hash` compare shape, board, both hands as maps, both styles and the turn,
///   whatever the sequence of diffs that produced them (`[2, 2]` ≠ `[4]`).
///
/// ```
/// use tabula_qi::{Qi, Side};
///
/// // A chess-like start: the second player's back rank first, as FEEN writes it.
/// let mut position = Qi::new(&[8, 8], 'C', 'c')?;
/// position.board_diff([(4, Some('k')), (60, Some('K'))])?;
/// position.hand_diff(Side::First, [('P', 2)])?;
/// position.toggle();
/// assert_eq!(position.board_piece_count(), 2);
/// assert_eq!(position.hand_count(Side::First, &'P'), 2);
/// assert_eq!(position.piece_count(), 4);
/// assert_eq!(position.turn(), Side::Second);
/// assert_eq!(position.piece_at(60), Some(&'K'));
/// # Ok::<(), tabula_qi::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Qi<P, S> {
    shape: Shape,
    board: Vec<Option<P>>,
    /// First, second.
    hands: [BTreeMap<P, usize>; 2],
    /// Sum of the counts of each hand.
    hand_counts: [usize; 2],
    /// Occupied squares.
    board_count: usize,
    /// First, second.
    styles: [S; 2],
    turn: Side,
}

pub(crate) fn widen(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// Checks that `board` has one entry per square of `shape`; returns the number of squares and of occupied
/// squares (shared by [`Qi::from_parts`] and the serde decoder).
fn check_board<P>(shape: Shape, board: &[Option<P>]) -> Result<(usize, usize), Error> {
    let squares = shape.square_count();
    if board.len() != squares {
        return Err(Error::BoardLength {
            expected: squares,
            found: board.len(),
        });
    }
    Ok((
        squares,
        board.iter().filter(|square| square.is_some()).count(),
    ))
}

/// Builds one hand from `(piece, count)` items, checking each item as it arrives (shared by
/// [`Qi::from_parts`] and the serde decoder).
pub(crate) struct HandBuilder<P> {
    side: Side,
    map: BTreeMap<P, usize>,
    total: usize,
    items: usize,
}

impl<P: Ord> HandBuilder<P> {
    pub(crate) fn new(side: Side) -> Self {
        HandBuilder {
            side,
            map: BTreeMap::new(),
            total: 0,
            items: 0,
        }
    }

    /// Adds one item: count ≥ 1, piece not listed before, then `pieces` (the running total over the
    /// board and both hands) plus `count` within `limit` squares.
    pub(crate) fn push(
        &mut self,
        piece: P,
        count: u64,
        pieces: &mut u64,
        limit: usize,
    ) -> Result<(), Error> {
        let item = self.items;
        self.items = item.saturating_add(1);
        if count == 0 {
            return Err(Error::ZeroCount {
                side: self.side,
                item,
            });
        }
        let Entry::Vacant(slot) = self.map.entry(piece) else {
            return Err(Error::DuplicatePiece {
                side: self.side,
                item,
            });
        };
        let running = pieces.checked_add(count);
        let too_many = Error::TooManyPieces {
            pieces: running.unwrap_or(u64::MAX),
            squares: limit,
        };
        let Some(running) = running.filter(|&running| running <= widen(limit)) else {
            return Err(too_many);
        };
        // `count <= running <= limit`, a usize: the conversion and the sum cannot fail.
        let count = usize::try_from(count).map_err(|_| too_many)?;
        self.total = self.total.checked_add(count).ok_or(too_many)?;
        slot.insert(count);
        *pieces = running;
        Ok(())
    }

    pub(crate) fn finish(self) -> (BTreeMap<P, usize>, usize) {
        (self.map, self.total)
    }
}

impl<P, S> Qi<P, S> {
    /// An empty position: every square of `shape` empty, both hands empty, the first player to move.
    ///
    /// `shape` lists the dimension sizes outermost first (`[files]`, `[ranks, files]`,
    /// `[layers, ranks, files]`): 1 to [`MAX_DIMENSIONS`] dimensions, each 1 to [`MAX_DIMENSION_SIZE`],
    /// at most [`MAX_SQUARES`] squares, checked in that order (see [`validate_shape`]). It is sizes
    /// (`&[8, 8]`, a `&Vec<usize>`…), checked by [`Shape::new`], or an already checked [`Shape`] (such as
    /// another position's [`Qi::shape`]), taken as it is (see [`IntoShape`]). The styles are not checked
    /// (Qi treats them as opaque values). Cost: one allocation of the board, O(squares).
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let position: Qi<char, char> = Qi::new(&[10, 9], 'X', 'x')?;
    /// assert_eq!(position.square_count(), 90);
    /// assert_eq!(position.piece_count(), 0);
    /// assert_eq!(position.turn(), Side::First);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::NoDimensions`], [`Error::TooManyDimensions`], [`Error::DimensionTooSmall`],
    /// [`Error::DimensionTooLarge`] or [`Error::TooManySquares`]: the first rule broken.
    pub fn new(shape: impl IntoShape, first_style: S, second_style: S) -> Result<Self, Error> {
        let shape = shape.into_shape()?;
        let squares = shape.square_count();
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

    /// Builds from parts that satisfy every invariant.
    fn assemble(
        shape: Shape,
        board: Vec<Option<P>>,
        board_count: usize,
        hands: [BTreeMap<P, usize>; 2],
        hand_counts: [usize; 2],
        styles: [S; 2],
        turn: Side,
    ) -> Self {
        Qi {
            shape,
            board,
            hands,
            hand_counts,
            board_count,
            styles,
            turn,
        }
    }

    /// Sets squares. Each change is `(index, Some(piece))` (place, replacing whatever was there) or
    /// `(index, None)` (clear). Changes apply in order; an index may repeat (the last write wins).
    ///
    /// **All or nothing.** Each index is checked as its change is reached; the piece-cardinality invariant
    /// is checked once, at the end of the call. On the first failure the call stops (the rest of the
    /// iterator is not consumed), undoes what it had applied and returns the error: the position is then
    /// exactly as it was before the call.
    ///
    /// Cost: O(changes), edited in place; an undo log of the overwritten squares (one allocation when
    /// there is at least one change).
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// // A capture: overwrite the destination, clear the origin.
    /// let mut position = Qi::new(&[8, 8], 'C', 'c')?;
    /// position.board_diff([(52, Some('P')), (11, Some('p'))])?;
    /// position.board_diff([(11, Some('P')), (52, None)])?;
    /// assert_eq!(position.board_piece_count(), 1);
    /// assert_eq!(position.piece_at(11), Some(&'P'));
    ///
    /// let before = position.clone();
    /// let error = position.board_diff([(0, Some('K')), (64, Some('Q'))]).unwrap_err();
    /// assert_eq!(error, Error::SquareOutOfRange { change: 1, index: 64, squares: 64 });
    /// assert_eq!(position, before); // nothing applied
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::SquareOutOfRange`] (the first change off the board) or [`Error::TooManyPieces`]
    /// (after all changes).
    pub fn board_diff(
        &mut self,
        changes: impl IntoIterator<Item = (usize, Option<P>)>,
    ) -> Result<(), Error> {
        let board_count = self.board_count;
        let mut log: Vec<(usize, Option<P>)> = Vec::new();
        let result = self.apply_board(changes, &mut log);
        if result.is_err() {
            for (index, old) in log.into_iter().rev() {
                // Every logged index was in range when it was written.
                debug_assert!(
                    index < self.board.len(),
                    "logged index {index} off the board"
                );
                if let Some(slot) = self.board.get_mut(index) {
                    *slot = old;
                }
            }
            self.board_count = board_count;
        }
        result
    }

    fn apply_board(
        &mut self,
        changes: impl IntoIterator<Item = (usize, Option<P>)>,
        log: &mut Vec<(usize, Option<P>)>,
    ) -> Result<(), Error> {
        let squares = self.board.len();
        for (change, (index, piece)) in changes.into_iter().enumerate() {
            let Some(slot) = self.board.get_mut(index) else {
                return Err(Error::SquareOutOfRange {
                    change,
                    index,
                    squares,
                });
            };
            let old = core::mem::replace(slot, piece);
            // 0 <= board_count <= squares before and after: never wraps.
            match (old.is_some(), slot.is_some()) {
                (false, true) => self.board_count += 1,
                (true, false) => self.board_count -= 1,
                _ => {}
            }
            log.push((index, old));
        }
        self.check_cardinality()
    }

    /// Gives the move to the other side.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::<char, char>::new(&[1], 'C', 'c')?;
    /// position.toggle();
    /// assert_eq!(position.turn(), Side::Second);
    /// position.toggle();
    /// assert_eq!(position.turn(), Side::First);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    pub fn toggle(&mut self) {
        self.turn = self.turn.flip();
    }

    /// Gives the move to `turn`.
    ///
    /// ```
    /// use tabula_qi::{Qi, Side};
    /// let mut position = Qi::<char, char>::new(&[1], 'C', 'c')?;
    /// position.set_turn(Side::Second);
    /// assert_eq!(position.turn(), Side::Second);
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    pub fn set_turn(&mut self, turn: Side) {
        self.turn = turn;
    }

    /// The pieces (board and both hands) against the squares, at the end of a call.
    fn check_cardinality(&self) -> Result<(), Error> {
        let pieces = widen(self.board_count)
            .saturating_add(widen(self.hand_counts[0]))
            .saturating_add(widen(self.hand_counts[1]));
        let squares = self.board.len();
        if pieces > widen(squares) {
            return Err(Error::TooManyPieces { pieces, squares });
        }
        Ok(())
    }

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

    /// The layers, each a [`Layer`] (its squares as a slice, and its ranks): `L` layers for `[L, R, F]`,
    /// a single layer for a 1-D or 2-D board. With [`Layer::ranks`] this is the borrowing nested view of
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
    fn files(&self) -> usize {
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
    /// A position from its [`Parts`] (the inverse of [`Qi::into_parts`]), checked in one pass, in this
    /// order (the shape is a [`Shape`], checked when it was made): the board length (exactly one entry per square), then each hand
    /// item in order, first hand then second (count ≥ 1, piece not listed twice in the same hand, running
    /// piece total within the squares).
    ///
    /// Decisions: an item with count 0 is **refused** ([`Error::ZeroCount`]): a hand never holds zero,
    /// and [`Qi::hand`] never yields it. A piece listed twice in one hand is **refused**
    /// ([`Error::DuplicatePiece`]): a hand is given as [`Qi::hand`] yields it, one item per piece, so
    /// `from_parts` is the exact inverse of [`Qi::into_parts`] (use [`Qi::hand_diff`] to add counts up).
    /// The same piece may appear in both hands.
    ///
    /// Cost: O(board + hand items × log hand); the board vector is moved in (never copied).
    ///
    /// ```
    /// use tabula_qi::{Error, Parts, Qi, Shape, Side};
    /// let parts = Parts {
    ///     shape: Shape::new(&[2])?,
    ///     board: vec![Some('K'), None],
    ///     first_hand: vec![('P', 1)],
    ///     second_hand: vec![],
    ///     first_style: 'C',
    ///     second_style: 'c',
    ///     turn: Side::Second,
    /// };
    /// let position = Qi::from_parts(parts.clone())?;
    /// assert_eq!(position.piece_count(), 2);
    /// assert_eq!(position.turn(), Side::Second);
    /// assert_eq!(position.into_parts(), parts);
    ///
    /// let too_many = Parts { first_hand: vec![('P', 2)], ..parts };
    /// assert_eq!(Qi::from_parts(too_many), Err(Error::TooManyPieces { pieces: 3, squares: 2 }));
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first rule broken: [`Error::BoardLength`], [`Error::ZeroCount`], [`Error::DuplicatePiece`] or [`Error::TooManyPieces`].
    pub fn from_parts(parts: Parts<P, S>) -> Result<Self, Error> {
        let (squares, board_count) = check_board(parts.shape, &parts.board)?;
        let mut pieces = widen(board_count);
        let mut first = HandBuilder::new(Side::First);
        for (piece, count) in parts.first_hand {
            first.push(piece, widen(count), &mut pieces, squares)?;
        }
        let mut second = HandBuilder::new(Side::Second);
        for (piece, count) in parts.second_hand {
            second.push(piece, widen(count), &mut pieces, squares)?;
        }
        let (first, first_count) = first.finish();
        let (second, second_count) = second.finish();
        Ok(Qi {
            shape: parts.shape,
            board: parts.board,
            hands: [first, second],
            hand_counts: [first_count, second_count],
            board_count,
            styles: [parts.first_style, parts.second_style],
            turn: parts.turn,
        })
    }

    /// Builds a position from parts its caller has already checked, without checking them again (see
    /// [`Trusted`] for what the caller vouches for).
    ///
    /// Not part of the public API: this is how a notation crate of this workspace (`tabula-feen`)
    /// builds the position it has just validated, in the same pass, without a second round of checks.
    /// The invariants are asserted with `debug_assert!` in debug builds. Use [`Qi::from_parts`].
    #[doc(hidden)]
    #[must_use]
    pub fn from_trusted(parts: Trusted<P, S>) -> Self {
        let Trusted {
            shape,
            board,
            board_count,
            hands,
            styles,
            turn,
        } = parts;
        let hand_counts = [hands[0].values().sum(), hands[1].values().sum()];
        debug_assert_eq!(shape.square_count(), board.len());
        debug_assert_eq!(board.iter().filter(|s| s.is_some()).count(), board_count);
        debug_assert!(!hands.iter().flat_map(BTreeMap::values).any(|&n| n == 0));
        debug_assert!(
            board_count
                .checked_add(hand_counts[0])
                .and_then(|n: usize| n.checked_add(hand_counts[1]))
                .is_some_and(|n| n <= board.len())
        );
        Qi {
            shape,
            board,
            hands,
            hand_counts,
            board_count,
            styles,
            turn,
        }
    }

    /// Assembles decoded parts: the hands were built by [`HandBuilder`] (counts ≥ 1, no duplicates);
    /// checks the board length and the cardinality invariant.
    #[cfg(feature = "serde")]
    pub(crate) fn from_built(
        shape: Shape,
        board: Vec<Option<P>>,
        hands: [(BTreeMap<P, usize>, usize); 2],
        styles: [S; 2],
        turn: Side,
    ) -> Result<Self, Error> {
        let (_, board_count) = check_board(shape, &board)?;
        let [(first, first_count), (second, second_count)] = hands;
        let position = Qi::assemble(
            shape,
            board,
            board_count,
            [first, second],
            [first_count, second_count],
            styles,
            turn,
        );
        position.check_cardinality()?;
        Ok(position)
    }

    /// Adds pieces to (positive delta) or removes pieces from (negative delta) one hand.
    ///
    /// Each change is `(piece, delta)`; a zero delta is a no-op (not even checked further); a count
    /// reaching zero removes the piece from the hand (an emptied hand equals a fresh one). Changes apply
    /// in order, so a piece may repeat and its deltas accumulate. Which side a piece belongs to does not
    /// matter to which hand may hold it.
    ///
    /// **Checks**, in order: each change, as it is reached, must not remove more copies than the hand
    /// holds at that point ([`Error::HandUnderflow`]) and must not take the hand's running total past
    /// [`MAX_RUNNING_HAND_COUNT`]; then, once, at the end of the call, the piece-cardinality invariant
    /// ([`Error::TooManyPieces`]). So a call may overshoot mid-way and come back:
    /// `[('P', 3), ('P', -2)]` succeeds on a 2-square board.
    ///
    /// **All or nothing**, like [`Qi::board_diff`]: on the first failure the call stops, undoes what it
    /// had applied (an undo log records `(piece, old count)`, cloning the piece, hence `P: Clone`) and
    /// returns the error, leaving the position exactly as it was. Deltas are `i64`; magnitudes are taken
    /// with `unsigned_abs` (so `i64::MIN` is safe) and every sum is checked.
    ///
    /// Cost: O(changes × log hand), edited in place, plus the undo log.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi, Side};
    /// let mut position = Qi::new(&[9, 9], 'S', 's')?;
    /// position.hand_diff(Side::Second, [('p', 2), ('p', -1)])?;
    /// assert_eq!(position.hand_count(Side::Second, &'p'), 1);
    /// assert_eq!(
    ///     position.hand_diff(Side::Second, [('g', 1), ('p', -2)]),
    ///     Err(Error::HandUnderflow { side: Side::Second, change: 1, held: 1, removing: 2 })
    /// );
    /// assert_eq!(position.hand_count(Side::Second, &'g'), 0); // nothing applied
    /// # Ok::<(), tabula_qi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::HandUnderflow`] or [`Error::TooManyPieces`].
    pub fn hand_diff(
        &mut self,
        side: Side,
        changes: impl IntoIterator<Item = (P, i64)>,
    ) -> Result<(), Error>
    where
        P: Clone,
    {
        let hand_count = self.hand_counts[side.index()];
        let mut log: Vec<(P, usize)> = Vec::new();
        let result = self.apply_hand(side, changes, &mut log);
        if result.is_err() {
            let hand = &mut self.hands[side.index()];
            for (piece, held) in log.into_iter().rev() {
                if held == 0 {
                    hand.remove(&piece);
                } else {
                    hand.insert(piece, held);
                }
            }
            self.hand_counts[side.index()] = hand_count;
        }
        result
    }

    fn apply_hand(
        &mut self,
        side: Side,
        changes: impl IntoIterator<Item = (P, i64)>,
        log: &mut Vec<(P, usize)>,
    ) -> Result<(), Error>
    where
        P: Clone,
    {
        let hand_index = side.index();
        for (change, (piece, delta)) in changes.into_iter().enumerate() {
            if delta == 0 {
                continue;
            }
            let magnitude = delta.unsigned_abs();
            let total = self.hand_counts[hand_index];
            let entry = self.hands[hand_index].entry(piece);
            let held = match &entry {
                Entry::Occupied(occupied) => *occupied.get(),
                Entry::Vacant(_) => 0,
            };
            // Invariant: held <= total (one piece's count is part of the hand's total).
            let (count, total) = if delta > 0 {
                let running = widen(total).saturating_add(magnitude);
                let new_total = usize::try_from(running)
                    .ok()
                    .filter(|_| running <= MAX_RUNNING_HAND_COUNT);
                let Some(new_total) = new_total else {
                    let pieces = widen(self.board_count)
                        .saturating_add(widen(self.hand_counts[1 - hand_index]))
                        .saturating_add(running);
                    return Err(Error::TooManyPieces {
                        pieces,
                        squares: self.board.len(),
                    });
                };
                // held + magnitude = held + (new_total - total) <= new_total.
                (held + (new_total - total), new_total)
            } else {
                match usize::try_from(magnitude).ok().filter(|&m| m <= held) {
                    Some(m) => (held - m, total - m),
                    None => {
                        return Err(Error::HandUnderflow {
                            side,
                            change,
                            held,
                            removing: magnitude,
                        });
                    }
                }
            };
            log.push((entry.key().clone(), held));
            match entry {
                Entry::Occupied(mut occupied) => {
                    if count == 0 {
                        occupied.remove();
                    } else {
                        *occupied.get_mut() = count;
                    }
                }
                // A vacant entry is only reached by a positive delta: count >= 1.
                Entry::Vacant(vacant) => {
                    vacant.insert(count);
                }
            }
            self.hand_counts[hand_index] = total;
        }
        self.check_cardinality()
    }

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

// The cached counters are derived from the board and hands: printing them would add noise only.
#[allow(clippy::missing_fields_in_debug)]
impl<P: fmt::Debug, S: fmt::Debug> fmt::Debug for Qi<P, S> {
    /// The logical fields (shape, flat board, hands as maps, styles, turn), not the cached counters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Qi")
            .field("shape", &self.shape.as_slice())
            .field("board", &self.board)
            .field("first_hand", &self.hands[0])
            .field("second_hand", &self.hands[1])
            .field("first_style", &self.styles[0])
            .field("second_style", &self.styles[1])
            .field("turn", &self.turn)
            .finish()
    }
}

#[cfg(test)]
mod tests;
