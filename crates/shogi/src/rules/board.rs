//! The board inside the rules: a padded mailbox (9 files, a wall column, two wall rows above and below, so
//! that every step and knight jump from a square of the board lands on the board or on a wall), the piece
//! codes, the step tables and the Zobrist keys.

use tabula_qpi::Side;

use crate::profile::Kind;

/// Squares of the padded board: 13 rows of 10 (two wall rows above rank a and below rank i).
pub(crate) const PADDED: usize = 130;

/// Piece kinds inside the rules (the low nibble of a code): unpromoted 1..=8, promoted = unpromoted | 8.
pub(crate) const PAWN: u8 = 1;
pub(crate) const LANCE: u8 = 2;
pub(crate) const KNIGHT: u8 = 3;
pub(crate) const SILVER: u8 = 4;
pub(crate) const BISHOP: u8 = 5;
pub(crate) const ROOK: u8 = 6;
pub(crate) const GOLD: u8 = 7;
pub(crate) const KING: u8 = 8;
pub(crate) const PROMOTED: u8 = 8;
pub(crate) const HORSE: u8 = BISHOP | PROMOTED;
pub(crate) const DRAGON: u8 = ROOK | PROMOTED;

/// The side bits of a code: sente's pieces carry `SENTE`, gote's `GOTE`, a wall both.
pub(crate) const SENTE: u8 = 0x10;
pub(crate) const GOTE: u8 = 0x20;
pub(crate) const WALL: u8 = SENTE | GOTE;

/// The side bit of a side's pieces.
#[inline]
pub(crate) const fn side_bit(side: Side) -> u8 {
    match side {
        Side::First => SENTE,
        Side::Second => GOTE,
    }
}

/// A side as an index (sente 0, gote 1).
#[inline]
pub(crate) const fn side_index(side: Side) -> usize {
    side as usize
}

/// The padded index of each flat index `0..81`, and the flat index and row of each padded square (zero off
/// the board): the move generator converts squares at every move, and a table load is cheaper than the
/// divisions.
const PADDED_OF: [u8; 81] = {
    let mut table = [0; 81];
    let mut flat = 0;
    while flat < 81 {
        #[allow(clippy::cast_possible_truncation)]
        let padded = ((flat / 9 + 2) * 10 + flat % 9 + 1) as u8;
        table[flat] = padded;
        flat += 1;
    }
    table
};

/// The flat index (low 7 bits), the row (bits 8 to 11) and the column (bits 12 to 15) of each padded square:
/// see [`PADDED_OF`].
const FLAT_OF: [u16; PADDED] = {
    let mut table = [0; PADDED];
    let mut flat = 0;
    while flat < 81 {
        #[allow(clippy::cast_possible_truncation)]
        let entry = flat as u16 | ((flat / 9) as u16) << 8 | ((flat % 9) as u16) << 12;
        table[PADDED_OF[flat] as usize] = entry;
        flat += 1;
    }
    table
};

/// The padded index of a flat index `0..81` (rank a first, file 9 first).
#[inline]
pub(crate) const fn pad(flat: usize) -> usize {
    PADDED_OF[flat] as usize
}

/// The flat index of a padded board square (the caller knows it is one).
#[inline]
pub(crate) const fn unpad(padded: usize) -> usize {
    (FLAT_OF[padded] & 0x7f) as usize
}

/// The row (0 = rank a … 8 = rank i) of a padded board square.
#[inline]
pub(crate) const fn row(padded: usize) -> usize {
    ((FLAT_OF[padded] >> 8) & 15) as usize
}

/// The column (0 = file 9 … 8 = file 1) of a padded board square.
#[inline]
pub(crate) const fn col(padded: usize) -> usize {
    (FLAT_OF[padded] >> 12) as usize
}

/// The row a side's pieces move towards counted from that side's far edge: 0 is the last rank (rank a for
/// sente, rank i for gote).
#[inline]
pub(crate) const fn depth(side: Side, padded: usize) -> usize {
    match side {
        Side::First => row(padded),
        Side::Second => 8 - row(padded),
    }
}

/// Whether a padded board square is in a side's promotion zone (its far three ranks).
#[inline]
pub(crate) const fn in_zone(side: Side, padded: usize) -> bool {
    depth(side, padded) < 3
}

