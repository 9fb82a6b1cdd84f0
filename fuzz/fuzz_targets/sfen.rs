//! SFEN lines from arbitrary bytes, both modes, and FEEN strings from the same bytes.
//!
//! - Reading never panics; an error's offset lies inside the line or at its end.
//! - What strict mode reads, lenient mode reads alike; what either reads writes back as canonical SFEN that
//!   strict mode reads to the same position, and as FEEN that tabula-feen accepts and writes back
//!   unchanged, and that converts back to the same SFEN.
//! - FEEN → SFEN never panics; what it accepts converts back to the same FEEN.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_shogi::{Mode, Sfen, feen_to_sfen};

fuzz_target!(|data: &[u8]| {
    let Ok(line) = core::str::from_utf8(data) else {
        return;
    };
    let strict = Sfen::parse(line);
    let lenient = Sfen::parse_with(line, Mode::Lenient);
    if let Ok(sfen) = &strict {
        assert_eq!(lenient.as_ref().ok(), Some(sfen));
    }
    for result in [&strict, &lenient] {
        match result {
            Ok(sfen) => {
                let canonical = sfen.to_string();
                let again = Sfen::parse(&canonical).expect("canonical SFEN reads back");
                assert_eq!(again.to_string(), canonical);
                let feen = sfen.to_feen();
                let position: tabula_feen::Position =
                    feen.parse().expect("the FEEN writer writes valid FEEN");
                assert_eq!(position.to_string(), feen);
                let back = feen_to_sfen(&feen, sfen.move_count()).expect("written FEEN converts back");
                assert_eq!(back, canonical);
            }
            Err(error) => {
                if let Some(offset) = error.offset() {
                    assert!(offset <= line.len(), "{error:?}");
                }
            }
        }
    }
    if let Ok(sfen) = feen_to_sfen(line, None) {
        let back = Sfen::parse(&sfen).expect("written SFEN reads back").to_feen();
        assert_eq!(back, line);
    }
});
