//! Why a move is not legal, in words: the first rule it breaks.

use super::geometry::{
    ADVISOR, BLACK_BIT, CANNON, CHARIOT, ELEPHANT, GENERAL, HORSE, SOLDIER, TABLES, col, in_palace,
    row,
};
use super::movegen::MoveList;
use super::{IllegalMove, Move, Xiangqi};
use crate::Square;
use tabula_qpi::Side;

fn square(sq: usize) -> Square {
    Square::from_index(sq).unwrap_or(Square(0))
}

fn movement(reason: impl Into<String>) -> IllegalMove {
    IllegalMove::Movement {
        reason: reason.into(),
    }
}

impl Xiangqi {
    /// The rule `m` breaks, or `None` when it is legal.
    pub(crate) fn why_illegal(&self, m: Move) -> Option<IllegalMove> {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        if from >= 90 || to >= 90 {
            return Some(movement("the move leaves the board"));
        }
        let us = self.turn_index();
        let own = if us == 0 { 0 } else { BLACK_BIT };
        let piece = self.code(from);
        if piece == 0 {
            return Some(IllegalMove::NoPiece {
                square: square(from),
            });
        }
        if piece & BLACK_BIT != own {
            return Some(IllegalMove::NotYours {
                square: square(from),
                side: if us == 0 { Side::First } else { Side::Second },
            });
        }
        if from == to {
            return Some(movement("a move must leave its point"));
        }
        let target = self.code(to);
        if target != 0 && target & BLACK_BIT == own {
            return Some(IllegalMove::OwnPiece { square: square(to) });
        }
        let mut pseudo = MoveList::new();
        self.pseudo_legal(&mut pseudo);
        if !pseudo.as_slice().contains(&m) {
            return Some(movement(self.movement_rule(piece & !BLACK_BIT, from, to)));
        }
        if self.is_legal(m) {
            return None;
        }
        let mut after = self.clone();
        after.make(m);
        let reason = if after.generals_facing() {
            "the generals would face each other on an open file".to_owned()
        } else if piece & !BLACK_BIT == GENERAL {
            format!("the general would be attacked on {}", square(to))
        } else {
            "it would leave the general in check".to_owned()
        };
        Some(IllegalMove::SelfCheck { reason })
    }

    /// The movement rule a pseudo-illegal move of `kind` from `from` to `to` breaks.
    fn movement_rule(&self, kind: u8, from: usize, to: usize) -> String {
        let us = self.turn_index();
        let (dr, dc) = (row(to).abs_diff(row(from)), col(to).abs_diff(col(from)));
        let between = |from: usize, to: usize| -> usize {
            if row(from) == row(to) {
                let (a, b) = (col(from).min(col(to)), col(from).max(col(to)));
                (a + 1..b)
                    .filter(|&c| self.code(row(from) * 9 + c) != 0)
                    .count()
            } else {
                let (a, b) = (row(from).min(row(to)), row(from).max(row(to)));
                (a + 1..b)
                    .filter(|&r| self.code(r * 9 + col(from)) != 0)
                    .count()
            }
        };
        let straight = dr == 0 || dc == 0;
        match kind {
            GENERAL if !in_palace(us, to) => "the general stays in its palace".to_owned(),
            GENERAL => "the general moves one point straight".to_owned(),
            ADVISOR if !in_palace(us, to) => "the advisor stays in its palace".to_owned(),
            ADVISOR => "the advisor moves one point diagonally".to_owned(),
            ELEPHANT if dr == 2 && dc == 2 => {
                if super::geometry::in_own_half(us, to) {
                    let eye = usize::midpoint(from, to);
                    format!("the elephant's eye on {} is blocked", square(eye))
                } else {
                    "the elephant does not cross the river".to_owned()
                }
            }
            ELEPHANT => "the elephant moves two points diagonally".to_owned(),
            HORSE => {
                let steps = &TABLES.horse[from];
                match (0..steps.len as usize).find(|&i| usize::from(steps.to[i]) == to) {
                    Some(i) => format!(
                        "the horse's leg on {} is blocked",
                        square(usize::from(steps.via[i]))
                    ),
                    None => {
                        "a horse moves one point straight then one diagonally outwards".to_owned()
                    }
                }
            }
            CHARIOT if straight => format!("the chariot's path to {} is blocked", square(to)),
            CHARIOT => "the chariot moves in a straight line".to_owned(),
            CANNON if !straight => "the cannon moves in a straight line".to_owned(),
            CANNON if self.code(to) == 0 => format!(
                "the cannon's path to {} is blocked (it jumps only to capture)",
                square(to)
            ),
            CANNON => format!(
                "a cannon captures by jumping exactly one piece; {} stand between",
                between(from, to)
            ),
            SOLDIER => {
                let forward = if us == 0 {
                    row(to) + 1 == row(from)
                } else {
                    row(to) == row(from) + 1
                };
                if dc == 0 && forward {
                    unreachable_reason()
                } else if dr == 0 && dc == 1 {
                    "a soldier moves sideways only after crossing the river".to_owned()
                } else {
                    "a soldier moves one point forward (or sideways after crossing the river)"
                        .to_owned()
                }
            }
            _ => unreachable_reason(),
        }
    }
}

fn unreachable_reason() -> String {
    "not a move of this piece".to_owned()
}
