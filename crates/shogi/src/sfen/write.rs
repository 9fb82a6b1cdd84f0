//! The writers (SFEN and FEEN) and the FEEN position reader's checks.

use tabula_boardtext::{Decimal, Misfit};
use tabula_feen::{Position, QualifiedPiece};
use tabula_qpi::{Side, State};

use super::Sfen;
use crate::profile::{GOTE, KIND_MASK, Kind, LETTERS, PROMOTED};
use crate::{Error, Square};

/// Kind indices in alphabetical order of their letters (B G L N P R S): FEEN's order between equal counts.
const ALPHABETICAL: [usize; 7] = [1, 2, 5, 4, 6, 0, 3];

impl Sfen {
    /// Appends the board, with the king as `K` (SFEN) or `K^` (FEEN): written into a stack buffer (at most
    /// 81 two-byte pieces and 8 slashes), then appended at once.
    fn push_board(&self, out: &mut String, feen: bool) {
        let mut buf = [0u8; 192];
        let mut n = 0;
        let king_code = Kind::King as u8 + 1;
        for (row, rank) in self.board.chunks_exact(9).enumerate() {
            if row > 0 {
                buf[n] = b'/';
                n += 1;
            }
            let mut empty = 0u8;
            for &code in rank {
                if code == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    buf[n] = b'0' + empty;
                    n += 1;
                    empty = 0;
                }
                if code & PROMOTED != 0 {
                    buf[n] = b'+';
                    n += 1;
                }
                let kind = code & KIND_MASK;
                let letter = LETTERS[usize::from(kind.wrapping_sub(1) & 7)];
                buf[n] = if code & GOTE == 0 {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                };
                n += 1;
                if feen && kind == king_code {
                    buf[n] = b'^';
                    n += 1;
                }
            }
            if empty > 0 {
                buf[n] = b'0' + empty;
                n += 1;
            }
        }
        // ASCII by construction: the check cannot fail.
        out.push_str(core::str::from_utf8(&buf[..n]).unwrap_or_default());
    }

    /// The canonical SFEN (see the `Display` impl).
    pub(crate) fn to_sfen_string(&self) -> String {
        let mut out = String::with_capacity(128);
        self.push_board(&mut out, false);
        out.push_str(match self.turn {
            Side::First => " b ",
            Side::Second => " w ",
        });
        let before = out.len();
        for (side, hand) in self.hands.iter().enumerate() {
            for (kind, &count) in hand.iter().enumerate() {
                push_item(&mut out, count, LETTERS[kind], side == 1);
            }
        }
        if out.len() == before {
            out.push('-');
        }
        out.push(' ');
        out.push_str(Decimal::new(self.move_count.unwrap_or(1)).as_str());
        out
    }

    /// The FEEN string of this position (shōgi's profile: `K^`, style `S`/`s`, hands in FEEN order). The move
    /// count is not written: FEEN has none.
    ///
    /// ```
    /// let sfen = tabula_shogi::Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 1")?;
    /// assert_eq!(sfen.to_feen(), "4k^4/9/9/9/9/9/9/9/4K^4 4PGR/3p2b2s S/s");
    /// # Ok::<(), tabula_shogi::Error>(())
    /// ```
    #[must_use]
    pub fn to_feen(&self) -> String {
        let mut out = String::with_capacity(128);
        self.write_feen(&mut out);
        out
    }

    /// Appends the FEEN string to `out` (see [`Sfen::to_feen`]).
    ///
    /// ```
    /// let mut out = String::new();
    /// tabula_shogi::Sfen::startpos().write_feen(&mut out);
    /// assert!(out.ends_with(" / S/s"));
    /// ```
    pub fn write_feen(&self, out: &mut String) {
        self.push_board(out, true);
        self.push_feen_tail(out);
    }

    /// The FEEN string of this position read from an SFEN line whose board field is `board`. SFEN, like
    /// FEEN, writes each run of empty squares as one digit (the reader refuses two digits in a row) and
    /// spells pieces alike, but for the king's `^`: the FEEN board is the SFEN board with `^` after each
    /// king, copied span by span. Equal to [`Sfen::to_feen`] (the tests check it).
    pub(crate) fn feen_of_board(&self, board: &str) -> String {
        let mut out = String::with_capacity(board.len() + 48);
        let mut from = 0;
        for (i, byte) in board.bytes().enumerate() {
            if byte == b'K' || byte == b'k' {
                // The board is ASCII: every index is a character boundary.
                out.push_str(board.get(from..=i).unwrap_or_default());
                out.push('^');
                from = i + 1;
            }
        }
        out.push_str(board.get(from..).unwrap_or_default());
        self.push_feen_tail(&mut out);
        out
    }

    /// Appends what follows FEEN's board: the hands, then the style–turn field.
    fn push_feen_tail(&self, out: &mut String) {
        out.push(' ');
        for (side, hand) in self.hands.iter().enumerate() {
            if side == 1 {
                out.push('/');
            }
            // Count descending, then letter: a stable insertion sort of the alphabetical list.
            let mut order = ALPHABETICAL;
            for i in 1..order.len() {
                let mut j = i;
                while j > 0 && hand[order[j - 1]] < hand[order[j]] {
                    order.swap(j - 1, j);
                    j -= 1;
                }
            }
            for kind in order {
                push_item(out, hand[kind], LETTERS[kind], side == 1);
            }
        }
        out.push_str(match self.turn {
            Side::First => " S/s",
            Side::Second => " s/S",
        });
    }

    /// The position of a FEEN position, checked against shōgi's profile: a 9×9 board; style `S`/`s` on both
    /// sides; pieces `P L N S G B R K` only, natives of their style (no `'`); the king and only the king
    /// terminal (`K^`); `+` only on `P L N S B R`; no `-`; in each hand only the hand owner's unpromoted,
    /// non-king pieces (SFEN cannot say "gote's pawn in sente's hand"); and the counts a set allows. The move
    /// count is `None`.
    ///
    /// ```
    /// use tabula_shogi::Sfen;
    /// let position = "4k^4/9/9/9/9/9/9/9/4K^4 p/ S/s".parse::<tabula_feen::Position>()?;
    /// let error = Sfen::from_position(&position).unwrap_err();
    /// assert_eq!(error.to_string(), "p in sente's hand: SFEN holds only a player's own (captured and turned) pieces in its hand");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardShape`], [`Error::Style`], [`Error::Piece`], [`Error::HandPiece`],
    /// [`Error::TooManyPieces`], [`Error::TooManyKings`].
    pub fn from_position(position: &Position) -> Result<Sfen, Error> {
        match super::PROFILE.misfit(position) {
            None => {}
            Some(Misfit::Shape(shape)) => return Err(Error::BoardShape { shape }),
            Some(Misfit::Style { side, style }) => return Err(Error::Style { side, style }),
        }
        let mut sfen = Sfen::empty();
        // The last piece checked and its code: a run of one kind (a rank of pawns) is checked once.
        let mut last: Option<(QualifiedPiece, u8)> = None;
        for (cell, &piece) in sfen.board.iter_mut().zip(position.board()) {
            let Some(piece) = piece else {
                continue;
            };
            *cell = match last {
                Some((previous, code)) if previous == piece => code,
                _ => {
                    let Ok(code) = board_code(piece) else {
                        return Err(piece_error(position));
                    };
                    last = Some((piece, code));
                    code
                }
            };
        }
        for side in [Side::First, Side::Second] {
            for (piece, count) in position.hand(side) {
                let kind = hand_kind(*piece, side).map_err(|why| Error::HandPiece {
                    side,
                    piece: piece.extended().to_string(),
                    why,
                })?;
                let slot = &mut sfen.hands[side.index()][kind];
                *slot = u8::try_from(count)
                    .ok()
                    .and_then(|count| slot.checked_add(count))
                    .unwrap_or(u8::MAX);
            }
        }
        sfen.turn = position.turn();
        sfen.check_counts()?;
        Ok(sfen)
    }
}

