//! USI moves (`7g7f`, `8h2b+`, `P*5e`) both ways, and the errors of reading them and of playing a USI
//! `position` line.

use core::str::FromStr;

use tabula_game::{ErrorCode, MoveError, Notation, Rules};

use super::{IllegalMove, PositionError, ShogiMove, ShogiPosition};
use crate::Square;
use crate::profile::Kind;

/// Why a text is not a USI move (the USI protocol's move format: two squares and an optional `+`, or a drop
/// `P*5e` with the piece letter upper case whatever the side).
///
/// ```
/// use tabula_shogi::rules::{ShogiMove, UsiError};
/// assert_eq!("7g7j".parse::<ShogiMove>(), Err(UsiError::Rank { offset: 3 }));
/// assert_eq!(UsiError::Rank { offset: 3 }.code(), "usi-rank");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum UsiError {
    /// Nothing to read.
    #[error("a USI move cannot be empty")]
    Empty,
    /// A file digit `1`…`9` was expected.
    #[error("expected a file digit 1-9 at byte {offset}")]
    File {
        /// Byte offset.
        offset: usize,
    },
    /// A rank letter `a`…`i` was expected.
    #[error("expected a rank letter a-i at byte {offset}")]
    Rank {
        /// Byte offset.
        offset: usize,
    },
    /// A drop names its piece by an upper-case letter `P L N S G B R` before `*`.
    #[error("a drop starts with one of P L N S G B R (upper case for both sides) at byte {offset}")]
    DropPiece {
        /// Byte offset.
        offset: usize,
    },
    /// Text after the move.
    #[error("unexpected text after the move at byte {offset}")]
    Trailing {
        /// Byte offset.
        offset: usize,
    },
    /// The two squares are the same.
    #[error("the move starts and ends on the same square")]
    SameSquare,
}

impl UsiError {
    /// A stable kebab-case code.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::rules::UsiError::Empty.code(), "usi-empty");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            UsiError::Empty => "usi-empty",
            UsiError::File { .. } => "usi-file",
            UsiError::Rank { .. } => "usi-rank",
            UsiError::DropPiece { .. } => "usi-drop-piece",
            UsiError::Trailing { .. } => "usi-trailing",
            UsiError::SameSquare => "usi-same-square",
        }
    }

    /// The byte offset of the first wrong byte.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::rules::UsiError::File { offset: 2 }.offset(), 2);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        match self {
            UsiError::Empty => 0,
            UsiError::File { offset }
            | UsiError::Rank { offset }
            | UsiError::DropPiece { offset }
            | UsiError::Trailing { offset } => *offset,
            UsiError::SameSquare => 2,
        }
    }
}

impl ErrorCode for UsiError {
    fn code(&self) -> &'static str {
        UsiError::code(self)
    }
}

impl Square {
    /// The square of a USI name (`5i`; file digit, rank letter), or `None`.
    ///
    /// ```
    /// use tabula_shogi::Square;
    /// assert_eq!(Square::from_usi("5i").unwrap().to_string(), "e1");
    /// assert!(Square::from_usi("0a").is_none());
    /// ```
    #[must_use]
    pub fn from_usi(name: &str) -> Option<Square> {
        match *name.as_bytes() {
            [file, rank] => read_square(file, rank, 0).ok(),
            _ => None,
        }
    }
}

/// The square of a file digit and a rank letter at `offset`.
fn read_square(file: u8, rank: u8, offset: usize) -> Result<Square, UsiError> {
    if !(b'1'..=b'9').contains(&file) {
        return Err(UsiError::File { offset });
    }
    if !(b'a'..=b'i').contains(&rank) {
        return Err(UsiError::Rank { offset: offset + 1 });
    }
    let (row, col) = (rank - b'a', b'9' - file);
    Ok(Square(row * 9 + col))
}

impl FromStr for ShogiMove {
    type Err = UsiError;

    /// Reads a USI move (its form only; whether it is legal is the position's business).
    fn from_str(text: &str) -> Result<ShogiMove, UsiError> {
        let b = text.as_bytes();
        let at = |i: usize| b.get(i).copied().unwrap_or(0);
        if b.is_empty() {
            return Err(UsiError::Empty);
        }
        let m = if at(1) == b'*' {
            let kind = match at(0) {
                b'P' => Kind::Pawn,
                b'L' => Kind::Lance,
                b'N' => Kind::Knight,
                b'S' => Kind::Silver,
                b'G' => Kind::Gold,
                b'B' => Kind::Bishop,
                b'R' => Kind::Rook,
                _ => return Err(UsiError::DropPiece { offset: 0 }),
            };
            let to = read_square(at(2), at(3), 2)?;
            ShogiMove::drop(kind, to).ok_or(UsiError::DropPiece { offset: 0 })?
        } else {
            let from = read_square(at(0), at(1), 0)?;
            let to = read_square(at(2), at(3), 2)?;
            if from == to {
                return Err(UsiError::SameSquare);
            }
            ShogiMove::new(from, to, at(4) == b'+')
        };
        let end = if m.is_promotion() { 5 } else { 4 };
        if b.len() > end {
            return Err(UsiError::Trailing { offset: end });
        }
        Ok(m)
    }
}

/// Why a USI `position` line could not be played ([`play_usi`](super::play_usi)).
///
/// ```
/// use tabula_game::ErrorCode;
/// let error = tabula_shogi::rules::play_usi("position startpos moves 7g7f 3c3x").unwrap_err();
/// assert_eq!(error.code(), "usi-rank");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The position is not one the rules accept.
    #[error(transparent)]
    Position(PositionError),
    /// A move is not USI, not legal, or comes after the end of the game.
    #[error("move {ply} ({usi}, byte {offset}): {error}")]
    Move {
        /// The move's number in the list, from 1.
        ply: usize,
        /// Its byte offset in the line.
        offset: usize,
        /// The move as written.
        usi: String,
        /// Why it was not played.
        error: Box<MoveError<IllegalMove>>,
    },
}

impl ErrorCode for PlayError {
    fn code(&self) -> &'static str {
        match self {
            PlayError::Position(e) => e.code(),
            PlayError::Move { error, .. } => error.code(),
        }
    }
}

impl ShogiPosition {
    /// Reads a USI move and checks it here; a text that is a legal PMN move instead gets a hint.
    pub(crate) fn read_usi(&self, text: &str) -> Result<ShogiMove, MoveError<IllegalMove>> {
        let m = text.parse::<ShogiMove>().map_err(|e| {
            let hint = tabula_pmn::Move::parse(text)
                .ok()
                .and_then(|pmn| self.move_of_pmn(&pmn).ok())
                .map(|m| format!("that is PMN: in USI it is {m}"));
            MoveError::Syntax {
                notation: Notation::Usi,
                text: text.to_owned(),
                offset: e.offset(),
                code: e.code(),
                message: e.to_string(),
                hint,
            }
        })?;
        self.check_move(m).map_err(|error| MoveError::Illegal {
            text: text.to_owned(),
            error,
        })?;
        Ok(m)
    }
}
