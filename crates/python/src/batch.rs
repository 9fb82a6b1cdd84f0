//! `validate`, `is_valid`, and the batch functions (`validate_many`, `to_feen_many`, `legal_move_counts`,
//! `outcomes`): the inputs are read a chunk at a time while the GIL is held, each chunk worked on by a
//! thread of its own while the next is read (`std::thread::scope`, one thread a core), the last ones waited
//! for with the GIL released; each result is a value or `None` / an error code, never an exception per
//! input.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pybacked::{PyBackedBytes, PyBackedStr};
use pyo3::types::{PyBytes, PyList, PyString};
use tabula_game::Notation;

use crate::errors;
use crate::position_value;

/// Returns `None` when `text` (`str` or `bytes`) is valid FEEN; raises `FeenError` otherwise. Irregular
/// boards are valid FEEN.
#[pyfunction]
pub(crate) fn validate(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<()> {
    errors::with_bytes(text, position_value::validate)?.map_err(|error| errors::feen(py, &error))
}

/// Whether `text` (`str` or `bytes`) is valid FEEN.
#[pyfunction]
pub(crate) fn is_valid(text: &Bound<'_, PyAny>) -> PyResult<bool> {
    errors::with_bytes(text, position_value::validate).map(|result| result.is_ok())
}

/// Fewer inputs than this are worked on in the calling thread (a thread costs tens of microseconds).
const PARALLEL_FROM: usize = 8_192;

/// One result of a batch: a value, or the error code of an input the work refuses.
pub(crate) enum Row<T> {
    Ok(T),
    Err(&'static str),
}

/// Runs `work` on every input, split across the available cores; results in input order.
pub(crate) fn run<T: Send>(inputs: &[&[u8]], work: impl Fn(&[u8]) -> Row<T> + Sync) -> Vec<Row<T>> {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    if threads < 2 || inputs.len() < PARALLEL_FROM {
        return inputs.iter().map(|bytes| work(bytes)).collect();
    }
    let chunk = inputs.len().div_ceil(threads);
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = inputs
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|bytes| work(bytes)).collect::<Vec<_>>())
            })
            .collect();
        let mut rows = Vec::with_capacity(inputs.len());
        for handle in handles {
            match handle.join() {
                Ok(part) => rows.extend(part),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        rows
    })
}

/// One input of a batch, holding its Python object so that a worker thread may read its bytes.
enum Input {
    Text(PyBackedStr),
    Bytes(PyBackedBytes),
    Null,
}

impl Input {
    fn read(item: Bound<'_, PyAny>, index: usize, what: &str) -> PyResult<Input> {
        if item.is_none() {
            return Ok(Input::Null);
        }
        match item.cast_into::<PyString>() {
            Ok(text) => Ok(Input::Text(PyBackedStr::try_from(text)?)),
            Err(error) => match error.into_inner().cast_into::<PyBytes>() {
                Ok(bytes) => Ok(Input::Bytes(PyBackedBytes::from(bytes))),
                Err(_) => Err(PyTypeError::new_err(format!(
                    "{what}: item {index} is not str, bytes or None"
                ))),
            },
        }
    }

    /// `work` on the input's bytes; `None` is refused with code `null`.
    fn row<T>(&self, work: impl Fn(&[u8]) -> Row<T>) -> Row<T> {
        match self {
            Input::Text(text) => work(text.as_bytes()),
            Input::Bytes(bytes) => work(bytes),
            Input::Null => Row::Err("null"),
        }
    }
}

/// How many inputs a thread takes at a time (a batch smaller than this runs in the calling thread).
const CHUNK: usize = PARALLEL_FROM;

