//! CSA move text (`+7776FU`, `-0055KA`, `+2822RY`) both ways: the side's sign, the source square (`00` for
//! a drop) and the destination as file and rank digits, then the code of the piece after the move (CSA
//! record format 2.2, <http://www2.computer-shogi.org/protocol/record_v22.html>, "指し手").

use tabula_game::{MoveError, Notation, Rules};
use tabula_protocol::Side;

use super::{IllegalMove, ShogiMove, ShogiPosition};
use crate::Square;
use crate::records::csa::{code_of, piece_of};

/// The CSA name of a square: file digit then rank digit (`77`).
fn square_digits(square: Square) -> [u8; 2] {
    let (row, col) = (square.0 / 9, square.0 % 9);
    [b'9' - col, b'1' + row]
}

/// The square of two CSA digits, or `None`.
fn square_of(digits: &[u8]) -> Option<Square> {
    match digits {
        [file @ b'1'..=b'9', rank @ b'1'..=b'9'] => {
            Square::from_index(usize::from(rank - b'1') * 9 + usize::from(b'9' - file))
        }
        _ => None,
    }
}

impl ShogiPosition {
    /// A legal move in CSA: `+7776FU`.
    pub(crate) fn csa_of(&self, m: ShogiMove) -> String {
        let mut out = String::with_capacity(7);
        out.push(if self.side_to_move() == Side::First {
            '+'
        } else {
            '-'
        });
        let (kind, promoted) = match (m.from(), m.dropped()) {
            (Some(from), _) => {
                let piece = self.piece_at(from);
                out.extend(square_digits(from).map(char::from));
                piece.map_or((crate::profile::Kind::Pawn, false), |p| {
                    (p.kind(), p.is_promoted() || m.is_promotion())
                })
            }
            (None, Some(kind)) => {
                out.push_str("00");
                (kind, false)
            }
            (None, None) => (crate::profile::Kind::Pawn, false),
        };
        out.extend(square_digits(m.to()).map(char::from));
        out.push_str(code_of(kind, promoted));
        out
    }

    /// The board move of a CSA text whose destination and piece are read: the piece code must name the
    /// piece on the source square, promoted or not after the move; the error's byte offset and message.
    fn csa_board_move(
        &self,
        bytes: &[u8],
        to: Square,
        kind: crate::profile::Kind,
        promoted: bool,
    ) -> Result<ShogiMove, (usize, &'static str, String)> {
        let from = square_of(&bytes[1..3]).ok_or_else(|| {
            (
                1,
                "csa-square",
                "the source is two digits 1-9 (file, rank), or 00 for a drop".to_owned(),
            )
        })?;
        let written = core::str::from_utf8(&bytes[5..7]).unwrap_or("??");
        let promote = match self.piece_at(from) {
            Some(piece) if piece.kind() != kind => {
                return Err((
                    5,
                    "csa-piece",
                    format!(
                        "the piece on {} is {}, not {written}",
                        from.usi(),
                        code_of(piece.kind(), piece.is_promoted())
                    ),
                ));
            }
            Some(piece) if piece.is_promoted() && !promoted => {
                return Err((
                    5,
                    "csa-piece",
                    format!(
                        "the piece on {} is promoted: write {}",
                        from.usi(),
                        code_of(piece.kind(), true)
                    ),
                ));
            }
            Some(piece) => promoted && !piece.is_promoted(),
            None => false,
        };
        Ok(ShogiMove::new(from, to, promote))
    }

