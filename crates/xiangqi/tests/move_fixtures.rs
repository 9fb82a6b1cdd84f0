//! The shared fixtures `fixtures/xiangqi-moves/1.0.0/*.json`: a move read on a position in UCCI, UCI, WXF
//! or PMN, written back in every notation, or refused with its code.

use serde_json::Value;
use tabula_game::{ErrorCode, Notation, Rules};
use tabula_xiangqi::Xiangqi;

fn cases(name: &str) -> Vec<Value> {
    let path = format!(
        "{}/../../fixtures/xiangqi-moves/1.0.0/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], "xiangqi-moves");
    document["cases"].as_array().unwrap().clone()
}

fn run(name: &str, count: usize) {
    let cases = cases(name);
    assert_eq!(cases.len(), count);
    for case in cases {
        let id = &case["id"];
        let (position, _) = Xiangqi::from_native(case["before"].as_str().unwrap()).unwrap();
        let notation: Notation = case["options"]["notation"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let read = position.read_move(case["input"].as_str().unwrap(), notation);
        if case["valid"] == true {
            let m = read.unwrap_or_else(|e| panic!("{id}: {e}"));
            for (key, notation) in [
                ("ucci", Notation::Ucci),
                ("uci", Notation::Uci),
                ("wxf", Notation::Wxf),
                ("pmn", Notation::Pmn),
            ] {
                assert_eq!(
                    position.write_move(m, notation).unwrap(),
                    case["value"][key],
                    "{id} {key}"
                );
            }
            assert_eq!(
                position.write_move(m, notation).unwrap(),
                case["canonical"],
                "{id}"
            );
        } else {
            let error = read.expect_err(&id.to_string());
            assert_eq!(error.code(), case["error"], "{id}: {error}");
        }
    }
}

#[test]
fn coordinates() {
    run("coordinates", 20);
}

#[test]
fn wxf() {
    run("wxf", 21);
}
