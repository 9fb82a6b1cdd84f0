//! The automaton's tables: its states, what an entry holds, the entry of a byte in a state, and the tables of
//! single bytes (by class) and of pairs of bytes that [`super`] reads a placement with.

use crate::rank::{self, DERIVATION, DIGIT, LETTER, TERMINAL};

/// The state after a single `/` (the row of the next byte's entry, as the classes of [`crate::rank`] are
/// for the bytes of a rank; the start state 0 is also the state after a `//`).
pub(super) const SEP: u64 = 6;
/// The absorbing state, where the automaton stops: every byte stays there and adds nothing.
pub(super) const STOP: u64 = 7;
/// The state in bits 8–10 of an entry (the row of the next byte's entry).
pub(super) const ROW: u64 = 0x700;
/// Bits 0–19 sum the states, which are not read (≤ 7 × 256 × 256 < 2²⁰ over [`QUICK_LEN`] bytes). Then
/// what the placement adds up, each within its width over 256 bytes: its length (9 bits), whether it
/// ended at a space after a complete rank (1 bit: the automaton stops there, so it is added once), its
/// squares (≤ 9 × 256: 12 bits), its pieces (9 bits) and its `//` (9 bits).
pub(super) const LENGTH: u32 = 20;
pub(super) const ACCEPT: u32 = 29;
pub(super) const SQUARES: u32 = 30;
pub(super) const PIECES: u32 = 42;
pub(super) const LAYERS: u32 = 51;

/// The longest string given to the automaton. A longer one is most likely a big board (wide ranks, many
/// of them), which the automaton would refuse after reading part of it, and the whole-string checks of
/// `otherwise` would read all of it: it goes to the scan directly. (The automaton itself may not read
/// more: its sums have the widths of 256 bytes.)
pub(super) const QUICK_LEN: usize = 256;

/// The entry of `byte` in the state `state`: the next state (bits 8–10) and what the byte adds.
pub(super) const fn entry(state: u64, byte: u8) -> u64 {
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
                // A byte that may not follow, or would extend a count (two digits, which the scan
                // may take: see `Refused::At`).
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

/// The entry of every state and class of byte ([`CLASS`]), at `state << 4 | class`: a byte's entry
/// (what [`entry`] gives) by way of its class, 1 KiB where a table by byte would take 16.
pub(super) static SINGLES: [u64; 128] = {
    let mut table = [0; 128];
    let mut at = 0;
    while at < 128 {
        table[at] = entry(at as u64 >> 4, REPRESENTATIVE[at & 15]);
        at += 1;
    }
    table
};

/// The class of every byte for [`SINGLES`] and [`PAIRS`]: bytes of one class have the same entry in every
/// state. A letter (0), `+` or `-` (1), `^` (2), `'` (3), any byte that stops the automaton wherever it
/// comes, `0` included (4), `1`–`9` (5–13), `/` (14), a space (15).
pub(super) static CLASS: [u8; 256] = {
    let mut table = [4; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        let b = byte as u8;
        table[byte] = match b {
            b'A'..=b'Z' | b'a'..=b'z' => 0,
            b'+' | b'-' => 1,
            b'^' => 2,
            b'\'' => 3,
            b'1'..=b'9' => b - b'1' + 5,
            b'/' => 14,
            b' ' => 15,
            _ => 4,
        };
        byte += 1;
    }
    table
};

/// A byte of each class of [`CLASS`].
pub(super) const REPRESENTATIVE: [u8; 16] = *b"A+^'!123456789/ ";

/// [`CLASS`] shifted to the high half of a pair's index.
pub(super) static HIGH: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = CLASS[byte] << 4;
        byte += 1;
    }
    table
};

/// The entry of two bytes at once, at `state << 8 | class of the first << 4 | class of the second`:
/// the entries of the two bytes in turn, summed, with the state after the second (the state after the
/// first is not summed: the low bits of a sum are not read). A chain of two bytes a table load.
pub(super) static PAIRS: [u64; 2048] = {
    let mut table = [0; 2048];
    let mut at = 0;
    while at < 2048 {
        let state = at as u64 >> 8;
        let first = entry(state, REPRESENTATIVE[(at >> 4) & 15]);
        let second = entry(first >> 8 & 7, REPRESENTATIVE[at & 15]);
        table[at] = (first & !ROW) + second;
        at += 1;
    }
    table
};

/// The entry of `byte` in the state `row` (a state in bits 8–10).
#[inline(always)]
pub(super) fn step(row: u64, byte: u8) -> u64 {
    // The state (bits 8–10 of `row`) goes to bits 4–6; the index is at most 0x7F: the cast cannot
    // truncate.
    #[allow(clippy::cast_possible_truncation)]
    SINGLES[((row >> 4) | u64::from(CLASS[usize::from(byte)])) as usize & 0x7F]
}

/// The entry of the bytes `first` and `second`, in turn, in the state `row` (a state in bits 8–10).
#[inline(always)]
pub(super) fn pair_step(row: u64, first: u8, second: u8) -> u64 {
    let pair = HIGH[usize::from(first)] | CLASS[usize::from(second)];
    // The index is at most 0x7FF: the cast cannot truncate.
    #[allow(clippy::cast_possible_truncation)]
    PAIRS[(row | u64::from(pair)) as usize & 0x7FF]
}
