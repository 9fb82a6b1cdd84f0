//! Xiangqi FEN lines from arbitrary bytes, both modes, and FEEN strings from the same bytes.
//!
//! - Reading never panics; an error's offset lies inside the line or at its end.
//! - What strict mode reads, lenient mode reads alike; what either reads writes back, in both letter sets,
//!   as FEN that strict mode reads to the same position, and as FEEN that tabula-feen accepts and writes
//!   back unchanged.
//! - FEN → FEEN (which translates the placement field) gives the FEEN writer's string of the position read.
//! - FEEN → FEN never panics; what it accepts converts back to the same FEEN; its result (the text, or the
//!   error) is the typed path's (`XiangqiFen::from_position` of tabula-feen's position), which it leaves to
//!   when the borrowed view holds what xiangqi FEN refuses.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_xiangqi::{Letters, Mode, XiangqiFen, feen_to_fen, fen_to_feen_with};

fuzz_target!(|data: &[u8]| {
    let Ok(line) = core::str::from_utf8(data) else {
        return;
    };
    let strict = XiangqiFen::parse(line);
    let lenient = XiangqiFen::parse_with(line, Mode::Lenient);
    if let Ok(fen) = &strict {
        assert_eq!(lenient.as_ref().ok().map(XiangqiFen::to_feen), Some(fen.to_feen()));
    }
    for (result, mode) in [(&strict, Mode::Strict), (&lenient, Mode::Lenient)] {
        assert_eq!(
            fen_to_feen_with(line, mode).map(|converted| converted.feen),
            result.as_ref().map(XiangqiFen::to_feen).map_err(Clone::clone)
        );
        match result {
            Ok(fen) => {
                let feen = fen.to_feen();
                for letters in [Letters::Ucci, Letters::Wxf] {
                    let text = fen.to_fen(letters);
                    let again = XiangqiFen::parse(&text).expect("written FEN reads back");
                    assert_eq!(again.to_fen(letters), text);
                    assert_eq!(again.to_feen(), feen);
                }
                let position: tabula_feen::Position =
                    feen.parse().expect("the FEEN writer writes valid FEEN");
                assert_eq!(position.to_string(), feen);
            }
            Err(error) => {
                if let Some(offset) = error.offset() {
                    assert!(offset <= line.len(), "{error:?}");
                }
            }
        }
    }
    if let Ok(position) = line.parse::<tabula_feen::Position>() {
        let typed = XiangqiFen::from_position(&position).map(|fen| fen.to_fen(Letters::Ucci));
        assert_eq!(feen_to_fen(line, Letters::Ucci), typed);
    }
    if let Ok(fen) = feen_to_fen(line, Letters::Wxf) {
        let back = XiangqiFen::parse(&fen).expect("written FEN reads back").to_feen();
        assert_eq!(back, line);
    }
});
