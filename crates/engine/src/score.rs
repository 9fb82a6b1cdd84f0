//! Scores: centipawns or mates in plies, bounds, win/draw/loss.

use core::cmp::Ordering;

/// An evaluation from the point of view of the side it is given for.
///
/// Mates are counted in **plies** whatever the protocol: UCI's and UCCI's `mate n` (moves) becomes
/// `2n − 1` plies for n > 0 and `−2|n|` for n < 0; USI's is already in plies. `Mate(0)`: the side to move
/// is mated. Scores are ordered from worst to best, as python-chess orders them:
/// `Mate(0) < Mate(-2) < Cp(-50) < Cp(200) < Mate(3) < Mate(1)`.
///
/// ```
/// use tabula_engine::Score;
/// assert!(Score::Mate(0) < Score::Mate(-2));
/// assert!(Score::Mate(-2) < Score::Cp(-50));
/// assert!(Score::Cp(200) < Score::Mate(3));
/// assert!(Score::Mate(3) < Score::Mate(1));
/// assert_eq!(Score::Mate(3).flip(), Score::Mate(-3));
/// assert_eq!(Score::Mate(5).cp(100_000), 99_995);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns (UCCI: 100 is a horse or cannon's worth as the engine counts it).
    Cp(i32),
    /// Mate in this many plies: positive, the side gives mate; negative, it is mated; 0, it is mated now.
    Mate(i32),
}

impl Score {
    /// The score for the other side.
    #[must_use]
    pub fn flip(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(plies) => Score::Mate(-plies),
        }
    }

    /// Centipawns, a mate in `n` plies counting `mate_score - n` (and `-(mate_score - n)` when mated).
    #[must_use]
    pub fn cp(self, mate_score: i32) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(plies) if plies > 0 => mate_score - plies,
            Score::Mate(plies) => -mate_score - plies,
        }
    }

    fn rank(self) -> (i8, i64) {
        match self {
            Score::Mate(p) if p > 0 => (2, -i64::from(p)),
            Score::Mate(p) => (0, -i64::from(p)),
            Score::Cp(cp) => (1, i64::from(cp)),
        }
    }
}

impl PartialOrd for Score {
    fn partial_cmp(&self, other: &Score) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Score {
    fn cmp(&self, other: &Score) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

/// Whether a score is exact or a bound from a failed search.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Bound {
    /// Exact.
    #[default]
    Exact,
    /// At least this (`lowerbound`).
    Lower,
    /// At most this (`upperbound`).
    Upper,
}

/// Win, draw and loss chances in per mille, for the side to move (`wdl W D L`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wdl {
    /// Win.
    pub win: u32,
    /// Draw.
    pub draw: u32,
    /// Loss.
    pub loss: u32,
}
