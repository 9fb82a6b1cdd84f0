//! The aligned token API of `Style`: `all()`, `as_str`/`encode`, `try_prefix` against `parse_prefix`.

use tabula_sin::{Letter, Side, Style};

/// SIN: 26 letters × 2 sides (SIN, <https://sashite.dev/specs/sin/1.0.0/>, "Syntax").
const SPEC_COUNT: usize = 26 * 2;

#[test]
fn all_lists_every_token_once_in_ord_order() {
    let all: Vec<Style> = Style::all().collect();
    assert_eq!(all.len(), SPEC_COUNT);
    assert_eq!(Style::all().len(), SPEC_COUNT);
    assert_eq!(Style::COUNT, SPEC_COUNT);
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(
        Style::all().rev().collect::<Vec<_>>(),
        all.iter().rev().copied().collect::<Vec<_>>()
    );
    let valid = (0..=u8::MAX)
        .filter(|&byte| Style::parse_bytes(&[byte]).is_ok())
        .count();
    assert_eq!(valid, SPEC_COUNT);
    assert_eq!(all.first(), Some(&Style::new(Letter::A, Side::First)));
}

#[test]
fn as_str_and_encode_give_back_the_parsed_text() {
    for style in Style::all() {
        let text = style.as_str();
        assert_eq!(Style::parse(text), Ok(style));
        assert_eq!(style.to_string(), text);
        let mut buf = [0; Style::MAX_LEN];
        assert_eq!(style.encode(&mut buf), text);
        assert_eq!(&buf[..], text.as_bytes());
    }
}

#[test]
fn try_prefix_is_parse_prefix_without_the_error() {
    for first in 0..=u8::MAX {
        for tail in [&b""[..], b":", b"C", b"\xff"] {
            let mut bytes = vec![first];
            bytes.extend_from_slice(tail);
            assert_eq!(
                Style::try_prefix(&bytes),
                Style::parse_prefix(&bytes).ok(),
                "{bytes:?}"
            );
            if let Some((style, used)) = Style::try_prefix(&bytes) {
                assert_eq!((style.to_ascii(), used), (first, 1));
            }
        }
    }
    assert_eq!(Style::try_prefix(b""), None);
}
