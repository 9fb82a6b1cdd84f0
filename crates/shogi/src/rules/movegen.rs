//! Legal move generation: checks and pins from the king's eight rays, then king moves, board moves and drops,
//! each filtered so that no generated move leaves the mover's king in check.
// Square arithmetic reads best with the usual short names: p (from), t (to), d (direction), o (orientation),
// s (safety), v (a square's code), f (the callback).
#![allow(clippy::many_single_char_names, clippy::similar_names)]

use core::ops::ControlFlow;

use tabula_qpi::Side;

use super::ShogiPosition;
use super::board::{
    BOARD_BITS, DIRECTIONS, GOLD, KNIGHT, KNIGHT_JUMPS, MOTIONS, PAWN, SLIDES, STEPS, WALL, col,
    dead_ranks, depth, in_zone, orient, promotable, side_bit, side_index, unpad,
};
use super::moves::ShogiMove;

/// Every square of the padded board.
const ALL: u128 = u128::MAX;

#[inline]
const fn bit(square: usize) -> u128 {
    1 << square
}

/// The direction index, in the attacker's own frame (sente's `DIRECTIONS`), of a step from the attacker
/// back along the absolute direction `i` walked from the target.
#[inline]
const fn attacker_frame(i: usize, attacker: Side) -> usize {
    match attacker {
        Side::First => 7 - i,
        Side::Second => i,
    }
}

/// The squares strictly between `from` and `to` along direction `d`.
fn ray(from: usize, to: usize, d: i32) -> u128 {
    let mut line = 0;
    let mut t = step(from, d);
    while t != to {
        line |= bit(t);
        t = step(t, d);
    }
    line
}

#[inline]
fn step(square: usize, offset: i32) -> usize {
    // The padding keeps every step from a board square inside 0..130.
    square.wrapping_add_signed(offset as isize)
}

/// What the mover's king faces: how many pieces give check, the squares that answer a single check (the
/// checker and, for a distant slider, the squares between), the squares between alone (where a drop
/// blocks), and the pinned pieces with the line each may move along.
pub(crate) struct Safety {
    pub(crate) checkers: u32,
    check_mask: u128,
    block_mask: u128,
    pinned: u128,
    pins: [(u8, u128); 8],
    pin_count: usize,
}

impl Safety {
    fn pin_line(&self, square: usize) -> u128 {
        self.pins[..self.pin_count]
            .iter()
            .find(|&&(s, _)| usize::from(s) == square)
            .map_or(ALL, |&(_, line)| line)
    }
}

impl ShogiPosition {
    /// Whether `square` is attacked by `by`'s pieces, with the square `ignore` taken as empty (the king's
    /// own square, when the king moves along a line it is checked on).
    pub(crate) fn attacked(&self, square: usize, by: Side, ignore: usize) -> bool {
        let enemy = side_bit(by);
        for (i, &d) in DIRECTIONS.iter().enumerate() {
            let rel = attacker_frame(i, by);
            let (steps, slides) = (STEPS[rel], SLIDES[rel]);
            let mut t = step(square, d);
            let mut near = true;
            loop {
                let v = self.board[t];
                if v == 0 || t == ignore {
                    if slides == 0 {
                        break;
                    }
                    t = step(t, d);
                    near = false;
                    continue;
                }
                if v & WALL == enemy {
                    let kind = v & 15;
                    if (near && steps >> kind & 1 != 0) || slides >> kind & 1 != 0 {
                        return true;
                    }
                }
                break;
            }
        }
        let o = orient(by);
        KNIGHT_JUMPS.iter().any(|&j| {
            let from = step(square, -j * o);
            self.board[from] == KNIGHT | enemy
        })
    }

