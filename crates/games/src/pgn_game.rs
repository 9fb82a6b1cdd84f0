//! A PGN game already read (by tabula-chess's PGN reader) as a `DynGame`, as [`crate::read_record`]
//! makes it from a PGN text: for a door that streams PGN games one at a time and replays each on demand.

use tabula_game::{DynGame, GameError, GameKind, Notation};

use crate::detect::Format;
use crate::open::open_as;

/// The game of a PGN record: its start (with its counters), every move played by the rules, and the
/// record's result when the rules see no end (resignation for a decided game, agreement for a draw, as
/// [`crate::read_record`] reads it).
///
/// ```
/// let text = "[Result \"1-0\"]\n\n1. d4 d5 1-0\n";
/// let record = tabula_chess::pgn::Reader::new(text.as_bytes()).next().unwrap()?;
/// let game = tabula_games::game_of_pgn(&record)?;
/// assert_eq!(game.ply(), 2);
/// assert_eq!(game.outcome().unwrap().to_string(), "1-0 resignation");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// The start's error, or the rules' error for the first refused move, named with its number (neither
/// happens for a record the reader replayed).
pub fn game_of_pgn(record: &tabula_chess::pgn::Game) -> Result<Box<dyn DynGame>, GameError> {
    let (halfmove, fullmove) = record.start_counters();
    let fen = tabula_chess::pgn::Replay::new(record.start().clone(), halfmove, fullmove).fen();
    let mut game = open_as(GameKind::Chess, Format::Fen, &fen)?;
    crate::records::play_all(game.as_mut(), record.sans(), Notation::San)?;
    let recorded = crate::records::pgn_outcome(record.result());
    if let (None, Some(outcome)) = (game.outcome(), recorded) {
        game.end(outcome);
    }
    Ok(game)
}
