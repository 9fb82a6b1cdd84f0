//! The conformance suite in `fixtures/` (format: `fixtures/README.md`) run against the Tabula crates, one
//! named test per case (the case id), plus one per file for its JSON Schema and one for the manifest.
//!
//! `cargo test -p tabula-conformance` runs everything; `cargo test -p tabula-conformance -- feen.hands`
//! runs the cases whose id contains `feen.hands`.

mod pmn;
mod pon;
mod qi;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::ExitCode;

use libtest_mimic::{Arguments, Failed, Trial};
use serde_json::{Value, json};
use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_feen::{Feen, Side};
use tabula_fixtures::values;
use tabula_pin::Piece;
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

/// Cases whose expectations Tabula does not meet, with the documented reason (none today).
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[];

/// The specs whose cases this runner runs against the crates directly; the other suites' cases are listed as
/// ignored (they run through Tabula's adapter, `fixtures/README.md`, "The adapter contract").
const RUN_HERE: &[&str] = &[
    "sin", "pin", "epin", "qpi", "cell", "location", "feen", "qi",
];

/// The conversion suites (`fixtures/README.md`, "Conversion cases"): a valid case's `canonical` is the
/// conversion written back (the FEEN, or the line in the file's notation), not necessarily its input.
const CONVERSIONS: &[&str] = &["chess", "sfen", "xiangqi-fen"];

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let root = tabula_conformance::fixtures_dir();
    let manifest = read_json(&root.join("manifest.json"));
    let mut trials = vec![
        Trial::test("manifest::lists-every-case-file", {
            let (root, manifest) = (root.clone(), manifest.clone());
            move || check_manifest(&root, &manifest)
        }),
        Trial::test("readme::error-codes", {
            let (root, manifest) = (root.clone(), manifest.clone());
            move || check_error_codes(&root, &manifest)
        }),
        references_trial(&root),
        runner_trial(&root),
        digest_coverage_trial(&root),
    ];
    for file in manifest["files"].as_array().into_iter().flatten() {
        let path = file["path"].as_str().unwrap_or_default().to_owned();
        let document = read_json(&root.join(&path));
        trials.push(Trial::test(format!("schema::{path}"), {
            let (root, document, file) = (root.clone(), document.clone(), file.clone());
            move || check_schema(&root, &file, &document)
        }));
        let spec = document["spec"].as_str().unwrap_or_default().to_owned();
        let cases = document["cases"].as_array().cloned().unwrap_or_default();
        if spec == "qi" {
            trials.push(Trial::test(
                format!("{path}::every-error-code-is-exercised"),
                {
                    let cases = cases.clone();
                    move || {
                        qi::every_code_is_exercised(&cases);
                        Ok(())
                    }
                },
            ));
        }
        if matches!(
            spec.as_str(),
            "sfen" | "xiangqi-fen" | "usi" | "kif" | "csa"
        ) {
            // Conversion cases, USI moves in a position and game records: run by the tests of tabula-shogi
            // and tabula-xiangqi, which read these files.
            continue;
        }
        for case in cases {
            let id = case["id"].as_str().unwrap_or_default().to_owned();
            let spec = spec.clone();
            let known = KNOWN_DIFFERENCES.iter().find(|(known, _)| *known == id);
            // A suite this runner has no reader for runs through `tabula-conformance-adapter` and
            // fixtures/runners/python/run.py (.ci/run) instead: listed here as ignored, not failed.
            let here = RUN_HERE.contains(&spec.as_str());
            let trial = Trial::test(id, move || run_case(&spec, &case));
            trials.push(if known.is_some() || !here {
                trial.with_ignored_flag(true)
            } else {
                trial
            });
        }
    }
    libtest_mimic::run(&args, trials).exit_code()
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(Failed::from(format!($($msg)+)));
        }
    };
}

