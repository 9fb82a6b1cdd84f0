//! The aligned token API of `ExtendedPiece`: `all()`, `as_str`/`encode`, `try_prefix` against
//! `parse_prefix`, and the piece queries forwarded to the PIN part.

use tabula_epin::{ExtendedPiece, Piece};
use tabula_testkit::byte_strings;

/// EPIN: the 312 PIN tokens × native/derived (EPIN, <https://sashite.dev/specs/epin/1.0.0/>, "Syntax").
const SPEC_COUNT: usize = 26 * 2 * 3 * 2 * 2;

/// The bytes that matter to the grammar, and a few that do not.
const ALPHABET: &[u8] = b"+-^'Kkz/1 \xff";

#[test]
fn all_lists_every_token_once_in_ord_order() {
    let all: Vec<ExtendedPiece> = ExtendedPiece::all().collect();
    assert_eq!(all.len(), SPEC_COUNT);
    assert_eq!(ExtendedPiece::all().len(), SPEC_COUNT);
    assert_eq!(ExtendedPiece::COUNT, SPEC_COUNT);
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(
        ExtendedPiece::all().rev().collect::<Vec<_>>(),
        all.iter().rev().copied().collect::<Vec<_>>()
    );
    let pieces: Vec<Piece> = Piece::all().collect();
    for (rank, token) in all.iter().enumerate() {
        assert_eq!(
            (token.piece(), token.is_derived()),
            (pieces[rank / 2], rank % 2 == 1)
        );
    }
}

#[test]
fn as_str_and_encode_give_back_the_parsed_text() {
    for token in ExtendedPiece::all() {
        let text = token.as_str();
        assert_eq!(ExtendedPiece::parse(text), Ok(token));
        assert_eq!(token.to_string(), text);
        assert_eq!(format!("{token:?}"), format!("ExtendedPiece({text:?})"));
        assert_eq!(token.encoded_len(), text.len());
        let mut buf = [0; ExtendedPiece::MAX_LEN];
        assert_eq!(token.encode(&mut buf), text);
    }
}

#[test]
fn try_prefix_is_parse_prefix_without_the_error() {
    for bytes in byte_strings(ALPHABET, 5) {
        let read = ExtendedPiece::try_prefix(&bytes);
        assert_eq!(read, ExtendedPiece::parse_prefix(&bytes).ok(), "{bytes:?}");
        if let Some((token, used)) = read {
            assert_eq!(&bytes[..used], token.as_str().as_bytes(), "{bytes:?}");
        }
    }
}

#[test]
fn the_piece_queries_are_the_pin_parts() {
    for token in ExtendedPiece::all() {
        let piece = token.piece();
        assert_eq!(
            (
                token.letter(),
                token.side(),
                token.state(),
                token.is_terminal()
            ),
            (
                piece.letter(),
                piece.side(),
                piece.state(),
                piece.is_terminal()
            )
        );
        assert_eq!(
            [
                token.is_first(),
                token.is_second(),
                token.is_normal(),
                token.is_enhanced(),
                token.is_diminished()
            ],
            [
                piece.is_first(),
                piece.is_second(),
                piece.is_normal(),
                piece.is_enhanced(),
                piece.is_diminished()
            ]
        );
    }
}
