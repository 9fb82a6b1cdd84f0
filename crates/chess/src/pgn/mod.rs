//! Portable Game Notation (PGN standard, <https://ia802908.us.archive.org/26/items/pgn-standard-1994-03-12/PGN_standard_1994-03-12.txt>):
//! a streaming reader that replays every move, and a writer python-chess reads back.
//!
//! [`Reader`] reads games one at a time from any [`BufRead`](std::io::BufRead): tag pairs (the Seven Tag
//! Roster and any others; `FEN` with or without `SetUp "1"` for a set-up start; `Variant "Chess960"`),
//! movetext with move numbers, SAN (read leniently, see [`crate::san`]), comments `{…}` and `;`, NAGs
//! `$n`, variations `( … )` (checked for balance and skipped: the main line is the game) and the result.
//! It tolerates what files in the wild contain: a BOM, CRLF line ends, `%` escape lines, blank lines
//! anywhere, missing tags, move numbers glued to moves (`12.e4`), annotation glyphs (`e4!?`).
//! Every move is checked by replaying it; the first bad one is reported with the game's number, the ply
//! and the reason, and reading goes on with the next game. Memory is bounded by one game: at most
//! [`Limits::max_game_bytes`] bytes (1 MiB by default) and [`Limits::max_plies`] plies (20 000).
//!
//! [`Game::write_pgn`] writes the Seven Tag Roster first, the other tags, the movetext wrapped at 80
//! columns, and the result, as python-chess's exporter does.
//!
//! ```
//! use tabula_chess::pgn::Reader;
//! let text = "[Event \"Example\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 {best by test} e5 *\n";
//! let mut reader = Reader::new(text.as_bytes());
//! let game = reader.next().unwrap()?;
//! assert_eq!(game.tag("Event"), Some("Example"));
//! assert_eq!(game.sans().collect::<Vec<_>>(), ["f3", "e5", "g4", "Qh4#"]);
//! assert_eq!(game.result(), Some("0-1"));
//! assert_eq!(game.replay().termination().map(|t| t.name()), Some("checkmate"));
//! let second = reader.next().unwrap()?;
//! assert_eq!((second.number(), second.moves().len()), (2, 2));
//! assert!(reader.next().is_none());
//! # Ok::<(), tabula_chess::pgn::PgnError>(())
//! ```

mod error;
mod game;
mod lexer;
mod reader;
mod replay;
mod tag;
mod writer;

pub use error::{PgnError, PgnErrorKind};
pub use game::{Dropped, Game, Ply};
pub use reader::{Limits, Reader};
pub use replay::{Replay, Termination};
