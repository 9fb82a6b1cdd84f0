//! Coordinates ↔ flat square indices of a `Qi` board, in FEEN order.

use core::iter::FusedIterator;

use tabula_protocol::{IntoShape, Shape};

use crate::coordinate::Dimensions;
use crate::{Coordinate, Error, ShapeProblem};

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

/// Every coordinate of a board `shape` (a [`Shape`] or sizes, see [`IntoShape`]), in square order (square 0 first): the rank or row written first in
/// FEEN from file `a`, then the next one down, and so on.
///
/// ```
/// use tabula_cell::{coordinates, square_index};
///
/// let squares: Vec<String> = coordinates(&[8, 8])?.map(|c| c.to_string()).collect();
/// assert_eq!(&squares[..3], ["a8", "b8", "c8"]);
/// assert_eq!(squares[63], "h1");
/// assert_eq!(coordinates(&[10, 9])?.len(), 90);
/// for (i, c) in coordinates(&[2, 3, 4])?.enumerate() {
///     assert_eq!(square_index(&[2, 3, 4], c)?, i);
/// }
/// # Ok::<(), tabula_cell::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::InvalidShape`] for a shape out of bounds.
pub fn coordinates(shape: impl IntoShape) -> Result<Coordinates, Error> {
    let shape = shape.into_shape()?;
    let mut all = Coordinates {
        shape,
        dimensions: dimensions_of(shape),
        front: 0,
        back: shape.square_count(),
        cursor: [0; Coordinate::MAX_DIMENSIONS],
    };
    all.seek();
    Ok(all)
}

/// The coordinates of a board in square order, from [`coordinates`]. Exact-size, double-ended and fused;
/// holds only the shape and two counters.
///
/// ```
/// let mut all = tabula_cell::coordinates(&[3])?;
/// assert_eq!(all.len(), 3);
/// assert_eq!(all.next_back().map(|c| c.to_string()).as_deref(), Some("c"));
/// assert_eq!(all.nth(1).map(|c| c.to_string()).as_deref(), Some("b"));
/// assert_eq!(all.next(), None);
/// # Ok::<(), tabula_cell::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Coordinates {
    shape: Shape,
    dimensions: Dimensions,
    /// The next square from the front, and one past the next square from the back.
    front: usize,
    back: usize,
    /// The indices of square `front` (file, rank, layer), stepped without division.
    cursor: [u8; Coordinate::MAX_DIMENSIONS],
}

impl Coordinates {
    fn at(&self, index: usize) -> Coordinate {
        locate(self.shape, index)
    }

    /// Sets the cursor to square `front`.
    fn seek(&mut self) {
        if self.front < self.back {
            let c = self.at(self.front);
            self.cursor[..self.dimensions as usize].copy_from_slice(c.indices());
        }
    }

    /// The cursor's coordinate; the cursor moves to the next square (file up, then rank down, then layer
    /// down).
    fn step(&mut self) -> Coordinate {
        let current = self.cursor;
        let [files, ranks, _] = self.file_rank_layer_sizes();
        let [f, r, l] = &mut self.cursor;
        if usize::from(*f) + 1 < files {
            *f += 1;
        } else {
            *f = 0;
            if *r > 0 {
                *r -= 1;
            } else {
                // Below a size of at most 255.
                *r = u8::try_from(ranks - 1).unwrap_or(u8::MAX);
                *l = l.wrapping_sub(1);
            }
        }
        let mut indices = [0; Coordinate::MAX_DIMENSIONS];
        indices[..self.dimensions as usize].copy_from_slice(&current[..self.dimensions as usize]);
        Coordinate::from_parts(indices, self.dimensions)
    }

    /// The sizes along file, rank and layer (1 past the shape's dimensions).
    fn file_rank_layer_sizes(&self) -> [usize; 3] {
        let mut sizes = [1; 3];
        for (size, &s) in sizes.iter_mut().zip(self.shape.iter().rev()) {
            *size = s;
        }
        sizes
    }
}

impl Iterator for Coordinates {
    type Item = Coordinate;

    fn next(&mut self) -> Option<Coordinate> {
        if self.front >= self.back {
            return None;
        }
        self.front += 1;
        Some(self.step())
    }

    fn nth(&mut self, n: usize) -> Option<Coordinate> {
        if n > 0 {
            self.front = self.front.saturating_add(n).min(self.back);
            self.seek();
        }
        self.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.back - self.front;
        (left, Some(left))
    }

    fn count(self) -> usize {
        self.len()
    }

    fn last(mut self) -> Option<Coordinate> {
        self.next_back()
    }
}

impl DoubleEndedIterator for Coordinates {
    fn next_back(&mut self) -> Option<Coordinate> {
        if self.front >= self.back {
            return None;
        }
        self.back -= 1;
        Some(self.at(self.back))
    }
}

impl ExactSizeIterator for Coordinates {}

impl FusedIterator for Coordinates {}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(text: &str) -> Coordinate {
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

    #[test]
    fn the_iterator_counts_from_both_ends() {
        let mut all = coordinates(&[2, 2]).unwrap();
        assert_eq!(all.len(), 4);
        assert_eq!(all.next(), Some(c("a2")));
        assert_eq!(all.next_back(), Some(c("b1")));
        assert_eq!(all.len(), 2);
        assert_eq!(all.clone().last(), Some(c("a1")));
        assert_eq!(all.clone().count(), 2);
        assert_eq!(all.nth(5), None);
        assert_eq!(all.next(), None);
        assert_eq!(all.next_back(), None);
    }

    #[test]
    fn the_stepping_cursor_agrees_with_division_after_any_skip() {
        for shape in [&[7usize][..], &[3, 4], &[2, 3, 4], &[1, 1, 1], &[255, 1]] {
            let checked = Shape::new(shape).unwrap();
            let squares = checked.square_count();
            for skip in 0..squares {
                let mut all = coordinates(shape).unwrap();
                let (mut front, mut back) = (skip, squares);
                assert_eq!(all.nth(skip), Some(locate(checked, front)));
                front += 1;
                loop {
                    if front % 3 == 0 && front < back {
                        // Taking from the back does not disturb the front.
                        back -= 1;
                        assert_eq!(all.next_back(), Some(locate(checked, back)));
                    }
                    assert_eq!(all.len(), back - front);
                    match all.next() {
                        Some(c) => assert_eq!(c, locate(checked, front), "{shape:?} {skip}"),
                        None => break,
                    }
                    front += 1;
                }
                assert_eq!(front, back);
            }
        }
    }
}
