//! Variant positions from arbitrary bytes: Fairy-Stockfish's FEN and FEEN of every built-in variant.
//!
//! - Reading never panics; a FEN error's offset lies inside the line or at its end.
//! - What the FEN reader reads writes back as FEN that reads to the same position, and as FEEN that reads
//!   back to a position writing the same FEEN; every legal move plays, and its PMN and UCI read back as it.
//! - What the FEEN reader reads writes back unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_game::{Notation, Rules};
use tabula_variants::{
    Antichess, Atomic, Chess, Crazyhouse, Horde, KingOfTheHill, PositionError, RacingKings, ThreeCheck,
};

fuzz_target!(|data: &[u8]| {
    let Ok(line) = core::str::from_utf8(data) else {
        return;
    };
    check::<Chess>(line);
    check::<Crazyhouse>(line);
    check::<KingOfTheHill>(line);
    check::<ThreeCheck>(line);
    check::<Atomic>(line);
    check::<Antichess>(line);
    check::<Horde>(line);
    check::<RacingKings>(line);
});

fn check<R: Rules<PositionError = PositionError>>(line: &str) {
    match R::from_native(line) {
        Ok((position, counters)) => {
            let text = position.to_native(counters);
            let (again, counters_again) = R::from_native(&text).expect("written FEN reads back");
            assert_eq!(again, position, "{text}");
            assert_eq!(counters_again, counters);
            let feen = position.to_feen();
            let from_feen = R::from_feen(&feen).expect("written FEEN reads back");
            assert_eq!(from_feen.to_feen(), feen);
            for m in position.legal_moves() {
                let pmn = position.pmn(m);
                assert_eq!(position.read_pmn(&pmn).ok(), Some(m), "{text}: {pmn}");
                let uci = position.write_move(m, Notation::Uci).expect("UCI");
                assert_eq!(position.read_move(&uci, Notation::Uci).ok(), Some(m), "{text}: {uci}");
                let after = position.play(m).expect("a legal move plays");
                let _ = after.to_native(counters);
                let _ = after.terminal();
            }
        }
        Err(PositionError::Fen { offset, .. }) => assert!(offset <= line.len(), "{line:?}: {offset}"),
        Err(_) => {}
    }
    if let Ok(position) = R::from_feen(line) {
        assert_eq!(position.to_feen(), line);
    }
}
