//! `Hand`: a read-only mapping `{QualifiedPiece: count}` of one player's captured pieces.

use pyo3::exceptions::{PyKeyError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyList, PyString};
use tabula_qpi::QualifiedPiece as RsPiece;

use crate::errors;
use crate::tokens::QualifiedPiece;

/// A piece given as a `QualifiedPiece` or its QPI string (`TokenError` when the string is not QPI).
pub(crate) fn piece_arg(py: Python<'_>, piece: &Bound<'_, PyAny>) -> PyResult<RsPiece> {
    if let Ok(piece) = piece.cast::<QualifiedPiece>() {
        return Ok(piece.get().0);
    }
    errors::with_bytes(piece, RsPiece::parse_bytes)?
        .map_err(|error| errors::token(py, "qpi", &error.to_string(), error.offset(), error.code()))
}

/// A key as a piece, or `None` when it is not one (any other object, or a string that is not QPI).
fn key(key: &Bound<'_, PyAny>) -> Option<RsPiece> {
    if let Ok(piece) = key.cast::<QualifiedPiece>() {
        return Some(piece.get().0);
    }
    let text = key.cast::<PyString>().ok()?.to_cow().ok()?;
    RsPiece::parse(&text).ok()
}

/// One player's hand: a read-only mapping from `QualifiedPiece` to its count (at least 1), in the model's
/// piece order. Keys may also be given as QPI strings: `hand["C:P"]`. Registered as a
/// `collections.abc.Mapping`; compares equal to any mapping with the same items.
#[pyclass(module = "tabula_games", frozen, mapping)]
pub(crate) struct Hand {
    items: Vec<(RsPiece, usize)>,
}

impl Hand {
    pub(crate) fn new(items: Vec<(RsPiece, usize)>) -> Hand {
        Hand { items }
    }

    fn count_of(&self, piece: RsPiece) -> Option<usize> {
        self.items
            .iter()
            .find(|(item, _)| *item == piece)
            .map(|&(_, count)| count)
    }

    fn keys_list<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(
            py,
            self.items.iter().map(|&(piece, _)| QualifiedPiece(piece)),
        )
    }
}

#[pymethods]
impl Hand {
    fn __len__(&self) -> usize {
        self.items.len()
    }

    fn __getitem__(&self, key_object: &Bound<'_, PyAny>) -> PyResult<usize> {
        key(key_object)
            .and_then(|piece| self.count_of(piece))
            .ok_or_else(|| PyKeyError::new_err(key_object.clone().unbind()))
    }

    fn __contains__(&self, key_object: &Bound<'_, PyAny>) -> bool {
        key(key_object).is_some_and(|piece| self.count_of(piece).is_some())
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        self.keys_list(py)?.try_iter()
    }

    /// The count of `key`, or `default` when the hand does not hold it.
    #[pyo3(signature = (key_object, default = None))]
    fn get<'py>(
        &self,
        py: Python<'py>,
        key_object: &Bound<'py, PyAny>,
        default: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        match key(key_object).and_then(|piece| self.count_of(piece)) {
            Some(count) => Ok(count.into_pyobject(py)?.into_any()),
            None => Ok(default.unwrap_or_else(|| py.None().into_bound(py))),
        }
    }

    /// The pieces, in the hand's order.
    fn keys<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        self.keys_list(py)
    }

    /// The counts, in the hand's order.
    fn values(&self) -> Vec<usize> {
        self.items.iter().map(|&(_, count)| count).collect()
    }

    /// `(piece, count)` pairs, in the hand's order.
    fn items(&self) -> Vec<(QualifiedPiece, usize)> {
        self.items
            .iter()
            .map(|&(piece, count)| (QualifiedPiece(piece), count))
            .collect()
    }

    /// The number of pieces in the hand (the sum of the counts).
    fn total(&self) -> usize {
        self.items.iter().map(|&(_, count)| count).sum()
    }

    /// A new `dict` with the same items.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for &(piece, count) in &self.items {
            dict.set_item(QualifiedPiece(piece), count)?;
        }
        Ok(dict)
    }

    fn __eq__<'py>(
        &self,
        py: Python<'py>,
        other: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let mine = self.to_dict(py)?;
        if let Ok(other) = other.cast::<Hand>() {
            return Ok(mine
                .eq(other.get().to_dict(py)?)?
                .into_pyobject(py)?
                .to_owned()
                .into_any());
        }
        let mapping = py.import("collections.abc")?.getattr("Mapping")?;
        if other.is_instance(&mapping)? {
            let theirs = PyDict::new(py);
            theirs.update(other.cast::<pyo3::types::PyMapping>().map_err(|_| {
                PyTypeError::new_err("a Mapping that does not support the mapping protocol")
            })?)?;
            return Ok(mine.eq(theirs)?.into_pyobject(py)?.to_owned().into_any());
        }
        Ok(py.NotImplemented().into_bound(py))
    }

    fn __repr__(&self) -> String {
        let items: Vec<String> = self
            .items
            .iter()
            .map(|(piece, count)| format!("QualifiedPiece('{piece}'): {count}"))
            .collect();
        format!("Hand({{{}}})", items.join(", "))
    }
}
