//! The compile step's tables: every leap and slide from every square, forward and reversed, the king-step
//! neighbours, and regions as square sets.

use crate::betza::Leg;
use crate::definition::Region;
use crate::engine::{DefinitionError, Leap, NONE, Ray, Reach};

/// A board index as a square number: boards hold at most 120 squares, so it fits.
#[allow(clippy::cast_possible_truncation)]
pub(crate) const fn sq(index: usize) -> u8 {
    index as u8
}

/// The square at file `x`, rank `y` (from 0), if on a board of `files` × `ranks`.
fn square_at(files: u8, ranks: u8, x: i32, y: i32) -> Option<u8> {
    let (x, y) = (u8::try_from(x).ok()?, u8::try_from(y).ok()?);
    (x < files && y < ranks).then(|| y * files + x)
}

/// File and rank (from 0) of a square.
fn coordinates(files: u8, square: usize) -> (i32, i32) {
    let square = i32::from(sq(square));
    (square % i32::from(files), square / i32::from(files))
}

/// Every piece's reach from every square, forward and reversed (`[(side × pieces + piece) × squares +
/// square]`).
pub(crate) fn tables(files: u8, ranks: u8, legs: &[Vec<Leg>]) -> (Vec<Reach>, Vec<Reach>) {
    let n = usize::from(files) * usize::from(ranks);
    let count = legs.len();
    let mut reach = vec![Reach::default(); 2 * count * n];
    let mut reverse = vec![Reach::default(); 2 * count * n];
    for side in 0..2 {
        for (p, piece_legs) in legs.iter().enumerate() {
            for from in 0..n {
                let index = (side * count + p) * n + from;
                for &leg in piece_legs {
                    let dy = if side == 0 { leg.dy } else { -leg.dy };
                    add_leg(&mut reach[index], (files, ranks), from, (leg.dx, dy), leg);
                    if leg.modality.captures() {
                        add_leg(
                            &mut reverse[index],
                            (files, ranks),
                            from,
                            (-leg.dx, -dy),
                            leg,
                        );
                    }
                }
            }
        }
    }
    // A reversed lame leap is blocked next to the attacker, not next to the target.
    for (index, entry) in reverse.iter_mut().enumerate() {
        let base = index - index % n;
        let target = index % n;
        for leap in &mut entry.leaps {
            if leap.block != NONE {
                leap.block = reach[base + usize::from(leap.to)]
                    .leaps
                    .iter()
                    .find(|l| usize::from(l.to) == target)
                    .map_or(NONE, |l| l.block);
            }
        }
    }
    (reach, reverse)
}

/// The king-step neighbours of every square.
pub(crate) fn neighbours(files: u8, ranks: u8) -> Vec<u128> {
    let n = usize::from(files) * usize::from(ranks);
    (0..n)
        .map(|s| {
            let (f, r) = coordinates(files, s);
            let mut mask = 0u128;
            for (dx, dy) in [
                (-1, -1),
                (-1, 0),
                (-1, 1),
                (0, -1),
                (0, 1),
                (1, -1),
                (1, 0),
                (1, 1),
            ] {
                if let Some(q) = square_at(files, ranks, f + dx, r + dy) {
                    mask |= 1u128 << q;
                }
            }
            mask
        })
        .collect()
}

/// The square sets of a region pair (first, second), checked against the board.
pub(crate) fn masks(
    (files, ranks): (u8, u8),
    rule: &'static str,
    regions: &[Region; 2],
) -> Result<[u128; 2], DefinitionError> {
    let mut out = [0u128; 2];
    for (side, region) in regions.iter().enumerate() {
        for &rank in &region.ranks {
            if rank == 0 || rank > ranks {
                return Err(DefinitionError::OffBoard {
                    rule,
                    what: format!("rank {rank}"),
                });
            }
            let absolute = if side == 0 { rank - 1 } else { ranks - rank };
            for f in 0..files {
                out[side] |= 1u128 << (absolute * files + f);
            }
        }
        for &(f, rank) in &region.squares {
            if f == 0 || f > files || rank == 0 || rank > ranks {
                return Err(DefinitionError::OffBoard {
                    rule,
                    what: format!("square ({f}, {rank})"),
                });
            }
            out[side] |= 1u128 << ((rank - 1) * files + f - 1);
        }
    }
    Ok(out)
}

fn add_leg(reach: &mut Reach, (files, ranks): (u8, u8), from: usize, (dx, dy): (i8, i8), leg: Leg) {
    let (f, r) = coordinates(files, from);
    let at = |x: i32, y: i32| square_at(files, ranks, x, y);
    let (dx, dy) = (i32::from(dx), i32::from(dy));
    if leg.range == 1 && !leg.hop {
        let Some(to) = at(f + dx, r + dy) else { return };
        let block = if leg.lame {
            // The first square passed: one orthogonal step along the longer side, or one diagonal step.
            let (sx, sy) = (dx.signum(), dy.signum());
            let (bx, by) = match dx.abs().cmp(&dy.abs()) {
                core::cmp::Ordering::Greater => (sx, 0),
                core::cmp::Ordering::Less => (0, sy),
                core::cmp::Ordering::Equal => (sx, sy),
            };
            at(f + bx, r + by).unwrap_or(NONE)
        } else {
            NONE
        };
        reach.leaps.push(Leap {
            to,
            block,
            modality: leg.modality,
        });
        return;
    }
    let mut squares = Vec::new();
    let (mut x, mut y) = (f + dx, r + dy);
    while let Some(s) = at(x, y) {
        squares.push(s);
        if leg.range != 0 && squares.len() >= usize::from(leg.range) && !leg.hop {
            break;
        }
        x += dx;
        y += dy;
    }
    if !squares.is_empty() {
        reach.rays.push(Ray {
            squares,
            modality: leg.modality,
            hop: leg.hop,
        });
    }
}