/// The manifest lists exactly the case files on disk (each file's spec, version and case count are checked
/// with its schema), and no id is used twice in the suite.
fn check_manifest(root: &Path, manifest: &Value) -> Result<(), Failed> {
    ensure!(manifest["formatVersion"] == 1, "formatVersion");
    let mut on_disk = BTreeSet::new();
    for spec in std::fs::read_dir(root)?.flatten() {
        let name = spec.file_name().to_string_lossy().into_owned();
        if matches!(name.as_str(), "schema" | "runners") || !spec.path().is_dir() {
            continue;
        }
        for version in std::fs::read_dir(spec.path())?.flatten() {
            if !version.path().is_dir() {
                continue;
            }
            for file in std::fs::read_dir(version.path())?.flatten() {
                if file.path().extension().is_some_and(|e| e == "json") {
                    on_disk.insert(format!(
                        "{name}/{}/{}",
                        version.file_name().to_string_lossy(),
                        file.file_name().to_string_lossy()
                    ));
                }
            }
        }
    }
    let listed: BTreeSet<String> = manifest["files"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|file| file["path"].as_str().map(str::to_owned))
        .collect();
    ensure!(
        listed == on_disk,
        "manifest lists {listed:?}, disk has {on_disk:?}"
    );
    // Ids are unique across the whole suite, not only within a file.
    let mut ids = BTreeSet::new();
    for path in &listed {
        let document = read_json(&root.join(path));
        for case in document["cases"].as_array().into_iter().flatten() {
            let id = case["id"].as_str().unwrap_or_default().to_owned();
            ensure!(ids.insert(id.clone()), "{id} ({path}): id used twice");
        }
    }
    Ok(())
}

/// The error codes of `fixtures/README.md` ("Error codes": one table per notation) and the cases agree: every
/// code a case expects is listed for its spec, and every listed code a string or emit case can produce (all
/// but the rows marked *API*) is expected by at least one case of the specs sharing the table.
fn check_error_codes(root: &Path, manifest: &Value) -> Result<(), Failed> {
    let readme = std::fs::read_to_string(root.join("README.md"))?;
    let section = readme
        .split("\n## Error codes")
        .nth(1)
        .ok_or("README.md has no Error codes section")?;
    let section = section.split("\n## ").next().unwrap_or_default();
    // The codes listed for each spec; and per table, the specs sharing it and the codes some case must expect.
    let mut listed: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut tables: Vec<(Vec<String>, BTreeSet<String>)> = Vec::new();
    for table in section.split("\n### ").skip(1) {
        let title = table.lines().next().unwrap_or_default();
        let specs: Vec<String> = title
            .split("(`")
            .skip(1)
            .flat_map(|rest| rest.split(", `"))
            .filter_map(|spec| spec.split('`').next().map(str::to_owned))
            .collect();
        ensure!(!specs.is_empty(), "no spec named in the heading {title:?}");
        let mut needed = BTreeSet::new();
        for row in table.lines().filter(|line| line.starts_with("| `")) {
            let code = row.split('`').nth(1).unwrap_or_default().to_owned();
            for spec in &specs {
                listed.entry(spec.clone()).or_default().insert(code.clone());
            }
            if !row.contains("*API*") {
                needed.insert(code);
            }
        }
        tables.push((specs, needed));
    }
    // EPIN wraps the PIN error ("any PIN code" in its table), except the marker that EPIN reads itself.
    let pin: Vec<String> = listed.get("pin").into_iter().flatten().cloned().collect();
    let epin = listed.entry("epin".to_owned()).or_default();
    epin.extend(pin.into_iter().filter(|code| code != "derivation-marker"));
    let mut used: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in manifest["files"].as_array().into_iter().flatten() {
        let document = read_json(&root.join(file["path"].as_str().unwrap_or_default()));
        let spec = document["spec"].as_str().unwrap_or_default().to_owned();
        for case in document["cases"].as_array().into_iter().flatten() {
            let steps = case["steps"].as_array().into_iter().flatten();
            for code in std::iter::once(case)
                .chain(steps)
                .filter_map(|c| c["error"].as_str())
            {
                ensure!(
                    listed.get(&spec).is_some_and(|codes| codes.contains(code)),
                    "{}: the code {code} is not in the README list for {spec}",
                    case["id"]
                );
                used.entry(spec.clone())
                    .or_default()
                    .insert(code.to_owned());
            }
        }
    }
    for (specs, needed) in &tables {
        for code in needed {
            ensure!(
                specs
                    .iter()
                    .any(|spec| used.get(spec).is_some_and(|codes| codes.contains(code))),
                "the code {code} ({specs:?}) is listed in README.md but no case expects it"
            );
        }
    }
    Ok(())
}

