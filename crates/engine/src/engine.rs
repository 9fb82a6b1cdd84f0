//! The blocking client: start an engine, its handshake, options, new games, and searches.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use tabula_game::DynGame;

use crate::limit::go_line;
use crate::options::setoption;
use crate::process::{Process, Received};
use crate::wire::Wire;
use crate::{
    BestMove, EngineError, EngineOption, Info, Limit, OptionValue, Phase, Protocol, Search,
};

/// How long the client waits for each answer. Every expiry kills the engine.
///
/// ```
/// use std::time::Duration;
/// let t = tabula_engine::Timeouts::default();
/// assert_eq!((t.handshake, t.ready, t.stop, t.quit), (Duration::from_secs(10), Duration::from_secs(10),
///            Duration::from_secs(2), Duration::from_secs(1)));
/// assert_eq!((t.grace, t.search), (Duration::from_secs(5), Some(Duration::from_secs(300))));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Timeouts {
    /// From the hello to `uciok`/`usiok`/`ucciok`.
    pub handshake: Duration,
    /// From `isready` to `readyok` (a large hash may take a while to allocate).
    pub ready: Duration,
    /// From `stop` to `bestmove`.
    pub stop: Duration,
    /// From `quit` to the process's end; then it is killed.
    pub quit: Duration,
    /// Added to a search's move time or clock time before it times out.
    pub grace: Duration,
    /// The deadline of a search limited only by depth, nodes or mate (`None`: none). An infinite or
    /// ponder search has no deadline until `stop` (or `ponderhit`).
    pub search: Option<Duration>,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(10),
            stop: Duration::from_secs(2),
            quit: Duration::from_secs(1),
            grace: Duration::from_secs(5),
            search: Some(Duration::from_secs(300)),
        }
    }
}

impl Timeouts {
    /// Every timeout set to `t` (the search deadline too): for tests and impatient callers.
    ///
    /// ```
    /// let t = tabula_engine::Timeouts::all(std::time::Duration::from_millis(500));
    /// assert_eq!(t.search, Some(t.stop));
    /// ```
    #[must_use]
    pub fn all(t: Duration) -> Timeouts {
        Timeouts {
            handshake: t,
            ready: t,
            stop: t,
            quit: t,
            grace: t,
            search: Some(t),
        }
    }
}

/// What to start and how to talk to it.
///
/// ```
/// use tabula_engine::{EngineSpec, Protocol};
/// let spec = EngineSpec::new("/usr/games/fairy-stockfish", Protocol::Usi).max_line(1 << 20);
/// assert_eq!(spec.protocol, Protocol::Usi);
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct EngineSpec {
    /// The program.
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// The folder it starts in (`None`: the caller's).
    pub dir: Option<PathBuf>,
    /// The protocol.
    pub protocol: Protocol,
    /// The waits' deadlines.
    pub timeouts: Timeouts,
    /// The longest line the engine may write, in bytes (default 64 KiB); a longer one is
    /// [`EngineError::LineTooLong`].
    pub max_line: usize,
    /// UCCI clocks in milliseconds rather than the text's seconds. Set when the engine advertises
    /// `usemillisec` (the client then turns it on); set it by hand for an engine that reads milliseconds
    /// without saying so (Fairy-Stockfish 11.1).
    pub ucci_milliseconds: bool,
}

impl EngineSpec {
    /// `program` speaking `protocol`, with the default timeouts and line bound.
    #[must_use]
    pub fn new(program: impl Into<PathBuf>, protocol: Protocol) -> EngineSpec {
        EngineSpec {
            program: program.into(),
            args: Vec::new(),
            dir: None,
            protocol,
            timeouts: Timeouts::default(),
            max_line: 64 * 1024,
            ucci_milliseconds: false,
        }
    }

    /// One more argument.
    #[must_use]
    pub fn arg(mut self, arg: impl Into<OsString>) -> EngineSpec {
        self.args.push(arg.into());
        self
    }

    /// The folder to start in.
    #[must_use]
    pub fn dir(mut self, dir: impl Into<PathBuf>) -> EngineSpec {
        self.dir = Some(dir.into());
        self
    }

    /// The timeouts.
    #[must_use]
    pub fn timeouts(mut self, timeouts: Timeouts) -> EngineSpec {
        self.timeouts = timeouts;
        self
    }

    /// The line bound, in bytes.
    #[must_use]
    pub fn max_line(mut self, bytes: usize) -> EngineSpec {
        self.max_line = bytes;
        self
    }

    /// UCCI clocks in milliseconds.
    #[must_use]
    pub fn ucci_milliseconds(mut self, on: bool) -> EngineSpec {
        self.ucci_milliseconds = on;
        self
    }
}

