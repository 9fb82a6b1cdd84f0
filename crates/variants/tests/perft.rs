//! Perft of the start positions and published test positions. Every number here was checked on this
//! machine against a reference: Fairy-Stockfish 11.1 (Debian's `fairy-stockfish`, `go perft`) for the
//! variants, and the Chess Programming Wiki's values for chess (also given by tabula-chess).

use tabula_game::Rules;
use tabula_variants::{Antichess, Atomic, Chess, Crazyhouse, Horde, KingOfTheHill, RacingKings, ThreeCheck};

fn check<R: Rules>(fen: Option<&str>, expected: &[u64]) {
    let position = match fen {
        Some(fen) => R::from_native(fen).unwrap().0,
        None => R::start(),
    };
    for (depth, &nodes) in expected.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(position.perft(depth), nodes, "{:?} perft {depth}", fen);
    }
}

#[test]
fn chess() {
    check::<Chess>(None, &[20, 400, 8_902, 197_281]);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    check::<Chess>(Some(kiwipete), &[48, 2_039, 97_862]);
    // CPW position 3 (en passant, discovered checks) and position 4 (promotions, castling).
    check::<Chess>(Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), &[14, 191, 2_812, 43_238]);
    check::<Chess>(Some("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"), &[6, 264, 9_467]);
}
