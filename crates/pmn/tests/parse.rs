//! Reading and writing moves: examples, sizes, sweeps and properties.

use proptest::prelude::*;
use tabula_pmn::{Coordinate, Error, ExtendedPiece, Move, Part};

fn sq(s: &str) -> Coordinate {
    s.parse().unwrap()
}

fn pc(s: &str) -> ExtendedPiece {
    s.parse().unwrap()
}

#[test]
fn a_move_is_small_and_copy() {
    fn copy<T: Copy>() {}
    assert_eq!(core::mem::size_of::<Move>(), 14);
    assert_eq!(core::mem::size_of::<Option<Move>>(), 14);
    copy::<Move>();
}

#[test]
fn every_form_decodes_to_its_parts() {
    assert_eq!(Move::parse("...").unwrap(), Move::Pass);
    assert_eq!(
        Move::parse("e7-e8=Q").unwrap(),
        Move::Quiet {
            from: sq("e7"),
            to: sq("e8"),
            actor: Some(pc("Q"))
        }
    );
    assert_eq!(
        Move::parse("b2+b1=t/f").unwrap(),
        Move::Capture {
            from: sq("b2"),
            to: sq("b1"),
            actor: Some(pc("t")),
            captured: Some(pc("f"))
        }
    );
    assert_eq!(
        Move::parse("e5~f6").unwrap(),
        Move::Special {
            from: sq("e5"),
            to: sq("f6"),
            actor: None,
            captured: None
        }
    );
    assert_eq!(
        Move::parse("+d4/p").unwrap(),
        Move::StaticCapture {
            square: sq("d4"),
            captured: Some(pc("p"))
        }
    );
    assert_eq!(
        Move::parse("-p*e5").unwrap(),
        Move::Drop {
            piece: Some(pc("-p")),
            to: sq("e5"),
            actor: None
        }
    );
    assert_eq!(
        Move::parse("*e5").unwrap(),
        Move::Drop {
            piece: None,
            to: sq("e5"),
            actor: None
        }
    );
    assert_eq!(
        Move::parse("+P.e5").unwrap(),
        Move::DropCapture {
            piece: Some(pc("+P")),
            to: sq("e5"),
            actor: None,
            captured: None
        }
    );
    assert_eq!(
        Move::parse("c3=k'").unwrap(),
        Move::Mutate {
            square: sq("c3"),
            piece: pc("k'")
        }
    );
}

#[test]
fn forms_have_names() {
    let names: Vec<&str> = ["...", "a-b", "a+b", "a~b", "+a", "*a", ".a", "a=K"]
        .iter()
        .map(|s| Move::parse(s).unwrap().form())
        .collect();
    assert_eq!(
        names,
        [
            "pass",
            "quiet",
            "capture",
            "special",
            "static-capture",
            "drop",
            "drop-capture",
            "mutate"
        ]
    );
}

#[test]
fn parse_entry_points_agree() {
    for text in ["e2-e4", "P*e5", "e2e4", "", "iv256IV~iv255IV=+K^'/+K^'"] {
        let parsed = Move::parse(text);
        assert_eq!(Move::parse_bytes(text.as_bytes()), parsed);
        assert_eq!(text.parse::<Move>(), parsed);
        assert_eq!(Move::try_from(text), parsed);
        assert_eq!(Move::try_from(text.as_bytes()), parsed);
        assert_eq!(Move::is_valid(text), parsed.is_ok());
    }
}

#[test]
fn the_length_bound_is_checked_first() {
    assert!(Move::parse("iv256IV~iv255IV=+K^'/+K^'").is_ok());
    // 26 bytes of anything, even non-ASCII, is too long before it is looked at.
    assert_eq!(
        Move::parse("é".repeat(13).as_str()),
        Err(Error::TooLong { len: 26 })
    );
    assert_eq!(
        Move::parse_bytes(&[0xFF; 30]),
        Err(Error::TooLong { len: 30 })
    );
    assert_eq!(
        Move::parse_bytes(&[0xFF]),
        Err(Error::NonAscii { offset: 0 })
    );
}

#[test]
fn parts_and_offsets_of_wrapped_errors() {
    let cases: [(&str, Part, usize); 6] = [
        ("e0-e4", Part::Source, 1),
        ("e2-e0", Part::Destination, 4),
        ("+e0", Part::Square, 2),
        ("K''*e5", Part::DropPiece, 1),
        ("e2-e4=K''", Part::Actor, 7),
        ("e2+e4/^", Part::Captured, 6),
    ];
    for (text, part, offset) in cases {
        let e = Move::parse(text).unwrap_err();
        assert_eq!(
            (e.part(), e.offset()),
            (Some(part), Some(offset)),
            "{text}: {e}"
        );
    }
}

