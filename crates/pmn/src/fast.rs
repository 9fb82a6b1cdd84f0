//! The success path of the PMN reader (private): plain byte code over indices, no nom, no error values.
//!
//! [`read`] returns a move only when the whole input is one, and then the same move as the full reader
//! (`parser`); for anything else it returns `None` and [`Move::parse_bytes`] asks the full reader, which
//! finds the first rule broken in the documented order. Each token is still read by its own crate:
//! coordinates by tabula-cell's prefix reader for delimited coordinates, pieces by tabula-epin's prefix
//! reader; what is read here is PMN's own grammar, the operators and the suffix markers around them.
//!
//! A move read here is at most [`Move::MAX_LEN`] bytes by construction (two coordinates of at most 7 bytes,
//! an operator, two suffixes of at most 5), so the length bound is checked by the full reader only, on
//! input this path refuses; it never reads more than 25 bytes.

// The readers are inlined into `read`, which is inlined into `Move::parse_bytes`: measured with instruction
// counts (docs/performance.md § tabula-pmn).
#![allow(clippy::inline_always)]

use tabula_cell::Coordinate;
use tabula_epin::ExtendedPiece;

use crate::parser::{self, well_formed_suffixes};
use crate::{Error, Move};

/// The move when `bytes` is exactly one, else `None`: every reader of this module in turn (the tests
/// compare it with the full reader).
#[cfg(test)]
pub(crate) fn read(bytes: &[u8]) -> Option<Move> {
    let short = match bytes.first() {
        Some(b'a'..=b'z') => short_square_first(bytes),
        _ => short_other(bytes),
    };
    short.or_else(|| general(bytes))
}

/// [`Move::parse_bytes`]. A move of the commonest shape, two squares of a letter and a digit around an
/// operator and no suffix (`e2-e4`, `d1+f3`, `e1~g1`), and the pass are read here; the other forms go, by
/// their first bytes, to the reader of short squares ([`parse_short_square_first`], [`parse_short_other`])
/// or straight to [`parse_general`]. Out of line, so that every caller gets the same code, which builds
/// the whole move; the other readers are called in tail position, so that this path saves no register.
#[inline(never)]
pub(crate) fn parse(bytes: &[u8]) -> Result<Move, Error> {
    match *bytes {
        [f, r, operator @ (b'-' | b'+' | b'~'), g, s] => {
            if let (Some(from), Some(to)) =
                (Coordinate::try_pair([f, r]), Coordinate::try_pair([g, s]))
                && from != to
            {
                return Ok(movement(from, operator, to, None, None));
            }
            parse_general(bytes)
        }
        [b'.', b'.', b'.'] => Ok(Move::Pass),
        [b'a'..=b'z', _, b'-' | b'+' | b'~' | b'=', ..] => parse_short_square_first(bytes),
        [b'a'..=b'z', ..] => parse_general(bytes),
        _ => parse_short_other(bytes),
    }
}

/// [`short_square_first`], then [`parse_general`].
#[inline(never)]
fn parse_short_square_first(bytes: &[u8]) -> Result<Move, Error> {
    match short_square_first(bytes) {
        Some(mv) => Ok(mv),
        None => parse_general(bytes),
    }
}

/// [`short_other`], then [`parse_general`].
#[inline(never)]
fn parse_short_other(bytes: &[u8]) -> Result<Move, Error> {
    match short_other(bytes) {
        Some(mv) => Ok(mv),
        None => parse_general(bytes),
    }
}

/// [`general`], then the full reader, which finds the error.
#[inline(never)]
fn parse_general(bytes: &[u8]) -> Result<Move, Error> {
    match general(bytes) {
        Some(mv) => Ok(mv),
        None => parser::checked(bytes),
    }
}

/// The square-first moves whose squares are a file letter and a rank digit (`e7-e8=Q`, `b7+a8=Q/r`,
/// `e4=+P`): each form's bytes at fixed places, the squares read by `Coordinate::try_pair` (the operator or
/// suffix marker after a square ends it), or `None` to try [`general`].
#[inline(always)]
fn short_square_first(bytes: &[u8]) -> Option<Move> {
    match *bytes {
        [f, r, operator @ (b'-' | b'+' | b'~'), g, s, ref rest @ ..] => {
            let from = Coordinate::try_pair([f, r])?;
            let to = Coordinate::try_pair([g, s])?;
            if from == to {
                return None;
            }
            let (actor, captured) = well_formed_suffixes(rest, true, operator != b'-')?;
            Some(movement(from, operator, to, actor, captured))
        }
        [f, r, b'=', ref rest @ ..] => Some(Move::Mutate {
            square: Coordinate::try_pair([f, r])?,
            piece: whole_piece(rest)?,
        }),
        _ => None,
    }
}

/// The drops and static captures whose square is a file letter and a rank digit (`P*e5`, `-p.e5`, `*e5`,
/// `+d4/P`), read as [`short_square_first`] reads its forms, or `None` to try [`general`].
#[inline(always)]
fn short_other(bytes: &[u8]) -> Option<Move> {
    match *bytes {
        [operator @ (b'*' | b'.'), f, r, ref rest @ ..] => drop(None, operator, [f, r], rest),
        [
            p @ b'A'..=b'Z',
            operator @ (b'*' | b'.'),
            f,
            r,
            ref rest @ ..,
        ] => drop(Some(whole_piece(&[p])?), operator, [f, r], rest),
        [
            m @ (b'+' | b'-'),
            p @ (b'A'..=b'Z' | b'a'..=b'z'),
            operator @ (b'*' | b'.'),
            f,
            r,
            ref rest @ ..,
        ] => drop(Some(whole_piece(&[m, p])?), operator, [f, r], rest),
        [b'+', f, r, ref rest @ ..] => {
            let square = Coordinate::try_pair([f, r])?;
            let (_, captured) = well_formed_suffixes(rest, false, true)?;
            Some(Move::StaticCapture { square, captured })
        }
        _ => None,
    }
}

