//! The PMN grammar as nom 8 parsers over bytes (private: no nom type leaves this module).
//!
//! The operators never occur inside a CELL coordinate (letters and digits only), and `=` and `/` never occur
//! inside an EPIN token, so a token is the run of bytes up to the next operator: a square is the run of ASCII
//! letters and digits, a suffix piece the run up to the next `=` or `/`. Each token is read by the token
//! crate's allocation-free prefix reader (`Coordinate::try_prefix`, `ExtendedPiece::try_prefix`); when what it
//! reads is not the whole run, the error path hands the run to the whole-token reader
//! (`Coordinate::parse_bytes`, `ExtendedPiece::parse_bytes`), whose error is wrapped with the run's offset. The
//! grammar of a token is never read here, and no error is built on the success path.
//!
//! Every entry is complete (a run ends at the end of the input at the latest) and all-consuming (any byte
//! after a complete move is [`Error::TrailingInput`]).
//!
//! **The order of the checks.** The documented order is: empty, length, a byte outside ASCII, then the form
//! (`...`; else a `*` or `.` anywhere makes a drop, a leading `+` a static capture, anything else starts with
//! a square) and its parts from left to right. [`parse`] first runs the success path (`fast`), which returns
//! a move only when the whole input is one, and otherwise hands the input to the full reader here
//! ([`checked`]): the length bound, then the form's reader, and on failure a byte outside ASCII before the
//! reader's error. The success path needs none of the earlier checks: it accepts only bytes that belong to a
//! coordinate, an EPIN token or an operator (all ASCII, at most [`Move::MAX_LEN`] of them), and only the
//! form that the search for a drop operator would choose (a square-first move or a static capture holds no
//! `*` or `.`; a drop's operator is the first one). The tests compare [`parse`] with the checks run one
//! after the other, on every short string over the bytes that matter, on every shape of short square with
//! each suffix, on random strings and on moves with a byte changed.

// The square and piece readers are `inline(always)` and their error paths `cold`: measured with instruction
// counts when this reader was the success path (docs/performance.md § tabula-pmn, second step).
#![allow(clippy::inline_always)]

use nom::bytes::complete::{take_till, take_while};
use nom::error::{ErrorKind, ParseError};
use nom::{IResult, Parser};
use tabula_cell::Coordinate;
use tabula_epin::ExtendedPiece;

use crate::{Error, Move, Part, fast};

/// A failed sub-parse: the error already in the crate's terms (offsets in the whole input).
#[derive(Debug)]
struct Failure(Error);

impl ParseError<&[u8]> for Failure {
    fn from_error_kind(_input: &[u8], _kind: ErrorKind) -> Self {
        // The span parsers below (`take_while`, `take_till`) never fail.
        Failure(Error::Empty)
    }

    fn append(_input: &[u8], _kind: ErrorKind, other: Self) -> Self {
        other
    }
}

type Res<'a, T> = IResult<&'a [u8], T, Failure>;

/// Reads parts of one input, knowing its total length to turn "bytes left" into offsets.
#[derive(Clone, Copy)]
struct Reader {
    total: usize,
}

impl Reader {
    #[inline]
    fn at(self, rest: &[u8]) -> usize {
        self.total - rest.len()
    }

