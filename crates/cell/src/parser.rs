//! The bounded CELL grammar as nom 8 parsers over bytes (private: no nom type leaves this module).
//!
//! ```text
//! cell   ::= file [ rank [ layer ] ]
//! file   ::= lower | lower lower          (bijective base 26, a = 0, at most iv = 255)
//! rank   ::= "1"-"9" { digit }            (at most 3 digits, 1-based, at most 256)
//! layer  ::= upper | upper upper          (bijective base 26, A = 0, at most IV = 255)
//! ```
//!
//! The primitives are hand-written nom parsers (`IResult` functions, composed with `opt` and
//! `all_consuming`). Each reads a bounded number of bytes (two letters plus one to detect a third, three
//! digits plus one to detect a fourth), so a parse does constant work whatever the input length; the public entry
//! points also check the 7-byte bound before calling in. A primitive that does not see its class fails with
//! a recoverable [`nom::Err::Error`] (so `opt` can try the next part); a part that starts right but is
//! broken (a third letter, an index over 255, a leading zero) fails with [`nom::Err::Failure`]. The failure
//! carries the reason and how much input was left, which gives the byte offset of the public [`Error`].

use nom::combinator::{all_consuming, opt};
use nom::error::{ErrorKind, ParseError};
use nom::{IResult, Parser};

use crate::coordinate::Dimensions;
use crate::{Coordinate, Error, Location};

/// Why a primitive stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reason {
    /// The byte found does not start the expected part (or the input ended).
    NotInClass,
    /// A third letter in a letter run.
    RunTooLong,
    /// An index over 255.
    TooLarge,
    /// The number `0`.
    Zero,
    /// A number with a leading zero.
    LeadingZero,
    /// Bytes after a complete coordinate of `dimensions` dimensions.
    Trailing { dimensions: u8 },
}

/// Where and why the grammar stopped: the number of bytes left from that point, the reason, and the
/// dimension being read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop {
    rest: usize,
    reason: Reason,
    dimension: u8,
}

impl Stop {
    fn at(input: &[u8], reason: Reason, dimension: u8) -> Stop {
        Stop {
            rest: input.len(),
            reason,
            dimension,
        }
    }

    /// The public error for an input `bytes` (the whole input the parse started on).
    fn into_error(self, bytes: &[u8]) -> Error {
        let offset = bytes.len().saturating_sub(self.rest);
        let Some(&byte) = bytes.get(offset) else {
            // Only an empty input ends where a part is due (every part is optional but the first).
            return Error::Empty;
        };
        match self.reason {
            Reason::NotInClass if offset == 0 => Error::MustStartWithLowercase { byte },
            Reason::NotInClass => Error::UnexpectedCharacter {
                offset,
                byte,
                dimension: self.dimension,
            },
            Reason::RunTooLong => Error::LetterRunTooLong { offset },
            Reason::TooLarge => Error::IndexTooLarge {
                offset,
                dimension: self.dimension,
            },
            Reason::Zero => Error::Zero { offset },
            Reason::LeadingZero => Error::LeadingZero { offset },
            Reason::Trailing { dimensions: 3 } => Error::TooManyDimensions { offset },
            Reason::Trailing { dimensions } => Error::UnexpectedCharacter {
                offset,
                byte,
                dimension: dimensions + 1,
            },
        }
    }
}

impl ParseError<&[u8]> for Stop {
    fn from_error_kind(input: &[u8], _kind: ErrorKind) -> Self {
        Stop::at(input, Reason::NotInClass, 0)
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

type Parsed<'a, T> = IResult<&'a [u8], T, Stop>;

fn failure<T>(input: &[u8], reason: Reason, dimension: u8) -> Parsed<'_, T> {
    Err(nom::Err::Failure(Stop::at(input, reason, dimension)))
}

/// 1 to `max` bytes of `class` at the start of `input` (a recoverable error, naming `dimension`, when there
/// is none). A hand-written nom primitive: it reads at most `max` bytes.
#[inline]
fn run(input: &[u8], max: usize, class: impl Fn(u8) -> bool, dimension: u8) -> Parsed<'_, &[u8]> {
    let len = input.iter().take(max).take_while(|&&b| class(b)).count();
    match input.split_at_checked(len) {
        Some((run, rest)) if len > 0 => Ok((rest, run)),
        _ => Err(nom::Err::Error(Stop::at(
            input,
            Reason::NotInClass,
            dimension,
        ))),
    }
}

