//! The exception hierarchy and the mapping of every Rust error onto it.
//!
//! `TabulaError(ValueError)` is the base; `FeenError`, `TokenError`, `CellError`, `PositionError`,
//! `PmnError`, `PonError` and `ConversionError` derive from it. Each instance carries the Rust error's machine-readable parts as attributes (`code`, `offset`,
//! `message`, and `field` for FEEN), so Python code never parses a message.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

pyo3::create_exception!(
    tabula_games,
    TabulaError,
    PyValueError,
    "Base class of every error Tabula raises for a malformed input or an impossible position."
);
pyo3::create_exception!(
    tabula_games,
    FeenError,
    TabulaError,
    "A string that is not valid FEEN, or a position FEEN cannot write. Attributes: field, offset, code, message."
);
pyo3::create_exception!(
    tabula_games,
    TokenError,
    TabulaError,
    "A string that is not a valid SIN, PIN, EPIN or QPI token. Attributes: notation, offset, code, message."
);
pyo3::create_exception!(
    tabula_games,
    CellError,
    TabulaError,
    "A string that is not a CELL coordinate or location, or a coordinate that is not on the board. Attributes: offset, code, message."
);
pyo3::create_exception!(
    tabula_games,
    PositionError,
    TabulaError,
    "Parts that do not make a position (shape, board length, hand counts, cardinality). Attributes: code, message."
);

pyo3::create_exception!(
    tabula_games,
    PmnError,
    TabulaError,
    "A string that is not a PMN move, a move that does not apply to a position, or two positions no move links. Attributes: offset, code, part, message."
);
pyo3::create_exception!(
    tabula_games,
    PonError,
    TabulaError,
    "A document that is not valid PON, a PON position that makes no Position, or a Position PON cannot write. Attributes: path, code, message."
);
pyo3::create_exception!(
    tabula_games,
    ConversionError,
    TabulaError,
    "A FEN, SFEN or xiangqi FEN string the converting crate refuses, or a position that notation cannot write. Attributes: notation, offset, code, message."
);

pyo3::create_exception!(
    tabula_games,
    GameError,
    TabulaError,
    "A position text no game reads, or a move a game refuses. Attributes: code, offset (the byte of the text at fault, or None), message."
);
pyo3::create_exception!(
    tabula_games,
    IllegalMoveError,
    GameError,
    "A move the rules refuse (or a move after the end of the game). A ValueError, as in python-chess."
);
pyo3::create_exception!(
    tabula_games,
    InvalidMoveError,
    GameError,
    "A text that is not a move in the notation (offset: the byte at fault), or a notation the game does not read."
);
pyo3::create_exception!(
    tabula_games,
    AmbiguousMoveError,
    GameError,
    "A text that names more than one legal move (a SAN or WXF move missing its disambiguation)."
);

/// The exception for a [`tabula_game::GameError`]: `moving` when it answers a move, so that the class
/// says why (invalid text, ambiguous, illegal); `GameError` itself otherwise.
pub(crate) fn game(py: Python<'_>, error: &tabula_game::GameError, moving: bool) -> PyErr {
    raise((|| {
        let attributes = [
            ("code", error.code.into_pyobject(py)?.into_any()),
            ("offset", error.offset.into_pyobject(py)?),
        ];
        let message = error.message.as_str();
        if !moving {
            return instance::<GameError>(py, message, &attributes);
        }
        match error.code {
            "ambiguous-move" => instance::<AmbiguousMoveError>(py, message, &attributes),
            "notation-unsupported" => instance::<InvalidMoveError>(py, message, &attributes),
            _ if error.offset.is_some() => instance::<InvalidMoveError>(py, message, &attributes),
            _ => instance::<IllegalMoveError>(py, message, &attributes),
        }
    })())
}

/// The `ConversionError` to raise for a failed FEN, SFEN or xiangqi FEN conversion.
pub(crate) fn conversion(py: Python<'_>, failure: &crate::position_value::Failure) -> PyErr {
    raise((|| {
        instance::<ConversionError>(
            py,
            &failure.message,
            &[
                ("notation", failure.notation.into_pyobject(py)?.into_any()),
                ("offset", failure.offset.into_pyobject(py)?),
                ("code", failure.code.into_pyobject(py)?.into_any()),
            ],
        )
    })())
}

/// An exception instance of type `T` with `message` and the given attributes, not raised.
fn instance<'py, T: pyo3::type_object::PyTypeInfo>(
    py: Python<'py>,
    message: &str,
    attributes: &[(&str, Bound<'py, PyAny>)],
) -> PyResult<Bound<'py, PyAny>> {
    let error = py.get_type::<T>().call1((message,))?;
    error.setattr("message", message)?;
    for (name, value) in attributes {
        error.setattr(*name, value)?;
    }
    Ok(error)
}

/// Turns an instance built by [`instance`] into a raisable error.
fn raise(instance: PyResult<Bound<'_, PyAny>>) -> PyErr {
    match instance {
        Ok(instance) => PyErr::from_value(instance),
        Err(error) => error,
    }
}

