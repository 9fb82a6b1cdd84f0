#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::fmt;
use core::iter::FusedIterator;
use core::str::FromStr;

mod parser;

/// The most dimensions a coordinate (and a board) may have.
pub const MAX_DIMENSIONS: usize = 3;
/// The largest index along one dimension (Tabula's bound, shared with every reference implementation).
pub const MAX_INDEX: u8 = 255;
/// The largest number of squares of a board shape.
pub const MAX_SQUARES: usize = 65_025;

/// A CELL coordinate (v1.0.0): 1 to 3 indices, each 0..=255, written in the dimension cycle — lowercase
/// letters (bijective base 26: `a` = 0, `z` = 25, `aa` = 26, `iv` = 255), then a 1-based decimal number, then
/// uppercase letters. `e4` is `[4, 3]`; `a1A` is `[0, 0, 0]`.
///
/// `Ord`: by dimension count, then by indices, first dimension first.
///
/// ```
/// use tabula_cell::Coordinate;
///
/// let c: Coordinate = "e4".parse()?;
/// assert_eq!(c.indices(), &[4, 3]);
/// assert_eq!(Coordinate::new(&[255, 255, 255])?.to_string(), "iv256IV");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coordinate {
    dimensions: u8,
    indices: [u8; MAX_DIMENSIONS],
}

/// Why a string is not a CELL coordinate, or why a coordinate and a board do not fit.
///
/// ```
/// use tabula_cell::{Coordinate, Error};
/// assert_eq!(Coordinate::parse("aaa1"), Err(Error::LetterRunTooLong { offset: 2 }));
/// assert_eq!(Coordinate::parse("a0").unwrap_err().code(), "zero");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty.
    #[error("empty CELL coordinate")]
    Empty,
    /// More than 7 bytes (`iv256IV`); nothing else was examined.
    #[error("CELL coordinate is {len} bytes long, longer than the 7 bytes of the longest one")]
    TooLong {
        /// Length in bytes.
        len: usize,
    },
    /// The first byte is not a lowercase letter.
    #[error("a CELL coordinate must start with a lowercase letter, found byte 0x{byte:02x}")]
    MustStartWithLowercase {
        /// The byte.
        byte: u8,
    },
    /// A byte that does not belong where it stands.
    #[error("unexpected byte 0x{byte:02x} at byte {offset}")]
    UnexpectedCharacter {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
    /// A number with a leading zero (`a01`).
    #[error("number at byte {offset} has a leading zero")]
    LeadingZero {
        /// Offset of the number.
        offset: usize,
    },
    /// The number 0 (numbers are 1-based).
    #[error("number at byte {offset} is 0; ranks count from 1")]
    Zero {
        /// Offset of the number.
        offset: usize,
    },
    /// A fourth dimension (`a1Aa`).
    #[error("a fourth dimension starts at byte {offset}; at most 3 are supported")]
    TooManyDimensions {
        /// Offset where the fourth dimension starts.
        offset: usize,
    },
    /// A run of three or more letters (`aaa1`, `center`): beyond index 255, and some implementations wrongly
    /// read only the first two letters.
    #[error("letter run reaches a third letter at byte {offset}; indices stop at 255 (iv / IV)")]
    LetterRunTooLong {
        /// Offset of the third letter.
        offset: usize,
    },
    /// An index over 255 (`iw1`, `a257`).
    #[error("index at byte {offset} is over 255")]
    IndexTooLarge {
        /// Offset of the component.
        offset: usize,
    },
    /// [`Coordinate::new`] with 0 or more than 3 indices.
    #[error("a coordinate has 1 to 3 indices, not {count}")]
    DimensionCount {
        /// Number of indices given.
        count: usize,
    },
    /// A board shape outside the bounds (1 to 3 dimensions of 1 to 255, at most 65,025 squares).
    #[error("invalid board shape: 1 to 3 dimensions of 1 to 255, at most 65025 squares")]
    InvalidShape,
    /// A coordinate with a different number of dimensions than the board.
    #[error("a {found}-dimensional coordinate on a {expected}-dimensional board")]
    WrongDimensions {
        /// The board's dimensions.
        expected: usize,
        /// The coordinate's.
        found: usize,
    },
    /// A coordinate past the edge of the board.
    #[error("the coordinate is off the board")]
    OffBoard,
    /// A square index past the end of the board.
    #[error("square {index} is off the board ({squares} squares)")]
    SquareOutOfRange {
        /// The index.
        index: usize,
        /// Number of squares.
        squares: usize,
    },
}

