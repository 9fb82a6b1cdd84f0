//! Writing SAN: python-chess 1.11's `Board.san()`, byte for byte.

use core::fmt;

use cozy_chess::{BitBoard, Board, Piece};

use super::{letter, piece_on};
use crate::{ChessMove, MoveKind, Position};

/// One move's SAN, held inline (at most 7 bytes: `Qa1xb2#`, `exd8=Q#`), so writing allocates nothing.
///
/// ```
/// use tabula_chess::{Position, san::San};
/// let position = Position::start();
/// let m = position.find_move("b1".parse()?, "c3".parse()?, None).unwrap();
/// let san = San::new(&position, m);
/// assert_eq!(san.as_str(), "Nc3");
/// assert_eq!(san.to_string(), "Nc3");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    bytes: [u8; 8],
    len: u8,
}

impl San {
    /// The SAN of `m` in `position` (`m` should be legal there; for a move that is not, the text is built
    /// from the board as it stands, without a check suffix, and never panics).
    ///
    /// ```
    /// use tabula_chess::{Position, san::San};
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")?;
    /// let castle = position.find_move("e1".parse()?, "c1".parse()?, None).unwrap();
    /// assert_eq!(San::new(&position, castle).as_str(), "O-O-O");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn new(position: &Position, m: ChessMove) -> San {
        let mut san = San::body(position, m);
        let raw = m.cozy();
        if position.board.is_legal(raw) {
            let mut next = position.board.clone();
            next.play_unchecked(raw);
            san.push_suffix(&next);
        }
        san
    }

    /// The SAN of `m`, given the position it leads to (saves playing the move again).
    /// `rivals`: the squares of the pieces of the mover's type that can reach its destination, when known.
    pub(crate) fn with_next(
        position: &Position,
        m: ChessMove,
        next: &Board,
        rivals: Option<BitBoard>,
    ) -> San {
        let mut san = San::body_with(position, m, rivals);
        san.push_suffix(next);
        san
    }

    /// The text.
    ///
    /// ```
    /// use tabula_chess::{Position, san::San};
    /// let m = Position::start().legal_moves()[0];
    /// assert!(!San::new(&Position::start(), m).as_str().is_empty());
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever pushed.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    fn push(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(usize::from(self.len)) {
            *slot = byte;
            self.len += 1;
        }
    }

    fn push_suffix(&mut self, next: &Board) {
        if !next.checkers().is_empty() {
            let mate = !next.generate_moves(|_| true);
            self.push(if mate { b'#' } else { b'+' });
        }
    }

    fn body(position: &Position, m: ChessMove) -> San {
        San::body_with(position, m, None)
    }

    fn body_with(position: &Position, m: ChessMove, rivals: Option<BitBoard>) -> San {
        let mut san = San {
            bytes: [0; 8],
            len: 0,
        };
        if let Some((rook, _)) = m.castling_rook() {
            let long = rook.file() < m.from().file();
            for &byte in if long { b"O-O-O".as_slice() } else { b"O-O" } {
                san.push(byte);
            }
            return san;
        }
        let piece = piece_on(position, m.from()).unwrap_or(Piece::Pawn);
        let capture = matches!(m.kind(), MoveKind::Capture | MoveKind::EnPassant);
        if piece == Piece::Pawn {
            if capture {
                san.push(b'a' + m.from().file());
            }
        } else {
            san.push(letter(piece));
            let others = match rivals {
                Some(known) => known & !m.from().cozy().bitboard(),
                None => rivals_of(&position.board, piece, m),
            };
            if !others.is_empty() {
                let from = m.from().cozy();
                let same_rank = !(others & from.rank().bitboard()).is_empty();
                let same_file = !(others & from.file().bitboard()).is_empty();
                // python-chess: the file unless another piece shares it; the rank when one does;
                // both when pieces share each.
                if same_rank || !same_file {
                    san.push(b'a' + m.from().file());
                }
                if same_file {
                    san.push(b'1' + m.from().rank());
                }
            }
        }
        if capture {
            san.push(b'x');
        }
        san.push(b'a' + m.to().file());
        san.push(b'1' + m.to().rank());
        if let Some(promotion) = m.promotion() {
            san.push(b'=');
            // The letter is ASCII.
            #[allow(clippy::cast_possible_truncation)]
            san.push(promotion.letter() as u8);
        }
        san
    }
}

/// The squares of the other pieces of this type that can legally move to the same square.
fn rivals_of(board: &Board, piece: Piece, m: ChessMove) -> BitBoard {
    let us = board.side_to_move();
    let from = m.from().cozy();
    let to = m.to().cozy();
    let mask = board.colored_pieces(us, piece) & !from.bitboard();
    let mut others = BitBoard::EMPTY;
    board.generate_moves_for(mask, |moves| {
        if moves.to.has(to) && !board.colors(us).has(to) {
            others |= moves.from.bitboard();
        }
        false
    });
    others
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "San({:?})", self.as_str())
    }
}

impl AsRef<str> for San {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

/// The SAN of a legal move, as python-chess 1.11's `Board.san()` writes it.
///
/// ```
/// use tabula_chess::{Position, san};
/// let position = Position::from_fen("7k/6pp/8/8/8/8/4K3/R6R w - - 0 1")?;
/// let m = position.find_move("a1".parse()?, "a8".parse()?, None).unwrap();
/// assert_eq!(san::write(&position, m), "Ra8#");
/// let m = position.find_move("h1".parse()?, "f1".parse()?, None).unwrap();
/// assert_eq!(san::write(&position, m), "Rhf1");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[must_use]
pub fn write(position: &Position, m: ChessMove) -> String {
    San::new(position, m).as_str().to_owned()
}