/// A running engine. `Send`: it may be moved to another thread. Dropping it sends `quit`, waits
/// [`Timeouts::quit`], then kills and reaps the process: it never outlives its client.
#[derive(Debug)]
pub struct Engine {
    pub(crate) process: Process,
    pub(crate) wire: Wire,
    pub(crate) timeouts: Timeouts,
    pub(crate) ucci_ms: bool,
    name: Option<String>,
    author: Option<String>,
    options: Vec<EngineOption>,
    multipv: u32,
}

impl Engine {
    /// Starts the engine and does the handshake: the hello, the `id` and `option` lines up to the
    /// protocol's `…ok`, then `isready`.
    ///
    /// # Errors
    /// [`EngineError::Spawn`], [`EngineError::HandshakeTimeout`], [`EngineError::Terminated`],
    /// [`EngineError::LineTooLong`], [`EngineError::ReadyTimeout`].
    pub fn spawn(spec: &EngineSpec) -> Result<Engine, EngineError> {
        let process = Process::spawn(spec)?;
        let mut engine = Engine {
            process,
            wire: Wire {
                protocol: spec.protocol,
                chess960: false,
            },
            timeouts: spec.timeouts,
            ucci_ms: spec.ucci_milliseconds,
            name: None,
            author: None,
            options: Vec::new(),
            multipv: 1,
        };
        let (hello, ok) = spec.protocol.hello();
        engine.process.send(hello, Phase::Handshake)?;
        let deadline = Instant::now() + spec.timeouts.handshake;
        loop {
            match engine.process.recv(Some(deadline), Phase::Handshake)? {
                Received::Timeout => {
                    engine.process.kill();
                    return Err(EngineError::HandshakeTimeout {
                        protocol: spec.protocol,
                        expected: ok,
                        timeout: spec.timeouts.handshake,
                    });
                }
                Received::Line(line) => {
                    if line.trim() == ok {
                        break;
                    }
                    engine.read_handshake_line(&line);
                }
            }
        }
        if spec.protocol == Protocol::Ucci && engine.option("usemillisec").is_some() {
            engine.set_option("usemillisec", true)?;
            engine.ucci_ms = true;
        }
        engine.is_ready()?;
        Ok(engine)
    }

    fn read_handshake_line(&mut self, line: &str) {
        if let Some(rest) = line.trim_start().strip_prefix("id ") {
            let rest = rest.trim_start();
            if let Some(name) = rest.strip_prefix("name ") {
                self.name = Some(name.trim().to_owned());
            } else if let Some(author) = rest.strip_prefix("author ") {
                self.author = Some(author.trim().to_owned());
            }
        } else if let Some(option) = EngineOption::parse(line, self.wire.protocol) {
            self.options
                .retain(|o| !o.name.eq_ignore_ascii_case(&option.name));
            self.options.push(option);
        }
    }

    /// The engine's `id name`.
    #[must_use]
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The engine's `id author`.
    #[must_use]
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// The protocol spoken.
    #[must_use]
    pub fn protocol(&self) -> Protocol {
        self.wire.protocol
    }

    /// The options the engine advertised, in its order.
    #[must_use]
    pub fn options(&self) -> &[EngineOption] {
        &self.options
    }

    /// The option named `name`, matched without case.
    #[must_use]
    pub fn option(&self, name: &str) -> Option<&EngineOption> {
        self.options
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
    }

