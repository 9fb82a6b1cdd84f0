//! The shared fixtures `fixtures/kif/1.0.0/*.json` and `fixtures/csa/1.0.0/*.json`: each valid case read to
//! its games (start SFEN, USI moves, end, result), written back as its `canonical` text, which reads back to
//! the same games; each invalid case refused with its code.
//!
//! `TABULA_BLESS=1 cargo test -p tabula-shogi --test records_fixtures` rewrites the `canonical` members from
//! the writers (the values stay as written by hand: review the diff).

use serde_json::{Value, json};
use tabula_shogi::records::{
    CsaReader, KifOptions, KifReader, Record, RecordError, write_csa_games, write_kif,
};

fn path(spec: &str, name: &str) -> String {
    format!(
        "{}/../../fixtures/{spec}/1.0.0/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn document(spec: &str, name: &str) -> Value {
    let path = path(spec, name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["spec"], spec);
    document
}

fn input(case: &Value) -> Vec<u8> {
    if let Some(text) = case["input"].as_str() {
        return text.as_bytes().to_vec();
    }
    let hex = case["inputHex"].as_str().unwrap().as_bytes();
    hex.chunks(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).unwrap(), 16).unwrap())
        .collect()
}

fn read(spec: &str, bytes: &[u8]) -> Result<Vec<Record>, RecordError> {
    if spec == "kif" {
        KifReader::new(bytes).collect()
    } else {
        CsaReader::new(bytes).collect()
    }
}

fn write(spec: &str, records: &[Record]) -> String {
    let mut out = Vec::new();
    if spec == "kif" {
        for record in records {
            write_kif(&mut out, record, KifOptions::default()).unwrap();
        }
    } else {
        write_csa_games(&mut out, records).unwrap();
    }
    String::from_utf8(out).unwrap()
}

/// A game as the cases give it.
fn value(records: &[Record]) -> Value {
    let games: Vec<Value> = records
        .iter()
        .map(|record| {
            json!({
                "start": record.start_sfen,
                "moves": record.moves,
                "end": record.end.map(tabula_shogi::records::End::name),
                "result": record.result.map(|outcome| json!({
                    "winner": outcome.winner.map(|side| match side {
                        tabula_game::Side::First => "first",
                        tabula_game::Side::Second => "second",
                    }),
                    "termination": outcome.termination.name(),
                })),
            })
        })
        .collect();
    json!({ "games": games })
}

fn valid(spec: &str) {
    let mut document = document(spec, "valid");
    let bless = std::env::var("TABULA_BLESS").as_deref() == Ok("1");
    for case in document["cases"].as_array_mut().unwrap() {
        let id = case["id"].as_str().unwrap().to_owned();
        let records = read(spec, &input(case)).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(value(&records), case["value"], "{id}");
        let canonical = write(spec, &records);
        let again = read(spec, canonical.as_bytes()).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            value(&again),
            case["value"],
            "{id}: the canonical text reads back"
        );
        if bless {
            case["canonical"] = json!(canonical);
        } else {
            assert_eq!(case["canonical"], canonical, "{id}");
        }
    }
    if bless {
        let text = serde_json::to_string_pretty(&document).unwrap() + "\n";
        std::fs::write(path(spec, "valid"), text).unwrap();
    }
}

fn invalid(spec: &str) {
    for case in document(spec, "invalid")["cases"].as_array().unwrap() {
        let id = case["id"].as_str().unwrap();
        let error = read(spec, &input(case)).expect_err(id);
        assert_eq!(error.code(), case["error"], "{id}: {error}");
    }
}

#[test]
fn kif_cases() {
    valid("kif");
    invalid("kif");
}

#[test]
fn csa_cases() {
    valid("csa");
    invalid("csa");
}
