//! The one door to the games: a position text (FEEN, chess FEN, SFEN, a USI `position` line, xiangqi FEN)
//! or a game's start becomes a `Box<dyn DynGame>` through the facade crate tabula-games, which the command
//! line and the JavaScript package use too. Everything else in the bindings talks to `DynGame`.

use tabula_game::{DynGame, GameError, GameKind};

/// A UCI/UCCI `position fen FEN` line's position text (the engines' spelling of a set-up position).
fn engine_fen(text: &str) -> Option<&str> {
    let rest = text.trim_start().strip_prefix("position ")?.trim_start();
    rest.strip_prefix("fen ").map(str::trim)
}

/// The game a position text is for, or `None` (a FEEN whose styles name no game with rules).
pub(crate) fn detect(text: &str) -> Option<GameKind> {
    if let Some(fen) = engine_fen(text) {
        return detect(fen);
    }
    tabula_games::detect(text).map(|(kind, _)| kind)
}

/// The game of a position text, at that position (a USI line's moves played, each checked).
pub(crate) fn open(text: &str) -> Result<Box<dyn DynGame>, GameError> {
    if let Some(fen) = engine_fen(text) {
        return tabula_games::open(fen);
    }
    tabula_games::open(text)
}

/// A game at its start position.
pub(crate) fn start(kind: GameKind) -> Box<dyn DynGame> {
    tabula_games::start(kind)
}
