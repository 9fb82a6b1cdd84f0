//! Apache Arrow columns in and out, through the Arrow PyCapsule interface (`pyo3-arrow`, kept private to
//! this module): a pyarrow `Array` or `ChunkedArray`, a Polars `Series`, anything with `__arrow_c_array__`
//! or `__arrow_c_stream__`, of strings (`utf8`, `large_utf8`, `utf8_view`) or binary. The strings are read in
//! place, worked on with the GIL released across the cores (`batch::run`), and the result is a pyarrow
//! array (chunked when the input was a stream) of the same length, nulls where the input was null.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, StringArray, UInt32Array};
use arrow_schema::DataType;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3_arrow::{PyArray, PyChunkedArray};

use crate::batch::{self, Row, Source};

/// The bytes of every value of `array` (an empty slice for a null) and its null mask.
fn values(array: &dyn Array) -> PyResult<(Vec<&[u8]>, Vec<bool>)> {
    fn collect<'a>(iter: impl Iterator<Item = Option<&'a [u8]>>) -> (Vec<&'a [u8]>, Vec<bool>) {
        iter.map(|value| (value.unwrap_or(b""), value.is_none()))
            .unzip()
    }
    Ok(match array.data_type() {
        DataType::Utf8 => collect(
            array
                .as_string::<i32>()
                .iter()
                .map(|v| v.map(str::as_bytes)),
        ),
        DataType::LargeUtf8 => collect(
            array
                .as_string::<i64>()
                .iter()
                .map(|v| v.map(str::as_bytes)),
        ),
        DataType::Utf8View => collect(array.as_string_view().iter().map(|v| v.map(str::as_bytes))),
        DataType::Binary => collect(array.as_binary::<i32>().iter()),
        DataType::LargeBinary => collect(array.as_binary::<i64>().iter()),
        DataType::BinaryView => collect(array.as_binary_view().iter()),
        other => {
            return Err(PyTypeError::new_err(format!(
                "an Arrow column of strings or binary is expected, not {other}"
            )));
        }
    })
}

/// The kind of work on a column, and how its result is written.
#[derive(Clone, Copy)]
enum Work {
    Validate,
    ToFeen(Source),
    LegalCounts,
    Outcomes,
}

/// One chunk worked on: the result column.
fn chunk(array: &dyn Array, work: Work) -> PyResult<ArrayRef> {
    let (bytes, nulls) = values(array)?;
    let strings = |rows: Vec<Row<Option<String>>>| -> ArrayRef {
        Arc::new(
            rows.into_iter()
                .zip(&nulls)
                .map(|(row, &null)| match row {
                    _ if null => None,
                    Row::Ok(value) => value,
                    Row::Err(_) => None,
                })
                .collect::<StringArray>(),
        )
    };
    Ok(match work {
        Work::Validate => {
            let rows = batch::run(&bytes, batch::validate_row);
            Arc::new(
                rows.into_iter()
                    .zip(&nulls)
                    .map(|(row, &null)| match row {
                        _ if null => Some("null"),
                        Row::Ok(()) => None,
                        Row::Err(code) => Some(code),
                    })
                    .collect::<StringArray>(),
            )
        }
        Work::ToFeen(source) => strings(batch::run(&bytes, |b| match batch::feen_row(source, b) {
            Row::Ok(feen) => Row::Ok(Some(feen)),
            Row::Err(code) => Row::Err(code),
        })),
        Work::Outcomes => strings(batch::run(&bytes, batch::outcome_row)),
        Work::LegalCounts => {
            let rows = batch::run(&bytes, batch::legal_count_row);
            Arc::new(
                rows.into_iter()
                    .zip(&nulls)
                    .map(|(row, &null)| match row {
                        Row::Ok(n) if !null => u32::try_from(n).ok(),
                        _ => None,
                    })
                    .collect::<UInt32Array>(),
            )
        }
    })
}

/// Runs `work` over a column given as an Arrow array or stream; returns a pyarrow array or chunked array.
fn column<'py>(
    py: Python<'py>,
    column: &Bound<'py, PyAny>,
    work: Work,
) -> PyResult<Bound<'py, PyAny>> {
    if column.hasattr("__arrow_c_array__")? {
        let (array, _) = column.extract::<PyArray>()?.into_inner();
        let result = py.detach(|| chunk(array.as_ref(), work))?;
        let exported = PyArray::from_array_ref(result).into_pyobject(py)?;
        py.import("pyarrow")?.getattr("array")?.call1((exported,))
    } else if column.hasattr("__arrow_c_stream__")? {
        let (chunks, _) = column.extract::<PyChunkedArray>()?.into_inner();
        let results = py.detach(|| {
            chunks
                .iter()
                .map(|array| chunk(array.as_ref(), work))
                .collect::<PyResult<Vec<_>>>()
        })?;
        let field = Arc::new(arrow_schema::Field::new(
            "",
            results
                .first()
                .map_or(DataType::Utf8, |a| a.data_type().clone()),
            true,
        ));
        PyChunkedArray::try_new(results, field)?.into_pyarrow(py)
    } else {
        Err(PyTypeError::new_err(
            "an Arrow column is expected (an object with __arrow_c_array__ or __arrow_c_stream__: pyarrow, Polars)",
        ))
    }
}

/// Validates a column of FEEN strings: a string column of the same length, null where valid, the error's
/// code where not (`"null"` for a null input).
#[pyfunction]
pub(crate) fn validate_arrow<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    column(py, texts, Work::Validate)
}

/// Converts a column of position texts from `source` (`"fen"`, `"sfen"`, `"xiangqi-fen"`, `"feen"`) to
/// FEEN: null where an input is refused.
#[pyfunction]
#[pyo3(signature = (texts, source="fen"))]
pub(crate) fn to_feen_arrow<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
    source: &str,
) -> PyResult<Bound<'py, PyAny>> {
    column(py, texts, Work::ToFeen(batch::source_arg(source)?))
}

/// The number of legal moves of each position text of a column (`uint32`, null where not a position).
#[pyfunction]
pub(crate) fn legal_move_counts_arrow<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    column(py, texts, Work::LegalCounts)
}

/// The outcome each position of a column decides (`"1-0 checkmate"`, …), null when play goes on or the
/// input is not a position.
#[pyfunction]
pub(crate) fn outcomes_arrow<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    column(py, texts, Work::Outcomes)
}
