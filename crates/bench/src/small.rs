//! A seeded corpus of small FEEN strings weighted like users' data: positions of real-size games and of
//! small variants and toys, most of them 15–100 bytes, and invalid strings made by one to three edits of
//! them. Deterministic for a seed (the xorshift generator of [`crate::corpus`], no other randomness).
//!
//! Valid strings (shares of the valid part):
//! - chess, 40 %: positions of games of random legal moves (tabula-chess), 0–120 plies from the start
//!   (30 %), from a Chess960 start (5 %), and crazyhouse positions whose captured pieces are in hand (5 %);
//! - shōgi, 20 %: the start position with pieces moved at random, promoted, and captured into hands;
//! - xiangqi, 15 %: the start position with pieces moved or captured at random;
//! - small 2-D variants, 13 %: minishogi 5×5 (with hands), Gardner 5×5, Los Alamos 6×6, 4×4 and 3×4
//!   toys, random placements of their pieces;
//! - 1-D toys, 6 %: 3 to 16 squares, a few pieces, sometimes hands;
//! - 3-D toys, 6 %: 2×2×2 to 5×5×5 boards, a few pieces.
//!
//! Invalid strings: one to three edits of a valid string (a byte deleted, inserted, replaced or swapped
//! with the next, a truncation, a FEN field appended, a style made the same case, a doubled or dropped
//! separator, a hand count added), kept only when Tabula refuses the result.

use alloc::vec::Vec;

use crate::corpus::{Corpus, Rng};

mod board;
mod chess;
mod edit;
mod placements;

use chess::{chess_game, crazyhouse};
use edit::edit;
use placements::{one_dimensional, shogi, small_variant, three_dimensional, xiangqi};

/// The seed of the benchmarked small-position corpus.
pub const SEED: u64 = 30;

/// The small-position corpus that `benches/corpus.rs` times and `examples/callgrind.rs` counts: [`SEED`],
/// 20,000 valid and 40,000 invalid strings, the valid ones kept only when the official crate accepts them
/// too (like is compared with like).
#[must_use]
pub fn benched() -> Corpus {
    let mut corpus = corpus(SEED, 20_000, 40_000);
    corpus
        .valid
        .retain(|text| sashite_feen::Feen::parse(text).is_ok());
    corpus
}

/// Builds the small-position corpus for `seed`: `valid` valid strings and `invalid` invalid ones.
///
/// # Panics
/// If Tabula disagrees with the generator (a generated valid string refused): a bug of one or the other.
#[must_use]
pub fn corpus(seed: u64, valid: usize, invalid: usize) -> Corpus {
    let mut rng = Rng::new(seed);
    let mut corpus = Corpus {
        valid: Vec::with_capacity(valid),
        invalid: Vec::with_capacity(invalid),
    };
    while corpus.valid.len() < valid {
        let batch = match rng.below(100) {
            0..30 => chess_game(&mut rng, false),
            30..35 => chess_game(&mut rng, true),
            35..40 => crazyhouse(&mut rng),
            40..60 => alloc::vec![shogi(&mut rng)],
            60..75 => alloc::vec![xiangqi(&mut rng)],
            75..88 => alloc::vec![small_variant(&mut rng)],
            88..94 => alloc::vec![one_dimensional(&mut rng)],
            _ => alloc::vec![three_dimensional(&mut rng)],
        };
        for text in batch {
            if corpus.valid.len() < valid {
                assert!(tabula_feen::is_valid(&text), "generated {text:?}");
                corpus.valid.push(text);
            }
        }
    }
    let mut next = 0;
    while corpus.invalid.len() < invalid && !corpus.valid.is_empty() {
        let mut text = corpus.valid[rng.below(corpus.valid.len())].clone();
        for _ in 0..=rng.below(3) {
            text = edit(&mut rng, &text);
        }
        next += 1;
        if !tabula_feen::is_valid(&text) {
            corpus.invalid.push(text);
        }
        if next > invalid * 20 {
            break;
        }
    }
    corpus
}
