//! The readers of the token suites (SIN, PIN, EPIN, QPI, CELL coordinates and locations): the decoded
//! value and its canonical form, or the error code.

use serde_json::Value;
use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_fixtures::values;
use tabula_pin::Piece;
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

use crate::Reply;

pub(crate) fn sin(input: &[u8]) -> Reply {
    token(
        Style::parse_bytes(input),
        values::sin,
        tabula_sin::Error::code,
    )
}

pub(crate) fn pin(input: &[u8]) -> Reply {
    token(
        Piece::parse_bytes(input),
        values::pin,
        tabula_pin::Error::code,
    )
}

pub(crate) fn epin(input: &[u8]) -> Reply {
    token(
        ExtendedPiece::parse_bytes(input),
        values::epin,
        tabula_epin::Error::code,
    )
}

pub(crate) fn qpi(input: &[u8]) -> Reply {
    token(
        QualifiedPiece::parse_bytes(input),
        values::qpi,
        tabula_qpi::Error::code,
    )
}

pub(crate) fn cell(input: &[u8]) -> Reply {
    token(
        Coordinate::try_from(input),
        values::cell,
        tabula_cell::Error::code,
    )
}

pub(crate) fn location(input: &[u8]) -> Reply {
    token(
        Location::try_from(input),
        values::location,
        tabula_cell::Error::code,
    )
}

fn token<T: std::fmt::Display + Copy, E>(
    parsed: Result<T, E>,
    value: impl Fn(T) -> Value,
    code: impl Fn(&E) -> &'static str,
) -> Reply {
    match parsed {
        Ok(token) => Reply::Value {
            value: value(token),
            canonical: token.to_string(),
        },
        Err(e) => Reply::rejected(code(&e)),
    }
}
