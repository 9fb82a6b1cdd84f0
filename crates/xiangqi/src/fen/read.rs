//! The xiangqi FEN reader: one left-to-right pass over the fields, stopping at `moves`.

use nom::IResult;
use nom::character::complete::digit1;
use tabula_qpi::Side;

use super::check_counts;
use super::{Mode, XiangqiFen};
use crate::profile::{BLACK, KIND_MASK, Kind, Letters};
use crate::{Error, Field, MAX_LEN};

/// The start position (UCCI letters).
pub(crate) const STARTPOS: &str =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// The whitespace-separated fields of a line (tabula-boardtext's walker), with the field looked for added
/// to its errors.
struct Tokens<'a>(tabula_boardtext::Tokens<'a>);

impl<'a> Tokens<'a> {
    /// The next token and its offset, or `None` at the end; `field` is the field being looked for.
    fn next(&mut self, field: Field) -> Result<Option<(usize, &'a [u8])>, Error> {
        self.0.next_field().map_err(|gap| Error::at_gap(gap, field))
    }

    /// The next token, which must be there.
    fn expect(&mut self, field: Field) -> Result<(usize, &'a [u8]), Error> {
        self.0
            .expect_field()
            .map_err(|gap| Error::at_gap(gap, field))
    }

    /// The end of the line, or `moves …` (its offset).
    fn end(&mut self) -> Result<Option<usize>, Error> {
        match self.next(Field::Line)? {
            None => Ok(None),
            Some((offset, b"moves")) => Ok(Some(offset)),
            Some((offset, _)) => Err(Error::TrailingText { offset }),
        }
    }
}

/// What [`read`] returns: the position, the offset of `moves`, and the placement field as written (`None`
/// for `startpos`), which FEEN spells with the same runs (see `feen_of_placement`).
pub(crate) type Read<'a> = (XiangqiFen, Option<usize>, Option<&'a str>);

/// Reads a line: a xiangqi FEN, optionally after `position` and/or `fen`, or `startpos`; then optionally
/// `moves …`, which is not read.
pub(crate) fn read(line: &str, mode: Mode) -> Result<Read<'_>, Error> {
    let bytes = line.as_bytes();
    if bytes.len() > MAX_LEN {
        return Err(Error::TooLong { len: bytes.len() });
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(Error::Empty);
    }
    let mut tokens = Tokens(tabula_boardtext::Tokens::new(bytes, mode));
    let mut token = tokens.expect(Field::Placement)?;
    if token.1 == b"position" {
        token = tokens.expect(Field::Placement)?;
    }
    if token.1 == b"startpos" {
        let start = XiangqiFen::startpos();
        return Ok((start, tokens.end()?, None));
    }
    if token.1 == b"fen" {
        token = tokens.expect(Field::Placement)?;
    }
    let mut fen = XiangqiFen::empty();
    let mut counts = [0u8; 32];
    fen.letters = read_placement(token.1, token.0, mode, &mut fen.board, &mut counts)?;
    let (side_at, side) = tokens.expect(Field::Side)?;
    fen.turn = match side {
        b"w" => Side::First,
        b"r" if mode == Mode::Lenient => Side::First,
        b"b" => Side::Second,
        _ => return Err(Error::InvalidSide { offset: side_at }),
    };
    let mut moves = None;
    for index in 0..4 {
        let field = match index {
            0 | 1 => Field::Placeholder,
            2 => Field::HalfmoveClock,
            _ => Field::FullmoveNumber,
        };
        let token = match tokens.next(field)? {
            Some((offset, b"moves")) => {
                moves = Some(offset);
                None
            }
            other => other,
        };
        let Some((at, text)) = token else {
            if mode == Mode::Strict {
                return Err(Error::MissingField {
                    field,
                    offset: moves.unwrap_or(bytes.len()),
                });
            }
            break;
        };
        match index {
            0 | 1 if text != b"-" => {
                return Err(Error::InvalidPlaceholder { field, offset: at });
            }
            2 => fen.halfmove_clock = Some(read_counter(text, at, field, 0, mode)?),
            3 => fen.fullmove_number = Some(read_counter(text, at, field, 1, mode)?),
            _ => {}
        }
        if index == 3 {
            moves = tokens.end()?;
        }
    }
    check_counts(&counts)?;
    // The field's bounds are ASCII whitespace or the line's ends: character boundaries.
    Ok((fen, moves, line.get(token.0..token.0 + token.1.len())))
}

/// A [`PIECE`] bit: the letter is UCCI's only (`B`, `N`).
const UCCI_ONLY: u8 = 0x20;
/// A [`PIECE`] bit: the letter is WXF's only (`E`, `H`).
const WXF_ONLY: u8 = 0x40;

