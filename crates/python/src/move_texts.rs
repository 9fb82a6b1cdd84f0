//! The text of PMN moves, made once per process: `Game.legal_moves` hands out the same `str` object each
//! time it lists a move it has written before, so listing the moves of a position costs the generator and a
//! table lookup per move, not a Rust `String` and a Python `str` each (about 95 % of the call before).
//!
//! The table is keyed by the game's code for the move's text where the game gives one (shōgi: the move's
//! bits with the pieces on its squares, `Rules::pmn_code`), else by the PMN value (`tabula_pmn::Move`, packed
//! into 128 bits), whose text is a function of the value alone. It holds at most [`CAPACITY`] strings (a few
//! megabytes), after which moves not yet in it are written afresh each time. Every game shares it: the codes
//! carry the game's tag, and chess, shōgi and xiangqi moves differ as PMN values.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::{Mutex, PoisonError};

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use tabula_game::{DynGame, GameKind};
use tabula_pmn::{Coordinate, ExtendedPiece, Move};

/// The most texts kept: far more than the distinct moves of chess (under 2,000), shōgi (under 14,000) or
/// xiangqi (under 2,100) with their promotions and drops.
const CAPACITY: usize = 1 << 16;

/// The table's key: a move packed into 128 bits, exactly (no two moves share a key). The variant in 4 bits;
/// each square its dimension count in 2 bits and up to three 8-bit indices (26 bits); each piece its EPIN
/// bits (16, zero for none).
fn key(m: &Move) -> u128 {
    fn square(c: Coordinate) -> u128 {
        let k = match *c.indices() {
            [file] => 1 | u32::from(file) << 2,
            [file, rank] => 2 | u32::from(file) << 2 | u32::from(rank) << 10,
            [file, rank, layer] => {
                3 | u32::from(file) << 2 | u32::from(rank) << 10 | u32::from(layer) << 18
            }
            _ => 0,
        };
        u128::from(k)
    }
    fn piece(p: Option<ExtendedPiece>) -> u128 {
        p.map_or(0, |p| u128::from(p.to_bits()))
    }
    let (tag, from, to, first, second, third) = match *m {
        Move::Pass => (0, 0, 0, None, None, None),
        Move::Quiet { from, to, actor } => (1, square(from), square(to), actor, None, None),
        Move::Capture {
            from,
            to,
            actor,
            captured,
        } => (2, square(from), square(to), actor, captured, None),
        Move::Special {
            from,
            to,
            actor,
            captured,
        } => (3, square(from), square(to), actor, captured, None),
        Move::StaticCapture {
            square: s,
            captured,
        } => (4, square(s), 0, captured, None, None),
        Move::Drop {
            piece: p,
            to,
            actor,
        } => (5, 0, square(to), p, actor, None),
        Move::DropCapture {
            piece: p,
            to,
            actor,
            captured,
        } => (6, 0, square(to), p, actor, captured),
        Move::Mutate {
            square: s,
            piece: p,
        } => (7, square(s), 0, Some(p), None, None),
    };
    tag | from << 4 | to << 30 | piece(first) << 56 | piece(second) << 72 | piece(third) << 88
}

/// The hash of a key: its two halves folded by multiplication (the default SipHash would cost more than
/// the rest of a lookup). Not for keys chosen to collide: they are the game's own legal moves.
#[derive(Clone, Copy, Default)]
struct Fold;

struct FoldHasher(u64);

impl BuildHasher for Fold {
    type Hasher = FoldHasher;
    fn build_hasher(&self) -> FoldHasher {
        FoldHasher(0)
    }
}

impl Hasher for FoldHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }
    fn write_u64(&mut self, value: u64) {
        let mixed = (self.0.rotate_left(23) ^ value).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = mixed ^ (mixed >> 32);
    }
    fn write_u128(&mut self, value: u128) {
        let low = u64::try_from(value & u128::from(u64::MAX)).unwrap_or(0);
        let high = u64::try_from(value >> 64).unwrap_or(0);
        let mixed = (low ^ high.rotate_left(32)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = mixed ^ (mixed >> 32) ^ high;
    }
}

