//! Serde (feature `serde`): the wire form, round trips, every refusal, and the streaming bounds, checked
//! structurally by counting the bytes the decoder pulls from a reader.
#![cfg(feature = "serde")]

mod common;

use common::Counting;
use tabula_qi::{MAX_SQUARES, Qi, Side};

type Position = Qi<String, String>;

fn decode(json: &str) -> Result<Position, String> {
    serde_json::from_str::<Position>(json).map_err(|e| e.to_string())
}

fn sample() -> Position {
    let mut position = Qi::new(&[2, 2], "C".to_owned(), "c".to_owned()).unwrap();
    position.board_diff([(1, Some("K".to_owned()))]).unwrap();
    position
        .hand_diff(Side::First, [("P".to_owned(), 2)])
        .unwrap();
    position.toggle();
    position
}

/// `position` after `edit`.
fn edited(mut position: Position, edit: impl FnOnce(&mut Position)) -> Position {
    edit(&mut position);
    position
}

#[test]
fn wire_form_is_the_logical_position() {
    let json = serde_json::to_string(&sample()).unwrap();
    assert_eq!(
        json,
        r#"{"shape":[2,2],"board":[null,"K",null,null],"first_hand":[["P",2]],"second_hand":[],"first_style":"C","second_style":"c","turn":"second"}"#
    );
}

#[test]
fn round_trips() {
    let positions = [
        sample(),
        Qi::new(&[1], "x".to_owned(), "y".to_owned()).unwrap(),
        edited(
            Qi::new(&[2, 1, 3], "S".to_owned(), "s".to_owned()).unwrap(),
            |p| {
                p.board_diff([(0, Some("+P".to_owned())), (5, Some("k".to_owned()))])
                    .unwrap();
                p.hand_diff(Side::Second, [("B".to_owned(), 1), ("p".to_owned(), 2)])
                    .unwrap();
                p.hand_diff(Side::First, [("p".to_owned(), 1)]).unwrap();
            },
        ),
        edited(
            Qi::new(&[255, 255], "C".to_owned(), "c".to_owned()).unwrap(),
            |p| {
                p.board_diff([(MAX_SQUARES - 1, Some("K".to_owned()))])
                    .unwrap();
            },
        ),
    ];
    for position in positions {
        let json = serde_json::to_string(&position).unwrap();
        let back: Position = serde_json::from_str(&json).unwrap();
        assert_eq!(back, position);
        assert_eq!(back.piece_count(), position.piece_count());
        // Through a generic value too (map keys in a different order: serde_json::Value sorts them).
        let value = serde_json::to_value(&position).unwrap();
        let back: Position = serde_json::from_value(value).unwrap();
        assert_eq!(back, position);
    }
}

#[test]
fn fields_in_any_order_and_the_sequence_form() {
    let reordered = r#"{"turn":"second","second_hand":[],"first_hand":[["P",2]],"board":[null,"K",null,null],
        "second_style":"c","first_style":"C","shape":[2,2]}"#;
    assert_eq!(decode(reordered).unwrap(), sample());
    let sequence = r#"[[2,2],[null,"K",null,null],[["P",2]],[],"C","c","second"]"#;
    assert_eq!(decode(sequence).unwrap(), sample());
}

#[test]
fn nested_board_serializes_as_plain_arrays() {
    let mut position = Qi::new(&[2, 1, 2], 'C', 'c').unwrap();
    position
        .board_diff([(0, Some('a')), (3, Some('b'))])
        .unwrap();
    assert_eq!(
        serde_json::to_string(&position.to_nested()).unwrap(),
        r#"[[["a",null]],[[null,"b"]]]"#
    );
    let flat = Qi::<char, char>::new(&[2], 'C', 'c').unwrap();
    assert_eq!(
        serde_json::to_string(&flat.to_nested()).unwrap(),
        "[null,null]"
    );
    let square = Qi::<char, char>::new(&[1, 2], 'C', 'c').unwrap();
    assert_eq!(
        serde_json::to_string(&square.to_nested()).unwrap(),
        "[[null,null]]"
    );
}

