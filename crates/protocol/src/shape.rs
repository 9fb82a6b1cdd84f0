//! The shape of a board, checked once against the bounds.

use core::fmt;
use core::ops::Deref;

use crate::{MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES, ShapeError};

/// The shape of a board: 1 to [`MAX_DIMENSIONS`] dimension sizes, **outermost first** (`[files]`,
/// `[ranks, files]`, `[layers, ranks, files]`), each 1 to [`MAX_DIMENSION_SIZE`], at most [`MAX_SQUARES`]
/// squares in all.
///
/// A `Shape` is checked once, by [`Shape::new`]; a value of this type is always within the bounds, so
/// whatever takes a `Shape` (the `Qi` position model, the CELL board mapping, FEEN, PON) never checks it
/// again. It is a small `Copy` value that dereferences to the sizes (`&[usize]`), compares equal to a slice
/// or an array of the same sizes, and displays as `8×8`.
///
/// ```
/// use tabula_protocol::Shape;
///
/// let chess = Shape::new(&[8, 8])?;
/// assert_eq!(chess.dimensions(), 2);
/// assert_eq!(chess.square_count(), 64);
/// assert_eq!(chess.to_string(), "8×8");
/// assert_eq!(chess, [8, 8]);
/// assert_eq!(&chess[..], &[8, 8]); // through `Deref<Target = [usize]>`
/// assert_eq!(chess.last(), Some(&8));
/// assert!(Shape::new(&[8, 0]).is_err());
/// # Ok::<(), tabula_protocol::ShapeError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The sizes, outermost first; the entries past `len` are 0 (so the derived `Eq` and `Hash` compare
    /// the shape only).
    sizes: [usize; MAX_DIMENSIONS],
    /// The number of dimensions, 1 to 3.
    len: usize,
}

impl Shape {
    /// Checks `sizes` (outermost first) and returns the shape.
    ///
    /// The rules are checked in this order, and the error names the first one broken: at least one
    /// dimension, at most [`MAX_DIMENSIONS`]; then each size in order, outermost first (0 before over
    /// [`MAX_DIMENSION_SIZE`], so `[0, 300]` reports the 0 and `[300, 0]` the 300); then the number of
    /// squares against [`MAX_SQUARES`]. Cost: a few comparisons, whatever the input.
    ///
    /// ```
    /// use tabula_protocol::{Shape, ShapeError};
    ///
    /// assert_eq!(Shape::new(&[10, 9])?.square_count(), 90);
    /// assert_eq!(Shape::new(&[]), Err(ShapeError::NoDimensions));
    /// assert_eq!(Shape::new(&[2, 2, 2, 2]), Err(ShapeError::TooManyDimensions { count: 4 }));
    /// assert_eq!(Shape::new(&[8, 0]), Err(ShapeError::DimensionTooSmall { index: 1 }));
    /// assert_eq!(Shape::new(&[300, 0]), Err(ShapeError::DimensionTooLarge { index: 0, size: 300 }));
    /// assert_eq!(Shape::new(&[255, 255, 2]), Err(ShapeError::TooManySquares { squares: 130_050 }));
    /// # Ok::<(), ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The [`ShapeError`] of the first rule broken.
    pub const fn new(sizes: &[usize]) -> Result<Shape, ShapeError> {
        if sizes.is_empty() {
            return Err(ShapeError::NoDimensions);
        }
        if sizes.len() > MAX_DIMENSIONS {
            return Err(ShapeError::TooManyDimensions { count: sizes.len() });
        }
        let mut shape = Shape {
            sizes: [0; MAX_DIMENSIONS],
            len: sizes.len(),
        };
        let mut squares: usize = 1;
        let mut index = 0;
        while index < sizes.len() {
            let size = sizes[index];
            if size == 0 {
                return Err(ShapeError::DimensionTooSmall { index });
            }
            if size > MAX_DIMENSION_SIZE {
                return Err(ShapeError::DimensionTooLarge { index, size });
            }
            // At most 255³: exact on 32-bit targets; saturating only matters on 16-bit ones.
            squares = squares.saturating_mul(size);
            shape.sizes[index] = size;
            index += 1;
        }
        if squares > MAX_SQUARES {
            return Err(ShapeError::TooManySquares { squares });
        }
        Ok(shape)
    }

