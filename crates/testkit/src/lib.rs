//! Test support shared by the Tabula crates (unpublished).
//!
//! - [`byte_strings`]: every byte string up to a length over an alphabet, for oracle sweeps;
//! - [`Picks`]: a seeded sequence of choices, for walks along random games that replay the same way;
//! - [`load_cases`]: the cases of one conformance fixture file (`fixtures/<spec>/<version>/<name>.json`);
//! - [`oracle_missing`]: what a differential test does when its reference implementation cannot run (it
//!   fails, unless `TABULA_CI_ALLOW_SKIP=1` lets it print `SKIPPED: …` instead);
//! - [`token`]: the checks every token crate runs alike (readers agree, length bound first, prefix reader,
//!   `Display` padding, `Hash`, serde), with the [`readers!`], [`valid_examples!`] and [`invalid_examples!`]
//!   macros.
//!
//! ```
//! let all: Vec<Vec<u8>> = tabula_testkit::byte_strings(b"ab", 2).collect();
//! assert_eq!(all.len(), 1 + 2 + 4);
//! ```

use std::path::PathBuf;

pub mod token;

use serde_json::Value;

/// Every byte string of length `0..=max_len` over `alphabet`, shortest first.
///
/// ```
/// let strings: Vec<Vec<u8>> = tabula_testkit::byte_strings(b"xy", 1).collect();
/// assert_eq!(strings, [vec![], vec![b'x'], vec![b'y']]);
/// ```
pub fn byte_strings(alphabet: &[u8], max_len: usize) -> impl Iterator<Item = Vec<u8>> + '_ {
    (0..=max_len).flat_map(move |len| {
        let total = alphabet.len().pow(u32::try_from(len).unwrap_or(u32::MAX));
        (0..total).map(move |mut n| {
            let mut bytes = vec![0; len];
            for slot in bytes.iter_mut().rev() {
                *slot = alphabet[n % alphabet.len()];
                n /= alphabet.len();
            }
            bytes
        })
    })
}

/// A seeded sequence of choices (a 64-bit linear congruential generator): the same seed picks the same
/// moves, so a test that walks games at random fails the same way each time.
///
/// ```
/// let mut a = tabula_testkit::Picks::new(7);
/// let mut b = tabula_testkit::Picks::new(7);
/// let first: Vec<usize> = (0..5).map(|_| a.below(10)).collect();
/// assert_eq!(first, (0..5).map(|_| b.below(10)).collect::<Vec<_>>());
/// assert!(first.iter().all(|&n| n < 10));
/// ```
#[derive(Debug, Clone)]
pub struct Picks(u64);

impl Picks {
    /// The sequence of `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Picks {
        Picks(seed)
    }

    /// The next choice among `count` (0 when `count` is 0).
    pub fn below(&mut self, count: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(self.0 >> 33).unwrap_or(0) % count.max(1)
    }
}

/// Whether a check that cannot run may say `SKIPPED` instead of failing: `TABULA_CI_ALLOW_SKIP=1`, the
/// switch `.ci/run` reads too.
///
/// ```
/// let allowed = std::env::var("TABULA_CI_ALLOW_SKIP").as_deref() == Ok("1");
/// assert_eq!(tabula_testkit::skip_allowed(), allowed);
/// ```
#[must_use]
pub fn skip_allowed() -> bool {
    std::env::var("TABULA_CI_ALLOW_SKIP").as_deref() == Ok("1")
}

/// What a differential test does when its reference implementation (python-chess, cshogi, pyffish…) cannot
/// run: it fails, naming the `check` and the `reason`; with `TABULA_CI_ALLOW_SKIP=1` it prints
/// `SKIPPED: <check>: <reason>` (stdout and stderr, so a run with `--nocapture` shows it, and `.ci/run`
/// fails on it unless skips are allowed) and returns, and the caller returns without comparing.
///
/// These tests are `#[ignore]`d, so `cargo test` lists them as ignored instead of passing them; the
/// `scripts/diff-*.sh` scripts install the reference and run them with `--ignored --nocapture`.
///
/// # Panics
///
/// When skips are not allowed: that is the failure.
///
/// ```
/// let outcome = std::panic::catch_unwind(|| {
///     tabula_testkit::oracle_missing("an example cross-check", "no reference on this machine");
/// });
/// assert_eq!(outcome.is_ok(), tabula_testkit::skip_allowed());
/// ```
pub fn oracle_missing(check: &str, reason: &str) {
    assert!(
        skip_allowed(),
        "{check} cannot run: {reason} (set TABULA_CI_ALLOW_SKIP=1 to accept the skip)"
    );
    println!("SKIPPED: {check}: {reason}");
    eprintln!("SKIPPED: {check}: {reason}");
}

