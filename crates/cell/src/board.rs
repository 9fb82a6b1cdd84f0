//! Coordinates ↔ flat square indices of a `Qi` board, in FEEN order.

use tabula_protocol::{IntoShape, Shape};

use crate::coordinate::Dimensions;
use crate::{Coordinate, Error, ShapeProblem};

mod coordinates;

pub use coordinates::{Coordinates, coordinates};

/// The number of dimensions of a shape as the type a coordinate holds: a [`Shape`] has 1 to 3, so
/// building a coordinate of a shape cannot fail.
fn dimensions_of(shape: Shape) -> Dimensions {
    match shape.dimensions() {
        1 => Dimensions::One,
        2 => Dimensions::Two,
        _ => Dimensions::Three,
    }
}

/// The largest size of one board dimension (Tabula's bound, the `Qi` position model's and FEEN's;
/// defined in `tabula-protocol`). A coordinate index of 255 (`iv`, `256`, `IV`) is valid CELL but never on
/// a board.
///
/// ```
/// assert_eq!(tabula_cell::MAX_BOARD_SIZE, 255);
/// ```
pub use tabula_protocol::MAX_DIMENSION_SIZE as MAX_BOARD_SIZE;

/// The most squares of a board (Tabula's bound, the `Qi` position model's; defined in `tabula-protocol`):
/// 255 × 255.
///
/// ```
/// assert_eq!(tabula_cell::square_count(&[255, 255]), Ok(tabula_cell::MAX_SQUARES));
/// ```
pub use tabula_protocol::MAX_SQUARES;

/// The number of squares of a board `shape` (outermost dimension first: `[F]`, `[R, F]` or `[L, R, F]`),
/// after checking it with [`Shape::new`]: 1 to 3 dimensions, each 1 to [`MAX_BOARD_SIZE`], at most
/// [`MAX_SQUARES`] in all. (A checked [`Shape`] knows its count: [`Shape::square_count`].)
///
/// ```
/// use tabula_cell::square_count;
/// assert_eq!(square_count(&[8, 8]), Ok(64));
/// assert_eq!(square_count(&[5, 5, 5]), Ok(125));
/// assert!(square_count(&[]).is_err());
/// ```
///
/// # Errors
///
/// [`Error::InvalidShape`], naming the first problem: the dimension count, then the first dimension (from
/// the outermost) of size 0 or over 255, then the square count.
pub const fn square_count(shape: &[usize]) -> Result<usize, Error> {
    match Shape::new(shape) {
        Ok(shape) => Ok(shape.square_count()),
        Err(error) => Err(Error::InvalidShape {
            problem: ShapeProblem::of(error),
        }),
    }
}

/// The flat square index of `coordinate` on a board of `shape`, in the order FEEN writes the squares (the
/// order of a `Qi` board).
///
/// The shape is a [`Shape`] (as `Qi::shape` gives it), or sizes checked here (see [`IntoShape`]): the `Qi`
/// shape, outermost first (`[F]`, `[R, F]`, `[L, R, F]`); the coordinate's indices are
/// first dimension first (file, rank, layer). FEEN writes the highest rank first and each rank from file `a`,
/// and the highest layer first, so for file `f`, rank `r` and layer `l`:
///
/// | shape | square index |
/// |---|---|
/// | `[F]` | `f` |
/// | `[R, F]` | `(R − 1 − r)·F + f` |
/// | `[L, R, F]` | `(L − 1 − l)·R·F + (R − 1 − r)·F + f` |
///
/// Chess `[8, 8]`: a8 = 0, e8 = 4, e4 = 36, e1 = 60, h1 = 63. Xiangqi `[10, 9]`: e1 = 85. Shōgi `[9, 9]`:
/// e1 = 76.
///
/// ```
/// use tabula_cell::{Coordinate, square_index};
///
/// let e2: Coordinate = "e2".parse()?;
/// let e4: Coordinate = "e4".parse()?;
/// assert_eq!((square_index(&[8, 8], e2)?, square_index(&[8, 8], e4)?), (52, 36));
/// assert_eq!(square_index(&[10, 9], "e1".parse()?)?, 85);
/// assert_eq!(square_index(&[3, 3, 3], "a3C".parse()?)?, 0);
/// # Ok::<(), tabula_cell::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::InvalidShape`] for a shape out of bounds, [`Error::WrongDimensions`] when the coordinate has
/// another number of dimensions than the shape, [`Error::OffBoard`] when an index is past the board's edge.
pub fn square_index(shape: impl IntoShape, coordinate: Coordinate) -> Result<usize, Error> {
    let shape = shape.into_shape()?;
    let indices = coordinate.indices();
    if indices.len() != shape.len() {
        return Err(Error::WrongDimensions {
            expected: shape.len(),
            found: indices.len(),
        });
    }
    let mut square = 0;
    let mut stride = 1;
    for (dimension, (&index, &size)) in indices.iter().zip(shape.iter().rev()).enumerate() {
        let index = usize::from(index);
        if index >= size {
            return Err(Error::OffBoard {
                coordinate,
                #[allow(clippy::cast_possible_truncation)] // 1 to 3
                dimension: dimension as u8 + 1,
                size,
            });
        }
        // The file runs left to right; ranks and layers are written highest first.
        let position = if dimension == 0 {
            index
        } else {
            size - 1 - index
        };
        square += position * stride;
        stride *= size;
    }
    Ok(square)
}

