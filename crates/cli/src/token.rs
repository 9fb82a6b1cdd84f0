//! `tabula token`: every notation a token is valid in, decoded, or why it is in none.

use std::fmt;

use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_pin::Piece;
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

/// What one token is: for each notation, its reading or the reason it is not one.
pub(crate) struct Report<'a> {
    token: &'a str,
    /// `(notation, Ok(reading) | Err(reason))`, in the order SIN, PIN, EPIN, QPI, CELL.
    readings: Vec<(&'static str, Result<String, String>)>,
}

impl Report<'_> {
    /// Whether the token is valid in at least one notation.
    pub(crate) fn is_known(&self) -> bool {
        self.readings.iter().any(|(_, r)| r.is_ok())
    }
}

fn status(derived: bool) -> &'static str {
    if derived { "derived" } else { "native" }
}

/// Reads `token` in every notation.
pub(crate) fn classify(token: &str) -> Report<'_> {
    let sin = Style::parse(token)
        .map(|s| format!("style {}, {} side", s.letter(), s.side()))
        .map_err(|e| e.to_string());
    let pin = Piece::parse(token)
        .map(|p| {
            format!(
                "piece {}, {} side, {}, terminal: {}",
                p.letter(),
                p.side(),
                p.state(),
                p.is_terminal()
            )
        })
        .map_err(|e| e.to_string());
    let epin = ExtendedPiece::parse(token)
        .map(|p| {
            format!(
                "piece {}, {} side, {}, terminal: {}, {}",
                p.letter(),
                p.side(),
                p.state(),
                p.is_terminal(),
                status(p.is_derived())
            )
        })
        .map_err(|e| e.to_string());
    let qpi = QualifiedPiece::parse(token)
        .map(|q| {
            format!(
                "style {} ({}), piece {}, {} side, {}, terminal: {}, {}",
                q.style_letter(),
                q.style().side(),
                q.letter(),
                q.side(),
                q.state(),
                q.is_terminal(),
                status(q.is_derived())
            )
        })
        .map_err(|e| e.to_string());
    // A token starting with `*` is read as a location (so `**` says why it is not the hand); anything else
    // as a coordinate.
    let cell = if token.starts_with('*') {
        Location::parse(token)
            .map(|_| "the hand location * (drops come from the hand)".to_owned())
            .map_err(|e| e.to_string())
    } else {
        Coordinate::parse(token)
            .map(|c| {
                let names = ["file", "rank", "layer"];
                let parts: Vec<String> = c
                    .indices()
                    .iter()
                    .zip(names)
                    .map(|(i, name)| format!("{name} {i}"))
                    .collect();
                format!(
                    "coordinate, indices {:?} ({}; 0-based)",
                    c.indices(),
                    parts.join(", ")
                )
            })
            .map_err(|e| e.to_string())
    };
    Report {
        token,
        readings: vec![
            ("SIN", sin),
            ("PIN", pin),
            ("EPIN", epin),
            ("QPI", qpi),
            ("CELL", cell),
        ],
    }
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // An empty token would be an empty line: quote it.
        if self.token.is_empty() {
            writeln!(f, "\"\" (empty)")?;
        } else {
            writeln!(f, "{}", self.token)?;
        }
        if self.is_known() {
            for (notation, reading) in &self.readings {
                if let Ok(reading) = reading {
                    writeln!(f, "  {notation:<5} {reading}")?;
                }
            }
        } else {
            writeln!(f, "  not a token of any notation:")?;
            for (notation, reading) in &self.readings {
                if let Err(reason) = reading {
                    writeln!(f, "  {notation:<5} {reason}")?;
                }
            }
        }
        Ok(())
    }
}
