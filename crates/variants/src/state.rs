//! The position as the engine holds it (a mailbox, hands, castling rooks, the en-passant target, checks
//! given, promoted squares), attack tests, and what a move does to it.

use crate::engine::{Engine, MAX_PIECES, NONE, SQUARES};
use crate::moves::{Kind, Move};

/// A board square's content: 0 empty, else `1 + piece + 32 × side`.
pub(crate) const fn code(side: usize, piece: u8) -> u8 {
    1 + piece + if side == 0 { 0 } else { 32 }
}

pub(crate) const fn side_of(code: u8) -> usize {
    ((code - 1) / 32) as usize
}

pub(crate) const fn piece_of(code: u8) -> u8 {
    (code - 1) % 32
}

/// The whole position of a variant, without counters or history.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct State {
    pub(crate) board: [u8; SQUARES],
    pub(crate) hands: [[u8; MAX_PIECES]; 2],
    /// 0: the first player to move, 1: the second.
    pub(crate) turn: u8,
    /// The rook squares holding a castling right: `[side][0 kingside, 1 queenside]`.
    pub(crate) castling: [[u8; 2]; 2],
    /// The en-passant target, kept only when a legal capture there exists.
    pub(crate) ep: u8,
    /// Checks given by each side (three-check).
    pub(crate) checks: [u8; 2],
    /// Squares holding a promoted piece (crazyhouse: it returns to the hand as a pawn).
    pub(crate) promoted: u128,
    /// The royal piece of each side, or `NONE`.
    pub(crate) kings: [u8; 2],
}

impl State {
    pub(crate) fn empty() -> State {
        State {
            board: [0; SQUARES],
            hands: [[0; MAX_PIECES]; 2],
            turn: 0,
            castling: [[NONE; 2]; 2],
            ep: NONE,
            checks: [0; 2],
            promoted: 0,
            kings: [NONE; 2],
        }
    }

    pub(crate) fn us(&self) -> usize {
        usize::from(self.turn)
    }
}

impl Engine {
    /// Whether a piece of side `by` attacks square `target` (its capture moves reach it), on `board`.
    /// With explosions, royal pieces attack nothing (they never capture).
    pub(crate) fn attacked(&self, board: &[u8; SQUARES], target: u8, by: usize) -> bool {
        for p in self.piece_ids() {
            if self.def.blast && self.pieces[usize::from(p)].royal {
                continue;
            }
            let attacker = code(by, p);
            let reach = self.reverse(by, p, target);
            for leap in &reach.leaps {
                if board[usize::from(leap.to)] == attacker
                    && (leap.block == NONE || board[usize::from(leap.block)] == 0)
                {
                    return true;
                }
            }
            for ray in &reach.rays {
                let mut screens = 0;
                for &s in &ray.squares {
                    let c = board[usize::from(s)];
                    if c == 0 {
                        continue;
                    }
                    if screens == u8::from(ray.hop) {
                        if c == attacker {
                            return true;
                        }
                        break;
                    }
                    screens += 1;
                }
            }
        }
        false
    }

    /// Whether the royal piece of `side` standing (or passing) on `square` would be attacked: with
    /// explosions, never next to the enemy royal piece.
    pub(crate) fn royal_attacked(
        &self,
        state: &State,
        board: &[u8; SQUARES],
        square: u8,
        side: usize,
    ) -> bool {
        let them = 1 - side;
        if self.def.blast {
            let k = state.kings[them];
            if k != NONE && self.neighbours[usize::from(square)] >> k & 1 == 1 {
                return false;
            }
        }
        self.attacked(board, square, them)
    }

    /// Whether `side`'s royal piece is attacked now.
    pub(crate) fn in_check(&self, state: &State, side: usize) -> bool {
        let k = state.kings[side];
        k != NONE && self.royal_attacked(state, &state.board, k, side)
    }

    pub(crate) fn forward(&self, side: usize) -> i32 {
        if side == 0 {
            i32::from(self.files)
        } else {
            -i32::from(self.files)
        }
    }

