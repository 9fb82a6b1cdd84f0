//! The doors' shared cases (`fixtures/doors/cases.json`) run through the command line: each answer must be
//! the one the facade gives (and the case expects); for a refused case, the exit status is 1 and the
//! message is the facade's own.

mod common;

use serde_json::Value;

/// `(exit code, stdout, stderr)`.
fn run(args: &[String], stdin: &str) -> (i32, String, String) {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = common::tabula(&args, stdin);
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    )
}

fn text(case: &Value, key: &str) -> String {
    case[key].as_str().unwrap_or_default().to_owned()
}

fn moves(case: &Value) -> Vec<String> {
    case["moves"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|m| m.as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The facade's message for a case the facade refuses (the position, or the first refused move).
fn facade_error(case: &Value) -> String {
    let rules = case["rules"].as_str().map(|r| r.parse().expect("a game"));
    match tabula_games::open_with(&text(case, "position"), rules) {
        Err(e) => e.message,
        Ok((mut game, _)) => {
            let notation = case["notation"]
                .as_str()
                .map(|n| n.parse().expect("a notation"));
            for m in moves(case) {
                if let Err(e) = game.play(&m, notation) {
                    return e.message;
                }
            }
            let format = text(case, "format").parse().expect("a record format");
            tabula_games::write_record(game.as_ref(), format, &[])
                .expect_err("the case is refused")
                .message
        }
    }
}

/// The command line's answer to a case, in the case's keys.
fn answer(case: &Value) -> Value {
    let position = text(case, "position");
    let expect = &case["expect"];
    let (args, stdin): (Vec<String>, String) = match text(case, "op").as_str() {
        "open" => {
            let mut args = vec!["play".to_owned(), "--to".into(), "feen".into()];
            if let Some(rules) = case["rules"].as_str() {
                args.extend(["--rules".to_owned(), rules.to_owned()]);
            }
            args.push(position);
            (args, String::new())
        }
        "moves" => (
            vec![
                "moves".into(),
                "--notation".into(),
                text(case, "notation"),
                position,
            ],
            String::new(),
        ),
        "status" => (vec!["status".into(), position], String::new()),
        "play" => {
            let mut args = vec!["play".to_owned(), "--to".into(), "feen".into(), position];
            args.extend(moves(case));
            (args, String::new())
        }
        "record" => {
            // A line game: the position line, then the moves on the next line.
            let stdin = format!("{position}\n{}\n", moves(case).join(" "));
            (
                vec![
                    "replay".into(),
                    "--to".into(),
                    text(case, "format"),
                    "-".into(),
                ],
                stdin,
            )
        }
        other => panic!("unknown op {other}"),
    };
    let (code, out, err) = run(&args, &stdin);
    if code != 0 {
        let message = facade_error(case);
        assert!(
            err.contains(&message),
            "{}: {err} does not hold {message:?}",
            case["name"]
        );
        let mut answer = serde_json::json!({ "error": expect["error"] });
        if let Some(ply) = expect.get("ply") {
            assert!(
                err.contains(&format!("move {ply}")),
                "{}: {err}",
                case["name"]
            );
            answer["ply"] = ply.clone();
        }
        return answer;
    }
    match text(case, "op").as_str() {
        "open" | "play" => serde_json::json!({ "feen": out.trim_end() }),
        "moves" => serde_json::json!({ "moves": out.lines().collect::<Vec<_>>() }),
        "status" => serde_json::json!({ "line": out.trim_end() }),
        _ => {
            let wanted = expect["contains"].as_array().cloned().unwrap_or_default();
            let found: Vec<Value> = wanted
                .into_iter()
                .filter(|line| out.contains(line.as_str().unwrap_or("\u{0}")))
                .collect();
            serde_json::json!({ "contains": found })
        }
    }
}

#[test]
fn the_command_line_answers_every_shared_case() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/doors/cases.json"
    );
    let cases: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the case list")).expect("JSON");
    let mut wrong = Vec::new();
    for case in &cases {
        let got = answer(case);
        if got != case["expect"] {
            wrong.push(format!(
                "{}: expected {}, got {got}",
                case["name"], case["expect"]
            ));
        }
    }
    println!("compared {} shared cases", cases.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(cases.len() >= 20);
}