/// `fixtures/coverage.py --references-only`: every `specRef` names a document and section listed in
/// `fixtures/references.json` or a heading of `docs/decisions.md`, and every implementation-defined case cites a
/// decision. Needs nothing outside the clone.
fn references_trial(root: &Path) -> Trial {
    let script = root.join("coverage.py");
    Trial::test("references::every-spec-ref-resolves", move || {
        run_coverage(&script, &["--references-only"])
    })
}

/// `fixtures/runners/python/run.py` judges adapters: the example adapter passes the token and CELL suites and
/// is skipped on the others; compared by code (which it does not map) and as an adapter that answers `{}` to
/// everything, it fails.
fn runner_trial(root: &Path) -> Trial {
    let runners = root.join("runners/python");
    Trial::test("runner::judges-adapters", move || {
        let run = |adapter: &str, extra: &[&str]| -> Result<(bool, String), Failed> {
            let output = std::process::Command::new("python3")
                .arg(runners.join("run.py"))
                .args(["--adapter", adapter])
                .args(extra)
                .output()
                .map_err(|e| format!("python3 run.py: {e}"))?;
            let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
            Ok((
                output.status.success(),
                stdout.lines().last().unwrap_or_default().to_owned(),
            ))
        };
        let example = format!("python3 {}", runners.join("example_adapter.py").display());
        // It decodes the token, CELL and location suites, and declines every other case.
        let manifest = read_json(&runners.join("../../manifest.json"));
        let (mut decoded, mut declined) = (0, 0);
        for file in manifest["files"].as_array().into_iter().flatten() {
            let cases = file["cases"].as_u64().unwrap_or_default();
            match file["spec"].as_str() {
                Some("sin" | "pin" | "epin" | "qpi" | "cell" | "location") => decoded += cases,
                _ => declined += cases,
            }
        }
        let (ok, last) = run(&example, &[])?;
        ensure!(
            ok && last == format!("{decoded} passed, 0 failed, {declined} skipped"),
            "example adapter: {last}"
        );
        let (ok, last) = run(&example, &["--suite", "sin", "--compare-codes"])?;
        ensure!(
            !ok && last == "52 passed, 39 failed",
            "codes compared: {last}"
        );
        let (ok, last) = run(&example, &["--filter", "pin.valid.*", "--suite", "pin"])?;
        ensure!(ok && last == "39 passed, 0 failed", "filtered: {last}");
        let blank = "python3 -c 'import sys\nfor _ in sys.stdin: print(\"{}\")'";
        let (ok, last) = run(blank, &["--suite", "feen", "--suite", "qi"])?;
        ensure!(
            !ok && last == "0 passed, 284 failed",
            "an adapter answering {{}}: {last}"
        );
        Ok(())
    })
}

/// `fixtures/coverage.py --digests DIR` (every example of the spec digests is a case input), run when a
/// directory of digests is beside the checkout and ignored otherwise (an optional audit for the maintainers).
fn digest_coverage_trial(root: &Path) -> Trial {
    let specs = root.join("../../shared/specs");
    let present = specs.is_dir();
    let script = root.join("coverage.py");
    Trial::test("digests::every-example-is-a-case", move || {
        run_coverage(&script, &["--digests", &specs.to_string_lossy()])
    })
    .with_ignored_flag(!present)
}

fn run_coverage(script: &Path, args: &[&str]) -> Result<(), Failed> {
    let output = std::process::Command::new("python3")
        .arg(script)
        .args(args)
        .output()
        .map_err(|e| format!("python3 {}: {e}", script.display()))?;
    ensure!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    Ok(())
}

