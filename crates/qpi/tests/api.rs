//! The aligned token API of `QualifiedPiece`: `all()`, `encode`, `try_prefix` against `parse_prefix`, and
//! the piece queries forwarded to the PIN part.

use tabula_qpi::{Piece, QualifiedPiece, Style};
use tabula_testkit::byte_strings;

/// QPI: the 52 SIN tokens × the 312 PIN tokens (QPI, <https://sashite.dev/specs/qpi/1.0.0/>, "Syntax").
const SPEC_COUNT: usize = 26 * 2 * (26 * 2 * 3 * 2);

/// The bytes that matter to the grammar, and a few that do not.
const ALPHABET: &[u8] = b"+-^':Cc1 /";

#[test]
fn all_lists_every_token_once_in_ord_order() {
    let all: Vec<QualifiedPiece> = QualifiedPiece::all().collect();
    assert_eq!(all.len(), SPEC_COUNT);
    assert_eq!(QualifiedPiece::all().len(), SPEC_COUNT);
    assert_eq!(QualifiedPiece::COUNT, SPEC_COUNT);
    assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(QualifiedPiece::all().next_back(), all.last().copied());
    let expected = Style::all()
        .flat_map(|style| Piece::all().map(move |piece| QualifiedPiece::new(style, piece)));
    assert!(all.iter().copied().eq(expected));
}

#[test]
fn encode_gives_back_the_parsed_text() {
    for piece in QualifiedPiece::all() {
        let mut buf = [0; QualifiedPiece::MAX_LEN];
        let text = piece.encode(&mut buf);
        assert_eq!(QualifiedPiece::parse(text), Ok(piece));
        assert_eq!(piece.to_string(), text);
    }
}

#[test]
fn try_prefix_is_parse_prefix_without_the_error() {
    for bytes in byte_strings(ALPHABET, 5) {
        let read = QualifiedPiece::try_prefix(&bytes);
        assert_eq!(read, QualifiedPiece::parse_prefix(&bytes).ok(), "{bytes:?}");
        if let Some((piece, used)) = read {
            assert_eq!(bytes[..used], *piece.to_string().as_bytes(), "{bytes:?}");
        }
    }
    // Every token, followed by a byte that could extend it and by one that could not.
    for piece in QualifiedPiece::all() {
        for next in [b'^', b'\'', b':', b'K'] {
            let mut bytes = piece.to_string().into_bytes();
            let len = bytes.len();
            bytes.push(next);
            let read = QualifiedPiece::try_prefix(&bytes);
            assert_eq!(read, QualifiedPiece::parse_prefix(&bytes).ok(), "{bytes:?}");
            if next != b'^' || piece.is_terminal() {
                assert_eq!(read, Some((piece, len)), "{bytes:?}");
            }
        }
    }
}

#[test]
fn the_piece_queries_are_the_pin_parts() {
    for token in QualifiedPiece::all() {
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
