#![doc = include_str!("../README.md")]
//!
//! ## Layout
//!
//! - [`notations`]: FEEN read and written, FEN / SFEN / xiangqi FEN / PON to and from FEEN;
//! - [`tokens`]: SIN, PIN, EPIN, QPI, CELL and locations decoded, PMN moves decoded and applied;
//! - [`model`]: the Qi position model over strings;
//! - [`chess`]: chess legal moves and play on FEEN strings (shortcuts);
//! - [`games`]: every game through tabula-games (the `Game` class), PGN, SVG pictures (tabula-svg);
//! - `bindings` and `play`: the `#[wasm_bindgen]` API over them (the only modules with generated `unsafe` glue);
//! - [`failure`]: every error as the parts of a JavaScript `TabulaError`.
//!
//! The pure-Rust modules are tested by `cargo test -p tabula-wasm`; the JavaScript API by the npm package's
//! `npm test` (built by `scripts/wasm-build.sh`).

pub mod chess;
pub mod failure;
pub mod games;
pub mod model;
pub mod notations;
pub mod tokens;

mod bindings;
mod play;

pub use failure::Failure;
