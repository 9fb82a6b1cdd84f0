//! Integration tests: round trips, emit errors, bounds, messages. The digest's examples and the rest of
//! `fixtures/feen/1.0.0/` run in the conformance suite (`cargo test -p tabula-conformance`).

use std::fmt::Write as _;

use proptest::prelude::*;

use tabula_feen::{Error, ExtendedPiece, Field, Qi, QualifiedPiece, Side, Style};

/// Reads FEEN into the typed position (`str::parse`).
fn parse(text: &str) -> Result<tabula_feen::Position, tabula_feen::Error> {
    text.parse()
}

/// Writes a `Qi` as FEEN through `Position` (`TryFrom<Qi>` then `Display`).
#[allow(dead_code)]
fn emit(
    qi: &tabula_feen::Qi<tabula_feen::QualifiedPiece, tabula_feen::Style>,
) -> Result<String, tabula_feen::EmitError> {
    tabula_feen::Position::try_from(qi.clone()).map(|position| position.to_string())
}

/// `qi` after a board diff.
#[allow(dead_code)]
fn with_board<P: Ord + Clone, S>(
    mut qi: tabula_feen::Qi<P, S>,
    changes: impl IntoIterator<Item = (usize, Option<P>)>,
) -> tabula_feen::Qi<P, S> {
    qi.board_diff(changes).unwrap();
    qi
}

#[test]
fn largest_board_is_accepted_and_round_trips() {
    let text = format!("{} / C/c", vec!["255"; 255].join("/"));
    let position = parse(&text).unwrap();
    assert_eq!(position.shape(), &[255, 255]);
    assert_eq!(emit(&position).unwrap(), text);
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
    // FEEN's style rule: chess (first, C) against shogi (second, s).
    let position = parse("K^p'/P'k^ / C/s").unwrap();
    let board: Vec<String> = position
        .board()
        .iter()
        .map(|s| s.unwrap().to_string())
        .collect();
    assert_eq!(board, ["C:K^", "C:p", "s:P", "s:k^"]);
    // Same-style match: `p` and `p'` stay distinct.
    let position = parse("pp' / C/c").unwrap();
    let board: Vec<String> = position
        .board()
        .iter()
        .map(|s| s.unwrap().to_string())
        .collect();
    assert_eq!(board, ["c:p", "C:p"]);
    assert_eq!(emit(&position).unwrap(), "pp' / C/c");
}

fn styles() -> (Style, Style) {
    (Style::parse("C").unwrap(), Style::parse("c").unwrap())
}

#[test]
fn emit_refuses_what_feen_cannot_spell() {
    let (chess, chess2) = styles();
    let unspellable = Qi::new(&[1, 8], chess, chess2).unwrap();
    assert_eq!(
        emit(&unspellable).unwrap_err().code(),
        "shape-not-representable"
    );
    let three_d = Qi::new(&[2, 1, 3], chess, chess2).unwrap();
    assert_eq!(
        emit(&three_d).unwrap_err().code(),
        "shape-not-representable"
    );

    let same_case = Qi::new(&[2], chess, chess).unwrap();
    assert_eq!(
        emit(&same_case).unwrap_err(),
        tabula_feen::EmitError::StyleSideMismatch {
            side: Side::Second,
            style: chess
        }
    );
    let swapped = Qi::new(&[2], chess2, chess).unwrap();
    assert_eq!(emit(&swapped).unwrap_err().code(), "style-side-mismatch");

    let foreign = QualifiedPiece::parse("M:p").unwrap();
    let position = with_board(Qi::new(&[2], chess, chess2).unwrap(), [(0, Some(foreign))]);
    let error = emit(&position).unwrap_err();
    assert_eq!(error.code(), "foreign-style");

    let king = ExtendedPiece::parse("+K^'").unwrap();
    let crowded = with_board(
        Qi::new(&[255, 255], chess, chess2).unwrap(),
        (0..2000).map(|i| (i * 2, Some(king))),
    );
    assert_eq!(
        tabula_feen::emit_extended(&crowded),
        Err(tabula_feen::EmitError::OutputTooLong)
    );
}

