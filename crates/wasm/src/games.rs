//! Games of any kind for the `Game` class, through the facade tabula-games: the names JavaScript passes
//! (rules, notations, record formats) read, outcomes as values, records written and read. The door only
//! translates; every answer is the facade's.
//!
//! ```
//! let mut game = tabula_wasm::games::open("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", None)?;
//! game.play("e4", None).unwrap();
//! assert_eq!(tabula_wasm::games::to_record(game.as_ref(), "pgn")?.lines().last(), Some("1. e4 *"));
//! # Ok::<(), tabula_wasm::Failure>(())
//! ```

use serde_json::{Value, json};
use tabula_games::{DynGame, GameError, GameKind, Notation, Outcome, RecordFormat};

use crate::failure::Failure;

impl Failure {
    /// A game's error (a refused move, a position its reader refused).
    pub(crate) fn game(error: &GameError) -> Self {
        Failure::new("game", error.code, error.message.clone()).at(error.offset)
    }
}

/// A game name (`chess`, `shogi`, `xiangqi`).
///
/// # Errors
/// `invalid-argument` for another name.
fn kind(name: &str) -> Result<GameKind, Failure> {
    name.parse().map_err(|e| Failure::argument(format!("{e}")))
}

/// A game from a position in any format tabula-games tells apart, read by the rules of `rules` when given
/// (`chess`, `shogi`, `xiangqi`: [`tabula_games::open_with`]).
///
/// ```
/// let game = tabula_wasm::games::open("position startpos moves 7g7f", None)?;
/// assert_eq!(game.ply(), 1);
/// assert_eq!(tabula_wasm::games::open("8/8 / C/s", None).unwrap_err().code, "no-rules");
/// let nine = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// assert_eq!(tabula_wasm::games::open(nine, Some("xiangqi")).unwrap_err().code, "rank-count");
/// assert_eq!(tabula_wasm::games::open(nine, Some("go")).unwrap_err().code, "invalid-argument");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for an unknown game name; the game's reader's error (`notation: "game"`).
pub fn open(text: &str, rules: Option<&str>) -> Result<Box<dyn DynGame>, Failure> {
    let rules = rules.map(kind).transpose()?;
    tabula_games::open_with(text, rules)
        .map(|(game, _)| game)
        .map_err(|e| Failure::game(&e))
}

/// A game of `kind` (`chess`, `shogi`, `xiangqi`) from its usual start.
///
/// ```
/// assert!(tabula_wasm::games::start("xiangqi")?.feen().ends_with(" X/x"));
/// assert_eq!(tabula_wasm::games::start("go").unwrap_err().code, "invalid-argument");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for another name.
pub fn start(name: &str) -> Result<Box<dyn DynGame>, Failure> {
    Ok(tabula_games::start(kind(name)?))
}

/// A notation named in JavaScript (`pmn`, `san`, `uci`, `usi`, `csa`, `ucci`, `wxf`), or `None`.
///
/// ```
/// use tabula_games::Notation;
/// assert_eq!(tabula_wasm::games::notation(Some("csa"))?, Some(Notation::Csa));
/// assert_eq!(tabula_wasm::games::notation(None)?, None);
/// assert!(tabula_wasm::games::notation(Some("kif")).is_err());
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for an unknown name.
pub fn notation(name: Option<&str>) -> Result<Option<Notation>, Failure> {
    name.map(|n| n.parse().map_err(|e| Failure::argument(format!("{e}"))))
        .transpose()
}

/// An outcome as `{ result, termination, winner }` (`winner` is `first`, `second` or `null`), or `null`.
///
/// ```
/// use tabula_games::{Outcome, Side, Termination};
/// let value = tabula_wasm::games::outcome(Some(Outcome::win(Side::First, Termination::Checkmate)));
/// assert_eq!(value["result"], "1-0");
/// assert_eq!(value["termination"], "checkmate");
/// assert_eq!(value["winner"], "first");
/// assert!(tabula_wasm::games::outcome(None).is_null());
/// ```
#[must_use]
pub fn outcome(outcome: Option<Outcome>) -> Value {
    outcome.map_or(Value::Null, |o| {
        json!({
            "result": o.result(),
            "termination": o.termination.name(),
            "winner": o.winner.map(tabula_games::Side::as_str),
        })
    })
}

/// A record format named in JavaScript (`pgn`, `kif`, `csa`).
///
/// # Errors
/// `invalid-argument` for another name.
fn record_format(name: &str) -> Result<RecordFormat, Failure> {
    name.parse()
        .map_err(|e: GameError| Failure::argument(e.message))
}

/// The names of the record formats that record games of the game's kind (`["pgn"]`, `["kif", "csa"]`, or
/// none).
///
/// ```
/// let shogi = tabula_wasm::games::start("shogi")?;
/// assert_eq!(tabula_wasm::games::record_formats(shogi.as_ref()), ["kif", "csa"]);
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
#[must_use]
pub fn record_formats(game: &dyn DynGame) -> Vec<&'static str> {
    RecordFormat::ALL
        .into_iter()
        .filter(|format| format.game() == game.kind())
        .map(RecordFormat::name)
        .collect()
}

/// The game written as a record of `format` (`pgn`, `kif`, `csa`: [`tabula_games::write_record`]).
///
/// ```
/// let game = tabula_wasm::games::open("position startpos moves 7g7f 3c3d", None)?;
/// assert!(tabula_wasm::games::to_record(game.as_ref(), "csa")?.contains("+7776FU\n-3334FU"));
/// let failure = tabula_wasm::games::to_record(game.as_ref(), "pgn").unwrap_err();
/// assert_eq!((failure.notation, failure.code), ("pgn", "notation-unsupported"));
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for an unknown format; `notation-unsupported` (`notation` the format) for a game the
/// format does not record; the writer's error.
pub fn to_record(game: &dyn DynGame, format: &str) -> Result<String, Failure> {
    let format = record_format(format)?;
    tabula_games::write_record(game, format, &[]).map_err(|e| record_failure(format, &e))
}

/// The first game of a record text in `format` (`pgn`, `kif`, `csa`), every move played by the rules
/// ([`tabula_games::read_record`]).
///
/// ```
/// let game = tabula_wasm::games::from_record("csa", "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n")?;
/// assert_eq!(game.ply(), 2);
/// assert_eq!(game.outcome().unwrap().to_string(), "0-1 resignation");
/// assert_eq!(tabula_wasm::games::from_record("pgn", "1. e5 *").unwrap_err().notation, "pgn");
/// assert_eq!(tabula_wasm::games::from_record("kif", "").unwrap_err().code, "record-empty");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for an unknown format; the reader's or the rules' error (`notation` the format).
pub fn from_record(format: &str, text: &str) -> Result<Box<dyn DynGame>, Failure> {
    let format = record_format(format)?;
    tabula_games::read_record(format, text)
        .map(|(game, _)| game)
        .map_err(|e| record_failure(format, &e))
}

fn record_failure(format: RecordFormat, error: &GameError) -> Failure {
    Failure::new(format.name(), error.code, error.message.clone()).at(error.offset)
}
