//! The crate's one error type.

use core::fmt;

use tabula_cell::Coordinate;
use tabula_qpi::Side;

/// The SFEN field an error is in (USI: board, side to move, pieces in hand, move count), or the line around
/// them (`startpos`, `position`, `moves`, the whitespace between fields).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// The line as a whole: length, whitespace, the keywords around the position, fields past the last.
    Line,
    /// The board (field 1).
    Board,
    /// The side to move (field 2).
    Side,
    /// The pieces in hand (field 3).
    Hands,
    /// The move count (field 4).
    MoveCount,
}

impl Field {
    /// The field's name in messages.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::Field::Hands.as_str(), "pieces in hand");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Field::Line => "line",
            Field::Board => "board",
            Field::Side => "side to move",
            Field::Hands => "pieces in hand",
            Field::MoveCount => "move count",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A square named two ways: its CELL coordinate (`e1`) and its USI name (`5i`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Square(pub(crate) u8);

impl Square {
    /// The flat index, `0..81`: rank a first, file 9 first within a rank (the FEEN and SFEN order).
    ///
    /// ```
    /// assert_eq!(tabula_shogi::Square::from_index(76).unwrap().index(), 76);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square at a flat index, or `None` past 80.
    ///
    /// ```
    /// use tabula_shogi::Square;
    /// assert_eq!(Square::from_index(76).unwrap().to_string(), "e1");
    /// assert!(Square::from_index(81).is_none());
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 81 {
            #[allow(clippy::cast_possible_truncation)]
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The CELL coordinate (file `a` = USI file 9, rank `1` = USI rank i).
    ///
    /// ```
    /// use tabula_shogi::Square;
    /// assert_eq!(Square::from_index(8).unwrap().coordinate().to_string(), "i9");
    /// ```
    #[must_use]
    pub fn coordinate(self) -> Coordinate {
        // Within 9×9 by construction; both indices are below 9.
        let (row, col) = (self.0 / 9, self.0 % 9);
        match Coordinate::new(&[col, 8 - row]) {
            Ok(coordinate) => coordinate,
            Err(_) => unreachable!("both indices are below 9"),
        }
    }

    /// The USI square name: file digit `9`…`1`, then rank letter `a`…`i`.
    ///
    /// ```
    /// use tabula_shogi::Square;
    /// assert_eq!(Square::from_index(76).unwrap().usi(), "5i");
    /// assert_eq!(Square::from_index(8).unwrap().usi(), "1a");
    /// ```
    #[must_use]
    pub fn usi(self) -> String {
        let (row, col) = (self.0 / 9, self.0 % 9);
        let mut name = String::with_capacity(2);
        name.push(char::from(b'9' - col));
        name.push(char::from(b'a' + row));
        name
    }
}

impl fmt::Display for Square {
    /// The CELL coordinate.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.coordinate().to_string())
    }
}

/// The player's shōgi name: sente is the first player, gote the second.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "sente",
        Side::Second => "gote",
    }
}

