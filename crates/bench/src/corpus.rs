//! A seeded corpus of diverse FEEN strings: valid positions of every shape and density, and invalid
//! strings made by mutating them. Deterministic for a seed (a small xorshift generator, no dependency).
//!
//! Valid strings: 1-D (20 %), 2-D (65 %) and 3-D (15 %) boards, each dimension drawn from small (1–12),
//! medium (13–40) or large (41–255) sizes within 65,025 squares and 4,096 bytes; densities from empty to
//! full; pieces with state modifiers, terminal and derivation markers; multi-digit empty runs; hands in a
//! third of the positions; any two styles and either side to move. Invalid strings: one mutation of a
//! valid string each (a byte deleted, inserted, replaced or swapped with the next, a truncation, a hand
//! count changed, a separator made deeper or shallower), kept only when it is refused.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

/// The corpus: valid and invalid strings.
#[derive(Debug, Clone)]
pub struct Corpus {
    /// Valid FEEN strings (every one accepted by Tabula).
    pub valid: Vec<String>,
    /// Invalid strings (every one refused by Tabula).
    pub invalid: Vec<String>,
}

impl Corpus {
    /// Total bytes of the valid strings.
    #[must_use]
    pub fn valid_bytes(&self) -> usize {
        self.valid.iter().map(String::len).sum()
    }

    /// Total bytes of the invalid strings.
    #[must_use]
    pub fn invalid_bytes(&self) -> usize {
        self.invalid.iter().map(String::len).sum()
    }
}

/// The seed of the benchmarked corpus.
pub const SEED: u64 = 20;

/// The corpus that `benches/corpus.rs` times and `examples/instruction_counts.rs` counts: [`SEED`], 20,000 valid
/// and 20,000 invalid strings, the valid ones kept only when the official crate accepts them too (like
/// is compared with like).
#[must_use]
pub fn benched() -> Corpus {
    let mut corpus = corpus(SEED, 20_000, 20_000);
    corpus
        .valid
        .retain(|text| sashite_feen::Feen::parse(text).is_ok());
    corpus
}

/// xorshift64*: small, fast, deterministic.
pub(crate) struct Rng(u64);

