//! The crate's one error type.

use core::fmt;

use tabula_cell::Coordinate;
use tabula_qpi::Side;

/// The xiangqi FEN field an error is in, or the line around the fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// The line as a whole: length, whitespace, keywords, fields past the sixth.
    Line,
    /// The placement (field 1).
    Placement,
    /// The side to move (field 2).
    Side,
    /// The castling and en-passant placeholders (fields 3 and 4), always `-`.
    Placeholder,
    /// The halfmove clock (field 5).
    HalfmoveClock,
    /// The fullmove number (field 6).
    FullmoveNumber,
}

impl Field {
    /// The field's name in messages.
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::Field::HalfmoveClock.as_str(), "halfmove clock");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Field::Line => "line",
            Field::Placement => "placement",
            Field::Side => "side to move",
            Field::Placeholder => "placeholder",
            Field::HalfmoveClock => "halfmove clock",
            Field::FullmoveNumber => "fullmove number",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A point of the board: flat index `0..90`, black's back rank first, file a first (the FEN and FEEN order).
/// Displayed as its CELL coordinate (`e1` is red's general's point, `e10` black's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Square(pub(crate) u8);

impl Square {
    /// The point at a flat index, or `None` past 89.
    ///
    /// ```
    /// use tabula_xiangqi::Square;
    /// assert_eq!(Square::from_index(85).unwrap().to_string(), "e1");
    /// assert_eq!(Square::from_index(4).unwrap().to_string(), "e10");
    /// assert!(Square::from_index(90).is_none());
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 90 {
            #[allow(clippy::cast_possible_truncation)]
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The flat index.
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::Square::from_index(85).unwrap().index(), 85);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The CELL coordinate (file `a` on red's left, rank `1` red's back rank).
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::Square::from_index(0).unwrap().coordinate().to_string(), "a10");
    /// ```
    #[must_use]
    pub fn coordinate(self) -> Coordinate {
        let (row, col) = (self.0 / 9, self.0 % 9);
        match Coordinate::new(&[col, 9 - row]) {
            Ok(coordinate) => coordinate,
            Err(_) => unreachable!("both indices are below 10"),
        }
    }
}

impl fmt::Display for Square {
    /// The CELL coordinate.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.coordinate().to_string())
    }
}

/// The player's xiangqi name: red moves first.
pub(crate) fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "red",
        Side::Second => "black",
    }
}

/// Everything that can go wrong converting between xiangqi FEN and FEEN. Errors in a FEN string carry the
/// byte offset and the field; errors in a FEEN position name the point in CELL terms.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The line is empty (or only whitespace).
    #[error("the xiangqi FEN line is empty")]
    Empty,
    /// The line is longer than [`MAX_LEN`](crate::MAX_LEN) bytes (Tabula's bound; checked first).
    #[error("the xiangqi FEN line is {len} bytes long; Tabula reads at most {max}", max = crate::MAX_LEN)]
    TooLong {
        /// The length in bytes.
        len: usize,
    },
    /// A field is missing.
    #[error("the {field} field is missing (due at byte {offset})")]
    MissingField {
        /// The missing field.
        field: Field,
        /// Where it was due.
        offset: usize,
    },
    /// The whitespace between fields is not one space (strict mode).
    #[error("byte {offset} ({field}): {what}")]
    Whitespace {
        /// The field being read.
        field: Field,
        /// The offending byte.
        offset: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// Something follows the sixth field (other than `moves …`).
    #[error("byte {offset}: unexpected text after the six fields (only `moves …` may follow)")]
    TrailingText {
        /// Where it starts.
        offset: usize,
    },
    /// The placement does not have 10 ranks.
    #[error("byte {offset} (placement): the board has {found} ranks; xiangqi FEN has exactly 10")]
    RankCount {
        /// The ranks found (counted up to 11).
        found: usize,
        /// Where the surplus rank starts, or where the placement ends.
        offset: usize,
    },
    /// A rank does not hold 9 points.
    #[error(
        "byte {offset} (placement): rank {rank} holds {found} points; every rank holds 9 (files a to i)"
    )]
    RankLength {
        /// The CELL rank number (10 is black's back rank, written first).
        rank: usize,
        /// The points counted (up to the first excess).
        found: usize,
        /// Where the rank ends or overflows.
        offset: usize,
    },
    /// Two digits in a row in the placement (`45`).
    #[error(
        "byte {offset} (placement): two digits in a row; an empty run is one digit from 1 to 9"
    )]
    AdjacentDigits {
        /// The second digit.
        offset: usize,
    },
    /// A byte that is no xiangqi letter (`K A B E N H R C P`, either case), digit or `/`.
    #[error(
        "byte {offset} (placement): {byte:?} is not a xiangqi piece letter (K A B/E N/H R C P, either case)"
    )]
    InvalidPiece {
        /// Where it is.
        offset: usize,
        /// The byte, as a char.
        byte: char,
    },
    /// UCCI and WXF letters in one string (strict mode): `B`/`N` and `E`/`H` together.
    #[error(
        "byte {offset} (placement): {byte:?} is a {this} letter, but the string already used {other} letters (strict mode reads one set)"
    )]
    MixedLetters {
        /// The letter of the second set.
        offset: usize,
        /// The byte, as a char.
        byte: char,
        /// The set of this letter.
        this: &'static str,
        /// The set seen first.
        other: &'static str,
    },
    /// The side to move is not `w` or `b` (or `r`, in lenient mode).
    #[error("byte {offset} (side to move): expected `w` (red) or `b` (black)")]
    InvalidSide {
        /// Where the field starts.
        offset: usize,
    },
    /// Field 3 or 4 is not `-` (xiangqi has no castling and no en passant).
    #[error("byte {offset} ({field}): expected `-`; xiangqi has no castling and no en passant")]
    InvalidPlaceholder {
        /// [`Field::Placeholder`].
        field: Field,
        /// Where the field starts.
        offset: usize,
    },
    /// A counter that is not a whole number in range (halfmove from 0, fullmove from 1, at most 4294967295).
    #[error("byte {offset} ({field}): expected a whole number {range}")]
    InvalidCounter {
        /// Which counter.
        field: Field,
        /// Where the field starts.
        offset: usize,
        /// The accepted range.
        range: &'static str,
    },
    /// A player without a general, or with two.
    #[error("{side} has {found} generals; each player has exactly one", side = side_name(*side))]
    GeneralCount {
        /// The player.
        side: Side,
        /// How many.
        found: usize,
    },
    /// More pieces of one kind for a player than a set has.
    #[error("{side} has {found} pieces of kind {kind}; a xiangqi set has {max}", side = side_name(*side))]
    TooManyPieces {
        /// The player.
        side: Side,
        /// The kind's FEEN letter, upper case.
        kind: char,
        /// How many were found.
        found: usize,
        /// How many a set has.
        max: usize,
    },
    /// The FEEN string itself is not valid (or not a regular board).
    #[error("invalid FEEN: {0}")]
    Feen(#[from] tabula_feen::Error),
    /// The FEEN board is not 10×9.
    #[error("the board is {shape}; xiangqi FEN writes only 10×9 boards (10 ranks of 9 points)")]
    BoardShape {
        /// The shape, as `ranks×files`.
        shape: String,
    },
    /// A player's FEEN style is not xiangqi's `X`.
    #[error("{side}'s style is {style}; xiangqi FEN needs `X`/`x` on both sides", side = side_name(*side))]
    Style {
        /// The player.
        side: Side,
        /// The style written.
        style: String,
    },
    /// A FEEN piece xiangqi FEN cannot spell.
    #[error("{piece} at {square}: {why}")]
    Piece {
        /// The point.
        square: Square,
        /// The FEEN token.
        piece: String,
        /// Why FEN cannot spell it.
        why: &'static str,
    },
    /// A FEEN position with pieces in hand.
    #[error("{side} holds {count} piece(s) in hand; xiangqi has no hands", side = side_name(*side))]
    Hands {
        /// The first player with pieces in hand.
        side: Side,
        /// How many pieces.
        count: usize,
    },
}

