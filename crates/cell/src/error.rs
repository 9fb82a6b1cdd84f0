//! The crate's one error type (what can be wrong with a board shape is in `error/shape.rs`).

use core::fmt;

use tabula_protocol::Count;

use crate::Coordinate;

mod shape;

pub use shape::ShapeProblem;

/// Why a string is not a CELL coordinate (or location), why indices do not make a coordinate, or why a
/// coordinate, a square index and a board shape do not fit together.
///
/// Parse errors come in the order the checks run (the order the reference implementations share): the
/// empty input, then the length bound (before anything else is looked at), then the first byte, then each
/// part from left to right. Every parse error knows the byte offset where it was detected
/// ([`Error::offset`]); every variant has a stable kebab-case [`Error::code`] (the codes of the conformance
/// fixtures, listed in `ERROR_CODES.md`).
///
/// ```
/// use tabula_cell::{Coordinate, Error};
///
/// assert_eq!(Coordinate::parse("aaa1"), Err(Error::LetterRunTooLong { offset: 2 }));
/// let e = Coordinate::parse("e04").unwrap_err();
/// assert_eq!((e.code(), e.offset()), ("leading-zero", Some(1)));
/// assert_eq!(e.to_string(), "number at byte 1 has a leading zero");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse(""), Err(tabula_cell::Error::Empty));
    /// ```
    #[error("empty input: a CELL coordinate has at least one lowercase letter")]
    Empty,

    /// The input is longer than [`Coordinate::MAX_LEN`] (7) bytes, the length of the longest coordinate
    /// `iv256IV`. Checked before anything else, so a huge input costs nothing; the length is counted in
    /// bytes.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("iv256IVa"), Err(Error::TooLong { len: 8 }));
    /// ```
    #[error("input is {len} bytes long; a CELL coordinate has at most 7 (iv256IV)")]
    TooLong {
        /// The length of the input in bytes.
        len: usize,
    },

    /// The first byte is not a lowercase ASCII letter: the first dimension (the file) is always written in
    /// lowercase letters. Offset 0.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("E4"), Err(Error::MustStartWithLowercase { byte: b'E' }));
    /// ```
    #[error("a CELL coordinate must start with a lowercase letter, found {}", Byte(*.byte))]
    MustStartWithLowercase {
        /// The first byte.
        byte: u8,
    },

    /// A byte that cannot stand where it stands: after the letters of dimension 1 only a digit `1`–`9`
    /// (dimension 2) or the end may follow, after the number of dimension 2 only an uppercase letter
    /// (dimension 3) or the end.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(
    ///     Coordinate::parse("a1a"),
    ///     Err(Error::UnexpectedCharacter { offset: 2, byte: b'a', dimension: 3 })
    /// );
    /// ```
    #[error(
        "unexpected {} at byte {offset}: expected {} to start dimension {dimension}, or the end",
        Byte(*.byte),
        expected(*.dimension)
    )]
    UnexpectedCharacter {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        byte: u8,
        /// The dimension (2 or 3) that would have started there.
        dimension: u8,
    },

    /// A number (dimension 2) written with a leading zero, such as `a01` or `a00`.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("a01"), Err(Error::LeadingZero { offset: 1 }));
    /// ```
    #[error("number at byte {offset} has a leading zero")]
    LeadingZero {
        /// Offset of the number.
        offset: usize,
    },

    /// The number `0` (dimension 2 counts from 1: `a1` is the first rank). The references report this as a
    /// leading zero; Tabula names it.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("a0"), Err(Error::Zero { offset: 1 }));
    /// ```
    #[error("number at byte {offset} is 0; numbers count from 1")]
    Zero {
        /// Offset of the number.
        offset: usize,
    },

    /// The input goes on after a complete third dimension (`a1Aa`, `b2Bc`, `a1A1`). The spec allows more
    /// dimensions; Tabula, like every reference implementation, stops at 3
    /// ([`Coordinate::MAX_DIMENSIONS`]).
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("a1Aa"), Err(Error::TooManyDimensions { offset: 3 }));
    /// ```
    #[error(
        "input goes on at byte {offset} after the third dimension; at most 3 dimensions are supported"
    )]
    TooManyDimensions {
        /// Offset of the first byte after the third dimension.
        offset: usize,
    },

    /// A run of three or more letters (`aaa1`, `center`, `a1AAA`). Any such run encodes an index of at
    /// least 702, past the bound of 255; some reference implementations wrongly decode only its first two
    /// letters and accept it.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("center"), Err(Error::LetterRunTooLong { offset: 2 }));
    /// ```
    #[error(
        "third letter of a letter run at byte {offset}: a letter part has at most 2 letters (iv / IV = 255)"
    )]
    LetterRunTooLong {
        /// Offset of the third letter.
        offset: usize,
    },

    /// A part encodes an index over 255: letters past `iv` / `IV`, or a number past 256.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::parse("a257"), Err(Error::IndexTooLarge { offset: 1, dimension: 2 }));
    /// assert_eq!(Coordinate::parse("iw"), Err(Error::IndexTooLarge { offset: 0, dimension: 1 }));
    /// ```
    #[error(
        "dimension {dimension} at byte {offset} is past index 255 (the largest is {})",
        largest(*.dimension)
    )]
    IndexTooLarge {
        /// Offset of the part.
        offset: usize,
        /// The dimension of the part (1, 2 or 3).
        dimension: u8,
    },

    /// The hand location `*` stands alone: `**`, `*e4` and `*a` are not locations. Only from
    /// [`Location`](crate::Location) parsing; offset 1.
    ///
    /// ```
    /// use tabula_cell::{Error, Location};
    /// assert_eq!(Location::parse("*e4"), Err(Error::HandNotAlone { byte: b'e' }));
    /// ```
    #[error("the hand location * stands alone, found {} at byte 1", Byte(*.byte))]
    HandNotAlone {
        /// The byte after `*`.
        byte: u8,
    },

    /// [`Coordinate::new`] with no index or more than 3.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    /// assert_eq!(Coordinate::new(&[1, 2, 3, 4]), Err(Error::DimensionCount { count: 4 }));
    /// ```
    #[error("a coordinate has 1 to 3 indices, not {count}")]
    DimensionCount {
        /// The number of indices given.
        count: usize,
    },

    /// A board shape outside Tabula's bounds: 1 to 3 dimensions, each of 1 to 255 squares, at most 65,025
    /// squares in all (the bounds of the `Qi` position model).
    ///
    /// ```
    /// use tabula_cell::{Error, ShapeProblem, square_count};
    /// assert_eq!(
    ///     square_count(&[8, 0]),
    ///     Err(Error::InvalidShape { problem: ShapeProblem::Size { position: 1, size: 0 } })
    /// );
    /// ```
    #[error("invalid board shape: {problem}")]
    InvalidShape {
        /// What is wrong with it.
        problem: ShapeProblem,
    },

    /// A coordinate with a different number of dimensions than the board (`e4` on a 1-D board).
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error, square_index};
    /// assert_eq!(
    ///     square_index(&[8], Coordinate::parse("e4")?),
    ///     Err(Error::WrongDimensions { expected: 1, found: 2 })
    /// );
    /// # Ok::<(), Error>(())
    /// ```
    #[error("a {found}-dimensional coordinate on a {expected}-dimensional board")]
    WrongDimensions {
        /// The board's number of dimensions.
        expected: usize,
        /// The coordinate's.
        found: usize,
    },

    /// A coordinate past the edge of the board (`i1` on a chess board).
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error, square_index};
    /// let i1 = Coordinate::parse("i1")?;
    /// assert_eq!(
    ///     square_index(&[8, 8], i1),
    ///     Err(Error::OffBoard { coordinate: i1, dimension: 1, size: 8 })
    /// );
    /// # Ok::<(), Error>(())
    /// ```
    #[error(
        "{coordinate} is off the board: dimension {dimension} has {} (indices 0 to {})",
        Count::of(*size, "square", "squares"),
        size.saturating_sub(1)
    )]
    OffBoard {
        /// The coordinate.
        coordinate: Coordinate,
        /// The first dimension (1, 2 or 3) whose index is too large.
        dimension: u8,
        /// The board's size along that dimension.
        size: usize,
    },

    /// A square index past the last square of the board.
    ///
    /// ```
    /// use tabula_cell::{Error, coordinate_of};
    /// assert_eq!(coordinate_of(&[8, 8], 64), Err(Error::SquareOutOfRange { index: 64, squares: 64 }));
    /// ```
    #[error(
        "square {index} is off the board: it has {} (0 to {})",
        Count::of(*squares, "square", "squares"),
        squares.saturating_sub(1)
    )]
    SquareOutOfRange {
        /// The square index.
        index: usize,
        /// The number of squares of the board.
        squares: usize,
    },
}

