//! A running search: an iterator of `info` lines, then the best move.

use std::time::{Duration, Instant};

use tabula_game::DynGame;

use crate::info::parse;
use crate::process::Received;
use crate::wire::EngineMove;
use crate::xboard::Answer;
use crate::{Engine, EngineError, Info, Limit, Phase, Protocol};

/// A claim an engine made with its best move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Claim {
    /// `bestmove resign` (USI), `bestmove … resign` (UCCI).
    Resign,
    /// `bestmove win` (USI: the entering-king declaration; not checked by the client).
    Win,
    /// `bestmove … draw` (UCCI: offers or accepts a draw).
    Draw,
}

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct BestMove {
    /// The move, legal in the searched position; `None` for `(none)`, `0000`, `NULL`, `resign`, `win`
    /// and UCCI's `nobestmove` (the side to move has no move, or the engine gave none).
    pub mv: Option<EngineMove>,
    /// The reply the engine expects, legal after `mv`.
    pub ponder: Option<EngineMove>,
    /// A resignation, win or draw claim.
    pub claim: Option<Claim>,
}

/// A search started by [`Engine::go`]. Iterating gives each `info` line as it comes (a blocking wait
/// for the next one, bounded by the search's deadline) and ends at `bestmove`; an error ends the
/// iteration too. A bad `bestmove` (an illegal move) ends the iteration, and [`Search::wait`] or
/// [`Search::stop`] return its error; the engine is idle and usable after it. Dropping an unfinished search sends `stop` and waits [`crate::Timeouts::stop`] for the
/// best move, which is thrown away (the engine is killed if it does not come).
///
/// Deadlines: a search with a move time or clocks must end within that time plus
/// [`crate::Timeouts::grace`]; one with only depth, nodes or mate within [`crate::Timeouts::search`]; an
/// infinite or ponder search has none until [`Search::stop`] (or [`Search::ponderhit`]).
#[derive(Debug)]
pub struct Search<'e> {
    engine: &'e mut Engine,
    game: Box<dyn DynGame>,
    limit: Limit,
    deadline: Option<(Instant, Duration)>,
    stop_at: Option<Instant>,
    stopping: bool,
    pondering: bool,
    done: Option<Result<BestMove, EngineError>>,
    state: State,
}

/// Where a search stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Running,
    /// `bestmove` (or `nobestmove`) has come.
    Ended,
    /// An error ended it (the engine has been killed).
    Failed,
}

