//! PGN input from arbitrary bytes (small limits, so that long inputs exercise the bounds).
//!
//! - Reading never panics or loops; every game read is legal move by move, written back as PGN that reads to
//!   the same moves and the same final FEN.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_chess::pgn::{Limits, Reader};

fuzz_target!(|data: &[u8]| {
    let limits = Limits { max_game_bytes: 4096, max_plies: 256 };
    for game in Reader::with_limits(data, limits) {
        let Ok(game) = game else { continue };
        let pgn = game.to_pgn();
        let again = Reader::new(pgn.as_bytes())
            .next()
            .expect("a written game")
            .expect("a written game reads back");
        assert_eq!(again.moves(), game.moves());
        assert_eq!(again.replay().fen(), game.replay().fen());
    }
});
