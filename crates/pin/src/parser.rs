//! The PIN grammar as nom 8 parsers over bytes (private: no nom type leaves this module).
//!
//! ```text
//! pin             ::= [ state-modifier ] abbr [ terminal-marker ] ;
//! state-modifier  ::= "+" | "-" ;
//! abbr            ::= "A"…"Z" | "a"…"z" ;
//! terminal-marker ::= "^" ;
//! ```
//!
//! Three byte-level primitives (`StateModifier`, `Abbr`, `TerminalMarker`, each implementing nom's `Parser`
//! and honouring its output modes) are combined with nom's `opt`, tuple sequencing and `all_consuming`, and
//! run in complete mode. Each yields its part of the packed form (`Piece::to_bits`), and the parts are or-ed.
//! PIN is ASCII, so no UTF-8 decoding is needed, and the primitives compile to a few comparisons and one table
//! load: a whole parse takes a few nanoseconds.
//!
//! Every function on the success path is `#[inline(always)]`: left to itself, the compiler keeps nom's
//! generic `process` calls out of line, which doubled the time of a parse (measured with `cargo bench`).
//!
//! A failure is a [`Stop`]: whether it happened where the letter was due or after a complete token, the byte
//! found there and how much input was left. That is enough to name the precise public [`Error`] without a
//! second pass over the input.

#![allow(clippy::inline_always)]

use nom::combinator::{all_consuming, opt};
use nom::error::{ErrorKind, ParseError};
use nom::{Check, Complete, Emit, Mode, OutputM, OutputMode, PResult, Parser};

use crate::{Error, Letter, Piece, STATE_SHIFT, Side, State, TERMINAL_BIT};

/// Where and why the grammar stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The letter was due: the byte found there (`None` at the end of the input) and the bytes left.
    Letter { found: Option<u8>, rest: usize },
    /// A whole token was read and a byte follows it (only `all_consuming` stops here).
    After { found: u8, rest: usize },
}

impl Stop {
    /// A stop where the letter was due in `input`.
    fn letter(input: &[u8]) -> Stop {
        Stop::Letter {
            found: input.first().copied(),
            rest: input.len(),
        }
    }

    /// The public error for an input of `len` bytes: the reason is named by what was found where.
    fn into_error(self, len: usize) -> Error {
        match self {
            Stop::Letter { found, rest } => {
                let offset = len.saturating_sub(rest);
                match found {
                    None if offset == 0 => Error::Empty,
                    None => Error::MissingLetter { offset },
                    // A modifier where the letter is due follows another modifier.
                    Some(b'+' | b'-') => Error::DoubledStateModifier { offset },
                    Some(b'^') => Error::MisplacedTerminalMarker { offset },
                    Some(b'\'') => Error::DerivationMarker { offset },
                    Some(byte) => Error::InvalidLetter { offset, byte },
                }
            }
            Stop::After { found, rest } => {
                let offset = len.saturating_sub(rest);
                match found {
                    // The optional marker was read, so a `^` here is a second one.
                    b'^' => Error::DoubledTerminalMarker { offset },
                    b'+' | b'-' => Error::MisplacedStateModifier { offset },
                    b'\'' => Error::DerivationMarker { offset },
                    byte => Error::TrailingByte { offset, byte },
                }
            }
        }
    }
}

impl ParseError<&[u8]> for Stop {
    /// Raised by nom's own combinators: in this grammar only by `all_consuming`, on the bytes after a token.
    fn from_error_kind(input: &[u8], _kind: ErrorKind) -> Self {
        match input.first() {
            Some(&found) => Stop::After {
                found,
                rest: input.len(),
            },
            None => Stop::letter(input),
        }
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// Finishes one byte-level step in nom's output mode `OM`: with the decoded value, the first byte is consumed;
/// without, the step fails with a stop where it was due. In nom's `Check` modes neither the value nor the stop
/// is built.
#[inline(always)]
fn step<OM: OutputMode, O>(
    input: &[u8],
    decoded: Option<O>,
    stop: fn(&[u8]) -> Stop,
) -> PResult<OM, &[u8], O, Stop> {
    match decoded {
        Some(value) => Ok((
            input.get(1..).unwrap_or_default(),
            OM::Output::bind(|| value),
        )),
        None => Err(nom::Err::Error(OM::Error::bind(|| stop(input)))),
    }
}

/// The packed letter and side (`Piece::to_bits` bits 0–5) of every byte, plus [`IS_LETTER`]; 0 for a byte that
/// is not an ASCII letter. One load decodes a letter.
const LETTER_BITS: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        if let Some((letter, side)) = Letter::from_ascii(byte as u8) {
            let side = match side {
                Side::First => 0,
                Side::Second => 1 << 5,
            };
            table[byte] = IS_LETTER | side | letter.index();
        }
        byte += 1;
    }
    table
};

