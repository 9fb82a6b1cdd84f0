//! Fields 5 and 6: the half-move clock and the full-move number (nom for the digits).

use nom::Parser;
use nom::character::complete::digit1;
use nom::combinator::all_consuming;

use super::{Field, err};
use crate::{FenField, PositionError};

pub(super) fn counter(field: Field<'_>, which: FenField) -> Result<u32, PositionError> {
    if field.text.starts_with('-') {
        return Err(err(which, field.offset, "a counter cannot be negative"));
    }
    let parsed: nom::IResult<&str, &str> = all_consuming(digit1).parse(field.text);
    if parsed.is_err() {
        return Err(err(which, field.offset, "expected a decimal number"));
    }
    field
        .text
        .parse()
        .map_err(|_| err(which, field.offset, "number too large"))
}
