//! Why a position was refused: FEN syntax ([`FenError`]) and everything else ([`PositionError`]).

use tabula_protocol::Side;

use super::side_name;
use crate::Square;

/// A field of a FEN (or EPD) record, for [`FenError`].
///
/// ```
/// assert_eq!(tabula_chess::FenField::Castling.as_str(), "castling");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenField {
    /// The whole record (field count, separators, length).
    Record,
    /// Field 1, the piece placement.
    Placement,
    /// The crazyhouse pocket (`[…]` or after an eighth `/`).
    Pocket,
    /// Field 2, the side to move.
    Side,
    /// Field 3, the castling availability.
    Castling,
    /// Field 4, the en-passant target square.
    EnPassant,
    /// Field 5, the half-move clock.
    HalfmoveClock,
    /// Field 6, the full-move number.
    FullmoveNumber,
}

impl FenField {
    /// The field's name in messages.
    ///
    /// ```
    /// assert_eq!(tabula_chess::FenField::HalfmoveClock.as_str(), "half-move clock");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            FenField::Record => "record",
            FenField::Placement => "placement",
            FenField::Pocket => "pocket",
            FenField::Side => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "half-move clock",
            FenField::FullmoveNumber => "full-move number",
        }
    }
}

impl core::fmt::Display for FenField {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A FEN, X-FEN, Shredder-FEN, EPD or crazyhouse FEN syntax error: the field, the byte offset and what is
/// wrong (FEN syntax; what the fields mean is checked after, as a [`PositionError`]).
///
/// ```
/// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
/// assert_eq!(error.to_string(), "side to move at byte 16: expected w or b");
/// assert_eq!(error.code(), "fen-side");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
#[error("{field} at byte {offset}: {reason}")]
pub struct FenError {
    /// The field in error.
    pub field: FenField,
    /// The byte offset of the problem in the input.
    pub offset: usize,
    /// What is wrong.
    pub reason: &'static str,
}

impl FenError {
    pub(crate) const fn new(field: FenField, offset: usize, reason: &'static str) -> FenError {
        FenError {
            field,
            offset,
            reason,
        }
    }

    /// A stable kebab-case code: `fen-` and the field (`fen-castling`, `fen-halfmove-clock`, …).
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 w - - 1x 1").unwrap_err();
    /// assert_eq!(error.code(), "fen-halfmove-clock");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self.field {
            FenField::Record => "fen-record",
            FenField::Placement => "fen-placement",
            FenField::Pocket => "fen-pocket",
            FenField::Side => "fen-side",
            FenField::Castling => "fen-castling",
            FenField::EnPassant => "fen-en-passant",
            FenField::HalfmoveClock => "fen-halfmove-clock",
            FenField::FullmoveNumber => "fen-fullmove-number",
        }
    }
}

