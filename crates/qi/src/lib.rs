#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

use alloc::collections::BTreeMap;
use alloc::collections::btree_map::Entry;
use alloc::vec::Vec;
use core::fmt;

pub use tabula_protocol::{IntoShape, Shape, ShapeError, Side};

mod access;
mod construct;
mod edit;

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
pub(crate) fn check_board<P>(shape: Shape, board: &[Option<P>]) -> Result<(usize, usize), Error> {
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
        Ok(Qi {
            shape,
            board,
            hands: [BTreeMap::new(), BTreeMap::new()],
            hand_counts: [0, 0],
            board_count: 0,
            styles: [first_style, second_style],
            turn: Side::First,
        })
    }
}

impl<P: Ord, S> Qi<P, S> {}

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
