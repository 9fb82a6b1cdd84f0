//! Xiangqi moves from arbitrary bytes in every notation the rules read (UCCI/ICCS, Fairy-Stockfish's UCI,
//! WXF, PMN, and any of them), on a few fixed positions.
//!
//! - Reading never panics; a syntax error's offset lies inside the text or at its end.
//! - What a reader accepts is a legal move, written back in the same notation it reads back to that move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_game::{MoveError, Notation, Rules};
use tabula_xiangqi::Xiangqi;

const POSITIONS: [&str; 3] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "4k4/9/9/2P1P1P2/2P1P1P2/9/9/9/R8/R3K4 w - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = core::str::from_utf8(text) else {
        return;
    };
    let position = Xiangqi::from_native(POSITIONS[usize::from(which) % POSITIONS.len()])
        .expect("fixed positions are valid")
        .0;
    for notation in [Notation::Ucci, Notation::Uci, Notation::Wxf, Notation::Pmn] {
        match position.read_move(text, notation) {
            Ok(m) => {
                assert!(position.check_move(m).is_ok());
                let written = position.write_move(m, notation).expect("a legal move is written");
                assert_eq!(position.read_move(&written, notation), Ok(m));
            }
            Err(MoveError::Syntax { offset, .. }) => assert!(offset <= text.len()),
            Err(_) => {}
        }
    }
    if let Ok((m, _)) = position.read_any(text) {
        assert!(position.check_move(m).is_ok());
    }
});