/// The file matches its schema; its spec, version and count match the manifest; every decoded value
/// matches the value schema of its notation; ids are unique and start with the spec name; `inputHex` is used
/// only for bytes that are not UTF-8; a valid input is its own canonical form; every rejected FEEN string names
/// the field of its first error.
fn check_schema(root: &Path, entry: &Value, document: &Value) -> Result<(), Failed> {
    let spec = document["spec"].as_str().unwrap_or_default();
    let schema_name = if spec == "qi" {
        "qi-operations.schema.json"
    } else {
        "cases.schema.json"
    };
    let schema = read_json(&root.join("schema").join(schema_name));
    let validator = jsonschema::validator_for(&schema).map_err(|e| e.to_string())?;
    let errors: Vec<String> = validator
        .iter_errors(document)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    ensure!(errors.is_empty(), "{}", errors.join("\n"));
    ensure!(
        entry["spec"] == document["spec"],
        "spec differs from the manifest"
    );
    ensure!(
        entry["specVersion"] == document["specVersion"],
        "specVersion differs from the manifest"
    );
    let cases = document["cases"].as_array().map_or(&[][..], Vec::as_slice);
    ensure!(
        entry["cases"] == json!(cases.len()),
        "the manifest counts {} cases, the file has {}",
        entry["cases"],
        cases.len()
    );
    let mut ids = BTreeSet::new();
    for case in cases {
        let id = case["id"].as_str().unwrap_or_default();
        ensure!(ids.insert(id), "{id}: duplicate id");
        ensure!(
            id.starts_with(&format!("{spec}.")),
            "{id}: not in the {spec} namespace"
        );
        // `inputHex` only for bytes that are not UTF-8; every spelling is canonical, so a valid input is its
        // own canonical form (but for PON, whose spelling is free, and the conversions, whose `canonical` is
        // the conversion written back).
        if let Some(hex) = case["inputHex"].as_str() {
            let bytes = tabula_testkit::case_input(case).unwrap_or_default();
            ensure!(
                std::str::from_utf8(&bytes).is_err(),
                "{id}: inputHex {hex} is UTF-8; write it as input"
            );
        }
        ensure!(
            case["valid"] != true
                || case.get("position").is_some()
                || CONVERSIONS.contains(&spec)
                || matches!(spec, "pon" | "kif" | "csa" | "san" | "uci" | "pgn")
                || case["canonical"] == case["input"],
            "{id}: a valid input that is not its canonical form"
        );
        // The field of the first error is normative for FEEN: every rejected string names it.
        ensure!(
            spec != "feen"
                || case["valid"] == true
                || case.get("position").is_some()
                || case.get("field").is_some(),
            "{id}: a rejected FEEN string without its field"
        );
    }
    if spec != "qi" {
        let mut values = read_json(&root.join("schema/values.schema.json"));
        values["$ref"] = json!(format!("#/$defs/{spec}"));
        let validator = jsonschema::validator_for(&values).map_err(|e| e.to_string())?;
        for case in cases.iter().filter(|case| case.get("value").is_some()) {
            let errors: Vec<String> = validator
                .iter_errors(&case["value"])
                .map(|e| e.to_string())
                .collect();
            ensure!(errors.is_empty(), "{}: {}", case["id"], errors.join("; "));
        }
    }
    Ok(())
}

/// What an implementation made of one input.
enum Outcome {
    /// Accepted: the decoded value in spec words and the canonical form.
    Valid { value: Value, canonical: String },
    /// Rejected: the error code, its offset and (FEEN) the field of the first error.
    Invalid {
        code: &'static str,
        offset: Option<usize>,
        field: Option<&'static str>,
    },
}

fn run_case(spec: &str, case: &Value) -> Result<(), Failed> {
    if spec == "qi" {
        qi::run(case);
        return Ok(());
    }
    if let Some(position) = case.get("position") {
        return emit_case(case, position);
    }
    let input = tabula_testkit::case_input(case).ok_or("a case without input")?;
    let outcome = match spec {
        "sin" => token(Style::parse_bytes(&input), values::sin, |e| {
            (e.code(), Some(e.offset()))
        }),
        "pin" => token(Piece::parse_bytes(&input), values::pin, |e| {
            (e.code(), Some(e.offset()))
        }),
        "epin" => token(ExtendedPiece::parse_bytes(&input), values::epin, |e| {
            (e.code(), Some(e.offset()))
        }),
        "qpi" => token(QualifiedPiece::parse_bytes(&input), values::qpi, |e| {
            (e.code(), Some(e.offset()))
        }),
        "cell" => token(Coordinate::try_from(&input[..]), values::cell, |e| {
            (e.code(), e.offset())
        }),
        "location" => token(Location::try_from(&input[..]), values::location, |e| {
            (e.code(), e.offset())
        }),
        "feen" => feen(&input, case.get("value"))?,
        "pon" => pon::outcome(&input),
        "pmn" => pmn::run(case, &input),
        other => return Err(format!("unknown spec {other}").into()),
    };
    compare(case, &outcome)
}

