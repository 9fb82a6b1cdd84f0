#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod engine;
mod error;
mod go;
mod info;
mod limit;
mod options;
mod process;
mod protocol;
mod score;
mod search;
mod spec;
mod wire;
mod xboard;

pub use engine::{Analysis, Engine};
pub use error::{EngineError, Phase};
pub use info::Info;
pub use limit::{Clock, Limit};
pub use options::{EngineOption, OptionKind, OptionValue};
pub use protocol::Protocol;
pub use score::{Bound, Score, Wdl};
pub use search::{BestMove, Claim, Search};
pub use spec::{EngineSpec, Timeouts};
pub use tabula_game::Side;
pub use wire::EngineMove;

/// The moves `moves` (legal in turn from `game`'s current position, as an engine's pv or best move are)
/// written in `notation` (e.g. the game's usual one: SAN, USI, WXF), by playing them on a copy.
///
/// ```
/// use tabula_engine::{in_notation, EngineMove};
/// use tabula_games::{start, GameKind, Notation};
/// let game = start(GameKind::Chess);
/// let pv = [EngineMove { spelling: "g1f3".into(), pmn: "g1-f3".into() },
///           EngineMove { spelling: "g8f6".into(), pmn: "g8-f6".into() }];
/// assert_eq!(in_notation(&*game, &pv, Notation::San)?, ["Nf3", "Nf6"]);
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// The game's error when a move is not legal or the notation is not the game's.
pub fn in_notation(
    game: &dyn tabula_game::DynGame,
    moves: &[EngineMove],
    notation: tabula_game::Notation,
) -> Result<Vec<String>, tabula_game::GameError> {
    let mut copy = game.boxed_clone();
    let before = copy.ply();
    for m in moves {
        copy.play(&m.pmn, Some(tabula_game::Notation::Pmn))?;
    }
    let mut all = copy.moves(notation)?;
    Ok(all.split_off(before.min(all.len())))
}

#[cfg(test)]
mod send {
    /// The client may move to another thread.
    #[test]
    fn engine_and_errors_are_send() {
        fn send<T: Send>() {}
        send::<crate::Engine>();
        send::<crate::EngineError>();
        send::<crate::Search<'static>>();
        send::<crate::Info>();
    }
}
