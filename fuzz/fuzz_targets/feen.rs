//! FEEN strings from arbitrary bytes.
//!
//! - `validate_bytes`, `validate`, `is_valid`, `Feen::parse` and `Feen::from_bytes` agree; `parse` and
//!   `parse_extended` accept exactly the valid strings with a regular board, and otherwise fail with the
//!   validation error (or `BoardNotRegular` for a valid irregular board).
//! - What parses is written back byte for byte (`Position`'s `Display`, `emit_extended`, and an
//!   independent reference writer), and the emitted string parses back to the same position; the typed and the token
//!   positions, the view and the serde form agree with each other.
//! - The scanner agrees with an independent reference reader (`crates/feen/tests/reference`) on validity.
//! - An error's offset lies inside the input (or at its end for a missing field), on the byte it names.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_feen::{Error, Feen, MAX_LEN, QualifiedPiece, Side};
use tabula_fuzz::check_offset;
use tabula_fuzz::qi::reference_emit;

/// The independent reading of FEEN of the differential tests.
#[path = "../../crates/feen/tests/reference/mod.rs"]
mod reference;

fuzz_target!(|data: &[u8]| {
    let validated = tabula_feen::validate_bytes(data);
    assert_eq!(
        reference::is_valid(data),
        validated.is_ok(),
        "the scanner and the reference reader disagree: {validated:?}"
    );
    let view = Feen::from_bytes(data);
    assert_eq!(view.map(|_| ()), validated);

    let Ok(text) = core::str::from_utf8(data) else {
        // Not UTF-8, so not ASCII: refused by the length or the ASCII check.
        let error = validated.expect_err("a non-UTF-8 input was accepted");
        assert!(
            matches!(error, Error::NonAscii { .. } | Error::TooLong { .. }),
            "{error:?}"
        );
        check_error(data, &error);
        return;
    };
    assert_eq!(tabula_feen::validate(text), validated);
    assert_eq!(tabula_feen::is_valid(text), validated.is_ok());
    assert_eq!(Feen::parse(text).map(|_| ()), validated);

    let typed = text.parse::<tabula_feen::Position>();
    let extended = tabula_feen::parse_extended(text);
    match view {
        Err(error) => {
            check_error(data, &error);
            assert_eq!(typed, Err(error));
            assert_eq!(extended, Err(error));
        }
        Ok(view) => {
            assert_eq!(view.as_str(), text);
            assert_eq!(view.to_string(), text);
            check_view(&view);
            if view.is_regular() {
                let position = typed.expect("a valid regular board parses");
                let tokens = extended.expect("a valid regular board parses as tokens");
                check_round_trip(text, &view, &position, &tokens);
            } else {
                assert!(view.shape().is_none());
                let error = typed.expect_err("an irregular board became a position");
                assert!(matches!(error, Error::BoardNotRegular { .. }), "{error:?}");
                check_error(data, &error);
                assert_eq!(extended, Err(error));
            }
        }
    }
});

/// The offset lies inside the input (at its end only for a missing field), and so does the span; the named
/// byte is at its offset.
fn check_error(data: &[u8], error: &Error) {
    assert!(!error.code().is_empty() && !error.to_string().is_empty());
    match *error {
        Error::TooLong { len } => {
            assert!(len == data.len() && len > MAX_LEN);
            return;
        }
        Error::NonAscii { offset, byte } => {
            assert!(byte >= 0x80 && data.get(offset) == Some(&byte), "{error:?}");
            assert!(
                data[..offset].is_ascii(),
                "{error:?}: not the first non-ASCII byte"
            );
        }
        _ => {}
    }
    if let Some(offset) = error.offset() {
        check_offset(offset, data, error);
        if offset < data.len() {
            assert!(
                offset + error.len() <= data.len(),
                "{error:?}: the span runs past the end of {:?}",
                String::from_utf8_lossy(data)
            );
        } else {
            // Only a missing part can be reported at the very end: a missing field or space, or an
            // empty last field (its delimiter or its style token is reported at the field's start,
            // which is the end of the input: `8/8 / `, `8/8 / C/`).
            assert!(
                matches!(
                    error,
                    Error::FieldCount { .. }
                        | Error::InvalidStyleTurnDelimiter { .. }
                        | Error::InvalidStyleToken { .. }
                ),
                "{error:?} at the end of {:?}",
                String::from_utf8_lossy(data)
            );
        }
    }
}

