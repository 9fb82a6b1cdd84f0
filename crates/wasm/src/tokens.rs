//! Tokens (SIN, PIN, EPIN, QPI, CELL coordinates and locations) and PMN moves, decoded into the fixtures'
//! values, and PMN moves applied to a FEEN position with no rule system.

use serde_json::{Value, json};
use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_fixtures::values;
use tabula_pin::Piece;
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

use crate::failure::Failure;

/// The notations [`token`] reads.
pub const TOKEN_NOTATIONS: [&str; 6] = ["sin", "pin", "epin", "qpi", "cell", "location"];

/// Decodes `bytes` as one token of `notation` (`sin`, `pin`, `epin`, `qpi`, `cell`, `location`): its
/// value in the fixtures' words plus `canonical`, the token written back. Bytes, not a string: a token
/// reader names the first byte that is wrong, even one that is not UTF-8.
///
/// # Errors
/// The token crate's error (code and byte offset), or an argument failure for an unknown notation.
pub fn token(notation: &str, bytes: &[u8]) -> Result<Value, Failure> {
    let (mut value, canonical) = match notation {
        "sin" => decoded(Style::parse_bytes(bytes), values::sin, |e| {
            Failure::new("sin", e.code(), e.to_string()).at(Some(e.offset()))
        })?,
        "pin" => decoded(Piece::parse_bytes(bytes), values::pin, |e| {
            Failure::new("pin", e.code(), e.to_string()).at(Some(e.offset()))
        })?,
        "epin" => decoded(ExtendedPiece::parse_bytes(bytes), values::epin, |e| {
            Failure::new("epin", e.code(), e.to_string()).at(Some(e.offset()))
        })?,
        "qpi" => decoded(QualifiedPiece::parse_bytes(bytes), values::qpi, |e| {
            Failure::new("qpi", e.code(), e.to_string()).at(Some(e.offset()))
        })?,
        "cell" => decoded(Coordinate::try_from(bytes), values::cell, |e| {
            Failure::new("cell", e.code(), e.to_string()).at(e.offset())
        })?,
        "location" => decoded(Location::try_from(bytes), values::location, |e| {
            Failure::new("cell", e.code(), e.to_string()).at(e.offset())
        })?,
        other => {
            return Err(Failure::argument(format!(
                "no token notation {other:?} (one of {TOKEN_NOTATIONS:?})"
            )));
        }
    };
    value["canonical"] = json!(canonical);
    Ok(value)
}

fn decoded<T: core::fmt::Display + Copy, E>(
    parsed: Result<T, E>,
    value: impl Fn(T) -> Value,
    failure: impl Fn(&E) -> Failure,
) -> Result<(Value, String), Failure> {
    match parsed {
        Ok(token) => Ok((value(token), token.to_string())),
        Err(e) => Err(failure(&e)),
    }
}

/// Decodes a PMN move: its `form` and parts as canonical strings, plus `canonical`.
///
/// # Errors
/// tabula-pmn's error with its byte offset.
pub fn pmn(text: &str) -> Result<Value, Failure> {
    let mv = tabula_pmn::Move::parse(text).map_err(|e| Failure::pmn(&e))?;
    let mut value = values::pmn(&mv);
    value["canonical"] = json!(mv.to_string());
    Ok(value)
}

/// Applies a PMN move to a FEEN position with no rule system (the move's direct effect only).
///
/// # Errors
/// tabula-pmn's error (`feen` for a position that is not FEEN, `empty-square`, `occupied`, …).
pub fn apply_pmn(feen: &str, mv: &str) -> Result<String, Failure> {
    tabula_pmn::apply_feen(feen, mv).map_err(|e| Failure::pmn(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_decode_or_fail_with_their_code() {
        let qpi = token("qpi", b"C:k").unwrap();
        assert_eq!(qpi["derived"], true);
        assert_eq!(qpi["canonical"], "C:k");
        assert_eq!(
            token("pin", b"K^^").unwrap_err().code,
            "doubled-terminal-marker"
        );
        assert_eq!(token("cell", b"e4").unwrap()["indices"], json!([4, 3]));
        assert_eq!(token("location", b"*").unwrap()["canonical"], "*");
        assert_eq!(token("sin", b"C").unwrap()["side"], "first");
        assert_eq!(token("epin", b"K'").unwrap()["derived"], true);
        assert_eq!(token("pcn", b"x").unwrap_err().code, "invalid-argument");
    }

    #[test]
    fn moves_decode_and_apply() {
        assert_eq!(pmn("-p*e5").unwrap()["form"], "drop");
        assert_eq!(pmn("e2e4").unwrap_err().code, "missing-operator");
        assert_eq!(
            apply_pmn("8/8/8/8/8/5n2/8/3Q4 / C/c", "d1+f3").unwrap(),
            "8/8/8/8/8/5Q2/8/8 n/ c/C"
        );
        assert_eq!(
            apply_pmn("8/8/8/8/8/8/8/8 / C/c", "e2-e4")
                .unwrap_err()
                .code,
            "empty-square"
        );
    }
}
