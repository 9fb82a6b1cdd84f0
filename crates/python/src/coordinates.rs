//! `Coordinate` (CELL: `e4`, `a1A`) and `Location` (a coordinate or the hand, `*`).

// PyO3 methods take `&self`, even on these `Copy` tokens of a few bytes.
#![allow(clippy::trivially_copy_pass_by_ref)]

use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};
use tabula_cell::{Coordinate as RsCoordinate, Location as RsLocation};

use crate::errors;

/// A CELL coordinate: one to three 0-based indices, first dimension (the file) first. `e4` is `(4, 3)`.
#[pyclass(module = "tabula_games", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Coordinate(pub(crate) RsCoordinate);

#[pymethods]
impl Coordinate {
    #[new]
    fn new(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Self> {
        errors::with_bytes(text, RsCoordinate::parse_bytes)?
            .map(Coordinate)
            .map_err(|error| errors::cell(py, &error))
    }

    /// The coordinate of 0-based `indices`, first dimension first: `Coordinate.from_indices(4, 3)` is `e4`.
    #[classmethod]
    #[pyo3(signature = (*indices))]
    #[allow(clippy::needless_pass_by_value)] // PyO3 extracts `*indices` as an owned vector.
    fn from_indices(
        _class: &Bound<'_, PyType>,
        py: Python<'_>,
        indices: Vec<u8>,
    ) -> PyResult<Coordinate> {
        RsCoordinate::new(&indices)
            .map(Coordinate)
            .map_err(|error| errors::cell(py, &error))
    }

    /// Whether `text` is a valid CELL coordinate.
    #[classmethod]
    fn is_valid(_class: &Bound<'_, PyType>, text: &Bound<'_, PyAny>) -> PyResult<bool> {
        errors::with_bytes(text, |bytes| RsCoordinate::parse_bytes(bytes).is_ok())
    }

    /// The 0-based indices, first dimension first.
    #[getter]
    fn indices<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.0.indices())
    }

    /// How many dimensions (1 to 3).
    #[getter]
    fn dimensions(&self) -> usize {
        self.0.dimensions()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Coordinate('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        (slf.get_type(), (slf.get().0.to_string(),))
    }
}

/// A location: a board square (a [`Coordinate`]) or the hand, written `*`.
#[pyclass(module = "tabula_games", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Location(pub(crate) RsLocation);

#[pymethods]
impl Location {
    #[new]
    fn new(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Self> {
        errors::with_bytes(text, RsLocation::parse_bytes)?
            .map(Location)
            .map_err(|error| errors::cell(py, &error))
    }

    /// Whether this is the hand (`*`).
    #[getter]
    fn is_hand(&self) -> bool {
        self.0.is_hand()
    }

    /// The board square, or `None` for the hand.
    #[getter]
    fn coordinate(&self) -> Option<Coordinate> {
        self.0.coordinate().map(Coordinate)
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Location('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        (slf.get_type(), (slf.get().0.to_string(),))
    }
}
