//! The rules of shōgi on the shōgi profile of FEEN: [`ShogiPosition`] implements [`tabula_game::Rules`].
//!
//! What is enforced (Japan Shogi Association rules, the forbidden moves 反則): every piece moves as the rules
//! say, promoted pieces included; a piece may promote when its move starts or ends in the far three ranks and
//! must when it could never move again (pawn and lance on the last rank, knight on the last two); drops go to
//! empty squares, never where the piece could never move; **nifu** (a second unpromoted pawn of a player on a
//! file) and **uchifuzume** (a pawn *drop* that checkmates; a pawn *move* may mate) are illegal; no move may
//! leave the mover's king in check. Captured pieces go to the capturer's hand unpromoted.
//!
//! The end of a game:
//! - by the position ([`tabula_game::Rules::terminal`]): a player with no legal move has lost. In check it is
//!   [`Termination::Checkmate`](tabula_game::Termination::Checkmate); without check (which the rules allow
//!   but games practically never reach) Tabula reports [`Termination::Stalemate`](tabula_game::Termination::Stalemate)
//!   with the *other* player winning: shōgi has no stalemate draw.
//! - by the history ([`tabula_game::Rules::judge`]): **sennichite**, the same position (board, both hands,
//!   side to move) for the fourth time, is a draw ([`Termination::Sennichite`](tabula_game::Termination::Sennichite)),
//!   unless one player gave check with every one of their moves since the first of those four occurrences:
//!   that player loses ([`Termination::PerpetualCheck`](tabula_game::Termination::PerpetualCheck)).
//! - by declaration: the entering-king (jishōgi) declaration is never automatic; see
//!   [`ShogiPosition::entering_king`].
//!
//! Positions read by the rules must also be playable: no piece that could never move, no nifu on the board,
//! and the player who has just moved not in check. A position may have no king for either player (tsume
//! problems give the attacker none): a player without a king is never in check.
//!
//! ```
//! use tabula_game::{Game, Notation, Rules};
//! use tabula_shogi::rules::ShogiPosition;
//!
//! let start = ShogiPosition::start();
//! assert_eq!(start.legal_moves().len(), 30);
//! assert_eq!(start.perft(3), 25_470);
//!
//! let mut game = Game::new(start);
//! for usi in ["7g7f", "3c3d", "8h2b+"] {
//!     game.play(usi, Notation::Usi)?;
//! }
//! assert_eq!(game.to_native(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod check;
mod csa;
mod declare;
mod error;
mod game;
mod movegen;
mod moves;
mod pmn;
mod usi;

use core::fmt;

use tabula_qpi::Side;

use crate::profile::{Kind, ShogiPiece};
use crate::{Sfen, Square};

use board::{
    GOTE, KING, PADDED, PAWN, PROMOTED, SENTE, WALL, ZOBRIST, col, dead_ranks, depth,
    internal_kind, pad, profile_kind, side_bit, side_index, unpad, unpromoted,
};

pub use declare::EnteringKing;
pub use error::{IllegalMove, PositionError};
pub use game::play_usi;
pub use moves::ShogiMove;
pub use pmn::ShogiRules;
pub use usi::{PlayError, UsiError};

/// A shōgi position: the board, both hands and the side to move (no move count: [`tabula_game::Game`] keeps
/// the counters). Read from FEEN, SFEN or a USI `position` line; see the [module docs](self) for the rules.
///
/// ```
/// use tabula_game::Rules;
/// use tabula_shogi::rules::ShogiPosition;
/// let position = ShogiPosition::from_feen("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s")?;
/// assert_eq!(position, ShogiPosition::start());
/// # Ok::<(), tabula_shogi::rules::PositionError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ShogiPosition {
    /// Piece codes on the padded board (see `board`).
    board: [u8; PADDED],
    /// Pieces in hand per side, indexed by internal kind (1..=7).
    hands: [[u8; 8]; 2],
    turn: Side,
    /// Each king's padded square, 0 when the player has none.
    kings: [u8; 2],
    /// Bit `col` set when the side has an unpromoted pawn on that column.
    pawn_files: [u16; 2],
    /// Each side's occupied squares, bit = padded index.
    occupied: [u128; 2],
}

