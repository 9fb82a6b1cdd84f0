#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod dynamic;
mod error;
#[cfg(feature = "example")]
pub mod example;
mod game;
mod history;
mod kind;
mod outcome;
mod read;
mod rules;

pub use dynamic::{DynGame, GameError, Played};
pub use error::{ErrorCode, MoveError};
pub use game::Game;
pub use history::{History, Judgement};
pub use kind::{GameKind, Notation, UnknownName};
pub use outcome::{Outcome, Termination};
pub use read::{looks_like, other_notation};
pub use rules::{Counters, Rules};
pub use tabula_protocol::Side;
