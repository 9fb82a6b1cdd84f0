//! The conformance fixtures `fixtures/cell/1.0.0/{valid,invalid}.json` and
//! `fixtures/location/1.0.0/{valid,invalid}.json` (format: `fixtures/README.md`): every case is accepted or
//! rejected as it says, decodes to its value, formats back to its canonical form, and fails with its error
//! code at its offset. The `level` of each invalid case is checked against the unbounded spec grammar: a case
//! is `implementation-defined` exactly when only Tabula's bounds reject it.

use std::collections::BTreeSet;
use std::path::PathBuf;

use regex::bytes::Regex;
use serde_json::{Value, json};
use tabula_cell::{Coordinate, Error, Location, ShapeProblem};

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn fixture(spec: &str, name: &str) -> Value {
    let path = manifest_dir()
        .join("../../fixtures")
        .join(spec)
        .join("1.0.0")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(file["formatVersion"], 1, "{spec}/{name}");
    assert_eq!(file["spec"], spec, "{spec}/{name}");
    assert_eq!(file["specVersion"], "1.0.0", "{spec}/{name}");
    assert!(file["description"].as_str().is_some_and(|d| !d.is_empty()));
    file
}

fn cases(file: &Value) -> &[Value] {
    file["cases"].as_array().expect("cases")
}

/// The input bytes of a case (`input` as UTF-8, or `inputHex` decoded, through the shared decoder), with the
/// format's rules: exactly one of the two, and `inputHex` only for input that is not UTF-8.
fn input(case: &Value) -> Vec<u8> {
    let bytes = tabula_testkit::case_input(case)
        .unwrap_or_else(|| panic!("{}: neither input nor inputHex", case["id"]));
    match (&case["input"], &case["inputHex"]) {
        (Value::String(_), Value::Null) => {}
        (Value::Null, Value::String(_)) => assert!(
            std::str::from_utf8(&bytes).is_err(),
            "{}: inputHex is only for non-UTF-8 input",
            case["id"]
        ),
        _ => panic!("{}: exactly one of input and inputHex", case["id"]),
    }
    bytes
}

fn coordinate_value(c: Coordinate) -> Value {
    json!({ "indices": c.indices() })
}

fn location_value(l: Location) -> Value {
    match l {
        Location::Hand => json!({ "kind": "hand" }),
        Location::Board(c) => json!({ "kind": "board", "indices": c.indices() }),
    }
}

/// The unbounded grammar of the specification (<https://sashite.dev/specs/cell/1.0.0/>, "Syntax"), plus `*`
/// for locations.
fn spec_accepts(bytes: &[u8], spec: &str) -> bool {
    let unbounded =
        Regex::new(r"\A[a-z]+(?:[1-9][0-9]*[A-Z]+[a-z]+)*(?:[1-9][0-9]*[A-Z]*)?\z").unwrap();
    unbounded.is_match(bytes) || (spec == "location" && bytes == b"*")
}

