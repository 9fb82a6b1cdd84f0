//! The success path of the PMN reader (private): plain byte code at fixed places, no nom, no error values.
//!
//! [`read`] writes `Ok` and the move when the whole input is one move, the same move as the full reader
//! (`parser`) returns; on anything else it hands the input to the full reader, which finds the first rule
//! broken in the documented order and writes that error. Each token is still read by its own crate: a
//! square by tabula-cell (`Coordinate::try_pair` and `Coordinate::try_triple` when PMN's operators and
//! suffix markers say where it ends, else the prefix reader for delimited coordinates), a piece by
//! tabula-epin's prefix reader; what is read here is PMN's own grammar, the operators and the suffix markers
//! around the tokens.
//!
//! **The readers.** [`read`] takes the commonest shape, two squares of a letter and a digit around an
//! operator without a suffix (`e2-e4`, `d1+f3`, `e1~g1`), the pass and a static capture `+d4`, and sends
//! the others by their first bytes to a reader of fixed places ([`suffixed`], [`squares`], [`mutation`],
//! [`drop_at`], [`static_capture`]), each of which sends what it does not take to [`general`] (every form,
//! with the prefix readers), which sends what it refuses to the full reader. Every reader is out of line
//! and writes the whole result through the caller's slot, so that each passes the input on by a tail call
//! (the same arguments, nothing returned) and saves only the registers its own path uses: the path of
//! `e2-e4` saves none. Measured with instruction counts (docs/performance.md § tabula-pmn).
//!
//! A move read here is at most [`Move::MAX_LEN`] bytes by construction (two coordinates of at most 7 bytes,
//! an operator, two suffixes of at most 5), so the length bound is checked by the full reader only, on
//! input this path refuses; this path reads 25 bytes at most.

// The shapes of `squares` and the token readers are inlined into their reader (a call per token cost more).
#![allow(clippy::inline_always)]

use tabula_cell::Coordinate;
use tabula_epin::ExtendedPiece;

use crate::parser::{self, well_formed_suffixes};
use crate::{Error, Move};

/// What a reader writes: the move, or the full reader's error.
type Parsed = Result<Move, Error>;

/// Writes to `out` the move that `bytes` is, or the full reader's answer when it is none (see the module's
/// doc for the readers it sends each shape to).
#[inline(never)]
pub(crate) fn read(bytes: &[u8], out: &mut Parsed) {
    match *bytes {
        [f, r, operator @ (b'-' | b'+' | b'~'), g, s, ref rest @ ..] => {
            if let (Some(from), Some(to)) =
                (Coordinate::try_pair([f, r]), Coordinate::try_pair([g, s]))
            {
                if from != to {
                    if rest.is_empty() {
                        *out = Ok(movement(from, operator, to, None, None));
                        return;
                    }
                    return suffixed(bytes, from, operator, to, out);
                }
            }
            squares::<2>(bytes, out);
        }
        [b'.', b'.', b'.'] => *out = Ok(Move::Pass),
        [b'a'..=b'z', _, b'=', ..] => mutation(bytes, out),
        [b'a'..=b'z', _, _, b'-' | b'+' | b'~', ..] => squares::<3>(bytes, out),
        [b'a'..=b'z', ..] => general(bytes, out),
        [b'*' | b'.', ..] => drop_at::<0>(bytes, out),
        [b'A'..=b'Z', b'*' | b'.', ..] => drop_at::<1>(bytes, out),
        [b'+' | b'-', _, b'*' | b'.', ..] => drop_at::<2>(bytes, out),
        [b'+', f, r] => match Coordinate::try_pair([f, r]) {
            Some(square) => {
                *out = Ok(Move::StaticCapture {
                    square,
                    captured: None,
                });
            }
            None => general(bytes, out),
        },
        [b'+', ..] => static_capture(bytes, out),
        // A drop of a longer piece (`K^'*e5`), left to the full reader, or no move.
        _ => parser::refused(bytes, out),
    }
}

/// The move of `bytes` when its squares `from` and `to` (a letter and a digit each, read by [`read`])
/// and `operator` are followed by suffixes (`e7-e8=Q`, `b7+a8=Q/r`); else [`squares`] (`a9-a10`).
#[inline(never)]
fn suffixed(bytes: &[u8], from: Coordinate, operator: u8, to: Coordinate, out: &mut Parsed) {
    if let Some((actor, captured)) = bytes
        .get(5..)
        .and_then(|rest| well_formed_suffixes(rest, true, operator != b'-'))
    {
        *out = Ok(movement(from, operator, to, actor, captured));
        return;
    }
    squares::<2>(bytes, out);
}

/// A square-first move whose source is `S` bytes long (2 or 3) and whose destination is of two or three
/// bytes (`a10-a9`, `e2A-e4A`, `aa1-ab2=Q`): the destination runs up to a suffix marker or the end, and
/// each square is read by `Coordinate::try_pair` or `Coordinate::try_triple`; else [`general`].
#[inline(never)]
fn squares<const S: usize>(bytes: &[u8], out: &mut Parsed) {
    // Whether a square ends before `at`: a suffix marker or the end is there.
    let ends = |at: usize| bytes.get(at).is_none_or(|&b| b == b'=' || b == b'/');
    if ends(S + 3) {
        shaped::<S, 2>(bytes, out);
    } else if ends(S + 4) {
        shaped::<S, 3>(bytes, out);
    } else {
        general(bytes, out);
    }
}

