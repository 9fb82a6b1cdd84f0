//! The bounded CELL grammar, read once by one scanner (private).
//!
//! ```text
//! cell   ::= file [ rank [ layer ] ]
//! file   ::= lower | lower lower          (bijective base 26, a = 0, at most iv = 255)
//! rank   ::= "1"-"9" { digit }            (at most 3 digits, 1-based, at most 256)
//! layer  ::= upper | upper upper          (bijective base 26, A = 0, at most IV = 255)
//! ```
//!
//! [`scan`] is the only reading of the grammar. It reads each part greedily (two letters, three digits, plus
//! one byte to see whether the part goes on), so it looks at 8 bytes at most whatever the input length, and
//! it returns two things: the longest valid coordinate at the start of the input with its length, and where
//! and why it stopped there ([`Stop`], a few bytes, no error built). The prefix reader keeps the first; the
//! whole-token reader accepts when that coordinate covers the whole input and only then, on failure, turns
//! the stop into the public [`Error`] with its byte offset.
//!
//! Greedy is the longest: when a part is cut short (`iw` is over 255, so the file is `i`), the next byte is
//! of the same class as the part and cannot start the next part, so no shorter reading goes further.
//!
//! This grammar is small and fixed-width, so it is hand-written rather than composed from nom combinators:
//! a nom parser fails with an error value, and the prefix reader must not build one.

use crate::coordinate::Dimensions;
use crate::{Coordinate, Error, Location};

/// Why the scan stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reason {
    /// The first byte is not a lowercase letter (or there is none).
    NoFile,
    /// A third letter in a letter run.
    RunTooLong,
    /// An index over 255.
    TooLarge,
    /// The number `0`.
    Zero,
    /// A number with a leading zero.
    LeadingZero,
    /// The end of a coordinate of `dimensions` dimensions: the next byte (if any) starts no further part.
    Trailing { dimensions: u8 },
}

/// Where (byte offset) and why the scan stopped, and the dimension being read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop {
    offset: usize,
    reason: Reason,
    dimension: u8,
}

