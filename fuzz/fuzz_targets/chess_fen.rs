//! Chess FEN records from arbitrary bytes.
//!
//! - Reading never panics; what reads as a position writes back as FEN (X-FEN and Shredder-FEN) that reads to
//!   the same position, and as FEEN that reads to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_chess::Position;
use tabula_chess::fen::{self, Castling, Options};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    let Ok(position) = Position::from_fen(text) else {
        return;
    };
    for castling in [Castling::XFen, Castling::Shredder] {
        let written = fen::write(&position, &Options { castling, ..Options::default() });
        assert_eq!(Position::from_fen(&written).expect("written FEN reads back"), position);
    }
    let feen = position.to_feen();
    assert_eq!(Position::from_feen(&feen).expect("written FEEN reads back"), position);
});
