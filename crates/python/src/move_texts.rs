//! The text of PMN moves, made once per process: `Game.legal_moves` hands out the same `str` object each
//! time it lists a move it has written before, so listing the moves of a position costs the generator and a
//! table lookup per move, not a Rust `String` and a Python `str` each (about 95 % of the call before).
//!
//! The texts are found by the game's code for the move's text where the game gives one (shōgi: the move's
//! bits with the pieces on its squares, `Rules::pmn_code`), in a cache of 32,768 texts at most where a new
//! text pushes out an old one of its set; else by the PMN value (`tabula_pmn::Move`, packed into 128 bits),
//! whose text is a function of the value alone, in a table of at most [`CAPACITY`] texts, after which moves
//! not yet in it are written afresh each time. So memory stays bounded (a few megabytes). Every game shares
//! them: the codes carry the game's tag, and chess, shōgi and xiangqi moves differ as PMN values.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::{Mutex, PoisonError};

use pyo3::exceptions::PyRuntimeError;
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

/// The sets of [`Coded`]: four texts each, so 32,768 texts at most (a 64-byte set, 512 KiB in all).
const SETS: usize = 1 << 13;

/// One set of [`Coded`]: four codes and their texts, the newest first, in one cache line.
#[repr(align(64))]
struct Set {
    keys: [u64; 4],
    texts: [Option<Py<PyString>>; 4],
}

/// The texts named by a game's code: a four-way set-associative cache, each code going to one set by its
/// hash (a multiplication). A lookup reads one cache line and compares at most four codes (a hash map's
/// probing cost more than the rest of a listing); a new code pushes out the oldest text of its set, which is
/// made again if it comes back.
struct Coded {
    sets: Vec<Set>,
}

impl Coded {
    /// The set of a key (never zero: keys carry their game's tag in the top byte).
    fn set(key: u64) -> usize {
        // The product's top bits: every bit of the key moves them.
        usize::try_from(key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SETS.trailing_zeros()))
            .unwrap_or(0)
    }

    /// The text of `key`, else `make`'s (then kept); `None` when `make` has none (nothing is kept).
    fn get<'py>(
        &mut self,
        py: Python<'py>,
        key: u64,
        make: impl FnOnce() -> Option<String>,
    ) -> Option<Bound<'py, PyString>> {
        if self.sets.is_empty() {
            self.sets = (0..SETS)
                .map(|_| Set {
                    keys: [0; 4],
                    texts: [None, None, None, None],
                })
                .collect();
        }
        let set = &mut self.sets[Coded::set(key)];
        for (k, text) in set.keys.iter().zip(&set.texts) {
            if *k == key
                && let Some(text) = text
            {
                return Some(text.bind(py).clone());
            }
        }
        let text = PyString::new(py, &make()?);
        set.keys.rotate_right(1);
        set.texts.rotate_right(1);
        set.keys[0] = key;
        set.texts[0] = Some(text.clone().unbind());
        Some(text)
    }
}

/// The texts already made: by the game's code (a 64-bit key, in [`Coded`]), or by the packed PMN value (a
/// 128-bit key, 32 bytes an entry, at most [`CAPACITY`] of them).
struct Texts {
    coded: Coded,
    /// The codes of the position being listed (kept to spare an allocation a listing).
    codes: Vec<u64>,
    packed: HashMap<u128, Py<PyString>, Fold>,
}

static TEXTS: Mutex<Texts> = Mutex::new(Texts {
    coded: Coded { sets: Vec::new() },
    codes: Vec::new(),
    packed: HashMap::with_hasher(Fold),
});

/// The game's tag, put in a coded key's top byte: its place in `GameKind::ALL`, from 1.
fn tag(kind: GameKind) -> u64 {
    let place = GameKind::ALL
        .iter()
        .position(|k| *k == kind)
        .unwrap_or(GameKind::ALL.len());
    u64::try_from(place + 1).unwrap_or(u64::from(u8::MAX)) << 56
}

impl Texts {
    /// The text of a move by its packed PMN value: found, else made (and kept while there is room).
    fn packed<'py>(&mut self, py: Python<'py>, m: &Move) -> Bound<'py, PyString> {
        let k = key(m);
        if let Some(text) = self.packed.get(&k) {
            return text.bind(py).clone();
        }
        let text = PyString::new(py, &m.to_string());
        if self.packed.len() < CAPACITY {
            self.packed.insert(k, text.clone().unbind());
        }
        text
    }
}

/// The legal moves of `game` in PMN, as a list of `str` (the texts shared through the tables).
pub(crate) fn legal_moves<'py>(
    py: Python<'py>,
    game: &dyn DynGame,
) -> PyResult<Bound<'py, PyList>> {
    let mut out: Vec<Bound<'py, PyString>>;
    {
        // Held only while moves are listed and strings made (no Python code runs then); the list is built
        // after it is released, since making a list may start the garbage collector and with it any
        // finaliser.
        let mut guard = TEXTS.lock().unwrap_or_else(PoisonError::into_inner);
        let texts = &mut *guard;
        let by_code = game.legal_pmn_codes(&mut texts.codes)
            && texts.codes.iter().all(|code| code >> 56 == 0);
        out = Vec::with_capacity(texts.codes.len().max(64));
        if by_code {
            // One code a move: a text is written only when its code is new, from the PMN values of the
            // position's moves (made once, at the first new code).
            let tag = tag(game.kind());
            let mut values: Vec<Move> = Vec::new();
            for (index, &code) in texts.codes.iter().enumerate() {
                let text = texts.coded.get(py, tag | code, || {
                    if values.is_empty() {
                        game.for_each_legal_pmn(&mut |m| values.push(m));
                    }
                    // Codes and values list the same moves in the same order; a value missing for a
                    // code is refused before anything is kept.
                    (values.len() == texts.codes.len()).then(|| values[index].to_string())
                });
                let Some(text) = text else {
                    return Err(PyRuntimeError::new_err(
                        "internal error: the codes and the PMN values of the legal moves disagree",
                    ));
                };
                out.push(text);
            }
        } else {
            game.for_each_legal_pmn(&mut |m| out.push(texts.packed(py, &m)));
        }
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
        for kind in GameKind::ALL {
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
