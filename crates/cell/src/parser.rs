//! The bounded CELL grammar as nom 8 parsers over bytes (private).
//!
//! `lower{1,2} [ number [ upper{1,2} ] ]`, number without leading zero, every index at most 255.

use nom::bytes::complete::take_while1;
use nom::{IResult, Parser};

use crate::{Coordinate, Error};

fn run(input: &[u8], class: fn(u8) -> bool) -> IResult<&[u8], &[u8]> {
    take_while1(class).parse(input)
}

/// A letter run (bijective base 26) at `offset`, as a 0-based index.
fn letters(run: &[u8], offset: usize, base: u8) -> Result<u8, Error> {
    if run.len() > 2 {
        return Err(Error::LetterRunTooLong { offset: offset + 2 });
    }
    let value = run
        .iter()
        .fold(0u16, |v, &b| v * 26 + u16::from(b - base) + 1);
    u8::try_from(value - 1).map_err(|_| Error::IndexTooLarge { offset })
}

pub(crate) fn coordinate(bytes: &[u8]) -> Result<Coordinate, Error> {
    let mut indices = [0u8; 3];
    let mut count = 0;
    let mut at = 0;
    let Ok((_, lower)) = run(bytes, |b| b.is_ascii_lowercase()) else {
        return Err(Error::MustStartWithLowercase { byte: bytes[0] });
    };
    indices[0] = letters(lower, 0, b'a')?;
    count += 1;
    at += lower.len();
    if at < bytes.len() {
        let Ok((_, digits)) = run(&bytes[at..], |b| b.is_ascii_digit()) else {
            return Err(Error::UnexpectedCharacter {
                offset: at,
                byte: bytes[at],
            });
        };
        if digits[0] == b'0' {
            return Err(if digits.len() == 1 {
                Error::Zero { offset: at }
            } else {
                Error::LeadingZero { offset: at }
            });
        }
        let value = digits.iter().fold(0u32, |v, &d| {
            v.saturating_mul(10).saturating_add(u32::from(d - b'0'))
        });
        indices[1] = u8::try_from(value - 1).map_err(|_| Error::IndexTooLarge { offset: at })?;
        count += 1;
        at += digits.len();
    }
    if at < bytes.len() {
        let Ok((_, upper)) = run(&bytes[at..], |b| b.is_ascii_uppercase()) else {
            return Err(Error::UnexpectedCharacter {
                offset: at,
                byte: bytes[at],
            });
        };
        indices[2] = letters(upper, at, b'A')?;
        count += 1;
        at += upper.len();
    }
    if at < bytes.len() {
        return Err(if bytes[at].is_ascii_lowercase() {
            Error::TooManyDimensions { offset: at }
        } else {
            Error::UnexpectedCharacter {
                offset: at,
                byte: bytes[at],
            }
        });
    }
    Coordinate::new(&indices[..count])
}
