//! PGN records read as a stream of games (`read_pgn(path)`, `parse_pgn(text)`), each a `PgnRecord` (tags,
//! SAN moves, result, the `Game` replayed by the facade's `game_of_pgn`), and written back
//! (`PgnRecord.pgn()`). A `Game` is written as a record in `records`.

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor};

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tabula_chess::pgn;

use crate::errors;
use crate::game::Game;

/// The input of a reader: a file, read a buffer at a time, or text held in memory.
type Input = Box<dyn BufRead + Send + Sync>;

/// One game read from PGN: every move replayed and legal.
#[pyclass(module = "tabula_games", frozen)]
pub(crate) struct PgnRecord(pgn::Game, u64);

#[pymethods]
impl PgnRecord {
    /// The game's number in its file (1 for the first).
    #[getter]
    fn number(&self) -> u64 {
        self.1
    }

    /// The tag pairs, in the file's order.
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (name, value) in self.0.tags() {
            dict.set_item(name, value)?;
        }
        Ok(dict)
    }

    /// The value of one tag, or `None`.
    fn tag(&self, name: &str) -> Option<String> {
        self.0.tag(name).map(str::to_owned)
    }

    /// The result the record gives (`"1-0"`, `"0-1"`, `"1/2-1/2"`, `"*"`), or `None`.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.0.result()
    }

    /// The moves in SAN.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.0.sans().map(str::to_owned).collect()
    }

    /// The number of plies.
    fn __len__(&self) -> usize {
        self.0.moves().len()
    }

    /// The game replayed: a `Game` at the final position with the whole history; when the rules see no end,
    /// the record's result ends it (`"resignation"` for a decisive result, `"agreement"` for a draw, as
    /// `read_record("pgn", text)` reads it).
    fn game(&self, py: Python<'_>) -> PyResult<Game> {
        tabula_games::game_of_pgn(&self.0)
            .map(Game::from_box)
            .map_err(|error| errors::game(py, &error, false))
    }

    /// The record written as PGN (the Seven Tag Roster first, movetext wrapped at 80 columns).
    fn pgn(&self) -> String {
        self.0.to_pgn()
    }

    fn __str__(&self) -> String {
        self.0.to_pgn()
    }

    fn __repr__(&self) -> String {
        format!(
            "<PgnRecord {} ({} plies, {})>",
            self.1,
            self.0.moves().len(),
            self.0.result().unwrap_or("no result")
        )
    }

    /// Pickling: the record's PGN, read back.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String, u64))> {
        let module = py.import("tabula_games")?;
        Ok((module.getattr("_pgn_record")?, (self.0.to_pgn(), self.1)))
    }
}

/// Games streamed from PGN, one at a time (the memory of one game at a time).
#[pyclass(module = "tabula_games")]
pub(crate) struct PgnReader {
    games: pgn::Reader<Input>,
    skip: bool,
    skipped: Vec<(String, String)>,
}

#[pymethods]
impl PgnReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PgnRecord>> {
        loop {
            let next = py.detach(|| self.games.next());
            match next {
                None => return Ok(None),
                Some(Ok(game)) => {
                    let number = game.number();
                    return Ok(Some(PgnRecord(game, number)));
                }
                Some(Err(error)) => {
                    if self.skip {
                        self.skipped
                            .push((error.code().to_owned(), error.to_string()));
                    } else {
                        let failure =
                            tabula_game::GameError::new(error.code(), error.to_string(), None);
                        return Err(errors::game(py, &failure, false));
                    }
                }
            }
        }
    }

    /// The games skipped so far (with `errors="skip"`): `(code, message)` pairs.
    #[getter]
    fn skipped(&self) -> Vec<(String, String)> {
        self.skipped.clone()
    }
}

fn reader(input: Input, errors: &str) -> PyResult<PgnReader> {
    let skip = match errors {
        "raise" => false,
        "skip" => true,
        other => {
            return Err(PyValueError::new_err(format!(
                "errors is \"raise\" or \"skip\", not {other:?}"
            )));
        }
    };
    Ok(PgnReader {
        games: pgn::Reader::new(input),
        skip,
        skipped: Vec::new(),
    })
}

/// Reads the PGN file at `path` as a stream of games. A game with a bad move raises `GameError` (code
/// `pgn-…`, the message naming the game, ply and line); with `errors="skip"` it is skipped and listed in
/// the reader's `skipped`.
#[pyfunction]
#[pyo3(signature = (path, errors="raise"))]
#[allow(clippy::needless_pass_by_value)] // PyO3 hands the path over by value
pub(crate) fn read_pgn(path: std::path::PathBuf, errors: &str) -> PyResult<PgnReader> {
    let file = File::open(&path)?;
    reader(Box::new(BufReader::with_capacity(1 << 16, file)), errors)
}

/// Reads PGN text as a stream of games (as `read_pgn`).
#[pyfunction]
#[pyo3(signature = (text, errors="raise"))]
pub(crate) fn parse_pgn(text: String, errors: &str) -> PyResult<PgnReader> {
    reader(Box::new(Cursor::new(text.into_bytes())), errors)
}

/// The record of a game's PGN (what pickling a `PgnRecord` calls).
#[pyfunction]
pub(crate) fn _pgn_record(py: Python<'_>, text: String, number: u64) -> PyResult<PgnRecord> {
    let mut games = pgn::Reader::new(Cursor::new(text.into_bytes()));
    match games.next() {
        Some(Ok(game)) => Ok(PgnRecord(game, number)),
        Some(Err(error)) => Err(errors::game(
            py,
            &tabula_game::GameError::new(error.code(), error.to_string(), None),
            false,
        )),
        None => Err(PyValueError::new_err("no game in the text")),
    }
}
