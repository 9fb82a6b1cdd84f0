//! The writers (xiangqi FEN and FEEN) and the FEEN position reader's checks.

use tabula_boardtext::{Decimal, Misfit};
use tabula_feen::{Position, QualifiedPiece};
use tabula_qpi::Side;

use super::XiangqiFen;
use crate::profile::{BLACK, KIND_MASK, Kind, Letters};
use crate::{Error, Square};

const UCCI: [u8; 7] = *b"KABNRCP";
const WXF: [u8; 7] = *b"KAEHRCP";
const FEEN: [u8; 7] = *b"GAEHRCP";

impl XiangqiFen {
    /// Writes the placement with a letter table (FEEN adds `^` to the general): into a stack buffer (at
    /// most 90 two-byte pieces and 9 slashes), then appended at once.
    fn write_placement(&self, out: &mut Vec<u8>, letters: [u8; 7], feen: bool) {
        let mut buf = [0u8; 192];
        let mut n = 0;
        let general = Kind::General as u8 + 1;
        for (row, rank) in self.board.chunks_exact(9).enumerate() {
            if row > 0 {
                buf[n] = b'/';
                n += 1;
            }
            let mut empty = 0u8;
            for &code in rank {
                let kind = code & KIND_MASK;
                if kind == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    buf[n] = b'0' + empty;
                    n += 1;
                    empty = 0;
                }
                let letter = letters[usize::from(kind - 1) % 7];
                buf[n] = if code & BLACK == 0 {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                };
                n += 1;
                if feen && kind == general {
                    buf[n] = b'^';
                    n += 1;
                }
            }
            if empty > 0 {
                buf[n] = b'0' + empty;
                n += 1;
            }
        }
        out.extend_from_slice(&buf[..n]);
    }

    /// The FEN in a letter set, with the counters (`0 1` when unknown).
    ///
    /// ```
    /// use tabula_xiangqi::{profile::Letters, XiangqiFen};
    /// let start = XiangqiFen::startpos();
    /// assert_eq!(start.to_fen(Letters::Wxf), "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1");
    /// ```
    #[must_use]
    pub fn to_fen(&self, letters: Letters) -> String {
        let mut out = Vec::with_capacity(112);
        self.write_placement(
            &mut out,
            match letters {
                Letters::Ucci => UCCI,
                Letters::Wxf => WXF,
            },
            false,
        );
        out.extend_from_slice(match self.turn {
            Side::First => b" w - - ",
            Side::Second => b" b - - ",
        });
        out.extend_from_slice(Decimal::new(self.halfmove_clock.unwrap_or(0)).as_bytes());
        out.push(b' ');
        out.extend_from_slice(Decimal::new(self.fullmove_number.unwrap_or(1)).as_bytes());
        String::from_utf8(out).unwrap_or_default()
    }

    /// The FEEN string (xiangqi's profile: `G^`, `E`, `H`, style `X`/`x`, empty hands). The counters and the
    /// letter set are not written: FEEN has neither.
    ///
    /// ```
    /// let fen = tabula_xiangqi::XiangqiFen::parse("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1")?;
    /// assert_eq!(fen.to_feen(), "3g^5/9/9/9/9/9/9/9/9/4G^4 / x/X");
    /// # Ok::<(), tabula_xiangqi::Error>(())
    /// ```
    #[must_use]
    pub fn to_feen(&self) -> String {
        let mut out = Vec::with_capacity(112);
        self.write_placement(&mut out, FEEN, true);
        out.extend_from_slice(match self.turn {
            Side::First => b" / X/x",
            Side::Second => b" / x/X",
        });
        String::from_utf8(out).unwrap_or_default()
    }

    /// Appends the FEEN string to `out` (see [`XiangqiFen::to_feen`]).
    ///
    /// ```
    /// let mut out = String::new();
    /// tabula_xiangqi::XiangqiFen::startpos().write_feen(&mut out);
    /// assert!(out.ends_with(" / X/x"));
    /// ```
    pub fn write_feen(&self, out: &mut String) {
        out.push_str(&self.to_feen());
    }

    /// The position of a FEEN position, checked against xiangqi's profile: a 10×9 board; style `X`/`x` on
    /// both sides; empty hands; pieces `G A E H R C P` only, natives of their style (no `'`), with no `+` or
    /// `-`; the general and only the general terminal (`G^`); one general per player and no more pieces of a
    /// kind than a set has. The counters are `None`.
    ///
    /// ```
    /// use tabula_xiangqi::XiangqiFen;
    /// let position = "3g^5/9/9/9/9/9/9/9/9/4G4 / X/x".parse::<tabula_feen::Position>()?;
    /// let error = XiangqiFen::from_position(&position).unwrap_err();
    /// assert_eq!(error.to_string(), "G at e1: the general is terminal, written `G^`");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardShape`], [`Error::Style`], [`Error::Hands`], [`Error::Piece`], [`Error::GeneralCount`],
    /// [`Error::TooManyPieces`].
    pub fn from_position(position: &Position) -> Result<XiangqiFen, Error> {
        match super::PROFILE.misfit(position) {
            None => {}
            Some(Misfit::Shape(shape)) => return Err(Error::BoardShape { shape }),
            Some(Misfit::Style { side, style }) => return Err(Error::Style { side, style }),
        }
        for side in [Side::First, Side::Second] {
            let count = position.hand_piece_count(side);
            if count > 0 {
                return Err(Error::Hands { side, count });
            }
        }
        let mut fen = XiangqiFen::empty();
        for (index, piece) in position.board().iter().enumerate() {
            if let Some(piece) = piece {
                fen.board[index] = board_code(*piece).map_err(|why| Error::Piece {
                    square: Square::from_index(index).unwrap_or(Square(0)),
                    piece: piece.extended().to_string(),
                    why,
                })?;
            }
        }
        fen.turn = position.turn();
        fen.check_counts()?;
        Ok(fen)
    }
}

