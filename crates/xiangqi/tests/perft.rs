//! Perft from the start and from the positions of the chessprogramming.org xiangqi perft page (as the
//! `PikaChess` tests list them) and Fairy-Stockfish's perft script, checked against Fairy-Stockfish.

use tabula_game::Rules;
use tabula_xiangqi::Xiangqi;

fn position(fen: &str) -> Xiangqi {
    Xiangqi::from_native(fen).unwrap().0
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn start_to_depth_4() {
    let start = Xiangqi::start();
    assert_eq!(start, position(START));
    let expected = [1, 44, 1_920, 79_666, 3_290_240];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(
            start.perft(u32::try_from(depth).unwrap()),
            nodes,
            "depth {depth}"
        );
    }
}

#[test]
#[ignore = "133 million nodes: run with --ignored in release"]
fn start_depth_5() {
    assert_eq!(Xiangqi::start().perft(5), 133_312_995);
}

/// Positions 2–9 of the chessprogramming.org xiangqi perft page and the position of Fairy-Stockfish's
/// perft script, with depths 1–4 as Debian's fairy-stockfish 11.1 counts them (`go perft N`; position 2
/// also as the page gives it).
const POSITIONS: [(&str, [u64; 4]); 9] = [
    (
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        [38, 1_128, 43_929, 1_339_047],
    ),
    (
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        [7, 281, 8_620, 326_201],
    ),
    (
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        [25, 424, 9_850, 202_884],
    ),
    (
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        [28, 516, 14_808, 395_483],
    ),
    (
        "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
        [21, 364, 7_626, 162_837],
    ),
    (
        "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
        [28, 222, 6_241, 64_971],
    ),
    (
        "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
        [23, 345, 8_124, 149_272],
    ),
    (
        "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
        [21, 195, 3_883, 48_060],
    ),
    (
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        [49, 2_265, 100_326, 4_485_547],
    ),
];

#[test]
fn other_positions_to_depth_4() {
    for (fen, counts) in POSITIONS {
        let position = position(fen);
        for (depth, &nodes) in counts.iter().enumerate() {
            assert_eq!(
                position.perft(u32::try_from(depth).unwrap() + 1),
                nodes,
                "{fen} depth {}",
                depth + 1
            );
        }
    }
}

#[test]
fn divide_sums_to_perft() {
    let start = Xiangqi::start();
    let divide = start.divide(2);
    assert_eq!(divide.len(), 44);
    assert_eq!(divide.iter().map(|&(_, n)| n).sum::<u64>(), 1_920);
}

#[test]
#[ignore = "53 million nodes: run with --ignored in release"]
fn position_2_depth_5() {
    assert_eq!(position(POSITIONS[0].0).perft(5), 53_112_976);
}
