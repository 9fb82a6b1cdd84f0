//! The conformance fixtures `fixtures/pin/1.0.0/{valid,invalid}.json` (format: `fixtures/README.md`): every case
//! is accepted or rejected as it says, decodes to its value, formats back to its canonical form, and fails with
//! its error code at its offset.

use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::{Value, json};
use tabula_pin::{Error, Piece};

fn fixture(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/pin/1.0.0")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(file["formatVersion"], 1, "{name}");
    assert_eq!(file["spec"], "pin", "{name}");
    assert_eq!(file["specVersion"], "1.0.0", "{name}");
    file
}

fn cases(file: &Value) -> &[Value] {
    file["cases"].as_array().expect("cases")
}

/// The input bytes of a case: `input` as UTF-8, or `inputHex` decoded.
fn input(case: &Value) -> Vec<u8> {
    match (&case["input"], &case["inputHex"]) {
        (Value::String(text), Value::Null) => text.as_bytes().to_vec(),
        (Value::Null, Value::String(hex)) => (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
            .collect(),
        _ => panic!("{}: exactly one of input and inputHex", case["id"]),
    }
}

fn value(piece: Piece) -> Value {
    json!({
        "abbr": piece.letter().to_string(),
        "side": piece.side().as_str(),
        "state": piece.state().as_str(),
        "terminal": piece.is_terminal(),
    })
}

/// The members every case has, and a stable id of the right group.
fn check_shape(case: &Value, group: &str, ids: &mut BTreeSet<String>) -> String {
    let id = case["id"].as_str().expect("id").to_owned();
    assert!(id.starts_with(&format!("pin.{group}.")), "{id}");
    assert!(ids.insert(id.clone()), "duplicate id {id}");
    assert!(
        case["description"].as_str().is_some_and(|d| !d.is_empty()),
        "{id}"
    );
    assert!(
        case["specRef"]
            .as_str()
            .is_some_and(|r| r.starts_with("https://sashite.dev/specs/pin/1.0.0/ § ")),
        "{id}"
    );
    assert!(
        case["tags"].as_array().is_some_and(|t| !t.is_empty()),
        "{id}"
    );
    assert_eq!(case["valid"], group == "valid", "{id}");
    id
}

#[test]
fn valid_cases_decode_to_their_value_and_canonical_form() {
    let file = fixture("valid.json");
    let mut ids = BTreeSet::new();
    for case in cases(&file) {
        let id = check_shape(case, "valid", &mut ids);
        let bytes = input(case);
        let piece = Piece::parse_bytes(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(value(piece), case["value"], "{id}");
        assert_eq!(
            piece.to_string(),
            case["canonical"].as_str().expect("canonical"),
            "{id}"
        );
        assert_eq!(
            case["canonical"].as_str().map(str::as_bytes),
            Some(bytes.as_slice()),
            "{id}"
        );
        assert!(case.get("error").is_none(), "{id}");
    }
    assert!(
        ids.len() >= 23,
        "every valid example of the specification (PIN, Examples)"
    );
}

#[test]
fn invalid_cases_fail_with_their_code_and_offset() {
    let file = fixture("invalid.json");
    let mut ids = BTreeSet::new();
    let mut codes = BTreeSet::new();
    for case in cases(&file) {
        let id = check_shape(case, "invalid", &mut ids);
        let bytes = input(case);
        let error = Piece::parse_bytes(&bytes).expect_err(&id);
        assert_eq!(Some(error.code()), case["error"].as_str(), "{id}: {error}");
        if let Some(offset) = case["offset"].as_u64() {
            assert_eq!(error.offset() as u64, offset, "{id}: {error}");
        }
        assert!(
            case.get("value").is_none() && case.get("canonical").is_none(),
            "{id}"
        );
        codes.insert(error.code());
    }
    // Every error variant of a token parse is exercised, and the codes are those the PIN section of
    // fixtures/README.md lists.
    let all = [
        Error::Empty,
        Error::TooLong { len: 4 },
        Error::InvalidLetter { offset: 0, byte: 0 },
        Error::MissingLetter { offset: 1 },
        Error::DoubledStateModifier { offset: 1 },
        Error::MisplacedStateModifier { offset: 1 },
        Error::MisplacedTerminalMarker { offset: 0 },
        Error::DoubledTerminalMarker { offset: 2 },
        Error::DerivationMarker { offset: 1 },
        Error::TrailingByte { offset: 1, byte: 0 },
    ];
    assert_eq!(codes, all.iter().map(Error::code).collect());
    let listed = readme_section("### PIN");
    for code in codes {
        assert!(
            listed.contains(&format!("| `{code}` |")),
            "{code} missing from the PIN error codes in fixtures/README.md"
        );
    }
}

/// The section of `fixtures/README.md` whose heading starts with `heading`, up to the next heading.
fn readme_section(heading: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/README.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let start = text
        .find(&format!("\n{heading}"))
        .unwrap_or_else(|| panic!("no section {heading} in {}", path.display()));
    let body = &text[start + 1..];
    let end = body[1..].find("\n#").map_or(body.len(), |end| end + 1);
    body[..end].to_owned()
}
