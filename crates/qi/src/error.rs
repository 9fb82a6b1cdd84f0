//! The crate's error type.

use tabula_protocol::Count;

use crate::{ShapeError, Side};

/// Why a position cannot be built or a transformation cannot be applied.
///
/// Each variant names the first rule broken, with the numbers that broke it. [`Error::code`] gives a
/// stable kebab-case code (the one the conformance fixtures use; see `ERROR_CODES.md`).
///
/// The error is small and `Copy`: it never holds a piece or a style, so it does not depend on `P` or `S`.
/// Where a piece is involved, the error says *which change* or *which hand item* (0-based position in the
/// iterator the caller gave) instead.
///
/// ```
/// use tabula_qi::{Error, Qi};
///
/// let error = Qi::<char, char>::new(&[8, 0], 'C', 'c').unwrap_err();
/// assert_eq!(error, Error::DimensionTooSmall { index: 1 });
/// assert_eq!(error.code(), "dimension-too-small");
/// assert_eq!(error.to_string(), "dimension 1 has size 0; each dimension has 1 to 255 squares");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The shape has no dimension at all.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// assert_eq!(Qi::<char, char>::new(&[], 'C', 'c'), Err(Error::NoDimensions));
    /// ```
    #[error(
        "the shape has no dimension; a board has 1 to {}",
        crate::MAX_DIMENSIONS
    )]
    NoDimensions,

    /// The shape has more than [`MAX_DIMENSIONS`](crate::MAX_DIMENSIONS) dimensions.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// assert_eq!(Qi::<char, char>::new(&[2, 2, 2, 2], 'C', 'c'), Err(Error::TooManyDimensions { count: 4 }));
    /// ```
    #[error(
        "the shape has {count} dimensions; a board has at most {}",
        crate::MAX_DIMENSIONS
    )]
    TooManyDimensions {
        /// How many dimensions the shape has.
        count: usize,
    },

    /// A dimension has size 0.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// assert_eq!(Qi::<char, char>::new(&[0, 300], 'C', 'c'), Err(Error::DimensionTooSmall { index: 0 }));
    /// ```
    #[error(
        "dimension {index} has size 0; each dimension has 1 to {} squares",
        crate::MAX_DIMENSION_SIZE
    )]
    DimensionTooSmall {
        /// Which dimension (0 = outermost).
        index: usize,
    },

    /// A dimension is larger than [`MAX_DIMENSION_SIZE`](crate::MAX_DIMENSION_SIZE).
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// assert_eq!(
    ///     Qi::<char, char>::new(&[300, 0], 'C', 'c'),
    ///     Err(Error::DimensionTooLarge { index: 0, size: 300 })
    /// );
    /// ```
    #[error(
        "dimension {index} has size {size}; each dimension has 1 to {} squares",
        crate::MAX_DIMENSION_SIZE
    )]
    DimensionTooLarge {
        /// Which dimension (0 = outermost).
        index: usize,
        /// Its size.
        size: usize,
    },

    /// The shape has more than [`MAX_SQUARES`](crate::MAX_SQUARES) squares in total.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// assert_eq!(
    ///     Qi::<char, char>::new(&[255, 255, 2], 'C', 'c'),
    ///     Err(Error::TooManySquares { squares: 130_050 })
    /// );
    /// ```
    #[error(
        "the shape has {squares} squares; a board has at most {}",
        crate::MAX_SQUARES
    )]
    TooManySquares {
        /// The product of the dimensions (exact: three sizes of at most 255 cannot overflow).
        squares: usize,
    },

    /// The board given to [`Qi::from_parts`](crate::Qi::from_parts) (or decoded by serde) does not have exactly one entry per
    /// square of the shape.
    ///
    /// ```
    /// use tabula_qi::{Error, Parts, Qi, Shape, Side};
    /// let parts = Parts { shape: Shape::new(&[3])?, board: vec![None; 2], first_hand: vec![],
    ///     second_hand: vec![], first_style: 'C', second_style: 'c', turn: Side::First };
    /// let error = Qi::<char, char>::from_parts(parts);
    /// assert_eq!(error, Err(Error::BoardLength { expected: 3, found: 2 }));
    /// # Ok::<(), tabula_qi::ShapeError>(())
    /// ```
    #[error(
        "the board has {} but the shape has {expected}",
        Count::of(*found, "square", "squares")
    )]
    BoardLength {
        /// The number of squares of the shape.
        expected: usize,
        /// The number of board entries given.
        found: usize,
    },

    /// A board change names a square past the end of the board.
    ///
    /// ```
    /// use tabula_qi::{Error, Qi};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// assert_eq!(position.board_diff([(0, Some('K')), (4, Some('k'))]), Err(Error::SquareOutOfRange { change: 1, index: 4, squares: 4 }));
    /// # Ok::<(), Error>(())
    /// ```
    #[error(
        "change {change} names square {index}, but the board has {}",
        Count::of(*squares, "square", "squares")
    )]
    SquareOutOfRange {
        /// Which change of the call (0-based).
        change: usize,
        /// The square index given.
        index: usize,
        /// The number of squares.
        squares: usize,
    },

    /// A hand item given to [`Qi::from_parts`](crate::Qi::from_parts) (or decoded by serde) has count 0: a hand never holds a
    /// zero count.
    ///
    /// ```
    /// use tabula_qi::{Error, Parts, Qi, Shape, Side};
    /// let parts = Parts { shape: Shape::new(&[4])?, board: vec![None; 4], first_hand: vec![],
    ///     second_hand: vec![('P', 0)], first_style: 'C', second_style: 'c', turn: Side::First };
    /// let error = Qi::<char, char>::from_parts(parts);
    /// assert_eq!(error, Err(Error::ZeroCount { side: Side::Second, item: 0 }));
    /// # Ok::<(), tabula_qi::ShapeError>(())
    /// ```
    #[error("item {item} of the {side} hand has count 0; a hand item holds at least 1 piece")]
    ZeroCount {
        /// The hand.
        side: Side,
        /// Which item of that hand (0-based).
        item: usize,
    },

    /// A hand given to [`Qi::from_parts`](crate::Qi::from_parts) (or decoded by serde) lists the same piece twice: a hand is
    /// given with one item per distinct piece (as [`Qi::hand`](crate::Qi::hand) yields it).
    ///
    /// ```
    /// use tabula_qi::{Error, Parts, Qi, Shape, Side};
    /// let parts = Parts { shape: Shape::new(&[4])?, board: vec![None; 4], first_hand: vec![('P', 1), ('P', 1)],
    ///     second_hand: vec![], first_style: 'C', second_style: 'c', turn: Side::First };
    /// let error = Qi::<char, char>::from_parts(parts);
    /// assert_eq!(error, Err(Error::DuplicatePiece { side: Side::First, item: 1 }));
    /// # Ok::<(), tabula_qi::ShapeError>(())
    /// ```
    #[error("item {item} of the {side} hand lists a piece already listed; give one item per piece")]
    DuplicatePiece {
        /// The hand.
        side: Side,
        /// Which item of that hand (0-based) repeats an earlier one.
        item: usize,
    },

    /// A hand change removes more copies of a piece than the hand holds at that point of the call
    /// (including a piece the hand does not hold at all).
    ///
    /// ```
    /// use tabula_qi::{Error, Qi, Side};
    /// let mut position = Qi::new(&[4], 'C', 'c')?;
    /// assert_eq!(position.hand_diff(Side::First, [('P', 1), ('P', -2)]), Err(Error::HandUnderflow { side: Side::First, change: 1, held: 1, removing: 2 }));
    /// # Ok::<(), Error>(())
    /// ```
    #[error(
        "change {change} removes {removing} from the {side} hand, which holds {held} of that piece"
    )]
    HandUnderflow {
        /// The hand.
        side: Side,
        /// Which change of the call (0-based).
        change: usize,
        /// How many copies the hand held before that change.
        held: usize,
        /// How many copies the change removes (the magnitude of the negative delta).
        removing: u64,
    },

    /// More pieces (board and both hands) than squares: the piece-cardinality invariant.
    ///
    /// Raised at the end of a diff call (a call may overshoot and come back), while [`Qi::from_parts`](crate::Qi::from_parts)
    /// reads hand items (counts only grow there), and inside a hand diff as soon as one hand's running
    /// total passes [`MAX_RUNNING_HAND_COUNT`](crate::MAX_RUNNING_HAND_COUNT).
    ///
    /// ```
    /// use tabula_qi::{Error, Qi, Side};
    /// let mut position = Qi::new(&[2], 'C', 'c')?;
    /// assert_eq!(position.hand_diff(Side::First, [('P', 3)]), Err(Error::TooManyPieces { pieces: 3, squares: 2 }));
    /// # Ok::<(), Error>(())
    /// ```
    #[error(
        "{} for {}; the board and both hands hold at most one piece per square",
        Count::new(*pieces, "piece", "pieces"),
        Count::of(*squares, "square", "squares")
    )]
    TooManyPieces {
        /// The piece count that broke the invariant (board and both hands; a `u64` so that it is exact
        /// on every target).
        pieces: u64,
        /// The number of squares.
        squares: usize,
    },
}

