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
//! run in complete mode. Each yields its part of the stored form of a [`Piece`], and the parts are or-ed.
//! PIN is ASCII, so no UTF-8 decoding is needed: one load from [`LETTERS`] decodes a letter with its side, and
//! a whole parse is a handful of comparisons.
//!
//! Every function on the success path is `#[inline(always)]`: left to itself, the compiler keeps nom's
//! generic `process` calls out of line, which doubled the time of a parse (measured with `cargo bench`).
//!
//! **Errors are built lazily, from the failure position.** A failure is a [`Stop`]: how many bytes were left
//! where the grammar stopped, the byte found there, and whether the letter was due there or a whole token
//! precedes it (kept in registers). Nothing else is prepared while parsing; the public [`Error`] is built from
//! the stop only when a parse fails ([`error_at`], a couple of comparisons). The success path therefore
//! carries no error-building work, and a failure costs a few instructions more than a success.

#![allow(clippy::inline_always)]

use core::num::NonZeroU16;

use nom::combinator::{all_consuming, opt};
use nom::error::{ErrorKind, ParseError};
use nom::{Check, Complete, Emit, Mode, OutputM, OutputMode, PResult, Parser};

use crate::{Error, Letter, PRESENT_BIT, Piece, SIDE_BIT, STATE_SHIFT, Side, State, TERMINAL_BIT};

/// Where the grammar stopped: the number of bytes left there, the byte found there (`None` at the end of the
/// input), and whether a whole token had been read (only `all_consuming` stops there: a byte follows the
/// token) or the letter was due there. That is all [`error_at`] needs to name the public [`Error`]; the
/// parts stay in registers and are dropped unused on the success path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop {
    rest: usize,
    found: Option<u8>,
    after_token: bool,
}

impl Stop {
    /// A stop at the start of `input`, where the letter was due.
    #[inline(always)]
    fn letter_due(input: &[u8]) -> Stop {
        Stop {
            rest: input.len(),
            found: input.first().copied(),
            after_token: false,
        }
    }

    /// A stop at the start of `input`, right after a whole token.
    #[inline(always)]
    fn after_token(input: &[u8]) -> Stop {
        Stop {
            rest: input.len(),
            found: input.first().copied(),
            after_token: true,
        }
    }
}

impl ParseError<&[u8]> for Stop {
    /// Raised by nom's own combinators: in this grammar only by `all_consuming`, on the bytes after a token.
    fn from_error_kind(input: &[u8], _kind: ErrorKind) -> Self {
        Stop::after_token(input)
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

/// The public error for an input of `len` bytes in which the grammar stopped at `stop`: named by the byte
/// found there and whether the letter was due there or a whole token precedes it. Built only on failure.
#[inline(always)]
pub(crate) fn error_at(len: usize, stop: Stop) -> Error {
    let offset = len.saturating_sub(stop.rest);
    let Some(byte) = stop.found else {
        // The input ended where the letter was due (after a whole token, the end is success).
        return if offset == 0 {
            Error::Empty
        } else {
            Error::MissingLetter { offset }
        };
    };
    if stop.after_token {
        match byte {
            // The optional marker was read with the token, so a `^` here is a second one.
            b'^' => Error::DoubledTerminalMarker { offset },
            b'+' | b'-' => Error::MisplacedStateModifier { offset },
            b'\'' => Error::DerivationMarker { offset },
            _ => Error::TrailingByte { offset, byte },
        }
    } else {
        match byte {
            // A modifier where the letter is due follows another modifier.
            b'+' | b'-' => Error::DoubledStateModifier { offset },
            b'^' => Error::MisplacedTerminalMarker { offset },
            b'\'' => Error::DerivationMarker { offset },
            _ => Error::InvalidLetter { offset, byte },
        }
    }
}

/// Finishes one byte-level step in nom's output mode `OM`: with the decoded value, the first byte is consumed;
/// without, the step stops there. In nom's `Check` modes neither the value nor the stop is built.
#[inline(always)]
fn step<OM: OutputMode, O>(input: &[u8], decoded: Option<O>) -> PResult<OM, &[u8], O, Stop> {
    match decoded {
        Some(value) => Ok((
            input.get(1..).unwrap_or_default(),
            OM::Output::bind(|| value),
        )),
        None => Err(nom::Err::Error(OM::Error::bind(|| Stop::letter_due(input)))),
    }
}

/// The stored form of every byte that is an ASCII letter: its letter and side bits (`Piece::to_bits`) with
/// [`PRESENT_BIT`] set, so a letter decodes to a non-zero value; 0 for any other byte. One load decodes a
/// letter, and the parsed piece is the or of its parts with no further masking.
const LETTERS: [u16; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        if let Some((letter, side)) = Letter::from_ascii(byte as u8) {
            let side = match side {
                Side::First => 0,
                Side::Second => SIDE_BIT,
            };
            table[byte] = PRESENT_BIT | side | letter.index() as u16;
        }
        byte += 1;
    }
    table
};

/// `state-modifier`: `+` (enhanced) or `-` (diminished). Output: the state's bits in the packed form (never
/// zero, so an absent modifier costs no extra flag).
struct StateModifier;

/// The packed bits of the two states a modifier writes.
const ENHANCED: NonZeroU16 = match NonZeroU16::new((State::Enhanced as u16) << STATE_SHIFT) {
    Some(bits) => bits,
    None => panic!("the enhanced state has a non-zero code"),
};
const DIMINISHED: NonZeroU16 = match NonZeroU16::new((State::Diminished as u16) << STATE_SHIFT) {
    Some(bits) => bits,
    None => panic!("the diminished state has a non-zero code"),
};

impl<'a> Parser<&'a [u8]> for StateModifier {
    type Output = NonZeroU16;
    type Error = Stop;

