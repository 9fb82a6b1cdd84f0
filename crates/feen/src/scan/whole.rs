//! The whole-string checks (ASCII, then the field count): eight bytes at a time, with no branch on the
//! bytes. The validation makes them first on a string the automaton may read ([`census`]); everywhere
//! else they are made on the error path only ([`whole`]).

use crate::Error;

/// `0x7F` in every byte of a word.
const LOW: u64 = u64::from_ne_bytes([0x7F; 8]);

/// The whole-string checks of `input` (ASCII, then the field count), knowing that its first `clean`
/// bytes are ASCII and no space; when they pass, the offset of the first space (the placement's end).
///
/// One pass counts the spaces and notes the first; a string of two spaces passes. Otherwise a second
/// pass finds where the fields first go wrong.
#[inline(always)]
pub(super) fn whole(input: &[u8], clean: usize) -> Result<usize, Error> {
    let (mut count, mut first, mut high) = (0, usize::MAX, 0);
    words(input, clean, |word, base| {
        high |= word;
        let mask = spaces(word);
        let at = base + (mask.trailing_zeros() / 8) as usize;
        if first == usize::MAX && mask != 0 {
            first = at;
        }
        count += ones(mask);
        true
    });
    if high & !LOW == 0 && count == 2 {
        return Ok(first);
    }
    Err(failed(input, high & !LOW == 0, count, first))
}

/// The error of the whole-string checks of `input`, which is ASCII when `ascii`, holds `count` spaces
/// and whose first space is at `first` when it has two or more, when it is not ASCII or `count` is not
/// 2: the first non-ASCII byte; otherwise the first place the fields go wrong: a leading space (an empty
/// first field), then the second space of a double space (an empty field between them), then the first
/// surplus space, then the end of the string when spaces are missing.
fn failed(input: &[u8], ascii: bool, count: usize, first: usize) -> Error {
    if !ascii {
        let offset = input.iter().position(|b| !b.is_ascii()).unwrap_or(0);
        return Error::NonAscii {
            offset,
            byte: input.get(offset).copied().unwrap_or(0),
        };
    }
    let offset = if input.first() == Some(&b' ') {
        0
    } else if count < 2 {
        // No double space and no third one: the spaces are missing.
        input.len()
    } else {
        let (double, surplus) = misplaced(input, first);
        double.or(surplus).unwrap_or(input.len())
    };
    Error::FieldCount {
        offset,
        spaces: count,
    }
}

/// The whole-string checks of `input`, of at most 256 bytes, in one pass of words with no branch on the
/// bytes: `Ok` when they pass (it is ASCII and holds two spaces), otherwise whether it is ASCII and its
/// spaces, each byte lane's count (for [`census_error`]). Each byte's space bit is added in its own lane:
/// at most 32 words, so no lane passes 32; the lanes' sum, at most 256, is the top byte of their product
/// by `0x0101…` modulo 256 (the partial sums below it stay under 256), which is 2 only when it is 2.
#[inline(always)]
pub(super) fn census(input: &[u8]) -> Result<(), (bool, u64)> {
    debug_assert!(input.len() <= 256);
    let (mut lanes, mut high) = (0u64, 0u64);
    words(input, 0, |word, _| {
        high |= word;
        lanes += spaces(word) >> 7;
        true
    });
    let ascii = high & !LOW == 0;
    if ascii && lanes.wrapping_mul(0x0101_0101_0101_0101) >> 56 == 2 {
        Ok(())
    } else {
        Err((ascii, lanes))
    }
}

