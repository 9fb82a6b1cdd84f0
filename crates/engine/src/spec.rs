//! What to start, how to talk to it, and how long to wait for it.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use crate::Protocol;

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
    /// [`crate::EngineError::LineTooLong`].
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