    /// The process id (for tests and logs).
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.process.pid()
    }

    /// Whether the process is still running as far as the client knows (false after a fatal error).
    #[must_use]
    pub fn is_alive(&self) -> bool {
        self.process.alive()
    }

    /// The last lines exchanged (`> ` sent, `< ` received), oldest first, at most 64.
    #[must_use]
    pub fn transcript(&self) -> Vec<String> {
        self.process.transcript().map(str::to_owned).collect()
    }

    /// Sets an advertised option, checked against its type and bounds, under the name the engine
    /// spelt, then waits for `readyok`. `UCI_Chess960` true makes chess castling go out king-takes-rook.
    ///
    /// # Errors
    /// [`EngineError::UnknownOption`], [`EngineError::OptionValue`] (nothing is sent); then as
    /// [`Engine::is_ready`].
    pub fn set_option(
        &mut self,
        name: &str,
        value: impl Into<OptionValue>,
    ) -> Result<(), EngineError> {
        let value = value.into();
        let option = self
            .option(name)
            .ok_or_else(|| EngineError::UnknownOption {
                name: name.to_owned(),
            })?;
        let text = option.check(&value)?;
        let line = setoption(self.wire.protocol, &option.name, text.as_deref());
        let advertised = option.name.clone();
        if advertised.eq_ignore_ascii_case("UCI_Chess960") {
            self.wire.chess960 = text.as_deref() == Some("true");
        }
        if advertised.eq_ignore_ascii_case("MultiPV")
            || advertised.eq_ignore_ascii_case("USI_MultiPV")
        {
            self.multipv = text.as_deref().and_then(|t| t.parse().ok()).unwrap_or(1);
        }
        self.process.send(&line, Phase::Idle)?;
        self.is_ready()
    }

    /// `isready`, then waits for `readyok` (lines before it are skipped).
    ///
    /// # Errors
    /// [`EngineError::ReadyTimeout`], [`EngineError::Terminated`], [`EngineError::LineTooLong`],
    /// [`EngineError::Dead`].
    pub fn is_ready(&mut self) -> Result<(), EngineError> {
        self.process.send("isready", Phase::Ready)?;
        let deadline = Instant::now() + self.timeouts.ready;
        loop {
            match self.process.recv(Some(deadline), Phase::Ready)? {
                Received::Timeout => {
                    self.process.kill();
                    return Err(EngineError::ReadyTimeout {
                        timeout: self.timeouts.ready,
                    });
                }
                Received::Line(line) if line.trim() == "readyok" => return Ok(()),
                Received::Line(_) => {}
            }
        }
    }

    /// Tells the engine that the next search is from another game (`ucinewgame`, `usinewgame`, UCCI's
    /// `newgame` button when advertised), then waits for `readyok`.
    ///
    /// # Errors
    /// As [`Engine::is_ready`].
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        match self.wire.protocol {
            Protocol::Uci => self.process.send("ucinewgame", Phase::Idle)?,
            Protocol::Usi => self.process.send("usinewgame", Phase::Idle)?,
            Protocol::Ucci => {
                if let Some(o) = self.option("newgame") {
                    let line = setoption(Protocol::Ucci, &o.name.clone(), None);
                    self.process.send(&line, Phase::Idle)?;
                }
            }
        }
        self.is_ready()
    }

    /// Starts a search of `game`'s current position (its start and every move sent, so the engine sees
    /// repetitions) and returns it as it runs: iterate it for the `info` lines, then
    /// [`Search::wait`] or [`Search::stop`] for the best move.
    ///
    /// # Errors
    /// [`EngineError::UnsupportedGame`], [`EngineError::UnsupportedLimit`] (nothing sent), then the
    /// errors of writing to the engine.
    pub fn go(&mut self, game: &dyn DynGame, limit: &Limit) -> Result<Search<'_>, EngineError> {
        if !self.process.alive() {
            return Err(EngineError::Dead);
        }
        let position = self.wire.position(game)?;
        let go = go_line(self.wire.protocol, limit, game.side_to_move(), self.ucci_ms)?;
        if let Some(k) = limit.multipv.filter(|&k| k != self.multipv) {
            let name = ["MultiPV", "USI_MultiPV"]
                .into_iter()
                .find(|n| self.option(n).is_some())
                .ok_or_else(|| EngineError::UnknownOption {
                    name: "MultiPV".into(),
                })?;
            self.set_option(name, k)?;
        }
        self.process.send(&position, Phase::Idle)?;
        self.process.send(&go, Phase::Search)?;
        Ok(Search::new(self, game.boxed_clone(), limit))
    }

    /// Searches to `limit` and returns the last line of each principal variation with the best move.
    ///
    /// # Errors
    /// [`EngineError::Misuse`] for a limit only `stop` ends; as [`Engine::go`] and [`Search::wait`].
    pub fn analyse(&mut self, game: &dyn DynGame, limit: &Limit) -> Result<Analysis, EngineError> {
        if limit.is_open() {
            return Err(EngineError::Misuse(
                "analyse needs a limit that ends the search (depth, nodes, time, clock or mate); use go and stop",
            ));
        }
        let mut search = self.go(game, limit)?;
        let mut lines: Vec<Info> = Vec::new();
        for info in search.by_ref() {
            let info = info?;
            if info.score.is_none() && info.pv.is_empty() {
                continue;
            }
            let k = info.multipv.unwrap_or(1);
            match lines.iter_mut().find(|l| l.multipv.unwrap_or(1) == k) {
                Some(line) => *line = info,
                None => lines.push(info),
            }
        }
        let best = search.wait()?;
        lines.sort_by_key(|l| l.multipv.unwrap_or(1));
        Ok(Analysis { lines, best })
    }

    /// Searches to `limit` and returns the best move only.
    ///
    /// # Errors
    /// As [`Engine::analyse`].
    pub fn play(&mut self, game: &dyn DynGame, limit: &Limit) -> Result<BestMove, EngineError> {
        Ok(self.analyse(game, limit)?.best)
    }

    /// `quit`, then waits [`Timeouts::quit`] for the process to end before killing it; returns its exit
    /// code (`None` when it had to be killed or was already gone).
    #[must_use = "the exit code says whether the engine ended by itself"]
    pub fn quit(mut self) -> Option<i32> {
        self.process.quit().and_then(|s| s.code())
    }
}

/// What [`Engine::analyse`] returns.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Analysis {
    /// The last `info` line with a score or a pv of each principal variation, best first.
    pub lines: Vec<Info>,
    /// The best move.
    pub best: BestMove,
}