/// Marks a letter in [`LETTER_BITS`].
const IS_LETTER: u8 = 1 << 7;

/// `state-modifier`: `+` (enhanced) or `-` (diminished). Output: the state's bits in the packed form.
struct StateModifier;

impl<'a> Parser<&'a [u8]> for StateModifier {
    type Output = u16;
    type Error = Stop;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: &'a [u8]) -> PResult<OM, &'a [u8], u16, Stop> {
        let state = match input.first() {
            Some(b'+') => Some((State::Enhanced as u16) << STATE_SHIFT),
            Some(b'-') => Some((State::Diminished as u16) << STATE_SHIFT),
            _ => None,
        };
        step::<OM, _>(input, state, Stop::letter)
    }
}

/// `abbr`: one ASCII letter, its case being the side. Output: the letter's and side's bits in the packed form.
struct Abbr;

impl<'a> Parser<&'a [u8]> for Abbr {
    type Output = u16;
    type Error = Stop;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: &'a [u8]) -> PResult<OM, &'a [u8], u16, Stop> {
        let letter = match input.first() {
            Some(&byte) => match LETTER_BITS[byte as usize] {
                0 => None,
                bits => Some(u16::from(bits & !IS_LETTER)),
            },
            None => None,
        };
        step::<OM, _>(input, letter, Stop::letter)
    }
}

/// `terminal-marker`: `^`. Output: the terminal bit of the packed form.
struct TerminalMarker;

impl<'a> Parser<&'a [u8]> for TerminalMarker {
    type Output = u16;
    type Error = Stop;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: &'a [u8]) -> PResult<OM, &'a [u8], u16, Stop> {
        let marker = match input.first() {
            Some(b'^') => Some(TERMINAL_BIT),
            _ => None,
        };
        step::<OM, _>(input, marker, Stop::letter)
    }
}

/// `pin`: one token at the start of the input; the three parts' bits are or-ed into the packed form.
#[inline(always)]
fn pin<'a>() -> impl Parser<&'a [u8], Output = Piece, Error = Stop> {
    (opt(StateModifier), Abbr, opt(TerminalMarker)).map(|(state, letter, marker)| {
        Piece::from_valid_bits(state.unwrap_or(0) | letter | marker.unwrap_or(0))
    })
}

/// The error of a nom failure on an input of `len` bytes.
fn failure(e: &nom::Err<Stop>, len: usize) -> Error {
    match e {
        nom::Err::Error(stop) | nom::Err::Failure(stop) => stop.into_error(len),
        // Complete mode never asks for more input; if it did, the input ended where the letter was due.
        nom::Err::Incomplete(_) => Stop::Letter {
            found: None,
            rest: 0,
        }
        .into_error(len),
    }
}

/// The whole input as one token (the caller has checked the length bound).
#[inline(always)]
pub(crate) fn whole(bytes: &[u8]) -> Result<Piece, Error> {
    match all_consuming(pin()).parse_complete(bytes) {
        Ok((_, piece)) => Ok(piece),
        Err(e) => Err(failure(&e, bytes.len())),
    }
}

/// Whether the whole input is one token, in nom's check mode: no value and no error are built.
#[inline(always)]
pub(crate) fn is_whole(bytes: &[u8]) -> bool {
    all_consuming(pin())
        .process::<OutputM<Check, Check, Complete>>(bytes)
        .is_ok()
}

/// One token at the start of the input and the number of bytes it took.
#[inline(always)]
pub(crate) fn prefix(bytes: &[u8]) -> Result<(Piece, usize), Error> {
    match pin().parse_complete(bytes) {
        Ok((rest, piece)) => Ok((piece, bytes.len() - rest.len())),
        Err(e) => Err(failure(&e, bytes.len())),
    }
}

