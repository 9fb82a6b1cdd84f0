//! The SFEN reader: one left-to-right pass over the fields, stopping at `moves`.

use nom::IResult;
use nom::character::complete::digit1;
use tabula_qpi::Side;

use super::{COUNTED, Mode, Sfen};
use crate::profile::{GOTE, Kind, PROMOTED};
use crate::{Error, Field, MAX_LEN};

/// The USI start position.
pub(crate) const STARTPOS: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

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
}

/// What [`read`] returns: the position, the offset of `moves`, and the board field as written (`None` for
/// `startpos`), which FEEN spells with the same runs (see `Sfen::feen_of_board`).
pub(crate) type Read<'a> = (Sfen, Option<usize>, Option<&'a str>);

/// Reads a line: an SFEN, optionally after `position` and/or `sfen`, or `startpos`; then optionally
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
    let mut token = tokens.expect(Field::Board)?;
    if token.1 == b"position" {
        token = tokens.expect(Field::Board)?;
    }
    if token.1 != b"startpos" {
        if token.1 == b"sfen" {
            token = tokens.expect(Field::Board)?;
        }
        let (sfen, moves) = read_fields(token, &mut tokens, mode)?;
        // The field's bounds are ASCII whitespace or the line's ends: character boundaries.
        return Ok((sfen, moves, line.get(token.0..token.0 + token.1.len())));
    }
    let sfen = Sfen::startpos();
    match tokens.next(Field::Line)? {
        None => Ok((sfen, None, None)),
        Some((offset, b"moves")) => Ok((sfen, Some(offset), None)),
        Some((offset, _)) => Err(Error::TrailingText { offset }),
    }
}

/// Reads the fields from the board token on.
fn read_fields(
    (board_at, board): (usize, &[u8]),
    tokens: &mut Tokens<'_>,
    mode: Mode,
) -> Result<(Sfen, Option<usize>), Error> {
    let mut sfen = Sfen::empty();
    let mut counts = [0u8; 48];
    read_board(board, board_at, &mut sfen.board, &mut counts)?;
    let (side_at, side) = tokens.expect(Field::Side)?;
    sfen.turn = match side {
        b"b" => Side::First,
        b"w" => Side::Second,
        _ => return Err(Error::InvalidSide { offset: side_at }),
    };
    let (hands_at, hands) = tokens.expect(Field::Hands)?;
    let next = tokens.next(Field::MoveCount)?;
    if next.is_none() && hands.iter().all(u8::is_ascii_digit) {
        // `… b 1`: a number where the hands are due, and nothing after: the hands field is missing.
        return Err(Error::MissingField {
            field: Field::Hands,
            offset: hands_at,
        });
    }
    read_hands(hands, hands_at, mode, &mut sfen.hands)?;
    let moves = match next {
        None => None,
        Some((offset, b"moves")) => Some(offset),
        Some((count_at, count)) => {
            sfen.move_count = Some(read_move_count(count, count_at, mode)?);
            match tokens.next(Field::Line)? {
                None => None,
                Some((offset, b"moves")) => Some(offset),
                Some((offset, _)) => return Err(Error::TrailingText { offset }),
            }
        }
    };
    sfen.check_counted(&counts)?;
    Ok((sfen, moves))
}

/// Byte → cell code of an unpromoted piece letter (`GOTE` for lower case), 0 for anything else.
const PIECE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0u8;
    while i < 8 {
        let letter = crate::profile::LETTERS[i as usize];
        table[letter as usize] = i + 1;
        table[letter.to_ascii_lowercase() as usize] = (i + 1) | GOTE;
        i += 1;
    }
    table
};

fn rank_letter(rank: usize) -> char {
    char::from(b'a' + u8::try_from(rank.min(25)).unwrap_or(0))
}

/// Reads the board into cell codes, counted by kind and side (`counts[code & COUNTED]`) as they are read.
fn read_board(
    board: &[u8],
    at: usize,
    cells: &mut [u8; 81],
    counts: &mut [u8; 48],
) -> Result<(), Error> {
    // `square` counts the squares read so far; the current rank ends at `rank_end`.
    let mut square = 0usize;
    let mut rank_end = 9usize;
    let mut after_digit = false;
    let mut i = 0;
    while i < board.len() {
        let byte = board[i];
        let code = PIECE[usize::from(byte)];
        if code != 0 {
            // The common case: an unpromoted piece.
            if square >= rank_end {
                return Err(Error::RankLength {
                    rank: rank_letter(rank_end / 9 - 1),
                    found: 10,
                    offset: at + i,
                });
            }
            if let Some(cell) = cells.get_mut(square) {
                *cell = code;
            }
            counts[usize::from(code & COUNTED)] += 1;
            square += 1;
            after_digit = false;
            i += 1;
            continue;
        }
        let offset = at + i;
        match byte {
            b'/' => {
                if square != rank_end {
                    return Err(Error::RankLength {
                        rank: rank_letter(rank_end / 9 - 1),
                        found: 9 - (rank_end - square),
                        offset,
                    });
                }
                if rank_end == 81 {
                    return Err(Error::RankCount { found: 10, offset });
                }
                rank_end += 9;
                after_digit = false;
            }
            b'1'..=b'9' => {
                if after_digit {
                    return Err(Error::AdjacentDigits { offset });
                }
                square += usize::from(byte - b'0');
                if square > rank_end {
                    return Err(Error::RankLength {
                        rank: rank_letter(rank_end / 9 - 1),
                        found: 9 + square - rank_end,
                        offset,
                    });
                }
                after_digit = true;
            }
            _ => {
                if square >= rank_end {
                    return Err(Error::RankLength {
                        rank: rank_letter(rank_end / 9 - 1),
                        found: 10,
                        offset,
                    });
                }
                let (code, letter_at) = read_piece(board, i, at)?;
                if let Some(cell) = cells.get_mut(square) {
                    *cell = code;
                }
                counts[usize::from(code & COUNTED)] += 1;
                square += 1;
                after_digit = false;
                i = letter_at;
            }
        }
        i += 1;
    }
    let end = at + board.len();
    if square != rank_end {
        return Err(Error::RankLength {
            rank: rank_letter(rank_end / 9 - 1),
            found: 9 - (rank_end - square),
            offset: end,
        });
    }
    if rank_end != 81 {
        return Err(Error::RankCount {
            found: rank_end / 9,
            offset: end,
        });
    }
    Ok(())
}