/// The error naming the first board piece SFEN cannot spell (on the error path only).
#[cold]
fn piece_error(position: &Position) -> Error {
    for (index, piece) in position.board().iter().enumerate() {
        if let Some(piece) = *piece {
            if let Err(why) = board_code(piece) {
                return Error::Piece {
                    square: Square::from_index(index).unwrap_or(Square(0)),
                    piece: piece.extended().to_string(),
                    why,
                };
            }
        }
    }
    unreachable!("called for a board with a piece SFEN cannot spell")
}

/// The cell code of a FEEN board piece, or why SFEN cannot spell it.
fn board_code(piece: QualifiedPiece) -> Result<u8, &'static str> {
    super::view::code(
        piece.is_derived(),
        piece.letter(),
        piece.is_terminal(),
        piece.state(),
        piece.side(),
    )
}

/// The hand slot of a FEEN hand item, or why SFEN cannot spell it.
fn hand_kind(piece: QualifiedPiece, hand: Side) -> Result<usize, &'static str> {
    if piece.is_derived() {
        return Err("a derived piece (`'`) has no SFEN spelling");
    }
    if piece.side() != hand {
        return Err("SFEN holds only a player's own (captured and turned) pieces in its hand");
    }
    match Kind::from_letter(piece.letter().to_ascii(Side::First)) {
        None => Err("not a shōgi piece letter (P L N S G B R)"),
        Some(Kind::King) => Err("a king cannot be in hand"),
        Some(_) if piece.state() != State::Normal || piece.is_terminal() => {
            Err("a piece in hand has no `+`, `-` or `^`")
        }
        Some(kind) => Ok(kind as usize),
    }
}

fn push_item(out: &mut String, count: u8, letter: u8, gote: bool) {
    if count == 0 {
        return;
    }
    if count > 1 {
        out.push_str(Decimal::new(u32::from(count)).as_str());
    }
    out.push(char::from(if gote {
        letter.to_ascii_lowercase()
    } else {
        letter
    }));
}
