//! `validate`, `is_valid`, and the batch functions (`validate_many`, `to_feen_many`, `legal_move_counts`,
//! `outcomes`): the strings are borrowed while the GIL is held, then worked on with the GIL released and the
//! work split across the machine's cores (`std::thread::scope`); each result is a value or `None` / an
//! error code, never an exception per input.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString};
use tabula_game::Notation;

use crate::errors;
use crate::facade;
use crate::model;

/// Returns `None` when `text` (`str` or `bytes`) is valid FEEN; raises `FeenError` otherwise. Irregular
/// boards are valid FEEN.
#[pyfunction]
pub(crate) fn validate(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<()> {
    errors::with_bytes(text, model::validate)?.map_err(|error| errors::feen(py, &error))
}

/// Whether `text` (`str` or `bytes`) is valid FEEN.
#[pyfunction]
pub(crate) fn is_valid(text: &Bound<'_, PyAny>) -> PyResult<bool> {
    errors::with_bytes(text, model::validate).map(|result| result.is_ok())
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

/// The inputs of a batch (any iterable of `str` or `bytes`; `None` items are refused with code `null`),
/// kept alive while their bytes are borrowed.
pub(crate) struct Inputs<'py> {
    items: Vec<Option<Bound<'py, PyAny>>>,
}

impl<'py> Inputs<'py> {
    pub(crate) fn collect(texts: &Bound<'py, PyAny>, what: &str) -> PyResult<Inputs<'py>> {
        let mut items = Vec::with_capacity(texts.len().unwrap_or(0));
        for (index, text) in texts.try_iter()?.enumerate() {
            let text = text?;
            if text.is_none() {
                items.push(None);
            } else if text.is_instance_of::<PyString>() || text.is_instance_of::<PyBytes>() {
                items.push(Some(text));
            } else {
                return Err(PyTypeError::new_err(format!(
                    "{what}: item {index} is not str, bytes or None"
                )));
            }
        }
        Ok(Inputs { items })
    }

    /// The bytes of each input (`None` as an empty slice marked in `nulls`).
    pub(crate) fn bytes(&self) -> PyResult<(Vec<&[u8]>, Vec<bool>)> {
        let mut bytes = Vec::with_capacity(self.items.len());
        let mut nulls = Vec::with_capacity(self.items.len());
        for item in &self.items {
            match item {
                None => {
                    bytes.push(&b""[..]);
                    nulls.push(true);
                }
                Some(item) => {
                    if let Ok(string) = item.cast::<PyString>() {
                        bytes.push(string.to_str()?.as_bytes());
                    } else {
                        bytes.push(item.cast::<PyBytes>()?.as_bytes());
                    }
                    nulls.push(false);
                }
            }
        }
        Ok((bytes, nulls))
    }
}

/// The result list: `value(row)` for a row done, `error(code)` for a refused one (`"null"` for `None`).
fn rows_list<'py, T>(
    py: Python<'py>,
    rows: Vec<Row<T>>,
    nulls: &[bool],
    mut value: impl FnMut(T) -> PyResult<Bound<'py, PyAny>>,
    error: impl Fn(&'static str) -> Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let mut items = Vec::with_capacity(rows.len());
    for (row, &null) in rows.into_iter().zip(nulls) {
        items.push(match row {
            _ if null => error("null"),
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
    match model::validate(bytes) {
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
        Source::Feen => match model::from_feen(bytes) {
            Ok(m) => model::to_feen(&m).map_err(|e| e.code()),
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
    match facade::open(text) {
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
    match facade::open(text) {
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
    let inputs = Inputs::collect(texts, "validate_many")?;
    let (bytes, nulls) = inputs.bytes()?;
    let rows = py.detach(|| run(&bytes, validate_row));
    let codes = Codes::new(py);
    rows_list(
        py,
        rows,
        &nulls,
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
    let inputs = Inputs::collect(texts, "to_feen_many")?;
    let (bytes, nulls) = inputs.bytes()?;
    let rows = py.detach(|| run(&bytes, |b| feen_row(source, b)));
    let none = py.None().into_bound(py);
    rows_list(
        py,
        rows,
        &nulls,
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
    let inputs = Inputs::collect(texts, "legal_move_counts")?;
    let (bytes, nulls) = inputs.bytes()?;
    let rows = py.detach(|| run(&bytes, legal_count_row));
    let none = py.None().into_bound(py);
    rows_list(
        py,
        rows,
        &nulls,
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
    let inputs = Inputs::collect(texts, "outcomes")?;
    let (bytes, nulls) = inputs.bytes()?;
    let rows = py.detach(|| run(&bytes, outcome_row));
    let none = py.None().into_bound(py);
    rows_list(
        py,
        rows,
        &nulls,
        |o| Ok(o.map_or_else(|| none.clone(), |s| PyString::new(py, &s).into_any())),
        |_| none.clone(),
    )
}