impl Error {
    /// Byte offset where a parse error was detected; `None` for board-mapping errors.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("e04").unwrap_err().offset(), Some(1));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            Error::Empty | Error::TooLong { .. } | Error::MustStartWithLowercase { .. } => Some(0),
            Error::UnexpectedCharacter { offset, .. }
            | Error::LeadingZero { offset }
            | Error::Zero { offset }
            | Error::TooManyDimensions { offset }
            | Error::LetterRunTooLong { offset }
            | Error::IndexTooLarge { offset } => Some(*offset),
            Error::DimensionCount { .. }
            | Error::InvalidShape
            | Error::WrongDimensions { .. }
            | Error::OffBoard
            | Error::SquareOutOfRange { .. } => None,
        }
    }

    /// The kebab-case code used by the conformance fixtures.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("").unwrap_err().code(), "empty");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::MustStartWithLowercase { .. } => "must-start-with-lowercase",
            Error::UnexpectedCharacter { .. } => "unexpected-character",
            Error::LeadingZero { .. } => "leading-zero",
            Error::Zero { .. } => "zero",
            Error::TooManyDimensions { .. } => "too-many-dimensions",
            Error::LetterRunTooLong { .. } => "letter-run-too-long",
            Error::IndexTooLarge { .. } => "index-too-large",
            Error::DimensionCount { .. } => "dimension-count",
            Error::InvalidShape => "invalid-shape",
            Error::WrongDimensions { .. } => "wrong-dimensions",
            Error::OffBoard => "off-board",
            Error::SquareOutOfRange { .. } => "square-out-of-range",
        }
    }
}

impl Coordinate {
    /// The length of the longest coordinate (`iv256IV`).
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::MAX_LEN, 7);
    /// ```
    pub const MAX_LEN: usize = 7;

    /// A coordinate from 1 to 3 indices (first dimension first).
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    /// assert_eq!(Coordinate::new(&[4, 3])?.to_string(), "e4");
    /// assert!(Coordinate::new(&[]).is_err());
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::DimensionCount`] for 0 or more than 3 indices.
    pub fn new(indices: &[u8]) -> Result<Coordinate, Error> {
        if indices.is_empty() || indices.len() > MAX_DIMENSIONS {
            return Err(Error::DimensionCount {
                count: indices.len(),
            });
        }
        let mut all = [0; MAX_DIMENSIONS];
        all[..indices.len()].copy_from_slice(indices);
        #[allow(clippy::cast_possible_truncation)]
        Ok(Coordinate {
            dimensions: indices.len() as u8,
            indices: all,
        })
    }

    /// The indices, first dimension first (0-based).
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("a1A")?.indices(), &[0, 0, 0]);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub fn indices(&self) -> &[u8] {
        &self.indices[..usize::from(self.dimensions)]
    }

    /// The number of dimensions (1 to 3).
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("z")?.dimensions(), 1);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub fn dimensions(&self) -> usize {
        usize::from(self.dimensions)
    }

    /// Parses a whole string as one coordinate.
    ///
    /// ```
    /// assert!(tabula_cell::Coordinate::parse("h8").is_ok());
    /// assert!(tabula_cell::Coordinate::parse("H8").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] with the byte offset.
    pub fn parse(s: &str) -> Result<Coordinate, Error> {
        Coordinate::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one coordinate; the length bound is checked first.
    ///
    /// ```
    /// assert!(tabula_cell::Coordinate::parse_bytes(b"iv256IV").is_ok());
    /// ```
    ///
    /// # Errors
    /// [`Error`] with the byte offset.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Coordinate, Error> {
        if bytes.is_empty() {
            return Err(Error::Empty);
        }
        if bytes.len() > Coordinate::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        parser::coordinate(bytes)
    }

    /// Whether `s` is one coordinate.
    ///
    /// ```
    /// assert!(!tabula_cell::Coordinate::is_valid("center"));
    /// ```
    #[must_use]
    pub fn is_valid(s: &str) -> bool {
        Coordinate::parse(s).is_ok()
    }

    /// Writes the canonical form into `buf` and returns it; no allocation.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    /// let mut buf = [0; Coordinate::MAX_LEN];
    /// assert_eq!(Coordinate::new(&[26, 9])?.encode(&mut buf), "aa10");
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    pub fn encode<'b>(&self, buf: &'b mut [u8; Coordinate::MAX_LEN]) -> &'b str {
        let mut len = 0;
        for (dimension, &index) in self.indices().iter().enumerate() {
            if dimension == 1 {
                let number = u16::from(index) + 1;
                let mut digits = [0u8; 3];
                let mut n = number;
                let mut count = 0;
                while n > 0 {
                    #[allow(clippy::cast_possible_truncation)]
                    let digit = (n % 10) as u8;
                    digits[count] = b'0' + digit;
                    count += 1;
                    n /= 10;
                }
                for &digit in digits[..count].iter().rev() {
                    buf[len] = digit;
                    len += 1;
                }
            } else {
                let base = if dimension == 0 { b'a' } else { b'A' };
                if index >= 26 {
                    buf[len] = base + index / 26 - 1;
                    len += 1;
                }
                buf[len] = base + index % 26;
                len += 1;
            }
        }
        core::str::from_utf8(&buf[..len]).unwrap_or("")
    }
}

