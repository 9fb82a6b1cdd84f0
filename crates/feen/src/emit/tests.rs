//! The emitter's tables and buffers against the token crates' own spelling and the parser.

use super::Token;
use alloc::string::ToString;
use alloc::vec::Vec;
use tabula_epin::ExtendedPiece;

#[test]
fn qualified_token_text_is_epin_text_for_every_piece_of_either_player() {
    use super::{Qualified, Spell};
    use tabula_qpi::{QualifiedPiece, Style};
    let (first, second) = (Style::parse("C").unwrap(), Style::parse("s").unwrap());
    let spell = Qualified::new(first, second);
    for token in ExtendedPiece::all() {
        let piece = QualifiedPiece::from_extended(token, first, second);
        let mut out = Vec::with_capacity(8);
        spell.token(&piece).unwrap().push_to(&mut out);
        assert_eq!(out, token.to_string().as_bytes(), "{token}");
    }
    // A style of neither player is refused.
    let foreign = QualifiedPiece::parse("x:k").unwrap();
    assert!(spell.token(&foreign).is_err());
}

/// `Display` writes short texts through the small stack buffer and longer ones through the big one:
/// the same text either way, at every length around the small one's, with and without padding.
#[test]
fn display_writes_the_text_at_every_length_around_the_buffer() {
    use alloc::format;
    use alloc::string::String;
    let mut lengths = alloc::collections::BTreeSet::new();
    for ranks in 40..60 {
        for last in ["K1", "+K^'1", "2", "+K1", "K^'1"] {
            let mut text = String::new();
            for _ in 1..ranks {
                text.push_str("-p'1/");
            }
            text.push_str(last);
            for tail in [" / C/c", " 3P2p/p s/C"] {
                let text = format!("{text}{tail}");
                let position = text.parse::<crate::Position>().unwrap();
                assert_eq!(position.to_string(), text);
                lengths.insert(text.len());
                assert_eq!(format!("{position:>1000}").trim_start(), text);
                assert_eq!(format!("{position:.5}"), text[..5]);
            }
        }
    }
    assert!((240..=270).all(|len| lengths.contains(&len)), "{lengths:?}");
    // And a long one, through the big buffer.
    let mut text = alloc::vec!["+K^'-k^'+Q^'"; 250].join("/");
    text.push_str(" / C/c");
    assert!(text.len() > 3_000);
    let position = text.parse::<crate::Position>().unwrap();
    assert_eq!(position.to_string(), text);
    assert_eq!(format!("{position:>4000}").trim_start(), text);
}

/// A hand of more items than are sorted on the stack is written in canonical order too.
#[test]
fn long_hands_are_written_in_canonical_order() {
    use alloc::string::String;
    for hand in [
        "ABCDEFGHIJKLMNOPQ",
        "3A2BCDEFGHIJKLMNOPQRSTUVWXYZ",
        "2A2B2C2D2E2F2G2H2I2J2K2L2M2N2O2P2Q",
    ] {
        let text = alloc::format!("9/9/9/9/9/9 {hand}/k C/c");
        let position: crate::Position = text.parse().unwrap();
        assert_eq!(position.to_string(), text);
        let mut written = String::new();
        position.write_into(&mut written);
        assert_eq!(written, text);
    }
}

#[test]
fn token_text_is_epin_text_for_every_token() {
    for token in ExtendedPiece::all() {
        let mut out = Vec::with_capacity(8);
        Token::new(token).push_to(&mut out);
        assert_eq!(out, token.to_string().as_bytes(), "{token}");
    }
}
