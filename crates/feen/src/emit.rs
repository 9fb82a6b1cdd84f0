//! Writing positions as canonical FEEN.

use alloc::string::String;
use alloc::vec::Vec;

use tabula_epin::{ExtendedPiece, Piece};
use tabula_qi::Qi;
use tabula_qpi::{Side, Style};

use crate::order::HandKey;
use crate::{EmitError as Error, MAX_LEN};

/// Writes `position` into `out` (cleared first; its allocation is reused), turning each piece into its
/// EPIN token with `to_epin`. On error `out` holds an unfinished string.
pub(crate) fn emit<P: Ord + Clone>(
    position: &Qi<P, Style>,
    to_epin: impl Fn(&P) -> Result<ExtendedPiece, Error>,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    out.clear();
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
        return Err(Error::ShapeNotRepresentable { shape: *shape });
    }

    let files = shape.last().copied().unwrap_or(1).max(1);
    let ranks_per_layer = if shape.len() == 3 {
        shape[1].max(1)
    } else {
        usize::MAX
    };
    // Bytes (all ASCII).
    out.reserve(capacity(position, files));
    // Ranks left in the current layer: a counter rather than a division per rank.
    let mut rank_left = ranks_per_layer;
    // The last piece written and its text: a run of identical pieces (a rank of pawns) is converted once.
    let mut last: Option<(&P, Token)> = None;
    for (index, rank) in position.board().chunks(files).enumerate() {
        if index > 0 {
            rank_left -= 1;
            if rank_left == 0 {
                rank_left = ranks_per_layer;
                out.extend_from_slice(b"//");
            } else {
                out.push(b'/');
            }
            if out.len() > MAX_LEN {
                return Err(Error::OutputTooLong);
            }
        }
        let mut rest = rank;
        while let Some((square, after)) = rest.split_first() {
            let Some(piece) = square else {
                // A run of empty squares, written as one count.
                let run = rest.iter().take_while(|square| square.is_none()).count();
                push_decimal(out, run);
                rest = &rest[run..];
                continue;
            };
            let token = match last {
                Some((previous, token)) if previous == piece => token,
                _ => {
                    let token = Token::new(to_epin(piece)?);
                    last = Some((piece, token));
                    token
                }
            };
            token.push_to(out);
            rest = after;
        }
    }
    if out.len() > MAX_LEN {
        return Err(Error::OutputTooLong);
    }

    out.push(b' ');
    write_hand(out, position, Side::First, &to_epin)?;
    out.push(b'/');
    write_hand(out, position, Side::Second, &to_epin)?;
    out.push(b' ');
    let (active, inactive) = match position.turn() {
        Side::First => (first, second),
        Side::Second => (second, first),
    };
    out.push(active.to_ascii());
    out.push(b'/');
    out.push(inactive.to_ascii());
    if out.len() > MAX_LEN {
        return Err(Error::OutputTooLong);
    }
    Ok(())
}

/// [`emit`] into a `String`, reusing the allocation of `text`.
pub(crate) fn emit_string<P: Ord + Clone>(
    position: &Qi<P, Style>,
    to_epin: impl Fn(&P) -> Result<ExtendedPiece, Error>,
    text: &mut String,
) -> Result<(), Error> {
    let mut bytes = core::mem::take(text).into_bytes();
    let result = emit(position, to_epin, &mut bytes);
    // Every byte written is ASCII (digits, separators and token texts), so the conversion cannot fail;
    // were it to, the text is left empty rather than holding anything else.
    match String::from_utf8(bytes) {
        Ok(string) => *text = string,
        Err(_) => debug_assert!(false, "the emitter wrote a non-ASCII byte"),
    }
    if result.is_err() {
        text.clear();
    }
    result
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
    // Plus three bytes for the fixed-size write of the last token (`Token::push_to`).
    (board + hands + 5).min(MAX_LEN + 1) + ExtendedPiece::MAX_LEN - 1
}

/// The text of a token, ready to append.
#[derive(Clone, Copy)]
struct Token {
    bytes: [u8; ExtendedPiece::MAX_LEN],
    len: usize,
}

impl Token {
    fn new(token: ExtendedPiece) -> Token {
        // The PIN part from its compile-time text table, then the marker, already in place after it.
        let text = token.piece().as_str().as_bytes();
        let mut bytes = [b'\''; ExtendedPiece::MAX_LEN];
        // One to three bytes, copied one by one (a copy loop would become a call).
        for (slot, index) in bytes.iter_mut().zip(0..Piece::MAX_LEN) {
            if let Some(&byte) = text.get(index) {
                *slot = byte;
            }
        }
        Token {
            bytes,
            len: text.len() + usize::from(token.is_derived()),
        }
    }

    /// Appends the token: all four bytes in one fixed-size copy (a single store, where a copy of 1 to 3
    /// bytes would be a call), then the length is cut back. The output never grows: its capacity was
    /// reserved up front with room for the three extra bytes.
    #[inline]
    fn push_to(self, out: &mut Vec<u8>) {
        let len = out.len() + self.len;
        out.extend_from_slice(&self.bytes);
        out.truncate(len);
    }
}

/// Appends a token.
fn push_token(out: &mut Vec<u8>, token: ExtendedPiece) {
    Token::new(token).push_to(out);
}

/// Appends `n` in decimal without going through `core::fmt` (a run or a count is written per rank).
#[inline]
fn push_decimal(out: &mut Vec<u8>, n: usize) {
    if let Ok(digit @ 0..=9) = u8::try_from(n) {
        // A single digit: the common case on every real board.
        out.push(b'0' + digit);
    } else {
        push_long_decimal(out, n);
    }
}

/// [`push_decimal`] for two digits or more.
#[inline(never)]
fn push_long_decimal(out: &mut Vec<u8>, n: usize) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    let mut rest = n;
    loop {
        start -= 1;
        // `rest % 10` < 10: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        {
            digits[start] = b'0' + (rest % 10) as u8;
        }
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[start..] {
        out.push(digit);
    }
}

fn write_hand<P: Ord + Clone>(
    out: &mut Vec<u8>,
    position: &Qi<P, Style>,
    side: Side,
    to_epin: &impl Fn(&P) -> Result<ExtendedPiece, Error>,
) -> Result<(), Error> {
    if position.hand_piece_count(side) == 0 {
        return Ok(());
    }
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
