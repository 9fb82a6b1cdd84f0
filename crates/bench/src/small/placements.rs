//! Positions of random placements: shōgi, xiangqi, small 2-D variants, 1-D and 3-D toys.

use alloc::string::String;
use alloc::vec::Vec;

use super::board::random_game;
use crate::corpus::Rng;

/// A shōgi position: the 40 pieces, some captured into hands, some promoted.
pub(super) fn shogi(rng: &mut Rng) -> String {
    const PIECES: [&str; 20] = [
        "K^", "R", "B", "G", "G", "S", "S", "N", "N", "L", "L", "P", "P", "P", "P", "P", "P", "P",
        "P", "P",
    ];
    let capture = [0, 5, 15, 30][rng.below(4)];
    random_game(rng, &[9, 9], &PIECES, capture, true).feen(rng, ('S', 's'))
}

/// A xiangqi position: the 32 pieces, some captured (no hands).
pub(super) fn xiangqi(rng: &mut Rng) -> String {
    const PIECES: [&str; 16] = [
        "G^", "A", "A", "E", "E", "H", "H", "R", "R", "C", "C", "P", "P", "P", "P", "P",
    ];
    let capture = [0, 10, 25, 50][rng.below(4)];
    random_game(rng, &[10, 9], &PIECES, capture, false).feen(rng, ('X', 'x'))
}

/// A small 2-D variant: minishogi, Gardner, Los Alamos, or a 4×4 / 3×4 toy.
pub(super) fn small_variant(rng: &mut Rng) -> String {
    let capture = [0, 20, 40][rng.below(3)];
    match rng.below(5) {
        0 => random_game(
            rng,
            &[5, 5],
            &["K^", "G", "S", "B", "R", "P"],
            capture,
            true,
        )
        .feen(rng, ('S', 's')),
        1 => random_game(
            rng,
            &[5, 5],
            &["K^", "Q", "R", "B", "N", "P", "P", "P", "P", "P"],
            capture,
            false,
        )
        .feen(rng, ('C', 'c')),
        2 => random_game(
            rng,
            &[6, 6],
            &["K^", "Q", "R", "R", "N", "N", "P", "P", "P", "P", "P", "P"],
            capture,
            false,
        )
        .feen(rng, ('C', 'c')),
        3 => random_game(rng, &[4, 4], &["K^", "R", "N", "P", "P"], capture, true)
            .feen(rng, ('M', 'm')),
        _ => random_game(rng, &[4, 3], &["K^", "R", "B", "P"], capture, true).feen(rng, ('D', 'd')),
    }
}

/// A 1-D toy: 3 to 16 squares, a king and up to three other pieces a side.
pub(super) fn one_dimensional(rng: &mut Rng) -> String {
    let files = 3 + rng.below(14);
    let pieces: Vec<&str> = ["K^", "R", "N", "P"][..=rng.below(4).min(files / 2 - 1)].to_vec();
    let hands = rng.chance(30);
    random_game(rng, &[files], &pieces, 20, hands).feen(rng, ('C', 'c'))
}

/// A 3-D toy: 2×2×2 to 5×5×5, a king and a few pieces a side.
pub(super) fn three_dimensional(rng: &mut Rng) -> String {
    let size = 2 + rng.below(4);
    let pieces: &[&str] = if size == 2 {
        &["K^", "R"]
    } else {
        &["K^", "Q", "R", "B", "N", "U", "P", "P"]
    };
    random_game(rng, &[size, size, size], pieces, 20, false).feen(rng, ('R', 'r'))
}