    #[inline(always)]
    fn process<OM: OutputMode>(
        &mut self,
        input: &'a [u8],
    ) -> PResult<OM, &'a [u8], NonZeroU16, Stop> {
        let state = match input.first() {
            Some(b'+') => Some(ENHANCED),
            Some(b'-') => Some(DIMINISHED),
            _ => None,
        };
        step::<OM, _>(input, state)
    }
}

/// `abbr`: one ASCII letter, its case being the side. Output: the letter's and side's bits in the stored form
/// (with [`PRESENT_BIT`], so never zero).
struct Abbr;

impl<'a> Parser<&'a [u8]> for Abbr {
    type Output = NonZeroU16;
    type Error = Stop;

    #[inline(always)]
    fn process<OM: OutputMode>(
        &mut self,
        input: &'a [u8],
    ) -> PResult<OM, &'a [u8], NonZeroU16, Stop> {
        let letter = input
            .first()
            .and_then(|&byte| NonZeroU16::new(LETTERS[usize::from(byte)]));
        step::<OM, _>(input, letter)
    }
}

/// `terminal-marker`: `^`. Output: the terminal bit of the packed form (never zero).
struct TerminalMarker;

/// The packed bit of the terminal marker.
const TERMINAL: NonZeroU16 = match NonZeroU16::new(TERMINAL_BIT) {
    Some(bit) => bit,
    None => panic!("the terminal bit is not zero"),
};

impl<'a> Parser<&'a [u8]> for TerminalMarker {
    type Output = NonZeroU16;
    type Error = Stop;

    #[inline(always)]
    fn process<OM: OutputMode>(
        &mut self,
        input: &'a [u8],
    ) -> PResult<OM, &'a [u8], NonZeroU16, Stop> {
        let marker = (input.first() == Some(&b'^')).then_some(TERMINAL);
        step::<OM, _>(input, marker)
    }
}

/// `pin`: one token at the start of the input; the three parts' bits are or-ed into the packed form.
#[inline(always)]
fn pin<'a>() -> impl Parser<&'a [u8], Output = Piece, Error = Stop> {
    (opt(StateModifier), Abbr, opt(TerminalMarker)).map(|(state, letter, marker)| {
        // An absent part is `None`, whose representation is 0: the or is of three plain words.
        let bits = |part: Option<NonZeroU16>| part.map_or(0, NonZeroU16::get);
        Piece(letter | bits(state) | bits(marker))
    })
}

/// The stop of a nom failure (complete mode never asks for more input; if it did, the input ended there).
#[inline(always)]
fn stop(e: &nom::Err<Stop>) -> Stop {
    match e {
        nom::Err::Error(stop) | nom::Err::Failure(stop) => *stop,
        nom::Err::Incomplete(_) => Stop::letter_due(&[]),
    }
}

/// The whole input as one token (the caller has checked the length bound). The error is built from the stop
/// only on failure.
#[inline(always)]
pub(crate) fn whole(bytes: &[u8]) -> Result<Piece, Error> {
    match all_consuming(pin()).process::<OutputM<Emit, Emit, Complete>>(bytes) {
        Ok((_, piece)) => Ok(piece),
        Err(e) => Err(error_at(bytes.len(), stop(&e))),
    }
}

/// Whether the whole input is one token, in nom's check mode: no value and no error are built.
#[inline(always)]
pub(crate) fn is_whole(bytes: &[u8]) -> bool {
    all_consuming(pin())
        .process::<OutputM<Check, Check, Complete>>(bytes)
        .is_ok()
}

