//! The shape of a SAN string, read byte by byte without allocating.

use cozy_chess::Piece;

use super::SanError;
use crate::{Promotion, Square};

/// The longest text [`read`](super::read) looks at (whitespace included); longer input is refused before
/// any work. The longest SAN is 7 bytes; the rest leaves room for annotations and padding.
pub const MAX_SAN_LEN: usize = 32;

/// What a SAN string says, before looking at the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// `O-O` (false) or `O-O-O` (true).
    Castle { long: bool },
    /// A piece or pawn move.
    Normal(Normal),
    /// Text in another notation: `from`, `to`, promotion, and the notation's name.
    Other {
        notation: &'static str,
        from: Square,
        to: Square,
        promotion: Option<Promotion>,
        special: bool,
    },
}

/// A piece or pawn move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Normal {
    /// `None` for a pawn.
    pub piece: Option<Piece>,
    pub file: Option<u8>,
    pub rank: Option<u8>,
    /// The offset of `x`, if written.
    pub capture: Option<usize>,
    pub to: Square,
    pub promotion: Option<Promotion>,
}

fn piece_of(byte: u8) -> Option<Piece> {
    match byte {
        b'N' | b'n' => Some(Piece::Knight),
        b'B' => Some(Piece::Bishop),
        b'R' | b'r' => Some(Piece::Rook),
        b'Q' | b'q' => Some(Piece::Queen),
        b'K' | b'k' => Some(Piece::King),
        _ => None,
    }
}

fn promotion_of(byte: u8) -> Option<Promotion> {
    match byte.to_ascii_uppercase() {
        b'Q' => Some(Promotion::Queen),
        b'R' => Some(Promotion::Rook),
        b'B' => Some(Promotion::Bishop),
        b'N' => Some(Promotion::Knight),
        _ => None,
    }
}

const fn is_file(byte: u8) -> bool {
    matches!(byte, b'a'..=b'h')
}

const fn is_rank(byte: u8) -> bool {
    matches!(byte, b'1'..=b'8')
}