    #[inline]
    fn fail<T>(error: Error) -> Res<'static, T> {
        Err(nom::Err::Failure(Failure(error)))
    }

    /// One square, read by tabula-cell's prefix reader for delimited coordinates. A square is followed by an
    /// operator, a suffix or the end, never by a letter or digit: when the coordinate is followed by one, the
    /// error path reads the run of letters and digits with the whole-token reader. When the coordinate ends
    /// inside the run (`e2e4`: a fourth part after the rank and no layer) the square is the part before, and
    /// the rest is left for the caller, which reports the missing operator or the trailing input there;
    /// otherwise the run is an invalid square.
    #[inline(always)]
    fn square(self, part: Part, input: &[u8]) -> Res<'_, Coordinate> {
        if let Some((square, used)) = Coordinate::try_prefix_delimited(input) {
            return Ok((&input[used..], square));
        }
        self.square_error(part, input)
    }

    /// The error path of [`Reader::square`].
    #[cold]
    fn square_error(self, part: Part, input: &[u8]) -> Res<'_, Coordinate> {
        let (rest, mut run) = take_while(|b: u8| b.is_ascii_alphanumeric()).parse(input)?;
        if run.is_empty() {
            // No square here: let the CELL reader say what the byte is (`+`, `-`, a space).
            run = input.get(..1).unwrap_or_default();
        }
        match Coordinate::parse_bytes(run) {
            Ok(square) => Ok((rest, square)),
            Err(error) => {
                let start = self.at(input);
                let ended = match error {
                    tabula_cell::Error::UnexpectedCharacter { offset, .. }
                    | tabula_cell::Error::TooManyDimensions { offset } => Some(offset),
                    _ => None,
                };
                let head = ended.and_then(|offset| Some((offset, run.get(..offset)?)));
                if let Some((offset, head)) = head {
                    if let Ok(square) = Coordinate::parse_bytes(head) {
                        return Ok((&input[offset..], square));
                    }
                }
                Reader::fail(Error::InvalidSquare { part, start, error })
            }
        }
    }

    /// One piece: the run up to the next `=`, `/` or the end, read by tabula-epin.
    #[inline(always)]
    fn piece(self, part: Part, input: &[u8]) -> Res<'_, ExtendedPiece> {
        // The token read by tabula-epin's prefix reader is the whole run.
        if let Some((piece, used)) = ExtendedPiece::try_prefix(input) {
            if input.get(used).is_none_or(|&b| b == b'=' || b == b'/') {
                return Ok((&input[used..], piece));
            }
        }
        self.piece_error(part, input)
    }

    /// The error path of [`Reader::piece`]: the run read by the whole-token reader.
    #[cold]
    fn piece_error(self, part: Part, input: &[u8]) -> Res<'_, ExtendedPiece> {
        let (rest, run) = take_till(|b: u8| b == b'=' || b == b'/').parse(input)?;
        match ExtendedPiece::parse_bytes(run) {
            Ok(piece) => Ok((rest, piece)),
            Err(error) => Reader::fail(Error::InvalidPiece {
                part,
                start: self.at(input),
                error,
            }),
        }
    }

    /// The suffixes `[=A][/C]` up to the end of the input; `actor` and `captured` say which the form takes.
    #[inline(always)]
    fn suffixes(
        self,
        input: &[u8],
        actor: bool,
        captured: bool,
    ) -> Result<(Option<ExtendedPiece>, Option<ExtendedPiece>), Failure> {
        if input.is_empty() {
            return Ok((None, None));
        }
        if let Some(found) = well_formed_suffixes(input, actor, captured) {
            return Ok(found);
        }
        self.suffix_list(input, actor, captured)
    }

    /// [`Reader::suffixes`] one suffix at a time, each checked in turn: the reading that names what is
    /// wrong (taken when [`well_formed_suffixes`] finds something wrong).
    #[cold]
    fn suffix_list(
        self,
        mut input: &[u8],
        actor: bool,
        captured: bool,
    ) -> Result<(Option<ExtendedPiece>, Option<ExtendedPiece>), Failure> {
        let (mut a, mut c) = (None, None);
        while let Some((&marker, after)) = input.split_first() {
            let offset = self.at(input);
            let (allowed, part) = match marker {
                b'=' => (actor, Part::Actor),
                b'/' => (captured, Part::Captured),
                _ => return Err(Failure(Error::TrailingInput { offset })),
            };
            if !allowed {
                return Err(Failure(Error::UnexpectedSuffix {
                    offset,
                    marker: char::from(marker),
                }));
            }
            let slot = if part == Part::Actor {
                if c.is_some() {
                    return Err(Failure(Error::SuffixOrder { offset }));
                }
                &mut a
            } else {
                &mut c
            };
            if slot.is_some() {
                return Err(Failure(Error::DuplicateSuffix { offset }));
            }
            let (rest, piece) = self.piece(part, after).map_err(unwrap)?;
            *slot = Some(piece);
            input = rest;
        }
        Ok((a, c))
    }

    /// `[P]*d[=A]` or `[P].d[=A][/C]`, the operator at `op`.
    #[inline(always)]
    fn drop(self, bytes: &[u8], op: usize) -> Result<Move, Failure> {
        let (head, tail) = bytes.split_at(op);
        let piece = if head.is_empty() {
            None
        } else {
            // The piece runs from byte 0 up to the operator; the error is built only when it is not one.
            Some(match ExtendedPiece::try_prefix(head) {
                Some((piece, used)) if used == head.len() => piece,
                _ => ExtendedPiece::parse_bytes(head).map_err(|error| {
                    Failure(Error::InvalidPiece {
                        part: Part::DropPiece,
                        start: 0,
                        error,
                    })
                })?,
            })
        };
        let capture = tail.first() == Some(&b'.');
        let (rest, to) = self.square(Part::Destination, &tail[1..]).map_err(unwrap)?;
        let (actor, captured) = self.suffixes(rest, true, capture)?;
        Ok(fast::dropped(piece, capture, to, actor, captured))
    }

    /// `+q[/C]`.
    #[inline(always)]
    fn static_capture(self, bytes: &[u8]) -> Result<Move, Failure> {
        let (rest, square) = self.square(Part::Square, &bytes[1..]).map_err(unwrap)?;
        let (_, captured) = self.suffixes(rest, false, true)?;
        Ok(Move::StaticCapture { square, captured })
    }

    /// `s-d[=A]`, `s+d[=A][/C]`, `s~d[=A][/C]` or `q=A`.
    #[inline]
    fn square_first(self, bytes: &[u8]) -> Result<Move, Failure> {
        let (rest, from) = self.square(Part::Source, bytes).map_err(unwrap)?;
        let Some((&operator, after)) = rest.split_first() else {
            return Err(Failure(Error::MissingOperator {
                offset: self.at(rest),
            }));
        };
        if operator == b'=' {
            let (rest, piece) = self.piece(Part::Actor, after).map_err(unwrap)?;
            return match rest.first() {
                None => Ok(Move::Mutate {
                    square: from,
                    piece,
                }),
                Some(&marker) => Err(Failure(Error::UnexpectedSuffix {
                    offset: self.at(rest),
                    marker: char::from(marker),
                })),
            };
        }
        if !matches!(operator, b'-' | b'+' | b'~') {
            return Err(Failure(Error::MissingOperator {
                offset: self.at(rest),
            }));
        }
        let (rest, to) = self.square(Part::Destination, after).map_err(unwrap)?;
        let (actor, captured) = self.suffixes(rest, true, operator != b'-')?;
        if from == to {
            return Err(Failure(Error::SameSquare {
                offset: self.at(after),
            }));
        }
        Ok(fast::movement(from, operator, to, actor, captured))
    }
}

