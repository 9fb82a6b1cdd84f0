//! Perft against the published reference numbers (chessprogramming.org "Perft Results", python-chess's
//! perft suites); the deep counts are `#[ignore]`d (run them with `cargo test --release -- --ignored`).

use tabula_chess::Position;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -";
const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POS4_MIRRORED: &str = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POS6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
const CHESS960_403: &str = "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 1";

fn check(fen: &str, expected: &[u64]) {
    let position = Position::from_fen(fen).unwrap();
    for (depth, &nodes) in (1..).zip(expected) {
        assert_eq!(position.perft(depth), nodes, "{fen} depth {depth}");
    }
}

#[test]
fn start_position_to_depth_5() {
    check(START, &[20, 400, 8_902, 197_281, 4_865_609]);
}

#[test]
fn kiwipete_to_depth_4() {
    check(KIWIPETE, &[48, 2_039, 97_862, 4_085_603]);
}

#[test]
fn position_3_to_depth_5() {
    check(POS3, &[14, 191, 2_812, 43_238, 674_624]);
}

#[test]
fn position_4_and_its_mirror_to_depth_4() {
    check(POS4, &[6, 264, 9_467, 422_333]);
    check(POS4_MIRRORED, &[6, 264, 9_467, 422_333]);
}

#[test]
fn position_5_to_depth_4() {
    check(POS5, &[44, 1_486, 62_379, 2_103_487]);
}

#[test]
fn position_6_to_depth_4() {
    check(POS6, &[46, 2_079, 89_890, 3_894_594]);
}

#[test]
fn chess960_403_to_depth_4() {
    check(CHESS960_403, &[27, 916, 25_798, 890_435]);
}

#[test]
fn divide_sums_to_perft_and_names_every_move_once() {
    let position = Position::from_fen(KIWIPETE).unwrap();
    let divide = position.divide(2);
    assert_eq!(divide.len(), 48);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 2_039);
    let castles: Vec<String> = divide
        .iter()
        .map(|(m, _)| m.to_string())
        .filter(|m| m.contains('~'))
        .collect();
    assert_eq!(castles, ["e1~c1", "e1~g1"]);
}

/// Issue #25: `divide(0)` listed every move with a count of 1, summing to 48 where perft(0) is 1. Now
/// `divide(0)` is empty (perft(0) counts the root, which no move reaches) and every depth from 1 sums to
/// perft, through the crate and through the game interface alike.
#[test]
fn divide_zero_is_empty_and_every_divide_sums_to_perft() {
    let position = Position::from_fen(KIWIPETE).unwrap();
    assert!(position.divide(0).is_empty());
    assert_eq!(position.perft(0), 1);
    assert!(tabula_game::Rules::divide(&position, 0).is_empty());
    for depth in 1..=3 {
        let sum: u64 = position.divide(depth).iter().map(|(_, n)| n).sum();
        assert_eq!(sum, position.perft(depth), "depth {depth}");
        assert_eq!(tabula_game::Rules::perft(&position, depth), sum);
    }
}

#[test]
#[ignore = "deep: about 120 million nodes"]
fn start_position_depth_6() {
    check(START, &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324]);
}

#[test]
#[ignore = "deep: about 200 million nodes"]
fn kiwipete_depth_5() {
    assert_eq!(Position::from_fen(KIWIPETE).unwrap().perft(5), 193_690_690);
}

#[test]
#[ignore = "deep"]
fn positions_3_to_6_depth_5_and_more() {
    assert_eq!(Position::from_fen(POS3).unwrap().perft(6), 11_030_083);
    assert_eq!(Position::from_fen(POS4).unwrap().perft(5), 15_833_292);
    assert_eq!(Position::from_fen(POS5).unwrap().perft(5), 89_941_194);
    assert_eq!(Position::from_fen(POS6).unwrap().perft(5), 164_075_551);
    assert_eq!(
        Position::from_fen(CHESS960_403).unwrap().perft(5),
        26_302_461
    );
}
