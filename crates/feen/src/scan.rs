//! The validating scanner: one left-to-right pass over a FEEN string, no allocation.
//!
//! A rank is read in one go by [`rank::read`] (one table lookup per byte, no branch per token, with
//! tabula-epin's byte rules for the tokens). A rank it stops on before its end is read again here one token
//! at a time, which names the error: the lexical pieces of FEEN itself (digit runs, separator runs) are
//! nom 8 parsers with fast paths over bytes, and every piece token is read by `ExtendedPiece::try_prefix`
//! (tabula-epin), every style by tabula-sin. An empty rank of fewer than ten squares and its separator are
//! read inline.
//!
//! The pass is generic over a [`Sink`] that receives the board as it is read: nothing for a validation, the
//! squares of the board for a parse, so that a parse reads the string once.
//!
//! Error order. The pass reads the fields left to right and stops at the first problem, which is the first
//! in byte order within its field. The whole-string checks that come before the fields (ASCII, the field
//! count) and the placement's trailing-`/` check are not made up front: a string that breaks one of them
//! cannot pass, so they are made on the error path only ([`ordered`]), which then reports the problem that
//! comes first in the documented order (see `Error`). (The validation of a string the automaton may read
//! makes the whole-string checks first, in one word pass: see `quick::validate`.)

#![allow(clippy::inline_always)]

use nom::character::complete::digit1;
use nom::error::ErrorKind;
use nom::{IResult, Input};
use tabula_epin::ExtendedPiece;
use tabula_qpi::{Side, Style};

use crate::rank;

mod fields;
mod placement;
mod quick;
mod tokens;
mod whole;

use crate::{Error, Field, MAX_DIMENSION_SIZE, MAX_LEN, MAX_SQUARES};
pub(crate) use fields::styles;
use fields::{scan_hands, scan_style_turn};
use placement::{Board, scan_placement, scan_ranks};
#[cfg(test)]
pub(crate) use quick::edits;
pub(crate) use quick::{layout as quick_layout, placement as quick_placement, validate};
pub(crate) use tokens::scan_rank;
use whole::whole;

/// Everything the scan learnt about a valid string; the view and the builders read the string again
/// guided by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Layout {
    /// Offset of the first space (end of field 1).
    pub placement_end: usize,
    /// Offset of the `/` of field 2.
    pub hands_slash: usize,
    /// Offset of the second space (end of field 2).
    pub hands_end: usize,
    /// 1, 2 or 3.
    pub dimensions: u8,
    /// Cells of the first rank.
    pub files: u32,
    /// Ranks of the first layer (of the board, for 2-D).
    pub ranks: u32,
    /// Layers (1 unless 3-D).
    pub layers: u32,
    /// Offset of the first rank or layer whose size differs from the first one's.
    pub irregular_at: Option<usize>,
    /// Total number of cells.
    pub squares: u32,
    /// Pieces on the board.
    pub board_pieces: u32,
    /// Pieces in each hand (first, second), counting multiplicities; at most `squares` once valid.
    pub hand_pieces: [u32; 2],
    /// The first player's style (uppercase).
    pub first_style: Style,
    /// The second player's style (lowercase).
    pub second_style: Style,
    /// The side to move.
    pub turn: Side,
}

/// What receives the board while it is scanned: every square in flat-index order, a piece as its token and
/// an empty run as its length. The scan may stop on an error after some squares were given.
pub(crate) trait Sink {
    /// Whether the sink needs the tokens: a validation does not, and the scan then skips decoding them.
    const TOKENS: bool;
    /// The next square holds `token`.
    fn piece(&mut self, token: ExtendedPiece);
    /// The next `count` squares are empty.
    fn empty(&mut self, count: u32);
    /// The next `cells` squares are the first `cells` of `squares`, each a token's
    /// [`ExtendedPiece::lexed_bits`] or 0 for an empty square, and the slots after them are 0 (a rank read
    /// by [`rank::read`]; called only when [`Sink::TOKENS`]).
    #[inline(always)]
    fn rank(&mut self, _squares: &rank::Squares, _cells: usize) {}
    /// The first rank is complete and has `cells` cells (called once, at the first separator or the end
    /// of a one-rank field): a parse sizes its board from it.
    #[inline(always)]
    fn first_rank(&mut self, _cells: u32) {}
    /// An item of `side`'s hand: `count` copies of `token`.
    #[inline(always)]
    fn hand_item(&mut self, _side: Side, _token: ExtendedPiece, _count: u64) {}
}

/// The sink of a validation: receives nothing.
pub(crate) struct Discard;

impl Sink for Discard {
    const TOKENS: bool = false;

    #[inline(always)]
    fn piece(&mut self, _token: ExtendedPiece) {}

    #[inline(always)]
    fn empty(&mut self, _count: u32) {}
}

/// A run of ASCII digits.
#[inline(always)]
pub(crate) fn digits(input: &[u8]) -> IResult<&[u8], &[u8]> {
    digit1(input)
}

/// A run of slashes (a separator; its length is its level).
#[inline(always)]
fn slashes(input: &[u8]) -> IResult<&[u8], &[u8]> {
    input.split_at_position1_complete(|b| b != b'/', ErrorKind::TakeWhile1)
}

/// The value of a digit run, saturating at `u64::MAX`.
pub(crate) fn decimal(run: &[u8]) -> u64 {
    run.iter().fold(0u64, |value, &d| {
        value.saturating_mul(10).saturating_add(u64::from(d - b'0'))
    })
}

