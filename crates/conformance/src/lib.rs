//! The Tabula conformance runner (unpublished).
//!
//! The runner is this crate's test target, `tests/conformance/main.rs`: it checks that
//! `fixtures/manifest.json` lists exactly the case files on disk, validates every file against its JSON
//! Schema (draft 2020-12), and runs every case against the Tabula crates, one named test per case id
//! (libtest-mimic). Run it with `cargo test -p tabula-conformance`; filter by id as with any test, e.g.
//! `cargo test -p tabula-conformance -- feen.hands`. The suite's format, what is normative and the error
//! codes are in `fixtures/README.md`; what the runner checks for each kind of case is in this crate's
//! README.
//!
//! The library itself only names where the suite lives.
//!
//! ```
//! assert!(tabula_conformance::fixtures_dir().join("manifest.json").is_file());
//! ```

use std::path::{Path, PathBuf};

/// The `fixtures/` directory of this checkout.
///
/// ```
/// assert!(tabula_conformance::fixtures_dir().ends_with("fixtures"));
/// ```
#[must_use]
pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}