impl fmt::Display for Coordinate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; Coordinate::MAX_LEN];
        f.pad(self.encode(&mut buf))
    }
}

impl fmt::Debug for Coordinate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; Coordinate::MAX_LEN];
        write!(f, "Coordinate({:?})", self.encode(&mut buf))
    }
}

impl FromStr for Coordinate {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Coordinate::parse(s)
    }
}

impl TryFrom<&str> for Coordinate {
    type Error = Error;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Coordinate::parse(s)
    }
}

impl TryFrom<&[u8]> for Coordinate {
    type Error = Error;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Coordinate::parse_bytes(bytes)
    }
}

/// Where a piece can be: a board square, or the hand (reserve), written `*` as in the move notations.
///
/// ```
/// use tabula_cell::Location;
/// assert!("*".parse::<Location>()?.is_hand());
/// assert!("e2".parse::<Location>()?.is_board());
/// # Ok::<(), tabula_cell::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Location {
    /// A board square.
    Board(Coordinate),
    /// The hand, `*`.
    Hand,
}

impl Location {
    /// Parses `*` or a coordinate.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Location::parse("*")?, tabula_cell::Location::Hand);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    ///
    /// # Errors
    /// The coordinate's [`Error`].
    pub fn parse(s: &str) -> Result<Location, Error> {
        Location::parse_bytes(s.as_bytes())
    }

    /// Parses `*` or a coordinate from bytes.
    ///
    /// ```
    /// assert!(tabula_cell::Location::parse_bytes(b"**").is_err());
    /// ```
    ///
    /// # Errors
    /// The coordinate's [`Error`].
    pub fn parse_bytes(bytes: &[u8]) -> Result<Location, Error> {
        if bytes == b"*" {
            Ok(Location::Hand)
        } else {
            Coordinate::parse_bytes(bytes).map(Location::Board)
        }
    }

    /// Whether this is a board square.
    ///
    /// ```
    /// assert!(tabula_cell::Location::parse("a1")?.is_board());
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn is_board(&self) -> bool {
        matches!(self, Location::Board(_))
    }

    /// Whether this is the hand.
    ///
    /// ```
    /// assert!(tabula_cell::Location::Hand.is_hand());
    /// ```
    #[must_use]
    pub const fn is_hand(&self) -> bool {
        matches!(self, Location::Hand)
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Hand => f.pad("*"),
            Location::Board(c) => fmt::Display::fmt(c, f),
        }
    }
}

impl FromStr for Location {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Location::parse(s)
    }
}

impl TryFrom<&str> for Location {
    type Error = Error;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Location::parse(s)
    }
}

fn check_shape(shape: &[usize]) -> Result<usize, Error> {
    if shape.is_empty() || shape.len() > MAX_DIMENSIONS {
        return Err(Error::InvalidShape);
    }
    if shape.iter().any(|&d| d == 0 || d > usize::from(MAX_INDEX)) {
        return Err(Error::InvalidShape);
    }
    let squares: usize = shape.iter().product();
    if squares > MAX_SQUARES {
        return Err(Error::InvalidShape);
    }
    Ok(squares)
}

