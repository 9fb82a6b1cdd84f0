//! Side-by-side benchmarks of Tabula against the official `sashite-*` crates.
//!
//! This crate is not published. It holds the inputs every benchmark shares, so that Tabula and the official
//! crates are measured in the same run on exactly the same bytes, and a test (`tests/inputs.rs`) checks that
//! every input is valid for both implementations and decodes to the same thing — a broken input fails
//! `cargo test`, not just the benchmark.
//!
//! Run the benchmarks with `cargo bench -p tabula-bench`; the figures and their ratios are in
//! `docs/performance.md`.
//!
//! ```
//! // Every FEEN input is accepted by both implementations.
//! for &(_, feen) in tabula_bench::POSITIONS {
//!     assert!(tabula_feen::is_valid(feen));
//!     assert!(sashite_feen::Feen::is_valid(feen));
//! }
//! ```
#![no_std]

extern crate alloc;

pub mod corpus;
pub mod small;

pub use sashite_epin;
pub use sashite_feen;
pub use sashite_pin;
pub use sashite_sin;

// The FEEN positions are tabula-feen's own benchmark set, shared so both benches measure the same inputs.
include!("../../feen/benches/data/positions.rs");

/// SIN tokens: a first-player and a second-player style.
///
/// ```
/// assert!(tabula_bench::SIN_TOKENS.iter().all(|t| tabula_sin::Style::is_valid(t)));
/// ```
pub const SIN_TOKENS: &[&str] = &["C", "s"];

/// PIN tokens, from the shortest to the longest form.
///
/// ```
/// assert!(tabula_bench::PIN_TOKENS.iter().all(|t| tabula_pin::Piece::is_valid(t)));
/// ```
pub const PIN_TOKENS: &[&str] = &["K", "-p", "+K^"];

/// EPIN tokens, native and derived, up to the longest form.
///
/// ```
/// assert!(tabula_bench::EPIN_TOKENS.iter().all(|t| tabula_epin::ExtendedPiece::is_valid(t)));
/// ```
pub const EPIN_TOKENS: &[&str] = &["K", "-p'", "+K^'"];

/// QPI tokens (no official Rust crate exists; measured for reference).
///
/// ```
/// assert!(tabula_bench::QPI_TOKENS.iter().all(|t| tabula_qpi::QualifiedPiece::is_valid(t)));
/// ```
pub const QPI_TOKENS: &[&str] = &["C:K", "c:-p", "S:+K^"];

/// Invalid tokens, to measure how fast each implementation rejects: one per notation.
///
/// ```
/// assert!(!tabula_pin::Piece::is_valid(tabula_bench::INVALID_PIN));
/// ```
pub const INVALID_PIN: &str = "K^^";
