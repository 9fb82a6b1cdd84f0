//! The Qi suite: operation sequences on a `Qi<String, String>`, each call's outcome in the fixtures' shape.

use serde_json::{Value, json};
use tabula_feen::Side;
use tabula_qi::{Parts, Qi};

use super::{list, side, size, sizes, string};

type Position = Qi<String, String>;

/// A Qi operation case: the constructor's outcome, then each step's (a refused step leaves the
/// position as it was). Each outcome is `{"state": …}` or `{"error": code}`.
pub(super) fn run_case(case: &Value) -> Result<Vec<Value>, String> {
    let hand_items = |value: &Value| -> Result<Vec<(String, usize)>, String> {
        list(value, "hand")?
            .iter()
            .map(|item| {
                Ok((
                    string(&item[0], "piece")?.to_owned(),
                    size(&item[1], "count")?,
                ))
            })
            .collect()
    };
    let constructed = if let Some(args) = case.get("new") {
        Position::new(
            &sizes(&args["shape"], "shape")?,
            string(&args["firstStyle"], "firstStyle")?.to_owned(),
            string(&args["secondStyle"], "secondStyle")?.to_owned(),
        )
    } else {
        let args = &case["fromParts"];
        let board = list(&args["board"], "board")?
            .iter()
            .map(|square| square.as_str().map(str::to_owned))
            .collect();
        match tabula_qi::Shape::new(&sizes(&args["shape"], "shape")?) {
            Ok(shape) => Position::from_parts(Parts {
                shape,
                board,
                first_hand: hand_items(&args["firstHand"])?,
                second_hand: hand_items(&args["secondHand"])?,
                first_style: string(&args["firstStyle"], "firstStyle")?.to_owned(),
                second_style: string(&args["secondStyle"], "secondStyle")?.to_owned(),
                turn: side(&args["turn"])?,
            }),
            Err(e) => Err(e.into()),
        }
    };
    let mut position = match constructed {
        Ok(position) => position,
        Err(e) => return Ok(vec![json!({ "error": e.code() })]),
    };
    let mut results = vec![json!({ "state": state(&position) })];
    for step in list(case.get("steps").unwrap_or(&json!([])), "steps")? {
        let board_changes = || -> Result<Vec<(usize, Option<String>)>, String> {
            list(&step["changes"], "changes")?
                .iter()
                .map(|c| Ok((size(&c[0], "index")?, c[1].as_str().map(str::to_owned))))
                .collect()
        };
        let hand_changes = || -> Result<Vec<(String, i64)>, String> {
            list(&step["changes"], "changes")?
                .iter()
                .map(|c| {
                    let delta = c[1].as_i64().ok_or_else(|| format!("delta: {}", c[1]))?;
                    Ok((string(&c[0], "piece")?.to_owned(), delta))
                })
                .collect()
        };
        // Each edit is all or nothing: a refused step leaves the position as it was.
        let outcome = match string(&step["op"], "op")? {
            "board_diff" => position.board_diff(board_changes()?),
            "first_hand_diff" => position.hand_diff(Side::First, hand_changes()?),
            "second_hand_diff" => position.hand_diff(Side::Second, hand_changes()?),
            "toggle" => {
                position.toggle();
                Ok(())
            }
            "with_turn" => {
                position.set_turn(side(&step["turn"])?);
                Ok(())
            }
            op => return Err(format!("unknown op {op}")),
        };
        results.push(match outcome {
            Ok(()) => json!({ "state": state(&position) }),
            Err(error) => json!({ "error": error.code() }),
        });
    }
    Ok(results)
}

/// A Qi position in the fixtures' `state` shape (tabula-fixtures' one definition).
fn state(position: &Position) -> Value {
    tabula_fixtures::values::qi(position)
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn qi_cases_run_each_step_and_a_refused_step_changes_nothing() {
        let case = json!({ "qi": { "new": { "shape": [2], "firstStyle": "C", "secondStyle": "c" },
            "steps": [ { "op": "first_hand_diff", "changes": [["P", 3], ["P", -2]] },
                       { "op": "board_diff", "changes": [[0, "K"], [1, "k"]] },
                       { "op": "toggle" } ] } });
        let out = adapter("qi", true, &format!("{case}\n")).1;
        let reply: Value = serde_json::from_str(out.trim()).unwrap();
        let results = reply["results"].as_array().unwrap();
        assert_eq!(results.len(), 4);
        assert_eq!(results[1]["state"]["firstHand"], json!([["P", 1]]));
        assert_eq!(results[2], json!({ "error": "too-many-pieces" }));
        assert_eq!(results[3]["state"]["turn"], "second");
        assert_eq!(
            results[3]["state"]["occupied"],
            json!([]),
            "the refused step changed nothing"
        );
        let failed =
            json!({ "qi": { "new": { "shape": [0], "firstStyle": "C", "secondStyle": "c" } } });
        let out = adapter("qi", true, &format!("{failed}\n")).1;
        assert_eq!(
            out.trim(),
            r#"{"results":[{"error":"dimension-too-small"}]}"#
        );
    }
}