/// The FEEN spelling of each byte of a valid placement field: the general `K` → `G^`, UCCI's elephant
/// `B` → `E` and horse `N` → `H` (either case); every other byte as it is. Two bytes, of which the first
/// `len` are written.
static FEEN_SPELLING: [([u8; 2], u8); 256] = {
    let mut table = [([0u8; 2], 1u8); 256];
    let mut byte = 0;
    while byte < 256 {
        #[allow(clippy::cast_possible_truncation)]
        let b = byte as u8;
        table[byte] = ([b, 0], 1);
        if let Some((kind, _)) = Kind::from_fen_letter(b) {
            let mut letter = FEEN[kind as usize];
            if b.is_ascii_lowercase() {
                letter = letter.to_ascii_lowercase();
            }
            table[byte] = if matches!(kind, Kind::General) {
                ([letter, b'^'], 2)
            } else {
                ([letter, 0], 1)
            };
        }
        byte += 1;
    }
    table
};

/// The FEEN string of a placement field as the reader accepted it, and the side to move. Xiangqi FEN, like
/// FEEN, writes each run of empty points as one number (the reader refuses two digits in a row), so the
/// FEEN placement is the same text with FEEN's letters: `G^` for the general, `E` and `H` for the elephant
/// and the horse, byte by byte through a table. Equal to [`XiangqiFen::to_feen`] of the position read (the
/// tests check it).
pub(crate) fn feen_of_placement(placement: &str, turn: Side) -> Option<String> {
    // A valid placement has at most 90 pieces and 9 slashes.
    let mut buf = [0u8; 208];
    if placement.len() > 100 {
        return None;
    }
    let mut n = 0;
    for &byte in placement.as_bytes() {
        let (bytes, len) = &FEEN_SPELLING[usize::from(byte)];
        buf[n..n + 2].copy_from_slice(bytes);
        n += usize::from(*len);
    }
    let mut out = String::with_capacity(n + 6);
    out.push_str(core::str::from_utf8(&buf[..n]).ok()?);
    out.push_str(match turn {
        Side::First => " / X/x",
        Side::Second => " / x/X",
    });
    Some(out)
}

/// The cell code of a FEEN piece, or why xiangqi FEN cannot spell it.
fn board_code(piece: QualifiedPiece) -> Result<u8, &'static str> {
    super::view::code(
        piece.is_derived(),
        piece.letter(),
        piece.is_terminal(),
        piece.state(),
        piece.side(),
    )
}