/// A reference program a test drives (an engine, say): the one the environment variable `variable` names,
/// else the one at `path`. When neither exists, [`oracle_missing`] decides: the test fails, or with
/// `TABULA_CI_ALLOW_SKIP=1` it prints `SKIPPED:` and this returns `None`.
///
/// ```
/// let found = std::panic::catch_unwind(|| {
///     tabula_testkit::program("/nowhere/engine", "TABULA_TEST_NO_SUCH_ENGINE", "nothing installs it")
/// });
/// assert_eq!(found.is_ok(), tabula_testkit::skip_allowed());
/// ```
///
/// # Panics
/// When the program is missing and skips are not allowed.
#[must_use]
pub fn program(path: &str, variable: &str, install: &str) -> Option<std::path::PathBuf> {
    let chosen = std::env::var(variable).unwrap_or_else(|_| path.to_owned());
    let found = std::path::PathBuf::from(&chosen);
    if found.exists() {
        return Some(found);
    }
    oracle_missing(&format!("{chosen} is missing"), install);
    None
}

/// The workspace root (two levels above a crate's manifest directory).
///
/// ```
/// assert!(tabula_testkit::workspace_root().join("fixtures").is_dir());
/// ```
#[must_use]
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One case of a fixture file.
#[derive(Debug, Clone)]
pub struct Case {
    /// The stable id.
    pub id: String,
    /// The input bytes (`input` as UTF-8, or `inputHex` decoded).
    pub input: Vec<u8>,
    /// Whether the input is valid.
    pub valid: bool,
    /// The decoded value (valid cases).
    pub value: Option<Value>,
    /// The canonical form (valid cases).
    pub canonical: Option<String>,
    /// The error code (invalid cases).
    pub error: Option<String>,
    /// The field of the first error (FEEN).
    pub field: Option<String>,
    /// The whole case as written.
    pub raw: Value,
}

/// Loads `fixtures/<relative>` (e.g. `"pin/1.0.0/valid.json"`) and returns its cases.
///
/// # Panics
/// When the file is missing or malformed: a broken fixture must fail the test that reads it.
///
/// ```no_run
/// let cases = tabula_testkit::load_cases("pin/1.0.0/valid.json");
/// assert!(!cases.is_empty());
/// ```
#[must_use]
pub fn load_cases(relative: &str) -> Vec<Case> {
    let path = workspace_root().join("fixtures").join(relative);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let cases = file["cases"]
        .as_array()
        .unwrap_or_else(|| panic!("{}: no cases", path.display()));
    cases
        .iter()
        .map(|case| {
            let input = case_input(case)
                .unwrap_or_else(|| panic!("{}: case without input", path.display()));
            let text = |key: &str| case[key].as_str().map(str::to_owned);
            Case {
                id: text("id").unwrap_or_default(),
                input,
                valid: case["valid"]
                    .as_bool()
                    .unwrap_or_else(|| panic!("{}: valid missing", path.display())),
                value: case.get("value").cloned(),
                canonical: text("canonical"),
                error: text("error"),
                field: text("field"),
                raw: case.clone(),
            }
        })
        .collect()
}

/// The input bytes of a case as JSON: `input` as UTF-8, or `inputHex` decoded; `None` for a case with
/// neither (a FEEN emit case gives a `position`).
///
/// # Panics
/// When `inputHex` is not an even number of hex digits: a broken fixture must fail the test that reads it.
///
/// ```
/// let case = serde_json::json!({ "inputHex": "ff41" });
/// assert_eq!(tabula_testkit::case_input(&case), Some(vec![0xff, b'A']));
/// ```
#[must_use]
pub fn case_input(case: &Value) -> Option<Vec<u8>> {
    match (&case["input"], &case["inputHex"]) {
        (Value::String(s), _) => Some(s.as_bytes().to_vec()),
        (_, Value::String(hex)) => Some(decode_hex(hex)),
        _ => None,
    }
}

fn decode_hex(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| {
            u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or_else(|e| panic!("bad hex {hex}: {e}"))
        })
        .collect()
}