/// Byte → cell code of a FEN piece letter (kind index + 1, `BLACK` for lower case) and the letter set it
/// belongs to (`UCCI_ONLY`, `WXF_ONLY`, neither for `K A R C P`); 0 for any other byte.
const PIECE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        #[allow(clippy::cast_possible_truncation)]
        if let Some((kind, set)) = Kind::from_fen_letter(byte as u8) {
            let mut entry = kind as u8 + 1;
            if (byte as u8).is_ascii_lowercase() {
                entry |= BLACK;
            }
            entry |= match set {
                Some(Letters::Ucci) => UCCI_ONLY,
                Some(Letters::Wxf) => WXF_ONLY,
                None => 0,
            };
            table[byte] = entry;
        }
        byte += 1;
    }
    table
};

/// The name of a letter set's bit, for messages.
fn set_name(set: u8) -> &'static str {
    if set == UCCI_ONLY { "UCCI" } else { "WXF" }
}

/// Reads the placement into cell codes, counted per code; returns the letter set it used (UCCI when it
/// says nothing). A byte table reads the common case, a piece letter, in one step.
fn read_placement(
    placement: &[u8],
    at: usize,
    mode: Mode,
    cells: &mut [u8; 90],
    counts: &mut [u8; 32],
) -> Result<Letters, Error> {
    let mut rank = 0usize;
    let mut col = 0usize;
    let mut after_digit = false;
    // The set of the first set-specific letter (its bit), 0 until then.
    let mut set_seen = 0u8;
    for (i, &byte) in placement.iter().enumerate() {
        let offset = at + i;
        let entry = PIECE[usize::from(byte)];
        if entry != 0 {
            let set = entry & (UCCI_ONLY | WXF_ONLY);
            if set != 0 && set != set_seen {
                if set_seen == 0 {
                    set_seen = set;
                } else if mode == Mode::Strict {
                    return Err(Error::MixedLetters {
                        offset,
                        byte: char::from(byte),
                        this: set_name(set),
                        other: set_name(set_seen),
                    });
                }
            }
            if col == 9 {
                return Err(Error::RankLength {
                    rank: 10 - rank,
                    found: 10,
                    offset,
                });
            }
            let code = entry & (KIND_MASK | BLACK);
            if let Some(cell) = cells.get_mut(rank * 9 + col) {
                *cell = code;
            }
            counts[usize::from(code)] += 1;
            col += 1;
            after_digit = false;
            continue;
        }
        match byte {
            b'/' => {
                if col != 9 {
                    return Err(Error::RankLength {
                        rank: 10 - rank,
                        found: col,
                        offset,
                    });
                }
                rank += 1;
                if rank == 10 {
                    return Err(Error::RankCount { found: 11, offset });
                }
                col = 0;
                after_digit = false;
            }
            b'1'..=b'9' => {
                if after_digit {
                    return Err(Error::AdjacentDigits { offset });
                }
                col += usize::from(byte - b'0');
                if col > 9 {
                    return Err(Error::RankLength {
                        rank: 10 - rank,
                        found: col,
                        offset,
                    });
                }
                after_digit = true;
            }
            _ => {
                return Err(Error::InvalidPiece {
                    offset,
                    byte: char::from(byte),
                });
            }
        }
    }
    let end = at + placement.len();
    if col != 9 {
        return Err(Error::RankLength {
            rank: 10 - rank,
            found: col,
            offset: end,
        });
    }
    if rank != 9 {
        return Err(Error::RankCount {
            found: rank + 1,
            offset: end,
        });
    }
    Ok(match set_seen {
        WXF_ONLY => Letters::Wxf,
        _ => Letters::Ucci,
    })
}

fn digits(input: &[u8]) -> IResult<&[u8], &[u8]> {
    digit1(input)
}

fn read_counter(text: &[u8], at: usize, field: Field, min: u32, mode: Mode) -> Result<u32, Error> {
    let error = Error::InvalidCounter {
        field,
        offset: at,
        range: if min == 0 {
            "from 0 to 4294967295"
        } else {
            "from 1 to 4294967295"
        },
    };
    let Ok((b"", run)) = digits(text) else {
        return Err(error);
    };
    if run.len() > 10 || (mode == Mode::Strict && run[0] == b'0' && run.len() > 1) {
        return Err(error);
    }
    let value = run.iter().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
    match u32::try_from(value) {
        Ok(value) if value >= min => Ok(value),
        _ => Err(error),
    }
}
