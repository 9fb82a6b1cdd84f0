//! The rules of xiangqi on FEEN positions: [`Xiangqi`] (a position with its legal moves, check, the end of
//! the game, Zobrist keys) and [`Move`], with the game interface of tabula-game implemented in `game.rs`.

mod error;
mod explain;
mod game;
pub(crate) mod geometry;
mod movegen;
mod setup;

use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::ControlFlow;

pub use error::{IllegalMove, PositionError};
pub use game::REPETITIONS;
use geometry::{BLACK_BIT, GENERAL, TABLES};
pub(crate) use movegen::MoveList;

use crate::Square;
use crate::profile::Kind;
use tabula_qpi::Side;

/// A xiangqi position: the 90 points and the side to move (FEEN's content for xiangqi), with its legal
/// moves, check and the end of the game. The counters and the history live in [`tabula_game::Game`].
///
/// Read it from FEEN ([`tabula_game::Rules::from_feen`]) or xiangqi FEN ([`tabula_game::Rules::from_native`]);
/// it holds only positions the rules can reach piece by piece (see [`PositionError`]).
///
/// ```
/// use tabula_game::Rules;
/// use tabula_xiangqi::Xiangqi;
/// let start = Xiangqi::start();
/// assert_eq!(start.legal_moves().len(), 44);
/// assert_eq!(start.perft(3), 79_666);
/// let after = start.play(start.read_move("h2e2", tabula_game::Notation::Ucci)?)?;
/// assert_eq!(after.to_feen(), "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAG^AEHR / x/X");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Xiangqi {
    /// Piece codes (see `geometry`), black's back rank first.
    board: [u8; 90],
    /// The points of each side's pieces (bit = flat index), red first.
    occupied: [u128; 2],
    /// Each side's general.
    generals: [u8; 2],
    /// 0 red, 1 black.
    turn: u8,
    /// The Zobrist key.
    key: u64,
}

/// A xiangqi move: the point a piece leaves and the point it goes to. Displayed in UCCI coordinates
/// (`h2e2`); [`tabula_game::Rules::write_move`] writes the other notations.
///
/// ```
/// use tabula_game::Rules;
/// let m = tabula_xiangqi::Xiangqi::start().legal_moves()[0];
/// assert_eq!(m.to_string().len(), 4);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub(crate) from: u8,
    pub(crate) to: u8,
}

impl Move {
    /// A move from one point to another (legal or not: [`tabula_game::Rules::check_move`] says).
    ///
    /// ```
    /// use tabula_xiangqi::{Move, Square};
    /// let m = Move::new(Square::from_index(70).unwrap(), Square::from_index(67).unwrap());
    /// assert_eq!(m.to_string(), "h2e2");
    /// ```
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from: from.0,
            to: to.0,
        }
    }

    /// The point the piece leaves.
    ///
    /// ```
    /// use tabula_xiangqi::{Move, Square};
    /// let m = Move::new(Square::from_index(70).unwrap(), Square::from_index(67).unwrap());
    /// assert_eq!(m.from().to_string(), "h3");
    /// ```
    #[must_use]
    pub const fn from(self) -> Square {
        Square(self.from)
    }

    /// The point the piece goes to.
    ///
    /// ```
    /// use tabula_xiangqi::{Move, Square};
    /// let m = Move::new(Square::from_index(70).unwrap(), Square::from_index(67).unwrap());
    /// assert_eq!(m.to().to_string(), "e3");
    /// ```
    #[must_use]
    pub const fn to(self) -> Square {
        Square(self.to)
    }
}

impl fmt::Display for Move {
    /// UCCI coordinates: file `a`–`i`, rank `0`–`9` from red's side.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 4];
        crate::notation::coords::write_ucci(*self, &mut buf);
        f.write_str(core::str::from_utf8(&buf).unwrap_or("????"))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl PartialEq for Xiangqi {
    fn eq(&self, other: &Xiangqi) -> bool {
        self.turn == other.turn && self.board == other.board
    }
}

impl Eq for Xiangqi {}

impl Hash for Xiangqi {
    /// The Zobrist key (equal positions have equal keys).
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.key);
    }
}

