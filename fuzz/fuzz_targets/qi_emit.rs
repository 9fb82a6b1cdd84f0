//! FEEN `emit` / `emit_extended` of arbitrary `Qi` positions, built from fuzzer bytes through the public
//! constructors (`Qi::from_parts`, or `Qi::new` + `board_diff` + `hand_diff` + `set_turn`): any shape,
//! pieces as `QualifiedPiece` (mostly in a player's style, sometimes foreign) or as `ExtendedPiece`, both
//! hands, styles (sometimes of the wrong case) and the turn.
//!
//! `emit` refuses exactly the positions FEEN cannot spell (wrong-case styles, an outer dimension of size 1,
//! a foreign style, an output over 4096 bytes) and otherwise writes the reference writer's text, which
//! parses back to the same position. The positions of up to 4096 squares also go through serde and back
//! unchanged (larger boards are `qi_serde`'s ground; their JSON round trip would cost a millisecond, almost
//! all of it in libFuzzer's comparison tracing, and slow this target fortyfold).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_fuzz::qi::{PieceRecipe, check_emit, recipe};

/// The largest board whose serde round trip is checked here.
const SERDE_SQUARES: usize = 4096;

fuzz_target!(|data: &[u8]| {
    let Ok(recipe) = recipe(data) else {
        return;
    };
    if let Some(position) = recipe.build(PieceRecipe::qualified) {
        check_emit(&position, tabula_fuzz::qi::emit_typed, tabula_fuzz::qi::parse_typed);
        if position.square_count() <= SERDE_SQUARES {
            check_serde(&position);
        }
    }
    if let Some(position) = recipe.build(|r, _, _| r.extended()) {
        check_emit(
            &position,
            tabula_feen::emit_extended,
            tabula_feen::parse_extended,
        );
        if position.square_count() <= SERDE_SQUARES {
            check_serde(&position);
        }
    }
});

fn check_serde<P>(position: &tabula_qi::Qi<P, tabula_feen::Style>)
where
    P: Ord + Clone + core::fmt::Debug + serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(position).expect("serialize a position");
    let back: tabula_qi::Qi<P, tabula_feen::Style> =
        serde_json::from_str(&json).expect("decode a serialized position");
    assert_eq!(&back, position);
}
