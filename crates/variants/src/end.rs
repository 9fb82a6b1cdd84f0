//! How the game ends by the position: the variant's immediate ends (extinction, a region reached, the
//! check count), then no legal move (checkmate or stalemate, each with its value), then FIDE's
//! insufficient material where the definition asks for it.

use tabula_game::{Outcome, Termination};
use tabula_protocol::Side;

use crate::definition::Value;
use crate::engine::{Engine, NONE};
use crate::state::{State, piece_of, side_of};

const fn side(index: usize) -> Side {
    if index == 0 {
        Side::First
    } else {
        Side::Second
    }
}

/// The outcome for `who` getting `value`.
fn outcome(value: Value, who: usize, termination: Termination) -> Outcome {
    match value {
        Value::Win => Outcome::win(side(who), termination),
        Value::Loss => Outcome::win(side(1 - who), termination),
        Value::Draw => Outcome::draw(termination),
    }
}

impl Engine {
    /// An end by a variant rule, which holds whatever the moves (legal moves are then none).
    pub(crate) fn immediate_end(&self, s: &State) -> Option<Outcome> {
        let end = &self.def.end;
        if let Some(extinction) = &end.extinction {
            for who in [s.us(), 1 - s.us()] {
                let alive = s.board[..self.square_count()].iter().any(|&c| {
                    c != 0 && side_of(c) == who && self.extinction.contains(&piece_of(c))
                });
                if !alive {
                    return Some(outcome(extinction.value, who, Termination::Extinction));
                }
            }
        }
        if let Some((piece, regions)) = self.flag {
            let second_may_follow = end.flag.as_ref().is_some_and(|f| f.second_may_follow);
            let reached = |who: usize| {
                self.squares().any(|q| {
                    s.board[usize::from(q)] == crate::state::code(who, piece)
                        && regions[who] >> q & 1 == 1
                })
            };
            let (first, second) = (reached(0), reached(1));
            if second_may_follow {
                if second {
                    return Some(if first {
                        Outcome::draw(Termination::RegionReached)
                    } else {
                        Outcome::win(Side::Second, Termination::RegionReached)
                    });
                }
                if first && (s.turn == 0 || !self.second_can_follow(s, piece, regions[1])) {
                    return Some(Outcome::win(Side::First, Termination::RegionReached));
                }
            } else if first || second {
                let who = usize::from(!first);
                return Some(Outcome::win(side(who), Termination::RegionReached));
            }
        }
        if let Some(limit) = end.check_limit {
            for who in [1 - s.us(), s.us()] {
                if s.checks[who] >= limit {
                    return Some(Outcome::win(side(who), Termination::CheckLimit));
                }
            }
        }
        None
    }

    /// Racing kings: after the first player reached the region, whether one of the second player's
    /// flag-piece steps into its region is not attacked (python-chess's test, on the empty-board steps).
    fn second_can_follow(&self, s: &State, piece: u8, region: u128) -> bool {
        self.squares()
            .filter(|&q| s.board[usize::from(q)] == crate::state::code(1, piece))
            .any(|q| {
                self.reach(1, piece, q)
                    .leaps
                    .iter()
                    .any(|leap| region >> leap.to & 1 == 1 && !self.attacked(&s.board, leap.to, 0))
            })
    }

    /// How the game ends in this position, or `None`.
    pub(crate) fn terminal(&self, s: &State) -> Option<Outcome> {
        if let Some(o) = self.immediate_end(s) {
            return Some(o);
        }
        if self.legal_moves(s).is_empty() {
            let us = s.us();
            return Some(if self.in_check(s, us) {
                outcome(self.def.end.checkmate, us, Termination::Checkmate)
            } else {
                outcome(self.def.end.stalemate, us, Termination::Stalemate)
            });
        }
        (self.def.end.insufficient_material && self.insufficient(s))
            .then_some(Outcome::draw(Termination::InsufficientMaterial))
    }

    /// FIDE's insufficient material on the chess pieces: each side has at most a lone knight, or only
    /// bishops, all on one colour with no knight or pawn left (the test tabula-chess makes).
    fn insufficient(&self, s: &State) -> bool {
        let letter = |c: u8| self.pieces[usize::from(piece_of(c))].letter;
        let mut bishops = [false; 2]; // on light, on dark
        let mut any_knight_or_pawn = false;
        let mut counts = [0usize; 2];
        let mut knights = [0usize; 2];
        let mut others = [0usize; 2];
        let mut has_bishop = [false; 2];
        for q in 0..self.square_count() {
            let c = s.board[q];
            if c == 0 {
                continue;
            }
            let who = side_of(c);
            counts[who] += 1;
            match letter(c) {
                b'K' => {}
                b'N' => {
                    knights[who] += 1;
                    any_knight_or_pawn = true;
                }
                b'B' => {
                    let (f, r) = (q % usize::from(self.files), q / usize::from(self.files));
                    bishops[(f + r) % 2] = true;
                    has_bishop[who] = true;
                }
                b'P' => {
                    any_knight_or_pawn = true;
                    others[who] += 1;
                }
                _ => others[who] += 1,
            }
        }
        let hands_empty = s.hands.iter().all(|h| h.iter().all(|&n| n == 0));
        let lacks = |who: usize| {
            if others[who] > 0 {
                return false;
            }
            if knights[who] > 0 {
                // A knight and the king, against a bare king (queens aside, as tabula-chess counts).
                let theirs = s.board[..self.square_count()]
                    .iter()
                    .filter(|&&c| c != 0 && side_of(c) != who && !matches!(letter(c), b'K' | b'Q'));
                return counts[who] <= 2 && theirs.count() == 0;
            }
            !has_bishop[who] || !(any_knight_or_pawn || bishops[0] && bishops[1])
        };
        hands_empty && s.kings != [NONE; 2] && lacks(0) && lacks(1)
    }
}
