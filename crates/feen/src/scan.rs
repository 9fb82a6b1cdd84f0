//! The validating scanner: one left-to-right pass over a FEEN string, no allocation.
//!
//! The lexical pieces (digit runs, separator runs) are nom 8 parsers; piece and style tokens are read by the
//! EPIN and SIN crates' parsers. The driving loop keeps the state the cross-token rules need (cells per rank,
//! ranks per layer, hand order) and reports the first error in the order of feen.md §9.

#![allow(clippy::inline_always)]

use nom::character::complete::digit1;
use nom::error::ErrorKind;
use nom::{IResult, Input};
use tabula_epin::ExtendedPiece;
use tabula_qpi::{Side, Style};

use crate::order::{HandKey, SeenSet};
use crate::{Error, Field, MAX_DIMENSION_SIZE, MAX_LEN, MAX_SQUARES};

/// Everything the scan learnt about a valid string; the view and the builders read the string again
/// guided by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Layout {
    /// Offset of the first space (end of field 1).
    pub placement_end: usize,
    /// Offset where field 2 starts.
    pub hands_start: usize,
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

/// Validates `input` completely.
pub(crate) fn scan(input: &[u8]) -> Result<Layout, Error> {
    if input.len() > MAX_LEN {
        return Err(Error::TooLong { len: input.len() });
    }
    // `is_ascii` runs word-at-a-time; the position loops only run to name the offending byte.
    if !input.is_ascii() {
        if let Some(offset) = input.iter().position(|b| !b.is_ascii()) {
            return Err(Error::NonAscii {
                offset,
                byte: input[offset],
            });
        }
    }
    let space_after = |from: usize| {
        input
            .get(from..)
            .and_then(|rest| rest.iter().position(|&b| b == b' '))
            .map(|at| from + at)
    };
    let first = space_after(0);
    let second = first.and_then(|first| space_after(first + 1));
    let surplus = second.and_then(|second| space_after(second + 1));
    let (Some(placement_end), Some(hands_end), None) = (first, second, surplus) else {
        return Err(Error::FieldCount {
            offset: surplus.unwrap_or(input.len()),
            // Only on this error path; not worth a dependency.
            #[allow(clippy::naive_bytecount)]
            spaces: input.iter().filter(|&&b| b == b' ').count(),
        });
    };
    let board = scan_placement(&input[..placement_end])?;
    let hands_start = placement_end + 1;
    let (hands_slash, hand_pieces) = scan_hands(&input[hands_start..hands_end], hands_start)?;
    let (first_style, second_style, turn) =
        scan_style_turn(&input[hands_end + 1..], hands_end + 1)?;

    let squares = board.cells;
    if squares as usize > MAX_SQUARES {
        return Err(Error::TooManySquares {
            squares: squares as usize,
        });
    }
    let pieces = u64::from(board.pieces)
        .saturating_add(hand_pieces[0])
        .saturating_add(hand_pieces[1]);
    if pieces > u64::from(squares) {
        return Err(Error::TooManyPieces {
            pieces,
            squares: squares as usize,
        });
    }
    // Both hand totals are at most `squares` now, which fits in u32.
    let hand_pieces = hand_pieces.map(|n| u32::try_from(n).unwrap_or(u32::MAX));
    Ok(Layout {
        placement_end,
        hands_start,
        hands_slash,
        hands_end,
        dimensions: board.dimensions,
        files: board.files.unwrap_or(0),
        ranks: board.first_layer_ranks.unwrap_or(board.ranks_in_layer),
        layers: board.layers,
        irregular_at: board.irregular_at,
        squares,
        board_pieces: board.pieces,
        hand_pieces,
        first_style,
        second_style,
        turn,
    })
}

