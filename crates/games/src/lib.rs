#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod detect;
mod names;
mod open;
mod pgn_game;
mod pictures;
mod records;

pub use detect::{
    Format, detect, looks_like_feen, looks_like_position, native_format, reads, shapes,
};
pub use names::{
    after_moves, notation_names, outcome_words, player, rule_in, rule_words, status_line,
    usual_notation,
};
pub use open::{feen_of, open, open_as, open_with, start};
pub use pgn_game::game_of_pgn;
pub use pictures::usual_coordinates;
pub use records::{
    RecordFormat, RecordGame, game_of_record, read_record, shogi_record, write_record, write_shogi,
};
pub use tabula_game::{
    Counters, DynGame, GameError, GameKind, Notation, Outcome, Played, Side, Termination,
};
