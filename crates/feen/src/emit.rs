//! Writing positions as canonical FEEN (feen.md §11).

use core::fmt::Write as _;

use alloc::string::String;
use alloc::vec::Vec;

use tabula_epin::ExtendedPiece;
use tabula_qi::Qi;
use tabula_qpi::{Side, Style};

use crate::order::HandKey;
use crate::{Error, MAX_DIMENSIONS, MAX_LEN};

/// Writes `position`, turning each piece into its EPIN token with `to_epin`.
pub(crate) fn emit<P: Ord + Clone>(
    position: &Qi<P, Style>,
    to_epin: impl Fn(&P) -> Result<ExtendedPiece, Error>,
) -> Result<String, Error> {
    let (first, second) = (*position.first_style(), *position.second_style());
    if !first.is_first() {
        return Err(Error::StyleSideMismatch {
            side: Side::First,
            style: first,
        });
    }
    if !second.is_second() {
        return Err(Error::StyleSideMismatch {
            side: Side::Second,
            style: second,
        });
    }
    let shape = position.shape();
    let outer = &shape[..shape.len().saturating_sub(1)];
    if outer.iter().any(|&size| size < 2) {
        let mut padded = [0; MAX_DIMENSIONS];
        for (slot, &size) in padded.iter_mut().zip(shape) {
            *slot = size;
        }
        return Err(Error::ShapeNotRepresentable { shape: padded });
    }

    let files = shape.last().copied().unwrap_or(1).max(1);
    let ranks_per_layer = if shape.len() == 3 {
        shape[1].max(1)
    } else {
        usize::MAX
    };
    let mut out = String::with_capacity(capacity(position, files));
    let mut empty = 0usize;
    // Squares left in the current rank and ranks left in the current layer: counters rather than a
    // division per square.
    let mut file_left = files;
    let mut rank_left = ranks_per_layer;
    for square in position.board() {
        if file_left == 0 {
            flush(&mut out, &mut empty);
            file_left = files;
            rank_left -= 1;
            if rank_left == 0 {
                rank_left = ranks_per_layer;
                out.push_str("//");
            } else {
                out.push('/');
            }
            if out.len() > MAX_LEN {
                return Err(Error::OutputTooLong);
            }
        }
        file_left -= 1;
        match square {
            None => empty += 1,
            Some(piece) => {
                flush(&mut out, &mut empty);
                push_token(&mut out, to_epin(piece)?);
            }
        }
    }
    flush(&mut out, &mut empty);
    if out.len() > MAX_LEN {
        return Err(Error::OutputTooLong);
    }

    out.push(' ');
    write_hand(&mut out, position, Side::First, &to_epin)?;
    out.push('/');
    write_hand(&mut out, position, Side::Second, &to_epin)?;
    out.push(' ');
    let (active, inactive) = match position.turn() {
        Side::First => (first, second),
        Side::Second => (second, first),
    };
    out.push(char::from(active.to_ascii()));
    out.push('/');
    out.push(char::from(inactive.to_ascii()));
    if out.len() > MAX_LEN {
        return Err(Error::OutputTooLong);
    }
    Ok(out)
}

/// An upper bound of the output length (capped at the length bound, past which emit fails anyway), so
/// that the output is allocated once and never grows.
fn capacity<P: Ord>(position: &Qi<P, Style>, files: usize) -> usize {
    fn digits(n: usize) -> usize {
        n.checked_ilog10().map_or(1, |d| d as usize + 1)
    }
    let pieces = position.board_piece_count();
    let ranks = position.square_count() / files;
    // Each piece and each rank may be preceded by an empty run of at most `files` squares; each rank
    // after the first by a separator of at most two bytes.
    let board = pieces * ExtendedPiece::MAX_LEN + (pieces + ranks) * digits(files) + 2 * ranks;
    let hands: usize = Side::ALL
        .iter()
        .flat_map(|&side| position.hand(side))
        .map(|(_, count)| ExtendedPiece::MAX_LEN + digits(count))
        .sum();
    // Three single-byte field and hand separators, and the two style letters.
    (board + hands + 5).min(MAX_LEN + 1)
}

fn flush(out: &mut String, empty: &mut usize) {
    if *empty > 0 {
        push_decimal(out, *empty);
        *empty = 0;
    }
}

/// Appends a token: the PIN part from its compile-time table, then the marker (no UTF-8 check, no buffer).
fn push_token(out: &mut String, token: ExtendedPiece) {
    out.push_str(token.piece().as_str());
    if token.is_derived() {
        out.push('\'');
    }
}

/// Appends `n` in decimal without going through `core::fmt` (a run or a count is written per rank).
fn push_decimal(out: &mut String, n: usize) {
    if let Ok(digit @ 0..=9) = u8::try_from(n) {
        // A single digit: the common case on every real board.
        out.push(char::from(b'0' + digit));
    } else {
        // Writing to a String cannot fail.
        let _ = write!(out, "{n}");
    }
}

fn write_hand<P: Ord + Clone>(
    out: &mut String,
    position: &Qi<P, Style>,
    side: Side,
    to_epin: &impl Fn(&P) -> Result<ExtendedPiece, Error>,
) -> Result<(), Error> {
    let mut items = Vec::new();
    for (piece, count) in position.hand(side) {
        let token = to_epin(piece)?;
        items.push((HandKey::new(count as u64, token), token, count));
    }
    items.sort_unstable_by_key(|&(key, _, _)| key);
    for (_, token, count) in items {
        if count >= 2 {
            push_decimal(out, count);
        }
        push_token(out, token);
        if out.len() > MAX_LEN {
            return Err(Error::OutputTooLong);
        }
    }
    Ok(())
}