impl ShogiPosition {
    /// An empty board, walls around it, sente to move.
    fn empty() -> ShogiPosition {
        let mut board = [WALL; PADDED];
        for flat in 0..81 {
            board[pad(flat)] = 0;
        }
        ShogiPosition {
            board,
            hands: [[0; 8]; 2],
            turn: Side::First,
            kings: [0; 2],
            pawn_files: [0; 2],
            occupied: [0; 2],
        }
    }

    /// The position an [`Sfen`] holds, checked against the rules of play.
    ///
    /// ```
    /// use tabula_shogi::{rules::ShogiPosition, Sfen};
    /// let position = ShogiPosition::from_sfen(&Sfen::startpos())?;
    /// assert_eq!(position.to_sfen(1), Sfen::startpos().to_string());
    /// # Ok::<(), tabula_shogi::rules::PositionError>(())
    /// ```
    ///
    /// # Errors
    /// [`PositionError::DeadPiece`], [`PositionError::TwoPawns`], [`PositionError::OppositeCheck`].
    pub fn from_sfen(sfen: &Sfen) -> Result<ShogiPosition, PositionError> {
        let mut position = ShogiPosition::empty();
        for flat in 0..81 {
            let Some(square) = Square::from_index(flat) else {
                continue;
            };
            let Some(piece) = sfen.piece_at(square) else {
                continue;
            };
            let side = piece.side();
            let kind = internal_kind(piece.kind());
            let code = kind | if piece.is_promoted() { PROMOTED } else { 0 };
            let p = pad(flat);
            position.board[p] = code | side_bit(side);
            position.occupied[side_index(side)] |= 1 << p;
            if !piece.is_promoted() && depth(side, p) < dead_ranks(kind) {
                return Err(PositionError::DeadPiece {
                    square,
                    piece: piece.to_string(),
                });
            }
            if code == KING {
                #[allow(clippy::cast_possible_truncation)]
                let at = p as u8;
                position.kings[side_index(side)] = at;
            }
            if code == PAWN {
                let files = &mut position.pawn_files[side_index(side)];
                if *files >> col(p) & 1 != 0 {
                    #[allow(clippy::cast_possible_truncation)]
                    let file = 9 - col(p) as u8;
                    return Err(PositionError::TwoPawns { side, file });
                }
                *files |= 1 << col(p);
            }
        }
        for side in Side::ALL {
            for kind in Kind::ALL {
                if kind == Kind::King {
                    continue;
                }
                #[allow(clippy::cast_possible_truncation)]
                let count = sfen.hand_count(side, kind) as u8;
                position.hands[side_index(side)][usize::from(internal_kind(kind))] = count;
            }
        }
        position.turn = sfen.side_to_move();
        let other = position.turn.flip();
        let king = usize::from(position.kings[side_index(other)]);
        if king != 0 && position.attacked(king, position.turn, usize::MAX) {
            return Err(PositionError::OppositeCheck { side: other });
        }
        Ok(position)
    }

