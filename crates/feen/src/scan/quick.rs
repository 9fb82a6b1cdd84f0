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

use super::{
    Board, Discard, Error, LIMIT, Layout, Sink, cardinality, finish, scan, scan_fields, scan_ranks,
    scan_rest, trailing, whole,
};
use crate::rank::{self, DERIVATION, DIGIT, LETTER, TERMINAL};

/// The state after a single `/` (the row of the next byte's entry, as the classes of [`crate::rank`] are
/// for the bytes of a rank; the start state 0 is also the state after a `//`).
const SEP: u64 = 6;
/// The absorbing state, where the automaton stops: every byte stays there and adds nothing.
const STOP: u64 = 7;
/// The state in bits 8–10 of an entry (the row of the next byte's entry).
const ROW: u64 = 0x700;
/// Bits 0–19 sum the states, which are not read (≤ 7 × 256 × 256 < 2²⁰ over [`QUICK_LEN`] bytes). Then
/// what the placement adds up, each within its width over 256 bytes: its length (9 bits), whether it
/// ended at a space after a complete rank (1 bit: the automaton stops there, so it is added once), its
/// squares (≤ 9 × 256: 12 bits), its pieces (9 bits), its `//` (9 bits), and whether the automaton
/// stopped on a count of two digits (1 bit), which a valid wide rank has.
const LENGTH: u32 = 20;
const ACCEPT: u32 = 29;
const SQUARES: u32 = 30;
const PIECES: u32 = 42;
const LAYERS: u32 = 51;
const WIDE: u32 = 60;

/// The longest string given to the automaton. A longer one is most likely a big board (wide ranks, many
/// of them), which the automaton would refuse after reading part of it, and the whole-string checks of
/// `otherwise` would read all of it: it goes to the scan directly. (The automaton itself may not read
/// more: its sums have the widths of 256 bytes.)
const QUICK_LEN: usize = 256;

/// The entry of `byte` in the state `state`: the next state (bits 8–10) and what the byte adds.
const fn entry(state: u64, byte: u8) -> u64 {
    if state == STOP {
        return STOP << 8;
    }
    // `state` < 7 here: the cast cannot truncate.
    #[allow(clippy::cast_possible_truncation)]
    let previous = state as u32;
    let ends_rank = matches!(previous, LETTER | TERMINAL | DERIVATION | DIGIT);
    match byte {
        b'/' if ends_rank => SEP << 8 | 1 << LENGTH,
        b'/' if state == SEP => 1 << LENGTH | 1 << LAYERS,
        b' ' if ends_rank => STOP << 8 | 1 << ACCEPT,
        _ => {
            let previous = if state == SEP { rank::START } else { previous };
            match rank::step(previous, byte) {
                // A byte that may not follow (or would extend a count: two digits).
                None if previous == DIGIT && byte.is_ascii_digit() => STOP << 8 | 1 << WIDE,
                None => STOP << 8,
                Some((class, squares, pieces)) => {
                    (class as u64) << 8
                        | 1 << LENGTH
                        | (squares as u64) << SQUARES
                        | (pieces as u64) << PIECES
                }
            }
        }
    }
}

/// The entry of every state and byte, at `state << 8 | byte`.
static TABLE: [u64; 2048] = {
    let mut table = [0; 2048];
    let mut at = 0;
    while at < 2048 {
        // `at & 0xFF` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        {
            table[at] = entry(at as u64 >> 8, (at & 0xFF) as u8);
        }
        at += 1;
    }
    table
};

