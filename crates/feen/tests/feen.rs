//! Integration tests: round trips, emit errors, bounds, messages. The digest's examples and the rest of
//! `fixtures/feen/1.0.0/` run in the conformance suite (`cargo test -p tabula-conformance`).

use std::fmt::Write as _;

use proptest::prelude::*;

use tabula_feen::{
    Error, ExtendedPiece, ExtendedPosition, Field, Position, Qi, QualifiedPiece, Side, Style,
};

#[test]
fn largest_board_is_accepted_and_round_trips() {
    let text = format!("{} / C/c", vec!["255"; 255].join("/"));
    let position = tabula_feen::parse(&text).unwrap();
    assert_eq!(position.shape(), &[255, 255]);
    assert_eq!(tabula_feen::emit(&position).unwrap(), text);
}

#[test]
fn ten_megabytes_are_rejected_by_the_length_bound() {
    let huge = "1".repeat(10 << 20);
    assert_eq!(
        tabula_feen::validate(&huge),
        Err(Error::TooLong { len: 10 << 20 })
    );
}

#[test]
fn pieces_resolve_to_their_styles() {
    // feen.md §8: chess (first, C) against shogi (second, s).
    let position = tabula_feen::parse("K^p'/P'k^ / C/s").unwrap();
    let board: Vec<String> = position
        .board()
        .iter()
        .map(|s| s.unwrap().to_string())
        .collect();
    assert_eq!(board, ["C:K^", "C:p", "s:P", "s:k^"]);
    // Same-style match: `p` and `p'` stay distinct.
    let position = tabula_feen::parse("pp' / C/c").unwrap();
    let board: Vec<String> = position
        .board()
        .iter()
        .map(|s| s.unwrap().to_string())
        .collect();
    assert_eq!(board, ["c:p", "C:p"]);
    assert_eq!(tabula_feen::emit(&position).unwrap(), "pp' / C/c");
}

fn styles() -> (Style, Style) {
    (Style::parse("C").unwrap(), Style::parse("c").unwrap())
}

#[test]
fn emit_refuses_what_feen_cannot_spell() {
    let (chess, chess2) = styles();
    let unspellable = Position::new(&[1, 8], chess, chess2).unwrap();
    assert_eq!(
        tabula_feen::emit(&unspellable).unwrap_err().code(),
        "shape-not-representable"
    );
    let three_d = Position::new(&[2, 1, 3], chess, chess2).unwrap();
    assert_eq!(
        tabula_feen::emit(&three_d).unwrap_err().code(),
        "shape-not-representable"
    );

    let same_case = Position::new(&[2], chess, chess).unwrap();
    assert_eq!(
        tabula_feen::emit(&same_case).unwrap_err(),
        Error::StyleSideMismatch {
            side: Side::Second,
            style: chess
        }
    );
    let swapped = Position::new(&[2], chess2, chess).unwrap();
    assert_eq!(
        tabula_feen::emit(&swapped).unwrap_err().code(),
        "style-side-mismatch"
    );

    let foreign = QualifiedPiece::parse("M:p").unwrap();
    let position = Position::new(&[2], chess, chess2)
        .unwrap()
        .board_diff([(0, Some(foreign))])
        .unwrap();
    let error = tabula_feen::emit(&position).unwrap_err();
    assert_eq!(
        (error.code(), error.field()),
        ("foreign-style", Field::Placement)
    );

    let king = ExtendedPiece::parse("+K^'").unwrap();
    let crowded = ExtendedPosition::new(&[255, 255], chess, chess2)
        .unwrap()
        .board_diff((0..2000).map(|i| (i * 2, Some(king))))
        .unwrap();
    assert_eq!(
        tabula_feen::emit_extended(&crowded),
        Err(Error::OutputTooLong)
    );
}

/// The messages of the errors only writing can raise, as text: the shape shows its real dimensions only.
#[test]
fn every_emit_error_message_is_stable() {
    let (chess, chess2) = styles();
    let king = ExtendedPiece::parse("+K^'").unwrap();
    let foreign = QualifiedPiece::parse("M:p").unwrap();
    let errors = [
        tabula_feen::emit(&Position::new(&[1, 8], chess, chess2).unwrap()),
        tabula_feen::emit(&Position::new(&[2, 1, 3], chess, chess2).unwrap()),
        tabula_feen::emit(&Position::new(&[2], chess, chess).unwrap()),
        tabula_feen::emit(&Position::new(&[2], chess2, chess).unwrap()),
        tabula_feen::emit(
            &Position::new(&[2], chess, chess2)
                .unwrap()
                .board_diff([(0, Some(foreign))])
                .unwrap(),
        ),
        tabula_feen::emit_extended(
            &ExtendedPosition::new(&[255, 255], chess, chess2)
                .unwrap()
                .board_diff((0..2000).map(|i| (i * 2, Some(king))))
                .unwrap(),
        ),
    ];
    let mut report = String::new();
    for error in errors {
        let e = error.unwrap_err();
        writeln!(report, "{} [{}]: {e}", e.field(), e.code()).unwrap();
    }
    assert!(report.contains("shape [1, 8] has"), "{report}");
    insta::assert_snapshot!(report);
}

