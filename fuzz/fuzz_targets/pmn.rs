//! PMN moves from arbitrary bytes.
//!
//! - `parse_bytes`, `parse`, `FromStr`, `TryFrom`, `is_valid` and serde agree; nothing longer than 25 bytes
//!   is accepted; what parses writes back to the input byte for byte (`Display` and `encode`).
//! - An error's offset lies inside the input or at its end.
//! - A parsed move applied to a small position (each of its squares and hand pieces drawn from the move's
//!   own pieces) never panics; when it applies, the move `diff` finds between the two positions applies to
//!   the same result, and the pieces are conserved.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_fuzz::check_offset;
use tabula_pmn::{ExtendedPiece, Move, Qi, Side, apply, diff};

fuzz_target!(|data: &[u8]| {
    let whole = Move::parse_bytes(data);
    assert_eq!(Move::try_from(data), whole);
    if data.len() > Move::MAX_LEN {
        assert!(whole.is_err(), "accepted {} bytes", data.len());
    }
    if let Ok(s) = core::str::from_utf8(data) {
        assert_eq!(Move::parse(s), whole);
        assert_eq!(s.parse::<Move>(), whole);
        assert_eq!(Move::try_from(s), whole);
        assert_eq!(Move::is_valid(s), whole.is_ok());
        let json = serde_json::Value::String(s.to_owned());
        assert_eq!(serde_json::from_value::<Move>(json).ok(), whole.ok());
    }
    match whole {
        Ok(mv) => {
            let text = mv.to_string();
            assert_eq!(text.as_bytes(), data, "Display is not the input");
            let mut buf = [0; Move::MAX_LEN];
            assert_eq!(mv.encode(&mut buf), text);
            assert_eq!(serde_json::to_string(&mv).ok(), Some(format!("\"{text}\"")));
            play(mv);
        }
        Err(error) => {
            let offset = error.offset().expect("a parse error has an offset");
            check_offset(offset, data, &error);
            assert!(!error.code().is_empty() && !error.to_string().is_empty());
        }
    }
});

/// Applies `mv` to a 3×3 position built from its own pieces, then checks `diff` against `apply`.
fn play(mv: Move) {
    let pieces: Vec<ExtendedPiece> = match mv {
        Move::Quiet { actor, .. } => actor.into_iter().collect(),
        Move::Capture { actor, captured, .. }
        | Move::Special { actor, captured, .. } => actor.into_iter().chain(captured).collect(),
        Move::StaticCapture { captured, .. } => captured.into_iter().collect(),
        Move::Drop { piece, actor, .. } => piece.into_iter().chain(actor).collect(),
        Move::DropCapture { piece, actor, captured, .. } => {
            piece.into_iter().chain(actor).chain(captured).collect()
        }
        Move::Mutate { piece, .. } => vec![piece],
        Move::Pass => Vec::new(),
    };
    let filler: ExtendedPiece = "K".parse().expect("a token");
    let board: Vec<(usize, Option<ExtendedPiece>)> = (0..6)
        .map(|i| (i, Some(pieces.get(i % 3).copied().unwrap_or(filler))))
        .collect();
    let Ok(mut position) = Qi::<ExtendedPiece, char>::new(&[3, 3], 'C', 'c') else {
        return;
    };
    if position.board_diff(board).is_err()
        || position
            .hand_diff(Side::First, pieces.iter().map(|&p| (p, 1)))
            .is_err()
    {
        return;
    }
    if let Ok(after) = apply(&position, &mv) {
        assert_eq!(after.piece_count(), position.piece_count());
        if let Ok(found) = diff(&position, &after) {
            assert_eq!(apply(&position, &found).ok(), Some(after), "{mv} then {found}");
        } else {
            assert!(matches!(mv, Move::Special { .. }), "no diff for {mv}");
        }
    }
}