/// The coordinate of square `index` on a board of `shape` (a [`Shape`] or sizes, see [`IntoShape`]): the
/// inverse of [`square_index`].
///
/// ```
/// use tabula_cell::coordinate_of;
///
/// assert_eq!(coordinate_of(&[8, 8], 36)?.to_string(), "e4");
/// assert_eq!(coordinate_of(&[9, 9], 76)?.to_string(), "e1");
/// assert_eq!(coordinate_of(&[8], 0)?.to_string(), "a");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::InvalidShape`] for a shape out of bounds, [`Error::SquareOutOfRange`] for an index past the last
/// square.
pub fn coordinate_of(shape: impl IntoShape, index: usize) -> Result<Coordinate, Error> {
    let shape = shape.into_shape()?;
    let squares = shape.square_count();
    if index >= squares {
        return Err(Error::SquareOutOfRange { index, squares });
    }
    Ok(locate(shape, index))
}

/// The coordinate of square `index` of `shape`, `index` below its square count.
fn locate(shape: Shape, index: usize) -> Coordinate {
    let dimensions = dimensions_of(shape);
    let mut indices = [0u8; Coordinate::MAX_DIMENSIONS];
    let mut rest = index;
    for (dimension, (slot, &size)) in indices.iter_mut().zip(shape.iter().rev()).enumerate() {
        let position = rest % size;
        rest /= size;
        let i = if dimension == 0 {
            position
        } else {
            size - 1 - position
        };
        // Below a size of at most 255.
        *slot = u8::try_from(i).unwrap_or(u8::MAX);
    }
    Coordinate::from_parts(indices, dimensions)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn c(text: &str) -> Coordinate {
        Coordinate::parse(text).unwrap()
    }

    #[test]
    fn shapes_are_checked_in_order() {
        let problem = |shape: &[usize]| match square_count(shape) {
            Err(Error::InvalidShape { problem }) => Some(problem),
            _ => None,
        };
        assert_eq!(
            problem(&[]),
            Some(ShapeProblem::DimensionCount { count: 0 })
        );
        assert_eq!(
            problem(&[0, 0, 0, 0]),
            Some(ShapeProblem::DimensionCount { count: 4 })
        );
        assert_eq!(
            problem(&[300, 0]),
            Some(ShapeProblem::Size {
                position: 0,
                size: 300
            })
        );
        assert_eq!(
            problem(&[2, 255, 255]),
            Some(ShapeProblem::TooManySquares { squares: 130_050 })
        );
        assert_eq!(problem(&[255, 255, 1]), None);
        assert_eq!(square_count(&[1]), Ok(1));
    }

    #[test]
    fn three_dimensional_boards_write_the_highest_layer_first() {
        let shape = [3, 4, 5];
        assert_eq!(square_index(&shape, c("a4C")), Ok(0));
        assert_eq!(square_index(&shape, c("e4C")), Ok(4));
        assert_eq!(square_index(&shape, c("a3C")), Ok(5));
        assert_eq!(square_index(&shape, c("a4B")), Ok(20));
        assert_eq!(square_index(&shape, c("e1A")), Ok(59));
        assert_eq!(
            square_index(&shape, c("a1D")),
            Err(Error::OffBoard {
                coordinate: c("a1D"),
                dimension: 3,
                size: 3
            })
        );
    }

    #[test]
    fn the_first_dimension_off_the_board_is_named() {
        assert_eq!(
            square_index(&[8, 8], c("i9")),
            Err(Error::OffBoard {
                coordinate: c("i9"),
                dimension: 1,
                size: 8
            })
        );
        assert_eq!(
            square_index(&[8, 8], c("h9")),
            Err(Error::OffBoard {
                coordinate: c("h9"),
                dimension: 2,
                size: 8
            })
        );
    }
}
