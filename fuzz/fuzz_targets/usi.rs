//! USI moves and USI `position` lines from arbitrary bytes, read by the shōgi rules.
//!
//! - Reading a move never panics; a syntax error's offset lies inside the text or at its end.
//! - A move the form reader accepts is written back as the same text (USI has one spelling per move).
//! - A move read in a position is one of its legal moves; its PMN names the same move; playing it gives a
//!   position whose SFEN reads back to it.
//! - Playing a `position … moves …` line never panics; the game it returns writes an SFEN that reads back
//!   to its position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_game::{MoveError, Notation, Rules};
use tabula_shogi::rules::{ShogiMove, ShogiPosition, play_usi};

/// Positions the move text is read in: the start, a middlegame with both hands and promoted pieces, and a
/// position with pawn drops where uchifuzume is near.
const POSITIONS: [&str; 3] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    "7nk/9/7G1/9/9/9/9/9/4K4 b 2P2p 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = core::str::from_utf8(rest) else {
        return;
    };
    if let Ok(m) = text.parse::<ShogiMove>() {
        assert_eq!(m.to_string(), text);
    }
    let Ok((position, counters)) = ShogiPosition::from_native(POSITIONS[usize::from(choice) % 3]) else {
        unreachable!("the fuzz positions are legal");
    };
    match position.read_move(text, Notation::Usi) {
        Ok(m) => {
            assert!(position.legal_moves().contains(&m));
            assert_eq!(position.read_pmn(&position.pmn(m)), Ok(m));
            let after = position.play(m).expect("a move read is legal");
            let sfen = after.to_native(counters);
            assert_eq!(ShogiPosition::from_native(&sfen).map(|(p, _)| p).as_ref(), Ok(&after));
        }
        Err(MoveError::Syntax { offset, .. }) => assert!(offset <= text.len()),
        Err(_) => {}
    }
    if let Ok(game) = play_usi(text) {
        let sfen = game.to_native();
        assert_eq!(
            ShogiPosition::from_native(&sfen).map(|(p, _)| p).as_ref(),
            Ok(game.position())
        );
    }
});