/// Each refusal, with the message naming the cause.
#[test]
fn refusals() {
    let cases: &[(&str, &str)] = &[
        (r#"{"shape":[],"board":[]}"#, "the shape has no dimension"),
        (r#"{"shape":[1,1,1,1]}"#, "more than 3 dimensions"),
        (r#"{"shape":[0,300]}"#, "dimension 0 has size 0"),
        (r#"{"shape":[300,0]}"#, "dimension 0 has size 300"),
        (
            r#"{"shape":[2,18446744073709551615]}"#,
            "dimension 1 has size",
        ),
        (r#"{"shape":[255,255,2]}"#, "130050 squares"),
        (r#"{"shape":[-1]}"#, "invalid value"),
        (
            r#"{"shape":[2],"board":[null]}"#,
            "the board has 1 square but the shape has 2",
        ),
        (
            r#"{"shape":[2],"board":[null,null,null]}"#,
            "more squares than the shape's 2",
        ),
        (
            r#"{"shape":[1],"board":5}"#,
            "expected a board of at most 1 square at",
        ),
        (
            r#"{"board":5}"#,
            "expected a board of at most 65025 squares",
        ),
        (
            r#"{"board":[null,null,null],"shape":[2]}"#,
            "the board has 3 squares but the shape has 2",
        ),
        (
            r#"{"shape":[2],"board":[null,null],"first_hand":[["P",0]]}"#,
            "item 0 of the first hand has count 0",
        ),
        (
            r#"{"shape":[2],"board":[null,null],"second_hand":[["P",1],["P",1]]}"#,
            "item 1 of the second hand lists a piece already listed",
        ),
        (
            r#"{"shape":[2],"board":["K",null],"first_hand":[["P",1],["B",1]]}"#,
            "3 pieces for 2 squares",
        ),
        (
            r#"{"shape":[2],"board":[null,null],"first_hand":[["P",99999999999999]]}"#,
            "99999999999999 pieces for 2 squares",
        ),
        (
            r#"{"shape":[2],"board":[null,null],"first_hand":[["P",-1]]}"#,
            "invalid value",
        ),
        (r#"{"shape":[2],"shape":[2]}"#, "duplicate field `shape`"),
        (r#"{"shape":[2],"colour":"red"}"#, "unknown field `colour`"),
        (
            r#"{"shape":[2],"board":[null,null],"first_hand":[],"second_hand":[],"first_style":"C","second_style":"c"}"#,
            "missing field `turn`",
        ),
        (
            r#"{"shape":[2],"board":[null,null],"first_hand":[],"second_hand":[],"first_style":"C","second_style":"c","turn":"First"}"#,
            "side must be \"first\" or \"second\"",
        ),
        (
            r#"{"board":[null,null],"first_hand":[],"second_hand":[],"first_style":"C","second_style":"c","turn":"first"}"#,
            "missing field `shape`",
        ),
        ("[[2],[null,null],[],[]]", "invalid length 4"),
    ];
    for (json, expected) in cases {
        let error = decode(json).unwrap_err();
        assert!(error.contains(expected), "{json}: {error}");
    }
}

/// Cardinality across the two hands and the board, whatever the field order.
#[test]
fn running_totals_span_board_and_both_hands() {
    let hands_first = r#"{"first_hand":[["P",1]],"second_hand":[["p",1]],"board":["K",null],"shape":[2],
        "first_style":"C","second_style":"c","turn":"first"}"#;
    assert!(
        decode(hands_first)
            .unwrap_err()
            .contains("3 pieces for 2 squares")
    );
    let ok = r#"{"first_hand":[["P",1]],"second_hand":[],"board":["K",null],"shape":[2],
        "first_style":"C","second_style":"c","turn":"first"}"#;
    assert_eq!(decode(ok).unwrap().piece_count(), 2);
}

// ---------------------------------------------------------------------------------------------------------
// Streaming bounds: count the bytes pulled from the reader.

/// `head`, then `item` repeated `times` times separated by commas, then `tail`.
fn payload(
    head: &'static str,
    item: &'static str,
    times: usize,
    tail: &'static str,
) -> (impl Iterator<Item = u8>, usize) {
    let len = head.len() + times * (item.len() + 1) - 1 + tail.len();
    let body = (0..times).flat_map(move |i| {
        let sep: &'static [u8] = if i == 0 { b"" } else { b"," };
        sep.iter().chain(item.as_bytes()).copied()
    });
    (head.bytes().chain(body).chain(tail.bytes()), len)
}

/// Decodes from a counting reader; returns the error message and the bytes pulled.
fn decode_counting(
    head: &'static str,
    item: &'static str,
    times: usize,
    tail: &'static str,
) -> (String, usize, usize) {
    let (bytes, len) = payload(head, item, times, tail);
    let mut reader = Counting { bytes, pulled: 0 };
    let error = serde_json::from_reader::<_, Position>(&mut reader).unwrap_err();
    (error.to_string(), reader.pulled, len)
}

const MILLION: usize = 1_000_000;

#[test]
fn a_million_dimensions_are_refused_after_the_fourth() {
    let (error, pulled, len) = decode_counting(r#"{"shape":["#, "1", MILLION, "]}");
    assert!(error.contains("more than 3 dimensions"), "{error}");
    assert!(len > 2 * MILLION);
    // `{"shape":[1,1,1,` is 16 bytes; the fourth element is refused before it is read.
    assert!(pulled <= 17, "pulled {pulled} bytes");
}

#[test]
fn a_million_squares_are_refused_at_the_first_past_the_shape() {
    let (error, pulled, len) =
        decode_counting(r#"{"shape":[8,8],"board":["#, "null", MILLION, "]}");
    assert!(
        error.contains("more squares than the shape's 64"),
        "{error}"
    );
    assert!(len > 5 * MILLION);
    // 24 bytes of head, 64 squares of 5 bytes, and the refused element's comma.
    assert!(pulled <= 24 + 64 * 5 + 1, "pulled {pulled} bytes");
}

#[test]
fn a_million_squares_before_the_shape_are_refused_at_the_square_cap() {
    let (error, pulled, len) = decode_counting(r#"{"board":["#, "null", MILLION, "]}");
    assert!(error.contains("more than 65025 squares"), "{error}");
    assert!(
        pulled <= 10 + MAX_SQUARES * 5 + 1,
        "pulled {pulled} of {len} bytes"
    );
    assert!(pulled < len / 10);
}

#[test]
fn a_shape_declaring_a_million_squares_is_refused_before_the_board() {
    let (error, pulled, _) =
        decode_counting(r#"{"shape":[1000,1000],"board":["#, "null", MILLION, "]}");
    assert!(error.contains("dimension 0 has size 1000"), "{error}");
    assert!(pulled <= 21, "pulled {pulled} bytes");
    let (error, pulled, _) =
        decode_counting(r#"{"shape":[100,100,100],"board":["#, "null", MILLION, "]}");
    assert!(error.contains("1000000 squares"), "{error}");
    assert!(pulled <= 24, "pulled {pulled} bytes");
}

#[test]
fn a_million_hand_items_are_refused_at_the_first_past_the_squares() {
    let (error, pulled, len) = decode_counting(
        r#"{"shape":[1],"board":[null],"first_hand":["#,
        r#"["P",1]"#,
        MILLION,
        "]}",
    );
    // The second item repeats the piece: refused as soon as it is read.
    assert!(error.contains("lists a piece already listed"), "{error}");
    // The head, two items, and the few bytes serde_json peeks at while closing the list it gave up on.
    let head = r#"{"shape":[1],"board":[null],"first_hand":["#.len();
    assert!(pulled <= head + 2 * 8 + 4, "pulled {pulled} of {len} bytes");
}

#[test]
fn a_huge_hand_count_is_refused_when_read() {
    let (error, pulled, _) = decode_counting(
        r#"{"shape":[1],"board":[null],"second_hand":[["p",4000000000]"#,
        r#",["q",1]"#,
        MILLION,
        "]}",
    );
    assert!(error.contains("4000000000 pieces for 1 square"), "{error}");
    assert!(pulled <= 58 + 4, "pulled {pulled} bytes");
}

#[test]
fn decoding_uses_the_validating_path_for_side_and_styles() {
    let position: Qi<char, char> = serde_json::from_str(
        r#"{"shape":[3],"board":["K",null,"k"],"first_hand":[],"second_hand":[["P",1]],"first_style":"C","second_style":"c","turn":"first"}"#,
    )
    .unwrap();
    assert_eq!(position.board_piece_count(), 2);
    assert_eq!(position.second_hand_count(&'P'), 1);
    assert_eq!(position.turn(), Side::First);
    assert_eq!(position.piece_count(), 3);
}

proptest::proptest! {
    /// Arbitrary bytes never panic the decoder, and whatever decodes is a position that encodes and decodes
    /// back to itself (so it satisfied every invariant on the way in).
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..256)) {
        if let Ok(position) = serde_json::from_slice::<Position>(&bytes) {
            let json = serde_json::to_string(&position).unwrap();
            proptest::prop_assert_eq!(decode(&json), Ok(position));
        }
    }

    /// Near-miss payloads: the valid encoding of a position with one byte replaced are decoded or refused,
    /// never a panic, and what decodes round-trips.
    #[test]
    fn mutated_payloads_never_panic(at in 0usize..200, byte in proptest::prelude::any::<u8>()) {
        let mut json = serde_json::to_vec(&sample()).unwrap();
        let at = at % json.len();
        json[at] = byte;
        if let Ok(position) = serde_json::from_slice::<Position>(&json) {
            let back = serde_json::to_string(&position).unwrap();
            proptest::prop_assert_eq!(decode(&back), Ok(position));
        }
    }
}
