//! The chess move notations besides PMN (SAN, UCI), behind one door: [`read`] and [`write`] dispatch on
//! the notation. PMN itself is read and written by the rules (`crate::game`); SAN is [`crate::san`], UCI
//! [`crate::uci`].

use tabula_game::{GameKind, MoveError, Notation};

use crate::san::SanError;
use crate::uci::{Castling, UciError};
use crate::{ChessMove, IllegalMove, Position, san, uci};

/// The legal move `text` names in `notation` (SAN or UCI).
pub(crate) fn read(
    position: &Position,
    text: &str,
    notation: Notation,
) -> Result<ChessMove, MoveError<IllegalMove>> {
    match notation {
        Notation::San => san::read(position, text).map_err(|e| from_san(text, e)),
        Notation::Uci => uci::read(position, text).map_err(|e| from_uci(text, e)),
        _ => Err(MoveError::Unsupported {
            notation,
            game: GameKind::Chess,
        }),
    }
}

/// The legal move `m` written in `notation` (SAN or UCI; UCI castling as standard chess writes it, the
/// king's two-square move, and king-takes-rook for a castling only Chess960 has).
pub(crate) fn write(
    position: &Position,
    m: ChessMove,
    notation: Notation,
) -> Result<String, MoveError<IllegalMove>> {
    match notation {
        Notation::San => Ok(san::write(position, m)),
        Notation::Uci => Ok(uci::write(m, Castling::Standard)),
        _ => Err(MoveError::Unsupported {
            notation,
            game: GameKind::Chess,
        }),
    }
}

fn illegal(text: &str, reason: String) -> MoveError<IllegalMove> {
    MoveError::Illegal {
        text: text.to_owned(),
        error: IllegalMove::Rule {
            pmn: text.to_owned(),
            reason,
        },
    }
}

fn from_san(text: &str, error: SanError) -> MoveError<IllegalMove> {
    match error {
        SanError::Ambiguous { candidates, .. } => MoveError::Ambiguous {
            notation: Notation::San,
            text: text.to_owned(),
            candidates: candidates
                .iter()
                .map(|san| san.as_str().to_owned())
                .collect(),
        },
        SanError::Illegal { reason, .. } | SanError::Castling { reason, .. } => {
            illegal(text, reason)
        }
        // Read as SAN, and refused: the pawn must say what it becomes.
        missing @ SanError::MissingPromotion { .. } => illegal(text, missing.to_string()),
        other => MoveError::Syntax {
            notation: Notation::San,
            text: text.to_owned(),
            offset: other.offset(),
            code: other.code(),
            message: other.to_string(),
            hint: None,
        },
    }
}

fn from_uci(text: &str, error: UciError) -> MoveError<IllegalMove> {
    match error {
        UciError::Illegal { reason, .. } => illegal(text, reason),
        other => MoveError::Syntax {
            notation: Notation::Uci,
            text: text.to_owned(),
            offset: other.offset(),
            code: other.code(),
            message: other.to_string(),
            hint: None,
        },
    }
}