impl Rng {
    /// The generator for `seed`.
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` ≥ 1).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap_or(0)
    }

    pub(crate) fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn size(&mut self) -> usize {
        match self.below(100) {
            0..50 => 1 + self.below(12),
            50..85 => 13 + self.below(28),
            _ => 41 + self.below(215),
        }
    }
}

/// Builds the corpus for `seed`: `valid` valid strings and `invalid` invalid ones.
///
/// # Panics
/// If Tabula disagrees with the generator (a generated valid string refused, or a mutation kept as
/// invalid accepted): a bug of one or the other.
#[must_use]
pub fn corpus(seed: u64, valid: usize, invalid: usize) -> Corpus {
    let mut rng = Rng::new(seed);
    let mut corpus = Corpus {
        valid: Vec::with_capacity(valid),
        invalid: Vec::with_capacity(invalid),
    };
    while corpus.valid.len() < valid {
        if let Some(text) = position(&mut rng) {
            assert!(tabula_feen::is_valid(&text), "generated {text:?}");
            corpus.valid.push(text);
        }
    }
    let mut next = 0;
    while corpus.invalid.len() < invalid {
        let text = mutate(&mut rng, &corpus.valid[next % corpus.valid.len()]);
        next += 1;
        if !tabula_feen::is_valid(&text) {
            corpus.invalid.push(text);
        }
    }
    corpus
}

/// One piece token (EPIN).
fn token(rng: &mut Rng) -> String {
    let mut token = String::new();
    match rng.below(100) {
        0..15 => token.push('+'),
        15..30 => token.push('-'),
        _ => {}
    }
    let letter = b'A' + u8::try_from(rng.below(26)).unwrap_or(0);
    token.push(char::from(if rng.chance(50) {
        letter
    } else {
        letter.to_ascii_lowercase()
    }));
    if rng.chance(8) {
        token.push('^');
    }
    if rng.chance(10) {
        token.push('\'');
    }
    token
}

/// A valid position, or `None` when the draw does not fit the bounds.
fn position(rng: &mut Rng) -> Option<String> {
    let shape: Vec<usize> = match rng.below(100) {
        0..20 => vec![rng.size()],
        20..85 => vec![2 + rng.size().min(254) - 1, rng.size()],
        _ => vec![2 + rng.below(8), 2 + rng.below(10), rng.size().min(40)],
    };
    let squares: usize = shape.iter().product();
    if squares > tabula_feen::MAX_SQUARES {
        return None;
    }
    let density = [0, 5, 20, 50, 80, 100][rng.below(6)];
    let files = *shape.last()?;
    let ranks_per_layer = if shape.len() == 3 {
        shape[1]
    } else {
        usize::MAX
    };
    let mut text = String::new();
    let mut pieces = 0;
    for rank in 0..squares / files {
        if rank > 0 {
            text.push_str(if rank % ranks_per_layer == 0 {
                "//"
            } else {
                "/"
            });
        }
        let mut empty = 0;
        for _ in 0..files {
            if rng.chance(density) {
                if empty > 0 {
                    text.push_str(&empty.to_string());
                    empty = 0;
                }
                text.push_str(&token(rng));
                pieces += 1;
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        if text.len() > tabula_feen::MAX_LEN {
            return None;
        }
    }
    text.push(' ');
    let room = squares - pieces;
    for side in 0..2 {
        if side == 1 {
            text.push('/');
        }
        if rng.chance(33) && room > 0 {
            text.push_str(&hand(rng, room / 2));
        }
    }
    let first = char::from(b'A' + u8::try_from(rng.below(26)).unwrap_or(0));
    let second = char::from(b'a' + u8::try_from(rng.below(26)).unwrap_or(0));
    text.push(' ');
    if rng.chance(50) {
        text.extend([first, '/', second]);
    } else {
        text.extend([second, '/', first]);
    }
    (text.len() <= tabula_feen::MAX_LEN).then_some(text)
}

/// A canonical hand of at most `room` pieces.
fn hand(rng: &mut Rng, room: usize) -> String {
    let mut items: Vec<(usize, String)> = Vec::new();
    let mut held = 0;
    for _ in 0..=rng.below(6) {
        let most = if rng.chance(20) { 12 } else { 3 };
        let count = 1 + rng.below(most);
        let token = token(rng);
        if held + count > room || items.iter().any(|(_, t)| *t == token) {
            continue;
        }
        held += count;
        items.push((count, token));
    }
    canonical_hand(items)
}

/// A hand of `(count, token)` items written in the canonical order.
pub(crate) fn canonical_hand(mut items: Vec<(usize, String)>) -> String {
    // The canonical order: count descending, letter, uppercase first, state - + none, terminal absent
    // first, derivation absent first.
    items.sort_by_key(|(count, token)| {
        let letter = token.chars().find(char::is_ascii_alphabetic).unwrap_or('a');
        let state = match token.as_bytes()[0] {
            b'-' => 0,
            b'+' => 1,
            _ => 2,
        };
        (
            core::cmp::Reverse(*count),
            letter.to_ascii_lowercase(),
            letter.is_ascii_lowercase(),
            state,
            token.contains('^'),
            token.contains('\''),
        )
    });
    items
        .into_iter()
        .map(|(count, token)| {
            if count > 1 {
                format!("{count}{token}")
            } else {
                token
            }
        })
        .collect()
}

/// One mutation of `text`.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = rng.below(bytes.len().max(1));
    let byte = b"0123456789/ KkPp+-^'Cc"[rng.below(22)];
    match rng.below(7) {
        0 => {
            bytes.remove(at.min(bytes.len() - 1));
        }
        1 => bytes.insert(at, byte),
        2 => {
            let last = bytes.len() - 1;
            bytes[at.min(last)] = byte;
        }
        3 if at + 1 < bytes.len() => bytes.swap(at, at + 1),
        4 => bytes.truncate(at),
        5 => {
            // A hand count changed: a digit inserted at the start of the hands field.
            let hands = text.find(' ').map_or(0, |space| space + 1);
            bytes.insert(hands, b'1' + u8::try_from(rng.below(3)).unwrap_or(0));
        }
        _ => {
            // A separator made deeper or shallower.
            if let Some(slash) = text.find('/') {
                if rng.chance(50) {
                    bytes.insert(slash, b'/');
                } else {
                    bytes.remove(slash);
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
