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

/// Positions with hands, promoted pieces, uchifuzume and check evasions by drops, to depth 3; every count
/// checked with cshogi 1.1 (a recursion over `legal_moves`, as `examples/shogi_perft.rs` splits it).
#[test]
fn other_positions_to_depth_3() {
    let cases: [(&str, u64); 5] = [
        // The USI text's example (19th Ryu-O, game 3): both hands, dragons, a tokin.
        (
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            2_552_846,
        ),
        // After 1.P-7f P-3d: the bishops face each other (captures with optional promotion).
        (
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
            54_375,
        ),
        // Pawn drops on both sides, with uchifuzume on 1b.
        ("7nk/9/7G1/9/9/9/9/9/4K4 b 2P2p 1", 397_108),
        // In check from a distant rook, every kind in hand to drop in between.
        ("4k4/9/9/9/4r4/9/9/9/4K4 b RBGSNLP 1", 178_009),
        // A middlegame with both hands.
        (
            "ln1g5/1r2S1k2/p2pppn2/2ps2p2/1p7/2P6/PPSPPPPLP/2G2K1pr/LN4G1b w BGSLPnp 62",
            864_786,
        ),
    ];
    for (sfen, nodes) in cases {
        assert_eq!(perft(sfen, 3), nodes, "{sfen}");
    }
}

/// Depth 5 from the start: 19,861,490.
#[test]
#[ignore = "a few seconds; run with --ignored"]
fn start_depth_5() {
    assert_eq!(ShogiPosition::start().perft(5), 19_861_490);
}
