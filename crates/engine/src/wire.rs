//! Tabula's games on the wire: the `position` line from a [`DynGame`], and an engine's move read back
//! as a legal move of the game (played on a copy; an illegal one is refused, never played).

use tabula_game::{DynGame, GameKind, Notation};

use crate::{EngineError, Protocol};

/// A move an engine sent, read by Tabula's rules: legal in the position it was sent for.
///
/// ```
/// let m = tabula_engine::EngineMove { spelling: "e2e4".into(), pmn: "e2-e4".into() };
/// assert_eq!(m.to_string(), "e2-e4");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EngineMove {
    /// As the engine spelt it (`e2e4`, `7g7f`, `h2e2`).
    pub spelling: String,
    /// The move in PMN (`e2-e4`, `c3-c4`, `h3-e3`).
    pub pmn: String,
}

impl core::fmt::Display for EngineMove {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.pmn)
    }
}

/// How the client writes a game for one engine: the protocol, and Chess960 castling (set when the
/// client sets `UCI_Chess960` to true).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Wire {
    pub(crate) protocol: Protocol,
    pub(crate) chess960: bool,
}

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

impl Wire {
    /// The notation this protocol spells `kind`'s moves in.
    pub(crate) fn notation(self, kind: GameKind) -> Result<Notation, EngineError> {
        let unsupported = |hint| EngineError::UnsupportedGame {
            protocol: self.protocol,
            game: kind,
            hint,
        };
        match (self.protocol, kind) {
            (Protocol::Uci, GameKind::Chess) => Ok(Notation::Uci),
            // Fairy-Stockfish's UCI with `UCI_Variant xiangqi`: ranks 1–10.
            (Protocol::Uci, GameKind::Xiangqi) => Ok(Notation::Uci),
            (Protocol::Usi, GameKind::Shogi) => Ok(Notation::Usi),
            (Protocol::Ucci, GameKind::Xiangqi) => Ok(Notation::Ucci),
            (_, GameKind::Shogi) => Err(unsupported("USI")),
            (_, GameKind::Xiangqi) => Err(unsupported("UCCI, or UCI with UCI_Variant xiangqi")),
            (_, _) => Err(unsupported("UCI")),
        }
    }

    /// The `position` line: the game's start position (`startpos` when it is the game's usual start)
    /// and every move since, so the engine sees the repetitions.
    pub(crate) fn position(self, game: &dyn DynGame) -> Result<String, EngineError> {
        let kind = game.kind();
        let notation = self.notation(kind)?;
        let start = game.start_native();
        let usual = match kind {
            GameKind::Chess => !self.chess960 && start == CHESS_START,
            GameKind::Shogi => start == SHOGI_START,
            _ => start == XIANGQI_START,
        };
        let mut line = String::from("position ");
        if usual {
            line.push_str("startpos");
        } else {
            line.push_str(if self.protocol == Protocol::Usi { "sfen " } else { "fen " });
            line.push_str(&start);
        }
        let mut moves = game.moves(notation).map_err(|_| position_error(self.protocol, game))?;
        if self.chess960 && kind == GameKind::Chess {
            let pmn = game.moves(Notation::Pmn).map_err(|_| position_error(self.protocol, game))?;
            for (m, p) in moves.iter_mut().zip(&pmn) {
                *m = king_takes_rook(m, p);
            }
        }
        if !moves.is_empty() {
            line.push_str(" moves");
            for m in &moves {
                line.push(' ');
                line.push_str(m);
            }
        }
        Ok(line)
    }

    /// Reads `spelling` as a move of `game`: played on a copy, which is returned with the move.
    pub(crate) fn read_move(
        self,
        game: &dyn DynGame,
        spelling: &str,
    ) -> Result<(Box<dyn DynGame>, EngineMove), EngineError> {
        let notation = self.notation(game.kind())?;
        let mut text = spelling.to_owned();
        if game.kind() == GameKind::Chess {
            // Some engines write the promotion letter in upper case.
            text.make_ascii_lowercase();
        }
        let mut after = game.boxed_clone();
        match after.play(&text, Some(notation)) {
            Ok(played) => Ok((
                after,
                EngineMove {
                    spelling: spelling.to_owned(),
                    pmn: played.pmn,
                },
            )),
            Err(e) => Err(EngineError::IllegalMove {
                spelling: spelling.to_owned(),
                notation,
                position: game.native(),
                reason: e.message,
            }),
        }
    }
}

/// Chess960 castling in UCI is the king taking its own rook (`e1h1`); Tabula's UCI writes a castling of
/// the standard shape as the king's two-square move (`e1g1`), which in that shape has its rook in the
/// corner. `pmn` tells a castling (`~` on the back rank) from a queen or rook going `e1g1`.
fn king_takes_rook(uci: &str, pmn: &str) -> String {
    if !pmn.contains('~') {
        return uci.to_owned();
    }
    match uci {
        "e1g1" => "e1h1",
        "e1c1" => "e1a1",
        "e8g8" => "e8h8",
        "e8c8" => "e8a8",
        other => other,
    }
    .to_owned()
}

fn position_error(protocol: Protocol, game: &dyn DynGame) -> EngineError {
    EngineError::UnsupportedGame {
        protocol,
        game: game.kind(),
        hint: "a protocol whose notation the game writes",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_spelt_king_takes_rook() {
        assert_eq!(king_takes_rook("e1g1", "e1~g1"), "e1h1");
        assert_eq!(king_takes_rook("e8c8", "e8~c8"), "e8a8");
        // A rook going e1-g1 is no castling.
        assert_eq!(king_takes_rook("e1g1", "e1-g1"), "e1g1");
        // A Chess960 castling of another shape is already written king-takes-rook.
        assert_eq!(king_takes_rook("b1a1", "b1~c1"), "b1a1");
    }
}