/// The view's counts agree with its iterators.
fn check_view(view: &Feen<'_>) {
    let squares: Vec<_> = view.squares().collect();
    assert_eq!(squares.len(), view.square_count());
    assert_eq!(squares.iter().flatten().count(), view.board_piece_count());
    assert_eq!(view.rank_lengths().sum::<usize>(), view.square_count());
    let mut pieces = view.board_piece_count();
    for side in Side::ALL {
        let held: usize = view.hand(side).map(|(_, count)| count).sum();
        assert_eq!(held, view.hand_piece_count(side));
        pieces += held;
    }
    assert_eq!(pieces, view.piece_count());
    assert!(view.piece_count() <= view.square_count());
    assert!(view.first_style().is_first() && view.second_style().is_second());
    assert_eq!(view.style(Side::First), view.first_style());
    assert_eq!(view.style(Side::Second), view.second_style());
    assert!((1..=3).contains(&view.dimensions()));
    if let Some(shape) = view.shape() {
        assert_eq!(shape.as_slice().len(), view.dimensions());
        assert_eq!(
            shape.as_slice().iter().product::<usize>(),
            view.square_count()
        );
        let files = *shape.as_slice().last().expect("a shape has a dimension");
        assert!(view.rank_lengths().all(|len| len == files));
    }
}

fn check_round_trip(
    text: &str,
    view: &Feen<'_>,
    position: &tabula_feen::Position,
    tokens: &tabula_feen::ExtendedPosition,
) {
    // Byte for byte, through both writers and the reference writer.
    assert_eq!(position.to_string(), text);
    assert_eq!(tabula_feen::emit_extended(tokens).as_deref(), Ok(text));
    assert_eq!(reference_emit(tokens), text);
    assert_eq!(text.parse::<tabula_feen::Position>().as_ref(), Ok(position));

    // The typed position is the token position with the styles resolved (feen.md §8), and both are what
    // the view shows.
    let (first, second) = (view.first_style(), view.second_style());
    assert_eq!(position.shape(), tokens.shape());
    assert_eq!(Some(*position.shape()), view.shape());
    assert_eq!(
        (position.first_style(), position.second_style()),
        (&first, &second)
    );
    assert_eq!(position.turn(), view.turn());
    assert_eq!(tokens.turn(), view.turn());
    for ((typed, token), seen) in position
        .board()
        .iter()
        .zip(tokens.board())
        .zip(view.squares())
    {
        assert_eq!(*token, seen);
        assert_eq!(
            *typed,
            token.map(|t| QualifiedPiece::from_extended(t, first, second))
        );
        if let Some(typed) = typed {
            assert_eq!(typed.to_extended(first, second).ok(), *token);
        }
    }
    for side in Side::ALL {
        let mut seen: Vec<_> = view
            .hand(side)
            .map(|(t, n)| (QualifiedPiece::from_extended(t, first, second), n))
            .collect();
        seen.sort_unstable();
        let held: Vec<_> = position.hand(side).map(|(p, n)| (*p, n)).collect();
        assert_eq!(held, seen);
        assert_eq!(tokens.hand(side).len(), seen.len());
    }

    // serde: the FEEN string of a position and the structured form of a token position come back equal.
    let json = serde_json::to_string(position).expect("serialize a position");
    let back: tabula_feen::Position = serde_json::from_str(&json).expect("decode a position");
    assert_eq!(&back, position);
    let json = serde_json::to_string(tokens).expect("serialize a token position");
    let back: tabula_feen::ExtendedPosition =
        serde_json::from_str(&json).expect("decode a token position");
    assert_eq!(&back, tokens);
}
