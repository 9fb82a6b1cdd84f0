//! Why a position or a move was refused by the rules.

use tabula_game::ErrorCode;
use tabula_qpi::Side;

use crate::Square;

/// The player's shōgi name.
fn name(side: Side) -> &'static str {
    match side {
        Side::First => "sente",
        Side::Second => "gote",
    }
}

/// Why a position was refused by [`ShogiPosition`](super::ShogiPosition): the notation (FEEN or SFEN, see
/// [`crate::Error`]) or a rule of play the position breaks.
///
/// ```
/// use tabula_game::{ErrorCode, Rules};
/// use tabula_shogi::rules::{PositionError, ShogiPosition};
/// let error = ShogiPosition::from_native("4k4/9/9/9/9/9/2P6/9/2P1K4 b - 1").unwrap_err();
/// assert_eq!(error.code(), "nifu-on-board");
/// let error = ShogiPosition::from_native("P3k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap_err();
/// assert_eq!(error.to_string(), "P at a9 (USI 9a) could never move again");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text is not a shōgi position in FEEN or SFEN.
    #[error(transparent)]
    Notation(#[from] crate::Error),
    /// A pawn or lance on the last rank, or a knight on the last two: no move could ever take it off.
    #[error("{piece} at {square} (USI {usi}) could never move again", usi = square.usi())]
    DeadPiece {
        /// The square.
        square: Square,
        /// The piece as SFEN writes it.
        piece: String,
    },
    /// Two unpromoted pawns of one player on one file (nifu).
    #[error("{side} has two unpromoted pawns on file {file} (nifu)", side = name(*side))]
    TwoPawns {
        /// Whose pawns.
        side: Side,
        /// The USI file, 1 to 9.
        file: u8,
    },
    /// A move of a USI `position … moves …` line could not be played.
    #[error("{0}")]
    Moves(Box<super::PlayError>),
    /// The player who has just moved is in check: their king could be taken.
    #[error("{side} is in check but it is {other}'s turn", side = name(*side), other = name(side.flip()))]
    OppositeCheck {
        /// The side in check, not to move.
        side: Side,
    },
}

impl ErrorCode for PositionError {
    fn code(&self) -> &'static str {
        match self {
            PositionError::Notation(e) => e.code(),
            PositionError::DeadPiece { .. } => "dead-piece",
            PositionError::TwoPawns { .. } => "nifu-on-board",
            PositionError::OppositeCheck { .. } => "opposite-check",
            PositionError::Moves(e) => e.code(),
        }
    }
}

/// Why a move is not legal in a position: the rule that refuses it. Squares are named in USI.
///
/// ```
/// use tabula_game::{ErrorCode, Rules};
/// use tabula_shogi::rules::{IllegalMove, ShogiPosition};
/// let start = ShogiPosition::start();
/// let error = start.check_move("7g7e".parse()?).unwrap_err();
/// assert_eq!(error.code(), "unreachable");
/// assert_eq!(error.to_string(), "the P on 7g cannot move to 7e");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// No piece stands on the square moved from.
    #[error("no piece on {}", .square.usi())]
    EmptySquare {
        /// The square.
        square: Square,
    },
    /// The piece moved belongs to the other player.
    #[error("the {piece} on {} is {owner}'s, and it is {mover}'s turn", .square.usi(), owner = name(mover.flip()), mover = name(*mover))]
    NotYourPiece {
        /// The square.
        square: Square,
        /// The piece as SFEN writes it.
        piece: String,
        /// The side to move.
        mover: Side,
    },
    /// The piece does not move that way (or its path is blocked, or its own piece stands there).
    #[error("the {piece} on {} cannot move to {}", .from.usi(), .to.usi())]
    Unreachable {
        /// The piece as SFEN writes it.
        piece: String,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A promotion that the rules do not allow: a gold, a king or a promoted piece, or a move that neither
    /// starts nor ends in the promotion zone.
    #[error("the {piece} cannot promote moving from {} to {} ({why})", .from.usi(), .to.usi())]
    CannotPromote {
        /// The piece as SFEN writes it.
        piece: String,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Why.
        why: &'static str,
    },
    /// A pawn or lance reaching the last rank, or a knight the last two, must promote.
    #[error("the {piece} must promote on {} (it could never move again): write {}{}+", .to.usi(), .from.usi(), .to.usi())]
    MustPromote {
        /// The piece as SFEN writes it.
        piece: String,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The mover has no piece of that kind in hand.
    #[error("{side} has no {letter} in hand", side = name(*side))]
    NotInHand {
        /// The mover.
        side: Side,
        /// The kind's letter.
        letter: char,
    },
    /// A drop must go to an empty square.
    #[error("cannot drop on {}: it is occupied", .square.usi())]
    DropOnPiece {
        /// The square.
        square: Square,
    },
    /// A pawn or lance may not be dropped on the last rank, nor a knight on the last two.
    #[error("a {letter} dropped on {} could never move", .square.usi())]
    DropNowhere {
        /// The kind's letter.
        letter: char,
        /// The square.
        square: Square,
    },
    /// Nifu: a second unpromoted pawn of the mover on a file.
    #[error("nifu: {side} already has an unpromoted pawn on file {file}", side = name(*side))]
    Nifu {
        /// The mover.
        side: Side,
        /// The USI file.
        file: u8,
    },
    /// Uchifuzume: a pawn drop that checkmates is not allowed (a pawn move that mates is).
    #[error("uchifuzume: the pawn dropped on {} would checkmate, which a pawn drop may not", .square.usi())]
    PawnDropMate {
        /// The square.
        square: Square,
    },
    /// The move leaves the mover's king in check (or moves the king into check).
    #[error("the move leaves {side}'s king in check", side = name(*side))]
    KingInCheck {
        /// The mover.
        side: Side,
    },
    /// A PMN move that names a legal move with the wrong operator or suffixes (a shōgi capture names the piece
    /// as it enters the hand: `c2+b1/B`).
    #[error("{given} is not how PMN writes this shōgi move: write {expected}")]
    PmnSpelling {
        /// The PMN as given.
        given: String,
        /// The PMN Tabula writes for the move.
        expected: String,
    },
    /// A PMN move of a form shōgi has no use for (pass, special move, static capture, mutation, drop with
    /// capture), or squares off the 9×9 board.
    #[error("{given} is no shōgi move: {why}")]
    PmnForm {
        /// The PMN as given.
        given: String,
        /// Why.
        why: &'static str,
    },
}

impl ErrorCode for IllegalMove {
    fn code(&self) -> &'static str {
        match self {
            IllegalMove::EmptySquare { .. } => "empty-square",
            IllegalMove::NotYourPiece { .. } => "not-your-piece",
            IllegalMove::Unreachable { .. } => "unreachable",
            IllegalMove::CannotPromote { .. } => "cannot-promote",
            IllegalMove::MustPromote { .. } => "must-promote",
            IllegalMove::NotInHand { .. } => "not-in-hand",
            IllegalMove::DropOnPiece { .. } => "drop-occupied",
            IllegalMove::DropNowhere { .. } => "drop-dead-square",
            IllegalMove::Nifu { .. } => "nifu",
            IllegalMove::PawnDropMate { .. } => "uchifuzume",
            IllegalMove::KingInCheck { .. } => "king-in-check",
            IllegalMove::PmnSpelling { .. } => "pmn-spelling",
            IllegalMove::PmnForm { .. } => "pmn-form",
        }
    }
}