/// The suffixes when they are well formed: `=A` if the form takes an actor, then `/C` if it takes a captured
/// piece, then the end, each token read by tabula-epin's prefix reader; `None` when anything else is there.
/// It accepts what [`Reader::suffix_list`] accepts, with the same pieces (a token read here is followed by
/// the next marker or the end, as that reader requires), and builds no error (the tests compare the two).
#[inline(always)]
pub(crate) fn well_formed_suffixes(
    input: &[u8],
    actor: bool,
    captured: bool,
) -> Option<(Option<ExtendedPiece>, Option<ExtendedPiece>)> {
    let mut rest = input;
    let mut a = None;
    if let (true, [b'=', after @ ..]) = (actor, rest) {
        let (piece, used) = ExtendedPiece::try_prefix(after)?;
        a = Some(piece);
        rest = after.get(used..)?;
    }
    let mut c = None;
    if let (true, [b'/', after @ ..]) = (captured, rest) {
        let (piece, used) = ExtendedPiece::try_prefix(after)?;
        c = Some(piece);
        rest = after.get(used..)?;
    }
    rest.is_empty().then_some((a, c))
}

/// The failure inside a nom error (every parser here fails with `nom::Err::Failure`).
fn unwrap(error: nom::Err<Failure>) -> Failure {
    match error {
        nom::Err::Error(f) | nom::Err::Failure(f) => f,
        nom::Err::Incomplete(_) => Failure(Error::Empty),
    }
}

/// Parses a whole byte string as one PMN move, checks in the documented order (see the module's doc): the
/// success path first (`fast::read`, out of line: it writes the whole result), which hands what it refuses
/// to the full reader ([`refused`]).
#[inline]
pub(crate) fn parse(bytes: &[u8]) -> Result<Move, Error> {
    let mut parsed = Err(Error::Empty);
    fast::read(bytes, &mut parsed);
    parsed
}

/// Writes the full reader's answer for `bytes` (an input the success path refused) to `out`.
#[cold]
#[inline(never)]
pub(crate) fn refused(bytes: &[u8], out: &mut Result<Move, Error>) {
    *out = checked(bytes);
}

/// The full reader: the length bound, then the form and its reader, in the documented order.
#[cold]
#[inline(never)]
fn checked(bytes: &[u8]) -> Result<Move, Error> {
    if bytes.len() > Move::MAX_LEN {
        return Err(Error::TooLong { len: bytes.len() });
    }
    by_form(bytes)
}

/// [`parse`] after the length bound: the form found, its reader, and on failure a byte outside ASCII first.
fn by_form(bytes: &[u8]) -> Result<Move, Error> {
    if bytes.is_empty() {
        return Err(Error::Empty);
    }
    if bytes == b"..." {
        return Ok(Move::Pass);
    }
    let reader = Reader { total: bytes.len() };
    let parsed = if let Some(op) = bytes.iter().position(|&b| b == b'*' || b == b'.') {
        reader.drop(bytes, op)
    } else if bytes[0] == b'+' {
        reader.static_capture(bytes)
    } else {
        reader.square_first(bytes)
    };
    parsed.map_err(|Failure(error)| non_ascii(bytes).unwrap_or(error))
}

/// [`Error::NonAscii`] at the first byte outside ASCII, if there is one.
#[cold]
fn non_ascii(bytes: &[u8]) -> Option<Error> {
    let offset = bytes.iter().position(|b| !b.is_ascii())?;
    Some(Error::NonAscii { offset })
}

#[cfg(test)]
mod tests;