/// Reads `texts` (any iterable of `str`, `bytes` or `None`) and runs `work` on every input, results in
/// input order. The inputs are read a chunk at a time with the GIL held, and each chunk goes to a thread as
/// soon as it is read, so that reading the next overlaps working on this one (at most one thread a core
/// in flight); the last chunks are waited for with the GIL released.
fn run_many<T: Send>(
    py: Python<'_>,
    texts: &Bound<'_, PyAny>,
    what: &str,
    work: impl Fn(&[u8]) -> Row<T> + Sync,
) -> PyResult<Vec<Row<T>>> {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let mut items = texts.try_iter()?.enumerate();
    let mut rows = Vec::with_capacity(texts.len().unwrap_or(0));
    let work = &work;
    let chunk_of = |items: &mut dyn Iterator<Item = (usize, PyResult<Bound<'_, PyAny>>)>| {
        let mut chunk = Vec::with_capacity(CHUNK);
        for (index, item) in items.take(CHUNK) {
            chunk.push(Input::read(item?, index, what)?);
        }
        Ok::<_, PyErr>(chunk)
    };
    let first = chunk_of(&mut items)?;
    if threads < 2 || first.len() < CHUNK {
        rows.extend(first.iter().map(|input| input.row(work)));
        return Ok(rows);
    }
    let done = |handle: std::thread::ScopedJoinHandle<'_, (Vec<Input>, Vec<Row<T>>)>| match handle
        .join()
    {
        Ok(done) => done,
        Err(panic) => std::panic::resume_unwind(panic),
    };
    std::thread::scope(|scope| {
        let mut pending = std::collections::VecDeque::new();
        let mut chunk = first;
        while !chunk.is_empty() {
            pending.push_back(scope.spawn(move || {
                let part: Vec<Row<T>> = chunk.iter().map(|input| input.row(work)).collect();
                (chunk, part)
            }));
            while pending.len() >= threads {
                if let Some(handle) = pending.pop_front() {
                    rows.extend(done(handle).1);
                }
            }
            chunk = chunk_of(&mut items)?;
        }
        let rest: Vec<_> = py.detach(|| pending.into_iter().map(done).collect());
        for (_, part) in rest {
            rows.extend(part);
        }
        Ok(rows)
    })
}

/// The result list: `value(row)` for a row done, `error(code)` for a refused one.
fn rows_list<'py, T>(
    py: Python<'py>,
    rows: Vec<Row<T>>,
    mut value: impl FnMut(T) -> PyResult<Bound<'py, PyAny>>,
    error: impl Fn(&'static str) -> Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let mut items = Vec::with_capacity(rows.len());
    for row in rows {
        items.push(match row {
            Row::Ok(v) => value(v)?,
            Row::Err(code) => error(code),
        });
    }
    PyList::new(py, items)
}

/// Interned Python strings of the error codes met in one batch (a handful of distinct codes).
struct Codes<'py> {
    py: Python<'py>,
    seen: std::cell::RefCell<Vec<(&'static str, Bound<'py, PyString>)>>,
}

