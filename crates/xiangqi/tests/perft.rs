//! Perft from the start and from the positions of the chessprogramming.org xiangqi perft page (as the
//! PikaChess tests list them) and Fairy-Stockfish's perft script, checked against Fairy-Stockfish.

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
        assert_eq!(start.perft(depth as u32), nodes, "depth {depth}");
    }
}

#[test]
#[ignore = "133 million nodes: run with --ignored in release"]
fn start_depth_5() {
    assert_eq!(Xiangqi::start().perft(5), 133_312_995);
}
