//! `Display` against `Move::encode`: the same text on every move, with and without padding, and on both sides
//! of the 16-byte step of the display buffer's check.

use proptest::prelude::*;
use tabula_pmn::{Coordinate, ExtendedPiece, Move};

/// The text `Move::encode` writes.
fn encoded(mv: &Move) -> String {
    let mut buf = [0; Move::MAX_LEN];
    mv.encode(&mut buf).to_owned()
}

/// `Display` with each kind of option gives what `str`'s `Display` gives for the encoded text.
fn check(mv: &Move) {
    let text = encoded(mv);
    assert_eq!(mv.to_string(), text);
    assert_eq!(format!("[{mv}]"), format!("[{text}]"));
    assert_eq!(format!("{mv:>30}|"), format!("{text:>30}|"));
    assert_eq!(format!("{mv:*^11}|"), format!("{text:*^11}|"));
    assert_eq!(format!("{mv:.4}|"), format!("{text:.4}|"));
    assert_eq!(format!("{mv:<3.2}|"), format!("{text:<3.2}|"));
}

#[test]
fn every_length_from_3_to_25() {
    let moves = [
        "...",
        "+d4",
        "P*e5",
        "e2-e4",
        "-p*e5",
        "e7-e8=Q",
        "b7+a8=Q/r",
        "a10-b10=+K^'",
        "iv256IV-a1=K'",
        "iv256IV+a1=+K^",
        "iv256IV+a10=+K^'",
        "iv256IV+aa10=+K^'",
        "iv256IV+aa10A=+K^'",
        "iv256IV+aa10AA=+K^'",
        "iv256IV~iv255IV=+K^'/+K^'",
    ];
    let mut lengths = Vec::new();
    for text in moves {
        let mv = Move::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(encoded(&mv), text);
        check(&mv);
        lengths.push(text.len());
    }
    // Both sides of the step: 16 bytes and 17.
    assert!(
        lengths.contains(&16) && lengths.contains(&17),
        "{lengths:?}"
    );
}

fn coordinate() -> impl Strategy<Value = Coordinate> {
    prop_oneof![
        // Mostly the squares of common boards.
        3 => (0u8..16, 0u8..16).prop_map(|(f, r)| Coordinate::new(&[f, r]).unwrap()),
        1 => prop::collection::vec(any::<u8>(), 1..=3)
            .prop_map(|indices| Coordinate::new(&indices).unwrap()),
    ]
}

fn piece() -> impl Strategy<Value = Option<ExtendedPiece>> {
    prop::option::of((0..ExtendedPiece::COUNT).prop_map(|i| ExtendedPiece::all().nth(i).unwrap()))
}

fn any_move() -> impl Strategy<Value = Move> {
    prop_oneof![
        Just(Move::Pass),
        (coordinate(), coordinate(), piece()).prop_map(|(from, to, actor)| Move::Quiet {
            from,
            to,
            actor
        }),
        (coordinate(), coordinate(), piece(), piece()).prop_map(|(from, to, actor, captured)| {
            Move::Capture {
                from,
                to,
                actor,
                captured,
            }
        }),
        (coordinate(), coordinate(), piece(), piece()).prop_map(|(from, to, actor, captured)| {
            Move::Special {
                from,
                to,
                actor,
                captured,
            }
        }),
        (coordinate(), piece())
            .prop_map(|(square, captured)| Move::StaticCapture { square, captured }),
        (piece(), coordinate(), piece()).prop_map(|(piece, to, actor)| Move::Drop {
            piece,
            to,
            actor
        }),
        (piece(), coordinate(), piece(), piece()).prop_map(|(piece, to, actor, captured)| {
            Move::DropCapture {
                piece,
                to,
                actor,
                captured,
            }
        }),
        (coordinate(), piece()).prop_filter_map("a piece", |(square, piece)| {
            piece.map(|piece| Move::Mutate { square, piece })
        }),
    ]
}

proptest! {
    #[test]
    fn display_is_the_encoded_text(mv in any_move()) {
        check(&mv);
    }
}
