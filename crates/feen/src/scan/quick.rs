//! The validation of a small board's placement in one table-driven pass over the whole field.
//!
//! Most positions users have are 1-D or 2-D boards of at most 255 squares whose empty counts are single
//! digits (chess, shōgi, xiangqi and their smaller cousins). Their placement is read here by a finite
//! automaton with one table load, one `and` and one addition a byte, with no branch on the bytes: its state
//! is the class of the byte before (the rank reader's classes of [`crate::rank`], tabula-epin's byte rules),
//! a single `/` ends a rank and returns to the start state, the first space after a complete rank is the
//! accepting state, and anything else (a byte that may not follow, a count of two digits, a `//`, a
//! separator before the end of the field) goes to a dead state. Both are absorbing, so the bytes after
//! them change nothing, and the loop only tests the state once every eight bytes. What the placement adds
//! up (its squares, its pieces, its length) is summed from the same table entries.
//!
//! A placement that ends in the accepting state with at most 255 squares is one the token-by-token scan
//! accepts with the same squares and pieces (every rank has at least one square, so there are at most 255
//! ranks and none longer than 255 squares), and the rest of the string is read by the scan's own field
//! readers. Anything else, valid (3-D boards, wide ranks) or not, goes to the scan, which names the error.

use super::whole::{census, census_error};
use super::{Board, Discard, Error, LIMIT, Layout, Sink, finish, scan, scan_rest, styles};
use crate::rank::{self, DERIVATION, DIGIT, LETTER, TERMINAL};
use tabula_qpi::Style;

/// Why the automaton did not take a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// It may be valid FEEN (more squares than the automaton counts) or the string is longer than it
    /// reads: the scan comes first.
    Scan,
    /// It stopped at this offset (or at the end of the string), all the bytes before it taken: invalid,
    /// or a count of two digits (which the scan may take); or 0 when a rank before may be too long. The
    /// whole-string checks come first. With whether it took no `//` before.
    At(usize, bool),
    /// It took a 3-D placement ending at `end` with a layer of one rank, closed at `offset`: the
    /// placement's only error, after the whole-string checks.
    Layer {
        /// The placement's length.
        end: usize,
        /// The offset of the `//` (or the end of the field) that closes the layer.
        offset: usize,
    },
}

/// A placement the automaton took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Placement {
    /// Its length: the offset of the space after it.
    end: usize,
    squares: u32,
    pieces: u32,
}

/// The placement of `input` when the automaton takes it: at most 255 squares, every layer of two ranks
/// or more; otherwise why not.
#[inline(always)]
// The sums fit their widths (see `LENGTH`): no cast truncates.
#[allow(clippy::cast_possible_truncation)]
pub(crate) fn placement(input: &[u8]) -> Result<Placement, Refused> {
    placement_with::<false>(input)
}

/// [`placement`], reading on past counts of more than one digit when `COUNTS` (see [`counts`]).
#[inline(always)]
// The sums fit their widths (see `LENGTH`): no cast truncates.
#[allow(clippy::cast_possible_truncation)]
fn placement_with<const COUNTS: bool>(input: &[u8]) -> Result<Placement, Refused> {
    if input.len() > QUICK_LEN {
        return Err(Refused::Scan);
    }
    let (mut sum, _) = read(input);
    if COUNTS && sum >> ACCEPT & 1 == 0 {
        sum = counts(input, sum);
    }
    let (end, squares, pieces) = (
        (sum >> LENGTH & 0x1FF) as usize,
        (sum >> SQUARES & 0xFFF) as u32,
        (sum >> PIECES & 0x1FF) as u32,
    );
    if sum >> ACCEPT & 1 == 0 {
        // Every byte the automaton took added one to the length: it stopped at that offset. With more
        // squares before it, a rank before may be too long: the scan reads from the start.
        let layered = sum >> LAYERS & 0x1FF != 0;
        return Err(Refused::At(
            if squares <= LIMIT { end } else { 0 },
            !layered,
        ));
    }
    if squares > LIMIT {
        return Err(Refused::Scan);
    }
    if sum >> LAYERS & 0x1FF != 0 {
        if let Some(offset) = incoherent(&input[..end]) {
            return Err(Refused::Layer { end, offset });
        }
    }
    Ok(Placement {
        end,
        squares,
        pieces,
    })
}