/// The messages of the errors only writing can raise, as text: the shape shows its real dimensions only.
#[test]
fn every_emit_error_message_is_stable() {
    let (chess, chess2) = styles();
    let king = ExtendedPiece::parse("+K^'").unwrap();
    let foreign = QualifiedPiece::parse("M:p").unwrap();
    let errors = [
        emit(&Qi::new(&[1, 8], chess, chess2).unwrap()),
        emit(&Qi::new(&[2, 1, 3], chess, chess2).unwrap()),
        emit(&Qi::new(&[2], chess, chess).unwrap()),
        emit(&Qi::new(&[2], chess2, chess).unwrap()),
        emit(&with_board(
            Qi::new(&[2], chess, chess2).unwrap(),
            [(0, Some(foreign))],
        )),
        tabula_feen::emit_extended(&with_board(
            Qi::new(&[255, 255], chess, chess2).unwrap(),
            (0..2000).map(|i| (i * 2, Some(king))),
        )),
    ];
    let mut report = String::new();
    for error in errors {
        let e = error.unwrap_err();
        writeln!(report, "[{}]: {e}", e.code()).unwrap();
    }
    assert!(report.contains("shape [1, 8] has"), "{report}");
    insta::assert_snapshot!(report);
}

#[test]
fn emit_orders_and_aggregates_hands() {
    let (chess, chess2) = styles();
    let token = |t: &str| ExtendedPiece::parse(t).unwrap();
    let mut position = Qi::new(&[20], chess, chess2).unwrap();
    position
        .hand_diff(
            Side::First,
            [
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
            ],
        )
        .unwrap();
    position.toggle();
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
    let irregular = parse("rkr/pp/PPPP / C/c").unwrap_err();
    writeln!(report, "irregular -> [{}]: {irregular}", irregular.code()).unwrap();
    insta::assert_snapshot!(report);
}

/// A FEEN string written the way FEEN writes it: a rectangular board of pieces (`[+-]?[KkPp]^?'?`) and
/// runs of empty squares merged into one count, hands of one kind each, a style for each side.
fn canonical_feen_like() -> impl Strategy<Value = String> {
    let piece = proptest::option::weighted(0.4, "[+-]?[KkPp]\\^?'?");
    (1usize..=9, 1usize..=5)
        .prop_flat_map(move |(width, height)| {
            (
                Just(width),
                proptest::collection::vec(piece.clone(), width * height),
                "|[KPp]|2[KPp]",
                "|[kpP]|2[kpP]",
                "[A-Z]/[a-z]|[a-z]/[A-Z]",
            )
        })
        .prop_map(|(width, squares, first, second, styles)| {
            let ranks: Vec<String> = squares
                .chunks(width)
                .map(|rank| {
                    let (mut text, mut empty) = (String::new(), 0);
                    for square in rank {
                        match square {
                            None => empty += 1,
                            Some(piece) => {
                                if empty > 0 {
                                    write!(text, "{empty}").unwrap();
                                    empty = 0;
                                }
                                text.push_str(piece);
                            }
                        }
                    }
                    if empty > 0 {
                        write!(text, "{empty}").unwrap();
                    }
                    text
                })
                .collect();
            format!("{} {first}/{second} {styles}", ranks.join("/"))
        })
}

