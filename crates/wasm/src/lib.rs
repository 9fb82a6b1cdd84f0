#![doc = include_str!("../README.md")]
//!
//! ## Layout
//!
//! - [`notations`]: FEEN read and written, FEN / SFEN / xiangqi FEN / PON to and from FEEN;
//! - [`tokens`]: SIN, PIN, EPIN, QPI, CELL and locations decoded, PMN moves decoded and applied;
//! - [`qi_model`]: the Qi position model over strings;
//! - [`games`]: every game through the facade tabula-games (the `Game` class): rules, notations and
//!   record formats by name, outcomes as values, PGN, KIF and CSA records;
//! - [`readers`]: what the conformance suites ask of whole texts (chess moves, PGN games, KIF and CSA
//!   streams) as data;
//! - [`pictures`]: SVG pictures (tabula-svg);
//! - `bindings`: the `#[wasm_bindgen]` API over them, one submodule per concept (the only modules with
//!   generated `unsafe` glue);
//! - [`failure`]: every error as the parts of a JavaScript `TabulaError`.
//!
//! The pure-Rust modules are tested by `cargo test -p tabula-wasm`; the JavaScript API by the npm package's
//! `npm test` (built by `scripts/wasm-build.sh`).

pub mod failure;
pub mod games;
pub mod notations;
pub mod pictures;
pub mod qi_model;
pub mod readers;
pub mod tokens;

mod bindings;

pub use failure::Failure;
