//! The streaming PGN reader.

use std::io::{BufRead, Read as _};

use super::game::{Game, Ply};
use super::lexer::{self, Token};
use super::replay::Replay;
use super::tag::tag;
use super::{PgnError, PgnErrorKind};
use crate::Position;

/// The bounds on one game: the reader refuses a game beyond them (and goes on with the next one), so its
/// memory stays bounded by one game whatever the input.
///
/// ```
/// let limits = tabula_chess::pgn::Limits::default();
/// assert_eq!((limits.max_game_bytes, limits.max_plies), (1 << 20, 20_000));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most bytes one game may take, tags, comments and variations included (default 1 MiB).
    pub max_game_bytes: usize,
    /// The most plies in one game's main line (default 20 000; the longest possible game under the
    /// seventy-five-move rule is under 18 000 plies).
    pub max_plies: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_game_bytes: 1 << 20,
            max_plies: 20_000,
        }
    }
}

/// Reads the games of a PGN input one at a time; an iterator of `Result<Game, PgnError>`.
///
/// ```
/// use tabula_chess::pgn::Reader;
/// let pgn = "\u{feff}[White \"A\"]\r\n\r\n1. e4 e5 2. Qh5 Ke7?? 3. Qxe5# 1-0\r\n";
/// let games: Vec<_> = Reader::new(pgn.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(games[0].replay().termination().map(|t| t.name()), Some("checkmate"));
/// # Ok::<(), tabula_chess::pgn::PgnError>(())
/// ```
#[derive(Debug)]
pub struct Reader<R> {
    input: R,
    buf: Vec<u8>,
    /// The line in `buf` has been read but not used yet.
    pending: bool,
    line_number: u64,
    games: u64,
    limits: Limits,
    /// The line in `buf` was cut at the game's byte limit.
    line_too_long: bool,
}

/// One game being read.
struct State {
    game: Game,
    in_comment: bool,
    /// The line of the last `{` and of the outermost open `(`.
    comment_line: u64,
    variation_line: u64,
    depth: u32,
    movetext: bool,
    finished: bool,
    error: Option<PgnError>,
    bytes: usize,
    line: u64,
}

impl<R: BufRead> Reader<R> {
    /// A reader with the default [`Limits`].
    ///
    /// ```
    /// assert!(tabula_chess::pgn::Reader::new("".as_bytes()).next().is_none());
    /// ```
    pub fn new(input: R) -> Reader<R> {
        Reader::with_limits(input, Limits::default())
    }

    /// A reader with the given limits.
    ///
    /// ```
    /// use tabula_chess::pgn::{Limits, Reader};
    /// let limits = Limits { max_game_bytes: 1 << 20, max_plies: 2 };
    /// let error = Reader::with_limits("1. e4 e5 2. Nf3 *".as_bytes(), limits).next().unwrap().unwrap_err();
    /// assert_eq!(error.code(), "pgn-too-many-plies");
    /// ```
    pub fn with_limits(input: R, limits: Limits) -> Reader<R> {
        Reader {
            input,
            buf: Vec::with_capacity(256),
            pending: false,
            line_number: 0,
            games: 0,
            limits,
            line_too_long: false,
        }
    }

    /// Reads one line into `buf` (without its line end); `Ok(false)` at the end of the input.
    fn read_line(&mut self) -> std::io::Result<bool> {
        self.buf.clear();
        self.line_too_long = false;
        let cap = self.limits.max_game_bytes.saturating_add(1);
        let n = (&mut self.input)
            .take(cap as u64)
            .read_until(b'\n', &mut self.buf)?;
        if n == 0 {
            return Ok(false);
        }
        self.line_number += 1;
        if self.buf.last() != Some(&b'\n') && n == cap {
            // Discard the rest of an over-long line.
            self.line_too_long = true;
            let mut rest = Vec::new();
            loop {
                rest.clear();
                let n = (&mut self.input)
                    .take(1 << 16)
                    .read_until(b'\n', &mut rest)?;
                if n == 0 || rest.last() == Some(&b'\n') {
                    break;
                }
            }
        }
        if self.line_number == 1 && self.buf.starts_with("\u{feff}".as_bytes()) {
            self.buf.drain(..3);
        }
        while matches!(self.buf.last(), Some(b'\n' | b'\r')) {
            self.buf.pop();
        }
        Ok(true)
    }