    /// The position as SFEN with the given move count (USI counts plies from 1).
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::rules::ShogiPosition;
    /// assert_eq!(ShogiPosition::start().to_sfen(1), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    /// ```
    #[must_use]
    pub fn to_sfen(&self, move_count: u32) -> String {
        let mut out = String::with_capacity(96);
        for row in 0..9 {
            if row > 0 {
                out.push('/');
            }
            let mut empty = 0u8;
            for c in 0..9 {
                let v = self.board[pad(row * 9 + c)];
                if v == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push(char::from(b'0' + empty));
                    empty = 0;
                }
                if let Some(piece) = piece_of(v) {
                    out.push_str(&piece.to_string());
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
        }
        out.push_str(if self.turn == Side::First {
            " b "
        } else {
            " w "
        });
        let mut any = false;
        for side in Side::ALL {
            for kind in Kind::ALL {
                if kind == Kind::King {
                    continue;
                }
                let n = self.hands[side_index(side)][usize::from(internal_kind(kind))];
                if n == 0 {
                    continue;
                }
                any = true;
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                let letter = kind.letter();
                out.push(if side == Side::First {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                });
            }
        }
        if !any {
            out.push('-');
        }
        out.push(' ');
        out.push_str(&move_count.max(1).to_string());
        out
    }

    /// The piece on a square.
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::{rules::ShogiPosition, Square};
    /// let king = ShogiPosition::start().piece_at(Square::from_usi("5i").unwrap()).unwrap();
    /// assert_eq!(king.to_string(), "K");
    /// ```
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<ShogiPiece> {
        piece_of(self.board[pad(square.index())])
    }

    /// How many pieces of `kind` `side` holds in hand.
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::{profile::Kind, rules::ShogiPosition, Side};
    /// assert_eq!(ShogiPosition::start().hand_count(Side::First, Kind::Pawn), 0);
    /// ```
    #[must_use]
    pub fn hand_count(&self, side: Side, kind: Kind) -> usize {
        usize::from(self.hands[side_index(side)][usize::from(internal_kind(kind)) & 7])
            * usize::from(kind != Kind::King)
    }

    /// The square of `side`'s king, if it has one.
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::{rules::ShogiPosition, Side};
    /// assert_eq!(ShogiPosition::start().king(Side::Second).unwrap().usi(), "5a");
    /// ```
    #[must_use]
    pub fn king(&self, side: Side) -> Option<Square> {
        match usize::from(self.kings[side_index(side)]) {
            0 => None,
            p => Square::from_index(unpad(p)),
        }
    }

    /// Plays a move the caller knows to be legal (or at least well-formed: a piece of the mover on `from`, or
    /// the dropped piece in hand).
    pub(crate) fn apply(&mut self, m: ShogiMove) {
        let us = self.turn;
        let ui = side_index(us);
        let t = pad(m.to().index());
        if let Some(from) = m.from() {
            let p = pad(from.index());
            let piece = self.board[p];
            let captured = self.board[t];
            if captured != 0 {
                self.occupied[1 - ui] &= !(1 << t);
                let kind = captured & 15;
                if kind == PAWN {
                    self.pawn_files[1 - ui] &= !(1 << col(t));
                }
                if kind == KING {
                    self.kings[1 - ui] = 0;
                } else {
                    let slot = &mut self.hands[ui][usize::from(unpromoted(kind))];
                    *slot = slot.saturating_add(1);
                }
            }
            let moved = if m.is_promotion() {
                piece | PROMOTED
            } else {
                piece
            };
            self.board[p] = 0;
            self.board[t] = moved;
            self.occupied[ui] ^= 1 << p | 1 << t;
            let kind = piece & 15;
            if kind == KING {
                #[allow(clippy::cast_possible_truncation)]
                let at = t as u8;
                self.kings[ui] = at;
            } else if kind == PAWN {
                self.pawn_files[ui] &= !(1 << col(p));
                if !m.is_promotion() {
                    self.pawn_files[ui] |= 1 << col(t);
                }
            }
        } else {
            let kind = m.drop_code();
            let slot = &mut self.hands[ui][usize::from(kind & 7)];
            *slot = slot.saturating_sub(1);
            self.board[t] = kind | side_bit(us);
            self.occupied[ui] |= 1 << t;
            if kind == PAWN {
                self.pawn_files[ui] |= 1 << col(t);
            }
        }
        self.turn = us.flip();
    }

    /// The Zobrist key: board, both hands (as counts) and the side to move.
    pub(crate) fn zobrist(&self) -> u64 {
        let mut key = if self.turn == Side::Second {
            ZOBRIST.gote_to_move
        } else {
            0
        };
        for flat in 0..81 {
            let v = self.board[pad(flat)];
            if v != 0 {
                let side = usize::from(v & GOTE != 0);
                key ^= ZOBRIST.board[side][usize::from(v & 15)][flat];
            }
        }
        for side in 0..2 {
            for kind in 1..8 {
                let n = usize::from(self.hands[side][kind]).min(18);
                key ^= ZOBRIST.hand[side][kind][n];
            }
        }
        key
    }
}

/// The piece of a board code.
fn piece_of(code: u8) -> Option<ShogiPiece> {
    if code == 0 || code == WALL {
        return None;
    }
    let side = if code & SENTE != 0 {
        Side::First
    } else {
        Side::Second
    };
    let kind = code & 15;
    ShogiPiece::new(profile_kind(unpromoted(kind)), side, kind > KING)
}

impl fmt::Debug for ShogiPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ShogiPosition({})", self.to_sfen(1))
    }
}

impl fmt::Display for ShogiPosition {
    /// The SFEN, move count 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sfen(1))
    }
}