/// One token at the start of the input, in nom's mode with a value but no error: on failure nothing is built.
#[inline(always)]
pub(crate) fn try_prefix(bytes: &[u8]) -> Option<(Piece, usize)> {
    pin()
        .process::<OutputM<Emit, Check, Complete>>(bytes)
        .ok()
        .map(|(rest, piece)| (piece, bytes.len() - rest.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primitives_read_one_byte() {
        assert_eq!(StateModifier.parse_complete(b"+K"), Ok((&b"K"[..], 1 << 6)));
        assert_eq!(StateModifier.parse_complete(b"-K"), Ok((&b"K"[..], 2 << 6)));
        assert_eq!(
            StateModifier.parse_complete(b"K"),
            Err(nom::Err::Error(Stop::letter(b"K")))
        );
        assert_eq!(Abbr.parse_complete(b"k^"), Ok((&b"^"[..], 0x0A | 1 << 5)));
        assert_eq!(
            Abbr.parse_complete(b""),
            Err(nom::Err::Error(Stop::letter(b"")))
        );
        assert_eq!(
            TerminalMarker.parse_complete(b"^'"),
            Ok((&b"'"[..], 1 << 8))
        );
        assert!(TerminalMarker.parse_complete(b"'").is_err());
        assert!(is_whole(b"+K^") && !is_whole(b"+K^'") && !is_whole(b""));
    }

    #[test]
    fn the_letter_table_agrees_with_the_protocol() {
        for byte in 0..=u8::MAX {
            let bits = LETTER_BITS[usize::from(byte)];
            match Letter::from_ascii(byte) {
                Some((letter, side)) => assert_eq!(
                    Piece::from_valid_bits(u16::from(bits & !IS_LETTER)),
                    Piece::new(letter, side, State::Normal, false)
                ),
                None => assert_eq!(bits, 0, "{byte:#04x}"),
            }
        }
    }

    #[test]
    fn the_longest_match_is_taken() {
        let (rest, piece) = pin().parse_complete(b"+K^'").unwrap();
        assert_eq!(rest, b"'");
        assert_eq!(
            piece,
            Piece::new(Letter::K, Side::First, State::Enhanced, true)
        );
        assert_eq!(
            prefix(b"K+"),
            Ok((Piece::new(Letter::K, Side::First, State::Normal, false), 1))
        );
    }

    #[test]
    fn each_stop_names_its_reason() {
        let at_letter = |found, rest| Stop::Letter { found, rest };
        let after = |found, rest| Stop::After { found, rest };
        let cases = [
            (at_letter(None, 0), 0, Error::Empty),
            (at_letter(None, 0), 1, Error::MissingLetter { offset: 1 }),
            (
                at_letter(Some(b'-'), 2),
                3,
                Error::DoubledStateModifier { offset: 1 },
            ),
            (
                at_letter(Some(b'^'), 2),
                2,
                Error::MisplacedTerminalMarker { offset: 0 },
            ),
            (
                at_letter(Some(b'\''), 1),
                1,
                Error::DerivationMarker { offset: 0 },
            ),
            (
                at_letter(Some(b'7'), 1),
                2,
                Error::InvalidLetter {
                    offset: 1,
                    byte: b'7',
                },
            ),
            (
                after(b'^', 1),
                3,
                Error::DoubledTerminalMarker { offset: 2 },
            ),
            (
                after(b'+', 1),
                2,
                Error::MisplacedStateModifier { offset: 1 },
            ),
            (after(b'\'', 1), 3, Error::DerivationMarker { offset: 2 }),
            (
                after(b'x', 1),
                2,
                Error::TrailingByte {
                    offset: 1,
                    byte: b'x',
                },
            ),
        ];
        for (stop, len, error) in cases {
            assert_eq!(stop.into_error(len), error, "{stop:?} in {len} bytes");
        }
    }

    #[test]
    fn nom_raised_stops_are_after_the_token() {
        assert_eq!(
            Stop::from_error_kind(b"x", ErrorKind::Eof),
            Stop::After {
                found: b'x',
                rest: 1
            }
        );
        assert_eq!(
            Stop::from_error_kind(b"", ErrorKind::Eof),
            Stop::Letter {
                found: None,
                rest: 0
            }
        );
        let stop = Stop::letter(b"1");
        assert_eq!(Stop::append(b"", ErrorKind::Tag, stop), stop);
    }

    #[test]
    fn incomplete_cannot_happen_but_maps_to_a_real_error() {
        assert_eq!(
            failure(&nom::Err::Incomplete(nom::Needed::Unknown), 0),
            Error::Empty
        );
        assert_eq!(
            failure(&nom::Err::Incomplete(nom::Needed::Unknown), 1),
            Error::MissingLetter { offset: 1 }
        );
        assert_eq!(
            failure(&nom::Err::Failure(Stop::letter(b"!")), 1),
            Error::InvalidLetter {
                offset: 0,
                byte: b'!'
            }
        );
    }

    #[test]
    fn whole_and_prefix_report_the_same_letter_errors() {
        for bytes in [&b""[..], b"+", b"++K", b"^K", b"'", b"1", b"+\xff"] {
            assert_eq!(whole(bytes).err(), prefix(bytes).err(), "{bytes:?}");
        }
    }
}