    fn next_game(&mut self) -> Option<Result<Game, PgnError>> {
        loop {
            // Skip to the first line of a game.
            loop {
                if !self.pending {
                    match self.read_line() {
                        Ok(true) => {}
                        Ok(false) => return None,
                        Err(e) => return Some(Err(self.io_error(&e))),
                    }
                }
                self.pending = false;
                let blank = self.buf.iter().all(u8::is_ascii_whitespace);
                if !blank && self.buf.first() != Some(&b'%') {
                    break;
                }
            }
            self.pending = true;
            self.games += 1;
            let state = self.read_game();
            let empty = state.game.tags.is_empty()
                && state.game.moves.is_empty()
                && state.game.result.is_none()
                && state.error.is_none();
            if empty {
                // Only comments or glyphs: not a game.
                self.games -= 1;
                continue;
            }
            return Some(match state.error {
                Some(error) => Err(error),
                None => Ok(state.game),
            });
        }
    }

    fn io_error(&self, e: &std::io::Error) -> PgnError {
        PgnError {
            game: self.games.max(1),
            ply: None,
            line: self.line_number,
            kind: PgnErrorKind::Io(e.to_string()),
        }
    }

    fn read_game(&mut self) -> State {
        let mut game = Game::new(Position::start(), 0, 1, false);
        game.number = self.games;
        let mut state = State {
            game,
            in_comment: false,
            comment_line: 0,
            variation_line: 0,
            depth: 0,
            movetext: false,
            finished: false,
            error: None,
            bytes: 0,
            line: self.line_number,
        };
        loop {
            if !self.pending {
                match self.read_line() {
                    Ok(true) => {}
                    Ok(false) => break,
                    Err(e) => {
                        let error = self.io_error(&e);
                        state.fail_with(error);
                        break;
                    }
                }
            }
            self.pending = false;
            state.line = self.line_number;
            state.bytes += self.buf.len() + 1;
            if state.bytes > self.limits.max_game_bytes || self.line_too_long {
                state.fail(PgnErrorKind::GameTooLong {
                    limit: self.limits.max_game_bytes,
                });
            }
            let line = String::from_utf8_lossy(&self.buf);
            if matches!(
                state.error.as_ref().map(PgnError::kind),
                Some(PgnErrorKind::GameTooLong { .. })
            ) {
                // What is left of a game too long to read: skipped up to the next tag line.
                if line.starts_with('[') && !self.line_too_long {
                    self.pending = true;
                    break;
                }
                continue;
            }
            let tag_line = !state.in_comment && line.trim_start().starts_with('[');
            if tag_line && state.movetext {
                // The next game's tags.
                self.pending = true;
                break;
            }
            if tag_line {
                let rest = state.tags(&line);
                if !rest.trim().is_empty() {
                    state.movetext_line(rest, &self.limits);
                    if state.finished {
                        break;
                    }
                }
                continue;
            }
            state.movetext_line(&line, &self.limits);
            if state.finished {
                break;
            }
        }
        if !state.movetext {
            state.begin();
        }
        if state.in_comment {
            state.fail(PgnErrorKind::UnclosedComment {
                opened: state.comment_line,
            });
        } else if state.depth > 0 {
            state.fail(PgnErrorKind::UnclosedVariation {
                opened: state.variation_line,
            });
        }
        state
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        self.next_game()
    }
}

impl State {
    fn fail(&mut self, kind: PgnErrorKind) {
        let error = PgnError {
            game: self.game.number,
            ply: None,
            line: self.line,
            kind,
        };
        self.fail_with(error);
    }

    fn fail_with(&mut self, error: PgnError) {
        if self.error.is_none() {
            self.error = Some(error);
        }
    }