impl Error {
    /// Byte offset where a parse error was detected: 0 for [`Error::Empty`], [`Error::TooLong`] (the length
    /// is checked first) and [`Error::MustStartWithLowercase`], 1 for [`Error::HandNotAlone`]; `None` for the
    /// errors that do not come from parsing a string (construction and board mapping).
    ///
    /// ```
    /// use tabula_cell::{Coordinate, square_count};
    /// assert_eq!(Coordinate::parse("e4!").unwrap_err().offset(), Some(2));
    /// assert_eq!(square_count(&[]).unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            Error::Empty | Error::TooLong { .. } | Error::MustStartWithLowercase { .. } => Some(0),
            Error::HandNotAlone { .. } => Some(1),
            Error::UnexpectedCharacter { offset, .. }
            | Error::LeadingZero { offset }
            | Error::Zero { offset }
            | Error::TooManyDimensions { offset }
            | Error::LetterRunTooLong { offset }
            | Error::IndexTooLarge { offset, .. } => Some(*offset),
            Error::DimensionCount { .. }
            | Error::InvalidShape { .. }
            | Error::WrongDimensions { .. }
            | Error::OffBoard { .. }
            | Error::SquareOutOfRange { .. } => None,
        }
    }

    /// The stable kebab-case code of the error (one per variant), as used by the conformance fixtures
    /// `fixtures/cell/` and `fixtures/location/`; `ERROR_CODES.md` lists them all.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("").unwrap_err().code(), "empty");
    /// assert_eq!(tabula_cell::Coordinate::parse("center").unwrap_err().code(), "letter-run-too-long");
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
            Error::HandNotAlone { .. } => "hand-not-alone",
            Error::DimensionCount { .. } => "dimension-count",
            Error::InvalidShape { .. } => "invalid-shape",
            Error::WrongDimensions { .. } => "wrong-dimensions",
            Error::OffBoard { .. } => "off-board",
            Error::SquareOutOfRange { .. } => "square-out-of-range",
        }
    }
}