/// Everything that can go wrong converting between SFEN and FEEN. Errors in an SFEN string carry the byte
/// offset and the field; errors in a FEEN position name the square in CELL terms (`e1`, with the USI name
/// beside it in the message) or the hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The line is empty (or only whitespace).
    #[error("the SFEN line is empty")]
    Empty,
    /// The line is longer than [`MAX_LEN`](crate::MAX_LEN) bytes (Tabula's bound; checked first).
    #[error("the SFEN line is {len} bytes long; Tabula reads at most {max}", max = crate::MAX_LEN)]
    TooLong {
        /// The length in bytes.
        len: usize,
    },
    /// A field is missing (the line ends where it is due).
    #[error("the {field} field is missing (due at byte {offset})")]
    MissingField {
        /// The missing field.
        field: Field,
        /// Where it was due.
        offset: usize,
    },
    /// The whitespace between fields is not one space (strict mode), or a byte is not printable ASCII.
    #[error("byte {offset} ({field}): {what}")]
    Whitespace {
        /// The field being read.
        field: Field,
        /// The offending byte.
        offset: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// Something follows the last field (other than `moves …`).
    #[error("byte {offset}: unexpected text after the SFEN fields (only `moves …` may follow)")]
    TrailingText {
        /// Where it starts.
        offset: usize,
    },
    /// The board does not have 9 ranks.
    #[error("byte {offset} (board): the board has {found} ranks; SFEN has exactly 9 (a to i)")]
    RankCount {
        /// The ranks found (counted up to 10).
        found: usize,
        /// Where the surplus rank starts, or where the board ends.
        offset: usize,
    },
    /// A rank does not hold 9 squares.
    #[error(
        "byte {offset} (board): rank {rank} holds {found} squares; every rank holds 9 (files 9 to 1)"
    )]
    RankLength {
        /// The rank letter (`a`…`i`).
        rank: char,
        /// The squares counted (up to the first excess).
        found: usize,
        /// Where the rank ends or overflows.
        offset: usize,
    },
    /// Two digits in a row on the board (`45`): SFEN empty runs are one digit, 1 to 9.
    #[error("byte {offset} (board): two digits in a row; an empty run is one digit from 1 to 9")]
    AdjacentDigits {
        /// The second digit.
        offset: usize,
    },
    /// A byte that is no shōgi piece letter (`PLNSGBRK`, either case), digit or `/` on the board.
    #[error(
        "byte {offset} (board): {byte:?} is not a shōgi piece letter (P L N S G B R K, either case)"
    )]
    InvalidPiece {
        /// Where it is.
        offset: usize,
        /// The byte, as a char.
        byte: char,
    },
    /// `+` before a gold or a king, or before nothing that is a piece.
    #[error("byte {offset} (board): {what}")]
    InvalidPromotion {
        /// The `+`.
        offset: usize,
        /// What follows it.
        what: &'static str,
    },
    /// The side to move is not `b` or `w`.
    #[error("byte {offset} (side to move): expected `b` (sente) or `w` (gote)")]
    InvalidSide {
        /// Where the field starts.
        offset: usize,
    },
    /// A pieces-in-hand item that cannot be in a hand: a king, a promoted piece, another letter.
    #[error("byte {offset} (pieces in hand): {what}")]
    InvalidHandPiece {
        /// Where it is.
        offset: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// A hand count that SFEN does not write: `1`, `0`, a leading zero (strict mode refuses the first and
    /// last), or more digits than any hand can need.
    #[error("byte {offset} (pieces in hand): {what}")]
    HandCount {
        /// Where the count starts.
        offset: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// Hand items out of USI order (sente before gote, then R B G S N L P) or repeated (strict mode).
    #[error(
        "byte {offset} (pieces in hand): items out of order or repeated; USI lists sente's pieces before gote's, each in the order R B G S N L P"
    )]
    HandOrder {
        /// The first item out of place.
        offset: usize,
    },
    /// The move count is not a whole number from 1 to 4294967295 (with no leading zero in strict mode).
    #[error("byte {offset} (move count): expected a whole number from 1 to 4294967295")]
    InvalidMoveCount {
        /// Where the field starts.
        offset: usize,
    },
    /// More pieces of one kind than a shōgi set has (board and hands together, promoted ones included).
    #[error("{found} pieces of kind {kind} on the board and in hands; a shōgi set has {max}")]
    TooManyPieces {
        /// The kind's letter, upper case.
        kind: char,
        /// How many were found.
        found: usize,
        /// How many a set has.
        max: usize,
    },
    /// Two kings for one player.
    #[error("{side} has two kings (the second at {square}, USI {usi})", side = side_name(*side), usi = square.usi())]
    TooManyKings {
        /// The player.
        side: Side,
        /// The second king's square.
        square: Square,
    },
    /// The FEEN string itself is not valid (or not a regular board).
    #[error("invalid FEEN: {0}")]
    Feen(#[from] tabula_feen::Error),
    /// The FEEN board is not 9×9.
    #[error("the board is {shape}; SFEN writes only 9×9 boards")]
    BoardShape {
        /// The shape, as `ranks×files`.
        shape: String,
    },
    /// A player's FEEN style is not shōgi's `S`.
    #[error("{side}'s style is {style}; SFEN needs shōgi (`S`/`s`) on both sides", side = side_name(*side))]
    Style {
        /// The player.
        side: Side,
        /// The style written.
        style: String,
    },
    /// A FEEN piece SFEN cannot spell, on a square.
    #[error("{piece} at {square} (USI {usi}): {why}", usi = square.usi())]
    Piece {
        /// The square.
        square: Square,
        /// The FEEN token.
        piece: String,
        /// Why SFEN cannot spell it.
        why: &'static str,
    },
    /// A FEEN hand item SFEN cannot spell.
    #[error("{piece} in {side}'s hand: {why}", side = side_name(*side))]
    HandPiece {
        /// Whose hand.
        side: Side,
        /// The FEEN token.
        piece: String,
        /// Why SFEN cannot spell it.
        why: &'static str,
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
    /// let error = tabula_shogi::Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 x - 1").unwrap_err();
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
            Error::InvalidPromotion { .. } => "invalid-promotion",
            Error::InvalidSide { .. } => "invalid-side",
            Error::InvalidHandPiece { .. } => "invalid-hand-piece",
            Error::HandCount { .. } => "hand-count",
            Error::HandOrder { .. } => "hand-order",
            Error::InvalidMoveCount { .. } => "invalid-move-count",
            Error::TooManyPieces { .. } => "too-many-pieces",
            Error::TooManyKings { .. } => "too-many-kings",
            Error::Feen(_) => "feen",
            Error::BoardShape { .. } => "board-shape",
            Error::Style { .. } => "style",
            Error::Piece { .. } => "piece",
            Error::HandPiece { .. } => "hand-piece",
        }
    }

    /// The byte offset in the SFEN string, for errors in one.
    ///
    /// ```
    /// let error = tabula_shogi::Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b - x").unwrap_err();
    /// assert_eq!(error.offset(), Some(26));
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
            | Error::InvalidPromotion { offset, .. }
            | Error::InvalidSide { offset }
            | Error::InvalidHandPiece { offset, .. }
            | Error::HandCount { offset, .. }
            | Error::HandOrder { offset }
            | Error::InvalidMoveCount { offset } => Some(*offset),
            _ => None,
        }
    }
}
