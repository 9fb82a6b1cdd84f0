//! Robustness of the serde decoder (DEVELOPERS.md § Engineering standards: bounds are part of the contract): arbitrary UTF-8 never panics, and a 10 MB payload is
//! refused by the bounds after reading only its first bytes.
//!
//! `tests/serde.rs` has `arbitrary_bytes_never_panic`, `mutated_payloads_never_panic` and the
//! million-item streaming bounds. Here: arbitrary UTF-8 text and JSON-token soup, and 10 MB payloads
//! read from a counting reader, so the check is structural (bytes pulled), never timed.
#![cfg(feature = "serde")]

mod common;

use common::Counting;
use proptest::prelude::*;
use tabula_qi::Qi;

type Position = Qi<String, String>;

const TEN_MB: usize = 10 << 20;

/// `head`, then `item` repeated until the payload is at least 10 MB, then `tail`; decoded from a counting
/// reader. Returns the error message and the number of bytes the decoder pulled.
fn decode_ten_megabytes(
    head: &'static str,
    item: &'static str,
    tail: &'static str,
) -> (String, usize) {
    let times = TEN_MB / item.len() + 1;
    let bytes = head
        .bytes()
        .chain((0..times).flat_map(move |_| item.bytes()))
        .chain(tail.bytes());
    let mut reader = Counting { bytes, pulled: 0 };
    let error = serde_json::from_reader::<_, Position>(&mut reader)
        .expect_err("a 10 MB payload past the bounds");
    (error.to_string(), reader.pulled)
}

#[test]
fn a_ten_megabyte_board_is_refused_at_the_first_square_past_the_shape() {
    let head = r#"{"shape":[8,8],"board":["#;
    let (error, pulled) = decode_ten_megabytes(head, "null,", "null]}");
    assert!(error.contains("64"), "{error}");
    // The shape, then 64 squares and the comma before the 65th: nothing of the rest was read.
    assert!(
        pulled <= head.len() + 65 * 5 + 1,
        "pulled {pulled} bytes: {error}"
    );
}

#[test]
fn a_ten_megabyte_shape_is_refused_after_the_fourth_dimension() {
    let head = r#"{"shape":["#;
    let (error, pulled) = decode_ten_megabytes(head, "2,", "2]}");
    assert!(
        pulled <= head.len() + 4 * 2 + 1,
        "pulled {pulled} bytes: {error}"
    );
}

#[test]
fn a_ten_megabyte_hand_is_refused_at_the_first_item_past_the_squares() {
    let head = r#"{"shape":[4],"board":[null,null,null,null],"first_hand":["#;
    let (error, pulled) = decode_ten_megabytes(head, r#"["P",1],"#, r#"["P",1]]}"#);
    // At most one item per square (4), then the refusal.
    assert!(
        pulled <= head.len() + 5 * 8 + 1,
        "pulled {pulled} bytes: {error}"
    );
}

/// JSON tokens and field names the decoder knows, so that random sequences reach deep into it.
fn json_soup() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("{"),
        Just("}"),
        Just("["),
        Just("]"),
        Just(","),
        Just(":"),
        Just("null"),
        Just("0"),
        Just("1"),
        Just("2"),
        Just("255"),
        Just("256"),
        Just("-1"),
        Just("1e3"),
        Just("18446744073709551616"),
        Just("\"shape\""),
        Just("\"board\""),
        Just("\"first_hand\""),
        Just("\"second_hand\""),
        Just("\"first_style\""),
        Just("\"second_style\""),
        Just("\"turn\""),
        Just("\"first\""),
        Just("\"second\""),
        Just("\"K\""),
        Just("\"p\""),
        Just("\"C\""),
        Just("\"c\""),
        Just("\"\u{e9}\""),
        Just(" "),
    ];
    proptest::collection::vec(token, 0..48).prop_map(|tokens| tokens.concat())
}

fn round_trips(position: &Position) -> Result<(), TestCaseError> {
    let json = serde_json::to_string(position).expect("serialize a decoded position");
    let back: Position = serde_json::from_str(&json).expect("decode a serialized position");
    prop_assert_eq!(&back, position);
    prop_assert_eq!(
        position.board().len(),
        position.shape().iter().product::<usize>()
    );
    prop_assert!(position.piece_count() <= position.square_count());
    Ok(())
}

proptest! {
    /// Arbitrary UTF-8 never panics the decoder; what decodes round-trips.
    #[test]
    fn arbitrary_utf8_never_panics(text in "\\PC{0,96}") {
        if let Ok(position) = serde_json::from_str::<Position>(&text) {
            round_trips(&position)?;
        }
    }

    /// JSON built from the decoder's own vocabulary never panics it; what decodes round-trips.
    #[test]
    fn json_soup_never_panics(text in json_soup()) {
        if let Ok(position) = serde_json::from_str::<Position>(&text) {
            round_trips(&position)?;
        }
    }
}