fn token<T: std::fmt::Display + Copy, E>(
    parsed: Result<T, E>,
    value: impl Fn(T) -> Value,
    error: impl Fn(&E) -> (&'static str, Option<usize>),
) -> Outcome {
    match parsed {
        Ok(token) => Outcome::Valid {
            value: value(token),
            canonical: token.to_string(),
        },
        Err(e) => {
            let (code, offset) = error(&e);
            Outcome::Invalid {
                code,
                offset,
                field: None,
            }
        }
    }
}

fn compare(case: &Value, outcome: &Outcome) -> Result<(), Failed> {
    let valid = case["valid"].as_bool().unwrap_or(false);
    match outcome {
        Outcome::Valid { value, canonical } => {
            ensure!(valid, "accepted, expected error {}", case["error"]);
            ensure!(
                case.get("value").is_none_or(|expected| expected == value),
                "decoded {value}, expected {}",
                case["value"]
            );
            ensure!(
                case["canonical"].as_str() == Some(canonical.as_str()),
                "canonical {canonical:?}, expected {}",
                case["canonical"]
            );
        }
        Outcome::Invalid {
            code,
            offset,
            field,
        } => {
            ensure!(!valid, "rejected with {code}, expected valid");
            ensure!(
                case["error"].as_str() == Some(code),
                "error {code}, expected {}",
                case["error"]
            );
            if let (Some(expected), Some(offset)) = (case["offset"].as_u64(), offset) {
                ensure!(
                    expected == *offset as u64,
                    "offset {offset}, expected {expected}"
                );
            }
            if let Some(expected) = case["field"].as_str() {
                ensure!(
                    Some(expected) == *field,
                    "field {field:?}, expected {expected}"
                );
            }
        }
    }
    Ok(())
}

/// A FEEN input: the view's decoded value; for a regular board, both typed positions emit the
/// canonical string again (an irregular one refuses with `board-not-regular`).
///
/// The members a valid case may leave out of its expected value are left out of the decoded one too:
/// `board` (omitted for boards of more than 4,096 squares) and `qualified` (the pieces resolved to QPI
/// through the style–turn field, read from the typed position).
fn feen(input: &[u8], expected: Option<&Value>) -> Result<Outcome, Failed> {
    let feen = match Feen::from_bytes(input) {
        Ok(feen) => feen,
        Err(e) => {
            return Ok(Outcome::Invalid {
                code: e.code(),
                offset: e.offset(),
                field: Some(e.field().as_str()),
            });
        }
    };
    let token = |p: ExtendedPiece| p.to_string();
    let hand = |side| {
        feen.hand(side)
            .map(|(p, n)| json!([token(p), n]))
            .collect::<Vec<_>>()
    };
    let mut value = json!({
        "rankLengths": feen.rank_lengths().collect::<Vec<_>>(),
        "board": feen.squares().map(|s| s.map(token)).collect::<Vec<_>>(),
        "firstHand": hand(Side::First),
        "secondHand": hand(Side::Second),
        "styles": [feen.first_style().to_string(), feen.second_style().to_string()],
        "turn": feen.turn().as_str(),
    });
    if let Some(shape) = feen.shape() {
        value["shape"] = json!(shape.as_slice());
    }
    let expects = |member: &str| expected.is_some_and(|value| value.get(member).is_some());
    if !expects("board") {
        value.as_object_mut().map(|members| members.remove("board"));
    }
    let text = feen.as_str();
    match (
        text.parse::<tabula_feen::Position>(),
        tabula_feen::parse_extended(text),
    ) {
        (Ok(typed), Ok(extended)) => {
            ensure!(feen.is_regular(), "a position from an irregular board");
            if expects("qualified") {
                value["qualified"] = qualified(&typed, expected);
            }
            let emitted = typed.to_string();
            ensure!(emitted == text, "typed position emits {emitted:?}");
            let emitted = tabula_feen::emit_extended(&extended).map_err(|e| e.to_string())?;
            ensure!(emitted == text, "token position emits {emitted:?}");
        }
        (Err(e), _) | (_, Err(e)) => {
            ensure!(
                !feen.is_regular() && e.code() == "board-not-regular",
                "a regular board refused: {e}"
            );
        }
    }
    Ok(Outcome::Valid {
        value,
        canonical: text.to_owned(),
    })
}

/// The typed position's pieces as QPI strings: the board in FEEN order, each hand in the order the expected
/// value lists it (a `Qi` hand keeps its own order; the written order is checked by `firstHand` and
/// `secondHand`).
fn qualified(position: &tabula_feen::Position, expected: Option<&Value>) -> Value {
    let hand = |side, member: &str| {
        let mut items: Vec<(String, usize)> = position
            .hand(side)
            .map(|(piece, count)| (piece.to_string(), count))
            .collect();
        let written: Vec<&str> = expected
            .and_then(|value| value["qualified"][member].as_array())
            .into_iter()
            .flatten()
            .filter_map(|item| item[0].as_str())
            .collect();
        items.sort_by_key(|(piece, _)| {
            written
                .iter()
                .position(|w| w == piece)
                .unwrap_or(usize::MAX)
        });
        items
            .into_iter()
            .map(|(piece, count)| json!([piece, count]))
            .collect::<Vec<_>>()
    };
    json!({
        "board": position
            .board()
            .iter()
            .map(|square| square.map(|piece| piece.to_string()))
            .collect::<Vec<_>>(),
        "firstHand": hand(Side::First, "firstHand"),
        "secondHand": hand(Side::Second, "secondHand"),
    })
}

/// A FEEN emit case: the typed position must be refused with the case's error.
fn emit_case(case: &Value, position: &Value) -> Result<(), Failed> {
    let qpi = |value: &Value| -> Result<QualifiedPiece, Failed> {
        let text = value.as_str().ok_or("a QPI string")?;
        QualifiedPiece::parse(text).map_err(|e| Failed::from(format!("{text}: {e}")))
    };
    let style = |value: &Value| -> Result<Style, Failed> {
        let text = value.as_str().ok_or("a SIN string")?;
        Style::parse(text).map_err(|e| Failed::from(format!("{text}: {e}")))
    };
    let hand = |value: &Value| -> Result<Vec<(QualifiedPiece, usize)>, Failed> {
        value
            .as_array()
            .into_iter()
            .flatten()
            .map(|item| {
                let count = item[1].as_u64().and_then(|n| usize::try_from(n).ok());
                Ok((qpi(&item[0])?, count.ok_or("a count")?))
            })
            .collect()
    };
    let shape: Vec<usize> = position["shape"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| n.as_u64().and_then(|n| usize::try_from(n).ok()))
        .collect();
    let board = position["board"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|square| {
            if square.is_null() {
                Ok(None)
            } else {
                qpi(square).map(Some)
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let turn = match position["turn"].as_str() {
        Some("second") => Side::Second,
        _ => Side::First,
    };
    let shape =
        tabula_feen::Shape::new(&shape).map_err(|e| Failed::from(format!("not a shape: {e}")))?;
    let typed = tabula_feen::Qi::from_parts(tabula_feen::Parts {
        shape,
        board,
        first_hand: hand(&position["firstHand"])?,
        second_hand: hand(&position["secondHand"])?,
        first_style: style(&position["styles"][0])?,
        second_style: style(&position["styles"][1])?,
        turn,
    })
    .map_err(|e| Failed::from(format!("not a position: {e}")))?;
    match tabula_feen::Position::try_from(typed) {
        Ok(text) => Err(format!("emitted {text:?}, expected error {}", case["error"]).into()),
        Err(e) => {
            ensure!(
                case["error"].as_str() == Some(e.code()),
                "error {}, expected {}",
                e.code(),
                case["error"]
            );
            Ok(())
        }
    }
}
