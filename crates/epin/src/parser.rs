//! The EPIN grammar as nom 8 parsers over bytes (private: no nom type leaves this module).
//!
//! `epin = pin [ "'" ]`: the PIN part is read by the PIN crate's prefix parser, then an optional final
//! derivation marker.

#![allow(clippy::inline_always)]

use nom::combinator::all_consuming;
use nom::error::{ErrorKind, ParseError};
use nom::{IResult, Parser};

use crate::{Error, ExtendedPiece, Piece};

/// Why a sub-parser failed: a PIN error we can report, or a nom combinator that stopped.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The PIN part failed with this error.
    Pin(tabula_pin::Error),
    /// A combinator failed (`all_consuming` found trailing bytes, `tag` did not match).
    Stopped,
}

impl ParseError<&[u8]> for Failure {
    fn from_error_kind(_input: &[u8], _kind: ErrorKind) -> Self {
        Failure::Stopped
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// One PIN token at the start of the input.
#[inline(always)]
fn pin(input: &[u8]) -> IResult<&[u8], Piece, Failure> {
    match Piece::parse_prefix(input) {
        Ok((piece, used)) => Ok((&input[used..], piece)),
        Err(e) => Err(nom::Err::Error(Failure::Pin(e))),
    }
}

/// The optional derivation marker: always succeeds, consuming one `'` if it is there.
///
/// Equivalent to `opt(tag("'"))` on a one-byte tag; written as a primitive because nom's generic tag
/// comparison was a tenth of the time of a FEEN validation (callgrind, docs/performance.md).
#[inline(always)]
#[allow(clippy::unnecessary_wraps)] // a nom parser: the `IResult` is its interface
fn marker(input: &[u8]) -> IResult<&[u8], bool, Failure> {
    match input.split_first() {
        Some((b'\'', rest)) => Ok((rest, true)),
        _ => Ok((input, false)),
    }
}

/// One EPIN token at the start of the input.
#[inline(always)]
fn extended(input: &[u8]) -> IResult<&[u8], ExtendedPiece, Failure> {
    (pin, marker)
        .map(|(piece, derived)| ExtendedPiece::new(piece, derived))
        .parse(input)
}

/// [`pin`] in nom's mode without errors: the PIN crate's error-free reader.
#[inline(always)]
fn pin_unchecked_error(input: &[u8]) -> IResult<&[u8], Piece, Failure> {
    match Piece::try_prefix(input) {
        Some((piece, used)) => Ok((&input[used..], piece)),
        None => Err(nom::Err::Error(Failure::Stopped)),
    }
}

/// One token at the start of the input, or `None`; nothing is built for a failure.
#[inline(always)]
pub(crate) fn try_prefix(bytes: &[u8]) -> Option<(ExtendedPiece, usize)> {
    (pin_unchecked_error, marker)
        .map(|(piece, derived)| ExtendedPiece::new(piece, derived))
        .parse(bytes)
        .ok()
        .map(|(rest, token)| (token, bytes.len() - rest.len()))
}

/// The whole input as one token, or `None` (then [`diagnose`] says why). Built on the PIN crate's error-free
/// reader: a failure is diagnosed afresh, so nothing is prepared for one here.
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Option<ExtendedPiece> {
    all_consuming(
        (pin_unchecked_error, marker).map(|(piece, derived)| ExtendedPiece::new(piece, derived)),
    )
    .parse_complete(bytes)
    .ok()
    .map(|(_, token)| token)
}

/// One token at the start of the input and the bytes it took.
#[inline]
pub(crate) fn prefix(bytes: &[u8]) -> Result<(ExtendedPiece, usize), Error> {
    match extended(bytes) {
        Ok((rest, token)) => Ok((token, bytes.len() - rest.len())),
        Err(_) if bytes.is_empty() => Err(Error::Empty),
        Err(nom::Err::Error(Failure::Pin(e)) | nom::Err::Failure(Failure::Pin(e))) => {
            Err(marker_or_pin(bytes, e))
        }
        Err(_) => Err(Error::MisplacedDerivationMarker { offset: 0 }),
    }
}

/// The error for an input of 1..=4 bytes that is not one token.
///
/// The PIN part is everything before one final `'`; if the PIN parser stops on a `'`, that marker is
/// misplaced, otherwise the PIN error is the reason.
pub(crate) fn diagnose(bytes: &[u8]) -> Error {
    let core = match bytes.split_last() {
        Some((b'\'', core)) => core,
        _ => bytes,
    };
    match Piece::parse_bytes(core) {
        Err(e) => marker_or_pin(bytes, e),
        // Unreachable for inputs `whole` rejected; report the last byte.
        Ok(_) => Error::MisplacedDerivationMarker {
            offset: bytes.len().saturating_sub(1),
        },
    }
}

fn marker_or_pin(bytes: &[u8], e: tabula_pin::Error) -> Error {
    let offset = e.offset();
    if bytes.get(offset) == Some(&b'\'') {
        Error::MisplacedDerivationMarker { offset }
    } else {
        Error::Pin(e)
    }
}