/// One token at the start of the input and the number of bytes it took. The error is built from the stop
/// only on failure.
#[inline(always)]
pub(crate) fn prefix(bytes: &[u8]) -> Result<(Piece, usize), Error> {
    match pin().process::<OutputM<Emit, Emit, Complete>>(bytes) {
        Ok((rest, piece)) => Ok((piece, bytes.len() - rest.len())),
        Err(e) => Err(error_at(bytes.len(), stop(&e))),
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
        assert_eq!(
            StateModifier.parse_complete(b"+K"),
            Ok((&b"K"[..], ENHANCED))
        );
        assert_eq!(ENHANCED.get(), 1 << 6);
        assert_eq!(
            StateModifier.parse_complete(b"-K"),
            Ok((&b"K"[..], DIMINISHED))
        );
        assert_eq!(DIMINISHED.get(), 2 << 6);
        assert_eq!(
            StateModifier.parse_complete(b"K"),
            Err(nom::Err::Error(Stop::letter_due(b"K")))
        );
        assert_eq!(
            Abbr.parse_complete(b"k^")
                .map(|(rest, bits)| (rest, bits.get())),
            Ok((&b"^"[..], PRESENT_BIT | 0x0A | 1 << 5))
        );
        assert_eq!(
            Abbr.parse_complete(b""),
            Err(nom::Err::Error(Stop::letter_due(b"")))
        );
        assert_eq!(
            Abbr.parse_complete(b"+"),
            Err(nom::Err::Error(Stop::letter_due(b"+")))
        );
        assert_eq!(
            TerminalMarker.parse_complete(b"^'"),
            Ok((&b"'"[..], TERMINAL))
        );
        assert_eq!(TERMINAL.get(), 1 << 8);
        assert!(TerminalMarker.parse_complete(b"'").is_err());
        assert!(is_whole(b"+K^") && !is_whole(b"+K^'") && !is_whole(b""));
    }

    #[test]
    fn the_letter_table_agrees_with_the_protocol() {
        for byte in 0..=u8::MAX {
            let bits = LETTERS[usize::from(byte)];
            match Letter::from_ascii(byte) {
                Some((letter, side)) => assert_eq!(
                    NonZeroU16::new(bits).map(Piece),
                    Some(Piece::new(letter, side, State::Normal, false)),
                    "{byte:#04x}"
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
    fn stops_record_the_rest_the_byte_and_whether_a_token_precedes() {
        let due = Stop::letter_due(b"xyz");
        assert_eq!(
            (due.rest, due.found, due.after_token),
            (3, Some(b'x'), false)
        );
        let after = Stop::after_token(b"yz");
        assert_eq!(
            (after.rest, after.found, after.after_token),
            (2, Some(b'y'), true)
        );
        let end = Stop::letter_due(b"");
        assert_eq!((end.rest, end.found, end.after_token), (0, None, false));
        // nom's own combinators (only `all_consuming` here) stop after a token.
        assert_eq!(
            Stop::from_error_kind(b"x", ErrorKind::Eof),
            Stop::after_token(b"x")
        );
        assert_eq!(Stop::append(b"", ErrorKind::Tag, due), due);
        // Complete mode never asks for more input; if it did, the stop would be at the end.
        assert_eq!(
            stop(&nom::Err::Incomplete(nom::Needed::Unknown)),
            Stop::letter_due(b"")
        );
        assert_eq!(stop(&nom::Err::Failure(after)), after);
    }

    #[test]
    fn each_stop_names_its_reason() {
        let (at_letter, after) = (false, true);
        let cases: [(&[u8], bool, usize, Error); 13] = [
            (b"", at_letter, 0, Error::Empty),
            (b"+", at_letter, 1, Error::MissingLetter { offset: 1 }),
            (
                b"+-K",
                at_letter,
                1,
                Error::DoubledStateModifier { offset: 1 },
            ),
            (
                b"^K",
                at_letter,
                0,
                Error::MisplacedTerminalMarker { offset: 0 },
            ),
            (
                b"+^",
                at_letter,
                1,
                Error::MisplacedTerminalMarker { offset: 1 },
            ),
            (b"'", at_letter, 0, Error::DerivationMarker { offset: 0 }),
            (
                b"-7",
                at_letter,
                1,
                Error::InvalidLetter {
                    offset: 1,
                    byte: b'7',
                },
            ),
            (b"K^^", after, 2, Error::DoubledTerminalMarker { offset: 2 }),
            (b"K+", after, 1, Error::MisplacedStateModifier { offset: 1 }),
            (
                b"+K^-",
                after,
                3,
                Error::MisplacedStateModifier { offset: 3 },
            ),
            (b"K^'", after, 2, Error::DerivationMarker { offset: 2 }),
            (
                b"Kx",
                after,
                1,
                Error::TrailingByte {
                    offset: 1,
                    byte: b'x',
                },
            ),
            (
                b"K\xff",
                after,
                1,
                Error::TrailingByte {
                    offset: 1,
                    byte: 0xFF,
                },
            ),
        ];
        for (bytes, after_token, offset, error) in cases {
            let rest = &bytes[offset..];
            let stop = if after_token {
                Stop::after_token(rest)
            } else {
                Stop::letter_due(rest)
            };
            assert_eq!(error_at(bytes.len(), stop), error, "{bytes:?} at {offset}");
        }
    }

    #[test]
    fn whole_and_prefix_report_the_same_letter_errors() {
        for bytes in [&b""[..], b"+", b"++K", b"^K", b"'", b"1", b"+\xff"] {
            assert_eq!(whole(bytes).err(), prefix(bytes).err(), "{bytes:?}");
        }
    }
}