/// A letter part of `dimension`: one or two letters of the class starting at `base` (`b'a'` or `b'A'`),
/// decoded in bijective base 26 (`a` = 0, `z` = 25, `aa` = 26, `iv` = 255).
fn letters(input: &[u8], base: u8, dimension: u8) -> Parsed<'_, u8> {
    let class = move |b: u8| b.wrapping_sub(base) < 26;
    let (rest, run) = run(input, 2, class, dimension)?;
    if rest.first().is_some_and(|&b| class(b)) {
        return failure(rest, Reason::RunTooLong, dimension);
    }
    // At most 26·26 + 26 = 702, so the sum fits a u16.
    let value = run
        .iter()
        .fold(0u16, |v, &b| v * 26 + u16::from(b - base) + 1);
    match u8::try_from(value - 1) {
        Ok(index) => Ok((rest, index)),
        Err(_) => failure(input, Reason::TooLarge, dimension),
    }
}

/// Dimension 1: lowercase letters.
fn file(input: &[u8]) -> Parsed<'_, u8> {
    letters(input, b'a', 1)
}

/// Dimension 3: uppercase letters.
fn layer(input: &[u8]) -> Parsed<'_, u8> {
    letters(input, b'A', 3)
}

/// Dimension 2: a 1-based decimal number without leading zero, at most 256 (index 255).
fn rank(input: &[u8]) -> Parsed<'_, u8> {
    let (rest, digits) = run(input, 3, |b: u8| b.is_ascii_digit(), 2)?;
    if digits.first() == Some(&b'0') {
        let reason = if digits.len() == 1 {
            Reason::Zero
        } else {
            Reason::LeadingZero
        };
        return failure(input, reason, 2);
    }
    if rest.first().is_some_and(u8::is_ascii_digit) {
        // Four digits or more without a leading zero: at least 1000.
        return failure(input, Reason::TooLarge, 2);
    }
    let number = digits
        .iter()
        .fold(0u16, |v, &d| v * 10 + u16::from(d - b'0'));
    match u8::try_from(number - 1) {
        Ok(index) => Ok((rest, index)),
        Err(_) => failure(input, Reason::TooLarge, 2),
    }
}

/// The end of the input, after a coordinate of `dimensions` dimensions.
fn end(input: &[u8], dimensions: u8) -> Parsed<'_, ()> {
    if input.is_empty() {
        Ok((input, ()))
    } else {
        failure(input, Reason::Trailing { dimensions }, dimensions + 1)
    }
}

/// A whole coordinate: `file [ rank [ layer ] ]`, then the end of the input.
fn coordinate(input: &[u8]) -> Parsed<'_, Coordinate> {
    let (rest, (f, tail)) = (file, opt((rank, opt(layer)))).parse_complete(input)?;
    let (indices, dimensions) = match tail {
        None => ([f, 0, 0], Dimensions::One),
        Some((r, None)) => ([f, r, 0], Dimensions::Two),
        Some((r, Some(l))) => ([f, r, l], Dimensions::Three),
    };
    let (rest, ()) = end(rest, dimensions as u8)?;
    Ok((rest, Coordinate::from_parts(indices, dimensions)))
}

/// The whole input as one coordinate (the caller has checked that it is 1 to 7 bytes long).
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Result<Coordinate, Error> {
    match all_consuming(coordinate).parse_complete(bytes) {
        Ok((_, coordinate)) => Ok(coordinate),
        Err(nom::Err::Error(stop) | nom::Err::Failure(stop)) => Err(stop.into_error(bytes)),
        // Complete mode never asks for more input.
        Err(nom::Err::Incomplete(_)) => Err(Error::Empty),
    }
}

/// `*`, the hand.
fn hand(input: &[u8]) -> Parsed<'_, Location> {
    match input.split_first() {
        Some((b'*', rest)) => Ok((rest, Location::Hand)),
        _ => Err(nom::Err::Error(Stop::at(input, Reason::NotInClass, 0))),
    }
}