/// The members every case has, and a stable id of the right group.
fn check_shape(case: &Value, spec: &str, group: &str, ids: &mut BTreeSet<String>) -> String {
    let id = case["id"].as_str().expect("id").to_owned();
    let id_pattern = Regex::new(r"\A[a-z0-9]+(\.[a-z0-9]+(-[a-z0-9]+)*)+\z").unwrap();
    assert!(id_pattern.is_match(id.as_bytes()), "{id}");
    assert!(id.starts_with(&format!("{spec}.{group}.")), "{id}");
    assert!(ids.insert(id.clone()), "duplicate id {id}");
    assert!(
        case["description"].as_str().is_some_and(|d| !d.is_empty()),
        "{id}"
    );
    assert!(
        case["specRef"].as_str().is_some_and(|r| [
            "https://sashite.dev/specs/cell/1.0.0/ § ",
            "https://sashite.dev/game-protocol/ § ",
            "docs/decisions.md § "
        ]
        .iter()
        .any(|document| r.starts_with(document))),
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
fn valid_coordinates_decode_to_their_value_and_canonical_form() {
    let file = fixture("cell", "valid.json");
    let mut ids = BTreeSet::new();
    for case in cases(&file) {
        let id = check_shape(case, "cell", "valid", &mut ids);
        let bytes = input(case);
        let c = Coordinate::parse_bytes(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(coordinate_value(c), case["value"], "{id}");
        assert_eq!(
            Some(c.to_string().as_str()),
            case["canonical"].as_str(),
            "{id}"
        );
        assert_eq!(
            c.to_string().as_bytes(),
            bytes.as_slice(),
            "{id}: canonical"
        );
        assert!(
            case.get("error").is_none() && case.get("level").is_none(),
            "{id}"
        );
        // The location reading of a coordinate is the same square.
        assert_eq!(
            Location::parse_bytes(&bytes),
            Ok(Location::Board(c)),
            "{id}"
        );
    }
    assert!(
        ids.len() >= 38,
        "every valid example of the specification (CELL, Examples)"
    );
}

#[test]
fn invalid_coordinates_fail_with_their_code_and_offset() {
    let file = fixture("cell", "invalid.json");
    let mut ids = BTreeSet::new();
    let mut codes = BTreeSet::new();
    for case in cases(&file) {
        let id = check_shape(case, "cell", "invalid", &mut ids);
        let bytes = input(case);
        let error = Coordinate::parse_bytes(&bytes).expect_err(&id);
        assert_eq!(Some(error.code()), case["error"].as_str(), "{id}: {error}");
        assert_eq!(
            error.offset().map(|o| o as u64),
            case["offset"].as_u64(),
            "{id}: {error}"
        );
        let level = case["level"].as_str().unwrap_or("must");
        let expected = if spec_accepts(&bytes, "cell") {
            "implementation-defined"
        } else {
            "must"
        };
        assert_eq!(level, expected, "{id}");
        assert!(
            case.get("value").is_none() && case.get("canonical").is_none(),
            "{id}"
        );
        codes.insert(error.code());
    }
    // Every parse error a coordinate can give is exercised.
    let parse_errors = [
        Error::Empty,
        Error::TooLong { len: 8 },
        Error::MustStartWithLowercase { byte: 0 },
        Error::UnexpectedCharacter {
            offset: 1,
            byte: 0,
            dimension: 2,
        },
        Error::LeadingZero { offset: 1 },
        Error::Zero { offset: 1 },
        Error::TooManyDimensions { offset: 3 },
        Error::LetterRunTooLong { offset: 2 },
        Error::IndexTooLarge {
            offset: 0,
            dimension: 1,
        },
    ];
    assert_eq!(codes, parse_errors.iter().map(Error::code).collect());
}

#[test]
fn valid_locations_decode_to_their_value_and_canonical_form() {
    let file = fixture("location", "valid.json");
    let mut ids = BTreeSet::new();
    let mut hand = false;
    for case in cases(&file) {
        let id = check_shape(case, "location", "valid", &mut ids);
        let bytes = input(case);
        let l = Location::parse_bytes(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(location_value(l), case["value"], "{id}");
        assert_eq!(
            Some(l.to_string().as_str()),
            case["canonical"].as_str(),
            "{id}"
        );
        assert_eq!(
            l.to_string().as_bytes(),
            bytes.as_slice(),
            "{id}: canonical"
        );
        hand |= l.is_hand();
    }
    assert!(hand, "the hand is a case");
}

#[test]
fn invalid_locations_fail_with_their_code_and_offset() {
    let file = fixture("location", "invalid.json");
    let mut ids = BTreeSet::new();
    let mut codes = BTreeSet::new();
    for case in cases(&file) {
        let id = check_shape(case, "location", "invalid", &mut ids);
        let bytes = input(case);
        let error = Location::parse_bytes(&bytes).expect_err(&id);
        assert_eq!(Some(error.code()), case["error"].as_str(), "{id}: {error}");
        assert_eq!(
            error.offset().map(|o| o as u64),
            case["offset"].as_u64(),
            "{id}: {error}"
        );
        let level = case["level"].as_str().unwrap_or("must");
        let expected = if spec_accepts(&bytes, "location") {
            "implementation-defined"
        } else {
            "must"
        };
        assert_eq!(level, expected, "{id}");
        codes.insert(error.code());
    }
    assert!(codes.contains("hand-not-alone"), "{codes:?}");
}

/// One error of every variant, in declaration order.
fn every_variant() -> Vec<Error> {
    let c = Coordinate::parse("i1").unwrap();
    vec![
        Error::Empty,
        Error::TooLong { len: 8 },
        Error::MustStartWithLowercase { byte: b'A' },
        Error::UnexpectedCharacter {
            offset: 1,
            byte: b'A',
            dimension: 2,
        },
        Error::LeadingZero { offset: 1 },
        Error::Zero { offset: 1 },
        Error::TooManyDimensions { offset: 3 },
        Error::LetterRunTooLong { offset: 2 },
        Error::IndexTooLarge {
            offset: 0,
            dimension: 1,
        },
        Error::HandNotAlone { byte: b'*' },
        Error::DimensionCount { count: 0 },
        Error::InvalidShape {
            problem: ShapeProblem::DimensionCount { count: 0 },
        },
        Error::WrongDimensions {
            expected: 1,
            found: 2,
        },
        Error::OffBoard {
            coordinate: c,
            dimension: 1,
            size: 8,
        },
        Error::SquareOutOfRange {
            index: 64,
            squares: 64,
        },
    ]
}

#[test]
fn error_codes_are_unique_kebab_case_and_listed_in_fixtures_readme() {
    // The CELL section of fixtures/README.md lists every code, and only those.
    let readme = std::fs::read_to_string(manifest_dir().join("../../fixtures/README.md")).unwrap();
    let start = readme
        .find("\n### CELL")
        .expect("a CELL section in fixtures/README.md");
    let section = &readme[start + 1..];
    let listed = &section[..section[1..]
        .find("\n#")
        .map_or(section.len(), |end| end + 1)];
    let kebab = Regex::new(r"\A[a-z0-9]+(-[a-z0-9]+)*\z").unwrap();
    let mut codes = BTreeSet::new();
    for e in every_variant() {
        assert!(kebab.is_match(e.code().as_bytes()), "{}", e.code());
        assert!(codes.insert(e.code()), "duplicate code {}", e.code());
        assert!(
            listed.contains(&format!("| `{}` |", e.code())),
            "{} missing from the CELL error codes in fixtures/README.md",
            e.code()
        );
    }
    // And the section lists no code that does not exist.
    let row = Regex::new(r"(?m)^\| `([a-z0-9-]+)` \|").unwrap();
    let rows: BTreeSet<&str> = row
        .captures_iter(listed.as_bytes())
        .map(|c| std::str::from_utf8(c.get(1).unwrap().as_bytes()).unwrap())
        .collect();
    assert_eq!(rows, codes);
}