/// The state of the placement scan.
#[derive(Default)]
struct Board {
    dimensions: u8,
    files: Option<u32>,
    ranks_in_layer: u32,
    first_layer_ranks: Option<u32>,
    layers: u32,
    cells: u32,
    pieces: u32,
    irregular_at: Option<usize>,
    segment_cells: u32,
    segment_start: usize,
    layer_start: usize,
}

impl Board {
    /// Ends the current rank (segment).
    fn close_rank(&mut self) -> Result<(), Error> {
        self.ranks_in_layer += 1;
        if self.ranks_in_layer > LIMIT {
            return Err(Error::DimensionTooLarge {
                offset: self.segment_start,
            });
        }
        match self.files {
            None => self.files = Some(self.segment_cells),
            Some(files) if files != self.segment_cells && self.irregular_at.is_none() => {
                self.irregular_at = Some(self.segment_start);
            }
            Some(_) => {}
        }
        self.cells += self.segment_cells;
        self.segment_cells = 0;
        Ok(())
    }

    /// Ends the current layer at the `//` (or field end) at `offset`.
    fn close_layer(&mut self, offset: usize) -> Result<(), Error> {
        if self.ranks_in_layer < 2 {
            return Err(Error::DimensionalCoherence { offset });
        }
        match self.first_layer_ranks {
            None => self.first_layer_ranks = Some(self.ranks_in_layer),
            Some(ranks) if ranks != self.ranks_in_layer && self.irregular_at.is_none() => {
                self.irregular_at = Some(self.layer_start);
            }
            Some(_) => {}
        }
        self.layers += 1;
        self.ranks_in_layer = 0;
        Ok(())
    }
}

fn scan_placement(field: &[u8]) -> Result<Board, Error> {
    let Some((&first, _)) = field.split_first() else {
        return Err(Error::PlacementEmpty { offset: 0 });
    };
    if first == b'/' {
        return Err(Error::PlacementStartsWithSeparator { offset: 0 });
    }
    if field.last() == Some(&b'/') {
        return Err(Error::PlacementEndsWithSeparator {
            offset: field.len() - 1,
        });
    }
    let mut board = Board {
        dimensions: 1,
        ..Board::default()
    };
    let mut i = 0;
    while i < field.len() {
        let rest = &field[i..];
        let byte = rest[0];
        // Dispatch on the first byte: a digit starts an empty run, a slash a separator, anything else
        // must be a piece token.
        if byte.is_ascii_digit() {
            let Ok((_, run)) = digits(rest) else { break };
            if byte == b'0' {
                return Err(Error::InvalidEmptyCount {
                    offset: i,
                    len: run.len(),
                });
            }
            let mut value = 0u32;
            for &digit in run {
                value = value * 10 + u32::from(digit - b'0');
                if board.segment_cells + value > LIMIT {
                    return Err(Error::DimensionTooLarge { offset: i });
                }
            }
            board.segment_cells += value;
            i += run.len();
        } else if byte == b'/' {
            let Ok((_, run)) = slashes(rest) else { break };
            board.close_rank()?;
            match run.len() {
                1 => board.dimensions = board.dimensions.max(2),
                2 => {
                    board.close_layer(i)?;
                    board.dimensions = 3;
                    if board.layers + 1 > LIMIT {
                        return Err(Error::DimensionTooLarge { offset: i + 2 });
                    }
                    board.layer_start = i + 2;
                }
                depth => return Err(Error::TooManyDimensions { offset: i, depth }),
            }
            i += run.len();
            board.segment_start = i;
        } else {
            let Some((_, used)) = ExtendedPiece::try_prefix(rest) else {
                return Err(piece_error(rest, Field::Placement, i));
            };
            board.segment_cells += 1;
            if board.segment_cells > LIMIT {
                return Err(Error::DimensionTooLarge { offset: i });
            }
            board.pieces += 1;
            i += used;
        }
    }
    board.close_rank()?;
    if board.dimensions == 3 {
        board.close_layer(field.len())?;
    } else {
        board.layers = 1;
    }
    Ok(board)
}