    /// Reads a CSA move and checks it here.
    pub(crate) fn read_csa(&self, text: &str) -> Result<ShogiMove, MoveError<IllegalMove>> {
        let syntax = |offset: usize, code: &'static str, message: String| MoveError::Syntax {
            notation: Notation::Csa,
            text: text.to_owned(),
            offset,
            code,
            message,
            hint: None,
        };
        let bytes = text.as_bytes();
        let sign = match bytes.first() {
            Some(b'+') => Side::First,
            Some(b'-') => Side::Second,
            _ => {
                return Err(syntax(
                    0,
                    "csa-sign",
                    "a CSA move starts with + (sente) or - (gote), as in +7776FU".to_owned(),
                ));
            }
        };
        if bytes.len() != 7 {
            return Err(syntax(
                bytes.len().min(7),
                "csa-length",
                format!(
                    "a CSA move is 7 characters: the sign, two squares as digits (00 for a drop) and a piece code, as in +7776FU, not {} bytes",
                    bytes.len()
                ),
            ));
        }
        let to = square_of(&bytes[3..5]).ok_or_else(|| {
            syntax(
                3,
                "csa-square",
                "the destination is two digits 1-9 (file, rank)".to_owned(),
            )
        })?;
        let (kind, promoted) = piece_of(&bytes[5..7]).ok_or_else(|| {
            syntax(
                5,
                "csa-piece",
                "the piece is one of FU KY KE GI KI KA HI OU TO NY NK NG UM RY".to_owned(),
            )
        })?;
        if sign != self.side_to_move() {
            let (mover, other) = if sign == Side::First {
                ("sente's (+)", "gote (-)")
            } else {
                ("gote's (-)", "sente (+)")
            };
            return Err(syntax(
                0,
                "csa-side",
                format!("this is {mover} move, but {other} is to move"),
            ));
        }
        let m = if &bytes[1..3] == b"00" {
            if promoted {
                return Err(syntax(
                    5,
                    "csa-piece",
                    "a drop places an unpromoted piece".to_owned(),
                ));
            }
            ShogiMove::drop(kind, to)
                .ok_or_else(|| syntax(5, "csa-piece", "a king cannot be dropped".to_owned()))?
        } else {
            self.csa_board_move(bytes, to, kind, promoted)
                .map_err(|(offset, code, message)| syntax(offset, code, message))?
        };
        self.check_move(m).map_err(|error| MoveError::Illegal {
            text: text.to_owned(),
            error,
        })?;
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_game::ErrorCode;

    fn position(sfen: &str) -> ShogiPosition {
        ShogiPosition::from_native(sfen).unwrap().0
    }

    #[test]
    fn csa_moves_both_ways() {
        let start = ShogiPosition::start();
        for m in start.legal_moves() {
            let text = start.csa_of(m);
            assert_eq!(start.read_csa(&text), Ok(m), "{text}");
        }
        let m = start.read_csa("+7776FU").unwrap();
        assert_eq!(m.to_string(), "7g7f");
        let after = position("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
        let m = after.read_csa("+8822UM").unwrap();
        assert_eq!(m.to_string(), "8h2b+");
        assert_eq!(after.csa_of(m), "+8822UM");
        let drops = position("4k4/9/9/9/9/9/9/9/4K4 b B 1");
        let m = drops.read_csa("+0055KA").unwrap();
        assert_eq!(m.to_string(), "B*5e");
        assert_eq!(drops.csa_of(m), "+0055KA");
    }

    #[test]
    fn refused_csa_moves_say_why() {
        let start = ShogiPosition::start();
        let code = |text: &str| start.read_csa(text).unwrap_err().code();
        assert_eq!(code("7776FU"), "csa-sign");
        assert_eq!(code("+776FU"), "csa-length");
        assert_eq!(code("-3334FU"), "csa-side");
        assert_eq!(code("+7776XX"), "csa-piece");
        assert_eq!(code("+7776KA"), "csa-piece");
        assert_eq!(code("+7A76FU"), "csa-square");
        assert_eq!(code("+0055FU"), "not-in-hand");
        assert_eq!(
            start.read_csa("+7776KA").unwrap_err().to_string(),
            "\"+7776KA\" is not a CSA move: the piece on 7g is FU, not KA (byte 5)"
        );
    }
}
