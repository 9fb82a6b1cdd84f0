//! The conversion of lexed squares, and the small-board build against the scan's build.

use super::{AsWritten, Convert, Qualify, build, scanned};
use alloc::vec::Vec;
use tabula_epin::ExtendedPiece;
use tabula_qpi::{QualifiedPiece, Style};

#[test]
fn a_square_of_lexed_bits_is_its_token_for_every_token() {
    let (first, second) = (Style::parse("C").unwrap(), Style::parse("s").unwrap());
    let qualify = Qualify::new(first, second);
    for token in ExtendedPiece::all() {
        let lexed = token
            .as_str()
            .bytes()
            .fold(0, |bits, byte| bits | ExtendedPiece::lexed_bits(byte));
        assert_eq!(AsWritten.square(lexed), Some(token), "{token}");
        assert_eq!(
            qualify.square(lexed),
            Some(QualifiedPiece::from_extended(token, first, second)),
            "{token}"
        );
    }
    assert_eq!(AsWritten.square(0), None);
    assert_eq!(qualify.square(0), None);
}

/// Every string one edit away from a few positions (and two from a short one): the build of a small
/// board gives what the scan's build gives, position for position and error for error.
#[test]
fn the_quick_build_gives_what_the_scanned_build_gives() {
    let alphabet = b"/ 0129+-'^KkPpCcS*";
    let mut checked = 0;
    let mut check = |text: &[u8]| {
        let quick = build::<_, Qualify>(text, Vec::new()).map_err(|(error, _)| error);
        let slow = scanned::<_, Qualify>(text, Vec::new()).map_err(|(error, _)| error);
        assert_eq!(
            quick,
            slow,
            "{:?}",
            alloc::string::String::from_utf8_lossy(text)
        );
        let quick = build::<_, AsWritten>(text, Vec::new()).map_err(|(error, _)| error);
        let slow = scanned::<_, AsWritten>(text, Vec::new()).map_err(|(error, _)| error);
        assert_eq!(
            quick,
            slow,
            "{:?}",
            alloc::string::String::from_utf8_lossy(text)
        );
        checked += 1;
    };
    for text in [
        &b"rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR / C/c"[..],
        b"lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s",
        b"+K^'-p2/3P/1+p'1 P/2p c/C",
        b"K^2/1k^1//3/3 / C/c",
    ] {
        check(text);
        for edited in crate::scan::edits(text, alphabet) {
            check(&edited);
        }
    }
    for edited in crate::scan::edits(b"K^1/k^ P/ C/c", alphabet) {
        for twice in crate::scan::edits(&edited, alphabet) {
            check(&twice);
        }
    }
    assert!(checked > 100_000, "{checked}");
}
