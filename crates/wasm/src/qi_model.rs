//! [`QiModel`]: the Qi position model over opaque strings (pieces and styles are any strings), with the
//! edits of the Qi specification; each edit is all or nothing.

use serde_json::Value;
use tabula_feen::Side;
use tabula_qi::{Parts, Qi};

use crate::failure::Failure;
use crate::notations::{list, side, size, string};

/// A Qi position of string pieces and string styles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QiModel(Qi<String, String>);

impl QiModel {
    /// An empty position of `shape` (1 to 3 dimensions), first player to move.
    ///
    /// # Errors
    /// The model's shape error (`no-dimensions`, `dimension-too-small`, …).
    pub fn new(shape: &[usize], first_style: &str, second_style: &str) -> Result<QiModel, Failure> {
        Qi::new(shape, first_style.to_owned(), second_style.to_owned())
            .map(QiModel)
            .map_err(|e| Failure::qi(&e))
    }

    /// A position from its parts: `{ shape, board (strings or null, flat), firstHand, secondHand
    /// ([piece, count] pairs), firstStyle, secondStyle, turn }`.
    ///
    /// # Errors
    /// An argument failure for a malformed object, or the model's error.
    pub fn from_parts(parts: &Value) -> Result<QiModel, Failure> {
        let hand = |value: &Value| -> Result<Vec<(String, usize)>, Failure> {
            list(value, "a hand")?
                .iter()
                .map(|item| {
                    Ok((
                        string(&item[0], "a piece")?.to_owned(),
                        size(&item[1], "a count")?,
                    ))
                })
                .collect()
        };
        let shape = list(&parts["shape"], "shape")?
            .iter()
            .map(|n| size(n, "a dimension"))
            .collect::<Result<Vec<_>, _>>()?;
        let board = list(&parts["board"], "board")?
            .iter()
            .map(|square| square.as_str().map(str::to_owned))
            .collect();
        let shape = tabula_qi::Shape::new(&shape).map_err(|e| Failure::qi(&e.into()))?;
        Qi::from_parts(Parts {
            shape,
            board,
            first_hand: hand(&parts["firstHand"])?,
            second_hand: hand(&parts["secondHand"])?,
            first_style: string(&parts["firstStyle"], "firstStyle")?.to_owned(),
            second_style: string(&parts["secondStyle"], "secondStyle")?.to_owned(),
            turn: side(&parts["turn"])?,
        })
        .map(QiModel)
        .map_err(|e| Failure::qi(&e))
    }

    /// Sets or empties squares: `[[index, piece or null], …]`.
    ///
    /// # Errors
    /// `square-out-of-range` or `too-many-pieces`; the position is then unchanged.
    pub fn board_diff(&mut self, changes: &Value) -> Result<(), Failure> {
        let changes = list(changes, "changes")?
            .iter()
            .map(|c| {
                // An index past the platform's `usize` (32 bits in WebAssembly) is off every board: it
                // saturates, and the model reports it as out of range.
                let index = c[0]
                    .as_u64()
                    .map(|n| usize::try_from(n).unwrap_or(usize::MAX))
                    .ok_or_else(|| {
                        Failure::argument(format!(
                            "a square index: expected a whole number, got {}",
                            c[0]
                        ))
                    })?;
                Ok((index, c[1].as_str().map(str::to_owned)))
            })
            .collect::<Result<Vec<_>, Failure>>()?;
        self.0.board_diff(changes).map_err(|e| Failure::qi(&e))
    }

    /// Adds to or removes from a hand: `[[piece, delta], …]`.
    ///
    /// # Errors
    /// `hand-underflow` or `too-many-pieces`; the position is then unchanged.
    pub fn hand_diff(&mut self, side: Side, changes: &Value) -> Result<(), Failure> {
        let changes = list(changes, "changes")?
            .iter()
            .map(|c| {
                let delta = c[1].as_i64().ok_or_else(|| {
                    Failure::argument(format!("a delta: expected an integer, got {}", c[1]))
                })?;
                Ok((string(&c[0], "a piece")?.to_owned(), delta))
            })
            .collect::<Result<Vec<_>, Failure>>()?;
        self.0.hand_diff(side, changes).map_err(|e| Failure::qi(&e))
    }

    /// Passes the turn to the other player.
    pub fn toggle(&mut self) {
        self.0.toggle();
    }

    /// Sets the player to move.
    pub fn set_turn(&mut self, side: Side) {
        self.0.set_turn(side);
    }

    /// The position: `{ shape, occupied ([index, piece] ascending), firstHand, secondHand ([piece, count]
    /// in code-point order), firstStyle, secondStyle, turn }`.
    #[must_use]
    pub fn state(&self) -> Value {
        tabula_fixtures::values::qi(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_refused_edit_changes_nothing() {
        let mut model = QiModel::new(&[2], "C", "c").unwrap();
        model
            .hand_diff(Side::First, &json!([["P", 3], ["P", -2]]))
            .unwrap();
        assert_eq!(model.state()["firstHand"], json!([["P", 1]]));
        let failure = model.board_diff(&json!([[0, "K"], [1, "k"]])).unwrap_err();
        assert_eq!(failure.code, "too-many-pieces");
        assert_eq!(model.state()["occupied"], json!([]));
        let huge = model.board_diff(&json!([[9_007_199_254_740_991_u64, "K"]]));
        assert_eq!(huge.unwrap_err().code, "square-out-of-range");
        model.toggle();
        assert_eq!(model.state()["turn"], "second");
        assert_eq!(
            QiModel::new(&[0], "C", "c").unwrap_err().code,
            "dimension-too-small"
        );
        let parts = json!({ "shape": [2], "board": ["K", null], "firstHand": [], "secondHand": [],
            "firstStyle": "C", "secondStyle": "c", "turn": "first" });
        assert_eq!(
            QiModel::from_parts(&parts).unwrap().state()["occupied"],
            json!([[0, "K"]])
        );
    }
}
