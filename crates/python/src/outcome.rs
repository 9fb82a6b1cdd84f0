//! `Outcome`: how a game ended (or the draw a player may claim), its winner and termination as the words
//! tabula-game gives them (`"first"`, `"checkmate"`, …).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use tabula_game::{Side, Termination};

/// How a game ended: `winner` (`"first"`, `"second"` or `None` for a draw), `termination` (a code such as
/// `"checkmate"`, `"stalemate"`, `"sennichite"`, `"threefold-repetition"`) and `result` (`"1-0"`, `"0-1"`,
/// `"1/2-1/2"`).
#[pyclass(module = "tabula_games", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Outcome(pub(crate) tabula_game::Outcome);

/// A termination named in Python, by tabula-game's names (`Termination::from_name`).
fn termination_arg(name: &str) -> PyResult<Termination> {
    Termination::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Termination::ALL
            .into_iter()
            .map(Termination::name)
            .collect();
        PyValueError::new_err(format!(
            "unknown termination {name:?}: expected one of {}",
            names.join(", ")
        ))
    })
}

#[pymethods]
impl Outcome {
    /// An outcome from its parts: `winner` `"first"`, `"second"` or `None`; `termination` a code.
    #[new]
    #[pyo3(signature = (termination, winner=None))]
    pub(crate) fn new(termination: &str, winner: Option<&str>) -> PyResult<Self> {
        let termination = termination_arg(termination)?;
        Ok(Outcome(match winner {
            None => tabula_game::Outcome::draw(termination),
            Some(side) => tabula_game::Outcome::win(crate::position::side_arg(side)?, termination),
        }))
    }

    /// The winner: `"first"`, `"second"`, or `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.0.winner.map(Side::as_str)
    }

    /// The rule that ended the game, as a code (`"checkmate"`, `"sennichite"`, …).
    #[getter]
    fn termination(&self) -> &'static str {
        self.0.termination.name()
    }

    /// The result as PGN writes it: `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    #[getter]
    fn result(&self) -> &'static str {
        self.0.result()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        match self.0.winner {
            Some(side) => format!(
                "Outcome({:?}, winner={:?})",
                self.0.termination.name(),
                side.as_str()
            ),
            None => format!("Outcome({:?})", self.0.termination.name()),
        }
    }
}
