//! Move generation: pseudo-legal moves from the piece tables and rays, then legality by a short test that
//! plays the move on a scratch board only when it can matter (a general move, a check to answer, a piece
//! that shields its general, a point that would screen an enemy cannon).

use super::geometry::{
    ADVISOR, BLACK_BIT, CANNON, CHARIOT, DELTA, ELEPHANT, GENERAL, HORSE, SOLDIER, TABLES, col, row,
};
use super::{Move, Xiangqi};

/// The most pseudo-legal moves a xiangqi position can have (2 × 17 chariot, 2 × 17 cannon, 2 × 8 horse,
/// 5 × 3 soldier, 2 × 4 advisor, 2 × 4 elephant, 4 general = 119).
pub(crate) const MAX_MOVES: usize = 128;

/// A fixed list of moves.
pub(crate) struct MoveList {
    pub(crate) len: usize,
    pub(crate) moves: [Move; MAX_MOVES],
}

impl MoveList {
    pub(crate) const fn new() -> MoveList {
        MoveList {
            len: 0,
            moves: [Move { from: 0, to: 0 }; MAX_MOVES],
        }
    }

    #[inline]
    fn push(&mut self, from: usize, to: usize) {
        if self.len < MAX_MOVES {
            #[allow(clippy::cast_possible_truncation)]
            {
                self.moves[self.len] = Move {
                    from: from as u8,
                    to: to as u8,
                };
            }
            self.len += 1;
        }
    }

    pub(crate) fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

#[inline]
fn step(sq: usize, dir: usize) -> usize {
    sq.wrapping_add_signed(DELTA[dir])
}

/// Whether `side`'s general on `k` is attacked on `board`.
#[inline]
pub(crate) fn attacked(board: &[u8; 90], k: usize, side: usize) -> bool {
    let them = if side == 0 { BLACK_BIT } else { 0 };
    let (chariot, cannon, general) = (CHARIOT | them, CANNON | them, GENERAL | them);
    for dir in 0..4 {
        let mut n = TABLES.ray_len[k][dir];
        let mut s = k;
        // The first piece on the ray.
        let mut first = 0;
        while n > 0 {
            s = step(s, dir);
            n -= 1;
            if board[s] != 0 {
                first = board[s];
                break;
            }
        }
        if first == 0 {
            continue;
        }
        if first == chariot || (first == general && dir < 2) {
            return true;
        }
        while n > 0 {
            s = step(s, dir);
            n -= 1;
            if board[s] != 0 {
                if board[s] == cannon {
                    return true;
                }
                break;
            }
        }
    }
    let horse = HORSE | them;
    let checks = &TABLES.horse_checks[k];
    for i in 0..checks.len as usize {
        if board[checks.to[i] as usize] == horse && board[checks.via[i] as usize] == 0 {
            return true;
        }
    }
    soldier_attacks(board, k, side)
}

/// Whether an enemy soldier attacks `k` (`side`'s general's point).
#[inline]
fn soldier_attacks(board: &[u8; 90], k: usize, side: usize) -> bool {
    let soldier = SOLDIER | if side == 0 { BLACK_BIT } else { 0 };
    // The enemy soldier in front of the general (from the general's side: towards the enemy).
    let ahead = if side == 0 {
        k.checked_sub(9)
    } else {
        Some(k + 9).filter(|&s| s < 90)
    };
    if ahead.is_some_and(|s| board[s] == soldier) {
        return true;
    }
    // Sideways: only a soldier across the river (on `side`'s half) moves sideways.
    if super::geometry::in_own_half(side, k) {
        let c = col(k);
        if (c > 0 && board[k - 1] == soldier) || (c < 8 && board[k + 1] == soldier) {
            return true;
        }
    }
    false
}

/// What legality needs to know about a position, computed once per node.
pub(crate) struct Guard {
    /// The side to move's general is attacked.
    pub(crate) in_check: bool,
    /// Points whose piece, leaving, may expose the general (a ray's first or second piece before an enemy
    /// chariot, cannon or general; a horse's leg).
    pub(crate) shields: u128,
    /// Empty points between the general and an enemy cannon that is the first piece on the ray: a piece
    /// arriving there screens the cannon.
    pub(crate) screens: u128,
}

#[inline]
const fn bit(sq: usize) -> u128 {
    1 << sq
}

/// The guard of `side`'s general on `k`.
pub(crate) fn guard(board: &[u8; 90], k: usize, side: usize) -> Guard {
    let them = if side == 0 { BLACK_BIT } else { 0 };
    let (chariot, cannon, general) = (CHARIOT | them, CANNON | them, GENERAL | them);
    let mut g = Guard {
        in_check: false,
        shields: 0,
        screens: 0,
    };
    for dir in 0..4 {
        let mut n = TABLES.ray_len[k][dir];
        let mut s = k;
        let mut found = [0usize; 3];
        let mut count = 0;
        let mut empties = 0u128;
        while n > 0 && count < 3 {
            s = step(s, dir);
            n -= 1;
            if board[s] != 0 {
                found[count] = s;
                count += 1;
            } else if count == 0 {
                empties |= bit(s);
            }
        }
        let piece = |i: usize| if i < count { board[found[i]] } else { 0 };
        let slider = |p: u8| p == chariot || (p == general && dir < 2);
        let (p1, p2, p3) = (piece(0), piece(1), piece(2));
        if slider(p1) || p2 == cannon {
            g.in_check = true;
        }
        if count >= 2 && (slider(p2) || p3 == cannon) {
            g.shields |= bit(found[0]);
        }
        if count >= 3 && p3 == cannon {
            g.shields |= bit(found[1]);
        }
        if p1 == cannon {
            g.screens |= empties;
        }
    }
    let horse = HORSE | them;
    let checks = &TABLES.horse_checks[k];
    for i in 0..checks.len as usize {
        if board[checks.to[i] as usize] == horse {
            let leg = checks.via[i] as usize;
            if board[leg] == 0 {
                g.in_check = true;
            } else {
                g.shields |= bit(leg);
            }
        }
    }
    if soldier_attacks(board, k, side) {
        g.in_check = true;
    }
    g
}

impl Xiangqi {
    /// Every pseudo-legal move of the side to move (the movement rules, not the general's safety).
    pub(crate) fn pseudo_legal(&self, list: &mut MoveList) {
        self.each_pseudo_legal(|from, to| list.push(from, to));
    }

