//! SFEN lines from arbitrary bytes, both modes, and FEEN strings from the same bytes.
//!
//! - Reading never panics; an error's offset lies inside the line or at its end.
//! - What strict mode reads, lenient mode reads alike; what either reads writes back as canonical SFEN that
//!   strict mode reads to the same position, and as FEEN that tabula-feen accepts and writes back
//!   unchanged, and that converts back to the same SFEN.
//! - SFEN → FEEN (which copies the board field) gives the FEEN writer's string of the position read.
//! - FEEN → SFEN never panics; what it accepts converts back to the same FEEN; its result (the text, or the
//!   error) is the typed path's (`Sfen::from_position` of tabula-feen's position), which it leaves to when
//!   the borrowed view holds what SFEN refuses.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_shogi::{Mode, Sfen, feen_to_sfen, sfen_to_feen_with};

fuzz_target!(|data: &[u8]| {
    let Ok(line) = core::str::from_utf8(data) else {
        return;
    };
    let strict = Sfen::parse(line);
    let lenient = Sfen::parse_with(line, Mode::Lenient);
    if let Ok(sfen) = &strict {
        assert_eq!(lenient.as_ref().ok(), Some(sfen));
    }
    for (result, mode) in [(&strict, Mode::Strict), (&lenient, Mode::Lenient)] {
        assert_eq!(
            sfen_to_feen_with(line, mode).map(|converted| converted.feen),
            result.as_ref().map(Sfen::to_feen).map_err(Clone::clone)
        );
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
    if let Ok(position) = line.parse::<tabula_feen::Position>() {
        let typed = Sfen::from_position(&position).map(|sfen| sfen.with_move_count(Some(7)).to_string());
        assert_eq!(feen_to_sfen(line, Some(7)), typed);
    }
    if let Ok(sfen) = feen_to_sfen(line, None) {
        let back = Sfen::parse(&sfen).expect("written SFEN reads back").to_feen();
        assert_eq!(back, line);
    }
});
