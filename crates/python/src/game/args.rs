//! What the `Game` methods take, read from Python values (a game's name, a notation's), and the checks
//! of a position text's format that `fen()` and `sfen()` make.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use tabula_game::{DynGame, GameKind, Notation};
use tabula_games::Format;

/// A game named in Python: `"chess"`, `"shogi"` or `"xiangqi"`.
pub(super) fn kind(name: &str) -> PyResult<GameKind> {
    name.parse::<GameKind>()
        .map_err(|error| PyValueError::new_err(error.to_string()))
}

/// A notation named in Python: `"pmn"`, `"san"`, `"uci"`, `"usi"`, `"csa"`, `"ucci"`, `"wxf"`.
fn notation(name: &str) -> PyResult<Notation> {
    name.parse::<Notation>()
        .map_err(|error| PyValueError::new_err(error.to_string()))
}

/// A notation named in Python, or the game's usual one (tabula-games' `usual_notation`) when `None`.
pub(super) fn notation_or_usual(game: &dyn DynGame, name: Option<&str>) -> PyResult<Notation> {
    name.map_or_else(|| Ok(tabula_games::usual_notation(game)), notation)
}

/// A notation named in Python, or PMN when `None`.
pub(super) fn notation_or_pmn(name: Option<&str>) -> PyResult<Notation> {
    name.map_or(Ok(Notation::Pmn), notation)
}

/// A notation named in Python, or `None` (any notation the game reads).
pub(super) fn notation_or_any(name: Option<&str>) -> PyResult<Option<Notation>> {
    name.map(notation).transpose()
}

/// The game's current position in its own format when that format is `format`, else `ValueError`.
pub(super) fn native_in(game: &dyn DynGame, format: Format) -> PyResult<String> {
    let native = game.native();
    match tabula_games::detect(&native) {
        Some((_, own)) if own == format => Ok(native),
        own => Err(PyValueError::new_err(format!(
            "a {} game has no {format}: native() writes its own format{}",
            game.kind(),
            own.map(|(_, f)| format!(" ({f})")).unwrap_or_default()
        ))),
    }
}