impl Stop {
    /// The public error for the input `bytes` the scan read (called only when it is not one coordinate).
    fn into_error(self, bytes: &[u8]) -> Error {
        let offset = self.offset;
        let Some(&byte) = bytes.get(offset) else {
            // Only an empty input stops at its end without being a coordinate.
            return Error::Empty;
        };
        match self.reason {
            Reason::NoFile => Error::MustStartWithLowercase { byte },
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

/// One part read greedily: the length of its longest valid reading (0 when the part does not start here or
/// starts wrong), its index, and the broken rule (with its offset) when the part does not end cleanly.
type PartRead = (usize, u8, Option<(Reason, usize)>);

/// A letter part at `start`: one or two letters from `base` (`b'a'` or `b'A'`), bijective base 26 (`a` = 0,
/// `z` = 25, `aa` = 26, `iv` = 255).
#[inline]
fn letters(bytes: &[u8], start: usize, base: u8) -> PartRead {
    let letter = |at: usize| {
        bytes
            .get(at)
            .map(|&b| b.wrapping_sub(base))
            .filter(|&v| v < 26)
    };
    let Some(first) = letter(start) else {
        return (0, 0, None);
    };
    let Some(second) = letter(start + 1) else {
        return (1, first, None);
    };
    let third = letter(start + 2).is_some();
    // At most 26 · 26 + 25 = 701.
    let value = (u16::from(first) + 1) * 26 + u16::from(second);
    match (u8::try_from(value), third) {
        (Ok(index), false) => (2, index, None),
        (Ok(index), true) => (2, index, Some((Reason::RunTooLong, start + 2))),
        // Over 255: one letter is the longest valid reading; a third letter is reported first.
        (Err(_), true) => (1, first, Some((Reason::RunTooLong, start + 2))),
        (Err(_), false) => (1, first, Some((Reason::TooLarge, start))),
    }
}

/// The rank at `start`: a 1-based decimal number without leading zero, at most 256 (index 255).
#[inline]
fn rank(bytes: &[u8], start: usize) -> PartRead {
    let digit = |at: usize| {
        bytes
            .get(at)
            .filter(|b| b.is_ascii_digit())
            .map(|&b| u16::from(b - b'0'))
    };
    let Some(first) = digit(start) else {
        return (0, 0, None);
    };
    if first == 0 {
        let reason = if digit(start + 1).is_some() {
            Reason::LeadingZero
        } else {
            Reason::Zero
        };
        return (0, 0, Some((reason, start)));
    }
    let (mut number, mut len) = (first, 1);
    while let (true, Some(d)) = (len < 3, digit(start + len)) {
        number = number * 10 + d;
        len += 1;
    }
    // Four digits or more without a leading zero: at least 1000.
    let fourth = len == 3 && digit(start + 3).is_some();
    match u8::try_from(number - 1) {
        Ok(index) => (len, index, fourth.then_some((Reason::TooLarge, start))),
        // Three digits over 256: the first two are the longest valid reading (10 to 99).
        Err(_) => (
            2,
            u8::try_from(number / 10 - 1).unwrap_or(u8::MAX),
            Some((Reason::TooLarge, start)),
        ),
    }
}

/// The longest valid coordinate at the start of `bytes` with its length, and where and why the scan stopped.
/// Reads 8 bytes at most.
#[inline]
pub(crate) fn scan(bytes: &[u8]) -> (Option<(Coordinate, usize)>, Stop) {
    let stop = |offset, reason, dimension| Stop {
        offset,
        reason,
        dimension,
    };
    let (len, f, broken) = letters(bytes, 0, b'a');
    if len == 0 {
        return (None, stop(0, Reason::NoFile, 1));
    }
    let one = Some((Coordinate::from_parts([f, 0, 0], Dimensions::One), len));
    if let Some((reason, at)) = broken {
        return (one, stop(at, reason, 1));
    }
    let at = len;
    let (len, r, broken) = rank(bytes, at);
    if len == 0 {
        let (reason, at) = broken.unwrap_or((Reason::Trailing { dimensions: 1 }, at));
        return (one, stop(at, reason, 2));
    }
    let at = at + len;
    let two = Some((Coordinate::from_parts([f, r, 0], Dimensions::Two), at));
    if let Some((reason, at)) = broken {
        return (two, stop(at, reason, 2));
    }
    let (len, l, broken) = letters(bytes, at, b'A');
    if len == 0 {
        return (two, stop(at, Reason::Trailing { dimensions: 2 }, 3));
    }
    let at = at + len;
    let three = Some((Coordinate::from_parts([f, r, l], Dimensions::Three), at));
    let (reason, at) = broken.unwrap_or((Reason::Trailing { dimensions: 3 }, at));
    (three, stop(at, reason, 3))
}

/// The longest valid coordinate at the start of `bytes` and its length.
#[inline]
pub(crate) fn prefix(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    scan(bytes).0
}

/// The whole input as one coordinate (the caller has checked that it is at most 7 bytes long); the error is
/// built only when the input is not one.
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Result<Coordinate, Error> {
    match scan(bytes) {
        (Some((coordinate, len)), _) if len == bytes.len() => Ok(coordinate),
        (_, stop) => Err(stop.into_error(bytes)),
    }
}

/// The whole input as a location: `*` alone, or a coordinate (the caller has checked the length bound).
#[inline]
pub(crate) fn location(bytes: &[u8]) -> Result<Location, Error> {
    match bytes {
        [b'*'] => Ok(Location::Hand),
        [b'*', byte, ..] => Err(Error::HandNotAlone { byte: *byte }),
        _ => whole(bytes).map(Location::Board),
    }
}

#[cfg(test)]
mod tests;