    /// Calls `sink` with every pseudo-legal move of the side to move.
    #[allow(clippy::inline_always)] // measured: the sinks must fold into the generator
    #[inline(always)]
    fn each_pseudo_legal(&self, mut sink: impl FnMut(usize, usize)) {
        let us = usize::from(self.turn);
        let own = if us == 0 { 0 } else { BLACK_BIT };
        let board = &self.board;
        // An own piece on the destination blocks; anything else is a move.
        let free = |to: usize| board[to] == 0 || (board[to] & BLACK_BIT) != own;
        let mut pieces = self.occupied[us];
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            match board[from] & !BLACK_BIT {
                CHARIOT => {
                    for dir in 0..4 {
                        let mut s = from;
                        for _ in 0..TABLES.ray_len[from][dir] {
                            s = step(s, dir);
                            if board[s] == 0 {
                                sink(from, s);
                            } else {
                                if (board[s] & BLACK_BIT) != own {
                                    sink(from, s);
                                }
                                break;
                            }
                        }
                    }
                }
                CANNON => {
                    for dir in 0..4 {
                        let mut s = from;
                        let mut n = TABLES.ray_len[from][dir];
                        while n > 0 {
                            s = step(s, dir);
                            n -= 1;
                            if board[s] == 0 {
                                sink(from, s);
                            } else {
                                break;
                            }
                        }
                        // Past the screen: the first piece, if the enemy's, is taken.
                        while n > 0 {
                            s = step(s, dir);
                            n -= 1;
                            if board[s] != 0 {
                                if (board[s] & BLACK_BIT) != own {
                                    sink(from, s);
                                }
                                break;
                            }
                        }
                    }
                }
                HORSE => {
                    let steps = &TABLES.horse[from];
                    for i in 0..steps.len as usize {
                        let to = steps.to[i] as usize;
                        if board[steps.via[i] as usize] == 0 && free(to) {
                            sink(from, to);
                        }
                    }
                }
                ELEPHANT => {
                    let steps = &TABLES.elephant[us][from];
                    for i in 0..steps.len as usize {
                        let to = steps.to[i] as usize;
                        if board[steps.via[i] as usize] == 0 && free(to) {
                            sink(from, to);
                        }
                    }
                }
                kind => {
                    let steps = match kind {
                        ADVISOR => &TABLES.advisor[us][from],
                        GENERAL => &TABLES.general[us][from],
                        _ => &TABLES.soldier[us][from],
                    };
                    for i in 0..steps.len as usize {
                        let to = steps.to[i] as usize;
                        if free(to) {
                            sink(from, to);
                        }
                    }
                }
            }
        }
    }

