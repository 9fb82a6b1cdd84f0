//! The SIN grammar as a nom 8 parser over bytes (private: no nom type leaves this module).
//!
//! ```text
//! sin  ::= abbr ;
//! abbr ::= "A"…"Z" | "a"…"z" ;
//! ```
//!
//! The primitive works on the first byte of a byte slice (SIN is ASCII, so no UTF-8 decoding is ever
//! needed); the public entry points run it in complete mode, all-consuming for whole tokens. A failure
//! carries the byte found where a letter was expected and how much input was left, which is all that is
//! needed to name the public [`Error`].

use nom::combinator::all_consuming;
use nom::error::{ErrorKind, ParseError};
use nom::{IResult, Parser};

use crate::{Error, Style};

/// Where the grammar stopped: the byte found there (`None` at the end of the input) and the number of
/// bytes left from that point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop {
    found: Option<u8>,
    rest: usize,
}

impl Stop {
    fn at(input: &[u8]) -> Stop {
        Stop {
            found: input.first().copied(),
            rest: input.len(),
        }
    }

    /// The public error for an input of `len` bytes.
    fn into_error(self, len: usize) -> Error {
        match self.found {
            None => Error::Empty,
            Some(byte) => Error::InvalidLetter {
                offset: len.saturating_sub(self.rest),
                byte,
            },
        }
    }
}

impl ParseError<&[u8]> for Stop {
    fn from_error_kind(input: &[u8], _kind: ErrorKind) -> Self {
        Stop::at(input)
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// `abbr`: one ASCII letter, its case being the side.
#[inline]
fn abbr(input: &[u8]) -> IResult<&[u8], Style, Stop> {
    if let Some((&byte, rest)) = input.split_first() {
        if let Some(style) = Style::from_ascii(byte) {
            return Ok((rest, style));
        }
    }
    Err(nom::Err::Error(Stop::at(input)))
}

/// The error of a nom failure on an input of `len` bytes.
fn failure(e: &nom::Err<Stop>, len: usize) -> Error {
    match e {
        nom::Err::Error(stop) | nom::Err::Failure(stop) => stop.into_error(len),
        // Complete mode never asks for more input; if it did, the input ended where a letter was due.
        nom::Err::Incomplete(_) => Error::Empty,
    }
}

/// The whole input as one token (the caller has checked that it is exactly one byte long).
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Result<Style, Error> {
    match all_consuming(abbr).parse_complete(bytes) {
        Ok((_, style)) => Ok(style),
        Err(e) => Err(failure(&e, bytes.len())),
    }
}

/// One token at the start of the input and the number of bytes it took (always 1).
#[inline]
pub(crate) fn prefix(bytes: &[u8]) -> Result<(Style, usize), Error> {
    match abbr.parse_complete(bytes) {
        Ok((rest, style)) => Ok((style, bytes.len() - rest.len())),
        Err(e) => Err(failure(&e, bytes.len())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbr_reads_one_letter_and_leaves_the_rest() {
        let (rest, style) = abbr(b"c:K").unwrap();
        assert_eq!((rest, style.to_ascii()), (&b":K"[..], b'c'));
    }

    #[test]
    fn failures_name_the_byte_and_where_it_stands() {
        assert_eq!(prefix(b""), Err(Error::Empty));
        assert_eq!(
            prefix(b"1C"),
            Err(Error::InvalidLetter {
                offset: 0,
                byte: b'1'
            })
        );
        assert_eq!(
            whole(b"\xff"),
            Err(Error::InvalidLetter {
                offset: 0,
                byte: 0xFF
            })
        );
        assert_eq!(prefix(b"Cx"), Ok((Style::from_ascii(b'C').unwrap(), 1)));
    }

    #[test]
    fn trailing_input_is_reported_at_its_offset() {
        // `whole` is only called on one byte; if it were called on more, the stop would point past the token.
        assert_eq!(
            whole(b"CD"),
            Err(Error::InvalidLetter {
                offset: 1,
                byte: b'D'
            })
        );
    }

    #[test]
    fn incomplete_cannot_happen_but_maps_to_a_real_error() {
        assert_eq!(
            failure(&nom::Err::Incomplete(nom::Needed::Unknown), 0),
            Error::Empty
        );
        assert_eq!(
            failure(&nom::Err::Failure(Stop::at(b"!")), 1),
            Error::InvalidLetter {
                offset: 0,
                byte: b'!'
            }
        );
    }
}