impl fmt::Debug for Xiangqi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Xiangqi({})", self.feen())
    }
}

impl fmt::Display for Xiangqi {
    /// The canonical FEEN string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.feen())
    }
}

const FEEN_LETTERS: [u8; 8] = *b"?GAEHRCP";

impl Xiangqi {
    /// A position from piece codes and the side to move, its derived fields computed (not validated).
    pub(crate) fn from_board(board: [u8; 90], turn: u8) -> Xiangqi {
        let mut position = Xiangqi {
            board,
            occupied: [0; 2],
            generals: [0; 2],
            turn,
            key: 0,
        };
        for (sq, &code) in board.iter().enumerate() {
            if code == 0 {
                continue;
            }
            let side = usize::from(code & BLACK_BIT != 0);
            position.occupied[side] |= 1 << sq;
            #[allow(clippy::cast_possible_truncation)]
            if code & !BLACK_BIT == GENERAL {
                position.generals[side] = sq as u8;
            }
            position.key ^= TABLES.zobrist[usize::from(code)][sq];
        }
        if turn == 1 {
            position.key ^= TABLES.black_to_move;
        }
        position
    }

    /// Plays a move (pseudo-legal at least) in place.
    #[inline]
    pub(crate) fn make(&mut self, m: Move) {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let us = usize::from(self.turn);
        let piece = self.board[from];
        let captured = self.board[to];
        self.board[from] = 0;
        self.board[to] = piece;
        let z = &TABLES.zobrist;
        self.key ^= z[usize::from(piece)][from] ^ z[usize::from(piece)][to] ^ TABLES.black_to_move;
        self.occupied[us] ^= (1 << from) | (1 << to);
        if captured != 0 {
            self.key ^= z[usize::from(captured)][to];
            self.occupied[us ^ 1] &= !(1 << to);
        }
        if piece & !BLACK_BIT == GENERAL {
            self.generals[us] = m.to;
        }
        self.turn ^= 1;
    }

    /// The piece code on a point.
    pub(crate) fn code(&self, sq: usize) -> u8 {
        self.board[sq]
    }

    /// The side to move as 0 (red) or 1 (black).
    pub(crate) fn turn_index(&self) -> usize {
        usize::from(self.turn)
    }

    /// The piece on a point: its kind and owner ([`Side::First`] is red).
    ///
    /// ```
    /// use tabula_xiangqi::{profile::Kind, Side, Square, Xiangqi};
    /// use tabula_game::Rules;
    /// let start = Xiangqi::start();
    /// assert_eq!(start.piece_at(Square::from_index(85).unwrap()), Some((Kind::General, Side::First)));
    /// ```
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<(Kind, Side)> {
        let code = self.board[square.index()];
        let kind = *Kind::ALL.get(usize::from(code & !BLACK_BIT).checked_sub(1)?)?;
        Some((
            kind,
            if code & BLACK_BIT == 0 {
                Side::First
            } else {
                Side::Second
            },
        ))
    }

    /// The canonical FEEN string.
    pub(crate) fn feen(&self) -> String {
        let mut out = String::with_capacity(96);
        for r in 0..10 {
            if r > 0 {
                out.push('/');
            }
            let mut empty = 0u8;
            for c in 0..9 {
                let code = self.board[r * 9 + c];
                if code == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push(char::from(b'0' + empty));
                    empty = 0;
                }
                let letter = FEEN_LETTERS[usize::from(code & !BLACK_BIT)];
                out.push(char::from(if code & BLACK_BIT == 0 {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                }));
                if code & !BLACK_BIT == GENERAL {
                    out.push('^');
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
        }
        out.push_str(if self.turn == 0 { " / X/x" } else { " / x/X" });
        out
    }

    /// Calls `f` with every legal move.
    pub(crate) fn each_legal(&self, f: &mut dyn FnMut(Move) -> ControlFlow<()>) -> ControlFlow<()> {
        let mut list = MoveList::new();
        self.generate(&mut list);
        for &m in list.as_slice() {
            f(m)?;
        }
        ControlFlow::Continue(())
    }

    /// Whether `m` is legal here.
    pub(crate) fn is_legal(&self, m: Move) -> bool {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list.as_slice().contains(&m)
    }
}