/// The bounds of the move proper: surrounding whitespace, then annotation glyphs and check suffixes
/// stripped from the end.
fn core_bounds(bytes: &[u8]) -> (usize, usize) {
    let mut start = 0;
    while start < bytes.len() && bytes[start].is_ascii_whitespace() {
        start += 1;
    }
    let mut end = bytes.len();
    while end > start && bytes[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    while end > start && matches!(bytes[end - 1], b'!' | b'?') {
        end -= 1;
    }
    while end > start && matches!(bytes[end - 1], b'+' | b'#') {
        end -= 1;
    }
    (start, end)
}

/// Reads the shape of `text`.
pub(crate) fn parse(text: &str) -> Result<Shape, SanError> {
    let bytes = text.as_bytes();
    if bytes.len() > MAX_SAN_LEN {
        return Err(SanError::TooLong { len: bytes.len() });
    }
    let (start, end) = core_bounds(bytes);
    let body = &bytes[start..end];
    if body.is_empty() {
        return Err(SanError::Empty);
    }
    if let Some(long) = castle(body) {
        return Ok(Shape::Castle { long });
    }
    if body == b"--" || body == b"0000" || body == b"Z0" {
        return Err(SanError::NullMove { offset: start });
    }
    if let Some(other) = other_notation(body) {
        return Ok(other);
    }
    normal(body, start).map(Shape::Normal)
}

fn castle(body: &[u8]) -> Option<bool> {
    let o = body
        .first()
        .copied()
        .filter(|b| matches!(b, b'O' | b'0' | b'o'))?;
    if body == [o, b'-', o] {
        Some(false)
    } else if body == [o, b'-', o, b'-', o] {
        Some(true)
    } else {
        None
    }
}

fn square(file: u8, rank: u8) -> Option<Square> {
    Square::new(file.wrapping_sub(b'a'), rank.wrapping_sub(b'1'))
}

/// UCI (`e2e4`, `e7e8q`) and PMN (`e2-e4`, `d1+f3`, `e1~g1`, `e7-e8=Q`) shapes.
fn other_notation(body: &[u8]) -> Option<Shape> {
    let from = match body {
        [f, r, ..] if is_file(*f) && is_rank(*r) => square(*f, *r)?,
        _ => return None,
    };
    let (notation, special, rest) = match &body[2..] {
        [b'-' | b'+', rest @ ..] => ("PMN", false, rest),
        [b'~', rest @ ..] => ("PMN", true, rest),
        rest => ("UCI", false, rest),
    };
    let (to, tail) = match rest {
        [f, r, tail @ ..] if is_file(*f) && is_rank(*r) => (square(*f, *r)?, tail),
        _ => return None,
    };
    let promotion = match (notation, tail) {
        (_, []) => None,
        ("UCI", [p]) if p.is_ascii_lowercase() => Some(promotion_of(*p)?),
        ("PMN", [b'=', p]) => Some(promotion_of(*p)?),
        _ => return None,
    };
    Some(Shape::Other {
        notation,
        from,
        to,
        promotion,
        special,
    })
}

fn normal(body: &[u8], start: usize) -> Result<Normal, SanError> {
    let syntax = |at: usize, expected: &'static str| SanError::Syntax {
        offset: start + at,
        expected,
    };
    let mut at = 0;
    let piece = body.first().copied().and_then(piece_of);
    if piece.is_some() {
        at += 1;
    }
    // Up to four bytes of origin and destination, with an optional `x` before the destination.
    let (mut file, mut rank, mut capture) = (None, None, None);
    let mut squares: [(u8, u8, usize); 2] = [(0, 0, 0); 2];
    let mut count = 0;
    while at < body.len() {
        let byte = body[at];
        if byte == b'x' || byte == b':' {
            if capture.is_some() || count == 2 {
                return Err(syntax(at, "a destination square"));
            }
            capture = Some(start + at);
            at += 1;
            continue;
        }
        if is_file(byte) || is_rank(byte) {
            if count == 2 {
                break;
            }
            squares[count] = (byte, body.get(at + 1).copied().unwrap_or(0), at);
            count += 1;
            at += 1;
            if is_file(byte) && body.get(at).copied().is_some_and(is_rank) {
                at += 1;
            } else {
                squares[count - 1].1 = 0;
            }
            continue;
        }
        break;
    }
    // The last group is the destination and must be a full square; a first group is the disambiguation.
    let Some(&(to_file, to_rank, to_at)) = squares[..count].last() else {
        return Err(syntax(at, "a destination square like e4"));
    };
    if !is_file(to_file) || !is_rank(to_rank) {
        return Err(syntax(to_at, "a destination square like e4"));
    }
    if count == 2 {
        let (f, r, _) = squares[0];
        if is_file(f) {
            file = Some(f - b'a');
            if is_rank(r) {
                rank = Some(r - b'1');
            }
        } else {
            rank = Some(f - b'1');
        }
        if capture.is_some_and(|x| x < start + squares[0].2) {
            return Err(syntax(
                capture.unwrap_or(0) - start,
                "a piece or file before `x`",
            ));
        }
    }
    let to = square(to_file, to_rank).ok_or_else(|| syntax(to_at, "a square"))?;
    let mut promotion = None;
    if at < body.len() {
        let mut p = at;
        if body[p] == b'=' {
            p += 1;
        }
        match body.get(p).copied().and_then(promotion_of) {
            Some(kind) if p + 1 == body.len() => promotion = Some(kind),
            _ => {
                let expected = if p > at {
                    "a promotion piece Q, R, B or N"
                } else {
                    "the end of the move, or a promotion like =Q"
                };
                return Err(syntax(p.min(body.len() - 1), expected));
            }
        }
    }
    Ok(Normal {
        piece,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}
