//! Runs the conformance fixtures of `fixtures/pon/1.0.0/` against this crate.

use serde_json::Value;
use tabula_pon::Pon;

fn cases(file: &str) -> Vec<Value> {
    let path = format!(
        "{}/../../fixtures/pon/1.0.0/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], "pon");
    document["cases"].as_array().unwrap().clone()
}

fn run(case: &Value) -> Result<(), String> {
    let input = case["input"].as_str().ok_or("no input")?;
    match (input.parse::<Pon>(), case["valid"].as_bool()) {
        (Ok(pon), Some(true)) => {
            let decoded = tabula_fixtures::values::pon(&pon);
            if decoded != case["value"] {
                return Err(format!("decoded {decoded}, expected {}", case["value"]));
            }
            let canonical = pon.to_string();
            if case["canonical"] != canonical.as_str() {
                return Err(format!("wrote {canonical}"));
            }
            // The written forms read back to the same document.
            for text in [canonical, pon.to_pretty_string()] {
                if text.parse::<Pon>().as_ref() != Ok(&pon) {
                    return Err(format!("{text} does not read back"));
                }
            }
            // A regular board becomes a Qi position and back; an irregular one is refused.
            match (pon.board().is_regular(), pon.to_qi()) {
                (true, Ok(qi)) if Pon::from_qi(&qi).as_ref() == Ok(&pon) => {}
                (false, Err(e)) if e.code() == "board-not-regular" => {}
                (_, other) => return Err(format!("to_qi: {other:?}")),
            }
            if let Some(feen) = case["value"]["feen"].as_str() {
                if Pon::from_feen(feen).as_ref() != Ok(&pon) {
                    return Err(format!("from_feen({feen}) differs"));
                }
            }
            Ok(())
        }
        (Err(error), Some(false)) => {
            if case["error"] != error.code() {
                return Err(format!(
                    "error {} ({error}), expected {}",
                    error.code(),
                    case["error"]
                ));
            }
            let pointer = error.path().map(tabula_pon::Path::pointer);
            if let Some(expected) = case.get("path") {
                if pointer.as_deref() != expected.as_str() {
                    return Err(format!("path {pointer:?}, expected {expected}"));
                }
            }
            Ok(())
        }
        (Ok(pon), _) => Err(format!("accepted as {pon}")),
        (Err(error), _) => Err(format!("refused: {error}")),
    }
}

#[test]
fn every_case_passes() {
    let mut failures = Vec::new();
    let mut count = 0;
    for file in ["valid.json", "invalid.json"] {
        for case in cases(file) {
            count += 1;
            if let Err(why) = run(&case) {
                failures.push(format!("{}: {why}", case["id"]));
            }
        }
    }
    assert!(count > 60, "only {count} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
