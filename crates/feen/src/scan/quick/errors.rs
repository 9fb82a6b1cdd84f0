//! The error path of the validation: a string whose placement the automaton did not take, or whose
//! other fields fail after a placement it took, read again only as far as the error needs.

use super::super::{
    Board, Discard, Error, cardinality, scan_fields, scan_ranks, scan_rest, trailing, whole,
};
use super::incoherent;
use crate::scan::whole::first_space;

/// The error of a string whose placement the automaton took, ending at `end`, and whose other fields
/// stopped on `error` (the parse's error path).
#[cold]
#[inline(never)]
pub(super) fn rest_error(input: &[u8], end: usize, error: Error) -> Error {
    match whole(input, end) {
        Err(whole) => whole,
        Ok(placement_end) => trailing(input, placement_end, error),
    }
}

/// The fields after a placement the automaton took, ending at `end`, with `squares` and `pieces`, in a
/// string that passed the whole-string checks.
#[inline(never)]
pub(super) fn rest(input: &[u8], end: usize, squares: u32, pieces: u32) -> Result<(), Error> {
    let rest = scan_rest(input, end, &mut Discard)?;
    cardinality(squares, pieces, rest.hand_pieces)
}

/// A string that passed the whole-string checks and whose placement the automaton did not take, stopping
/// at `stop` (`flat`: with no `//` before): the token scanner at the token the automaton stopped in when that is
/// where the scan stops; otherwise the scan from the rank before the one it stopped in (the ranks before
/// were valid: only what the scan carries from them to the rest is counted again), and from the start
/// when that finds no error (a count of two digits, which may be valid).
#[cold]
#[inline(never)]
pub(super) fn otherwise(input: &[u8], stop: usize, flat: bool) -> Result<(), Error> {
    // The automaton took the bytes before `stop`: no space.
    let placement_end = first_space(input, stop);
    // With a `//` before the stop, the scan has closed layers there: each must have two ranks.
    let closed = flat || incoherent(&input[..stop]).is_none_or(|at| at == stop);
    match closed.then(|| at_token(input, stop)).flatten() {
        Some(Err(error)) => return Err(trailing(input, placement_end, error)),
        // At 0, the stop may stand for a board of more than 255 squares (see `Refused::At`), whose first
        // rank may be valid: the scan from the start follows.
        Some(Ok(())) => debug_assert!(stop == 0, "the scan went on at {stop}"),
        None => {}
    }
    let scanned = match resume(input, stop.min(placement_end)) {
        Some(Err(error)) => Err(error),
        _ => scan_fields(input, &mut Discard).map(|_| ()),
    };
    scanned.map_err(|error| trailing(input, placement_end, error))
}

/// The token scanner from the token the automaton stopped in, at `stop` within the placement, every
/// layer closed before it of two ranks or more: the scan's error, when the scan stops there. The scan
/// has read the ranks before as the automaton did (at most 255 squares) and the rank up to the token
/// that `stop`
/// breaks: one that starts at `stop` at the start of the field or of a rank, or after a letter, `^`,
/// `'` or a digit (the byte at `stop` then cannot start a token, or is a `0`), or at the modifier
/// before it; a space after a `/` ends the placement on it, and a space or a `/` first is the field's
/// own error. `None` for a digit after a digit (a count of two digits may be valid) and for a third
/// `/`.
#[inline(always)]
fn at_token(input: &[u8], stop: usize) -> Option<Result<(), Error>> {
    let byte = *input.get(stop)?;
    let start = match stop.checked_sub(1).map(|before| input[before]) {
        None if byte == b'/' => {
            return Some(Err(Error::PlacementStartsWithSeparator { offset: 0 }));
        }
        None if byte == b' ' => return Some(Err(Error::PlacementEmpty { offset: 0 })),
        Some(b'/') if byte == b' ' => {
            return Some(Err(Error::PlacementEndsWithSeparator { offset: stop - 1 }));
        }
        // A third `/` (the scan names the run).
        Some(b'/') if byte == b'/' => return None,
        Some(b'0'..=b'9') if byte.is_ascii_digit() => return None,
        Some(b'+' | b'-') => stop - 1,
        _ => stop,
    };
    let (mut at, mut cells, mut pieces) = (start, 0, 0);
    Some(super::super::scan_rank(
        input,
        &mut at,
        &mut cells,
        &mut pieces,
        &mut Discard,
    ))
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
