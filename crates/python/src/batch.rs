//! `validate`, `is_valid` and the vectorised `validate_many`, which releases the GIL while it validates.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString};

use crate::errors;
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
    errors::with_bytes(text, |bytes| model::validate(bytes).is_ok())
}

/// Validates every string of `texts` (any iterable of `str` or `bytes`) and returns a list of the same
/// length: `None` for a valid string, a `FeenError` instance (not raised) for an invalid one.
///
/// The strings are encoded while the GIL is held, then validated with the GIL released, so other Python
/// threads run meanwhile; the results are built once the GIL is back.
#[pyfunction]
pub(crate) fn validate_many<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyList>> {
    let mut encoded: Vec<Bound<'py, PyBytes>> = Vec::with_capacity(texts.len().unwrap_or(0));
    for (index, text) in texts.try_iter()?.enumerate() {
        let text = text?;
        if let Ok(string) = text.cast::<PyString>() {
            encoded.push(string.encode_utf8()?);
        } else if let Ok(bytes) = text.cast_into::<PyBytes>() {
            encoded.push(bytes);
        } else {
            return Err(PyTypeError::new_err(format!(
                "validate_many: item {index} is not str or bytes"
            )));
        }
    }
    let inputs: Vec<&[u8]> = encoded.iter().map(PyBytesMethods::as_bytes).collect();
    let results: Vec<Result<(), tabula_feen::Error>> =
        py.detach(|| inputs.iter().map(|bytes| model::validate(bytes)).collect());
    let list = PyList::empty(py);
    for result in &results {
        match result {
            Ok(()) => list.append(py.None())?,
            Err(error) => list.append(errors::feen_instance(py, error)?)?,
        }
    }
    Ok(list)
}
