//! `Qi` serde decoding from arbitrary JSON bytes (`serde_json::from_slice`), for the typed position
//! `Qi<QualifiedPiece, Style>` and the token position `Qi<ExtendedPiece, Style>`.
//!
//! Never panics; what decodes satisfies the model's invariants, serializes and decodes back equal (and
//! serializes to the same JSON again); and, since a decoded position is an arbitrary valid `Qi`, FEEN
//! `emit` either refuses it or writes a string that parses back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde::Serialize;
use serde::de::DeserializeOwned;
use tabula_feen::{ExtendedPiece, QualifiedPiece, Style};
use tabula_fuzz::qi::check_emit;
use tabula_qi::Qi;

fuzz_target!(|data: &[u8]| {
    if let Some(position) = decode::<QualifiedPiece>(data) {
        check_emit(&position, tabula_fuzz::qi::emit_typed, tabula_fuzz::qi::parse_typed);
    }
    if let Some(position) = decode::<ExtendedPiece>(data) {
        check_emit(
            &position,
            tabula_feen::emit_extended,
            tabula_feen::parse_extended,
        );
    }
});

fn decode<P>(data: &[u8]) -> Option<Qi<P, Style>>
where
    P: Ord + Clone + core::fmt::Debug + Serialize + DeserializeOwned,
{
    let position: Qi<P, Style> = serde_json::from_slice(data).ok()?;
    // The invariants hold for whatever was decoded.
    let squares: usize = position.shape().iter().product();
    assert!((1..=3).contains(&position.dimensions()));
    assert!(position.shape().iter().all(|&s| (1..=255).contains(&s)));
    assert_eq!(position.square_count(), squares);
    assert_eq!(position.board().len(), squares);
    assert!(squares <= tabula_qi::MAX_SQUARES);
    assert!(position.piece_count() <= squares);
    assert_eq!(
        position.board_piece_count(),
        position.board().iter().flatten().count()
    );
    for side in tabula_qi::Side::ALL {
        let held: usize = position.hand(side).map(|(_, count)| count).sum();
        assert_eq!(held, position.hand_piece_count(side));
        assert!(position.hand(side).all(|(_, count)| count >= 1));
    }
    // Serialize, decode again: the same position and the same JSON.
    let json = serde_json::to_vec(&position).expect("serialize a decoded position");
    let back: Qi<P, Style> = serde_json::from_slice(&json).expect("decode a serialized position");
    assert_eq!(back, position);
    assert_eq!(serde_json::to_vec(&back).expect("serialize again"), json);
    Some(position)
}
