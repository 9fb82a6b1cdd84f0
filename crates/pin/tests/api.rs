//! The aligned token API of `Piece`: `all()`, `as_str`/`encode`, `try_prefix` against `parse_prefix`.

use tabula_pin::{Letter, Piece, Side, State};
use tabula_testkit::byte_strings;

/// PIN: 26 letters × 2 sides × 3 states × 2 terminal flags (PIN, <https://sashite.dev/specs/pin/1.0.0/>,
/// "Syntax").
const SPEC_COUNT: usize = 26 * 2 * 3 * 2;

/// The bytes that matter to the grammar, and a few that do not.
const ALPHABET: &[u8] = b"+-^'Kkz/1 :\xff";

#[test]
fn all_lists_every_token_once_in_ord_order() {
    let all: Vec<Piece> = Piece::all().collect();
    assert_eq!(all.len(), SPEC_COUNT);
    assert_eq!(Piece::all().len(), SPEC_COUNT);
    assert_eq!(Piece::COUNT, SPEC_COUNT);
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(
        Piece::all().rev().collect::<Vec<_>>(),
        all.iter().rev().copied().collect::<Vec<_>>()
    );
    let valid = byte_strings(b"+-^Kk", 3)
        .filter(|bytes| Piece::parse_bytes(bytes).is_ok())
        .count();
    assert_eq!(valid, 2 * 3 * 2, "over two letters");
    assert_eq!(
        all[2],
        Piece::new(Letter::A, Side::First, State::Normal, false)
    );
}

#[test]
fn as_str_and_encode_give_back_the_parsed_text() {
    for piece in Piece::all() {
        let text = piece.as_str();
        assert_eq!(Piece::parse(text), Ok(piece));
        assert_eq!(piece.to_string(), text);
        assert_eq!(piece.encoded_len(), text.len());
        let mut buf = [0; Piece::MAX_LEN];
        assert_eq!(piece.encode(&mut buf), text);
    }
}

#[test]
fn try_prefix_is_parse_prefix_without_the_error() {
    for bytes in byte_strings(ALPHABET, 4) {
        let read = Piece::try_prefix(&bytes);
        assert_eq!(read, Piece::parse_prefix(&bytes).ok(), "{bytes:?}");
        if let Some((piece, used)) = read {
            assert_eq!(&bytes[..used], piece.as_str().as_bytes(), "{bytes:?}");
        }
    }
    // Every token followed by every byte: the longest token is taken, whatever follows.
    for piece in Piece::all() {
        for next in 0..=u8::MAX {
            let mut bytes = piece.as_str().as_bytes().to_vec();
            bytes.push(next);
            let longest = if next == b'^' && !piece.is_terminal() {
                piece.mark_terminal()
            } else {
                piece
            };
            assert_eq!(
                Piece::try_prefix(&bytes),
                Some((longest, longest.encoded_len())),
                "{bytes:?}"
            );
        }
    }
}
