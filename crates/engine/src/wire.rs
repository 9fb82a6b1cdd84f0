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
            // Xiangqi: Fairy-Stockfish's UCI with `UCI_Variant xiangqi`, ranks 1–10.
            (Protocol::Uci, GameKind::Chess | GameKind::Xiangqi)
            | (Protocol::Xboard, GameKind::Chess) => Ok(Notation::Uci),
            (Protocol::Usi, GameKind::Shogi) => Ok(Notation::Usi),
            (Protocol::Ucci | Protocol::Xboard, GameKind::Xiangqi) => Ok(Notation::Ucci),
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
            line.push_str(if self.protocol == Protocol::Usi {
                "sfen "
            } else {
                "fen "
            });
            line.push_str(&start);
        }
        let moves = if self.chess960 && kind == GameKind::Chess {
            chess960_moves(game).ok_or_else(|| position_error(self.protocol, game))?
        } else {
            game.moves(notation)
                .map_err(|_| position_error(self.protocol, game))?
        };
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

/// The moves of a chess game in UCI's Chess960 spelling: castling as the king taking its own rook
/// (`e1h1`, `e1g1` for a rook on g1). Tabula's `DynGame` writes a castling of the standard shape as the
/// king's two-square move, and the move texts alone cannot tell `e1g1` (king to g1) from `e1g1` (king
/// takes the rook on g1): the game is replayed on tabula-chess's board.
fn chess960_moves(game: &dyn DynGame) -> Option<Vec<String>> {
    use tabula_chess::uci::{Castling, write};
    let mut position = tabula_chess::Position::from_fen(&game.start_native()).ok()?;
    let mut out = Vec::new();
    for pmn in game.moves(Notation::Pmn).ok()? {
        let m = position
            .find_pmn(&pmn.parse::<tabula_pmn::Move>().ok()?)
            .ok()?;
        out.push(write(m, Castling::KingTakesRook));
        position = position.play(m).ok()?;
    }
    Some(out)
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

    fn game(fen: &str, sans: &[&str]) -> Box<dyn DynGame> {
        let mut g = tabula_games::open(fen).unwrap();
        for san in sans {
            g.play(san, None).unwrap();
        }
        g
    }

    const UCI: Wire = Wire {
        protocol: Protocol::Uci,
        chess960: false,
    };

    #[test]
    fn positions_per_protocol() {
        let chess = game(
            CHESS_START,
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"],
        );
        assert_eq!(
            UCI.position(&*chess).unwrap(),
            "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"
        );
        let c960 = Wire {
            protocol: Protocol::Uci,
            chess960: true,
        };
        assert_eq!(
            c960.position(&*chess).unwrap(),
            format!("position fen {CHESS_START} moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1")
        );
        let other = game(
            "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
            &["O-O", "O-O-O"],
        );
        assert!(
            c960.position(&*other)
                .unwrap()
                .ends_with(" moves e1g1 e8b8"),
            "{}",
            c960.position(&*other).unwrap()
        );
        let usi = Wire {
            protocol: Protocol::Usi,
            chess960: false,
        };
        let shogi = game(SHOGI_START, &["7g7f", "3c3d"]);
        assert_eq!(
            usi.position(&*shogi).unwrap(),
            "position startpos moves 7g7f 3c3d"
        );
        let mate = game("8k/9/9/9/9/9/9/9/K8 b 2G 1", &[]);
        assert_eq!(
            usi.position(&*mate).unwrap(),
            "position sfen 8k/9/9/9/9/9/9/9/K8 b 2G 1"
        );
        let ucci = Wire {
            protocol: Protocol::Ucci,
            chess960: false,
        };
        let xiangqi = game(XIANGQI_START, &["h2e2", "h9g7"]);
        assert_eq!(
            ucci.position(&*xiangqi).unwrap(),
            "position startpos moves h2e2 h9g7"
        );
        assert_eq!(
            UCI.position(&*xiangqi).unwrap(),
            "position startpos moves h3e3 h10g8"
        );
        assert!(matches!(
            ucci.position(&*shogi),
            Err(EngineError::UnsupportedGame { .. })
        ));
        assert!(matches!(
            usi.position(&*chess),
            Err(EngineError::UnsupportedGame { .. })
        ));
    }

    #[test]
    fn engine_moves_are_checked() {
        let start = game(CHESS_START, &[]);
        let (after, m) = UCI.read_move(&*start, "e2e4").unwrap();
        assert_eq!((m.pmn.as_str(), after.ply(), start.ply()), ("e2-e4", 1, 0));
        let promote = game("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", &[]);
        assert_eq!(UCI.read_move(&*promote, "e7e8Q").unwrap().1.pmn, "e7-e8=Q");
        let e = UCI.read_move(&*start, "e2e5").unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "the engine sent `e2e5`, which is not a legal uci move in {CHESS_START}: e2e5: the pawn on e2 cannot move to e5"
            )
        );
    }
}