    /// The sizes, outermost first (also reached through `Deref`).
    ///
    /// ```
    /// use tabula_protocol::Shape;
    /// assert_eq!(Shape::new(&[2, 3, 4])?.as_slice(), &[2, 3, 4]);
    /// # Ok::<(), tabula_protocol::ShapeError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_slice(&self) -> &[usize] {
        self.sizes.split_at(self.len).0
    }

    /// The number of dimensions, 1 to [`MAX_DIMENSIONS`].
    ///
    /// ```
    /// use tabula_protocol::Shape;
    /// assert_eq!(Shape::new(&[12])?.dimensions(), 1);
    /// # Ok::<(), tabula_protocol::ShapeError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn dimensions(&self) -> usize {
        self.len
    }

    /// The number of squares: the product of the sizes, 1 to [`MAX_SQUARES`].
    ///
    /// ```
    /// use tabula_protocol::Shape;
    /// assert_eq!(Shape::new(&[40, 40, 40])?.square_count(), 64_000);
    /// # Ok::<(), tabula_protocol::ShapeError>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn square_count(&self) -> usize {
        // The sizes past `len` are 0: counted as 1.
        let [a, b, c] = self.sizes;
        a * if b == 0 { 1 } else { b } * if c == 0 { 1 } else { c }
    }
}

impl Deref for Shape {
    type Target = [usize];

    #[inline]
    fn deref(&self) -> &[usize] {
        self.as_slice()
    }
}

impl TryFrom<&[usize]> for Shape {
    type Error = ShapeError;

    /// Same as [`Shape::new`].
    fn try_from(sizes: &[usize]) -> Result<Shape, ShapeError> {
        Shape::new(sizes)
    }
}

impl<const N: usize> TryFrom<[usize; N]> for Shape {
    type Error = ShapeError;

    /// Same as [`Shape::new`].
    fn try_from(sizes: [usize; N]) -> Result<Shape, ShapeError> {
        Shape::new(&sizes)
    }
}

impl PartialEq<[usize]> for Shape {
    fn eq(&self, other: &[usize]) -> bool {
        self.as_slice() == other
    }
}

impl<const N: usize> PartialEq<[usize; N]> for Shape {
    fn eq(&self, other: &[usize; N]) -> bool {
        self.as_slice() == other
    }
}

/// So that `position.shape() == [8, 8]` reads as it did when the shape was a slice.
impl<const N: usize> PartialEq<[usize; N]> for &Shape {
    fn eq(&self, other: &[usize; N]) -> bool {
        self.as_slice() == other
    }
}

impl PartialEq<Shape> for [usize] {
    fn eq(&self, other: &Shape) -> bool {
        self == other.as_slice()
    }
}

impl<const N: usize> PartialEq<Shape> for [usize; N] {
    fn eq(&self, other: &Shape) -> bool {
        self == other.as_slice()
    }
}

impl fmt::Debug for Shape {
    /// `Shape([8, 8])`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Shape").field(&self.as_slice()).finish()
    }
}

