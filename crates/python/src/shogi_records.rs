//! Shōgi game records: KIF and CSA read as streams of games (`read_kif`, `read_csa`, `parse_kif`,
//! `parse_csa`), each a `ShogiRecord` (headers, start SFEN, USI moves, times, result, the `Game` replayed by
//! the facade's `game_of_record`), and written back (`ShogiRecord.kif()`, `.csa()`). A `Game` is written
//! as a record in `records`.

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor};

use pyo3::prelude::*;
use tabula_games::RecordFormat;
use tabula_shogi::records::{CsaReader, KifReader, Record, RecordError};

use crate::errors;
use crate::game::Game;
use crate::outcome::Outcome;

type Input = Box<dyn BufRead + Send + Sync>;

/// One game read from KIF or CSA.
#[pyclass(module = "tabula_games", frozen)]
pub(crate) struct ShogiRecord(Record);

fn failure(py: Python<'_>, error: &RecordError) -> PyErr {
    errors::game(
        py,
        &tabula_game::GameError::new(error.code(), error.to_string(), None),
        false,
    )
}

#[pymethods]
impl ShogiRecord {
    /// The header lines in file order, as `(key, value)` pairs (KIF `先手`, CSA `N+`, …).
    #[getter]
    fn headers(&self) -> Vec<(String, String)> {
        self.0.headers.clone()
    }

    /// The value of the first header `key`, or `None`.
    fn header(&self, key: &str) -> Option<String> {
        self.0.header(key).map(str::to_owned)
    }

    /// The start position in SFEN.
    #[getter]
    fn start_sfen(&self) -> String {
        self.0.start_sfen.clone()
    }

    /// The moves in USI.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.0.moves.clone()
    }

    /// The seconds each move took, where the record gives them.
    #[getter]
    fn times(&self) -> Vec<Option<u32>> {
        self.0.times.clone()
    }

    /// The result the record gives, or `None`.
    #[getter]
    fn result(&self) -> Option<Outcome> {
        self.0.result.map(Outcome)
    }

    fn __len__(&self) -> usize {
        self.0.moves.len()
    }

    /// The game replayed by the rules (raises `IllegalMoveError` for a move they refuse); the record's
    /// result ends it when the rules see no end.
    fn game(&self, py: Python<'_>) -> PyResult<Game> {
        tabula_games::game_of_record(&self.0)
            .map(Game::from_box)
            .map_err(|e| errors::game(py, &e, true))
    }

    /// The record written as KIF (UTF-8 text).
    fn kif(&self, py: Python<'_>) -> PyResult<String> {
        self.written(py, RecordFormat::Kif)
    }

    /// The record written as CSA.
    fn csa(&self, py: Python<'_>) -> PyResult<String> {
        self.written(py, RecordFormat::Csa)
    }

    fn __repr__(&self) -> String {
        format!("<ShogiRecord ({} moves)>", self.0.moves.len())
    }
}

impl ShogiRecord {
    /// The record written by the facade's `write_shogi`.
    fn written(&self, py: Python<'_>, format: RecordFormat) -> PyResult<String> {
        tabula_games::write_shogi(std::slice::from_ref(&self.0), format)
            .map_err(|e| errors::game(py, &e, false))
    }
}

enum Games {
    Kif(KifReader<Input>),
    Csa(CsaReader<Input>),
}

/// Games streamed from KIF or CSA, one at a time.
#[pyclass(module = "tabula_games")]
pub(crate) struct ShogiReader(Games);

#[pymethods]
impl ShogiReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<ShogiRecord>> {
        let games = &mut self.0;
        let next = py.detach(|| match games {
            Games::Kif(reader) => reader.next(),
            Games::Csa(reader) => reader.next(),
        });
        match next {
            None => Ok(None),
            Some(Ok(record)) => Ok(Some(ShogiRecord(record))),
            Some(Err(error)) => Err(failure(py, &error)),
        }
    }
}

fn file(path: &std::path::Path) -> PyResult<Input> {
    Ok(Box::new(BufReader::with_capacity(
        1 << 16,
        File::open(path)?,
    )))
}

/// Reads the KIF file at `path` (Shift_JIS `.kif` or UTF-8 `.kifu`, detected) as a stream of games.
#[pyfunction]
#[allow(clippy::needless_pass_by_value)] // PyO3 hands the path over by value
pub(crate) fn read_kif(path: std::path::PathBuf) -> PyResult<ShogiReader> {
    Ok(ShogiReader(Games::Kif(KifReader::new(file(&path)?))))
}

/// Reads the CSA file at `path` (several games per file, `/` between them) as a stream of games.
#[pyfunction]
#[allow(clippy::needless_pass_by_value)] // PyO3 hands the path over by value
pub(crate) fn read_csa(path: std::path::PathBuf) -> PyResult<ShogiReader> {
    Ok(ShogiReader(Games::Csa(CsaReader::new(file(&path)?))))
}

/// Reads KIF text as a stream of games.
#[pyfunction]
pub(crate) fn parse_kif(text: String) -> ShogiReader {
    ShogiReader(Games::Kif(KifReader::new(Box::new(Cursor::new(
        text.into_bytes(),
    )))))
}

/// Reads CSA text as a stream of games.
#[pyfunction]
pub(crate) fn parse_csa(text: String) -> ShogiReader {
    ShogiReader(Games::Csa(CsaReader::new(Box::new(Cursor::new(
        text.into_bytes(),
    )))))
}
