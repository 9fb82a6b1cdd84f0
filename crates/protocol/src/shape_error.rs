//! Why sizes are not a board shape.

use core::fmt;

use crate::{MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES};

/// Why sizes are not a [`Shape`](crate::Shape): the first rule broken, in the order
/// [`Shape::new`](crate::Shape::new) checks them.
///
/// The crates above map it into their own error type (`tabula-qi` and `tabula-cell` keep their variants,
/// messages and codes); the messages and [`ShapeError::code`] here are `tabula-qi`'s.
///
/// Not `#[non_exhaustive]`, on purpose: the rules are the three bounds and they are fixed, and every crate
/// that maps a shape error matches the variants one by one, so a new rule must break their build rather
/// than fall into a catch-all.
///
/// ```
/// use tabula_protocol::{Shape, ShapeError};
/// let error = Shape::new(&[8, 0]).unwrap_err();
/// assert_eq!(error, ShapeError::DimensionTooSmall { index: 1 });
/// assert_eq!(error.to_string(), "dimension 1 has size 0; each dimension has 1 to 255 squares");
/// assert_eq!(error.code(), "dimension-too-small");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShapeError {
    /// No dimension at all.
    ///
    /// ```
    /// use tabula_protocol::{Shape, ShapeError};
    /// assert_eq!(Shape::new(&[]), Err(ShapeError::NoDimensions));
    /// ```
    NoDimensions,
    /// More than [`MAX_DIMENSIONS`] dimensions.
    ///
    /// ```
    /// use tabula_protocol::{Shape, ShapeError};
    /// assert_eq!(Shape::new(&[1; 4]), Err(ShapeError::TooManyDimensions { count: 4 }));
    /// ```
    TooManyDimensions {
        /// How many dimensions were given.
        count: usize,
    },
    /// A dimension of size 0.
    ///
    /// ```
    /// use tabula_protocol::{Shape, ShapeError};
    /// assert_eq!(Shape::new(&[0, 300]), Err(ShapeError::DimensionTooSmall { index: 0 }));
    /// ```
    DimensionTooSmall {
        /// Which dimension (0 = outermost).
        index: usize,
    },
    /// A dimension larger than [`MAX_DIMENSION_SIZE`].
    ///
    /// ```
    /// use tabula_protocol::{Shape, ShapeError};
    /// assert_eq!(Shape::new(&[8, 256]), Err(ShapeError::DimensionTooLarge { index: 1, size: 256 }));
    /// ```
    DimensionTooLarge {
        /// Which dimension (0 = outermost).
        index: usize,
        /// Its size.
        size: usize,
    },
    /// More than [`MAX_SQUARES`] squares in all.
    ///
    /// ```
    /// use tabula_protocol::{Shape, ShapeError};
    /// assert_eq!(Shape::new(&[100, 100, 100]), Err(ShapeError::TooManySquares { squares: 1_000_000 }));
    /// ```
    TooManySquares {
        /// The product of the sizes (exact: three sizes of at most 255 cannot overflow).
        squares: usize,
    },
}

impl ShapeError {
    /// The stable kebab-case code of the error (the codes of `tabula-qi`'s shape errors).
    ///
    /// ```
    /// use tabula_protocol::ShapeError;
    /// assert_eq!(ShapeError::NoDimensions.code(), "no-dimensions");
    /// assert_eq!(ShapeError::TooManySquares { squares: 70_000 }.code(), "too-many-squares");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            ShapeError::NoDimensions => "no-dimensions",
            ShapeError::TooManyDimensions { .. } => "too-many-dimensions",
            ShapeError::DimensionTooSmall { .. } => "dimension-too-small",
            ShapeError::DimensionTooLarge { .. } => "dimension-too-large",
            ShapeError::TooManySquares { .. } => "too-many-squares",
        }
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShapeError::NoDimensions => write!(
                f,
                "the shape has no dimension; a board has 1 to {MAX_DIMENSIONS}"
            ),
            ShapeError::TooManyDimensions { count } => write!(
                f,
                "the shape has {count} dimensions; a board has at most {MAX_DIMENSIONS}"
            ),
            ShapeError::DimensionTooSmall { index } => write!(
                f,
                "dimension {index} has size 0; each dimension has 1 to {MAX_DIMENSION_SIZE} squares"
            ),
            ShapeError::DimensionTooLarge { index, size } => write!(
                f,
                "dimension {index} has size {size}; each dimension has 1 to {MAX_DIMENSION_SIZE} squares"
            ),
            ShapeError::TooManySquares { squares } => write!(
                f,
                "the shape has {squares} squares; a board has at most {MAX_SQUARES}"
            ),
        }
    }
}

impl core::error::Error for ShapeError {}