/// A drop of `piece` (`None`: not written) with `operator` on the square of `pair`, then `rest`.
#[inline(always)]
fn drop(piece: Option<ExtendedPiece>, operator: u8, pair: [u8; 2], rest: &[u8]) -> Option<Move> {
    let to = Coordinate::try_pair(pair)?;
    let capture = operator == b'.';
    let (actor, captured) = well_formed_suffixes(rest, true, capture)?;
    Some(if capture {
        Move::DropCapture {
            piece,
            to,
            actor,
            captured,
        }
    } else {
        Move::Drop { piece, to, actor }
    })
}

/// The move of a square-first form with `operator` `-`, `+` or `~`.
#[inline(always)]
fn movement(
    from: Coordinate,
    operator: u8,
    to: Coordinate,
    actor: Option<ExtendedPiece>,
    captured: Option<ExtendedPiece>,
) -> Move {
    match operator {
        b'-' => Move::Quiet { from, to, actor },
        b'+' => Move::Capture {
            from,
            to,
            actor,
            captured,
        },
        _ => Move::Special {
            from,
            to,
            actor,
            captured,
        },
    }
}

/// The EPIN token that is the whole of `bytes`.
#[inline(always)]
fn whole_piece(bytes: &[u8]) -> Option<ExtendedPiece> {
    match ExtendedPiece::try_prefix(bytes)? {
        (piece, used) if used == bytes.len() => Some(piece),
        _ => None,
    }
}

/// Every form, each token read by its crate's prefix reader: the moves [`short`] does not take (longer
/// squares such as `a10`, `e2A`, `aa1`, and drops of longer pieces are read by the full reader).
#[inline(always)]
fn general(bytes: &[u8]) -> Option<Move> {
    let first = *bytes.first()?;
    if first.is_ascii_lowercase() {
        square_first(bytes)
    } else {
        other(bytes)
    }
}

/// The coordinate at `at` when the byte after it is not a letter or digit, and the index after it.
#[inline(always)]
fn square(bytes: &[u8], at: usize) -> Option<(Coordinate, usize)> {
    let (square, used) = Coordinate::try_prefix_delimited(bytes.get(at..)?)?;
    Some((square, at + used))
}

/// The EPIN token at `at` when it runs up to `end`.
#[inline(always)]
fn piece(bytes: &[u8], at: usize, end: usize) -> Option<ExtendedPiece> {
    match ExtendedPiece::try_prefix(bytes.get(at..end)?)? {
        (piece, used) if at + used == end => Some(piece),
        _ => None,
    }
}

/// `s-d[=A]`, `s+d[=A][/C]`, `s~d[=A][/C]` or `q=A`.
#[inline(always)]
fn square_first(bytes: &[u8]) -> Option<Move> {
    let (from, at) = square(bytes, 0)?;
    let operator = *bytes.get(at)?;
    if operator == b'=' {
        let piece = piece(bytes, at + 1, bytes.len())?;
        return Some(Move::Mutate {
            square: from,
            piece,
        });
    }
    if !matches!(operator, b'-' | b'+' | b'~') {
        return None;
    }
    let (to, end) = square(bytes, at + 1)?;
    if from == to {
        return None;
    }
    let (actor, captured) = if end == bytes.len() {
        (None, None)
    } else {
        well_formed_suffixes(bytes.get(end..)?, true, operator != b'-')?
    };
    Some(match operator {
        b'-' => Move::Quiet { from, to, actor },
        b'+' => Move::Capture {
            from,
            to,
            actor,
            captured,
        },
        _ => Move::Special {
            from,
            to,
            actor,
            captured,
        },
    })
}

/// `...`, a drop whose operator is at byte 0, 1 or 2 (`*e5`, `P*e5`, `-p*e5`), or a static capture `+q[/C]`.
#[inline(always)]
fn other(bytes: &[u8]) -> Option<Move> {
    let op = match bytes {
        b"..." => return Some(Move::Pass),
        [b'*' | b'.', ..] => 0,
        [b'A'..=b'Z', b'*' | b'.', ..] => 1,
        [b'+' | b'-', b'A'..=b'Z' | b'a'..=b'z', b'*' | b'.', ..] => 2,
        [b'+', ..] => {
            let (square, end) = square(bytes, 1)?;
            let (_, captured) = well_formed_suffixes(bytes.get(end..)?, false, true)?;
            return Some(Move::StaticCapture { square, captured });
        }
        _ => return None,
    };
    let piece = if op == 0 {
        None
    } else {
        Some(piece(bytes, 0, op)?)
    };
    let capture = bytes.get(op) == Some(&b'.');
    let (to, end) = square(bytes, op + 1)?;
    let (actor, captured) = well_formed_suffixes(bytes.get(end..)?, true, capture)?;
    Some(if capture {
        Move::DropCapture {
            piece,
            to,
            actor,
            captured,
        }
    } else {
        Move::Drop { piece, to, actor }
    })
}