impl<'e> Search<'e> {
    pub(crate) fn new(engine: &'e mut Engine, game: Box<dyn DynGame>, limit: &Limit) -> Search<'e> {
        let now = Instant::now();
        let mut search = Search {
            stop_at: (engine.wire.protocol == Protocol::Ucci)
                .then_some(limit.movetime)
                .flatten()
                .map(|t| now + t),
            engine,
            game,
            limit: limit.clone(),
            deadline: None,
            stopping: false,
            pondering: limit.ponder,
            done: None,
            state: State::Running,
        };
        if !limit.is_open() {
            search.arm();
        }
        search
    }

    /// Sets the deadline of a search that the limit ends.
    fn arm(&mut self) {
        let timeouts = self.engine.timeouts;
        let allowed = match self.limit.time_budget(self.game.side_to_move()) {
            Some(budget) => Some(budget + timeouts.grace),
            None if self.limit.infinite => None,
            None => timeouts.search,
        };
        self.deadline = allowed.map(|t| (Instant::now() + t, t));
    }

    /// The position searched.
    #[must_use]
    pub fn game(&self) -> &dyn DynGame {
        &*self.game
    }

    /// The best move, once the iteration has ended at `bestmove`.
    #[must_use]
    pub fn best(&self) -> Option<&BestMove> {
        self.done.as_ref().and_then(|r| r.as_ref().ok())
    }

    fn phase(&self) -> Phase {
        if self.stopping {
            Phase::Stop
        } else {
            Phase::Search
        }
    }

    /// The next `info` line, or `None` once `bestmove` has come.
    fn step(&mut self) -> Result<Option<Info>, EngineError> {
        loop {
            if self.state == State::Ended {
                return Ok(None);
            }
            if self.state == State::Failed {
                return Err(EngineError::Dead);
            }
            let until = match (self.deadline.map(|d| d.0), self.stop_at) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            match self.engine.process.recv(until, self.phase()) {
                Err(e) => {
                    self.state = State::Failed;
                    return Err(e);
                }
                Ok(Received::Timeout) => {
                    if self.stop_at.is_some_and(|t| Instant::now() >= t) && !self.stopping {
                        self.stop_at = None;
                        self.send_stop()?;
                        continue;
                    }
                    self.state = State::Failed;
                    self.engine.process.kill();
                    let timeout = self.deadline.map_or(Duration::ZERO, |d| d.1);
                    return Err(if self.stopping {
                        EngineError::StopTimeout { timeout }
                    } else {
                        EngineError::SearchTimeout { timeout }
                    });
                }
                Ok(Received::Line(line)) if self.engine.wire.protocol == Protocol::Xboard => {
                    let answer = match crate::xboard::answer(&line, &*self.game, self.engine.wire) {
                        Some(Answer::Thinking(info)) => return Ok(Some(*info)),
                        Some(Answer::Move(m)) => format!("bestmove {m}"),
                        Some(Answer::Resign) => "bestmove resign".to_owned(),
                        Some(Answer::Result) => "bestmove (none)".to_owned(),
                        None => continue,
                    };
                    self.done = Some(self.best_move(&answer));
                    self.state = State::Ended;
                    return Ok(None);
                }
                Ok(Received::Line(line)) => {
                    let mut words = line.split_whitespace();
                    match words.next() {
                        Some("info") => {
                            if let Some(info) = parse(&line, &*self.game, self.engine.wire) {
                                return Ok(Some(info));
                            }
                        }
                        Some("bestmove") => {
                            self.done = Some(self.best_move(&line));
                            self.state = State::Ended;
                            return Ok(None);
                        }
                        Some("nobestmove") => {
                            self.done = Some(Ok(BestMove {
                                mv: None,
                                ponder: None,
                                claim: None,
                            }));
                            self.state = State::Ended;
                            return Ok(None);
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    /// Reads `bestmove <m> [ponder <p>] [draw|resign]`; the moves are checked on copies of the game.
    fn best_move(&mut self, line: &str) -> Result<BestMove, EngineError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&first) = words.get(1) else {
            return Err(EngineError::Protocol {
                line: line.to_owned(),
                why: "`bestmove` without a move",
            });
        };
        let mut best = BestMove {
            mv: None,
            ponder: None,
            claim: None,
        };
        let wire = self.engine.wire;
        let after = match first {
            "(none)" | "none" | "NULL" | "0000" => None,
            "resign" => {
                best.claim = Some(Claim::Resign);
                None
            }
            "win" => {
                best.claim = Some(Claim::Win);
                None
            }
            m => {
                let (after, m) = wire.read_move(&*self.game, m)?;
                best.mv = Some(m);
                Some(after)
            }
        };
        let mut rest = words[2..].iter();
        while let Some(&word) = rest.next() {
            match word {
                "ponder" => {
                    if let (Some(after), Some(&p)) = (&after, rest.next()) {
                        if !matches!(p, "(none)" | "none" | "NULL" | "0000") {
                            best.ponder = Some(wire.read_move(&**after, p)?.1);
                        }
                    }
                }
                "resign" => best.claim = Some(Claim::Resign),
                "draw" => best.claim = Some(Claim::Draw),
                _ => {}
            }
        }
        Ok(best)
    }

    fn send_stop(&mut self) -> Result<(), EngineError> {
        self.stopping = true;
        self.pondering = false;
        let t = self.engine.timeouts.stop;
        self.deadline = Some((Instant::now() + t, t));
        let stop = if self.engine.wire.protocol == Protocol::Xboard {
            "?"
        } else {
            "stop"
        };
        self.engine
            .process
            .send(stop, Phase::Stop)
            .inspect_err(|_| {
                self.state = State::Failed;
            })
    }

    /// Sends `ponderhit`: the guessed reply was played, the search goes on under its limit (whose
    /// deadline starts now).
    ///
    /// # Errors
    /// [`EngineError::Misuse`] when the search is not pondering; write errors.
    pub fn ponderhit(&mut self) -> Result<(), EngineError> {
        if !self.pondering || self.state == State::Ended {
            return Err(EngineError::Misuse(
                "ponderhit without a running ponder search",
            ));
        }
        self.pondering = false;
        self.limit.ponder = false;
        self.engine.process.send("ponderhit", Phase::Search)?;
        self.arm();
        Ok(())
    }

    /// Sends `stop` (unless the search has ended) and returns the best move, skipping the remaining
    /// `info` lines.
    ///
    /// # Errors
    /// [`EngineError::StopTimeout`] when no `bestmove` comes within [`crate::Timeouts::stop`]; the errors
    /// of [`Search::wait`].
    pub fn stop(mut self) -> Result<BestMove, EngineError> {
        if self.state != State::Ended && self.state != State::Failed && !self.stopping {
            self.send_stop()?;
        }
        self.finish()
    }

    /// Waits for the best move, skipping the remaining `info` lines. An infinite or ponder search never
    /// ends by itself: call [`Search::stop`] (or [`Search::ponderhit`] first) instead.
    ///
    /// # Errors
    /// [`EngineError::SearchTimeout`], [`EngineError::Terminated`], [`EngineError::LineTooLong`],
    /// [`EngineError::IllegalMove`], [`EngineError::Protocol`], [`EngineError::Misuse`] for an infinite
    /// or ponder search (it would never end).
    pub fn wait(mut self) -> Result<BestMove, EngineError> {
        if self.state != State::Ended
            && self.deadline.is_none()
            && self.stop_at.is_none()
            && !self.stopping
            && self.limit.is_open()
        {
            return Err(EngineError::Misuse(
                "wait on a search only stop ends; call stop",
            ));
        }
        self.finish()
    }

    fn finish(&mut self) -> Result<BestMove, EngineError> {
        while self.step()?.is_some() {}
        self.done.take().unwrap_or(Err(EngineError::Dead))
    }
}

impl Iterator for Search<'_> {
    type Item = Result<Info, EngineError>;

    fn next(&mut self) -> Option<Result<Info, EngineError>> {
        if self.state == State::Failed || self.state == State::Ended {
            return None;
        }
        self.step().transpose()
    }
}

impl Drop for Search<'_> {
    fn drop(&mut self) {
        if self.state == State::Ended || self.state == State::Failed || !self.engine.process.alive()
        {
            return;
        }
        if !self.stopping && self.send_stop().is_err() {
            return;
        }
        // The best move after stop is thrown away (a bad one too: the engine is idle again); a timeout
        // has killed the engine.
        let _ = self.finish();
    }
}
