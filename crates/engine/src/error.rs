//! The one error type of the engine client: each way an engine or a request can fail is its own variant.

use core::fmt;
use std::time::Duration;

use tabula_game::GameKind;

use crate::Protocol;

/// What the client was waiting for when the engine failed it.
///
/// ```
/// assert_eq!(tabula_engine::Phase::Search.to_string(), "searching");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Phase {
    /// Starting: the protocol's hello and its answer (`uciok`, `usiok`, `ucciok`).
    Handshake,
    /// Waiting for `readyok` after `isready`.
    Ready,
    /// Searching: between `go` and `bestmove`.
    Search,
    /// Waiting for `bestmove` after `stop`.
    Stop,
    /// Writing a command while idle.
    Idle,
    /// Waiting for the process to end after `quit`.
    Quit,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Handshake => "in the handshake",
            Phase::Ready => "waiting for readyok",
            Phase::Search => "searching",
            Phase::Stop => "waiting for bestmove after stop",
            Phase::Idle => "idle",
            Phase::Quit => "quitting",
        })
    }
}

/// Why a call to the engine client failed. After any variant that names the engine's behaviour (a
/// timeout, a termination, an over-long line, a protocol error) the process has been killed and reaped,
/// and every later call returns [`EngineError::Dead`]: the client never goes on with an engine whose
/// state it does not know. [`EngineError::IllegalMove`] and [`EngineError::Protocol`] about a `bestmove`
/// leave the engine idle and usable, as do refused requests ([`EngineError::UnknownOption`], [`EngineError::OptionValue`],
/// [`EngineError::UnsupportedLimit`], [`EngineError::UnsupportedGame`]).
///
/// ```
/// use std::time::Duration;
/// let error = tabula_engine::EngineError::StopTimeout { timeout: Duration::from_millis(300) };
/// assert_eq!(error.to_string(), "the engine sent no bestmove within 300ms of `stop`; it was killed");
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EngineError {
    /// The program could not be started (not found, not executable, …).
    #[error("cannot start engine `{program}`: {source}")]
    Spawn {
        /// The program as given.
        program: String,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The engine did not finish the handshake (no `uciok`, `usiok` or `ucciok`) in time.
    #[error(
        "the engine did not finish the {protocol} handshake (`{expected}`) within {timeout:?}; it was killed"
    )]
    HandshakeTimeout {
        /// The protocol asked for.
        protocol: Protocol,
        /// The line that never came.
        expected: &'static str,
        /// The time allowed.
        timeout: Duration,
    },
    /// The engine did not answer `isready` with `readyok` in time.
    #[error("the engine did not answer `isready` within {timeout:?}; it was killed")]
    ReadyTimeout {
        /// The time allowed.
        timeout: Duration,
    },
    /// A search went past its deadline (the limit's time plus the grace, or the search timeout for a
    /// depth or node limit) without a `bestmove`.
    #[error("the engine sent no bestmove within {timeout:?} of `go`; it was killed")]
    SearchTimeout {
        /// The time allowed.
        timeout: Duration,
    },
    /// The engine ignored `stop`: no `bestmove` came in time.
    #[error("the engine sent no bestmove within {timeout:?} of `stop`; it was killed")]
    StopTimeout {
        /// The time allowed.
        timeout: Duration,
    },
    /// The engine's process ended (or closed its output) while the client waited for it.
    #[error("the engine ended {phase} ({}){}", exit_text(*.code, *.signal), tail_text(.stderr_tail))]
    Terminated {
        /// What the client was doing.
        phase: Phase,
        /// The exit code, when it exited.
        code: Option<i32>,
        /// The signal that killed it, when one did (Unix).
        signal: Option<i32>,
        /// The last lines it wrote on stderr (at most 4 KiB).
        stderr_tail: String,
    },
    /// The engine wrote a line longer than the client's bound ([`crate::EngineSpec::max_line`]).
    #[error("the engine wrote a line longer than {limit} bytes {phase}; it was killed")]
    LineTooLong {
        /// The bound, in bytes.
        limit: usize,
        /// What the client was doing.
        phase: Phase,
    },
    /// The engine sent a move (best move or ponder move) that Tabula's rules refuse in the position sent:
    /// it is never played.
    #[error(
        "the engine sent `{spelling}`, which is not a legal {notation} move in {position}: {reason}"
    )]
    IllegalMove {
        /// The move as the engine spelt it.
        spelling: String,
        /// The notation it was read in.
        notation: tabula_game::Notation,
        /// The position (the game's own format: FEN, SFEN, xiangqi FEN).
        position: String,
        /// The rule that refuses it.
        reason: String,
    },
    /// A line the protocol does not allow where it came (e.g. `bestmove` with no move).
    #[error("the engine sent {line:?}: {why}")]
    Protocol {
        /// The line.
        line: String,
        /// What is wrong with it.
        why: &'static str,
    },
    /// The engine did not advertise an option of this name (names are matched without case).
    #[error("the engine has no option {name:?}")]
    UnknownOption {
        /// The name asked for.
        name: String,
    },
    /// A value the option's type or bounds refuse.
    #[error("option {name:?} cannot take {value:?}: {reason}")]
    OptionValue {
        /// The option's name.
        name: String,
        /// The value given.
        value: String,
        /// The type or bound it breaks.
        reason: String,
    },
    /// A search limit the protocol has no words for (e.g. byōyomi in UCI, mate search in UCCI).
    #[error("{protocol} has no way to send {limit}")]
    UnsupportedLimit {
        /// The protocol.
        protocol: Protocol,
        /// The limit.
        limit: &'static str,
    },
    /// A game the protocol cannot carry in the client (e.g. shōgi over UCCI).
    #[error("{protocol} cannot carry a {game} game here (use {hint})")]
    UnsupportedGame {
        /// The protocol.
        protocol: Protocol,
        /// The game.
        game: GameKind,
        /// What to use instead.
        hint: &'static str,
    },
    /// A request made while the engine is in the wrong state (e.g. `ponderhit` with no ponder search).
    #[error("{0}")]
    Misuse(&'static str),
    /// Reading or writing the engine's pipes failed for another reason than its end.
    #[error("I/O error on the engine's pipes: {0}")]
    Io(#[source] std::io::Error),
    /// The engine was killed after an earlier error (or after `quit`): start a new one.
    #[error("the engine is no longer running (killed after an earlier error)")]
    Dead,
}

fn exit_text(code: Option<i32>, signal: Option<i32>) -> String {
    match (code, signal) {
        (Some(code), _) => format!("exit code {code}"),
        (None, Some(signal)) => format!("killed by signal {signal}"),
        (None, None) => "exit status unknown".to_owned(),
    }
}

fn tail_text(tail: &str) -> String {
    let tail = tail.trim_end();
    if tail.is_empty() {
        String::new()
    } else {
        format!("; its stderr ended: {tail}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_cause() {
        let e = EngineError::Terminated {
            phase: Phase::Search,
            code: Some(3),
            signal: None,
            stderr_tail: "boom\n".into(),
        };
        assert_eq!(
            e.to_string(),
            "the engine ended searching (exit code 3); its stderr ended: boom"
        );
        let e = EngineError::Terminated {
            phase: Phase::Handshake,
            code: None,
            signal: Some(11),
            stderr_tail: String::new(),
        };
        assert_eq!(
            e.to_string(),
            "the engine ended in the handshake (killed by signal 11)"
        );
        let e = EngineError::HandshakeTimeout {
            protocol: Protocol::Usi,
            expected: "usiok",
            timeout: Duration::from_secs(2),
        };
        assert_eq!(
            e.to_string(),
            "the engine did not finish the USI handshake (`usiok`) within 2s; it was killed"
        );
        let e = EngineError::LineTooLong {
            limit: 10,
            phase: Phase::Ready,
        };
        assert_eq!(
            e.to_string(),
            "the engine wrote a line longer than 10 bytes waiting for readyok; it was killed"
        );
        assert_eq!(
            EngineError::UnsupportedLimit {
                protocol: Protocol::Ucci,
                limit: "a mate search"
            }
            .to_string(),
            "UCCI has no way to send a mate search"
        );
    }
}
