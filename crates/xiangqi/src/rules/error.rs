//! Why a xiangqi position or move was refused.

use tabula_qpi::Side;

use crate::Square;

use crate::error::side_name;

/// Why a position was refused by the rules: the text was not xiangqi FEN or FEEN, or the placement is one
/// the rules cannot reach (pieces are checked against the points they can ever stand on).
///
/// ```
/// use tabula_game::Rules;
/// use tabula_xiangqi::{PositionError, Xiangqi};
/// let error = Xiangqi::from_feen("4g^4/9/9/9/9/9/9/9/9/G^8 / X/x").unwrap_err();
/// assert_eq!(error.to_string(), "red's general on a1 is outside its palace");
/// assert_eq!(error.code(), "general-outside-palace");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text is not a xiangqi position in FEEN or xiangqi FEN.
    #[error(transparent)]
    Notation(#[from] crate::Error),
    /// A xiangqi FEN line (or UCCI `position` command) went on with `moves`, which a position does not hold.
    #[error(
        "the line goes on with moves at byte {offset}; give the position alone and play the moves"
    )]
    MovesGiven {
        /// The byte offset of `moves`.
        offset: usize,
    },
    /// A general stands outside its palace.
    #[error("{}'s general on {square} is outside its palace", side_name(*side))]
    GeneralOutsidePalace {
        /// Whose general.
        side: Side,
        /// Where.
        square: Square,
    },
    /// An advisor stands off the five points of its palace's diagonals.
    #[error(
        "{}'s advisor on {square} is off the five points of its palace's diagonals",
        side_name(*side)
    )]
    AdvisorOffPoint {
        /// Whose advisor.
        side: Side,
        /// Where.
        square: Square,
    },
    /// An elephant stands off the seven points of its side of the river.
    #[error(
        "{}'s elephant on {square} is off the seven elephant points of its side of the river",
        side_name(*side)
    )]
    ElephantOffPoint {
        /// Whose elephant.
        side: Side,
        /// Where.
        square: Square,
    },
    /// A soldier stands where no soldier can go (behind its starting rank, or on its own half off the
    /// files it starts on: a soldier never moves back, nor sideways before the river).
    #[error(
        "{}'s soldier on {square} stands where no soldier can go",
        side_name(*side)
    )]
    SoldierUnreachable {
        /// Whose soldier.
        side: Side,
        /// Where.
        square: Square,
    },
    /// The generals face each other on an open file: the side to move could take the other general.
    #[error(
        "the generals face each other on an open file (the side to move could take the other general)"
    )]
    GeneralsFacing,
    /// The side that has just moved is in check: the side to move could take its general.
    #[error("{} is in check but it is {}'s move", side_name(*side), side_name(side.flip()))]
    OpponentInCheck {
        /// The side in check (not to move).
        side: Side,
    },
}

impl PositionError {
    /// A stable kebab-case code.
    ///
    /// ```
    /// use tabula_game::Rules;
    /// let error = tabula_xiangqi::Xiangqi::from_feen("4g^4/9/9/9/9/9/9/9/9/4G^4 / x/X").unwrap_err();
    /// assert_eq!(error.code(), "generals-facing");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PositionError::Notation(error) => error.code(),
            PositionError::MovesGiven { .. } => "moves-given",
            PositionError::GeneralOutsidePalace { .. } => "general-outside-palace",
            PositionError::AdvisorOffPoint { .. } => "advisor-off-point",
            PositionError::ElephantOffPoint { .. } => "elephant-off-point",
            PositionError::SoldierUnreachable { .. } => "soldier-unreachable",
            PositionError::GeneralsFacing => "generals-facing",
            PositionError::OpponentInCheck { .. } => "opponent-in-check",
        }
    }
}

impl tabula_game::ErrorCode for PositionError {
    fn code(&self) -> &'static str {
        PositionError::code(self)
    }
}

/// Why a move is not legal: the rule it breaks.
///
/// ```
/// use tabula_game::{Notation, Rules};
/// use tabula_xiangqi::Xiangqi;
/// let start = Xiangqi::start();
/// let error = start.read_move("b0b1", Notation::Ucci).unwrap_err();
/// assert_eq!(error.to_string(), "b0b1: a horse moves one point straight then one diagonally outwards");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// No piece stands on the point the move leaves.
    #[error("no piece stands on {square}")]
    NoPiece {
        /// The point.
        square: Square,
    },
    /// The piece belongs to the other side.
    #[error("the piece on {square} is {}'s, and it is {}'s move", side_name(side.flip()), side_name(*side))]
    NotYours {
        /// The point.
        square: Square,
        /// The side to move.
        side: Side,
    },
    /// The destination holds one of the mover's own pieces.
    #[error("{square} holds one of the mover's own pieces")]
    OwnPiece {
        /// The point.
        square: Square,
    },
    /// The piece does not move that way: the reason names the movement rule.
    #[error("{reason}")]
    Movement {
        /// The movement rule broken, in words.
        reason: String,
    },
    /// The move would leave the mover's general attacked (including facing the other general).
    #[error("{reason}")]
    SelfCheck {
        /// What would attack the general, in words.
        reason: String,
    },
    /// The notation names a piece the mover does not have (`R2+1` with no chariot on file 2).
    #[error("{what}")]
    NotFound {
        /// What is missing, in words.
        what: String,
    },
    /// A PMN move that is no xiangqi move (a drop, a pass, an in-place change, a suffix), or one written
    /// with the wrong operator.
    #[error("{pmn}: {reason}")]
    NotAXiangqiMove {
        /// The PMN text.
        pmn: String,
        /// Why.
        reason: String,
    },
    /// Coordinates read in one rank convention name no legal move, but read in the other they do.
    #[error("{text} names no legal move in {notation}; {hint}")]
    OtherRanks {
        /// The text.
        text: String,
        /// The notation it was read in (`UCCI` or `UCI`).
        notation: &'static str,
        /// The spelling that works.
        hint: String,
    },
}

impl IllegalMove {
    /// A stable kebab-case code.
    ///
    /// ```
    /// use tabula_xiangqi::{IllegalMove, Square};
    /// assert_eq!(IllegalMove::NoPiece { square: Square::from_index(40).unwrap() }.code(), "no-piece");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalMove::NoPiece { .. } => "no-piece",
            IllegalMove::NotYours { .. } => "not-yours",
            IllegalMove::OwnPiece { .. } => "own-piece",
            IllegalMove::Movement { .. } => "movement",
            IllegalMove::SelfCheck { .. } => "self-check",
            IllegalMove::NotFound { .. } => "no-such-piece",
            IllegalMove::NotAXiangqiMove { .. } => "not-a-xiangqi-move",
            IllegalMove::OtherRanks { .. } => "other-ranks",
        }
    }
}

impl tabula_game::ErrorCode for IllegalMove {
    fn code(&self) -> &'static str {
        IllegalMove::code(self)
    }
}
