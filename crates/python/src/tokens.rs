//! The token classes: `Style` (SIN), `Piece` (PIN), `ExtendedPiece` (EPIN) and `QualifiedPiece` (QPI).
//!
//! Each wraps the Rust token (a `Copy` value of one or two bytes), is immutable, hashable, ordered as in Rust,
//! prints as its token (`str`) and as a constructor call (`repr`), and pickles as its token string.

// PyO3 methods take `&self`, even on these `Copy` tokens of a few bytes.
#![allow(clippy::trivially_copy_pass_by_ref)]

use pyo3::prelude::*;
use pyo3::types::PyType;
use tabula_qpi::{ExtendedPiece as RsExtended, Piece as RsPiece, Style as RsStyle};

use crate::errors;

/// What every token class has: the constructor from `str` or `bytes`, `repr`, pickling.
macro_rules! token_class {
    // A token that is or holds a PIN piece: the piece's getters too, written once for the three classes.
    ($class:ident, $rust:ty, $notation:literal, piece, { $($extra:tt)* }) => {
        token_class!($class, $rust, $notation, {
            /// The letter of the piece, uppercase.
            #[getter]
            fn letter(&self) -> char {
                self.0.letter().as_char()
            }

            /// The piece's side: `"first"` (uppercase letter) or `"second"` (lowercase).
            #[getter]
            fn side(&self) -> &'static str {
                self.0.side().as_str()
            }

            /// `"normal"`, `"enhanced"` (`+`) or `"diminished"` (`-`).
            #[getter]
            fn state(&self) -> &'static str {
                self.0.state().as_str()
            }

            /// Whether the piece carries the terminal marker `^`.
            #[getter]
            fn terminal(&self) -> bool {
                self.0.is_terminal()
            }

            $($extra)*
        });
    };
    ($class:ident, $rust:ty, $notation:literal, { $($extra:tt)* }) => {
        #[pymethods]
        impl $class {
            #[new]
            fn new(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Self> {
                errors::with_bytes(text, |bytes| <$rust>::parse_bytes(bytes))?
                    .map($class)
                    .map_err(|error| {
                        errors::token(py, $notation, &error.to_string(), error.offset(), error.code())
                    })
            }

            /// Whether `text` is a valid token of this notation (never raises for a `str` or `bytes`).
            #[classmethod]
            fn is_valid(_class: &Bound<'_, PyType>, text: &Bound<'_, PyAny>) -> PyResult<bool> {
                errors::with_bytes(text, |bytes| <$rust>::parse_bytes(bytes).is_ok())
            }

            fn __str__(&self) -> String {
                self.0.to_string()
            }

            fn __repr__(&self) -> String {
                format!(concat!(stringify!($class), "('{}')"), self.0)
            }

            fn __reduce__<'py>(
                slf: &Bound<'py, Self>,
            ) -> PyResult<(Bound<'py, PyType>, (String,))> {
                Ok((slf.get_type(), (slf.get().0.to_string(),)))
            }

            $($extra)*
        }
    };
}

/// A SIN style token: a letter and a side (`C` is the first player's chess style, `s` the second's shogi).
#[pyclass(module = "tabula_games", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Style(pub(crate) RsStyle);

token_class!(Style, RsStyle, "sin", {
    /// The letter, uppercase.
    #[getter]
    fn letter(&self) -> char {
        self.0.letter().as_char()
    }

    /// `"first"` (uppercase token) or `"second"` (lowercase).
    #[getter]
    fn side(&self) -> &'static str {
        self.0.side().as_str()
    }

    /// The same letter for the other side.
    fn flip(&self) -> Style {
        Style(self.0.flip())
    }
});

/// A PIN piece token: letter, side, state (`+` enhanced, `-` diminished) and terminal marker `^`.
#[pyclass(module = "tabula_games", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Piece(pub(crate) RsPiece);

token_class!(Piece, RsPiece, "pin", piece, {
    /// The same piece for the other side.
    fn flip(&self) -> Piece {
        Piece(self.0.flip())
    }

    /// The piece in the enhanced state.
    fn enhance(&self) -> Piece {
        Piece(self.0.enhance())
    }

    /// The piece in the diminished state.
    fn diminish(&self) -> Piece {
        Piece(self.0.diminish())
    }

    /// The piece in the normal state.
    fn normalize(&self) -> Piece {
        Piece(self.0.normalize())
    }
});

/// An EPIN token: a PIN piece, native or derived (`'`: the piece has the other player's style).
#[pyclass(module = "tabula_games", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct ExtendedPiece(pub(crate) RsExtended);

token_class!(ExtendedPiece, RsExtended, "epin", piece, {
    /// The PIN part.
    #[getter]
    fn piece(&self) -> Piece {
        Piece(self.0.piece())
    }

    /// Whether the token ends with the derivation marker `'`.
    #[getter]
    fn derived(&self) -> bool {
        self.0.is_derived()
    }
});

/// A QPI token: a style and a piece (`C:K^`, `s:+r`). The piece is derived when the two cases differ.
#[pyclass(module = "tabula_games", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct QualifiedPiece(pub(crate) tabula_qpi::QualifiedPiece);

token_class!(QualifiedPiece, tabula_qpi::QualifiedPiece, "qpi", piece, {
    /// The piece of `style` and `piece` (never fails: any style goes with any piece).
    #[staticmethod]
    fn of(style: &Style, piece: &Piece) -> QualifiedPiece {
        QualifiedPiece(tabula_qpi::QualifiedPiece::new(style.0, piece.0))
    }

    /// The SIN part.
    #[getter]
    fn style(&self) -> Style {
        Style(self.0.style())
    }

    /// The PIN part.
    #[getter]
    fn piece(&self) -> Piece {
        Piece(self.0.piece())
    }

    /// Whether the style and the piece are of different cases (the piece plays in the other style).
    #[getter]
    fn derived(&self) -> bool {
        self.0.is_derived()
    }

    /// The EPIN token FEEN writes for this piece: the PIN part, derived when the cases differ.
    #[getter]
    fn epin(&self) -> ExtendedPiece {
        ExtendedPiece(self.0.extended())
    }

    /// The same piece for the other side (style and piece flipped together).
    fn flip(&self) -> QualifiedPiece {
        QualifiedPiece(self.0.flip())
    }
});
