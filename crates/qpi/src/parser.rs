//! The QPI grammar `sin ":" pin` as nom 8 parsers over bytes (private: no nom type leaves this module).
//!
//! The SIN and PIN parts are read by the SIN and PIN crates' prefix parsers.

use nom::bytes::complete::tag;
use nom::combinator::all_consuming;
use nom::error::{ErrorKind, ParseError};
use nom::{IResult, Parser};

use crate::{Error, Piece, QualifiedPiece, Style, pin};

/// A sub-parser stopped; the public error is worked out by [`diagnose`].
#[derive(Debug)]
pub(crate) struct Stopped;

impl ParseError<&[u8]> for Stopped {
    fn from_error_kind(_input: &[u8], _kind: ErrorKind) -> Self {
        Stopped
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

#[inline]
fn sin(input: &[u8]) -> IResult<&[u8], Style, Stopped> {
    match Style::parse_prefix(input) {
        Ok((style, used)) => Ok((&input[used..], style)),
        Err(_) => Err(nom::Err::Error(Stopped)),
    }
}

/// The PIN part, through the PIN crate's error-free reader (a failure is diagnosed afresh).
#[inline]
fn pin(input: &[u8]) -> IResult<&[u8], Piece, Stopped> {
    match Piece::try_prefix(input) {
        Some((piece, used)) => Ok((&input[used..], piece)),
        None => Err(nom::Err::Error(Stopped)),
    }
}

#[inline]
fn qualified(input: &[u8]) -> IResult<&[u8], QualifiedPiece, Stopped> {
    (sin, tag(&b":"[..]), pin)
        .map(|(style, _, piece)| QualifiedPiece::new(style, piece))
        .parse(input)
}

/// The whole input as one token, or `None` (then [`diagnose`] says why).
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Option<QualifiedPiece> {
    all_consuming(qualified)
        .parse_complete(bytes)
        .ok()
        .map(|(_, piece)| piece)
}

/// One token at the start of the input and the bytes it took.
pub(crate) fn prefix(bytes: &[u8]) -> Result<(QualifiedPiece, usize), Error> {
    match qualified(bytes) {
        Ok((rest, piece)) => Ok((piece, bytes.len() - rest.len())),
        Err(_) => Err(diagnose_prefix(bytes)),
    }
}

/// The error for an input at whose start no token stands, read from left to right as a prefix reader does
/// (what follows a token is never looked at): the style letter at byte 0, the `:` at byte 1, then the PIN
/// prefix from byte 2.
fn diagnose_prefix(bytes: &[u8]) -> Error {
    match bytes {
        [] => return Error::Empty,
        [b':', ..] => return Error::MissingStyle,
        _ => {}
    }
    if let Err(e) = Style::parse_prefix(bytes) {
        return Error::Sin(e);
    }
    match bytes {
        [_, b':'] => Error::MissingPiece { offset: 2 },
        [_, b':', rest @ ..] => match Piece::parse_prefix(rest) {
            Err(source) => piece_error(rest, 2, source),
            // Unreachable: `qualified` would have read a token here.
            Ok(_) => Error::MissingSeparator { offset: 1 },
        },
        _ => Error::MissingSeparator { offset: 1 },
    }
}

/// The error for an input of 1..=5 bytes that is not one token: split at the first `:` (a SIN part is always
/// one byte, so the split is where the grammar expects it) and report the first component that fails.
pub(crate) fn diagnose(bytes: &[u8]) -> Error {
    let Some(colon) = bytes.iter().position(|&b| b == b':') else {
        return match Style::parse_bytes(&bytes[..1]) {
            Ok(_) => Error::MissingSeparator { offset: 1 },
            Err(e) => Error::Sin(e),
        };
    };
    if colon == 0 {
        return Error::MissingStyle;
    }
    if let Err(e) = Style::parse_bytes(&bytes[..colon]) {
        return Error::Sin(e);
    }
    let rest = &bytes[colon + 1..];
    if rest.is_empty() {
        return Error::MissingPiece { offset: colon + 1 };
    }
    match Piece::parse_bytes(rest) {
        Err(source) => piece_error(rest, colon + 1, source),
        // Unreachable for inputs `whole` rejected.
        Ok(_) => Error::MissingSeparator { offset: 1 },
    }
}

/// The error for a PIN part (`rest`, starting at byte `offset` of the token) that failed with `source`: a
/// second `:` when the byte the PIN parser stopped at is one, the wrapped PIN error otherwise.
fn piece_error(rest: &[u8], offset: usize, source: pin::Error) -> Error {
    if rest.get(source.offset()) == Some(&b':') {
        Error::ExtraSeparator {
            offset: offset + source.offset(),
        }
    } else {
        Error::Pin { offset, source }
    }
}
