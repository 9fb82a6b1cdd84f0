//! Perft: the number of leaf nodes of the legal move tree, against published and cross-checked counts.

use tabula_game::Rules;
use tabula_shogi::rules::ShogiPosition;

fn perft(sfen: &str, depth: u32) -> u64 {
    let (position, _) = ShogiPosition::from_native(sfen).expect("a legal position");
    position.perft(depth)
}

/// The start position: 30 / 900 / 25,470 / 719,731 (interop digest §6.2; the USI start).
#[test]
fn start_to_depth_4() {
    let start = ShogiPosition::start();
    let counts: Vec<u64> = (1..=4).map(|d| start.perft(d)).collect();
    assert_eq!(counts, [30, 900, 25_470, 719_731]);
}

/// Depth 5 from the start: 19,861,490.
#[test]
#[ignore = "a few seconds; run with --ignored"]
fn start_depth_5() {
    assert_eq!(ShogiPosition::start().perft(5), 19_861_490);
}
