//! The board's geometry, computed at compile time: points are flat indices `0..90` (row 0 is black's back
//! rank, file a first: the FEN and FEEN order), red moves towards row 0.
// Compile-time table building: every value is a point index (< 90), a row or a column.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap,
    clippy::many_single_char_names
)]

/// Piece codes on the board: the kind's index + 1, plus [`BLACK_BIT`] for black; 0 is an empty point.
pub(crate) const GENERAL: u8 = 1;
pub(crate) const ADVISOR: u8 = 2;
pub(crate) const ELEPHANT: u8 = 3;
pub(crate) const HORSE: u8 = 4;
pub(crate) const CHARIOT: u8 = 5;
pub(crate) const CANNON: u8 = 6;
pub(crate) const SOLDIER: u8 = 7;
/// Black's pieces have this bit.
pub(crate) const BLACK_BIT: u8 = 8;

/// Steps towards black's side, towards red's, towards file a, towards file i.
pub(crate) const DELTA: [isize; 4] = [-9, 9, -1, 1];

/// The row of a point (0 = black's back rank).
pub(crate) const fn row(sq: usize) -> usize {
    sq / 9
}

/// The column of a point (0 = file a).
pub(crate) const fn col(sq: usize) -> usize {
    sq % 9
}

/// Whether a point is in `side`'s palace (0 red, 1 black).
pub(crate) const fn in_palace(side: usize, sq: usize) -> bool {
    let (r, c) = (row(sq), col(sq));
    c >= 3 && c <= 5 && if side == 0 { r >= 7 } else { r <= 2 }
}

/// Whether a point is on `side`'s own half of the board.
pub(crate) const fn in_own_half(side: usize, sq: usize) -> bool {
    if side == 0 {
        row(sq) >= 5
    } else {
        row(sq) <= 4
    }
}

/// Up to eight `(via, to)` pairs per point: the point passed (a leg, an eye) and the destination.
#[derive(Clone, Copy)]
pub(crate) struct Steps {
    pub(crate) len: u8,
    pub(crate) via: [u8; 8],
    pub(crate) to: [u8; 8],
}

impl Steps {
    const EMPTY: Steps = Steps {
        len: 0,
        via: [0; 8],
        to: [0; 8],
    };

    const fn push(mut self, via: usize, to: usize) -> Steps {
        self.via[self.len as usize] = via as u8;
        self.to[self.len as usize] = to as u8;
        self.len += 1;
        self
    }
}

/// The point at `(r, c)` when it is on the board.
const fn at(r: isize, c: isize) -> Option<usize> {
    if r >= 0 && r < 10 && c >= 0 && c < 9 {
        Some((r * 9 + c) as usize)
    } else {
        None
    }
}

/// Every table the move generator reads.
pub(crate) struct Tables {
    /// Points from each point to the edge, per direction of [`DELTA`].
    pub(crate) ray_len: [[u8; 4]; 90],
    /// Horse moves: `via` is the leg.
    pub(crate) horse: [Steps; 90],
    /// The horses that attack a point: `via` is the leg, `to` the horse's point.
    pub(crate) horse_checks: [Steps; 90],
    /// Elephant moves within the own half, per side: `via` is the eye.
    pub(crate) elephant: [[Steps; 90]; 2],
    /// Advisor moves within the palace, per side.
    pub(crate) advisor: [[Steps; 90]; 2],
    /// General moves within the palace, per side.
    pub(crate) general: [[Steps; 90]; 2],
    /// Soldier moves, per side: forward, and sideways once across the river.
    pub(crate) soldier: [[Steps; 90]; 2],
    /// Zobrist keys per piece code and point.
    pub(crate) zobrist: [[u64; 90]; 16],
    /// The Zobrist key of black to move.
    pub(crate) black_to_move: u64,
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build() -> Tables {
    let mut t = Tables {
        ray_len: [[0; 4]; 90],
        horse: [Steps::EMPTY; 90],
        horse_checks: [Steps::EMPTY; 90],
        elephant: [[Steps::EMPTY; 90]; 2],
        advisor: [[Steps::EMPTY; 90]; 2],
        general: [[Steps::EMPTY; 90]; 2],
        soldier: [[Steps::EMPTY; 90]; 2],
        zobrist: [[0; 90]; 16],
        black_to_move: 0,
    };
    let diagonals: [(isize, isize); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
    let orthogonals: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
    let mut sq = 0;
    while sq < 90 {
        let (r, c) = (row(sq) as isize, col(sq) as isize);
        t.ray_len[sq] = [r as u8, (9 - r) as u8, c as u8, (8 - c) as u8];
        let mut i = 0;
        while i < 4 {
            // Horse: one step orthogonally (the leg), then one diagonally outwards.
            let (dr, dc) = orthogonals[i];
            if let Some(leg) = at(r + dr, c + dc) {
                let (sr, sc) = if dr == 0 { (1, 0) } else { (0, 1) };
                if let Some(to) = at(r + 2 * dr + sr, c + 2 * dc + sc) {
                    t.horse[sq] = t.horse[sq].push(leg, to);
                }
                if let Some(to) = at(r + 2 * dr - sr, c + 2 * dc - sc) {
                    t.horse[sq] = t.horse[sq].push(leg, to);
                }
            }
            // Horses attacking `sq`: the leg is a diagonal neighbour of `sq`.
            let (a, b) = diagonals[i];
            if let Some(leg) = at(r + a, c + b) {
                if let Some(h) = at(r + 2 * a, c + b) {
                    t.horse_checks[sq] = t.horse_checks[sq].push(leg, h);
                }
                if let Some(h) = at(r + a, c + 2 * b) {
                    t.horse_checks[sq] = t.horse_checks[sq].push(leg, h);
                }
            }
            let mut side = 0;
            while side < 2 {
                if let Some(to) = at(r + 2 * a, c + 2 * b) {
                    if in_own_half(side, to) {
                        let eye = (sq as isize + (a * 9 + b)) as usize;
                        t.elephant[side][sq] = t.elephant[side][sq].push(eye, to);
                    }
                }
                if let Some(to) = at(r + a, c + b) {
                    if in_palace(side, to) {
                        t.advisor[side][sq] = t.advisor[side][sq].push(to, to);
                    }
                }
                if let Some(to) = at(r + dr, c + dc) {
                    if in_palace(side, to) {
                        t.general[side][sq] = t.general[side][sq].push(to, to);
                    }
                }
                side += 1;
            }
            i += 1;
        }
        // Soldiers: forward, and sideways on the far half.
        let mut side = 0;
        while side < 2 {
            let forward = if side == 0 { -1 } else { 1 };
            if let Some(to) = at(r + forward, c) {
                t.soldier[side][sq] = t.soldier[side][sq].push(to, to);
            }
            if !in_own_half(side, sq) {
                if let Some(to) = at(r, c - 1) {
                    t.soldier[side][sq] = t.soldier[side][sq].push(to, to);
                }
                if let Some(to) = at(r, c + 1) {
                    t.soldier[side][sq] = t.soldier[side][sq].push(to, to);
                }
            }
            side += 1;
        }
        sq += 1;
    }
    let mut state = 0x7461_6275_6c61_7871; // "tabulaxq"
    let mut code = 0;
    while code < 16 {
        let mut sq = 0;
        while sq < 90 {
            t.zobrist[code][sq] = splitmix(&mut state);
            sq += 1;
        }
        code += 1;
    }
    t.black_to_move = splitmix(&mut state);
    t
}

/// The tables.
pub(crate) static TABLES: Tables = build();