impl fmt::Display for Shape {
    /// The sizes joined by `×`, outermost first: `8×8`, `10×9`, `5×5×5`, `12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, size) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str("×")?;
            }
            write!(f, "{size}")?;
        }
        Ok(())
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use core::fmt;

    use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{MAX_DIMENSIONS, Shape};

    /// A sequence of sizes: `[8, 8]`.
    impl Serialize for Shape {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            self.as_slice().serialize(serializer)
        }
    }

    /// A sequence of at most three sizes, checked by [`Shape::new`] (its message on failure). A fourth
    /// element is refused before it is read, so an endless sequence costs nothing.
    impl<'de> Deserialize<'de> for Shape {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_seq(ShapeVisitor)
        }
    }

    struct ShapeVisitor;

    impl<'de> Visitor<'de> for ShapeVisitor {
        type Value = Shape;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a shape: 1 to 3 dimension sizes")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Shape, A::Error> {
            let mut sizes = [0usize; MAX_DIMENSIONS];
            let mut len = 0;
            while len < MAX_DIMENSIONS {
                match seq.next_element::<u64>()? {
                    Some(size) => sizes[len] = usize::try_from(size).unwrap_or(usize::MAX),
                    None => break,
                }
                len += 1;
            }
            if len == MAX_DIMENSIONS {
                seq.next_element_seed(RefuseFourth)?;
            }
            Shape::new(&sizes[..len]).map_err(de::Error::custom)
        }
    }

    /// Refuses a fourth size without reading it.
    struct RefuseFourth;

    impl<'de> DeserializeSeed<'de> for RefuseFourth {
        type Value = ();

        fn deserialize<D: Deserializer<'de>>(self, _: D) -> Result<(), D::Error> {
            Err(de::Error::custom(format_args!(
                "the shape has more than {MAX_DIMENSIONS} dimensions; a board has at most {MAX_DIMENSIONS}"
            )))
        }
    }
}

/// What a function taking a board shape accepts: a checked [`Shape`] or `&Shape` (taken as it is, never
/// checked again) or sizes (`&[usize]`, `&[usize; N]`, `&Vec<usize>`: any `&T` where
/// `T: AsRef<[usize]>`), checked by [`Shape::new`].
///
/// (`Shape` itself does not implement `AsRef<[usize]>`, so that a `&Shape` is never checked twice; it
/// dereferences to `[usize]`.)
///
/// The CELL board mapping of `tabula-cell` takes `impl IntoShape`, so `square_index(&[8, 8], e4)` and
/// `square_index(position.shape(), e4)` both read naturally, and only the first one checks the sizes.
///
/// ```
/// use tabula_protocol::{IntoShape, Shape, ShapeError};
///
/// fn squares(shape: impl IntoShape) -> Result<usize, ShapeError> {
///     Ok(shape.into_shape()?.square_count())
/// }
/// assert_eq!(squares(&[8, 8]), Ok(64));
/// assert_eq!(squares(&[9, 9][..]), Ok(81));
/// assert_eq!(squares(Shape::new(&[10, 9])?), Ok(90));
/// assert_eq!(squares(&[0]), Err(ShapeError::DimensionTooSmall { index: 0 }));
/// # Ok::<(), ShapeError>(())
/// ```
pub trait IntoShape {
    /// The shape, checked unless it already is a [`Shape`].
    ///
    /// ```
    /// use tabula_protocol::IntoShape;
    /// assert_eq!((&[5, 5, 5]).into_shape()?.square_count(), 125);
    /// # Ok::<(), tabula_protocol::ShapeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The [`ShapeError`] of [`Shape::new`] for sizes out of bounds.
    fn into_shape(self) -> Result<Shape, ShapeError>;
}

impl IntoShape for Shape {
    #[inline]
    fn into_shape(self) -> Result<Shape, ShapeError> {
        Ok(self)
    }
}

impl IntoShape for &Shape {
    #[inline]
    fn into_shape(self) -> Result<Shape, ShapeError> {
        Ok(*self)
    }
}

/// Sizes: `&[usize]`, `&[usize; N]`, `&Vec<usize>`, checked by [`Shape::new`].
impl<T: AsRef<[usize]> + ?Sized> IntoShape for &T {
    #[inline]
    fn into_shape(self) -> Result<Shape, ShapeError> {
        Shape::new(self.as_ref())
    }
}