impl Error {
    /// A shape refused by [`Shape::new`](crate::Shape::new), in this crate's variants (the same messages
    /// and codes).
    pub(crate) const fn of_shape(error: ShapeError) -> Error {
        match error {
            ShapeError::NoDimensions => Error::NoDimensions,
            ShapeError::TooManyDimensions { count } => Error::TooManyDimensions { count },
            ShapeError::DimensionTooSmall { index } => Error::DimensionTooSmall { index },
            ShapeError::DimensionTooLarge { index, size } => {
                Error::DimensionTooLarge { index, size }
            }
            ShapeError::TooManySquares { squares } => Error::TooManySquares { squares },
        }
    }

    /// The stable kebab-case code of this error, as used by the conformance fixtures
    /// (`fixtures/qi/`) and listed in `ERROR_CODES.md`.
    ///
    /// ```
    /// use tabula_qi::Error;
    /// assert_eq!(Error::NoDimensions.code(), "no-dimensions");
    /// assert_eq!(Error::TooManyPieces { pieces: 3, squares: 2 }.code(), "too-many-pieces");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::NoDimensions => "no-dimensions",
            Error::TooManyDimensions { .. } => "too-many-dimensions",
            Error::DimensionTooSmall { .. } => "dimension-too-small",
            Error::DimensionTooLarge { .. } => "dimension-too-large",
            Error::TooManySquares { .. } => "too-many-squares",
            Error::BoardLength { .. } => "board-length",
            Error::SquareOutOfRange { .. } => "square-out-of-range",
            Error::ZeroCount { .. } => "zero-count",
            Error::DuplicatePiece { .. } => "duplicate-piece",
            Error::HandUnderflow { .. } => "hand-underflow",
            Error::TooManyPieces { .. } => "too-many-pieces",
        }
    }

    /// Every code [`Error::code`] can return, in declaration order.
    ///
    /// ```
    /// use tabula_qi::Error;
    /// assert_eq!(Error::CODES.len(), 11);
    /// assert!(Error::CODES.contains(&"hand-underflow"));
    /// ```
    pub const CODES: &'static [&'static str] = &[
        "no-dimensions",
        "too-many-dimensions",
        "dimension-too-small",
        "dimension-too-large",
        "too-many-squares",
        "board-length",
        "square-out-of-range",
        "zero-count",
        "duplicate-piece",
        "hand-underflow",
        "too-many-pieces",
    ];
}

/// A shape refused by [`Shape::new`](crate::Shape::new): the variant of the same name, message and code.
///
/// ```
/// use tabula_qi::{Error, Shape};
/// let error = Error::from(Shape::new(&[8, 0]).unwrap_err());
/// assert_eq!(error, Error::DimensionTooSmall { index: 1 });
/// assert_eq!(error.to_string(), Shape::new(&[8, 0]).unwrap_err().to_string());
/// ```
impl From<ShapeError> for Error {
    fn from(error: ShapeError) -> Error {
        Error::of_shape(error)
    }
}