    /// The checks on and pins around the king of `us` (none without a king).
    pub(crate) fn safety(&self, us: Side) -> Safety {
        let mut s = Safety {
            checkers: 0,
            check_mask: 0,
            block_mask: 0,
            pinned: 0,
            pins: [(0, 0); 8],
            pin_count: 0,
        };
        let king = usize::from(self.kings[side_index(us)]);
        if king == 0 {
            return s;
        }
        let them = us.flip();
        let (own, enemy) = (side_bit(us), side_bit(them));
        for (i, &d) in DIRECTIONS.iter().enumerate() {
            let rel = attacker_frame(i, them);
            let (steps, slides) = (STEPS[rel], SLIDES[rel]);
            let mut t = step(king, d);
            let mut blocker = None;
            let mut near = true;
            loop {
                let v = self.board[t];
                if v == 0 {
                    t = step(t, d);
                    near = false;
                    continue;
                }
                if v == WALL {
                    break;
                }
                if v & own != 0 {
                    if blocker.is_some() {
                        break;
                    }
                    blocker = Some(t);
                    t = step(t, d);
                    near = false;
                    continue;
                }
                let kind = v & 15;
                match blocker {
                    None => {
                        if (near && steps >> kind & 1 != 0) || slides >> kind & 1 != 0 {
                            let line = ray(king, t, d);
                            s.checkers += 1;
                            s.check_mask |= line | bit(t);
                            s.block_mask |= line;
                        }
                    }
                    Some(b) => {
                        if slides >> kind & 1 != 0 {
                            s.pinned |= bit(b);
                            #[allow(clippy::cast_possible_truncation)]
                            let entry = (b as u8, ray(king, t, d) | bit(t));
                            s.pins[s.pin_count] = entry;
                            s.pin_count += 1;
                        }
                    }
                }
                break;
            }
        }
        let o = orient(them);
        for &j in &KNIGHT_JUMPS {
            let from = step(king, -j * o);
            if self.board[from] == KNIGHT | enemy {
                s.checkers += 1;
                s.check_mask |= bit(from);
            }
        }
        s
    }

    /// Calls `f` with every legal move.
    pub(crate) fn generate<F>(&self, f: &mut F) -> ControlFlow<()>
    where
        F: FnMut(ShogiMove) -> ControlFlow<()> + ?Sized,
    {
        let us = self.turn;
        let them = us.flip();
        let own = side_bit(us);
        let o = orient(us);
        let s = self.safety(us);
        let king = usize::from(self.kings[side_index(us)]);
        if king != 0 {
            for &d in &DIRECTIONS {
                let t = step(king, d);
                if self.board[t] & own == 0 && !self.attacked(t, them, king) {
                    f(ShogiMove::board_flat(unpad(king), unpad(t), false))?;
                }
            }
        }
        if s.checkers >= 2 {
            return ControlFlow::Continue(());
        }
        let target = if s.checkers == 1 { s.check_mask } else { ALL };
        let mut pieces = self.occupied[side_index(us)] & !bit(king);
        while pieces != 0 {
            let p = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let kind = self.board[p] & 15;
            let mut allowed = target;
            if s.pinned != 0 && s.pinned & bit(p) != 0 {
                allowed &= s.pin_line(p);
            }
            if allowed == 0 {
                continue;
            }
            // Most pieces move freely (no check, no pin): no square test then.
            let free = allowed == ALL;
            let motion = &MOTIONS[usize::from(kind)];
            for &d in motion.steps {
                let t = step(p, d * o);
                if self.board[t] & own == 0 && (free || allowed & bit(t) != 0) {
                    self.emit(f, p, t, kind)?;
                }
            }
            for &d in motion.slides {
                let d = d * o;
                let mut t = step(p, d);
                loop {
                    let v = self.board[t];
                    if v & own != 0 {
                        break;
                    }
                    if free || allowed & bit(t) != 0 {
                        self.emit(f, p, t, kind)?;
                    }
                    if v != 0 {
                        break;
                    }
                    t = step(t, d);
                }
            }
        }
        self.drops(f, &s)
    }

