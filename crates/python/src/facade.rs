//! The one door to the games: a position text (FEEN, chess FEN, SFEN, a USI `position` line, xiangqi FEN)
//! or a game's start becomes a `Box<dyn DynGame>`. Everything else in the bindings talks to `DynGame`.
//!
//! Stand-in until the facade crate `tabula-games` is on main (then `open`, `start` and `detect` call it).

use tabula_game::{DynGame, Game, GameError, GameKind, Rules};

/// The game a position text is for, or `None`: FEEN by its styles, else the number of ranks of the
/// placement (8 chess, 9 shōgi, 10 xiangqi), a USI `position startpos|sfen` line for shōgi and a UCCI
/// `position fen|startpos` line for xiangqi.
pub(crate) fn detect(text: &str) -> Option<GameKind> {
    if let Some(kind) = GameKind::from_feen(text) {
        return Some(kind);
    }
    let trimmed = text.trim_start();
    if let Some(rest) = trimmed.strip_prefix("position ") {
        let rest = rest.trim_start();
        if rest.starts_with("startpos") || rest.starts_with("sfen") {
            return Some(GameKind::Shogi);
        }
        if let Some(fen) = rest.strip_prefix("fen") {
            return detect(fen);
        }
        return None;
    }
    let placement = trimmed.split(' ').next()?;
    match placement.split('/').count() {
        8 => Some(GameKind::Chess),
        9 => Some(GameKind::Shogi),
        10 => Some(GameKind::Xiangqi),
        _ => None,
    }
}

fn boxed<R>(text: &str, feen: bool) -> Result<Box<dyn DynGame>, GameError>
where
    R: Rules + Send + Sync + 'static,
    R::Move: Send + Sync,
    R::PositionError: tabula_game::ErrorCode + core::fmt::Display,
{
    let game = if feen {
        Game::<R>::from_feen(text)
    } else {
        Game::<R>::from_native(text)
    };
    game.map(|g| Box::new(g) as Box<dyn DynGame>)
        .map_err(|e| GameError::from_error(&e))
}

/// The game of a position text, at that position.
pub(crate) fn open(text: &str) -> Result<Box<dyn DynGame>, GameError> {
    let feen = GameKind::from_feen(text).is_some();
    match detect(text) {
        Some(GameKind::Chess) => boxed::<tabula_chess::Position>(text, feen),
        Some(GameKind::Shogi) => boxed::<tabula_shogi::ShogiPosition>(text, feen),
        Some(GameKind::Xiangqi) => boxed::<tabula_xiangqi::Xiangqi>(text, feen),
        _ => Err(GameError::new(
            "unknown-format",
            "not a FEEN, chess FEN, SFEN or xiangqi FEN position".into(),
            None,
        )),
    }
}

/// A game at its start position.
pub(crate) fn start(kind: GameKind) -> Result<Box<dyn DynGame>, GameError> {
    match kind {
        GameKind::Chess => Ok(Box::new(Game::<tabula_chess::Position>::start())),
        GameKind::Shogi => Ok(Box::new(Game::<tabula_shogi::ShogiPosition>::start())),
        GameKind::Xiangqi => Ok(Box::new(Game::<tabula_xiangqi::Xiangqi>::start())),
        other => Err(GameError::new(
            "game-unsupported",
            format!("no rules for {other}"),
            None,
        )),
    }
}