/// Why a position (chess-profile FEEN, or a FEN record) was refused: its syntax ([`PositionError::Fen`],
/// [`PositionError::Feen`]), what is not chess, what no legal game reaches, or markers that contradict
/// the position. Squares are named in CELL terms (`e4`).
///
/// ```
/// let error = tabula_chess::Position::from_feen("4k^3/8/8/8/8/8/8/8 / C/c").unwrap_err();
/// assert_eq!(error.to_string(), "no king of the first player (White) on the board");
/// assert_eq!(error.code(), "missing-king");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// A FEN, X-FEN, Shredder-FEN or EPD syntax error.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The string is not valid FEEN (tabula-feen's error).
    #[error("not valid FEEN: {0}")]
    Feen(#[from] tabula_feen::Error),
    /// A typed position given to [`Position::from_qi`](crate::Position::from_qi) that FEEN cannot write
    /// (tabula-feen's error), so it is no chess-profile position either.
    ///
    /// ```
    /// use tabula_chess::{Error, Position};
    /// use tabula_feen::{Qi, Style};
    /// // The first player's style must be uppercase.
    /// let qi = Qi::new(&[8, 8], "c".parse::<Style>()?, "C".parse::<Style>()?)?;
    /// let error = Position::from_qi(&qi).unwrap_err();
    /// assert_eq!(error.code(), "feen-emit");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("not writable as FEEN: {0}")]
    FeenEmit(#[from] tabula_feen::EmitError),
    /// The board is not 8×8.
    #[error("the board is {shape}, chess needs 8×8")]
    NotChessBoard {
        /// The board's shape, e.g. `9×9`.
        shape: String,
    },
    /// A style of the style–turn field is not chess (`C`).
    #[error("style {found}: the chess profile needs C/c (White to move) or c/C (Black to move)")]
    NotChessStyle {
        /// The style token found.
        found: String,
    },
    /// Pieces in hand where chess has none (only crazyhouse FEN pockets may become hands).
    #[error(
        "pieces in hand ({token}): FIDE chess has no hands (convert with crazyhouse pockets allowed)"
    )]
    HandsNotAllowed {
        /// The first hand token found.
        token: String,
    },
    /// A hand piece that no crazyhouse pocket can hold.
    #[error(
        "hand piece {token}: a crazyhouse pocket holds only plain P, N, B, R, Q of either side"
    )]
    BadHandPiece {
        /// The hand token.
        token: String,
    },
    /// A square holds a token that is not a chess piece of the chess profile.
    #[error("{square}: {token} is not a chess piece here ({rule})")]
    BadPiece {
        /// The square.
        square: Square,
        /// The token as written.
        token: String,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// A side has no king.
    #[error("no king of the {} on the board", side_name(*side))]
    MissingKing {
        /// The side without a king.
        side: Side,
    },
    /// A side has a second king.
    #[error("{square}: a second king of the {}", side_name(*side))]
    TooManyKings {
        /// The side.
        side: Side,
        /// The square of the extra king.
        square: Square,
    },
    /// A pawn stands on rank 1 or 8.
    #[error("{square}: a pawn on the back rank")]
    PawnOnBackRank {
        /// The pawn's square.
        square: Square,
    },
    /// More than 16 pieces or more than 8 pawns of one side.
    #[error("the {} has too much material ({rule})", side_name(*side))]
    TooMuchMaterial {
        /// The side.
        side: Side,
        /// Which limit: pieces or pawns.
        rule: &'static str,
    },
    /// A castling right that the position cannot hold.
    #[error("{square}: invalid castling right ({rule})")]
    CastlingRight {
        /// The rook's square (or the square a FEN castling letter points to).
        square: Square,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// An en-passant marker or target that the position cannot hold.
    #[error("{square}: invalid en passant ({rule})")]
    EnPassant {
        /// The square of the pawn (FEEN `-P`) or the FEN target square.
        square: Square,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// The side not to move is in check.
    #[error("{square}: the king of the side not to move is in check")]
    OppositeCheck {
        /// The attacked king's square.
        square: Square,
    },
    /// The king to move is attacked by more than two pieces, which no legal game reaches.
    #[error("{square}: the king is attacked by {count} pieces, impossible in a game")]
    ImpossibleCheck {
        /// The king's square.
        square: Square,
        /// The number of attackers.
        count: u32,
    },
    /// A valid chess position written with markers that contradict it (the chess profile is strict: it
    /// accepts exactly the canonical markers).
    #[error("{square}: {found} should be written {expected} ({rule})")]
    WrongMarker {
        /// The square.
        square: Square,
        /// The token written.
        found: String,
        /// The token the chess profile writes there.
        expected: String,
        /// Why.
        rule: &'static str,
    },
    /// A FEEN hand holds a piece of the other side: a crazyhouse pocket holds only its owner's pieces, so
    /// the piece has no FEN form (writing it in the other pocket would change its owner).
    #[error(
        "hand piece {token} in the {} hand: a crazyhouse pocket holds only its owner's pieces",
        side_name(*hand)
    )]
    HandPieceOfOtherSide {
        /// The hand token.
        token: String,
        /// Whose hand holds it.
        hand: Side,
    },
    /// The move generator refused the position for a reason this crate's own checks did not find first;
    /// `cause` names what it refused.
    #[error("the move generator refuses {cause} of this position")]
    Unplayable {
        /// What the generator refused: the placement, the castling rights, the en-passant target.
        cause: &'static str,
    },
    /// Two pieces check the king along one line (the king between them, or both on one side of it): no
    /// move gives such a check.
    #[error("{square}: the king is checked by two pieces on one line, impossible in a game")]
    AlignedCheck {
        /// The king's square.
        square: Square,
    },
}

impl PositionError {
    /// A stable kebab-case code for the error, as the fixtures write it.
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").unwrap_err();
    /// assert_eq!(error.code(), "castling-right");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PositionError::Fen(error) => error.code(),
            PositionError::Feen(_) => "feen",
            PositionError::FeenEmit(_) => "feen-emit",
            PositionError::NotChessBoard { .. } => "not-chess-board",
            PositionError::NotChessStyle { .. } => "not-chess-style",
            PositionError::HandsNotAllowed { .. } => "hands-not-allowed",
            PositionError::BadHandPiece { .. } => "bad-hand-piece",
            PositionError::BadPiece { .. } => "bad-piece",
            PositionError::MissingKing { .. } => "missing-king",
            PositionError::TooManyKings { .. } => "too-many-kings",
            PositionError::PawnOnBackRank { .. } => "pawn-on-back-rank",
            PositionError::TooMuchMaterial { .. } => "too-much-material",
            PositionError::CastlingRight { .. } => "castling-right",
            PositionError::EnPassant { .. } => "en-passant",
            PositionError::OppositeCheck { .. } => "opposite-check",
            PositionError::ImpossibleCheck { .. } | PositionError::AlignedCheck { .. } => {
                "impossible-check"
            }
            PositionError::WrongMarker { .. } => "wrong-marker",
            PositionError::HandPieceOfOtherSide { .. } => "hand-piece-of-other-side",
            PositionError::Unplayable { .. } => "unplayable-position",
        }
    }

    /// The byte offset of a syntax error (FEN, or FEEN through tabula-feen).
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(error.offset(), Some(16));
    /// ```
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        match self {
            PositionError::Fen(error) => Some(error.offset),
            PositionError::Feen(error) => error.offset(),
            _ => None,
        }
    }

    /// The square the error names, if it names one.
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("P3k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    /// assert_eq!(error.square().map(|s| s.to_string()), Some("a8".to_owned()));
    /// ```
    #[must_use]
    pub const fn square(&self) -> Option<Square> {
        match self {
            PositionError::BadPiece { square, .. }
            | PositionError::TooManyKings { square, .. }
            | PositionError::PawnOnBackRank { square }
            | PositionError::CastlingRight { square, .. }
            | PositionError::EnPassant { square, .. }
            | PositionError::OppositeCheck { square }
            | PositionError::ImpossibleCheck { square, .. }
            | PositionError::AlignedCheck { square }
            | PositionError::WrongMarker { square, .. } => Some(*square),
            _ => None,
        }
    }
}