/// How many far ranks an unpromoted kind could never move from (pawn and lance 1, knight 2, else 0).
#[inline]
pub(crate) const fn dead_ranks(kind: u8) -> usize {
    match kind {
        PAWN | LANCE => 1,
        KNIGHT => 2,
        _ => 0,
    }
}

/// Whether a kind (low nibble) promotes: the unpromoted pawn, lance, knight, silver, bishop and rook.
#[inline]
pub(crate) const fn promotable(kind: u8) -> bool {
    kind >= PAWN && kind <= ROOK
}

/// The kind a captured piece becomes in hand: promoted pieces revert.
#[inline]
pub(crate) const fn unpromoted(kind: u8) -> u8 {
    if kind > KING { kind & 7 } else { kind }
}

/// The profile's kind of an internal unpromoted kind.
pub(crate) const fn profile_kind(kind: u8) -> Kind {
    match kind & 7 {
        PAWN => Kind::Pawn,
        LANCE => Kind::Lance,
        KNIGHT => Kind::Knight,
        SILVER => Kind::Silver,
        BISHOP => Kind::Bishop,
        ROOK => Kind::Rook,
        GOLD => Kind::Gold,
        _ => Kind::King,
    }
}

/// The internal kind of a profile kind.
pub(crate) const fn internal_kind(kind: Kind) -> u8 {
    match kind {
        Kind::Pawn => PAWN,
        Kind::Lance => LANCE,
        Kind::Knight => KNIGHT,
        Kind::Silver => SILVER,
        Kind::Bishop => BISHOP,
        Kind::Rook => ROOK,
        Kind::Gold => GOLD,
        Kind::King => KING,
    }
}

/// The eight directions from a square, sente's forward (towards rank a) first, as padded offsets.
pub(crate) const DIRECTIONS: [i32; 8] = [-10, -11, -9, -1, 1, 9, 11, 10];

/// Which kinds (bit `1 << kind`) step from a square to its neighbour at offset `DIRECTIONS[i]`, for sente;
/// gote's are the same with the direction reversed.
const fn step_masks() -> [u16; 8] {
    const GOLDLIKE: u16 = 1 << GOLD
        | 1 << (PAWN | PROMOTED)
        | 1 << (LANCE | PROMOTED)
        | 1 << (KNIGHT | PROMOTED)
        | 1 << (SILVER | PROMOTED);
    // The horse adds the orthogonal steps to its diagonal slides, the dragon the diagonal ones.
    const ORTHO: u16 = 1 << KING | 1 << HORSE;
    const DIAG: u16 = 1 << KING | 1 << DRAGON;
    [
        // forward
        GOLDLIKE | 1 << PAWN | 1 << SILVER | ORTHO,
        // forward diagonals
        GOLDLIKE | 1 << SILVER | DIAG,
        GOLDLIKE | 1 << SILVER | DIAG,
        // sideways
        GOLDLIKE | ORTHO,
        GOLDLIKE | ORTHO,
        // backward diagonals
        1 << SILVER | DIAG,
        1 << SILVER | DIAG,
        // backward
        GOLDLIKE | ORTHO,
    ]
}

/// [`step_masks`], computed once.
pub(crate) const STEPS: [u16; 8] = step_masks();

/// Which kinds slide along each direction for sente (lance forward only; rook and dragon orthogonally;
/// bishop and horse diagonally).
pub(crate) const SLIDES: [u16; 8] = {
    const ORTHO: u16 = 1 << ROOK | 1 << DRAGON;
    const DIAG: u16 = 1 << BISHOP | 1 << HORSE;
    [
        ORTHO | 1 << LANCE,
        DIAG,
        DIAG,
        ORTHO,
        ORTHO,
        DIAG,
        DIAG,
        ORTHO,
    ]
};

/// How a kind moves, for sente (gote: every offset negated): its single steps (the knight's jumps among
/// them) and its slides.
pub(crate) struct Motion {
    pub(crate) steps: &'static [i32],
    pub(crate) slides: &'static [i32],
}

