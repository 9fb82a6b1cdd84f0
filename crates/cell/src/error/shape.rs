//! What can be wrong with a board shape.

use core::fmt;

use tabula_protocol::ShapeError;

use super::Error;

/// What is wrong with a board shape (inside [`Error::InvalidShape`]). A shape is the `Qi` shape, outermost
/// dimension first: `[F]`, `[R, F]` or `[L, R, F]`.
///
/// ```
/// use tabula_cell::{Error, ShapeProblem, square_count};
/// assert_eq!(
///     square_count(&[255, 255, 2]),
///     Err(Error::InvalidShape { problem: ShapeProblem::TooManySquares { squares: 130_050 } })
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ShapeProblem {
    /// The shape has no dimension or more than 3.
    ///
    /// ```
    /// use tabula_cell::{Error, ShapeProblem, square_count};
    /// assert_eq!(
    ///     square_count(&[2, 2, 2, 2]),
    ///     Err(Error::InvalidShape { problem: ShapeProblem::DimensionCount { count: 4 } })
    /// );
    /// ```
    DimensionCount {
        /// The number of dimensions given.
        count: usize,
    },
    /// A dimension of 0 or more than 255 squares.
    ///
    /// ```
    /// use tabula_cell::{Error, ShapeProblem, square_count};
    /// assert_eq!(
    ///     square_count(&[256]),
    ///     Err(Error::InvalidShape { problem: ShapeProblem::Size { position: 0, size: 256 } })
    /// );
    /// ```
    Size {
        /// The dimension's position in the shape (0 = outermost).
        position: usize,
        /// Its size.
        size: usize,
    },
    /// More than 65,025 squares in all.
    ///
    /// ```
    /// use tabula_cell::{Error, ShapeProblem, square_count};
    /// assert!(square_count(&[255, 255])?.eq(&65_025));
    /// assert!(matches!(
    ///     square_count(&[100, 100, 100]),
    ///     Err(Error::InvalidShape { problem: ShapeProblem::TooManySquares { squares: 1_000_000 } })
    /// ));
    /// # Ok::<(), Error>(())
    /// ```
    TooManySquares {
        /// The number of squares of the shape.
        squares: usize,
    },
}

impl ShapeProblem {
    /// The problem [`Shape::new`](tabula_protocol::Shape::new) found, in this crate's terms (a size of 0
    /// and a size over 255 are both [`ShapeProblem::Size`]).
    pub(crate) const fn of(error: ShapeError) -> ShapeProblem {
        match error {
            ShapeError::NoDimensions => ShapeProblem::DimensionCount { count: 0 },
            ShapeError::TooManyDimensions { count } => ShapeProblem::DimensionCount { count },
            ShapeError::DimensionTooSmall { index } => ShapeProblem::Size {
                position: index,
                size: 0,
            },
            ShapeError::DimensionTooLarge { index, size } => ShapeProblem::Size {
                position: index,
                size,
            },
            ShapeError::TooManySquares { squares } => ShapeProblem::TooManySquares { squares },
        }
    }
}

/// A shape refused by [`Shape::new`](tabula_protocol::Shape::new), in this crate's terms.
///
/// ```
/// use tabula_cell::{Error, Shape, ShapeProblem};
/// assert_eq!(
///     Error::from(Shape::new(&[]).unwrap_err()),
///     Error::InvalidShape { problem: ShapeProblem::DimensionCount { count: 0 } }
/// );
/// ```
impl From<ShapeError> for ShapeProblem {
    fn from(error: ShapeError) -> ShapeProblem {
        ShapeProblem::of(error)
    }
}

/// A shape refused by [`Shape::new`](tabula_protocol::Shape::new): [`Error::InvalidShape`].
impl From<ShapeError> for Error {
    fn from(error: ShapeError) -> Error {
        Error::InvalidShape {
            problem: ShapeProblem::of(error),
        }
    }
}

impl fmt::Display for ShapeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShapeProblem::DimensionCount { count } => {
                write!(f, "{count} dimensions; a board has 1 to 3")
            }
            ShapeProblem::Size { position, size } => write!(
                f,
                "shape[{position}] is {size}; each dimension has 1 to 255 squares"
            ),
            ShapeProblem::TooManySquares { squares } => {
                write!(f, "{squares} squares; a board has at most 65025")
            }
        }
    }
}