    /// Reads the tag pairs of one line; returns the rest of the line (movetext on the same line).
    fn tags<'a>(&mut self, line: &'a str) -> &'a str {
        let mut rest = line.trim();
        while let Some(after) = rest.strip_prefix('[') {
            match tag(after) {
                Ok((name, value, tail)) => {
                    self.game.tags.push((name.to_owned(), value.into_owned()));
                    rest = tail.trim_start();
                }
                Err(expected) => {
                    self.fail(PgnErrorKind::Tag { expected });
                    return "";
                }
            }
        }
        rest
    }

    /// The start position, from the tags; called before the first movetext token.
    fn begin(&mut self) {
        self.movetext = true;
        let variant = self.game.tag("Variant").map(str::to_ascii_lowercase);
        match variant.as_deref() {
            None | Some("" | "standard" | "chess") => {}
            Some("chess960" | "chess 960" | "960" | "fischerandom" | "fischer random") => {
                self.game.chess960 = true;
            }
            Some(_) => {
                let name = self.game.tag("Variant").unwrap_or("").to_owned();
                self.fail(PgnErrorKind::Variant(name));
            }
        }
        if let Some(fen) = self.game.tag("FEN").map(str::to_owned) {
            let read = crate::fen::to_feen(&fen).and_then(|c| {
                let position = Position::from_feen(&c.feen)?;
                Ok((position, c.lost))
            });
            match read {
                Ok((position, lost)) => {
                    let counters = (
                        lost.halfmove_clock.unwrap_or(0),
                        lost.fullmove_number.unwrap_or(1).max(1),
                    );
                    self.game.end = Replay::new(position.clone(), counters.0, counters.1);
                    self.game.start = position;
                    self.game.counters = counters;
                }
                Err(e) => self.fail(PgnErrorKind::Fen(e.to_string())),
            }
        }
    }

    fn movetext_line(&mut self, line: &str, limits: &Limits) {
        if !self.movetext && !line.trim().is_empty() {
            self.begin();
        }
        self.in_comment =
            lexer::tokens(line, self.in_comment, |token, _| self.token(token, limits));
    }

    /// Handles one token; `false` ends the line (the game is over).
    fn token(&mut self, token: Token<'_>, limits: &Limits) -> bool {
        match token {
            Token::Comment => {
                self.comment_line = self.line;
                self.game.dropped.comments += 1;
            }
            Token::Nag => self.game.dropped.nags += 1,
            Token::Open => {
                if self.depth == 0 {
                    self.variation_line = self.line;
                    self.game.dropped.variations += 1;
                }
                self.depth += 1;
            }
            Token::Close => {
                if self.depth == 0 {
                    self.fail(PgnErrorKind::UnbalancedVariation);
                } else {
                    self.depth -= 1;
                }
            }
            Token::Result(result) if self.depth == 0 => {
                self.game.result = Some(result);
                self.finished = true;
                return false;
            }
            Token::Word(word) if self.depth == 0 && self.error.is_none() => self.play(word, limits),
            _ => {}
        }
        true
    }

    fn play(&mut self, word: &str, limits: &Limits) {
        if word.contains(['!', '?'].as_slice()) {
            self.game.dropped.glyphs += 1;
        }
        if word.bytes().all(|b| b == b'!' || b == b'?') {
            return;
        }
        let ply = Some(self.game.moves.len() + 1);
        let kind = if word == "--" || word == "Z0" {
            PgnErrorKind::NullMove
        } else if self.game.moves.len() >= limits.max_plies {
            PgnErrorKind::TooManyPlies {
                limit: limits.max_plies,
            }
        } else {
            match self.game.end.play_san(word) {
                Ok((m, san)) => {
                    self.game.moves.push(Ply { m, san });
                    return;
                }
                Err(error) => PgnErrorKind::Move {
                    token: word.to_owned(),
                    error,
                },
            }
        };
        let error = PgnError {
            game: self.game.number,
            ply,
            line: self.line,
            kind,
        };
        self.fail_with(error);
    }
}
