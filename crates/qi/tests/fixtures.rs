//! The Qi operation fixtures (`fixtures/qi/1.0.0/operations.json`, format in `fixtures/qi/README.md`), run
//! by this crate's own tests: every case's constructor outcome, then each step (state after a success; after
//! a refusal, the error code and the position given back unchanged), and every error code exercised.
//!
//! The case runner is the conformance suite's (`crates/conformance/tests/conformance/qi.rs`), included here
//! so that `cargo test -p tabula-qi` and the conformance suite run the very same code.

use serde_json::Value;

#[path = "../../conformance/tests/conformance/qi.rs"]
mod operations;

fn file() -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/qi/1.0.0/operations.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_file_is_a_qi_operations_file() {
    let file = file();
    assert_eq!(file["formatVersion"], 1);
    assert_eq!(file["spec"], "qi");
    assert_eq!(file["specVersion"], "1.0.0");
    let cases = file["cases"].as_array().expect("cases");
    assert!(!cases.is_empty());
    let mut ids = std::collections::BTreeSet::new();
    for case in cases {
        let id = case["id"].as_str().expect("an id");
        assert!(id.starts_with("qi.ops."), "{id}");
        assert!(ids.insert(id), "{id} used twice");
    }
}

/// Runs every case (a failing case panics with its id and step) and checks that together they produce
/// every code of `Error::CODES`.
#[test]
fn every_case_passes_and_every_error_code_is_exercised() {
    let file = file();
    let cases = file["cases"].as_array().expect("cases");
    operations::every_code_is_exercised(cases);
}
