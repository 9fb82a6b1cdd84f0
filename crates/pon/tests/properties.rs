//! Property tests: FEEN → PON → FEEN identity, text and `Qi` round trips, no panic on any input.

use proptest::prelude::*;
use serde_json::Value;
use tabula_pon::{ExtendedPiece, Pon, Qi, Side, Style};
use tabula_qi::Parts;

fn pieces() -> Vec<ExtendedPiece> {
    ExtendedPiece::all().collect()
}

fn styles(side: Side) -> Vec<Style> {
    Style::all().filter(|s| s.side() == side).collect()
}

prop_compose! {
    /// A shape FEEN can spell (every dimension but the innermost at least 2) or, when `thin`, any shape.
    fn shape(thin: bool)(dims in 1usize..=3, files in 1usize..=9, outer in prop::collection::vec(2usize..=4, 2),
                         ones in prop::collection::vec(any::<bool>(), 2)) -> Vec<usize> {
        let mut shape: Vec<usize> = outer[..dims - 1]
            .iter()
            .zip(&ones)
            .map(|(&n, &one)| if thin && one { 1 } else { n })
            .collect();
        shape.push(files);
        shape
    }
}

prop_compose! {
    /// A position of EPIN tokens on `shape`, hands within the empty squares.
    fn position(thin: bool)(shape in shape(thin))
        (squares in prop::collection::vec(prop::option::weighted(0.5, 0usize..624), shape.iter().product::<usize>()),
         hand in prop::collection::vec((0usize..624, any::<bool>()), 0..6),
         first in 0usize..26, second in 0usize..26, turn in any::<bool>(), shape in Just(shape))
        -> Qi<ExtendedPiece, Style>
    {
        let all = pieces();
        let board: Vec<Option<ExtendedPiece>> = squares.iter().map(|s| s.map(|i| all[i])).collect();
        let room = board.iter().filter(|s| s.is_none()).count();
        let (mut first_hand, mut second_hand) = (Vec::new(), Vec::new());
        for &(piece, side) in hand.iter().take(room) {
            let items: &mut Vec<(ExtendedPiece, usize)> = if side { &mut first_hand } else { &mut second_hand };
            match items.iter_mut().find(|(p, _)| *p == all[piece]) {
                Some((_, count)) => *count += 1,
                None => items.push((all[piece], 1)),
            }
        }
        let turn = if turn { Side::First } else { Side::Second };
        Qi::from_parts(Parts {
            shape: tabula_qi::Shape::new(&shape).unwrap(),
            board,
            first_hand,
            second_hand,
            first_style: styles(Side::First)[first],
            second_style: styles(Side::Second)[second],
            turn,
        })
        .unwrap()
    }
}

/// Arbitrary JSON, biased towards PON's members and tokens.
fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        prop::sample::select(vec![
            "K^", "p", "+P'", "", "KK", "C", "c", "first", "second", "2P", "\u{e9}"
        ])
        .prop_map(|s| Value::String(s.to_owned())),
    ];
    leaf.prop_recursive(6, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop::sample::select(vec![
                        "board", "hands", "styles", "turn", "first", "second", "x"
                    ]),
                    inner
                ),
                0..6
            )
            .prop_map(|members| {
                Value::Object(
                    members
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v))
                        .collect(),
                )
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn feen_to_pon_to_feen_is_the_identity(qi in position(false)) {
        let feen = Pon::from_qi(&qi).unwrap().to_feen().unwrap();
        let pon = Pon::from_feen(&feen).unwrap();
        prop_assert_eq!(pon.to_feen().unwrap(), feen.clone());
        // Through the text, compact and pretty.
        let back: Pon = pon.to_string().parse().unwrap();
        prop_assert_eq!(back.to_feen().unwrap(), feen.clone());
        let back: Pon = pon.to_pretty_string().parse().unwrap();
        prop_assert_eq!(back.to_feen().unwrap(), feen);
    }

    #[test]
    fn qi_to_pon_to_qi_is_the_identity(qi in position(true)) {
        let pon = Pon::from_qi(&qi).unwrap();
        prop_assert_eq!(&pon.to_qi().unwrap(), &qi);
        prop_assert_eq!(serde_json::to_string(&pon).unwrap(), pon.to_string());
        prop_assert_eq!(&serde_json::from_str::<Pon>(&pon.to_pretty_string()).unwrap(), &pon);
        // FEEN spells exactly the shapes whose outer dimensions are at least 2; a typed `Position` is
        // always writable as FEEN, so it exists for exactly those.
        let representable = qi.shape().iter().rev().skip(1).all(|&n| n >= 2);
        prop_assert_eq!(pon.to_feen().is_ok(), representable);
        match pon.to_position() {
            Ok(typed) => {
                prop_assert!(representable);
                prop_assert_eq!(&Pon::from_position(&typed).unwrap(), &pon);
            }
            Err(error) => {
                prop_assert!(!representable);
                prop_assert_eq!(error.code(), "feen");
            }
        }
    }

    #[test]
    fn hand_order_does_not_matter(qi in position(false), seed in any::<u64>()) {
        let pon = Pon::from_qi(&qi).unwrap();
        let mut document: Value = serde_json::from_str(&pon.to_string()).unwrap();
        for side in ["first", "second"] {
            if let Some(hand) = document["hands"][side].as_array_mut() {
                let len = hand.len();
                if len > 1 {
                    #[allow(clippy::cast_possible_truncation)]
                    hand.rotate_left((seed as usize) % len);
                    hand.reverse();
                }
            }
        }
        prop_assert_eq!(&document.to_string().parse::<Pon>().unwrap(), &pon);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = Pon::from_slice(&bytes);
        let _ = Pon::json_lines(&bytes[..]).count();
    }

    #[test]
    fn arbitrary_json_never_panics(value in json()) {
        let text = value.to_string();
        if let Ok(pon) = text.parse::<Pon>() {
            // Whatever is accepted writes back to a document that reads to the same value.
            prop_assert_eq!(pon.to_string().parse::<Pon>().unwrap(), pon.clone());
            let _ = pon.to_feen();
            let _ = pon.to_qi();
        }
    }

    #[test]
    fn arbitrary_pon_shaped_json_never_panics(board in json(), hands in json(), styles in json(), turn in json()) {
        let text = serde_json::json!({"board": board, "hands": hands, "styles": styles, "turn": turn}).to_string();
        if let Ok(pon) = text.parse::<Pon>() {
            prop_assert_eq!(pon.to_string().parse::<Pon>().unwrap(), pon);
        }
    }
}