    /// The board after `m` (pieces, hands, rights, kings, promoted squares, the raw en-passant target,
    /// the side to move); not the check count nor the en-passant legality ([`Engine::finish`]).
    pub(crate) fn apply(&self, state: &State, m: Move) -> State {
        let mut s = state.clone();
        let us = s.us();
        let them = 1 - us;
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let mut captured_at = NONE;
        let mut captured = 0u8;
        s.ep = NONE;
        match m.kind {
            Kind::Drop => {
                s.hands[us][usize::from(m.piece)] -= 1;
                s.board[to] = code(us, m.piece);
            }
            Kind::Castle(rook) => {
                let rook = usize::from(rook);
                let rook_code = s.board[rook];
                s.board[from] = 0;
                s.board[rook] = 0;
                s.board[to] = code(us, m.piece);
                let rook_to = if rook > from { to - 1 } else { to + 1 };
                s.board[rook_to] = rook_code;
            }
            Kind::EnPassant => {
                let victim = usize::from(self.offset(m.to, -self.forward(us)).unwrap_or(m.to));
                captured = s.board[victim];
                captured_at = crate::engine::sq(victim);
                s.board[victim] = 0;
                s.board[from] = 0;
                s.board[to] = code(us, m.piece);
            }
            Kind::Quiet | Kind::Capture | Kind::DoubleStep => {
                if m.kind == Kind::Capture {
                    captured = s.board[to];
                    captured_at = m.to;
                }
                s.board[from] = 0;
                let piece = if m.promo == NONE { m.piece } else { m.promo };
                s.board[to] = code(us, piece);
                if m.kind == Kind::DoubleStep {
                    if let Some(skipped) = self.offset(m.from, self.forward(us)) {
                        if self.en_passant[us] >> skipped & 1 == 1 {
                            s.ep = skipped;
                        }
                    }
                }
            }
        }
        if self.def.captures_to_hand {
            self.to_hand(&mut s, m, captured, captured_at);
        }
        if m.kind != Kind::Drop && self.pieces[usize::from(m.piece)].royal {
            s.kings[us] = m.to;
            s.castling[us] = [NONE; 2];
        }
        if captured != 0 && self.pieces[usize::from(piece_of(captured))].royal {
            s.kings[them] = NONE;
        }
        if self.def.blast && captured != 0 {
            s.board[to] = 0;
            let mut around = self.neighbours[to];
            while around != 0 {
                let q = around.trailing_zeros() as usize;
                around &= around - 1;
                let c = s.board[q];
                if c != 0 && !self.pieces[usize::from(piece_of(c))].pawn {
                    s.board[q] = 0;
                }
            }
            for side in 0..2 {
                let k = s.kings[side];
                if k != NONE && s.board[usize::from(k)] == 0 {
                    s.kings[side] = NONE;
                }
            }
        }
        for side in 0..2 {
            if s.kings[side] == NONE {
                s.castling[side] = [NONE; 2];
            }
            for wing in 0..2 {
                let rook = s.castling[side][wing];
                if rook != NONE && s.board[usize::from(rook)] != code(side, self.castle_rook) {
                    s.castling[side][wing] = NONE;
                }
            }
        }
        s.turn ^= 1;
        s
    }

    /// Captures to hand: promoted squares move with their pieces, a captured one leaves, and the captured
    /// piece joins the mover's hand (a promoted one as a pawn).
    fn to_hand(&self, s: &mut State, m: Move, captured: u8, captured_at: u8) {
        let bit = |q: u8| 1u128 << q;
        let was_promoted = captured_at != NONE && s.promoted & bit(captured_at) != 0;
        if captured_at != NONE {
            s.promoted &= !bit(captured_at);
        }
        if m.kind != Kind::Drop && s.promoted & bit(m.from) != 0 {
            s.promoted &= !bit(m.from);
            s.promoted |= bit(m.to);
        }
        if m.promo != NONE {
            s.promoted |= bit(m.to);
        }
        if captured != 0 {
            let kind = if was_promoted {
                self.first_pawn
            } else {
                piece_of(captured)
            };
            let hand = &mut s.hands[s.us()][usize::from(kind)];
            *hand = hand.saturating_add(1);
        }
    }

    /// Completes a position after [`Engine::apply`]: the check just given is counted, and the
    /// en-passant target is kept only when a legal capture there exists.
    pub(crate) fn finish(&self, s: &mut State) {
        if self.def.end.check_limit.is_some() && self.in_check(s, s.us()) {
            let mover = 1 - s.us();
            s.checks[mover] = s.checks[mover].saturating_add(1);
        }
        if s.ep != NONE && !self.has_legal_ep(s) {
            s.ep = NONE;
        }
    }
}
