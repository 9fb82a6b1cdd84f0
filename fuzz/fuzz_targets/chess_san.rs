//! SAN and UCI moves from arbitrary bytes, in a few positions (standard, Kiwipete, Chess960, promotions).
//!
//! - Reading never panics; an error's offset lies inside the text or at its end.
//! - A move read from SAN is legal, written back as SAN that reads to the same move; the same for UCI in both
//!   castling spellings.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_chess::uci::{self, Castling};
use tabula_chess::{Position, san};

const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1n2k3/P7/8/8/8/8/6p1/4K2R w K - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    for fen in STARTS {
        let position = Position::from_fen(fen).expect("a fixed position");
        match san::read(&position, text) {
            Ok(m) => {
                assert!(position.play(m).is_ok());
                assert_eq!(san::read(&position, &san::write(&position, m)), Ok(m));
            }
            Err(error) => assert!(error.offset() <= text.len(), "{error:?}"),
        }
        match uci::read(&position, text) {
            Ok(m) => {
                assert!(position.play(m).is_ok());
                for castling in [Castling::Standard, Castling::KingTakesRook] {
                    assert_eq!(uci::read(&position, &uci::write(m, castling)), Ok(m));
                }
            }
            Err(error) => assert!(error.offset() <= text.len(), "{error:?}"),
        }
    }
});