/// The texts already made: by the game's code (a 64-bit key, 16 bytes an entry) or by the packed PMN value (a
/// 128-bit key, 32 bytes an entry), at most [`CAPACITY`] in all.
struct Texts {
    coded: HashMap<u64, Py<PyString>, Fold>,
    packed: HashMap<u128, Py<PyString>, Fold>,
}

static TEXTS: Mutex<Texts> = Mutex::new(Texts {
    coded: HashMap::with_hasher(Fold),
    packed: HashMap::with_hasher(Fold),
});

/// The game's tag in a coded key's top byte; `None` for a code too wide to take one (then the packed PMN
/// value serves).
fn coded_key(kind: GameKind, code: u64) -> Option<u64> {
    let tag: u64 = match kind {
        GameKind::Chess => 1,
        GameKind::Shogi => 2,
        GameKind::Xiangqi => 3,
        _ => 4,
    };
    (code >> 56 == 0).then_some(tag << 56 | code)
}

impl Texts {
    /// The text of a move: found by its key, else made from its PMN value (and kept while there is room).
    fn get<'py>(
        &mut self,
        py: Python<'py>,
        kind: GameKind,
        code: Option<u64>,
        pmn: &dyn Fn() -> Move,
    ) -> Bound<'py, PyString> {
        let full = self.coded.len() + self.packed.len() >= CAPACITY;
        if let Some(k) = code.and_then(|code| coded_key(kind, code)) {
            if let Some(text) = self.coded.get(&k) {
                return text.bind(py).clone();
            }
            let text = PyString::new(py, &pmn().to_string());
            if !full {
                self.coded.insert(k, text.clone().unbind());
            }
            return text;
        }
        let m = pmn();
        let k = key(&m);
        if let Some(text) = self.packed.get(&k) {
            return text.bind(py).clone();
        }
        let text = PyString::new(py, &m.to_string());
        if !full {
            self.packed.insert(k, text.clone().unbind());
        }
        text
    }
}

/// The legal moves of `game` in PMN, as a list of `str` (the texts shared through the table).
pub(crate) fn legal_moves<'py>(
    py: Python<'py>,
    game: &dyn DynGame,
) -> PyResult<Bound<'py, PyList>> {
    let kind = game.kind();
    let mut out: Vec<Bound<'py, PyString>> = Vec::with_capacity(64);
    {
        // Held only while strings are made (no Python code runs then); the list is built after it is
        // released, since making a list may start the garbage collector and with it any finaliser.
        let mut texts = TEXTS.lock().unwrap_or_else(PoisonError::into_inner);
        // A game that names its moves' texts by code spares the PMN value of a move met before.
        game.for_each_legal_pmn_code(&mut |code, pmn| out.push(texts.get(py, kind, code, pmn)));
    }
    PyList::new(py, out)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use tabula_game::{GameKind, Notation};

    use super::key;

    /// Along pseudo-random games of each kind, one key never stands for two texts (and the keys of a
    /// position's moves are distinct, as its moves are).
    #[test]
    fn a_key_names_one_text() {
        let mut seen: HashMap<u128, String> = HashMap::new();
        for kind in [GameKind::Chess, GameKind::Shogi, GameKind::Xiangqi] {
            for seed in 1..=3_u64 {
                let mut game = tabula_games::start(kind);
                let mut picks = tabula_testkit::Picks::new(seed);
                for _ in 0..150 {
                    let mut here = Vec::new();
                    game.for_each_legal_pmn(&mut |m| here.push((key(&m), m.to_string())));
                    let mut keys: Vec<u128> = here.iter().map(|(k, _)| *k).collect();
                    keys.sort_unstable();
                    keys.dedup();
                    assert_eq!(keys.len(), here.len());
                    for (k, text) in &here {
                        let known = seen.entry(*k).or_insert_with(|| text.clone());
                        assert_eq!(known, text);
                    }
                    if here.is_empty() {
                        break;
                    }
                    game.play(&here[picks.below(here.len())].1, Some(Notation::Pmn))
                        .expect("a legal move plays");
                }
            }
        }
        assert!(seen.len() > 1_000, "only {} moves met", seen.len());
    }
}
