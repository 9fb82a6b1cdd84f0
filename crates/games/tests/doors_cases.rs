//! The doors' shared cases (`fixtures/doors/cases.json`) answered by the facade itself: the command line,
//! the Python package and the JavaScript package run the same list through their own APIs.

use serde_json::Value;
use tabula_games::{DynGame, GameKind, Notation, RecordFormat};

fn cases() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/doors/cases.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).expect("the case list")).expect("JSON")
}

fn text<'a>(case: &'a Value, key: &str) -> &'a str {
    case[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} in {case}"))
}

fn open(case: &Value) -> Result<Box<dyn DynGame>, tabula_games::GameError> {
    let rules = case["rules"]
        .as_str()
        .map(|r| r.parse::<GameKind>().expect("a game name"));
    tabula_games::open_with(text(case, "position"), rules).map(|(game, _)| game)
}

fn notation(case: &Value) -> Option<Notation> {
    case["notation"]
        .as_str()
        .map(|n| n.parse().expect("a notation"))
}

fn play(game: &mut dyn DynGame, case: &Value) -> Result<(), (usize, &'static str)> {
    for (ply, m) in case["moves"].as_array().expect("moves").iter().enumerate() {
        game.play(m.as_str().expect("a move"), notation(case))
            .map_err(|e| (ply + 1, e.code))?;
    }
    Ok(())
}

/// What the facade answers to a case, in the case's own keys.
fn answer(case: &Value) -> Value {
    let game = open(case);
    let mut game = match (text(case, "op"), game) {
        (_, Err(e)) => return serde_json::json!({ "error": e.code }),
        (_, Ok(game)) => game,
    };
    match text(case, "op") {
        "open" => serde_json::json!({ "feen": game.feen() }),
        "moves" => {
            let mut moves = game
                .legal_moves(notation(case).unwrap_or(Notation::Pmn))
                .expect("the game writes the notation");
            moves.sort();
            serde_json::json!({ "moves": moves })
        }
        "status" => serde_json::json!({ "line": tabula_games::status_line(game.as_ref()) }),
        "play" => match play(game.as_mut(), case) {
            Ok(()) => serde_json::json!({ "feen": game.feen() }),
            Err((ply, code)) => serde_json::json!({ "error": code, "ply": ply }),
        },
        "record" => {
            if let Err((ply, code)) = play(game.as_mut(), case) {
                return serde_json::json!({ "error": code, "ply": ply });
            }
            let format: RecordFormat = text(case, "format").parse().expect("a record format");
            match tabula_games::write_record(game.as_ref(), format, &[]) {
                Ok(record) => {
                    let wanted = case["expect"]["contains"].as_array().expect("contains");
                    let found: Vec<&Value> = wanted
                        .iter()
                        .filter(|line| record.contains(line.as_str().expect("a line")))
                        .collect();
                    assert_eq!(found.len(), wanted.len(), "{}: {record}", case["name"]);
                    serde_json::json!({ "contains": wanted })
                }
                Err(e) => serde_json::json!({ "error": e.code }),
            }
        }
        other => panic!("unknown op {other}"),
    }
}

#[test]
fn the_facade_answers_every_shared_case() {
    let cases = cases();
    let mut wrong = Vec::new();
    for case in &cases {
        let expected = &case["expect"];
        let got = answer(case);
        if got != *expected {
            wrong.push(format!(
                "{}: expected {expected:?}, got {got}",
                case["name"]
            ));
        }
    }
    println!("compared {} shared cases", cases.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(cases.len() >= 20);
}
