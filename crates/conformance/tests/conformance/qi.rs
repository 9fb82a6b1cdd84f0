//! The Qi operation cases (`fixtures/qi/1.0.0/operations.json`, format in `fixtures/qi/README.md`), run
//! against `Qi<String, String>`.
//!
//! For every case: the constructor's outcome (state or error code), then each step, checking the state
//! after a successful step, and after a refused one that the position equals the position before the step.

use std::collections::BTreeMap;

use serde_json::Value;
use tabula_qi::{Error, Parts, Qi, Side};

type Position = Qi<String, String>;

fn string(value: &Value) -> String {
    value.as_str().expect("a string").to_owned()
}

fn side(value: &Value) -> Side {
    value
        .as_str()
        .expect("a side")
        .parse()
        .expect("first or second")
}

fn shape(value: &Value) -> Vec<usize> {
    value
        .as_array()
        .expect("a shape")
        .iter()
        .map(|size| usize::try_from(size.as_u64().expect("a size")).expect("a usize size"))
        .collect()
}

fn pairs(value: &Value) -> impl Iterator<Item = (&Value, &Value)> {
    value
        .as_array()
        .expect("a list of pairs")
        .iter()
        .map(|pair| {
            let pair = pair.as_array().expect("a pair");
            assert_eq!(pair.len(), 2);
            (&pair[0], &pair[1])
        })
}

fn hand_items(value: &Value) -> Vec<(String, usize)> {
    pairs(value)
        .map(|(piece, count)| {
            (
                string(piece),
                usize::try_from(count.as_u64().unwrap()).unwrap(),
            )
        })
        .collect()
}

fn construct(case: &Value) -> Result<Position, Error> {
    if let Some(args) = case.get("new") {
        return Qi::new(
            &shape(&args["shape"]),
            string(&args["firstStyle"]),
            string(&args["secondStyle"]),
        );
    }
    let args = &case["fromParts"];
    let board = args["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|square| square.as_str().map(str::to_owned))
        .collect();
    let dimensions = shape(&args["shape"]);
    Qi::from_parts(Parts {
        shape: tabula_qi::Shape::new(&dimensions)?,
        board,
        first_hand: hand_items(&args["firstHand"]),
        second_hand: hand_items(&args["secondHand"]),
        first_style: string(&args["firstStyle"]),
        second_style: string(&args["secondStyle"]),
        turn: side(&args["turn"]),
    })
}

fn board_changes(step: &Value) -> impl Iterator<Item = (usize, Option<String>)> + '_ {
    pairs(&step["changes"]).map(|(index, piece)| {
        let index = usize::try_from(index.as_u64().expect("an index")).unwrap_or(usize::MAX);
        (index, piece.as_str().map(str::to_owned))
    })
}

fn hand_changes(step: &Value) -> impl Iterator<Item = (String, i64)> + '_ {
    pairs(&step["changes"])
        .map(|(piece, delta)| (string(piece), delta.as_i64().expect("an i64 delta")))
}

/// Applies one step (all or nothing: a refused step leaves the position unchanged).
fn apply(position: &mut Position, step: &Value) -> Result<(), Error> {
    match step["op"].as_str().unwrap() {
        "board_diff" => position.board_diff(board_changes(step)),
        "first_hand_diff" => position.hand_diff(Side::First, hand_changes(step)),
        "second_hand_diff" => position.hand_diff(Side::Second, hand_changes(step)),
        "toggle" => {
            position.toggle();
            Ok(())
        }
        "with_turn" => {
            position.set_turn(side(&step["turn"]));
            Ok(())
        }
        op => panic!("unknown op {op}"),
    }
}

fn assert_state(id: &str, what: &str, position: &Position, state: &Value) {
    let context = format!("{id}, {what}");
    assert_eq!(
        position.shape().to_vec(),
        shape(&state["shape"]),
        "{context}: shape"
    );
    let occupied: Vec<(usize, String)> = pairs(&state["occupied"])
        .map(|(index, piece)| {
            (
                usize::try_from(index.as_u64().unwrap()).unwrap(),
                string(piece),
            )
        })
        .collect();
    let actual: Vec<(usize, String)> = position
        .board()
        .iter()
        .enumerate()
        .filter_map(|(i, square)| square.clone().map(|piece| (i, piece)))
        .collect();
    assert_eq!(actual, occupied, "{context}: occupied squares");
    assert_eq!(
        position.board_piece_count(),
        occupied.len(),
        "{context}: board count"
    );
    let mut pieces = occupied.len();
    for (side, key) in [(Side::First, "firstHand"), (Side::Second, "secondHand")] {
        // Hands are compared as maps.
        let expected: BTreeMap<String, usize> = hand_items(&state[key]).into_iter().collect();
        let actual: BTreeMap<String, usize> = position
            .hand(side)
            .map(|(piece, count)| (piece.clone(), count))
            .collect();
        assert_eq!(actual, expected, "{context}: {key}");
        let total: usize = expected.values().sum();
        assert_eq!(
            position.hand_piece_count(side),
            total,
            "{context}: {key} count"
        );
        pieces += total;
    }
    assert_eq!(position.piece_count(), pieces, "{context}: piece count");
    assert_eq!(
        position.first_style(),
        &string(&state["firstStyle"]),
        "{context}: first style"
    );
    assert_eq!(
        position.second_style(),
        &string(&state["secondStyle"]),
        "{context}: second style"
    );
    assert_eq!(position.turn(), side(&state["turn"]), "{context}: turn");
}

/// Runs one case: the constructor's outcome (state or error code), then each step, checking the state
/// after a successful step, and after a refused one that the position equals the position before the step.
/// Returns the error codes the case exercised.
pub fn run(case: &Value) -> Vec<&'static str> {
    let id = case["id"].as_str().unwrap();
    let mut codes = Vec::new();
    match (construct(case), case.get("error")) {
        (Err(error), Some(code)) => {
            assert_eq!(error.code(), code, "{id}: constructor");
            codes.push(error.code());
            assert!(
                case.get("steps").is_none(),
                "{id}: steps after a failed constructor"
            );
        }
        (Ok(mut position), None) => {
            assert_state(id, "constructor", &position, &case["state"]);
            for (n, step) in case
                .get("steps")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .enumerate()
            {
                let what = format!("step {n} ({})", step["op"]);
                let before = position.clone();
                match (apply(&mut position, step), step.get("error")) {
                    (Ok(()), None) => assert_state(id, &what, &position, &step["state"]),
                    (Err(error), Some(code)) => {
                        assert_eq!(error.code(), code, "{id}, {what}");
                        codes.push(error.code());
                        // A failed step leaves the position unchanged.
                        assert_eq!(position, before, "{id}, {what}: not restored");
                    }
                    (Ok(()), Some(code)) => panic!("{id}, {what}: succeeded, expected {code}"),
                    (Err(error), None) => panic!("{id}, {what}: {error}"),
                }
            }
        }
        (Ok(_), Some(code)) => panic!("{id}: constructor succeeded, expected {code}"),
        (Err(error), None) => panic!("{id}: constructor failed: {error}"),
    }
    codes
}

/// Every Qi error code is exercised by some case of `cases`.
pub fn every_code_is_exercised(cases: &[Value]) {
    let exercised: std::collections::BTreeSet<&str> = cases.iter().flat_map(run).collect();
    let all: std::collections::BTreeSet<&str> = Error::CODES.iter().copied().collect();
    assert_eq!(exercised, all);
}