#[test]
fn emit_orders_and_aggregates_hands() {
    let (chess, chess2) = styles();
    let token = |t: &str| ExtendedPiece::parse(t).unwrap();
    let position = ExtendedPosition::new(&[20], chess, chess2)
        .unwrap()
        .first_hand_diff([
            (token("k"), 1),
            (token("K^'"), 1),
            (token("K"), 1),
            (token("+K"), 1),
            (token("B"), 3),
            (token("K'"), 1),
            (token("-K"), 1),
            (token("P"), 3),
            (token("K^"), 1),
            (token("b"), 3),
        ])
        .unwrap()
        .toggle();
    assert_eq!(
        tabula_feen::emit_extended(&position).unwrap(),
        "20 3B3b3P-K+KKK'K^K^'k/ c/C"
    );
}

#[test]
fn every_error_message_is_stable() {
    let inputs = [
        "8/8 /",
        "8 / W/\u{e9}",
        " / C/c",
        "/8 / C/c",
        "8/ / C/c",
        "08 / C/c",
        "0 / C/c",
        "+ / C/c",
        "k$k / C/c",
        "256 / C/c",
        "a///b / C/c",
        "a//b/c / C/c",
        "8 P C/c",
        "8 1P/ C/c",
        "8 PP/ C/c",
        "8 QP/ C/c",
        "8 / C",
        "8 / CC/c",
        "8 / C/C",
        "K^ K/ J/j",
    ];
    let mut report = String::new();
    for input in inputs {
        let e = tabula_feen::validate(input).unwrap_err();
        writeln!(
            report,
            "{input:?} -> {} [{}] @{:?}: {e}",
            e.field(),
            e.code(),
            e.offset()
        )
        .unwrap();
    }
    let irregular = tabula_feen::parse("rkr/pp/PPPP / C/c").unwrap_err();
    writeln!(report, "irregular -> [{}]: {irregular}", irregular.code()).unwrap();
    insta::assert_snapshot!(report);
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        if let Err(e) = tabula_feen::validate_bytes(&bytes) {
            if let Some(offset) = e.offset() {
                prop_assert!(offset <= bytes.len());
            }
        }
    }

    #[test]
    fn feen_like_strings_round_trip(text in "[1-9KkPp'+^/]{1,12} [2KPp]{0,3}/[2kp]{0,3} [Cc]/[Cc]") {
        if let Ok(position) = tabula_feen::parse(&text) {
            let emitted = tabula_feen::emit(&position).unwrap();
            prop_assert_eq!(&emitted, &text);
        }
    }

    #[test]
    fn emit_then_parse_is_identity(
        squares in proptest::collection::vec(proptest::option::of(0usize..624), 1..30),
        hand in proptest::collection::vec((0usize..624, 1i64..3), 0..4),
        second in any::<bool>(),
    ) {
        let (first_style, second_style) = (Style::parse("S").unwrap(), Style::parse("m").unwrap());
        let token = |i: usize| ExtendedPiece::all().nth(i).unwrap();
        let size = squares.len();
        let Ok(position) = ExtendedPosition::new(&[size], first_style, second_style)
            .unwrap()
            .board_diff(squares.iter().enumerate().map(|(i, s)| (i, s.map(token))))
            .and_then(|p| p.first_hand_diff(hand.iter().map(|&(i, n)| (token(i), n))))
        else {
            return Ok(());
        };
        let position = if second { position.toggle() } else { position };
        let text = tabula_feen::emit_extended(&position).unwrap();
        prop_assert_eq!(tabula_feen::parse_extended(&text).unwrap(), position.clone());
        let typed = tabula_feen::parse(&text).unwrap();
        prop_assert_eq!(tabula_feen::emit(&typed).unwrap(), text);
    }
}

#[test]
fn a_token_cut_short_by_the_end_of_its_field_is_missing_its_letter() {
    // The placement field ends at the space: the token error is about the field's bytes only (a missing
    // letter, not the space after the field), by every entry point.
    let missing = tabula_epin::Error::Pin(tabula_epin::pin::Error::MissingLetter { offset: 1 });
    for (input, offset) in [("+ / C/c", 1), ("K- / C/c", 2)] {
        let expected = Error::InvalidPieceToken {
            field: Field::Placement,
            offset,
            source: missing,
        };
        assert_eq!(tabula_feen::validate(input), Err(expected), "{input:?}");
        assert_eq!(
            tabula_feen::parse(input).unwrap_err(),
            expected,
            "{input:?}"
        );
    }
}

#[test]
fn boards_around_the_parse_stack_bound_parse_alike() {
    // `parse` keeps up to 256 squares on the stack during its one pass and reads larger boards a second
    // time: both ways give what the view builds, and re-emit byte for byte.
    for text in [
        "K253k / C/c".to_owned(),
        "K127/127k / C/c".to_owned(),
        "K127/127k/K127 / C/c".to_owned(),
        format!("{}/K14k' 2P/p' C/s", vec!["+P15"; 16].join("/")),
        format!("{}/K15k' 2P/p' C/s", vec!["+P16"; 16].join("/")),
    ] {
        let view = tabula_feen::Feen::parse(&text).unwrap();
        let position = tabula_feen::parse(&text).unwrap();
        assert_eq!(position, view.to_position().unwrap(), "{text}");
        assert_eq!(
            tabula_feen::parse_extended(&text).unwrap(),
            view.to_extended_position().unwrap(),
            "{text}"
        );
        assert_eq!(tabula_feen::emit(&position).unwrap(), text);
    }
}

#[test]
fn qi_alias_is_usable() {
    let position: Qi<QualifiedPiece, Style> = tabula_feen::parse("1 / C/c").unwrap();
    assert_eq!(position.square_count(), 1);
}