    /// Calls `sink` with every legal move of the side to move.
    #[allow(clippy::inline_always)] // measured: the sinks must fold into the generator
    #[inline(always)]
    fn each_legal_move(&self, mut sink: impl FnMut(usize, usize)) {
        let us = usize::from(self.turn);
        let k = usize::from(self.generals[us]);
        let mut board = self.board;
        let g = guard(&board, k, us);
        if g.in_check {
            self.each_pseudo_legal(|from, to| {
                if safe(&mut board, from, to, if from == k { to } else { k }, us) {
                    sink(from, to);
                }
            });
            return;
        }
        let (shields, screens) = (g.shields, g.screens);
        self.each_pseudo_legal(|from, to| {
            let risky = from == k || (shields >> from) & 1 != 0 || (screens >> to) & 1 != 0;
            if !risky || safe(&mut board, from, to, if from == k { to } else { k }, us) {
                sink(from, to);
            }
        });
    }

    /// Every legal move of the side to move.
    pub(crate) fn generate(&self, list: &mut MoveList) {
        self.each_legal_move(|from, to| list.push(from, to));
    }

    /// The number of legal moves (the legality test runs only where it can matter).
    pub(crate) fn count_legal(&self) -> usize {
        let mut count = 0;
        self.each_legal_move(|_, _| count += 1);
        count
    }

    /// Perft by copy-make, counting the last ply without playing it.
    pub(crate) fn perft_fast(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal() as u64,
            _ => {
                let mut list = MoveList::new();
                self.generate(&mut list);
                let mut nodes = 0;
                for &m in list.as_slice() {
                    let mut child = self.clone();
                    child.make(m);
                    nodes += child.perft_fast(depth - 1);
                }
                nodes
            }
        }
    }

    /// Whether the side to move's general is attacked.
    pub(crate) fn in_check(&self) -> bool {
        let us = usize::from(self.turn);
        attacked(&self.board, usize::from(self.generals[us]), us)
    }

    /// Whether `side`'s general is attacked.
    pub(crate) fn general_attacked(&self, side: usize) -> bool {
        attacked(&self.board, usize::from(self.generals[side]), side)
    }

    /// The two generals face each other on a file with nothing between.
    pub(crate) fn generals_facing(&self) -> bool {
        let (red, black) = (usize::from(self.generals[0]), usize::from(self.generals[1]));
        col(red) == col(black)
            && red > black
            && (row(black) + 1..row(red)).all(|r| self.board[r * 9 + col(red)] == 0)
    }
}

/// Plays `from`–`to` on the scratch board, tests the general on `k`, and takes the move back.
#[inline]
fn safe(board: &mut [u8; 90], from: usize, to: usize, k: usize, us: usize) -> bool {
    let captured = board[to];
    board[to] = board[from];
    board[from] = 0;
    let ok = !attacked(board, k, us);
    board[from] = board[to];
    board[to] = captured;
    ok
}
