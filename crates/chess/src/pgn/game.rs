//! One game of a PGN file: tags, start, moves, result.

use core::fmt;

use super::Replay;
use crate::san::San;
use crate::{ChessMove, Error, Position, Side};

/// One move of a game: the move and its canonical SAN (as [`crate::san::write`] spells it).
///
/// ```
/// let game = tabula_chess::pgn::Reader::new("1. Nf3 *".as_bytes()).next().unwrap()?;
/// let ply = game.moves()[0];
/// assert_eq!((ply.m.to_string(), ply.san.as_str()), ("g1-f3".to_owned(), "Nf3"));
/// # Ok::<(), tabula_chess::pgn::PgnError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ply {
    /// The move.
    pub m: ChessMove,
    /// Its SAN.
    pub san: San,
}

/// A game read from PGN (every move replayed and legal), or built move by move to be written.
///
/// ```
/// use tabula_chess::{Position, pgn::Game};
/// let mut game = Game::new(Position::start(), 0, 1, false);
/// let e4 = tabula_chess::san::read(&Position::start(), "e4")?;
/// game.push(e4)?;
/// game.set_result("*");
/// assert_eq!(game.to_pgn().lines().last(), Some("1. e4 *"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    pub(crate) number: u64,
    pub(crate) tags: Vec<(String, String)>,
    pub(crate) start: Position,
    pub(crate) counters: (u32, u32),
    pub(crate) chess960: bool,
    pub(crate) moves: Vec<Ply>,
    pub(crate) result: Option<&'static str>,
    pub(crate) end: Replay,
    pub(crate) dropped: Dropped,
}

/// What the reader read but does not keep (the main line is the game): comments (`{…}`, `;`, `%` escape
/// lines), NAGs (`$n`), annotation glyphs (`!`, `?!`…) and variations (`( … )`, counted at the outermost
/// level).
///
/// ```
/// let game = tabula_chess::pgn::Reader::new("1. e4! {best} (1. d4 $1) e5 *".as_bytes()).next().unwrap()?;
/// let dropped = game.dropped();
/// assert_eq!((dropped.comments, dropped.nags, dropped.glyphs, dropped.variations), (1, 1, 1, 1));
/// assert_eq!(dropped.to_string(), "1 comment, 1 NAG, 1 glyph and 1 variation");
/// # Ok::<(), tabula_chess::pgn::PgnError>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Dropped {
    /// Comments.
    pub comments: usize,
    /// Numeric annotation glyphs.
    pub nags: usize,
    /// Moves written with `!` or `?` glyphs.
    pub glyphs: usize,
    /// Variations.
    pub variations: usize,
}

impl Dropped {
    /// Whether nothing was dropped.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.comments == 0 && self.nags == 0 && self.glyphs == 0 && self.variations == 0
    }
}

impl fmt::Display for Dropped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = [
            (self.comments, "comment"),
            (self.nags, "NAG"),
            (self.glyphs, "glyph"),
            (self.variations, "variation"),
        ]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}{}", if n == 1 { "" } else { "s" }))
        .collect();
        match parts.as_slice() {
            [] => f.write_str("nothing"),
            [one] => f.write_str(one),
            [init @ .., last] => write!(f, "{} and {last}", init.join(", ")),
        }
    }
}

impl Game {
    /// An empty game from `start` with its FEN counters; `chess960` writes `Variant "Chess960"`.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Game::new(tabula_chess::Position::start(), 0, 1, false);
    /// assert!(game.moves().is_empty());
    /// ```
    #[must_use]
    pub fn new(start: Position, halfmove_clock: u32, fullmove_number: u32, chess960: bool) -> Game {
        let end = Replay::new(start.clone(), halfmove_clock, fullmove_number);
        Game {
            number: 1,
            tags: Vec::new(),
            start,
            counters: (halfmove_clock, fullmove_number.max(1)),
            chess960,
            moves: Vec::new(),
            result: None,
            end,
            dropped: Dropped::default(),
        }
    }

    /// Plays a legal move at the end of the game.
    ///
    /// ```
    /// use tabula_chess::{Position, pgn::Game};
    /// let mut game = Game::new(Position::start(), 0, 1, false);
    /// let m = Position::start().legal_moves()[0];
    /// game.push(m)?;
    /// assert_eq!(game.moves().len(), 1);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Illegal`](crate::Error::Illegal) when `m` is not legal in the last position.
    pub fn push(&mut self, m: ChessMove) -> Result<(), Error> {
        let san = self.end.play(m)?;
        self.moves.push(Ply { m, san });
        Ok(())
    }

    /// Sets the movetext result: `1-0`, `0-1`, `1/2-1/2` or `*` (anything else is ignored).
    ///
    /// ```
    /// let mut game = tabula_chess::pgn::Game::new(tabula_chess::Position::start(), 0, 1, false);
    /// game.set_result("1/2-1/2");
    /// assert_eq!(game.result(), Some("1/2-1/2"));
    /// ```
    pub fn set_result(&mut self, result: &str) {
        if let Some(known) = result_token(result) {
            self.result = Some(known);
        }
    }