    /// The board moves from `p` to `t` of a piece of `kind`: with and without promotion as the zone and
    /// the far ranks allow.
    #[inline]
    fn emit<F>(&self, f: &mut F, p: usize, t: usize, kind: u8) -> ControlFlow<()>
    where
        F: FnMut(ShogiMove) -> ControlFlow<()> + ?Sized,
    {
        let us = self.turn;
        let (from, to) = (unpad(p), unpad(t));
        if promotable(kind) && (in_zone(us, p) || in_zone(us, t)) {
            f(ShogiMove::board_flat(from, to, true))?;
            if depth(us, t) >= dead_ranks(kind) {
                f(ShogiMove::board_flat(from, to, false))?;
            }
            ControlFlow::Continue(())
        } else {
            f(ShogiMove::board_flat(from, to, false))
        }
    }

    /// The legal drops: on empty squares (only between the king and a distant checker when in check), not
    /// where the piece could never move, no second unpromoted pawn on a file, no pawn drop that mates.
    fn drops<F>(&self, f: &mut F, s: &Safety) -> ControlFlow<()>
    where
        F: FnMut(ShogiMove) -> ControlFlow<()> + ?Sized,
    {
        let us = self.turn;
        let hand = &self.hands[side_index(us)];
        if hand[1..8].iter().all(|&n| n == 0) {
            return ControlFlow::Continue(());
        }
        let squares = if s.checkers == 1 { s.block_mask } else { ALL };
        if squares == 0 {
            return ControlFlow::Continue(());
        }
        let pawn_files = self.pawn_files[side_index(us)];
        let enemy_king = usize::from(self.kings[side_index(us.flip())]);
        let o = orient(us);
        // The kinds in hand that may be dropped at each depth (0: the last rank, 1: the one before, 2: any
        // other), in the order moves are listed: a square's drops are then one short loop.
        let mut kinds = [[0u8; 7]; 3];
        let mut counts = [0usize; 3];
        for kind in PAWN..=GOLD {
            if hand[usize::from(kind)] == 0 {
                continue;
            }
            for (depth, (list, count)) in kinds.iter_mut().zip(&mut counts).enumerate() {
                if depth >= dead_ranks(kind) {
                    list[*count] = kind;
                    *count += 1;
                }
            }
        }
        let mut empties = BOARD_BITS & !(self.occupied[0] | self.occupied[1]) & squares;
        while empties != 0 {
            let t = empties.trailing_zeros() as usize;
            empties &= empties - 1;
            let flat = unpad(t);
            let class = depth(us, t).min(2);
            for &kind in &kinds[class][..counts[class]] {
                if kind == PAWN {
                    if pawn_files >> col(t) & 1 != 0 {
                        continue;
                    }
                    if enemy_king != 0
                        && step(t, -10 * o) == enemy_king
                        && self.pawn_drop_mates(flat)
                    {
                        continue;
                    }
                }
                f(ShogiMove::drop_flat(kind, flat))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether dropping a pawn on `flat` (which checks the enemy king) leaves the enemy without a legal move.
    pub(crate) fn pawn_drop_mates(&self, flat: usize) -> bool {
        let mut after = self.clone();
        after.apply(ShogiMove::drop_flat(PAWN, flat));
        !after.has_move()
    }

    /// Whether the side to move has a legal move.
    pub(crate) fn has_move(&self) -> bool {
        self.generate(&mut |_| ControlFlow::Break(())).is_break()
    }

    /// The number of legal moves.
    pub(crate) fn count_moves(&self) -> usize {
        let mut n = 0usize;
        let _ = self.generate(&mut |_| {
            n += 1;
            ControlFlow::Continue(())
        });
        n
    }

    /// Whether the side to move is in check.
    pub(crate) fn in_check(&self) -> bool {
        let king = usize::from(self.kings[side_index(self.turn)]);
        king != 0 && self.attacked(king, self.turn.flip(), usize::MAX)
    }
}
