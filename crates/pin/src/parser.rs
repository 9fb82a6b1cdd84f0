//! The PIN grammar `[+-]? letter ^?` as nom 8 parsers over bytes (private: no nom type leaves this
//! module), plus the diagnosis that turns a failure into the precise public error.

use nom::bytes::complete::{tag, take};
use nom::combinator::{all_consuming, opt};
use nom::{IResult, Parser};

use crate::{Error, Letter, Piece, Side, State};

/// The optional state modifier.
fn state(input: &[u8]) -> IResult<&[u8], State, ()> {
    opt(take(1usize).map_opt(|b: &[u8]| match b[0] {
        b'+' => Some(State::Enhanced),
        b'-' => Some(State::Diminished),
        _ => None,
    }))
    .map(Option::unwrap_or_default)
    .parse(input)
}

/// The letter (name and side).
fn letter(input: &[u8]) -> IResult<&[u8], (Letter, Side), ()> {
    take(1usize)
        .map_opt(|b: &[u8]| Letter::from_ascii(b[0]))
        .parse(input)
}

/// One PIN token.
fn piece(input: &[u8]) -> IResult<&[u8], Piece, ()> {
    (state, letter, opt(tag(&b"^"[..])))
        .map(|(state, (letter, side), terminal)| {
            Piece::new(letter, side, state, terminal.is_some())
        })
        .parse(input)
}

/// The whole input (at most 3 bytes) as one token.
pub(crate) fn whole(bytes: &[u8]) -> Result<Piece, Error> {
    match all_consuming(piece).parse_complete(bytes) {
        Ok((_, piece)) => Ok(piece),
        Err(_) => Err(diagnose(bytes)),
    }
}

/// One token at the start of the input and the bytes it took.
pub(crate) fn prefix(bytes: &[u8]) -> Result<(Piece, usize), Error> {
    match piece(bytes) {
        Ok((rest, piece)) => Ok((piece, bytes.len() - rest.len())),
        Err(_) => Err(diagnose(bytes)),
    }
}

/// The first byte that breaks the grammar, named by what it is and where it stands.
fn diagnose(bytes: &[u8]) -> Error {
    let Some(&first) = bytes.first() else {
        return Error::Empty;
    };
    let mut at = 0;
    if matches!(first, b'+' | b'-') {
        at = 1;
        match bytes.get(1) {
            None => return Error::MissingLetter { offset: 1 },
            Some(b'+' | b'-') => return Error::DoubledStateModifier { offset: 1 },
            Some(_) => {}
        }
    }
    let byte = bytes[at];
    if !byte.is_ascii_alphabetic() {
        return match byte {
            b'^' => Error::MisplacedTerminalMarker { offset: at },
            b'\'' => Error::DerivationMarker { offset: at },
            _ => Error::InvalidLetter { offset: at, byte },
        };
    }
    at += 1;
    let terminal = bytes.get(at) == Some(&b'^');
    if terminal {
        at += 1;
    }
    match bytes.get(at) {
        // Only reachable when the caller passes a well-formed token (not from `whole` or `prefix`).
        None => Error::TrailingByte {
            offset: at,
            byte: 0,
        },
        Some(b'^') if terminal => Error::DoubledTerminalMarker { offset: at },
        Some(b'+' | b'-') => Error::MisplacedStateModifier { offset: at },
        Some(b'\'') => Error::DerivationMarker { offset: at },
        Some(&byte) => Error::TrailingByte { offset: at, byte },
    }
}