/// The flat square index of `coordinate` on a board of `shape` (outermost first, as `Qi` stores it:
/// `[F]`, `[R, F]`, `[L, R, F]`). FEEN writes the highest rank first, so file `f`, rank `r`, layer `l` is
/// `(L − 1 − l)·R·F + (R − 1 − r)·F + f`: on a chess board a8 = 0, e4 = 36, e1 = 60, h1 = 63.
///
/// ```
/// use tabula_cell::{Coordinate, square_index};
/// assert_eq!(square_index(&[8, 8], Coordinate::parse("e1")?)?, 60);
/// assert_eq!(square_index(&[10, 9], Coordinate::parse("e1")?)?, 85);
/// # Ok::<(), tabula_cell::Error>(())
/// ```
///
/// # Errors
/// [`Error::InvalidShape`], [`Error::WrongDimensions`] or [`Error::OffBoard`].
pub fn square_index(shape: &[usize], coordinate: Coordinate) -> Result<usize, Error> {
    check_shape(shape)?;
    if coordinate.dimensions() != shape.len() {
        return Err(Error::WrongDimensions {
            expected: shape.len(),
            found: coordinate.dimensions(),
        });
    }
    let mut index = 0;
    let mut stride = 1;
    for (dimension, &i) in coordinate.indices().iter().enumerate() {
        let size = shape[shape.len() - 1 - dimension];
        let i = usize::from(i);
        if i >= size {
            return Err(Error::OffBoard);
        }
        let position = if dimension == 0 { i } else { size - 1 - i };
        index += position * stride;
        stride *= size;
    }
    Ok(index)
}

/// The coordinate of square `index` on a board of `shape` (the inverse of [`square_index`]).
///
/// ```
/// use tabula_cell::coordinate_of;
/// assert_eq!(coordinate_of(&[8, 8], 36)?.to_string(), "e4");
/// assert_eq!(coordinate_of(&[9, 9], 76)?.to_string(), "e1");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
///
/// # Errors
/// [`Error::InvalidShape`] or [`Error::SquareOutOfRange`].
pub fn coordinate_of(shape: &[usize], index: usize) -> Result<Coordinate, Error> {
    let squares = check_shape(shape)?;
    if index >= squares {
        return Err(Error::SquareOutOfRange { index, squares });
    }
    let mut indices = [0u8; MAX_DIMENSIONS];
    let mut rest = index;
    for dimension in 0..shape.len() {
        let size = shape[shape.len() - 1 - dimension];
        let position = rest % size;
        rest /= size;
        let i = if dimension == 0 {
            position
        } else {
            size - 1 - position
        };
        indices[dimension] = u8::try_from(i).map_err(|_| Error::InvalidShape)?;
    }
    Coordinate::new(&indices[..shape.len()])
}

/// Every coordinate of a board of `shape`, in square order (index 0 first).
///
/// ```
/// use tabula_cell::coordinates;
/// let first: Vec<String> = coordinates(&[8, 8])?.take(3).map(|c| c.to_string()).collect();
/// assert_eq!(first, ["a8", "b8", "c8"]);
/// assert_eq!(coordinates(&[8, 8])?.len(), 64);
/// # Ok::<(), tabula_cell::Error>(())
/// ```
///
/// # Errors
/// [`Error::InvalidShape`].
pub fn coordinates(shape: &[usize]) -> Result<Coordinates, Error> {
    let squares = check_shape(shape)?;
    let mut dims = [0; MAX_DIMENSIONS];
    dims[..shape.len()].copy_from_slice(shape);
    Ok(Coordinates {
        shape: dims,
        dimensions: shape.len(),
        next: 0,
        squares,
    })
}

/// The coordinates of a board in square order; see [`coordinates`].
///
/// ```
/// assert_eq!(tabula_cell::coordinates(&[3])?.last().unwrap().to_string(), "c");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Coordinates {
    shape: [usize; MAX_DIMENSIONS],
    dimensions: usize,
    next: usize,
    squares: usize,
}

impl Iterator for Coordinates {
    type Item = Coordinate;

    fn next(&mut self) -> Option<Coordinate> {
        if self.next >= self.squares {
            return None;
        }
        let coordinate = coordinate_of(&self.shape[..self.dimensions], self.next).ok();
        self.next += 1;
        coordinate
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.squares - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Coordinates {}
impl FusedIterator for Coordinates {}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::{Coordinate, Location};
    use core::fmt;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Coordinate {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut buf = [0; Coordinate::MAX_LEN];
            serializer.serialize_str(self.encode(&mut buf))
        }
    }

    impl Serialize for Location {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            match self {
                Location::Hand => serializer.serialize_str("*"),
                Location::Board(c) => c.serialize(serializer),
            }
        }
    }

    struct LocationVisitor;

    impl Visitor<'_> for LocationVisitor {
        type Value = Location;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a CELL coordinate or \"*\"")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<Location, E> {
            Location::parse(v).map_err(E::custom)
        }
    }

    impl<'de> Deserialize<'de> for Location {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(LocationVisitor)
        }
    }

    impl<'de> Deserialize<'de> for Coordinate {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            match Location::deserialize(deserializer)? {
                Location::Board(c) => Ok(c),
                Location::Hand => Err(de::Error::custom("\"*\" is the hand, not a coordinate")),
            }
        }
    }
}