impl Error {
    /// The error for a [`Gap`](tabula_boardtext::Gap) in the line's whitespace, met looking for `field`.
    pub(crate) fn at_gap(gap: tabula_boardtext::Gap, field: Field) -> Error {
        match gap {
            tabula_boardtext::Gap::Missing { offset } => Error::MissingField { field, offset },
            tabula_boardtext::Gap::Whitespace { offset, what } => Error::Whitespace {
                field,
                offset,
                what,
            },
        }
    }

    /// A stable kebab-case code, one per variant (the fixtures' `error`).
    ///
    /// ```
    /// let error = tabula_xiangqi::XiangqiFen::parse("3k5/9/9/9/9/9/9/9/9/4K4 r - - 0 1").unwrap_err();
    /// assert_eq!(error.code(), "invalid-side");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::MissingField { .. } => "missing-field",
            Error::Whitespace { .. } => "whitespace",
            Error::TrailingText { .. } => "trailing-text",
            Error::RankCount { .. } => "rank-count",
            Error::RankLength { .. } => "rank-length",
            Error::AdjacentDigits { .. } => "adjacent-digits",
            Error::InvalidPiece { .. } => "invalid-piece",
            Error::MixedLetters { .. } => "mixed-letters",
            Error::InvalidSide { .. } => "invalid-side",
            Error::InvalidPlaceholder { .. } => "invalid-placeholder",
            Error::InvalidCounter { .. } => "invalid-counter",
            Error::GeneralCount { .. } => "general-count",
            Error::TooManyPieces { .. } => "too-many-pieces",
            Error::Feen(_) => "feen",
            Error::BoardShape { .. } => "board-shape",
            Error::Style { .. } => "style",
            Error::Piece { .. } => "piece",
            Error::Hands { .. } => "hands",
        }
    }

    /// The byte offset in the FEN string, for errors in one.
    ///
    /// ```
    /// let error = tabula_xiangqi::XiangqiFen::parse("3k5/9/9/9/9/9/9/9/9/4K4 w - e3 0 1").unwrap_err();
    /// assert_eq!(error.offset(), Some(28));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            Error::MissingField { offset, .. }
            | Error::Whitespace { offset, .. }
            | Error::TrailingText { offset }
            | Error::RankCount { offset, .. }
            | Error::RankLength { offset, .. }
            | Error::AdjacentDigits { offset }
            | Error::InvalidPiece { offset, .. }
            | Error::MixedLetters { offset, .. }
            | Error::InvalidSide { offset }
            | Error::InvalidPlaceholder { offset, .. }
            | Error::InvalidCounter { offset, .. } => Some(*offset),
            _ => None,
        }
    }
}
