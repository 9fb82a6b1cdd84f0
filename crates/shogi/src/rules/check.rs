//! Why a move is illegal: the rule that refuses it, found by looking at the move before the king's safety.
// Square arithmetic reads best with the usual short names: p (from), t (to), d (direction), o (orientation),
// s (safety), v (a square's code), f (the callback).
#![allow(clippy::many_single_char_names, clippy::similar_names)]

use core::ops::ControlFlow;

use tabula_qpi::Side;

use super::board::{
    DIRECTIONS, KNIGHT, KNIGHT_JUMPS, PAWN, SLIDES, STEPS, WALL, col, dead_ranks, depth, in_zone,
    internal_kind, orient, pad, promotable, side_bit, side_index,
};
use super::{IllegalMove, ShogiMove, ShogiPosition, piece_of};

impl ShogiPosition {
    /// Whether the generator yields `m`.
    pub(crate) fn is_legal(&self, m: ShogiMove) -> bool {
        self.generate(&mut |g| {
            if g == m {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// `Ok` when `m` is legal, else the rule that refuses it.
    pub(crate) fn diagnose(&self, m: ShogiMove) -> Result<(), IllegalMove> {
        if self.is_legal(m) {
            return Ok(());
        }
        let us = self.turn;
        let to = m.to();
        let t = pad(to.index());
        if let Some(kind) = m.dropped() {
            let k = internal_kind(kind);
            if self.hands[side_index(us)][usize::from(k & 7)] == 0 {
                return Err(IllegalMove::NotInHand {
                    side: us,
                    letter: kind.letter(),
                });
            }
            if self.board[t] != 0 {
                return Err(IllegalMove::DropOnPiece { square: to });
            }
            if depth(us, t) < dead_ranks(k) {
                return Err(IllegalMove::DropNowhere {
                    letter: kind.letter(),
                    square: to,
                });
            }
            if k == PAWN && self.pawn_files[side_index(us)] >> col(t) & 1 != 0 {
                #[allow(clippy::cast_possible_truncation)]
                let file = 9 - col(t) as u8;
                return Err(IllegalMove::Nifu { side: us, file });
            }
            if k == PAWN && !self.leaves_king_in_check(m) {
                return Err(IllegalMove::PawnDropMate { square: to });
            }
            return Err(IllegalMove::KingInCheck { side: us });
        }
        let Some(from) = m.from() else {
            return Err(IllegalMove::KingInCheck { side: us });
        };
        let p = pad(from.index());
        let v = self.board[p];
        let Some(piece) = piece_of(v) else {
            return Err(IllegalMove::EmptySquare { square: from });
        };
        if piece.side() != us {
            return Err(IllegalMove::NotYourPiece {
                square: from,
                piece: piece.to_string(),
                mover: us,
            });
        }
        let kind = v & 15;
        if !self.reaches(p, t, kind) {
            return Err(IllegalMove::Unreachable {
                piece: piece.to_string(),
                from,
                to,
            });
        }
        if m.is_promotion() {
            let why = if !promotable(kind) {
                if piece.is_promoted() {
                    "it is promoted already"
                } else {
                    "golds and kings do not promote"
                }
            } else if !in_zone(us, p) && !in_zone(us, t) {
                "the move neither starts nor ends in the promotion zone"
            } else {
                ""
            };
            if !why.is_empty() {
                return Err(IllegalMove::CannotPromote {
                    piece: piece.to_string(),
                    from,
                    to,
                    why,
                });
            }
        } else if promotable(kind) && depth(us, t) < dead_ranks(kind) {
            return Err(IllegalMove::MustPromote {
                piece: piece.to_string(),
                from,
                to,
            });
        }
        Err(IllegalMove::KingInCheck { side: us })
    }

    /// Whether the move, played, leaves the mover's king attacked.
    fn leaves_king_in_check(&self, m: ShogiMove) -> bool {
        let mut after = self.clone();
        after.apply(m);
        let king = usize::from(after.kings[side_index(self.turn)]);
        king != 0 && after.attacked(king, after.turn, usize::MAX)
    }

    /// Whether a piece of `kind` on `p` (the mover's) moves to `t` by its steps, jumps or slides, the path
    /// clear and `t` not holding one of the mover's pieces.
    fn reaches(&self, p: usize, t: usize, kind: u8) -> bool {
        let us: Side = self.turn;
        let own = side_bit(us);
        if self.board[t] & own != 0 || p == t {
            return false;
        }
        let o = orient(us);
        let add = |s: usize, d: i32| s.wrapping_add_signed(d as isize);
        for (i, &d) in DIRECTIONS.iter().enumerate() {
            let d = d * o;
            if STEPS[i] >> kind & 1 != 0 && add(p, d) == t {
                return true;
            }
            if SLIDES[i] >> kind & 1 != 0 {
                let mut s = add(p, d);
                while self.board[s] != WALL {
                    if s == t {
                        return true;
                    }
                    if self.board[s] != 0 {
                        break;
                    }
                    s = add(s, d);
                }
            }
        }
        kind == KNIGHT && KNIGHT_JUMPS.iter().any(|&j| add(p, j * o) == t)
    }
}