/// A `FeenError` instance (not raised): what `validate_many` returns for an invalid string.
pub(crate) fn feen_instance<'py>(
    py: Python<'py>,
    error: &tabula_feen::Error,
) -> PyResult<Bound<'py, PyAny>> {
    instance::<FeenError>(
        py,
        &error.to_string(),
        &[
            (
                "field",
                error.field().as_str().into_pyobject(py)?.into_any(),
            ),
            ("offset", error.offset().into_pyobject(py)?),
            ("length", error.len().into_pyobject(py)?.into_any()),
            ("code", error.code().into_pyobject(py)?.into_any()),
        ],
    )
}

/// The `FeenError` to raise.
pub(crate) fn feen(py: Python<'_>, error: &tabula_feen::Error) -> PyErr {
    raise(feen_instance(py, error))
}

/// The `FeenError` to raise for a position FEEN cannot write: no field, offset or length (there is no
/// string), the code of the refusal.
pub(crate) fn feen_emit(py: Python<'_>, error: &tabula_feen::EmitError) -> PyErr {
    raise((|| {
        let none = || py.None().into_bound(py);
        instance::<FeenError>(
            py,
            &error.to_string(),
            &[
                ("field", none()),
                ("offset", none()),
                ("length", none()),
                ("code", error.code().into_pyobject(py)?.into_any()),
            ],
        )
    })())
}

/// The `TokenError` to raise for a token of `notation` (`"sin"`, `"pin"`, `"epin"`, `"qpi"`).
pub(crate) fn token(
    py: Python<'_>,
    notation: &str,
    message: &str,
    offset: usize,
    code: &str,
) -> PyErr {
    raise((|| {
        instance::<TokenError>(
            py,
            message,
            &[
                ("notation", notation.into_pyobject(py)?.into_any()),
                ("offset", offset.into_pyobject(py)?.into_any()),
                ("code", code.into_pyobject(py)?.into_any()),
            ],
        )
    })())
}

/// The `CellError` to raise.
pub(crate) fn cell(py: Python<'_>, error: &tabula_cell::Error) -> PyErr {
    raise((|| {
        instance::<CellError>(
            py,
            &error.to_string(),
            &[
                ("offset", error.offset().into_pyobject(py)?),
                ("code", error.code().into_pyobject(py)?.into_any()),
            ],
        )
    })())
}

/// The `PositionError` to raise for a position the model refuses.
pub(crate) fn position(py: Python<'_>, error: &tabula_qi::Error) -> PyErr {
    raise((|| {
        instance::<PositionError>(
            py,
            &error.to_string(),
            &[("code", error.code().into_pyobject(py)?.into_any())],
        )
    })())
}

/// The name of a move's part, as the attribute of `Move` that holds it (`source`, `destination`, `square`,
/// `piece`, `actor`, `captured`).
pub(crate) fn part_name(part: tabula_pmn::Part) -> Option<&'static str> {
    Some(match part {
        tabula_pmn::Part::Source => "source",
        tabula_pmn::Part::Destination => "destination",
        tabula_pmn::Part::Square => "square",
        tabula_pmn::Part::DropPiece => "piece",
        tabula_pmn::Part::Actor => "actor",
        tabula_pmn::Part::Captured => "captured",
        _ => return None,
    })
}

/// The `PmnError` to raise: `offset` for a string that is not PMN (`None` for a move that does not apply),
/// `part` the move attribute at fault (or `None`), `code` the rule.
pub(crate) fn pmn(py: Python<'_>, error: &tabula_pmn::Error) -> PyErr {
    raise((|| {
        instance::<PmnError>(
            py,
            &error.to_string(),
            &[
                ("offset", error.offset().into_pyobject(py)?),
                ("code", error.code().into_pyobject(py)?.into_any()),
                ("part", error.part().and_then(part_name).into_pyobject(py)?),
            ],
        )
    })())
}

/// The `PonError` to raise: `path` is the JSON Pointer of the value at fault (`"/board/1/0"`, `""` for the
/// top-level object), or `None` when the error is about no one value.
pub(crate) fn pon(py: Python<'_>, error: &tabula_pon::Error) -> PyErr {
    raise((|| {
        instance::<PonError>(
            py,
            &error.to_string(),
            &[
                (
                    "path",
                    error
                        .path()
                        .map(tabula_pon::Path::pointer)
                        .into_pyobject(py)?,
                ),
                ("code", error.code().into_pyobject(py)?.into_any()),
            ],
        )
    })())
}

/// Runs `read` on the bytes of a `str` (its UTF-8 encoding) or of a `bytes` object.
///
/// Every reader of this crate takes either: `bytes` reach the byte-level readers as they are, so an input
/// that is not UTF-8 gets the reader's own error (a `non-ascii` byte, an unexpected character) rather than
/// a decoding error.
pub(crate) fn with_bytes<R>(text: &Bound<'_, PyAny>, read: impl FnOnce(&[u8]) -> R) -> PyResult<R> {
    if let Ok(string) = text.cast::<PyString>() {
        // The stable ABI of Python 3.10 and later lends a string's UTF-8 view: no copy.
        Ok(read(string.to_str()?.as_bytes()))
    } else if let Ok(bytes) = text.cast::<PyBytes>() {
        Ok(read(bytes.as_bytes()))
    } else {
        Err(PyTypeError::new_err(format!(
            "expected str or bytes, not {}",
            text.get_type().name()?
        )))
    }
}
