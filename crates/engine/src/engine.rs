//! The blocking client: start an engine, its handshake, options, new games, and searches.

use std::time::Instant;

use tabula_game::DynGame;

use crate::go::go_line;
use crate::options::setoption;
use crate::process::{Process, Received};
use crate::wire::Wire;
use crate::{
    BestMove, EngineError, EngineOption, EngineSpec, Info, Limit, OptionValue, Phase, Protocol,
    Search, Timeouts,
};

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
    /// CECP's `feature` pairs, in order.
    features: Vec<(String, String)>,
    pings: u32,
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
            features: Vec::new(),
            pings: 0,
        };
        let (hello, ok) = spec.protocol.hello();
        engine.process.send(hello, Phase::Handshake)?;
        let xboard = spec.protocol == Protocol::Xboard;
        if xboard {
            engine.process.send("protover 2", Phase::Handshake)?;
        }
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
                Received::Line(line) if xboard => {
                    if engine.read_features(&line)? {
                        break;
                    }
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

    /// Reads a CECP `feature` line, accepting each feature; `true` after `done=1`.
    fn read_features(&mut self, line: &str) -> Result<bool, EngineError> {
        let Some(pairs) = crate::xboard::features(line) else {
            return Ok(false);
        };
        let mut done = false;
        for (key, value) in pairs {
            self.process
                .send(&format!("accepted {key}"), Phase::Handshake)?;
            match key.as_str() {
                "myname" => self.name = Some(value.clone()),
                "option" => {
                    if let Some(option) = crate::xboard::option(&value) {
                        self.options.push(option);
                    }
                }
                "done" => done = value == "1",
                _ => {}
            }
            self.features.push((key, value));
        }
        Ok(done)
    }

    /// The value of a CECP `feature` (the last one given), e.g. `ping`, `setboard`, `variants`.
    #[must_use]
    pub fn feature(&self, key: &str) -> Option<&str> {
        self.features
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The engine's `id name` (CECP: `myname`).
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

    /// Sets the hash size in MiB under the name the engine advertised (`USI_Hash`, `Hash`, UCCI's
    /// `hashsize`, in that order), checked against its bounds.
    ///
    /// # Errors
    /// [`EngineError::UnknownOption`] when the engine advertises none of them; as [`Engine::set_option`].
    pub fn set_hash(&mut self, mib: u32) -> Result<(), EngineError> {
        if self.feature("memory") == Some("1") {
            self.process.send(&format!("memory {mib}"), Phase::Idle)?;
            return self.is_ready();
        }
        self.set_first(&["USI_Hash", "Hash", "hashsize"], mib)
    }

    /// Sets the number of search threads under the advertised name (`Threads`, UCCI's `threads`).
    ///
    /// # Errors
    /// As [`Engine::set_hash`].
    pub fn set_threads(&mut self, threads: u32) -> Result<(), EngineError> {
        if self.feature("smp") == Some("1") {
            self.process
                .send(&format!("cores {threads}"), Phase::Idle)?;
            return self.is_ready();
        }
        self.set_first(&["Threads"], threads)
    }

    fn set_first(&mut self, names: &[&str], value: u32) -> Result<(), EngineError> {
        let name = names
            .iter()
            .find(|n| self.option(n).is_some())
            .ok_or_else(|| EngineError::UnknownOption {
                name: names.join(" or "),
            })?;
        self.set_option(name, value)
    }

    /// `isready`, then waits for `readyok` (lines before it are skipped).
    ///
    /// # Errors
    /// [`EngineError::ReadyTimeout`], [`EngineError::Terminated`], [`EngineError::LineTooLong`],
    /// [`EngineError::Dead`].
    pub fn is_ready(&mut self) -> Result<(), EngineError> {
        let expected = if self.wire.protocol == Protocol::Xboard {
            self.pings += 1;
            self.process
                .send(&format!("ping {}", self.pings), Phase::Ready)?;
            format!("pong {}", self.pings)
        } else {
            self.process.send("isready", Phase::Ready)?;
            "readyok".to_owned()
        };
        let deadline = Instant::now() + self.timeouts.ready;
        loop {
            match self.process.recv(Some(deadline), Phase::Ready)? {
                Received::Timeout => {
                    self.process.kill();
                    return Err(EngineError::ReadyTimeout {
                        timeout: self.timeouts.ready,
                    });
                }
                Received::Line(line) if line.trim() == expected => return Ok(()),
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
            Protocol::Xboard => self.process.send("new", Phase::Idle)?,
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
        let (position, go) = if self.wire.protocol == Protocol::Xboard {
            let usermove = self.feature("usermove") == Some("1");
            (
                crate::xboard::position(self.wire, game, usermove)?,
                crate::xboard::go(limit, game)?,
            )
        } else {
            (
                vec![self.wire.position(game)?],
                vec![go_line(
                    self.wire.protocol,
                    limit,
                    game.side_to_move(),
                    self.ucci_ms,
                )?],
            )
        };
        if let Some(k) = limit.multipv.filter(|&k| k != self.multipv) {
            let name = ["MultiPV", "USI_MultiPV"]
                .into_iter()
                .find(|n| self.option(n).is_some())
                .ok_or_else(|| EngineError::UnknownOption {
                    name: "MultiPV".into(),
                })?;
            self.set_option(name, k)?;
        }
        for line in &position {
            self.process.send(line, Phase::Idle)?;
        }
        for line in &go {
            self.process.send(line, Phase::Search)?;
        }
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
