//! The readers of a coordinate of a known width (private): exactly two bytes ([`pair`], `e4`) or three
//! ([`triple`], `a10`, `e2A`, `aa1`), for a notation that finds where a coordinate ends (PMN's operators and
//! suffix markers), with no bounds check. They accept exactly what the whole-token reader accepts on those
//! bytes (the tests compare them on every two bytes and on every three bytes of each class); [`pair`] is
//! also the start of the prefix reader's common shape.

use crate::Coordinate;
use crate::coordinate::Dimensions;

/// The coordinate of exactly two bytes, a file letter and a rank digit 1 to 9 (`e4`), or `None`: the start
/// of the prefix reader's common shape, and `Coordinate::try_pair` for a caller that has found where the
/// coordinate ends.
#[inline(always)]
pub(crate) const fn pair(bytes: [u8; 2]) -> Option<Coordinate> {
    let file = bytes[0].wrapping_sub(b'a');
    // The rank, 1 to 9, as 0 to 8.
    let rank = bytes[1].wrapping_sub(b'1');
    if file < 26 && rank < 9 {
        Some(Coordinate::from_parts([file, rank, 0], Dimensions::Two))
    } else {
        None
    }
}

/// The coordinate of exactly three bytes, or `None`: a file letter and a rank of two digits (`a10`, index 9
/// to 98), a file letter, a rank digit and a layer letter (`e2A`), or two file letters (at most `iv`) and a
/// rank digit (`aa1`): `Coordinate::try_triple`.
#[inline(always)]
pub(crate) fn triple(bytes: [u8; 3]) -> Option<Coordinate> {
    let [a, b, c] = bytes;
    let file = a.wrapping_sub(b'a');
    let second = b.wrapping_sub(b'1');
    if file >= 26 {
        return None;
    }
    if second < 9 {
        let low = c.wrapping_sub(b'0');
        if low < 10 {
            // (second + 1) · 10 + low − 1: the rank 10 to 99.
            return Some(Coordinate::from_parts(
                [file, second * 10 + low + 9, 0],
                Dimensions::Two,
            ));
        }
        let layer = c.wrapping_sub(b'A');
        if layer < 26 {
            return Some(Coordinate::from_parts(
                [file, second, layer],
                Dimensions::Three,
            ));
        }
        return None;
    }
    let letter = b.wrapping_sub(b'a');
    let rank = c.wrapping_sub(b'1');
    // Two letters: (file + 1) · 26 + letter, at most 26 · 26 + 25 = 701; an index up to 255 (`iv`).
    let index = (u16::from(file) + 1) * 26 + u16::from(letter);
    if letter < 26 && rank < 9 && index <= 255 {
        // At most 255 (checked above): the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        return Some(Coordinate::from_parts(
            [index as u8, rank, 0],
            Dimensions::Two,
        ));
    }
    None
}
