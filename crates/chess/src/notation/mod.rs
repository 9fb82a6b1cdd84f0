//! The chess move notations besides PMN (SAN, UCI), behind one door: [`read`] and [`write`] dispatch on
//! the notation. PMN itself is read and written by the rules (`crate::game`).

use tabula_game::{GameKind, MoveError, Notation};

use crate::{ChessMove, IllegalMove, Position};

/// The legal move `text` names in `notation` (SAN or UCI).
pub(crate) fn read(
    position: &Position,
    text: &str,
    notation: Notation,
) -> Result<ChessMove, MoveError<IllegalMove>> {
    let _ = (position, text);
    Err(MoveError::Unsupported {
        notation,
        game: GameKind::Chess,
    })
}

/// The legal move `m` written in `notation` (SAN or UCI).
pub(crate) fn write(
    position: &Position,
    m: ChessMove,
    notation: Notation,
) -> Result<String, MoveError<IllegalMove>> {
    let _ = (position, m);
    Err(MoveError::Unsupported {
        notation,
        game: GameKind::Chess,
    })
}
