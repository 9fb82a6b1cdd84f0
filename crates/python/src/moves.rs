//! `Move`: one PMN move (`e2-e4`, `b7+a8=Q/r`, `P*e5`, `...`), read and written by `tabula-pmn`.
//!
//! A move is immutable and hashable, prints as its PMN string and pickles as it. Its parts carry the names
//! the conformance fixtures use (`source`, `destination`, `square`, `piece`, `actor`, `captured`), which are
//! also the `part` a `PmnError` names: `getattr(move, error.part)` is the part at fault.

// PyO3 methods take `&self`, even on this `Copy` value of 14 bytes.
#![allow(clippy::trivially_copy_pass_by_ref)]

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString, PyType};
use tabula_pmn::Move as RsMove;

use crate::coordinates::Coordinate;
use crate::errors;
use crate::tokens::ExtendedPiece;

/// A PMN move: one of eight forms (`form`), squares as `Coordinate`, pieces as `ExtendedPiece`.
#[pyclass(module = "tabula_games", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Move(pub(crate) RsMove);

/// Reads a PMN string (`str` or `bytes`), raising `PmnError`.
fn parse(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<RsMove> {
    errors::with_bytes(text, RsMove::parse_bytes)?.map_err(|error| errors::pmn(py, &error))
}

/// A move given as a `Move` or its PMN string (`str` or `bytes`).
pub(crate) fn move_arg(py: Python<'_>, mv: &Bound<'_, PyAny>) -> PyResult<RsMove> {
    if let Ok(mv) = mv.cast::<Move>() {
        Ok(mv.get().0)
    } else if mv.is_instance_of::<PyString>() || mv.is_instance_of::<PyBytes>() {
        parse(py, mv)
    } else {
        Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "a move is a Move or its PMN string, not {}",
            mv.get_type().name()?
        )))
    }
}

#[pymethods]
impl Move {
    /// Reads one PMN move (`str` or `bytes`); raises `PmnError` when it is not one.
    #[new]
    fn new(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Self> {
        parse(py, text).map(Move)
    }

    /// The same as the constructor: reads one PMN move, raises `PmnError`.
    #[classmethod]
    fn parse(
        _class: &Bound<'_, PyType>,
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
    ) -> PyResult<Move> {
        parse(py, text).map(Move)
    }

    /// Whether `text` is exactly one PMN move (never raises for a `str` or `bytes`).
    #[classmethod]
    fn is_valid(_class: &Bound<'_, PyType>, text: &Bound<'_, PyAny>) -> PyResult<bool> {
        errors::with_bytes(text, |bytes| RsMove::parse_bytes(bytes).is_ok())
    }

    /// The form: `"pass"`, `"quiet"`, `"capture"`, `"special"`, `"static-capture"`, `"drop"`,
    /// `"drop-capture"` or `"mutate"`.
    #[getter]
    fn form(&self) -> &'static str {
        self.0.form()
    }

    /// The source square of `-`, `+` and `~`; `None` for the other forms.
    #[getter]
    fn source(&self) -> Option<Coordinate> {
        self.0.source().map(Coordinate)
    }

    /// The destination square of `-`, `+`, `~`, `*` and `.`; `None` for the other forms.
    #[getter]
    fn destination(&self) -> Option<Coordinate> {
        self.0.destination().map(Coordinate)
    }

    /// The square of a static capture (`+d4`) or a mutation (`e4=+P`); `None` for the other forms.
    #[getter]
    fn square(&self) -> Option<Coordinate> {
        self.0.square().map(Coordinate)
    }

    /// The piece a drop takes from the hand (`P` in `P*e5`); `None` when it is not written (`*e5`) and for
    /// the other forms.
    #[getter]
    fn piece(&self) -> Option<ExtendedPiece> {
        self.0.piece().map(ExtendedPiece)
    }

    /// The actor's identity after the move (the `=A` suffix, or the new identity of a mutation); `None`
    /// when it does not change.
    #[getter]
    fn actor(&self) -> Option<ExtendedPiece> {
        self.0.actor().map(ExtendedPiece)
    }

    /// The captured piece's identity as it enters the hand (the `/C` suffix); `None` when it does not
    /// change.
    #[getter]
    fn captured(&self) -> Option<ExtendedPiece> {
        self.0.captured().map(ExtendedPiece)
    }

    /// The PMN string.
    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Move('{}')", self.0)
    }

    /// Pickles as the PMN string.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        (slf.get_type(), (slf.get().0.to_string(),))
    }
}
