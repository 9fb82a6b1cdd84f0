//! PON cases: a JSON document read by `tabula-pon`, its decoded value and the compact form it writes.

use serde_json::{Value, json};
use tabula_pon::{Pon, Side};

use crate::Outcome;

/// The outcome of reading `input` as PON: the value in the fixtures' words (`fixtures/README.md`, PON) and
/// the compact text, or the error code.
pub(crate) fn outcome(input: &[u8]) -> Outcome {
    match Pon::from_slice(input) {
        Ok(pon) => Outcome::Valid {
            value: value(&pon),
            canonical: pon.to_string(),
        },
        Err(error) => Outcome::Invalid {
            code: error.code(),
            offset: None,
            field: None,
        },
    }
}

fn value(pon: &Pon) -> Value {
    let board = pon.board();
    let hand = |side| {
        let mut items: Vec<(String, usize)> = Vec::new();
        for piece in pon.hand(side) {
            let token = piece.to_string();
            match items.last_mut() {
                Some((last, count)) if *last == token => *count += 1,
                _ => items.push((token, 1)),
            }
        }
        items
            .into_iter()
            .map(|(token, count)| json!([token, count]))
            .collect::<Vec<_>>()
    };
    let mut value = json!({
        "dimensions": board.dimensions(),
        "rankLengths": board.rank_lengths(),
        "board": board.squares().iter().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
        "firstHand": hand(Side::First),
        "secondHand": hand(Side::Second),
        "styles": [pon.first_style().to_string(), pon.second_style().to_string()],
        "turn": pon.turn().as_str(),
        "feen": pon.to_feen().ok(),
    });
    if let Some(shape) = board.shape() {
        value["shape"] = json!(shape.as_slice());
    }
    value
}