/// Reads the piece at `board[i]` (`+` and a letter, or a letter): its cell code and the letter's index.
fn read_piece(board: &[u8], i: usize, at: usize) -> Result<(u8, usize), Error> {
    let offset = at + i;
    let (promoted, letter_at) = if board[i] == b'+' {
        (true, i + 1)
    } else {
        (false, i)
    };
    let Some(&letter) = board.get(letter_at) else {
        return Err(Error::InvalidPromotion {
            offset,
            what: "`+` with no piece letter after it",
        });
    };
    let Some(kind) = Kind::from_letter(letter) else {
        if promoted {
            return Err(Error::InvalidPromotion {
                offset,
                what: "`+` must come right before a piece letter",
            });
        }
        return Err(Error::InvalidPiece {
            offset,
            byte: char::from(letter),
        });
    };
    if promoted && !kind.can_promote() {
        return Err(Error::InvalidPromotion {
            offset,
            what: if kind == Kind::King {
                "a king cannot promote"
            } else {
                "a gold cannot promote"
            },
        });
    }
    let mut code = kind as u8 + 1;
    if promoted {
        code |= PROMOTED;
    }
    if letter.is_ascii_lowercase() {
        code |= GOTE;
    }
    Ok((code, letter_at))
}

fn digits(input: &[u8]) -> IResult<&[u8], &[u8]> {
    digit1(input)
}

fn read_hands(hands: &[u8], at: usize, mode: Mode, out: &mut [[u8; 7]; 2]) -> Result<(), Error> {
    if hands == b"-" {
        return Ok(());
    }
    let strict = mode == Mode::Strict;
    let mut rest = hands;
    let mut last_key: Option<usize> = None;
    while !rest.is_empty() {
        let start = at + (hands.len() - rest.len());
        let mut count = 1u8;
        if let Ok((after, run)) = digits(rest) {
            if run.len() > 2 {
                return Err(Error::HandCount {
                    offset: start,
                    what: "a count of more than two digits (no shōgi hand holds more than 18 pieces of a kind)",
                });
            }
            let value = run.iter().fold(0u8, |n, d| n * 10 + (d - b'0'));
            if value == 0 {
                return Err(Error::HandCount {
                    offset: start,
                    what: "a count of 0",
                });
            }
            if strict && run[0] == b'0' {
                return Err(Error::HandCount {
                    offset: start,
                    what: "a count with a leading zero (strict mode)",
                });
            }
            if strict && value == 1 {
                return Err(Error::HandCount {
                    offset: start,
                    what: "a count of 1 is not written in SFEN (strict mode)",
                });
            }
            count = value;
            rest = after;
        }
        let piece_at = at + (hands.len() - rest.len());
        let Some(&letter) = rest.first() else {
            return Err(Error::InvalidHandPiece {
                offset: piece_at,
                what: "a count with no piece after it",
            });
        };
        let kind = match Kind::from_letter(letter) {
            _ if letter == b'+' => {
                return Err(Error::InvalidHandPiece {
                    offset: piece_at,
                    what: "a promoted piece cannot be in hand (a captured piece is held unpromoted)",
                });
            }
            None => {
                return Err(Error::InvalidHandPiece {
                    offset: piece_at,
                    what: "not a shōgi piece letter (R B G S N L P, either case)",
                });
            }
            Some(Kind::King) => {
                return Err(Error::InvalidHandPiece {
                    offset: piece_at,
                    what: "a king cannot be in hand",
                });
            }
            Some(kind) => kind as usize,
        };
        let side = usize::from(letter.is_ascii_lowercase());
        let key = side * 7 + kind;
        if strict && last_key.is_some_and(|last| last >= key) {
            return Err(Error::HandOrder { offset: start });
        }
        last_key = Some(key);
        out[side][kind] = out[side][kind].saturating_add(count);
        rest = &rest[1..];
    }
    Ok(())
}

fn read_move_count(count: &[u8], at: usize, mode: Mode) -> Result<u32, Error> {
    let error = Error::InvalidMoveCount { offset: at };
    let Ok((b"", run)) = digits(count) else {
        return Err(error);
    };
    if run.len() > 10 || (mode == Mode::Strict && run[0] == b'0' && run.len() > 1) {
        return Err(error);
    }
    let value = run.iter().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
    match u32::try_from(value) {
        Ok(0) | Err(_) => Err(error),
        Ok(value) => Ok(value),
    }
}