/// The whole input as a location: `*` alone, or a coordinate (the caller has checked the length bound).
#[inline]
pub(crate) fn location(bytes: &[u8]) -> Result<Location, Error> {
    match hand(bytes) {
        Ok(([], location)) => Ok(location),
        Ok(([byte, ..], _)) => Err(Error::HandNotAlone { byte: *byte }),
        Err(_) => whole(bytes).map(Location::Board),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_parts_decode_in_bijective_base_26() {
        assert_eq!(file(b"a"), Ok((&b""[..], 0)));
        assert_eq!(file(b"z1"), Ok((&b"1"[..], 25)));
        assert_eq!(file(b"aa"), Ok((&b""[..], 26)));
        assert_eq!(file(b"hz"), Ok((&b""[..], 233)));
        assert_eq!(file(b"iv"), Ok((&b""[..], 255)));
        assert_eq!(layer(b"IV"), Ok((&b""[..], 255)));
        assert_eq!(layer(b"BA"), Ok((&b""[..], 52)));
    }

    #[test]
    fn letter_parts_stop_at_the_bounds() {
        assert_eq!(
            file(b"iw"),
            Err(nom::Err::Failure(Stop::at(b"iw", Reason::TooLarge, 1)))
        );
        assert_eq!(
            file(b"aaa"),
            Err(nom::Err::Failure(Stop::at(b"a", Reason::RunTooLong, 1)))
        );
        assert_eq!(
            layer(b"a"),
            Err(nom::Err::Error(Stop::at(b"a", Reason::NotInClass, 3)))
        );
        assert!(matches!(file(b""), Err(nom::Err::Error(_))));
    }

    #[test]
    fn rank_parts_are_one_based_without_leading_zero() {
        assert_eq!(rank(b"1"), Ok((&b""[..], 0)));
        assert_eq!(rank(b"10A"), Ok((&b"A"[..], 9)));
        assert_eq!(rank(b"256"), Ok((&b""[..], 255)));
        assert_eq!(
            rank(b"257"),
            Err(nom::Err::Failure(Stop::at(b"257", Reason::TooLarge, 2)))
        );
        assert_eq!(
            rank(b"1000"),
            Err(nom::Err::Failure(Stop::at(b"1000", Reason::TooLarge, 2)))
        );
        assert_eq!(
            rank(b"0"),
            Err(nom::Err::Failure(Stop::at(b"0", Reason::Zero, 2)))
        );
        assert_eq!(
            rank(b"0A"),
            Err(nom::Err::Failure(Stop::at(b"0A", Reason::Zero, 2)))
        );
        assert_eq!(
            rank(b"01"),
            Err(nom::Err::Failure(Stop::at(b"01", Reason::LeadingZero, 2)))
        );
        assert!(matches!(rank(b"A"), Err(nom::Err::Error(_))));
    }

    #[test]
    fn whole_reports_the_public_error_with_its_offset() {
        assert_eq!(
            whole(b"a1A"),
            Ok(Coordinate::from_parts([0, 0, 0], Dimensions::Three))
        );
        assert_eq!(
            whole(b"A"),
            Err(Error::MustStartWithLowercase { byte: b'A' })
        );
        assert_eq!(
            whole(b"aA"),
            Err(Error::UnexpectedCharacter {
                offset: 1,
                byte: b'A',
                dimension: 2
            })
        );
        assert_eq!(
            whole(b"a1-"),
            Err(Error::UnexpectedCharacter {
                offset: 2,
                byte: b'-',
                dimension: 3
            })
        );
        assert_eq!(whole(b"a1A1"), Err(Error::TooManyDimensions { offset: 3 }));
        assert_eq!(
            whole(b"a1IW"),
            Err(Error::IndexTooLarge {
                offset: 2,
                dimension: 3
            })
        );
        assert_eq!(whole(b""), Err(Error::Empty));
    }

    #[test]
    fn location_is_the_hand_alone_or_a_coordinate() {
        assert_eq!(location(b"*"), Ok(Location::Hand));
        assert_eq!(location(b"**"), Err(Error::HandNotAlone { byte: b'*' }));
        assert_eq!(
            location(b"e4"),
            Ok(Location::Board(Coordinate::from_parts(
                [4, 3, 0],
                Dimensions::Two
            )))
        );
        assert_eq!(location(b""), Err(Error::Empty));
    }

    #[test]
    fn stop_errors_compose_by_keeping_the_inner_stop() {
        let inner = Stop::at(b"xy", Reason::Zero, 2);
        assert_eq!(Stop::append(b"", ErrorKind::Tag, inner), inner);
        assert_eq!(
            Stop::from_error_kind(b"xyz", ErrorKind::Tag),
            Stop::at(b"xyz", Reason::NotInClass, 0)
        );
    }
}
