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

// The readers a caller inlines are marked `inline(always)` and the rare paths `inline(never)`: measured with
// instruction counts (docs/performance.md § tabula-pmn), the compiler's own choice calls the common path.
#![allow(clippy::inline_always)]

pub(crate) use exact::{pair, triple};

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
///
/// A coordinate that nothing extends (the end of the input or a byte that is neither a letter nor a digit
/// follows it: `e4`, `a10-`, `iv256IV `) is read by [`delimited_shape`]; everything else by [`general`],
/// which reads greedily and finds where and why the coordinate stops.
#[inline(always)]
pub(crate) fn scan(bytes: &[u8]) -> (Option<(Coordinate, usize)>, Stop) {
    match delimited_shape(bytes) {
        Some((coordinate, len)) => {
            // A coordinate of 1 to 3 dimensions: the casts cannot truncate.
            #[allow(clippy::cast_possible_truncation)]
            let dimensions = coordinate.dimensions() as u8;
            let stop = Stop {
                offset: len,
                reason: Reason::Trailing { dimensions },
                dimension: if dimensions == 3 { 3 } else { dimensions + 1 },
            };
            (Some((coordinate, len)), stop)
        }
        None => general(bytes),
    }
}

/// Whether each byte is an ASCII letter or digit: a byte that extends a coordinate's last part or starts a
/// further one. One load instead of three range tests.
static EXTENDS: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric();
        byte += 1;
    }
    table
};

/// Whether the byte at `at` ends a coordinate: there is none, or it is neither a letter nor a digit.
#[inline(always)]
fn ends_at(bytes: &[u8], at: usize) -> bool {
    bytes.get(at).is_none_or(|&b| !EXTENDS[usize::from(b)])
}

/// The coordinate at the start of `bytes` when nothing extends it (the byte after it is not an ASCII letter
/// or digit, or there is none), else `None`. Each part is read in one pass without the stop reasons: a file
/// of one or two lowercase letters, then optionally a rank (at most three digits, no leading zero), then
/// when there is a rank optionally a layer (one or two uppercase letters), each index at most 255. On these
/// inputs [`general`] reads the same parts, since each part here is cut by a byte that cannot continue it,
/// and stops at the byte after for the same reason (a coordinate that nothing extends); the tests compare
/// the two on every short string and on every coordinate followed by each kind of byte.
#[inline(always)]
fn delimited_shape(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    common(bytes).or_else(|| any_delimited_shape(bytes))
}

/// [`delimited_shape`] for the commonest coordinates (one file letter, a rank of one or two digits, at most
/// one layer letter: `e4`, `a10`, `c3C`), read first, or `None`.
#[inline(always)]
fn common(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    let first = *bytes.first_chunk()?;
    let two = pair(first)?;
    if ends_at(bytes, 2) {
        return Some((two, 2));
    }
    // Checked by `pair`: the file index and the rank's first digit, 1 to 9, as 0 to 8.
    let [file, high] = [first[0].wrapping_sub(b'a'), first[1].wrapping_sub(b'1')];
    let low = bytes.get(2)?.wrapping_sub(b'0');
    let (rank, at) = if low < 10 {
        // The rank is 10 to 99 (index 9 to 98): (high + 1) · 10 + low − 1.
        let rank = high * 10 + low + 9;
        if ends_at(bytes, 3) {
            return Some((Coordinate::from_parts([file, rank, 0], Dimensions::Two), 3));
        }
        (rank, 3)
    } else {
        (high, 2)
    };
    let layer = bytes.get(at)?.wrapping_sub(b'A');
    if layer < 26 && ends_at(bytes, at + 1) {
        let three = Coordinate::from_parts([file, rank, layer], Dimensions::Three);
        return Some((three, at + 1));
    }
    None
}

/// [`delimited_shape`] for every shape.
#[inline(always)]
fn any_delimited_shape(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    // The byte at `i`, or 0 past the end (0 is of no class, as the end is).
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let ended = |i: usize| ends_at(bytes, i);
    let first = at(0).wrapping_sub(b'a');
    if first >= 26 {
        return None;
    }
    let second = at(1).wrapping_sub(b'a');
    let (file, mut i) = if second < 26 {
        // At most 26 · 26 + 25 = 701; over 255 is no index.
        let value = (u16::from(first) + 1) * 26 + u16::from(second);
        (u8::try_from(value).ok()?, 2)
    } else {
        (first, 1)
    };
    let digit = at(i).wrapping_sub(b'0');
    if digit >= 10 {
        let one = Coordinate::from_parts([file, 0, 0], Dimensions::One);
        return ended(i).then_some((one, i));
    }
    if digit == 0 {
        return None;
    }
    let mut number = u16::from(digit);
    i += 1;
    for _ in 0..2 {
        let digit = at(i).wrapping_sub(b'0');
        if digit >= 10 {
            break;
        }
        number = number * 10 + u16::from(digit);
        i += 1;
    }
    // 1 to 999; over 256 is no index.
    let rank = u8::try_from(number - 1).ok()?;
    let upper = at(i).wrapping_sub(b'A');
    if upper >= 26 {
        let two = Coordinate::from_parts([file, rank, 0], Dimensions::Two);
        return ended(i).then_some((two, i));
    }
    i += 1;
    let second = at(i).wrapping_sub(b'A');
    let layer = if second < 26 {
        i += 1;
        u8::try_from((u16::from(upper) + 1) * 26 + u16::from(second)).ok()?
    } else {
        upper
    };
    let three = Coordinate::from_parts([file, rank, layer], Dimensions::Three);
    ended(i).then_some((three, i))
}

/// [`scan`] for every shape: each part read greedily in the dimension cycle.
#[inline(never)]
fn general(bytes: &[u8]) -> (Option<(Coordinate, usize)>, Stop) {
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
#[inline(always)]
pub(crate) fn prefix(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    match common(bytes) {
        Some(found) => Some(found),
        None => uncommon_prefix(bytes),
    }
}

/// [`prefix`] after [`common`].
#[inline(never)]
fn uncommon_prefix(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    match any_delimited_shape(bytes) {
        Some(found) => Some(found),
        None => general(bytes).0,
    }
}

/// [`prefix`] when the byte after the coordinate is not an ASCII letter or digit (or there is none).
#[inline(always)]
pub(crate) fn delimited(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    match common(bytes) {
        Some(found) => Some(found),
        None => uncommon_delimited(bytes),
    }
}

/// [`delimited`] after [`common`].
#[inline(never)]
fn uncommon_delimited(bytes: &[u8]) -> Option<(Coordinate, usize)> {
    match any_delimited_shape(bytes) {
        // `any_delimited_shape` has checked the byte after.
        Some(found) => Some(found),
        None => general(bytes).0.filter(|&(_, len)| ends_at(bytes, len)),
    }
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

mod exact;
#[cfg(test)]
mod tests;
