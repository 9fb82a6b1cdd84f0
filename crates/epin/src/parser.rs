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

/// The one-letter token of every ASCII letter (a normal, non-terminal, native piece), indexed by the byte.
static ONE_LETTER: [Option<ExtendedPiece>; 128] = {
    let mut table = [None; 128];
    let mut byte = 0;
    while byte < 128 {
        // `byte` < 128: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        if let Some((letter, side)) = crate::Letter::from_ascii(byte as u8) {
            table[byte] = Some(ExtendedPiece::native_of(Piece::new(
                letter,
                side,
                crate::State::Normal,
                false,
            )));
        }
        byte += 1;
    }
    table
};

/// Whether `byte` extends the token before it (`^` or `'`).
#[inline(always)]
const fn is_marker(byte: u8) -> bool {
    matches!(byte, b'^' | b'\'')
}

/// One token at the start of the input, or `None`; nothing is built for a failure.
///
/// The common tokens are read first, without the general reader: a lone letter (the next byte is not a
/// marker), and a state modifier and a letter or a letter and `^` (the byte after them is not a marker).
/// Everything else goes through the PIN reader and the derivation marker, which decide the same tokens
/// (the two paths are compared on every input of up to five bytes by the tests).
#[inline(always)]
pub(crate) fn try_prefix(bytes: &[u8]) -> Option<(ExtendedPiece, usize)> {
    let first = *bytes.first()?;
    let second = bytes.get(1).copied().unwrap_or(b' ');
    if !is_marker(second) {
        if let Some(Some(token)) = ONE_LETTER.get(usize::from(first)) {
            return Some((*token, 1));
        }
    }
    if !is_marker(bytes.get(2).copied().unwrap_or(b' ')) {
        let (letter, state, terminal) = match (first, second) {
            (b'+', _) => (second, crate::State::Enhanced, false),
            (b'-', _) => (second, crate::State::Diminished, false),
            (_, b'^') => (first, crate::State::Normal, true),
            _ => return general(bytes),
        };
        if let Some((letter, side)) = crate::Letter::from_ascii(letter) {
            return Some((
                ExtendedPiece::native_of(Piece::new(letter, side, state, terminal)),
                2,
            ));
        }
    }
    general(bytes)
}

/// [`try_prefix`] by the general reader.
#[inline(never)]
fn general(bytes: &[u8]) -> Option<(ExtendedPiece, usize)> {
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

#[cfg(test)]
mod tests {
    use super::{general, try_prefix};

    /// The fast paths of `try_prefix` read exactly what the general reader reads, on every string of up
    /// to five bytes over an alphabet of the bytes that matter.
    #[test]
    fn the_fast_paths_agree_with_the_general_reader() {
        const ALPHABET: &[u8] = b"+-^'Kkz/1 $";
        let mut input = [0u8; 5];
        for len in 0..=5 {
            let total = ALPHABET.len().pow(u32::try_from(len).unwrap());
            for mut n in 0..total {
                for slot in &mut input[..len] {
                    *slot = ALPHABET[n % ALPHABET.len()];
                    n /= ALPHABET.len();
                }
                let bytes = &input[..len];
                assert_eq!(try_prefix(bytes), general(bytes), "{bytes:?}");
            }
        }
    }
}