#[test]
fn every_epin_token_round_trips_in_every_piece_position() {
    for piece in ExtendedPiece::all() {
        let p = piece.to_string();
        for text in [
            format!("e7-e8={p}"),
            format!("a1+b2={p}/{p}"),
            format!("{p}*e5"),
            format!("{p}.e5={p}/{p}"),
            format!("e4={p}"),
            format!("+h8/{p}"),
        ] {
            let mv = Move::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(mv.to_string(), text);
        }
    }
}

#[test]
fn every_one_and_two_byte_string_is_judged_without_panicking() {
    let mut valid = 0;
    for a in 0..=255u8 {
        assert!(Move::parse_bytes(&[a]).is_err());
        for b in 0..=255u8 {
            if let Ok(mv) = Move::parse_bytes(&[a, b]) {
                valid += 1;
                assert_eq!(mv.to_string().as_bytes(), [a, b]);
            }
        }
    }
    // `+a`…`+z`, `*a`…`*z`, `.a`…`.z`.
    assert_eq!(valid, 3 * 26);
}

#[test]
fn display_honours_width() {
    assert_eq!(format!("{:<7}|", Move::Pass), "...    |");
}

fn coordinate() -> impl Strategy<Value = Coordinate> {
    prop::collection::vec(any::<u8>(), 1..=3).prop_map(|indices| Coordinate::new(&indices).unwrap())
}

fn piece() -> impl Strategy<Value = ExtendedPiece> {
    (0..ExtendedPiece::COUNT).prop_map(|i| ExtendedPiece::all().nth(i).unwrap())
}

fn any_move() -> impl Strategy<Value = Move> {
    let p = || prop::option::of(piece());
    prop_oneof![
        Just(Move::Pass),
        (coordinate(), coordinate(), p()).prop_map(|(from, to, actor)| Move::Quiet {
            from,
            to,
            actor
        }),
        (coordinate(), coordinate(), p(), p()).prop_map(|(from, to, actor, captured)| {
            Move::Capture {
                from,
                to,
                actor,
                captured,
            }
        }),
        (coordinate(), coordinate(), p(), p()).prop_map(|(from, to, actor, captured)| {
            Move::Special {
                from,
                to,
                actor,
                captured,
            }
        }),
        (coordinate(), p()).prop_map(|(square, captured)| Move::StaticCapture { square, captured }),
        (p(), coordinate(), p()).prop_map(|(piece, to, actor)| Move::Drop { piece, to, actor }),
        (p(), coordinate(), p(), p()).prop_map(|(piece, to, actor, captured)| Move::DropCapture {
            piece,
            to,
            actor,
            captured
        }),
        (coordinate(), piece()).prop_map(|(square, piece)| Move::Mutate { square, piece }),
    ]
    .prop_filter("source and destination differ", |m| match m {
        Move::Quiet { from, to, .. }
        | Move::Capture { from, to, .. }
        | Move::Special { from, to, .. } => from != to,
        _ => true,
    })
}

proptest! {
    #[test]
    fn display_then_parse_is_identity(mv in any_move()) {
        let text = mv.to_string();
        prop_assert!(text.len() <= Move::MAX_LEN);
        prop_assert_eq!(Move::parse(&text), Ok(mv));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..40)) {
        if let Ok(mv) = Move::parse_bytes(&bytes) {
            let text = mv.to_string();
            prop_assert_eq!(text.as_bytes(), &bytes[..]);
        }
    }

    #[test]
    fn move_alphabet_strings_never_panic(text in "[a-e1-3A+~*./=PpK^'-]{0,12}") {
        match Move::parse(&text) {
            Ok(mv) => prop_assert_eq!(mv.to_string(), text),
            Err(e) => prop_assert!(e.offset().is_some_and(|o| o <= text.len()), "{}: {}", text, e),
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_is_the_string() {
    let mv: Move = "b7+a8=Q/r".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"b7+a8=Q/r\"");
    assert_eq!(serde_json::from_str::<Move>("\"b7+a8=Q/r\"").unwrap(), mv);
    let e = serde_json::from_str::<Move>("\"e2e4\"").unwrap_err();
    assert!(e.to_string().contains("expected an operator"), "{e}");
}