/// FEEN-like strings, half of them random characters (most do not read: a count next to a count, a hand
/// out of order, two styles of one case…) and half written the canonical way: every one that reads is
/// written back byte for byte. The test counts the ones that read and requires a share of them, so that a
/// change that refused them all would not pass by checking nothing.
#[test]
fn feen_like_strings_round_trip() {
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        source_file: Some(file!()),
        ..ProptestConfig::default()
    });
    let cases = runner.config().cases;
    let (read, seen) = (std::cell::Cell::new(0u32), std::cell::Cell::new(0u32));
    let strings = prop_oneof![
        "[1-9KkPp'+^/]{1,12} [2KPp]{0,3}/[2kp]{0,3} [Cc]/[Cc]",
        canonical_feen_like(),
    ];
    runner
        .run(&strings, |text| {
            seen.set(seen.get() + 1);
            if let Ok(position) = parse(&text) {
                read.set(read.get() + 1);
                let emitted = emit(&position).unwrap();
                prop_assert_eq!(&emitted, &text);
            }
            Ok(())
        })
        .unwrap();
    println!(
        "{} of {} FEEN-like strings read and round-tripped",
        read.get(),
        seen.get()
    );
    assert!(seen.get() >= cases, "{} cases for {cases}", seen.get());
    assert!(
        read.get() * 4 >= cases,
        "only {} of {cases} strings read",
        read.get()
    );
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
    fn emit_then_parse_is_identity(
        squares in proptest::collection::vec(proptest::option::of(0usize..624), 1..30),
        hand in proptest::collection::vec((0usize..624, 1i64..3), 0..4),
        second in any::<bool>(),
    ) {
        let (first_style, second_style) = (Style::parse("S").unwrap(), Style::parse("m").unwrap());
        let token = |i: usize| ExtendedPiece::all().nth(i).unwrap();
        let size = squares.len();
        let mut position = Qi::new(&[size], first_style, second_style).unwrap();
        let edited = position
            .board_diff(squares.iter().enumerate().map(|(i, s)| (i, s.map(token))))
            .and_then(|()| position.hand_diff(Side::First, hand.iter().map(|&(i, n)| (token(i), n))));
        if edited.is_err() {
            return Ok(());
        }
        if second {
            position.toggle();
        }
        let text = tabula_feen::emit_extended(&position).unwrap();
        prop_assert_eq!(tabula_feen::parse_extended(&text).unwrap(), position.clone());
        let typed = parse(&text).unwrap();
        prop_assert_eq!(emit(&typed).unwrap(), text);
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
        assert_eq!(parse(input).unwrap_err(), expected, "{input:?}");
    }
}

#[test]
fn boards_of_every_size_parse_alike() {
    // The one-pass parse against the view's squares and hands, on small and large boards (the board is
    // sized at the first separator and grows past it): same squares, and the same string back.
    for text in [
        "K253k / C/c".to_owned(),
        "K127/127k / C/c".to_owned(),
        "K127/127k/K127 / C/c".to_owned(),
        format!("{}/K14k' 2P/p' C/s", vec!["+P15"; 16].join("/")),
        format!("{}/K15k' 2P/p' C/s", vec!["+P16"; 16].join("/")),
        format!("{} / C/c", vec!["2"; 200].join("/")),
    ] {
        let view = tabula_feen::Feen::parse(&text).unwrap();
        let extended = tabula_feen::parse_extended(&text).unwrap();
        assert!(
            extended.board().iter().copied().eq(view.squares()),
            "{text}"
        );
        for side in [Side::First, Side::Second] {
            let mut hand: Vec<_> = extended.hand(side).map(|(&p, n)| (p, n)).collect();
            let mut expected: Vec<_> = view.hand(side).collect();
            hand.sort_unstable();
            expected.sort_unstable();
            assert_eq!(hand, expected, "{text}");
        }
        let position = parse(&text).unwrap();
        assert_eq!(position.to_string(), text);
        assert_eq!(tabula_feen::emit_extended(&extended).unwrap(), text);
    }
}

#[test]
fn the_qi_is_reachable_three_ways() {
    let position = parse("1 / C/c").unwrap();
    assert_eq!(position.square_count(), 1);
    assert_eq!(position.as_qi().square_count(), 1);
    let qi: Qi<QualifiedPiece, Style> = position.into_qi();
    assert_eq!(qi.square_count(), 1);
}

#[test]
fn a_hand_count_too_large_for_any_integer_is_refused_with_an_honest_count() {
    let error = tabula_feen::validate("1 18446744073709551616P/ C/c").unwrap_err();
    assert_eq!(error.code(), "too-many-pieces");
    assert_eq!(
        error.to_string(),
        "at least 18446744073709551615 pieces (board and hands) for 1 square"
    );
}

#[test]
fn a_field_count_error_points_where_the_fields_first_go_wrong() {
    let offset = |s: &str| tabula_feen::validate(s).unwrap_err().offset();
    assert_eq!(offset(" 8 / C/c"), Some(0), "a leading space");
    assert_eq!(
        offset("8  / C/c"),
        Some(2),
        "the second space of a double space"
    );
    assert_eq!(
        offset("8 /  C/c"),
        Some(4),
        "the second space of a double space"
    );
    assert_eq!(offset("8 / C/c extra"), Some(7), "the first surplus space");
    assert_eq!(offset("8/8 /"), Some(5), "the end, when a space is missing");
}