/// The move of `S` bytes of source, an operator, `D` bytes of destination and the suffixes; else
/// [`general`].
#[inline(always)]
fn shaped<const S: usize, const D: usize>(bytes: &[u8], out: &mut Parsed) {
    match shaped_move::<S, D>(bytes) {
        Some(mv) => *out = Ok(mv),
        None => general(bytes, out),
    }
}

/// The move of [`shaped`], if it is one.
#[inline(always)]
fn shaped_move<const S: usize, const D: usize>(bytes: &[u8]) -> Option<Move> {
    let (source, tail) = bytes.split_at_checked(S)?;
    let [operator @ (b'-' | b'+' | b'~'), ref tail @ ..] = *tail else {
        return None;
    };
    let (destination, rest) = tail.split_at_checked(D)?;
    let (from, to) = (short_square(source)?, short_square(destination)?);
    if from == to {
        return None;
    }
    let (actor, captured) = well_formed_suffixes(rest, true, operator != b'-')?;
    Some(movement(from, operator, to, actor, captured))
}

/// The coordinate that is the whole of `bytes`, two or three bytes long.
#[inline(always)]
fn short_square(bytes: &[u8]) -> Option<Coordinate> {
    match *bytes {
        [a, b] => Coordinate::try_pair([a, b]),
        [a, b, c] => Coordinate::try_triple([a, b, c]),
        _ => None,
    }
}

/// A mutation whose square is a letter and a digit (`e4=+P`); else [`general`].
#[inline(never)]
fn mutation(bytes: &[u8], out: &mut Parsed) {
    if let [f, r, b'=', ref rest @ ..] = *bytes {
        if let (Some(square), Some(piece)) = (Coordinate::try_pair([f, r]), whole_piece(rest)) {
            *out = Ok(Move::Mutate { square, piece });
            return;
        }
    }
    general(bytes, out);
}

/// A drop whose operator is at byte `OP` (0: no piece, `*e5`; 1: `P*e5`; 2: `-p.e5`) and whose square is
/// a letter and a digit, the piece read by tabula-epin as the whole run before the operator; else
/// [`general`].
#[inline(never)]
fn drop_at<const OP: usize>(bytes: &[u8], out: &mut Parsed) {
    match drop_move::<OP>(bytes) {
        Some(mv) => *out = Ok(mv),
        None => general(bytes, out),
    }
}

/// The move of [`drop_at`], if it is one.
#[inline(always)]
fn drop_move<const OP: usize>(bytes: &[u8]) -> Option<Move> {
    let (head, tail) = bytes.split_at_checked(OP)?;
    let [operator @ (b'*' | b'.'), f, r, ref rest @ ..] = *tail else {
        return None;
    };
    let to = Coordinate::try_pair([f, r])?;
    let (actor, captured) = well_formed_suffixes(rest, true, operator == b'.')?;
    let piece = if OP == 0 {
        None
    } else {
        Some(whole_piece(head)?)
    };
    Some(dropped(piece, operator == b'.', to, actor, captured))
}

/// A static capture whose square is a letter and a digit (`+d4`, `+d4/P`); else [`general`].
#[inline(never)]
fn static_capture(bytes: &[u8], out: &mut Parsed) {
    if let [b'+', f, r, ref rest @ ..] = *bytes {
        if let (Some(square), Some((_, captured))) = (
            Coordinate::try_pair([f, r]),
            well_formed_suffixes(rest, false, true),
        ) {
            *out = Ok(Move::StaticCapture { square, captured });
            return;
        }
    }
    general(bytes, out);
}

/// The move of a square-first form with `operator` `-`, `+` or `~`.
#[inline(always)]
pub(crate) fn movement(
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

/// The drop of `piece` (or of a piece the rules choose, `None`) on `to`: a drop-capture when `capture` (the
/// operator `.`), else a drop (`*`, which takes no captured piece: `captured` is then `None`).
#[inline(always)]
pub(crate) fn dropped(
    piece: Option<ExtendedPiece>,
    capture: bool,
    to: Coordinate,
    actor: Option<ExtendedPiece>,
    captured: Option<ExtendedPiece>,
) -> Move {
    if capture {
        Move::DropCapture {
            piece,
            to,
            actor,
            captured,
        }
    } else {
        Move::Drop { piece, to, actor }
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

/// Every form but a drop whose operator is at byte 3 or later (`K^'*e5`, left to the full reader), each
/// token read by its crate's prefix reader: the squares of any length (`iv256IV`) and the longer pieces;
/// what it refuses goes to the full reader.
#[inline(never)]
fn general(bytes: &[u8], out: &mut Parsed) {
    match general_forms(bytes) {
        Some(mv) => *out = Ok(mv),
        None => parser::refused(bytes, out),
    }
}

/// The forms of [`general`], or `None`.
#[inline(always)]
fn general_forms(bytes: &[u8]) -> Option<Move> {
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
    Some(movement(from, operator, to, actor, captured))
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
    Some(dropped(piece, capture, to, actor, captured))
}