/// The sum of the automaton over `input` when it stopped, with the sum `sum`, on a digit after a digit:
/// the count read whole (its first digit is not `0`: the automaton stops on a `0` that starts a count)
/// and the automaton on from the byte after it, in the state after a digit, as often as it stops so.
/// The sum is left as it is when the squares would pass 255 (a rank may then be too long: the scan
/// names it).
#[cold]
#[inline(never)]
// The sums fit their widths (see `LENGTH`): no cast truncates.
#[allow(clippy::cast_possible_truncation)]
fn counts(input: &[u8], mut sum: u64) -> u64 {
    while sum >> ACCEPT & 1 == 0 {
        let end = (sum >> LENGTH & 0x1FF) as usize;
        let start = end.wrapping_sub(1);
        let (Some(&first @ b'1'..=b'9'), Some(b'0'..=b'9')) = (input.get(start), input.get(end))
        else {
            break;
        };
        let len = input[start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let value = super::decimal(&input[start..start + len]);
        let squares = (sum >> SQUARES & 0xFFF) - u64::from(first - b'0');
        if squares + value > u64::from(LIMIT) {
            break;
        }
        sum += (value - u64::from(first - b'0')) << SQUARES | (len as u64 - 1) << LENGTH;
        sum = chain(&input[start + len..], sum, u64::from(DIGIT) << 8).0;
    }
    sum
}

/// The automaton over `input` from the start state: the sum of its entries and its last state.
///
/// Each byte's table load waits for the state the byte before gave: a chain of a load and two operations
/// a byte, which is what bounds the time on a small board. So the placement is read as two chains at once
/// when it can be cut after a `/` near its middle: the first half from the start state, the second from
/// the state after a single `/`, one byte of each in turn. Their sums add up to the whole's when the
/// first half ends in that state; when it ends after a `//` (the start state) the second half is read
/// again from there, and when it stopped (at the space, or on an error) the first half is all there is.
#[inline(always)]
fn read(input: &[u8]) -> (u64, u64) {
    let half = input.len() / 2;
    let cut = input
        .get(half..)
        .and_then(|rest| rest.iter().position(|&b| b == b'/'));
    let Some(cut) = cut.filter(|_| input.len() >= 24) else {
        return chain(input, 0, 0);
    };
    let (first, second) = input.split_at(half + cut + 1);
    let (mut sum, mut row) = (0u64, 0u64);
    let (mut sum2, mut row2) = (0u64, SEP << 8);
    // Side by side as far as the shorter half goes (in pairs), eight bytes between two tests.
    let both = first.len().min(second.len()) & !1;
    let (mut words, mut words2) = (
        first[..both].chunks_exact(8),
        second[..both].chunks_exact(8),
    );
    let mut read = 0;
    let mut stopped = false;
    for (word, word2) in words.by_ref().zip(words2.by_ref()) {
        for (pair, pair2) in word.chunks_exact(2).zip(word2.chunks_exact(2)) {
            (sum, row, sum2, row2) = two_chains((sum, row, sum2, row2), pair, pair2);
        }
        read += 8;
        // Once the first half stopped, the second does not matter; once the second did, the first
        // goes on alone.
        if row == STOP << 8 || row2 == STOP << 8 {
            stopped = true;
            break;
        }
    }
    if !stopped {
        let pairs = words.remainder().chunks_exact(2);
        for (pair, pair2) in pairs.zip(words2.remainder().chunks_exact(2)) {
            (sum, row, sum2, row2) = two_chains((sum, row, sum2, row2), pair, pair2);
        }
        read = both;
    }
    let (sum, row) = chain(&first[read..], sum, row);
    match row >> 8 {
        SEP => {
            let (sum2, row2) = chain(&second[read..], sum2, row2);
            (sum + sum2, row2)
        }
        STOP => (sum, row),
        _ => {
            let (sum2, row2) = chain(second, 0, row);
            (sum + sum2, row2)
        }
    }
}

/// One step of each of the two chains: `pair` on the first (its sum and state first in `chains`), `pair2`
/// on the second.
#[inline(always)]
fn two_chains(chains: (u64, u64, u64, u64), pair: &[u8], pair2: &[u8]) -> (u64, u64, u64, u64) {
    let (sum, row, sum2, row2) = chains;
    let entry = pair_step(row, pair[0], pair[1]);
    let entry2 = pair_step(row2, pair2[0], pair2[1]);
    (sum + entry, entry & ROW, sum2 + entry2, entry2 & ROW)
}

/// The automaton over `bytes` from the sum `sum` and the state `row`, two bytes a step and eight bytes
/// between two tests of the state (the stop state is absorbing: reading on would change nothing).
#[inline(always)]
fn chain(bytes: &[u8], mut sum: u64, mut row: u64) -> (u64, u64) {
    let mut words = bytes.chunks_exact(8);
    for word in words.by_ref() {
        if row == STOP << 8 {
            return (sum, row);
        }
        for pair in word.chunks_exact(2) {
            let entry = pair_step(row, pair[0], pair[1]);
            sum += entry;
            row = entry & ROW;
        }
    }
    if row != STOP << 8 {
        let mut pairs = words.remainder().chunks_exact(2);
        for pair in pairs.by_ref() {
            let entry = pair_step(row, pair[0], pair[1]);
            sum += entry;
            row = entry & ROW;
        }
        if let [byte] = *pairs.remainder() {
            let entry = step(row, byte);
            sum += entry;
            row = entry & ROW;
        }
    }
    (sum, row)
}

/// Where the first layer of one rank of a 3-D placement the automaton read is closed (the offset of its
/// `//`, or the end of the field), as the scan finds it; `None` when every layer has two ranks or more
/// (a single `/`).
#[cold]
fn incoherent(placement: &[u8]) -> Option<usize> {
    let mut singles = 0;
    let mut at = 0;
    while at < placement.len() {
        if placement[at] == b'/' {
            if placement.get(at + 1) == Some(&b'/') {
                if singles == 0 {
                    return Some(at);
                }
                singles = 0;
                at += 1;
            } else {
                singles += 1;
            }
        }
        at += 1;
    }
    (singles == 0).then_some(placement.len())
}

/// [`crate::validate`]: the whole-string checks and the automaton first, the scan for whatever the
/// automaton does not take.
///
/// The errors come in the scan's order (see `ordered`). A string the automaton may read (at most
/// [`QUICK_LEN`] bytes) is first tested whole, one word pass with no branch on the bytes: ASCII, two
/// spaces. One that fails has its whole-string error at once (a misplaced space is the commonest mistake:
/// the automaton does not read it). One that passes has no whole-string error: when the automaton refused
/// a placement that cannot be valid, the token scanner names the error where it stopped; one that may be
/// valid goes to the scan.
#[inline(always)]
pub(crate) fn validate(input: &[u8]) -> Result<(), Error> {
    if input.len() <= QUICK_LEN {
        if let Err(census) = census(input) {
            // A misplaced space (the commonest mistake) or a non-ASCII byte: the first error in the
            // order, found before the automaton reads anything.
            return Err(census_error(input, census));
        }
    }
    match placement_with::<true>(input) {
        Ok(Placement {
            end,
            squares,
            pieces,
        }) => {
            // The scan would read this placement the same way: only the other fields can fail. The
            // common case: both hands empty, then a valid style–turn field (the placement's squares
            // and pieces then meet the cross-field rules: at most 255 squares, each piece on one).
            if let Some(&[b'/', b' ', active, b'/', inactive]) = input.get(end + 1..) {
                if styles(active, inactive).is_some() {
                    return Ok(());
                }
                // The same shape with two styles of one case (a common mistake): the string's only
                // error, at the second style.
                if let (Some(active), Some(inactive)) =
                    (Style::from_ascii(active), Style::from_ascii(inactive))
                {
                    if active.side() == inactive.side() {
                        return Err(Error::StylesSameCase { offset: end + 5 });
                    }
                }
            }
            rest(input, end, squares, pieces)
        }
        Err(Refused::Scan) => scan(input, &mut Discard).map(|_| ()),
        Err(Refused::At(stop, flat)) => otherwise(input, stop, flat),
        Err(Refused::Layer { offset, .. }) => Err(Error::DimensionalCoherence { offset }),
    }
}

mod errors;
mod fill;
mod tables;
#[cfg(test)]
mod tests;

use errors::{otherwise, rest, rest_error};
pub(crate) use fill::layout;
use tables::{ACCEPT, LAYERS, LENGTH, PIECES, QUICK_LEN, ROW, SEP, SQUARES, STOP, pair_step, step};
#[cfg(test)]
pub(crate) use tests::edits;
