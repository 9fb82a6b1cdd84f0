//! Writing a game as PGN, in python-chess's export format.

use core::fmt::{self, Write as _};

use super::Game;
use crate::{Position, Side};

/// The Seven Tag Roster, in order, with the values written when a tag is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Movetext lines are wrapped before this column.
const COLUMNS: usize = 80;

/// Accumulates movetext words into lines of at most [`COLUMNS`] bytes.
struct Lines<'a, W> {
    out: &'a mut W,
    column: usize,
}

impl<W: fmt::Write> Lines<'_, W> {
    fn word(&mut self, word: &str) -> fmt::Result {
        if self.column > 0 && self.column + 1 + word.len() > COLUMNS {
            self.out.write_char('\n')?;
            self.column = 0;
        }
        if self.column > 0 {
            self.out.write_char(' ')?;
            self.column += 1;
        }
        self.out.write_str(word)?;
        self.column += word.len();
        Ok(())
    }
}

fn escape(value: &str) -> Cow<'_> {
    if value.contains(['"', '\\']) {
        Cow::Owned(value.replace('\\', "\\\\").replace('"', "\\\""))
    } else {
        Cow::Borrowed(value)
    }
}

type Cow<'a> = std::borrow::Cow<'a, str>;

impl Game {
    /// The result written: the movetext's, else the `Result` tag's, else `*`.
    fn written_result(&self) -> &str {
        self.result
            .or_else(|| {
                self.tag("Result")
                    .filter(|r| super::game::result_token(r).is_some())
            })
            .unwrap_or("*")
    }

    /// Writes the game as PGN: the Seven Tag Roster (`?` for a missing tag), `Variant`, `FEN` and
    /// `SetUp` when the game needs them, the other tags in their order, a blank line, the movetext wrapped
    /// at 80 columns, and the result. Comments and variations are not kept by the reader, so not written.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("[White \"Me\"] 1. e4 {hi} e5 1/2-1/2".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.to_pgn(), "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
    ///     [White \"Me\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n");
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    ///
    /// # Errors
    /// Only those of `out`.
    pub fn write_pgn(&self, out: &mut impl fmt::Write) -> fmt::Result {
        let result = self.written_result();
        for (name, default) in ROSTER {
            let value = if name == "Result" {
                result
            } else {
                self.tag(name).unwrap_or(default)
            };
            writeln!(out, "[{name} \"{}\"]", escape(value))?;
        }
        let set_up = self.start != Position::start() || self.counters != (0, 1);
        if self.chess960 {
            writeln!(out, "[Variant \"Chess960\"]")?;
        }
        if set_up {
            let options = crate::fen::Options {
                halfmove_clock: self.counters.0,
                fullmove_number: self.counters.1,
                ..crate::fen::Options::default()
            };
            writeln!(
                out,
                "[FEN \"{}\"]",
                crate::fen::write(&self.start, &options)
            )?;
            writeln!(out, "[SetUp \"1\"]")?;
        }
        for (name, value) in &self.tags {
            let special = ROSTER.iter().any(|(n, _)| n == name)
                || matches!(name.as_str(), "FEN" | "SetUp" | "Variant");
            if !special {
                writeln!(out, "[{name} \"{}\"]", escape(value))?;
            }
        }
        out.write_char('\n')?;
        let mut lines = Lines { out, column: 0 };
        let mut fullmove = self.counters.1;
        let mut side = self.start.side_to_move();
        let mut number = String::with_capacity(12);
        for (index, ply) in self.moves.iter().enumerate() {
            number.clear();
            if side == Side::First {
                write!(number, "{fullmove}.")?;
            } else if index == 0 {
                write!(number, "{fullmove}...")?;
            }
            if !number.is_empty() {
                lines.word(&number)?;
            }
            lines.word(ply.san.as_str())?;
            if side == Side::Second {
                fullmove = fullmove.saturating_add(1);
            }
            side = side.flip();
        }
        lines.word(result)?;
        lines.out.write_char('\n')
    }

    /// The game as PGN (see [`Game::write_pgn`]).
    ///
    /// ```
    /// let game = tabula_chess::pgn::Game::new(tabula_chess::Position::start(), 0, 1, false);
    /// assert!(game.to_pgn().ends_with("\n\n*\n"));
    /// ```
    #[must_use]
    pub fn to_pgn(&self) -> String {
        let mut out = String::with_capacity(256 + 8 * self.moves.len());
        // Writing to a String cannot fail.
        let _ = self.write_pgn(&mut out);
        out
    }
}
