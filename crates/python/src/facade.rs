//! The one door to the games: a position text (FEEN, chess FEN, SFEN, a USI `position` line, xiangqi FEN)
//! or a game's start becomes a `Box<dyn DynGame>`. Everything else in the bindings talks to `DynGame`.
//!
//! Stand-in until the facade crate `tabula-games` is on main: shōgi only (the rules crate on main);
//! `open`, `start` and `detect` then call `tabula_games`.

use tabula_game::{DynGame, Game, GameError, GameKind};
use tabula_shogi::ShogiPosition;

/// The game a position text is for, or `None`.
pub(crate) fn detect(text: &str) -> Option<GameKind> {
    GameKind::from_feen(text).or_else(|| {
        let trimmed = text.trim_start();
        (trimmed.starts_with("position") || trimmed.starts_with("sfen") || trimmed.contains(" b ") || trimmed.contains(" w "))
            .then_some(GameKind::Shogi)
    })
}

/// The game of a position text, at that position.
pub(crate) fn open(text: &str) -> Result<Box<dyn DynGame>, GameError> {
    match detect(text) {
        Some(GameKind::Shogi) => {
            let game = if GameKind::from_feen(text).is_some() {
                Game::<ShogiPosition>::from_feen(text)
            } else {
                Game::<ShogiPosition>::from_native(text)
            };
            game.map(|g| Box::new(g) as Box<dyn DynGame>)
                .map_err(|e| GameError::from_error(&e))
        }
        Some(kind) => Err(unsupported(kind)),
        None => Err(GameError::new(
            "unknown-format",
            "not a FEEN, FEN, SFEN or xiangqi FEN position".into(),
            None,
        )),
    }
}

/// A game at its start position.
pub(crate) fn start(kind: GameKind) -> Result<Box<dyn DynGame>, GameError> {
    match kind {
        GameKind::Shogi => Ok(Box::new(Game::<ShogiPosition>::start())),
        other => Err(unsupported(other)),
    }
}

fn unsupported(kind: GameKind) -> GameError {
    GameError::new("game-unsupported", format!("no rules for {kind} yet"), None)
}