/// The error of the whole-string checks of `input` after [`census`] gave `(ascii, lanes)`.
#[cold]
#[inline(never)]
pub(super) fn census_error(input: &[u8], (ascii, lanes): (bool, u64)) -> Error {
    // The lanes summed in pairs, then the four sums of 16 bits (at most 256: no carry).
    const PAIRS: u64 = 0x00FF_00FF_00FF_00FF;
    let pairs = (lanes & PAIRS) + (lanes >> 8 & PAIRS);
    let count = (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize;
    failed(input, ascii, count, first_space(input, 0))
}

/// The offsets of the second space of the first double space and of the third space of `input`, whose
/// first `clean` bytes are ASCII and no space: each space in turn (a string has few), words without one
/// passed over, and the reading stops at the first double space.
fn misplaced(input: &[u8], clean: usize) -> (Option<usize>, Option<usize>) {
    // The offset of the space before (never one less than a space's while there is none).
    let (mut double, mut surplus, mut count, mut previous) = (None, None, 0, usize::MAX - 1);
    words(input, clean, |word, base| {
        let mut mask = spaces(word);
        while mask != 0 {
            let at = base + (mask.trailing_zeros() / 8) as usize;
            if at == previous + 1 {
                double = Some(at);
                return false;
            }
            count += 1;
            if count == 3 {
                surplus = Some(at);
            }
            previous = at;
            mask &= mask - 1;
        }
        true
    });
    (double, surplus)
}

/// The offset of the first space of `input` at or after `from`, or its length when there is none.
pub(super) fn first_space(input: &[u8], from: usize) -> usize {
    let mut first = input.len();
    words(input, from, |word, base| {
        let mask = spaces(word);
        if mask != 0 {
            first = base + (mask.trailing_zeros() / 8) as usize;
        }
        mask == 0
    });
    first
}

/// Calls `f` with each eight bytes of `input` from `clean` (a little-endian word) and its offset, until
/// it returns `false`; the last bytes of a length that is not a multiple of eight are followed by zeros
/// (neither a space nor outside ASCII).
#[inline(always)]
fn words(input: &[u8], clean: usize, mut f: impl FnMut(u64, usize) -> bool) {
    let start = clean.min(input.len());
    let mut chunks = input[start..].chunks_exact(8);
    let mut base = start;
    for chunk in chunks.by_ref() {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(chunk);
        if !f(u64::from_le_bytes(bytes), base) {
            return;
        }
        base += 8;
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        let mut bytes = [0; 8];
        // The last eight bytes of the input, shifted so that the tail's bytes are the low ones.
        let word = if let Some(last) = input.len().checked_sub(8).map(|at| &input[at..]) {
            bytes.copy_from_slice(last);
            u64::from_le_bytes(bytes) >> (8 * (8 - tail.len()))
        } else {
            bytes[..tail.len()].copy_from_slice(tail);
            u64::from_le_bytes(bytes)
        };
        f(word, base);
    }
}

/// The high bit of each byte of `word` that is a space (exact: no carry between bytes).
#[inline(always)]
fn spaces(word: u64) -> u64 {
    const SPACES: u64 = u64::from_ne_bytes([b' '; 8]);
    let x = word ^ SPACES;
    !(((x & LOW) + LOW) | x | LOW)
}

/// How many bytes of `mask` have their high bit set (at most one bit a byte: a multiplication's top
/// byte adds them up).
#[inline(always)]
fn ones(mask: u64) -> usize {
    ((mask >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checks byte by byte, as the documented order states them.
    fn reference(input: &[u8]) -> Result<usize, Error> {
        if let Some(offset) = input.iter().position(|b| !b.is_ascii()) {
            return Err(Error::NonAscii {
                offset,
                byte: input[offset],
            });
        }
        let spaces: alloc::vec::Vec<usize> =
            (0..input.len()).filter(|&i| input[i] == b' ').collect();
        if spaces.len() == 2 {
            return Ok(spaces[0]);
        }
        let double = spaces.windows(2).find(|w| w[1] == w[0] + 1).map(|w| w[1]);
        let offset = if input.first() == Some(&b' ') {
            0
        } else {
            double.or(spaces.get(2).copied()).unwrap_or(input.len())
        };
        Err(Error::FieldCount {
            offset,
            spaces: spaces.len(),
        })
    }

    /// Every string of up to 11 bytes over a space, a letter and a non-ASCII byte, and longer ones
    /// around every word boundary, from every offset its leading non-space ASCII bytes allow.
    #[test]
    fn the_word_checks_give_what_the_byte_checks_give() {
        let mut checked = 0;
        let mut check = |input: &[u8]| {
            let expected = reference(input);
            let clean = input
                .iter()
                .position(|&b| b == b' ' || !b.is_ascii())
                .unwrap_or(input.len());
            for from in [0, clean / 2, clean] {
                assert_eq!(whole(input, from), expected, "{input:?} from {from}");
                checked += 1;
            }
            if input.len() <= 256 {
                assert_eq!(
                    census(input).map_err(|lanes| census_error(input, lanes)),
                    expected.map(|_| ()),
                    "{input:?}"
                );
            }
        };
        for input in tabula_testkit::byte_strings(b" a\xc3", 11) {
            check(&input);
        }
        for len in 12..40 {
            for spaces in [
                [3, 9],
                [7, 8],
                [8, 16],
                [15, 16],
                [len - 2, len - 1],
                [0, len - 1],
            ] {
                for extra in [None, Some(len / 2), Some(len - 3)] {
                    let mut input = alloc::vec![b'a'; len];
                    for at in spaces.into_iter().chain(extra).filter(|&at| at < len) {
                        input[at] = b' ';
                    }
                    check(&input);
                }
            }
        }
        // The longest strings the census reads: every byte a space, or all but a few.
        for spaces in [256, 255, 254, 3, 2, 1, 0] {
            for at in [0, 7, 8, 128, 255] {
                let mut input = alloc::vec![b'a'; 256];
                for byte in input.iter_mut().take(spaces) {
                    *byte = b' ';
                }
                input.rotate_right(at);
                check(&input);
                input[at] = 0xC3;
                check(&input);
            }
        }
        assert!(checked > 500_000, "{checked}");
    }
}