/// A byte in a message: `'x'` for printable ASCII, `byte 0xff` otherwise.
struct Byte(u8);

impl fmt::Display for Byte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == b' ' || self.0.is_ascii_graphic() {
            write!(f, "'{}'", char::from(self.0))
        } else {
            write!(f, "byte 0x{:02x}", self.0)
        }
    }
}

/// What may start `dimension`.
const fn expected(dimension: u8) -> &'static str {
    match dimension % 3 {
        1 => "a lowercase letter",
        2 => "a digit 1-9",
        _ => "an uppercase letter",
    }
}

/// The largest part of `dimension`.
const fn largest(dimension: u8) -> &'static str {
    match dimension % 3 {
        1 => "iv",
        2 => "256",
        _ => "IV",
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    #[test]
    fn bytes_are_shown_readably() {
        assert_eq!(Byte(b'a').to_string(), "'a'");
        assert_eq!(Byte(b' ').to_string(), "' '");
        assert_eq!(Byte(b'\n').to_string(), "byte 0x0a");
        assert_eq!(Byte(0xff).to_string(), "byte 0xff");
    }

    #[test]
    fn expectations_follow_the_dimension_cycle() {
        assert_eq!(expected(1), "a lowercase letter");
        assert_eq!(expected(2), "a digit 1-9");
        assert_eq!(expected(3), "an uppercase letter");
        assert_eq!(largest(1), "iv");
        assert_eq!(largest(2), "256");
        assert_eq!(largest(3), "IV");
    }

    #[test]
    fn only_parse_errors_have_offsets() {
        assert_eq!(Error::HandNotAlone { byte: b'*' }.offset(), Some(1));
        assert_eq!(Error::TooLong { len: 9 }.offset(), Some(0));
        assert_eq!(Error::DimensionCount { count: 0 }.offset(), None);
        assert_eq!(
            Error::SquareOutOfRange {
                index: 1,
                squares: 1
            }
            .offset(),
            None
        );
    }
}