/// Why the automaton did not take a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused {
    /// It may be valid FEEN (more squares than the automaton counts) or the string is longer than it
    /// reads: the scan comes first.
    Scan,
    /// It stopped at this offset (or at the end of the string): invalid; or 0 for a count of two digits,
    /// a 3-D board the scan will refuse, or a rank before that may be too long. The whole-string checks
    /// come first.
    At(usize),
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
    if input.len() > QUICK_LEN {
        return Err(Refused::Scan);
    }
    let (sum, _) = read(input);
    let (end, squares, pieces) = (
        (sum >> LENGTH & 0x1FF) as usize,
        (sum >> SQUARES & 0xFFF) as u32,
        (sum >> PIECES & 0x1FF) as u32,
    );
    if sum >> ACCEPT & 1 == 0 {
        // Every byte the automaton took added one to the length: it stopped at that offset. With more
        // squares before it, a rank before may be too long, and a count of two digits is no error:
        // the scan reads from the start.
        let wide = sum >> WIDE & 1 == 1;
        return Err(Refused::At(if squares <= LIMIT && !wide { end } else { 0 }));
    }
    if squares > LIMIT {
        return Err(Refused::Scan);
    }
    if sum >> LAYERS & 0x1FF != 0 && !coherent(&input[..end]) {
        return Err(Refused::At(0));
    }
    Ok(Placement {
        end,
        squares,
        pieces,
    })
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
    let mut read = 0;
    for (word, word2) in first.chunks_exact(8).zip(second.chunks_exact(8)) {
        for (&byte, &byte2) in word.iter().zip(word2) {
            let entry = step(row, byte);
            let entry2 = step(row2, byte2);
            sum += entry;
            sum2 += entry2;
            row = entry & ROW;
            row2 = entry2 & ROW;
        }
        read += 8;
        // Once the first half stopped, the second does not matter; once the second did, the first
        // goes on alone.
        if row == STOP << 8 || row2 == STOP << 8 {
            break;
        }
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

/// The entry of `byte` in the state `row` (a state in bits 8–10).
#[inline(always)]
fn step(row: u64, byte: u8) -> u64 {
    // The index is at most 0x7FF: the cast cannot truncate.
    #[allow(clippy::cast_possible_truncation)]
    TABLE[(row | u64::from(byte)) as usize & 0x7FF]
}

/// The automaton over `bytes` from the sum `sum` and the state `row`, eight bytes between two tests of
/// the state (the stop state is absorbing: reading on would change nothing).
#[inline(always)]
fn chain(bytes: &[u8], mut sum: u64, mut row: u64) -> (u64, u64) {
    let mut words = bytes.chunks_exact(8);
    for word in words.by_ref() {
        if row == STOP << 8 {
            return (sum, row);
        }
        for &byte in word {
            let entry = step(row, byte);
            sum += entry;
            row = entry & ROW;
        }
    }
    if row != STOP << 8 {
        for &byte in words.remainder() {
            let entry = step(row, byte);
            sum += entry;
            row = entry & ROW;
        }
    }
    (sum, row)
}

/// Whether every layer of a 3-D placement the automaton read has two ranks or more (a single `/`).
#[cold]
fn coherent(placement: &[u8]) -> bool {
    let mut singles = 0;
    let mut at = 0;
    while at < placement.len() {
        if placement[at] == b'/' {
            if placement.get(at + 1) == Some(&b'/') {
                if singles == 0 {
                    return false;
                }
                singles = 0;
                at += 1;
            } else {
                singles += 1;
            }
        }
        at += 1;
    }
    singles > 0
}

/// [`crate::validate`]: the automaton first, the scan for whatever it does not take.
///
/// The errors come in the scan's order (see `ordered`). When the automaton took the placement, its bytes
/// are ASCII and no space, so the whole-string checks read only what follows it. When it refused a
/// placement that cannot be valid, those checks come first (a misplaced space is the commonest mistake,
/// and they settle it without the scan), then the scan; one that may be valid goes to the scan.
#[inline(always)]
pub(crate) fn validate(input: &[u8]) -> Result<(), Error> {
    match placement(input) {
        Ok(Placement {
            end,
            squares,
            pieces,
        }) => {
            // The scan would read this placement the same way: only the other fields can fail.
            let checked = scan_rest(input, end, &mut Discard)
                .and_then(|rest| cardinality(squares, pieces, rest.hand_pieces));
            checked.map_err(|error| rest_error(input, end, error))
        }
        Err(Refused::Scan) => scan(input, &mut Discard).map(|_| ()),
        Err(Refused::At(stop)) => otherwise(input, stop),
    }
}

/// The error of a string whose placement the automaton took, ending at `end`, and whose other fields
/// stopped on `error`.
#[cold]
#[inline(never)]
fn rest_error(input: &[u8], end: usize, error: Error) -> Error {
    match whole(input, end) {
        Err(whole) => whole,
        Ok(placement_end) => trailing(input, placement_end, error),
    }
}

/// A string whose placement the automaton did not take, stopping at `stop`: the whole-string checks, then
/// the scan, from the rank before the one it stopped in (the ranks before were valid: only what the scan
/// carries from them to the rest is counted again); from the start when that finds no error (a count of
/// two digits, which may be valid).
#[cold]
#[inline(never)]
fn otherwise(input: &[u8], stop: usize) -> Result<(), Error> {
    let placement_end = whole(input, 0)?;
    let scanned = match resume(input, stop.min(placement_end)) {
        Some(Err(error)) => Err(error),
        _ => scan_fields(input, &mut Discard).map(|_| ()),
    };
    scanned.map_err(|error| trailing(input, placement_end, error))
}

/// The scan from a rank before `stop` (the offset where the automaton stopped, within the placement):
/// the start of the rank that ends before the separators just before `stop`, or 0. The board the scan
/// would have there: its dimensions, its closed layers and the ranks of the current one (its squares
/// and pieces are not counted: the caller scans again from the start when this finds no error, and the
/// checks that need them come after the placement). `None` when the scan is to start from the start.
fn resume(input: &[u8], stop: usize) -> Option<Result<(), Error>> {
    let mut back = stop;
    while back > 0 && input[back - 1] == b'/' {
        back -= 1;
    }
    let start = input[..back].iter().rposition(|&b| b == b'/')? + 1;
    let mut board = Board::new(2, 0, 0);
    let mut at = 0;
    while at < start {
        if input[at] == b'/' {
            board.ranks_in_layer += 1;
            if input.get(at + 1) == Some(&b'/') {
                if board.ranks_in_layer < 2 {
                    // A layer of one rank, which the automaton does not check before it stops.
                    return None;
                }
                board.dimensions = 3;
                board.layers += 1;
                board.ranks_in_layer = 0;
                board.layer_start = at + 2;
                at += 1;
            }
        }
        at += 1;
    }
    Some(
        scan_ranks(input, start, board, &mut Discard)
            .and_then(|board| scan_rest(input, board.end, &mut Discard).map(|_| ())),
    )
}

mod fill;
#[cfg(test)]
mod tests;

pub(crate) use fill::layout;
#[cfg(test)]
pub(crate) use tests::edits;
