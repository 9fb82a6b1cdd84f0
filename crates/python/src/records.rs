//! A `Game` as a record and back, the same for every door through the facade crate tabula-games:
//! `write_record(game, format, tags=None)` and `read_record(format, text)` for PGN (chess), KIF and CSA
//! (shōgi), and the older `write_pgn`, `write_kif`, `write_csa`. A game that a format does not record is
//! refused with the formats that do (`GameError`, code `notation-unsupported`).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tabula_games::RecordFormat;

use crate::errors;
use crate::game::Game;

/// A record format named in Python: `"pgn"`, `"kif"` or `"csa"`.
fn format_arg(name: &str) -> PyResult<RecordFormat> {
    name.parse::<RecordFormat>()
        .map_err(|error| PyValueError::new_err(error.message))
}

/// The tags of a record, `{name: value}`, in the mapping's order.
fn tags_arg(tags: Option<&Bound<'_, PyDict>>) -> PyResult<Vec<(String, String)>> {
    let Some(tags) = tags else {
        return Ok(Vec::new());
    };
    tags.iter()
        .map(|(name, value)| Ok((name.extract()?, value.extract()?)))
        .collect()
}

fn written(
    py: Python<'_>,
    game: &Game,
    format: RecordFormat,
    tags: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    tabula_games::write_record(game.inner(), format, &tags_arg(tags)?)
        .map_err(|error| errors::game(py, &error, false))
}

/// `game` written as a record of `format` (`"pgn"`, `"kif"` or `"csa"`) with `tags` (PGN tags, KIF and
/// CSA header lines; PGN fills the Seven Tag Roster with `?`) and its result (`*` while it goes on).
/// Raises `GameError` (code `notation-unsupported`, naming the formats that record the game) for a game
/// of another kind than the format's.
#[pyfunction]
#[pyo3(signature = (game, format, tags=None))]
pub(crate) fn write_record(
    py: Python<'_>,
    game: &Game,
    format: &str,
    tags: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    written(py, game, format_arg(format)?, tags)
}

/// The first game of a record `text` in `format` (`"pgn"`, `"kif"` or `"csa"`), every move played by the
/// rules; the record's result ends it when the rules see no end. Raises `GameError` (code `record-empty`
/// for a text without a game, the reader's code, or the rules' for a refused move, named by its number).
#[pyfunction]
pub(crate) fn read_record(py: Python<'_>, format: &str, text: &str) -> PyResult<Game> {
    tabula_games::read_record(format_arg(format)?, text)
        .map(|(game, _)| Game::from_box(game))
        .map_err(|error| errors::game(py, &error, false))
}

/// A chess `Game` written as PGN, with `tags` (`{"Event": …}`): `write_record(game, "pgn", tags)`.
#[pyfunction]
#[pyo3(signature = (game, tags=None))]
pub(crate) fn write_pgn(
    py: Python<'_>,
    game: &Game,
    tags: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    written(py, game, RecordFormat::Pgn, tags)
}

/// A shōgi `Game` written as KIF (UTF-8 text): `write_record(game, "kif")`.
#[pyfunction]
pub(crate) fn write_kif(py: Python<'_>, game: &Game) -> PyResult<String> {
    written(py, game, RecordFormat::Kif, None)
}

/// A shōgi `Game` written as CSA: `write_record(game, "csa")`.
#[pyfunction]
pub(crate) fn write_csa(py: Python<'_>, game: &Game) -> PyResult<String> {
    written(py, game, RecordFormat::Csa, None)
}
