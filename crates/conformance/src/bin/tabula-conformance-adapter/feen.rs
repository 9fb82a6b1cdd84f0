//! The FEEN suite: strings decoded as written (with the QPI view of a regular board), and emit requests.

use serde_json::{Value, json};
use tabula_feen::{Feen, Side};
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

use super::{Reply, list, side, size, sizes, string};

/// A FEEN string: the position as written, plus `qualified` (the pieces resolved to QPI) for a regular
/// board. The canonical form is the typed position written back (an irregular board, which has no typed
/// position, is written back as read).
pub(super) fn decode(input: &[u8]) -> Reply {
    let view = match Feen::from_bytes(input) {
        Ok(view) => view,
        Err(e) => {
            return Reply::Rejected {
                code: e.code(),
                field: Some(e.field().as_str()),
                path: None,
            };
        }
    };
    let (first, second) = (view.first_style(), view.second_style());
    let hand = |side| {
        view.hand(side)
            .map(|(piece, count)| json!([piece.to_string(), count]))
            .collect::<Vec<_>>()
    };
    let resolved = |side| {
        view.hand(side)
            .map(|(piece, count)| {
                json!([
                    QualifiedPiece::from_extended(piece, first, second).to_string(),
                    count
                ])
            })
            .collect::<Vec<_>>()
    };
    let mut value = json!({
        "rankLengths": view.rank_lengths().collect::<Vec<_>>(),
        "board": view.squares().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
        "firstHand": hand(Side::First),
        "secondHand": hand(Side::Second),
        "styles": [first.to_string(), second.to_string()],
        "turn": view.turn().as_str(),
    });
    let mut canonical = view.as_str().to_owned();
    if let Some(shape) = view.shape() {
        value["shape"] = json!(shape.as_slice());
    }
    if let Ok(position) = view.as_str().parse::<tabula_feen::Position>() {
        value["qualified"] = json!({
            "board": position.board().iter().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
            "firstHand": resolved(Side::First),
            "secondHand": resolved(Side::Second),
        });
        canonical = position.to_string();
    }
    Reply::Value { value, canonical }
}

/// A FEEN emit request: the typed position, written as FEEN (or the error that refuses it).
pub(super) fn emit(position: &Value) -> Result<Reply, String> {
    let qpi = |value: &Value| {
        let text = string(value, "piece")?;
        QualifiedPiece::parse(text).map_err(|e| format!("{text}: {e}"))
    };
    let style = |value: &Value| {
        let text = string(value, "style")?;
        Style::parse(text).map_err(|e| format!("{text}: {e}"))
    };
    let hand = |value: &Value| -> Result<Vec<(QualifiedPiece, usize)>, String> {
        list(value, "hand")?
            .iter()
            .map(|item| Ok((qpi(&item[0])?, size(&item[1], "count")?)))
            .collect()
    };
    let board = list(&position["board"], "board")?
        .iter()
        .map(|square| {
            if square.is_null() {
                Ok(None)
            } else {
                qpi(square).map(Some)
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let shape = sizes(&position["shape"], "shape")?;
    let typed = match tabula_qi::Shape::new(&shape) {
        Ok(shape) => tabula_feen::Qi::from_parts(tabula_feen::Parts {
            shape,
            board,
            first_hand: hand(&position["firstHand"])?,
            second_hand: hand(&position["secondHand"])?,
            first_style: style(&position["styles"][0])?,
            second_style: style(&position["styles"][1])?,
            turn: side(&position["turn"])?,
        }),
        Err(e) => Err(e.into()),
    };
    Ok(match typed.map(tabula_feen::Position::try_from) {
        Ok(Ok(typed)) => Reply::Output(typed.to_string()),
        Ok(Err(e)) => Reply::rejected(e.code()),
        Err(e) => Reply::rejected(e.code()),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn feen_strings_and_emit_requests() {
        let requests = concat!(
            "{\"input\":\"8 2P/ C/c\"}\n",
            "{\"input\":\"8 2P/ C/c/\"}\n",
            "{\"input\":\"ab/c / G/g\"}\n",
            "{\"position\":{\"shape\":[2],\"board\":[\"C:K^\",null],\"firstHand\":[],",
            "\"secondHand\":[],\"styles\":[\"C\",\"C\"],\"turn\":\"first\"}}\n",
            "{\"position\":{\"shape\":[2],\"board\":[\"C:K^\",null],\"firstHand\":[],",
            "\"secondHand\":[],\"styles\":[\"C\",\"c\"],\"turn\":\"second\"}}\n",
        );
        let out = adapter("feen", true, requests).1;
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0]["value"]["qualified"]["firstHand"],
            json!([["C:P", 2]])
        );
        assert_eq!(replies[0]["canonical"], "8 2P/ C/c");
        assert_eq!(
            replies[1],
            json!({ "error": "invalid-style-turn-delimiter", "field": "style-turn" })
        );
        assert!(
            replies[2]["value"].get("shape").is_none(),
            "irregular: no shape"
        );
        assert!(
            replies[2]["value"].get("qualified").is_none(),
            "irregular: no typed view"
        );
        assert_eq!(replies[3], json!({ "error": "style-side-mismatch" }));
        assert_eq!(replies[4], json!({ "output": "K^1 / c/C" }));
    }
}
