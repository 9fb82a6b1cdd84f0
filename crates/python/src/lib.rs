#![doc = include_str!("../README.md")]
// The crate doc is the Python package's README, written for Python readers (PyO3, CPython as plain words).
#![allow(clippy::doc_markdown)]
//!
//! ## The Rust side
//!
//! This crate is the extension module `tabula_games._native`; the Python package `tabula_games` (in
//! `python/tabula_games`) re-exports it and adds the type stubs. Positions are built, read through, changed
//! and written only in the private module `position_value` (the value a Python `Position` holds), the one
//! place to adapt when `tabula-feen` or `tabula-qi` change their API: the FEEN, PON, FEN, SFEN and xiangqi
//! FEN readers and writers (the last three through `tabula-chess`, `tabula-shogi` and `tabula-xiangqi`),
//! PMN's apply and diff.
//!
//! Games are the facade crate `tabula-games`'s, as for the command line and the JavaScript package: which
//! game a text is for and how it is read (`open_with`), the game's usual notation, its status line, its
//! players' names, its records (`write_record`, `read_record`, `game_of_record`, `game_of_pgn`) and the
//! labels of its pictures (`usual_coordinates`). This door holds no knowledge of any one game: it turns
//! Python values into the facade's and the facade's errors into Python exceptions carrying their code.
//!
//! No Rust panic can abort the interpreter: `PyO3` catches a panic at the boundary of every function it
//! exports and raises `pyo3_runtime.PanicException` instead, which needs unwinding; the workspace never sets
//! `panic = "abort"`, and this crate must not either. (No panic is expected: every reader returns errors.)

mod arrow;
mod batch;
mod convert;
mod coordinates;
mod errors;
mod game;
mod hand;
mod move_texts;
mod moves;
mod outcome;
mod pgn_records;
mod picture;
mod position;
mod position_value;
mod records;
mod shogi_records;
mod tokens;

use pyo3::prelude::*;

/// The extension module `tabula_games._native` (re-exported by the package `tabula_games`).
#[pymodule]
mod _native {
    #[pymodule_export]
    use crate::arrow::{legal_move_counts_arrow, outcomes_arrow, to_feen_arrow, validate_arrow};
    #[pymodule_export]
    use crate::batch::{
        is_valid, legal_move_counts, outcomes, to_feen_many, validate, validate_many,
    };
    #[pymodule_export]
    use crate::coordinates::{Coordinate, Location};
    #[pymodule_export]
    use crate::errors::{
        AmbiguousMoveError, CellError, ConversionError, FeenError, GameError, IllegalMoveError,
        InvalidMoveError, PmnError, PonError, PositionError, TabulaError, TokenError,
    };
    #[pymodule_export]
    use crate::game::Game;
    #[pymodule_export]
    use crate::hand::Hand;
    #[pymodule_export]
    use crate::moves::Move;
    #[pymodule_export]
    use crate::outcome::Outcome;
    #[pymodule_export]
    use crate::pgn_records::{_pgn_record, PgnReader, PgnRecord, parse_pgn, read_pgn};
    #[pymodule_export]
    use crate::position::Position;
    #[pymodule_export]
    use crate::records::{read_record, write_csa, write_kif, write_pgn, write_record};
    #[pymodule_export]
    use crate::shogi_records::{
        ShogiReader, ShogiRecord, parse_csa, parse_kif, read_csa, read_kif,
    };
    #[pymodule_export]
    use crate::tokens::{ExtendedPiece, Piece, QualifiedPiece, Style};

    use pyo3::prelude::*;

    #[pymodule_init]
    fn init(module: &Bound<'_, PyModule>) -> PyResult<()> {
        module.add("__version__", env!("CARGO_PKG_VERSION"))?;
        module.add("FEEN_MAX_LEN", tabula_feen::MAX_LEN)?;
        module.add("PMN_MAX_LEN", tabula_pmn::Move::MAX_LEN)?;
        module.add("PON_MAX_LEN", tabula_pon::MAX_INPUT_LEN)?;
        Ok(())
    }
}
