//! Applying moves to positions, the rule hook, and the move between two positions.

use proptest::prelude::*;
use tabula_feen::{ExtendedPosition, Position};
use tabula_pmn::{
    Error, ExtendedPiece, Implicit, Move, NoRules, Part, Qi, RuleHook, Side, apply, apply_with,
    diff,
};

const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

/// A FEEN position as written (the one place these tests read FEEN into that model).
fn written(feen: &str) -> ExtendedPosition {
    tabula_feen::parse_extended(feen).unwrap()
}

fn typed(feen: &str) -> Position {
    feen.parse::<tabula_feen::Position>().unwrap()
}

fn pc(s: &str) -> ExtendedPiece {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// The squares that differ, with their new contents.
fn changes<P: Copy + PartialEq, S>(a: &Qi<P, S>, b: &Qi<P, S>) -> Vec<(usize, Option<P>)> {
    a.board()
        .iter()
        .zip(b.board())
        .enumerate()
        .filter(|(_, (x, y))| x != y)
        .map(|(i, (_, y))| (i, *y))
        .collect()
}

#[test]
fn worked_example_e2_e4_keeps_the_marker() {
    let start = written(CHESS);
    let after = apply(&start, &mv("e2-e4")).unwrap();
    assert_eq!(changes(&start, &after), [(36, Some(pc("+P"))), (52, None)]);
    assert_eq!(after.turn(), Side::Second);
}

#[test]
fn worked_example_g1_f3() {
    let start = written(CHESS);
    let after = apply(&start, &mv("g1-f3")).unwrap();
    assert_eq!(changes(&start, &after), [(45, Some(pc("N"))), (62, None)]);
}

#[test]
fn worked_example_e4_takes_d5() {
    let before = written("rnbqk^bnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQK^BNR / C/c");
    let after = apply(&before, &mv("e4+d5")).unwrap();
    assert_eq!(changes(&before, &after), [(27, Some(pc("P"))), (36, None)]);
    assert_eq!(after.hand_count(Side::First, &pc("p")), 1);
    assert_eq!(after.second_hand().len(), 0);
}

#[test]
fn worked_example_promotion() {
    let before = written("8/4P3/8/8/8/8/8/8 / C/c");
    let after = apply(&before, &mv("e7-e8=Q")).unwrap();
    assert_eq!(changes(&before, &after), [(4, Some(pc("Q"))), (12, None)]);
}

/// Chess castling and en passant, just enough for the worked examples.
struct Chess;

impl RuleHook<ExtendedPiece, tabula_feen::Style> for Chess {
    fn special(
        &self,
        position: &ExtendedPosition,
        from: usize,
        to: usize,
    ) -> Option<Implicit<ExtendedPiece>> {
        match (from, to) {
            (60, 62) => {
                let rook = *position.piece_at(63)?;
                Some(Implicit {
                    board: vec![(63, None), (61, Some(rook))],
                    captured: None,
                })
            }
            (28, 21) => {
                let victim = *position.piece_at(29)?;
                Some(Implicit {
                    board: vec![(29, None)],
                    captured: Some(victim),
                })
            }
            _ => None,
        }
    }

    fn infer_drop(&self, position: &ExtendedPosition, _to: usize) -> Option<ExtendedPiece> {
        let mut hand = position.hand(position.turn());
        match (hand.next(), hand.next()) {
            (Some((piece, _)), None) => Some(*piece),
            _ => None,
        }
    }
}

#[test]
fn worked_example_castling_with_a_rule_hook() {
    let before = written("8/8/8/8/8/8/8/4K^2-R / C/c");
    let after = apply_with(&before, &mv("e1~g1"), &Chess).unwrap();
    assert_eq!(
        changes(&before, &after),
        [
            (60, None),
            (61, Some(pc("-R"))),
            (62, Some(pc("K^"))),
            (63, None)
        ]
    );
    assert_eq!(
        apply(&before, &mv("e1~g1")),
        Err(Error::ImplicitEffectsUnknown {
            from: "e1".parse().unwrap(),
            to: "g1".parse().unwrap()
        })
    );
}

#[test]
fn worked_example_en_passant_with_a_rule_hook() {
    let before = written("8/8/8/4Pp2/8/8/8/8 / C/c");
    let after = apply_with(&before, &mv("e5~f6"), &Chess).unwrap();
    assert_eq!(
        changes(&before, &after),
        [(21, Some(pc("P"))), (28, None), (29, None)]
    );
    assert_eq!(after.hand_count(Side::First, &pc("p")), 1);
    // A captured suffix renames the victim; naming it unchanged is a no-op suffix.
    let renamed = apply_with(&before, &mv("e5~f6/P"), &Chess).unwrap();
    assert_eq!(renamed.hand_count(Side::First, &pc("P")), 1);
    assert!(matches!(
        apply_with(&before, &mv("e5~f6/p"), &Chess),
        Err(Error::NoOpSuffix {
            part: Part::Captured,
            ..
        })
    ));
    // Castling captures nothing: a captured suffix there is refused.
    let castle = written("8/8/8/8/8/8/8/4K^2-R / C/c");
    assert!(matches!(
        apply_with(&castle, &mv("e1~g1/p"), &Chess),
        Err(Error::NothingCaptured { .. })
    ));
}

#[test]
fn worked_example_shogi_drop_and_capture() {
    let before = written("9/9/9/9/9/9/9/9/9 P/ S/s");
    let after = apply(&before, &mv("P*e5")).unwrap();
    assert_eq!(changes(&before, &after), [(40, Some(pc("P")))]);
    assert_eq!(after.first_hand().len(), 0);

    let before = written("9/9/9/9/9/9/9/2S6/1b7 / S/s");
    let after = apply(&before, &mv("c2+b1/B")).unwrap();
    assert_eq!(changes(&before, &after), [(65, None), (73, Some(pc("S")))]);
    assert_eq!(after.hand_count(Side::First, &pc("B")), 1);
}

#[test]
fn a_rule_hook_infers_the_dropped_piece() {
    let before = written("8/8/8/8/8/8/8/8 P/ C/c");
    assert_eq!(
        apply(&before, &mv("*e5")),
        Err(Error::PieceNotInferable {
            square: "e5".parse().unwrap()
        })
    );
    let after = apply_with(&before, &mv("*e5"), &Chess).unwrap();
    assert_eq!(after.piece_at(28), Some(&pc("P")));
    let two = written("8/8/8/8/8/8/8/8 PR/ C/c");
    assert!(matches!(
        apply_with(&two, &mv("*e5"), &Chess),
        Err(Error::PieceNotInferable { .. })
    ));
}

/// A hook whose effects do not fit the board.
struct Broken;

impl RuleHook<ExtendedPiece, tabula_feen::Style> for Broken {
    fn special(&self, _: &ExtendedPosition, _: usize, _: usize) -> Option<Implicit<ExtendedPiece>> {
        Some(Implicit {
            board: vec![(64, None)],
            captured: None,
        })
    }

    fn infer_drop(&self, _: &ExtendedPosition, _: usize) -> Option<ExtendedPiece> {
        Some(pc("Q"))
    }
}

#[test]
fn a_refused_move_leaves_the_position_as_it_was() {
    let before = written("8/8/8/8/8/8/8/4K3 Q/ C/c");
    let copy = before.clone();
    let e = apply_with(&before, &mv("e1~e2"), &Broken).unwrap_err();
    assert_eq!(e.code(), "position");
    assert_eq!(before, copy);
    let empty = written("8/8/8/8/8/8/8/4K3 / C/c");
    assert_eq!(
        apply_with(&empty, &mv(".e1"), &Broken),
        Err(Error::NotInHand {
            side: Side::First,
            piece: pc("Q")
        })
    );
}

#[test]
fn typed_positions_resolve_derived_tokens_through_the_styles() {
    // The first player (chess) holds a shogi pawn it captured: P' in C/s is the QPI s:P.
    let before = typed("8/8/8/8/8/8/8/8 P'/ C/s");
    let after = apply(&before, &mv("P'*a1")).unwrap();
    assert_eq!(after.piece_at(56).unwrap().to_string(), "s:P");
    assert_eq!(
        apply(&before, &mv("P*a1")),
        Err(Error::NotInHand {
            side: Side::First,
            piece: pc("P")
        })
    );
    // A captured suffix with ': the chess player keeps the shogi pawn as its own derived piece.
    let before = typed("8/8/8/8/8/5p2/8/3Q4 / C/s");
    let after = apply(&before, &mv("d1+f3/P'")).unwrap();
    assert_eq!(
        after.first_hand().next().map(|(p, n)| (p.to_string(), n)),
        Some(("s:P".into(), 1))
    );
    assert_eq!(diff(&before, &after), Ok(mv("d1+f3/P'")));
}

#[test]
fn position_errors_name_the_square() {
    let board = written("8/8/8/8/8/8/8/8 / C/c");
    let cases = [
        ("i9-i8", "off-board", Some(Part::Source)),
        ("a1-i8", "off-board", Some(Part::Destination)),
        ("e2-e4", "empty-square", Some(Part::Source)),
        ("+d4", "empty-square", Some(Part::Square)),
        ("e4=Q", "empty-square", Some(Part::Square)),
        ("L.b4", "empty-square", Some(Part::Destination)),
        ("P*e5", "not-in-hand", Some(Part::DropPiece)),
    ];
    for (text, code, part) in cases {
        let e = apply(&board, &mv(text)).unwrap_err();
        assert_eq!((e.code(), e.part()), (code, part), "{text}: {e}");
    }
}

#[test]
fn a_hand_built_same_square_move_is_refused() {
    let board = written("8/8/8/8/8/8/4P3/8 / C/c");
    let e2 = "e2".parse().unwrap();
    let same = Move::Quiet {
        from: e2,
        to: e2,
        actor: None,
    };
    assert_eq!(same.to_string(), "e2-e2");
    assert_eq!(apply(&board, &same), Err(Error::SameSquare { offset: 3 }));
}

#[test]
fn diff_explains_why_no_move_leads_there() {
    let a = typed("8/8/8/8/8/8/4P3/8 / C/c");
    let reason = |b: &Position| match diff(&a, b) {
        Err(Error::NoMove { reason }) => reason,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3/8 / C/c")),
        "the turn does not pass"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3 / c/C")),
        "the boards have different shapes"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3/8 / s/C")),
        "the players' styles differ"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3/8 /p c/C")),
        "the waiting player's hand changes"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3/8 p/ c/C")),
        "only the active player's hand changes"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3/8 2p/ c/C")),
        "the active player's hand changes by more than one piece each way"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/8/8 / c/C")),
        "one square changes, but not as any form with these hand changes"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/8/PPP5 / c/C")),
        "more than two squares change"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/4P3/3P1P2 / c/C")),
        "two squares change, but not as one piece moving"
    );
    assert_eq!(
        reason(&typed("8/8/8/8/8/8/8/4P3 3p/ c/C")),
        "the active player's hand changes by more than one piece each way"
    );
    let two = typed("8/8/8/8/8/8/4P3/4p3 / C/c");
    assert_eq!(
        diff(&two, &typed("8/8/8/8/8/8/8/4P3 / c/C")),
        Err(Error::NoMove {
            reason: "a piece moves, but the hand does not change as a capture"
        })
    );
}

#[test]
fn diff_refuses_a_piece_no_token_names() {
    let a = typed("8/8/8/8/8/8/4P3/8 / C/c");
    let alien: tabula_feen::QualifiedPiece = "S:P".parse().unwrap();
    let mut b = a.as_qi().clone();
    b.board_diff([(52, None), (36, Some(alien))]).unwrap();
    b.toggle();
    assert_eq!(
        diff(&a, &b),
        Err(Error::NotEncodable {
            square: Some("e4".parse().unwrap())
        })
    );
}

#[test]
fn diff_finds_every_form_but_special() {
    let cases = [
        ("8/8/8/8/8/8/8/8 / C/c", "..."),
        ("8/8/8/8/8/8/4P3/8 / C/c", "e2-e4"),
        ("8/4P3/8/8/8/8/8/8 / C/c", "e7-e8=Q"),
        ("n7/1P6/8/8/8/8/8/8 / C/c", "b7+a8=Q/r"),
        ("8/8/8/8/3p4/8/8/8 / C/c", "+d4"),
        ("8/8/8/8/3P4/8/8/8 / C/c", "+d4/p"),
        ("9/9/9/9/9/9/9/9/9 S/ S/s", "S*c3=+S"),
        ("9/9/9/9/9/1p7/9/9/9 L/ S/s", "L.b4/P"),
        ("9/9/9/9/9/1p7/9/9/9 L/ S/s", "L.b4"),
        ("8/8/8/8/4P3/8/8/8 / C/c", "e4=+P"),
        ("8/8/8/8/8/8/8/8 /-p c/C", "-p*e5"),
    ];
    for (feen, text) in cases {
        let before = typed(feen);
        let after = apply(&before, &mv(text)).unwrap();
        assert_eq!(diff(&before, &after), Ok(mv(text)), "{feen} {text}");
        let (w, wa) = (written(feen), apply(&written(feen), &mv(text)).unwrap());
        assert_eq!(diff(&w, &wa), Ok(mv(text)), "{feen} {text} as written");
    }
}

const PIECES: [&str; 6] = ["P", "p", "+P", "K^", "n'", "R"];

fn small_position() -> impl Strategy<Value = ExtendedPosition> {
    let square = prop::option::weighted(0.5, prop::sample::select(&PIECES[..]));
    let hand = prop::collection::vec((prop::sample::select(&PIECES[..]), 1..3usize), 0..3);
    (
        prop::collection::vec(square, 9),
        hand.clone(),
        hand,
        any::<bool>(),
    )
        .prop_filter_map(
            "at most one piece per square",
            |(board, first, second, turn)| {
                let board: Vec<_> = board
                    .into_iter()
                    .enumerate()
                    .map(|(i, p)| (i, p.map(pc)))
                    .collect();
                let hands = |h: Vec<(&str, usize)>| {
                    h.into_iter()
                        .map(|(p, n)| (pc(p), i64::try_from(n).unwrap()))
                        .collect::<Vec<_>>()
                };
                let mut position: ExtendedPosition =
                    Qi::new(&[3, 3], "C".parse().unwrap(), "c".parse().unwrap()).ok()?;
                position.board_diff(board).ok()?;
                position.hand_diff(Side::First, hands(first)).ok()?;
                position.hand_diff(Side::Second, hands(second)).ok()?;
                if turn {
                    position.toggle();
                }
                Some(position)
            },
        )
}

fn small_move() -> impl Strategy<Value = String> {
    let sq = prop::sample::select(vec!["a1", "b2", "c3", "a3", "c1", "b1"]);
    let p = prop::sample::select(&PIECES[..]);
    prop_oneof![
        Just("...".to_owned()),
        (sq.clone(), prop::sample::select(vec!["-", "+"]), sq.clone())
            .prop_map(|(a, o, b)| format!("{a}{o}{b}")),
        (
            sq.clone(),
            prop::sample::select(vec!["-", "+"]),
            sq.clone(),
            p.clone()
        )
            .prop_map(|(a, o, b, x)| format!("{a}{o}{b}={x}")),
        (sq.clone(), sq.clone(), p.clone()).prop_map(|(a, b, c)| format!("{a}+{b}/{c}")),
        sq.clone().prop_map(|a| format!("+{a}")),
        (p.clone(), prop::sample::select(vec!["*", "."]), sq.clone())
            .prop_map(|(x, o, a)| format!("{x}{o}{a}")),
        (p.clone(), sq.clone(), p.clone()).prop_map(|(x, a, c)| format!("{x}.{a}/{c}")),
        (sq, p).prop_map(|(a, x)| format!("{a}={x}")),
    ]
}

fn total(position: &ExtendedPosition) -> usize {
    position.piece_count()
}

proptest! {
    #[test]
    fn apply_is_all_or_nothing_and_diff_reverses_it(a in small_position(), text in small_move()) {
        let Ok(m) = Move::parse(&text) else { return Ok(()) };
        let copy = a.clone();
        match apply(&a, &m) {
            Ok(b) => {
                prop_assert_eq!(total(&a), total(&b));
                prop_assert_eq!(b.turn(), a.turn().flip());
                let d = diff(&a, &b).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
                let again = apply(&a, &d);
                prop_assert_eq!(again.as_ref(), Ok(&b), "{} gave {}", text, d);
            }
            Err(e) => {
                prop_assert_eq!(&a, &copy);
                prop_assert!(e.offset().is_none(), "{}: {}", text, e);
            }
        }
    }
}

#[test]
fn no_rules_is_the_default_hook() {
    let board = written("8/8/8/8/8/8/8/8 P/ C/c");
    assert_eq!(
        apply_with(&board, &mv("*a1"), &NoRules),
        apply(&board, &mv("*a1"))
    );
}

/// A rule system without hands: every capture leaves the game.
struct NoHands;

impl RuleHook<ExtendedPiece, tabula_feen::Style> for NoHands {
    fn special(&self, _: &ExtendedPosition, _: usize, _: usize) -> Option<Implicit<ExtendedPiece>> {
        // An en-passant-like effect on this test's board: the piece on a1 (56) is taken.
        Some(Implicit {
            board: vec![(56, None)],
            captured: Some("p".parse().unwrap()),
        })
    }

    fn captures_to_hand(&self) -> bool {
        false
    }
}

#[test]
fn captures_leave_the_game_when_the_hook_says_so() {
    let before = written("n7/8/8/8/8/8/8/pR2k3 B/ C/c");
    for text in ["b1+a8", "+a8", "B.a8", "b1~c1", "b1+a8/N", "+a1/P"] {
        let with_hand = apply_with(&before, &mv(text), &NoRules);
        let without = apply_with(&before, &mv(text), &NoHands).unwrap();
        // The hands are those of the position before, less the dropped piece.
        let expected = usize::from(!text.starts_with('B'));
        assert_eq!(
            without.hand_count(Side::First, &pc("B")),
            expected,
            "{text}"
        );
        assert_eq!(without.hand_count(Side::First, &pc("n")), 0, "{text}");
        assert_eq!(without.hand_count(Side::First, &pc("N")), 0, "{text}");
        assert_eq!(without.hand_count(Side::First, &pc("p")), 0, "{text}");
        assert_eq!(without.hand_count(Side::First, &pc("P")), 0, "{text}");
        // The board is what the default hook gives (where it knows the move).
        if let Ok(with_hand) = with_hand {
            assert_eq!(with_hand.board(), without.board(), "{text}");
        }
    }
    // A no-op `/C` suffix is still refused.
    assert!(matches!(
        apply_with(&before, &mv("b1+a8/n"), &NoHands),
        Err(Error::NoOpSuffix {
            part: Part::Captured,
            ..
        })
    ));
    assert!(<NoRules as RuleHook<ExtendedPiece, char>>::captures_to_hand(&NoRules));
}
