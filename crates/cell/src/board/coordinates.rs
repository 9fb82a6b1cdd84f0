//! Every coordinate of a board in square order: the [`Coordinates`] iterator, stepped without division.

use core::iter::FusedIterator;

use tabula_protocol::{IntoShape, Shape};

use super::{dimensions_of, locate};
use crate::coordinate::Dimensions;
use crate::{Coordinate, Error};

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
    use crate::board::tests::c;

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
