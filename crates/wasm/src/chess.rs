//! Chess rules on FEEN (tabula-chess): legal moves in PMN, a move played, the game's status.
//!
//! A stop-gap until the games facade lands: the `Game` class (see `bindings`) will cover every game with
//! history, undo and each game's own notation.

use tabula_chess::{Position, Status};

use crate::failure::Failure;

fn position(feen: &str) -> Result<Position, Failure> {
    Position::from_feen(feen).map_err(|e| Failure::chess("chess", &e))
}

/// Every legal move of a chess-profile FEEN position, in canonical PMN.
///
/// # Errors
/// tabula-chess's error for a FEEN that is not a chess position.
pub fn legal_moves(feen: &str) -> Result<Vec<String>, Failure> {
    position(feen).map(|position| position.legal_moves_pmn())
}

/// The position after a PMN move, as chess-profile FEEN.
///
/// # Errors
/// tabula-chess's error: not a chess position, not PMN, or an illegal move (`illegal-move`).
pub fn play(feen: &str, mv: &str) -> Result<String, Failure> {
    let after = position(feen)?
        .play_pmn(mv)
        .map_err(|e| Failure::chess("chess", &e))?;
    Ok(after.to_feen())
}

/// `"ongoing"`, `"checkmate"`, `"stalemate"` or `"insufficient-material"`; `check` says whether the side to
/// move is in check.
///
/// # Errors
/// tabula-chess's error for a FEEN that is not a chess position.
pub fn status(feen: &str) -> Result<(&'static str, bool), Failure> {
    let position = position(feen)?;
    let status = match position.status() {
        Status::Checkmate => "checkmate",
        Status::Stalemate => "stalemate",
        Status::InsufficientMaterial => "insufficient-material",
        Status::Ongoing => "ongoing",
    };
    Ok((status, position.is_check()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    #[test]
    fn fools_mate() {
        assert_eq!(legal_moves(START).unwrap().len(), 20);
        let mut feen = START.to_owned();
        for mv in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
            feen = play(&feen, mv).unwrap();
        }
        assert_eq!(status(&feen).unwrap(), ("checkmate", true));
        assert_eq!(play(START, "e2-e5").unwrap_err().code, "illegal-move");
        assert_eq!(legal_moves("8 / C/c").unwrap_err().code, "not-chess-board");
    }
}