/// [`MAX_DIMENSION_SIZE`] as the scanner's counter type.
#[allow(clippy::cast_possible_truncation)]
const LIMIT: u32 = MAX_DIMENSION_SIZE as u32;

/// Validates `input` completely, giving the board to `sink` as it is read.
#[inline(always)]
pub(crate) fn scan<S: Sink>(input: &[u8], sink: &mut S) -> Result<Layout, Error> {
    if input.len() > MAX_LEN {
        return Err(Error::TooLong { len: input.len() });
    }
    match scan_fields(input, sink) {
        Ok(layout) => Ok(layout),
        Err(error) => Err(ordered(input, error)),
    }
}

/// The error to report for `input` when the pass stopped on `error`: the whole-string checks (ASCII, then
/// the field count) come first, then, for a placement error, the placement's trailing `/`.
#[cold]
#[inline(never)]
fn ordered(input: &[u8], error: Error) -> Error {
    match whole(input, 0) {
        Err(whole) => whole,
        Ok(placement_end) => trailing(input, placement_end, error),
    }
}

/// The error to report for a string that passes the whole-string checks, whose placement ends at
/// `placement_end`, when the pass stopped on `error`: for a placement error, the placement's trailing
/// `/` comes first.
#[inline(always)]
fn trailing(input: &[u8], placement_end: usize, error: Error) -> Error {
    let placement_error = error.field() == Field::Placement
        && !matches!(
            error,
            Error::PlacementEmpty { .. } | Error::PlacementStartsWithSeparator { .. }
        );
    if placement_error && placement_end > 0 && input[placement_end - 1] == b'/' {
        return Error::PlacementEndsWithSeparator {
            offset: placement_end - 1,
        };
    }
    error
}

/// The pass itself; its errors are put in order by [`ordered`].
#[inline(always)]
fn scan_fields<S: Sink>(input: &[u8], sink: &mut S) -> Result<Layout, Error> {
    let board = scan_placement(input, sink)?;
    let fields = scan_rest(input, board.end, sink)?;
    finish(&board, &fields)
}

/// What fields 2 and 3 hold, read by [`scan_rest`].
struct Rest {
    hand_pieces: [u64; 2],
    hands_slash: usize,
    hands_end: usize,
    styles: (Style, Style, Side),
}

/// Fields 2 and 3 of `input`, whose placement ends at `placement_end`.
#[inline(always)]
fn scan_rest<S: Sink>(input: &[u8], placement_end: usize, sink: &mut S) -> Result<Rest, Error> {
    let hands_start = placement_end + 1;
    // The field count is checked (and reported) by `ordered`; any error will do here.
    let missing = Error::FieldCount {
        offset: input.len(),
        spaces: 0,
    };
    // The common case: both hands empty, then the styles.
    if let Some(&[b'/', b' ', active, b'/', inactive]) = input.get(hands_start..) {
        if let Some(styles) = styles(active, inactive) {
            return Ok(Rest {
                hand_pieces: [0, 0],
                hands_slash: hands_start,
                hands_end: hands_start + 1,
                styles,
            });
        }
    }
    let Some(rest) = input.get(hands_start..) else {
        return Err(missing);
    };
    let Some(hands_len) = rest.iter().position(|&b| b == b' ') else {
        return Err(missing);
    };
    let hands_end = hands_start + hands_len;
    let (hands_slash, hand_pieces) = scan_hands(&rest[..hands_len], hands_start, sink)?;
    let styles = scan_style_turn(&input[hands_end + 1..], hands_end + 1)?;
    Ok(Rest {
        hand_pieces,
        hands_slash,
        hands_end,
        styles,
    })
}

/// The cardinality rules across the fields: a board of `squares` squares holding `board_pieces` pieces,
/// and hands of `hand_pieces`.
#[inline(always)]
fn cardinality(squares: u32, board_pieces: u32, hand_pieces: [u64; 2]) -> Result<(), Error> {
    if squares as usize > MAX_SQUARES {
        return Err(Error::TooManySquares {
            squares: squares as usize,
        });
    }
    let pieces = u64::from(board_pieces)
        .saturating_add(hand_pieces[0])
        .saturating_add(hand_pieces[1]);
    if pieces > u64::from(squares) {
        return Err(Error::TooManyPieces {
            pieces,
            squares: squares as usize,
        });
    }
    Ok(())
}

/// The cross-field rules, and the layout of a string whose three fields are valid.
#[inline(always)]
fn finish(board: &Board, rest: &Rest) -> Result<Layout, Error> {
    let squares = board.cells;
    cardinality(squares, board.pieces, rest.hand_pieces)?;
    let (first_style, second_style, turn) = rest.styles;
    // Both hand totals are at most `squares` now, which fits in u32.
    let hand_pieces = rest
        .hand_pieces
        .map(|n| u32::try_from(n).unwrap_or(u32::MAX));
    Ok(Layout {
        placement_end: board.end,
        hands_slash: rest.hands_slash,
        hands_end: rest.hands_end,
        dimensions: board.dimensions,
        files: board.files,
        ranks: if board.dimensions == 3 {
            board.first_layer_ranks
        } else {
            board.ranks_in_layer
        },
        layers: board.layers,
        irregular_at: (board.irregular_at != usize::MAX).then_some(board.irregular_at),
        squares,
        board_pieces: board.pieces,
        hand_pieces,
        first_style,
        second_style,
        turn,
    })
}
