//! The errors of a refused move, as the doors print them.

use tabula_game::{ErrorCode, GameKind, MoveError, Notation};

type Error = MoveError<core::convert::Infallible>;

#[test]
fn another_notation_is_named_with_the_ones_the_game_reads() {
    let error: Error = MoveError::OtherNotation {
        text: "炮二平五".to_owned(),
        looks_like: "Chinese xiangqi notation",
        game: GameKind::Xiangqi,
        reads: "pmn, ucci, uci, wxf".to_owned(),
    };
    assert_eq!(error.code(), "other-notation");
    assert_eq!(
        error.to_string(),
        "\"炮二平五\" looks like Chinese xiangqi notation, which Tabula does not read yet; write this xiangqi move in pmn, ucci, uci, wxf"
    );
    assert_eq!(error.offset(), None);
}

#[test]
fn a_syntax_error_says_its_byte_offset_once() {
    let syntax = |message: &str| -> String {
        let error: Error = MoveError::Syntax {
            notation: Notation::Usi,
            text: "7g7j".to_owned(),
            offset: 3,
            code: "usi-rank",
            message: message.to_owned(),
            hint: None,
        };
        error.to_string()
    };
    assert_eq!(
        syntax("expected a rank letter a-i at byte 3"),
        "\"7g7j\" is not a USI move: expected a rank letter a-i at byte 3"
    );
    assert_eq!(
        syntax("expected a rank letter a-i"),
        "\"7g7j\" is not a USI move: expected a rank letter a-i (byte 3)"
    );
}
