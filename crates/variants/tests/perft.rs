//! Perft of the start positions and published test positions. Every number here was checked on this
//! machine against a reference: Fairy-Stockfish 11.1 (Debian's `fairy-stockfish`, `go perft`) for the
//! variants, and the Chess Programming Wiki's values for chess (also given by tabula-chess).

use tabula_game::Rules;
use tabula_variants::{
    Antichess, Atomic, Chess, Crazyhouse, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

fn check<R: Rules>(fen: Option<&str>, expected: &[u64]) {
    let position = match fen {
        Some(fen) => R::from_native(fen).unwrap().0,
        None => R::start(),
    };
    for (depth, &nodes) in expected.iter().enumerate() {
        let depth = u32::try_from(depth).unwrap() + 1;
        assert_eq!(position.perft(depth), nodes, "{fen:?} perft {depth}");
    }
}

#[test]
fn chess() {
    check::<Chess>(None, &[20, 400, 8_902, 197_281]);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    check::<Chess>(Some(kiwipete), &[48, 2_039, 97_862]);
    // CPW position 3 (en passant, discovered checks) and position 4 (promotions, castling).
    check::<Chess>(
        Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        &[14, 191, 2_812, 43_238],
    );
    check::<Chess>(
        Some("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
        &[6, 264, 9_467],
    );
}

// The lichess variants: start positions to depth 4 and one middle-game position each (from a random
// playout) to depth 3. Fairy-Stockfish 11.1 (Debian) gave every number but atomic's, which python-chess
// 1.11.2 gave (Debian's build plays atomic's start as chess: 197,281 at depth 4).

#[test]
fn crazyhouse() {
    check::<Crazyhouse>(None, &[20, 400, 8_902, 197_281]);
    let fen = "1n1q1bnr/rb1p1kpp/p2pp1p1/5pn1/p3P2Q/1P1PB3/2P1NPPP/1R2KB1R[] w K - 4 16";
    assert_eq!(Crazyhouse::from_native(fen).unwrap().0.perft(3), 56_144);
}

#[test]
fn kingofthehill() {
    check::<KingOfTheHill>(None, &[20, 400, 8_902, 197_281]);
    let fen = "1rbq1b1r/1pp1kp2/p2pp2p/8/1nP3p1/5P1N/PP1PP1BP/R1BN1KR1 w - - 0 16";
    assert_eq!(KingOfTheHill::from_native(fen).unwrap().0.perft(3), 13_319);
}

#[test]
fn threecheck() {
    check::<ThreeCheck>(None, &[20, 400, 8_902, 197_281]);
    let fen = "r1b2k1r/2pp2p1/p1nb1q1p/1p1P1p1Q/1P2p3/2N4P/P1PPBPP1/R1B1K1NR w KQ - 2+3 2 16";
    assert_eq!(ThreeCheck::from_native(fen).unwrap().0.perft(3), 51_081);
}

#[test]
fn atomic() {
    check::<Atomic>(None, &[20, 400, 8_902, 197_326]);
    let fen = "r1bqkb1r/1p1pp3/8/p1pB1ppp/3P1N2/6P1/1PPKPP1P/3Q3R w k - 1 12";
    assert_eq!(Atomic::from_native(fen).unwrap().0.perft(3), 34_745);
}

#[test]
fn antichess() {
    check::<Antichess>(None, &[20, 400, 8_067, 153_299]);
    let fen = "6n1/3pp3/5p1p/R7/1p6/1P3PP1/3PP3/1N2KBNR w - - 0 16";
    assert_eq!(Antichess::from_native(fen).unwrap().0.perft(3), 27);
}

#[test]
fn horde() {
    check::<Horde>(None, &[8, 128, 1_274, 23_310, 265_223]);
    let fen = "2bqkb2/rp4pr/1PPp3n/3PP3/P1P1PpPP/PP1PPPPP/PPPP1PPP/PPPPPPPP w - - 1 16";
    assert_eq!(Horde::from_native(fen).unwrap().0.perft(3), 6_847);
}

#[test]
fn racingkings() {
    check::<RacingKings>(None, &[21, 421, 11_264, 296_242]);
    let fen = "1Bq5/5Q2/6b1/1rR5/8/8/1k2Nn1K/1rN2B1R w - - 11 16";
    assert_eq!(RacingKings::from_native(fen).unwrap().0.perft(3), 70_381);
}
