//! The Python side of the FEN, SFEN and xiangqi FEN conversions: argument spellings and the `lost`
//! dictionary (what FEEN cannot hold). The conversions themselves are in `position_value`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::position_value::Lost;

/// `"xfen"` or `"shredder"` as a castling spelling.
pub(crate) fn castling_arg(castling: &str) -> PyResult<tabula_chess::fen::Castling> {
    match castling {
        "xfen" => Ok(tabula_chess::fen::Castling::XFen),
        "shredder" => Ok(tabula_chess::fen::Castling::Shredder),
        other => Err(PyValueError::new_err(format!(
            "castling is \"xfen\" or \"shredder\", not {other:?}"
        ))),
    }
}

/// `"ucci"` or `"wxf"` as a xiangqi letter set.
pub(crate) fn letters_arg(letters: &str) -> PyResult<tabula_xiangqi::Letters> {
    match letters {
        "ucci" => Ok(tabula_xiangqi::Letters::Ucci),
        "wxf" => Ok(tabula_xiangqi::Letters::Wxf),
        other => Err(PyValueError::new_err(format!(
            "letters is \"ucci\" or \"wxf\", not {other:?}"
        ))),
    }
}

/// The letter set's name, as `letters_arg` reads it.
fn letters_name(letters: tabula_xiangqi::Letters) -> &'static str {
    match letters {
        tabula_xiangqi::Letters::Ucci => "ucci",
        tabula_xiangqi::Letters::Wxf => "wxf",
    }
}

/// What the conversion lost, as a `dict` (keys per notation; `None` for a field the input did not have).
pub(crate) fn lost_dict<'py>(py: Python<'py>, lost: &Lost) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    match lost {
        Lost::Chess(lost) => {
            dict.set_item("halfmove_clock", lost.halfmove_clock)?;
            dict.set_item("fullmove_number", lost.fullmove_number)?;
            dict.set_item(
                "en_passant",
                lost.en_passant.map(|square| square.to_string()),
            )?;
            dict.set_item("operations", lost.operations.as_deref())?;
            let defaulted: Vec<&str> = lost.defaulted.iter().map(|field| field.as_str()).collect();
            dict.set_item("defaulted", defaulted)?;
        }
        Lost::Shogi(lost) => {
            dict.set_item("move_count", lost.move_count)?;
            dict.set_item("moves_at", lost.moves_at)?;
        }
        Lost::Xiangqi(lost) => {
            dict.set_item("halfmove_clock", lost.halfmove_clock)?;
            dict.set_item("fullmove_number", lost.fullmove_number)?;
            dict.set_item("letters", letters_name(lost.letters))?;
            dict.set_item("moves_at", lost.moves_at)?;
        }
    }
    Ok(dict)
}