    /// Sets a tag, replacing one of the same name.
    ///
    /// ```
    /// let mut game = tabula_chess::pgn::Game::new(tabula_chess::Position::start(), 0, 1, false);
    /// game.set_tag("White", "Kasparov");
    /// assert_eq!(game.tag("White"), Some("Kasparov"));
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(tag) => value.clone_into(&mut tag.1),
            None => self.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// The game's number in its input (1 for the first).
    ///
    /// ```
    /// let game = tabula_chess::pgn::Game::new(tabula_chess::Position::start(), 0, 1, false);
    /// assert_eq!(game.number(), 1);
    /// ```
    #[must_use]
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The tag pairs, in the order read.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("[Site \"?\"] *".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.tags(), [("Site".to_owned(), "?".to_owned())]);
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of the first tag named `name`.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("[Round \"3\"] *".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.tag("Round"), Some("3"));
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The start position (from the `FEN` tag, else the standard start).
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("*".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.start(), &tabula_chess::Position::start());
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The start position's half-move clock and full-move number.
    ///
    /// ```
    /// let pgn = "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 7 40\"] *";
    /// let game = tabula_chess::pgn::Reader::new(pgn.as_bytes()).next().unwrap()?;
    /// assert_eq!(game.start_counters(), (7, 40));
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn start_counters(&self) -> (u32, u32) {
        self.counters
    }

    /// Whether the game is Chess960 (`Variant "Chess960"`).
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("[Variant \"Chess960\"] *".as_bytes()).next().unwrap()?;
    /// assert!(game.chess960());
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn chess960(&self) -> bool {
        self.chess960
    }

    /// The moves of the main line.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("1. e4 (1. d4) e5 *".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.moves().len(), 2);
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> &[Ply] {
        &self.moves
    }

    /// The canonical SAN of each move of the main line (to feed a game record move by move).
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("1. 0-0?? *".as_bytes()).next();
    /// assert!(game.unwrap().is_err());
    /// let game = tabula_chess::pgn::Reader::new("1. Ngf3 *".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.sans().collect::<Vec<_>>(), ["Nf3"]);
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    pub fn sans(&self) -> impl Iterator<Item = &str> {
        self.moves.iter().map(|ply| ply.san.as_str())
    }

    /// The result the movetext ends with (`1-0`, `0-1`, `1/2-1/2`, `*`), if it has one.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("1. e4".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.result(), None);
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn result(&self) -> Option<&'static str> {
        self.result
    }

    /// What the reader read but did not keep: comments, NAGs, glyphs, variations.
    #[must_use]
    pub fn dropped(&self) -> Dropped {
        self.dropped
    }

    /// When the record's result (the movetext's, else the `Result` tag) contradicts the end the final
    /// position shows (checkmate or stalemate), the contradiction in words; `None` otherwise.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0".as_bytes())
    ///     .next().unwrap()?;
    /// assert_eq!(game.result_conflict().as_deref(),
    ///     Some("the record says 1-0, but the final position is checkmate: 0-1"));
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn result_conflict(&self) -> Option<String> {
        let recorded = self
            .result
            .or_else(|| self.tag("Result").and_then(result_token))?;
        let termination = self.end.termination()?;
        let shown = match termination {
            super::Termination::Checkmate if self.end.position().side_to_move() == Side::First => {
                "0-1"
            }
            super::Termination::Checkmate => "1-0",
            _ => "1/2-1/2",
        };
        (recorded != "*" && recorded != shown).then(|| {
            format!(
                "the record says {recorded}, but the final position is {}: {shown}",
                termination.name()
            )
        })
    }

    /// The replay at the end of the game: the final position, its counters, the repetition history.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("1. e4 e5 *".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.replay().fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn replay(&self) -> &Replay {
        &self.end
    }

    /// Replays the game from its start, calling `visit` with the replay after every ply.
    ///
    /// ```
    /// let game = tabula_chess::pgn::Reader::new("1. e4 e5 *".as_bytes()).next().unwrap()?;
    /// let mut clocks = Vec::new();
    /// game.for_each_ply(|replay| clocks.push(replay.fullmove_number()));
    /// assert_eq!(clocks, [1, 2]);
    /// # Ok::<(), tabula_chess::pgn::PgnError>(())
    /// ```
    pub fn for_each_ply(&self, mut visit: impl FnMut(&Replay)) {
        let mut replay = Replay::new(self.start.clone(), self.counters.0, self.counters.1);
        for ply in &self.moves {
            if replay.play(ply.m).is_err() {
                return;
            }
            visit(&replay);
        }
    }
}

/// The result token `text` is, as a static string.
pub(crate) fn result_token(text: &str) -> Option<&'static str> {
    match text {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}