/// The error for bytes at `offset` where a piece token was due and none starts.
#[cold]
fn piece_error(bytes: &[u8], field: Field, offset: usize) -> Error {
    match ExtendedPiece::parse_prefix(bytes) {
        Err(source) => Error::InvalidPieceToken {
            field,
            offset: offset + source.offset(),
            source,
        },
        // `try_prefix` and `parse_prefix` accept the same tokens (tested in tabula-epin); an empty
        // error cannot be built from nothing, so report the empty-token error at `offset`.
        Ok(_) => Error::InvalidPieceToken {
            field,
            offset,
            source: tabula_epin::Error::Empty,
        },
    }
}

/// Field 2; returns the absolute offset of its `/` and the piece total of each hand (saturating).
fn scan_hands(field: &[u8], base: usize) -> Result<(usize, [u64; 2]), Error> {
    let mut slash = None;
    for (i, &byte) in field.iter().enumerate() {
        if byte == b'/' {
            if slash.is_some() {
                return Err(Error::InvalidHandsDelimiter { offset: base + i });
            }
            slash = Some(i);
        }
    }
    let Some(slash) = slash else {
        return Err(Error::InvalidHandsDelimiter { offset: base });
    };
    let first = scan_hand(&field[..slash], base, Side::First)?;
    let second = scan_hand(&field[slash + 1..], base + slash + 1, Side::Second)?;
    Ok((base + slash, [first, second]))
}

/// One hand: items `[count]piece`, aggregated and in canonical order.
fn scan_hand(hand: &[u8], base: usize, side: Side) -> Result<u64, Error> {
    let mut seen = SeenSet::default();
    let mut previous: Option<HandKey> = None;
    let mut total = 0u64;
    let mut i = 0;
    while i < hand.len() {
        let start = i;
        let count = match digits(&hand[i..]) {
            Ok((_, run)) => {
                let count = decimal(run);
                if run[0] == b'0' || count < 2 {
                    return Err(Error::InvalidHandCount {
                        offset: base + i,
                        len: run.len(),
                    });
                }
                i += run.len();
                count
            }
            Err(_) => 1,
        };
        let Some((token, used)) = ExtendedPiece::try_prefix(&hand[i..]) else {
            return Err(piece_error(&hand[i..], Field::Hands, base + i));
        };
        i += used;
        if !seen.insert(token) {
            return Err(Error::HandNotAggregated {
                offset: base + start,
                side,
            });
        }
        let key = HandKey::new(count, token);
        if previous.is_some_and(|previous| previous >= key) {
            return Err(Error::HandNotCanonical {
                offset: base + start,
                side,
            });
        }
        previous = Some(key);
        total = total.saturating_add(count);
    }
    Ok(total)
}

/// Field 3: the two styles (first, second) and the side to move.
fn scan_style_turn(field: &[u8], base: usize) -> Result<(Style, Style, Side), Error> {
    let mut slash = None;
    for (i, &byte) in field.iter().enumerate() {
        if byte == b'/' {
            if slash.is_some() {
                return Err(Error::InvalidStyleTurnDelimiter { offset: base + i });
            }
            slash = Some(i);
        }
    }
    let Some(slash) = slash else {
        return Err(Error::InvalidStyleTurnDelimiter { offset: base });
    };
    let token = |bytes: &[u8], at: usize| {
        Style::parse_bytes(bytes).map_err(|source| Error::InvalidStyleToken {
            offset: at + source.offset(),
            source,
        })
    };
    let active = token(&field[..slash], base)?;
    let inactive = token(&field[slash + 1..], base + slash + 1)?;
    if active.side() == inactive.side() {
        return Err(Error::StylesSameCase {
            offset: base + slash + 1,
        });
    }
    let turn = active.side();
    Ok(match turn {
        Side::First => (active, inactive, turn),
        Side::Second => (inactive, active, turn),
    })
}