const GOLD_STEPS: &[i32] = &[-11, -10, -9, -1, 1, 10];
const ORTHOGONAL: &[i32] = &[-10, -1, 1, 10];
const DIAGONAL: &[i32] = &[-11, -9, 9, 11];
const NONE: Motion = Motion {
    steps: &[],
    slides: &[],
};
const GOLDEN: Motion = Motion {
    steps: GOLD_STEPS,
    slides: &[],
};

/// [`Motion`] by kind (the low nibble of a code).
pub(crate) const MOTIONS: [Motion; 16] = [
    NONE,
    Motion {
        steps: &[-10],
        slides: &[],
    },
    Motion {
        steps: &[],
        slides: &[-10],
    },
    Motion {
        steps: &[-21, -19],
        slides: &[],
    },
    Motion {
        steps: &[-11, -10, -9, 9, 11],
        slides: &[],
    },
    Motion {
        steps: &[],
        slides: DIAGONAL,
    },
    Motion {
        steps: &[],
        slides: ORTHOGONAL,
    },
    GOLDEN,
    Motion {
        steps: &[-11, -10, -9, -1, 1, 9, 10, 11],
        slides: &[],
    },
    GOLDEN,
    GOLDEN,
    GOLDEN,
    GOLDEN,
    Motion {
        steps: ORTHOGONAL,
        slides: DIAGONAL,
    },
    Motion {
        steps: DIAGONAL,
        slides: ORTHOGONAL,
    },
    NONE,
];

/// The 81 squares of the board as bits of padded indices.
pub(crate) const BOARD_BITS: u128 = {
    let mut bits = 0u128;
    let mut flat = 0;
    while flat < 81 {
        bits |= 1 << pad(flat);
        flat += 1;
    }
    bits
};

/// A side's direction factor: sente's forward is towards rank a (offset −10), gote's the other way.
#[inline]
pub(crate) const fn orient(side: Side) -> i32 {
    match side {
        Side::First => 1,
        Side::Second => -1,
    }
}

/// The knight's two jumps for sente (gote: negated).
pub(crate) const KNIGHT_JUMPS: [i32; 2] = [-21, -19];

/// `SplitMix64`, for the Zobrist tables.
const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Zobrist keys: `[side][kind][flat square]` for the board, `[side][kind][count]` for the hands.
pub(crate) struct Zobrist {
    pub(crate) board: [[[u64; 81]; 16]; 2],
    pub(crate) hand: [[[u64; 19]; 8]; 2],
    pub(crate) gote_to_move: u64,
}

/// The Zobrist keys, fixed (seeded) so that keys repeat across runs.
pub(crate) static ZOBRIST: Zobrist = {
    let mut z = Zobrist {
        board: [[[0; 81]; 16]; 2],
        hand: [[[0; 19]; 8]; 2],
        gote_to_move: 0,
    };
    let mut state: u64 = 0x7461_6275_6c61_5348; // "tabulaSH"
    let mut side = 0;
    while side < 2 {
        let mut kind = 0;
        while kind < 16 {
            let mut square = 0;
            while square < 81 {
                state = splitmix(state);
                z.board[side][kind][square] = state;
                square += 1;
            }
            kind += 1;
        }
        let mut kind = 0;
        while kind < 8 {
            // A count of 0 adds nothing, so an empty hand and a missing entry agree.
            let mut count = 1;
            while count < 19 {
                state = splitmix(state);
                z.hand[side][kind][count] = state;
                count += 1;
            }
            kind += 1;
        }
        side += 1;
    }
    z.gote_to_move = splitmix(state);
    z
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_round_trips() {
        for flat in 0..81 {
            let p = pad(flat);
            assert_eq!(unpad(p), flat);
            assert_eq!(row(p), flat / 9);
            assert_eq!(col(p), flat % 9);
        }
        assert_eq!(pad(0), 21);
        assert_eq!(pad(80), 109);
    }

    #[test]
    fn zones_and_dead_ranks() {
        assert!(in_zone(Side::First, pad(18)));
        assert!(!in_zone(Side::First, pad(27)));
        assert!(in_zone(Side::Second, pad(54)));
        assert_eq!(dead_ranks(KNIGHT), 2);
        assert_eq!(unpromoted(HORSE), BISHOP);
        assert_eq!(unpromoted(GOLD), GOLD);
        assert!(!promotable(GOLD) && promotable(ROOK) && !promotable(HORSE));
    }
}