impl<'py> Codes<'py> {
    fn new(py: Python<'py>) -> Codes<'py> {
        Codes {
            py,
            seen: std::cell::RefCell::new(Vec::new()),
        }
    }

    fn get(&self, code: &'static str) -> Bound<'py, PyAny> {
        let mut seen = self.seen.borrow_mut();
        if let Some((_, s)) = seen
            .iter()
            .find(|(c, _)| core::ptr::eq(*c, code) || *c == code)
        {
            return s.clone().into_any();
        }
        let s = PyString::new(self.py, code);
        seen.push((code, s.clone()));
        s.into_any()
    }
}

/// The work of one batch kind on one input.
pub(crate) fn validate_row(bytes: &[u8]) -> Row<()> {
    match position_value::validate(bytes) {
        Ok(()) => Row::Ok(()),
        Err(error) => Row::Err(error.code()),
    }
}

/// A position text's FEEN, from `source` (`"fen"`, `"sfen"`, `"xiangqi-fen"`, `"feen"`).
pub(crate) fn feen_row(source: Source, bytes: &[u8]) -> Row<String> {
    let Ok(text) = core::str::from_utf8(bytes) else {
        return Row::Err("non-utf8");
    };
    let converted = match source {
        Source::Fen => tabula_chess::fen::to_feen(text)
            .map(|c| c.feen)
            .map_err(|e| e.code()),
        Source::Sfen => tabula_shogi::sfen_to_feen(text)
            .map(|c| c.feen)
            .map_err(|e| e.code()),
        Source::XiangqiFen => tabula_xiangqi::fen_to_feen(text)
            .map(|c| c.feen)
            .map_err(|e| e.code()),
        Source::Feen => match position_value::from_feen(bytes) {
            Ok(m) => position_value::to_feen(&m).map_err(|e| e.code()),
            Err(error) => Err(error.code()),
        },
    };
    match converted {
        Ok(feen) => Row::Ok(feen),
        Err(code) => Row::Err(code),
    }
}

/// The number of legal moves in a position text any game reads (FEEN, FEN, SFEN, xiangqi FEN).
pub(crate) fn legal_count_row(bytes: &[u8]) -> Row<usize> {
    let Ok(text) = core::str::from_utf8(bytes) else {
        return Row::Err("non-utf8");
    };
    match tabula_games::open(text) {
        Ok(game) => match game.legal_moves(Notation::Pmn) {
            Ok(moves) => Row::Ok(moves.len()),
            Err(error) => Row::Err(error.code),
        },
        Err(error) => Row::Err(error.code),
    }
}

/// The outcome the position decides (`"1-0 checkmate"`, …), `None` when play goes on.
pub(crate) fn outcome_row(bytes: &[u8]) -> Row<Option<String>> {
    let Ok(text) = core::str::from_utf8(bytes) else {
        return Row::Err("non-utf8");
    };
    match tabula_games::open(text) {
        Ok(game) => Row::Ok(game.outcome().map(|o| o.to_string())),
        Err(error) => Row::Err(error.code),
    }
}

/// The notation a batch conversion reads.
#[derive(Clone, Copy)]
pub(crate) enum Source {
    Feen,
    Fen,
    Sfen,
    XiangqiFen,
}

pub(crate) fn source_arg(name: &str) -> PyResult<Source> {
    Ok(match name {
        "feen" => Source::Feen,
        "fen" => Source::Fen,
        "sfen" => Source::Sfen,
        "xiangqi-fen" | "xiangqi_fen" => Source::XiangqiFen,
        other => {
            return Err(PyValueError::new_err(format!(
                "source is \"fen\", \"sfen\", \"xiangqi-fen\" or \"feen\", not {other:?}"
            )));
        }
    })
}

/// Validates every string of `texts` (any iterable of `str`, `bytes` or `None`) as FEEN and returns a list
/// of the same length: `None` for a valid string, the error's code (`"styles-same-case"`, …; `"null"` for
/// `None`) for an invalid one. No exception is made per input; `FeenError` details come from `validate`.
#[pyfunction]
pub(crate) fn validate_many<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let rows = run_many(py, texts, "validate_many", validate_row)?;
    let codes = Codes::new(py);
    rows_list(
        py,
        rows,
        |()| Ok(py.None().into_bound(py)),
        |code| codes.get(code),
    )
}

/// Converts every position text of `texts` from `source` (`"fen"`, `"sfen"`, `"xiangqi-fen"`, or
/// `"feen"` to make it canonical) to FEEN: a list of FEEN strings, `None` where an input is refused.
#[pyfunction]
#[pyo3(signature = (texts, source="fen"))]
pub(crate) fn to_feen_many<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
    source: &str,
) -> PyResult<Bound<'py, PyList>> {
    let source = source_arg(source)?;
    let rows = run_many(py, texts, "to_feen_many", |b| feen_row(source, b))?;
    let none = py.None().into_bound(py);
    rows_list(
        py,
        rows,
        |s| Ok(PyString::new(py, &s).into_any()),
        |_| none.clone(),
    )
}

/// The number of legal moves of each position text (FEEN, FEN, SFEN, xiangqi FEN): `None` where an
/// input is not a position of a game with rules.
#[pyfunction]
pub(crate) fn legal_move_counts<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let rows = run_many(py, texts, "legal_move_counts", legal_count_row)?;
    let none = py.None().into_bound(py);
    rows_list(
        py,
        rows,
        |n| Ok(n.into_pyobject(py)?.into_any()),
        |_| none.clone(),
    )
}

/// The outcome each position decides by itself (`"1-0 checkmate"`, `"1/2-1/2 stalemate"`), `None` when
/// play goes on or the input is not a position.
#[pyfunction]
pub(crate) fn outcomes<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let rows = run_many(py, texts, "outcomes", outcome_row)?;
    let none = py.None().into_bound(py);
    rows_list(
        py,
        rows,
        |o| Ok(o.map_or_else(|| none.clone(), |s| PyString::new(py, &s).into_any())),
        |_| none.clone(),
    )
}
