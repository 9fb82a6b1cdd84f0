//! Search limits, and how each protocol spells them on its `go` line.

use core::fmt;
use std::time::Duration;

use tabula_game::Side;

use crate::EngineError;

/// A protocol the client speaks.
///
/// ```
/// assert_eq!(tabula_engine::Protocol::Usi.to_string(), "USI");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Protocol {
    /// The Universal Chess Interface (chess; xiangqi and others through Fairy-Stockfish's `UCI_Variant`).
    Uci,
    /// The Universal Shogi Interface.
    Usi,
    /// The Universal Chinese Chess Interface (xiangqi, ICCS coordinates).
    Ucci,
}

impl Protocol {
    /// The hello line and the line that ends the handshake.
    pub(crate) const fn hello(self) -> (&'static str, &'static str) {
        match self {
            Protocol::Uci => ("uci", "uciok"),
            Protocol::Usi => ("usi", "usiok"),
            Protocol::Ucci => ("ucci", "ucciok"),
        }
    }
}

impl fmt::Display for Protocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Protocol::Uci => "UCI",
            Protocol::Usi => "USI",
            Protocol::Ucci => "UCCI",
        })
    }
}

/// The players' clocks, by Sashité side: the first player is White (chess), Sente (shōgi), Red (xiangqi).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Clock {
    /// The first player's time left.
    pub first: Duration,
    /// The second player's time left.
    pub second: Duration,
    /// The first player's increment per move.
    pub first_inc: Duration,
    /// The second player's increment per move.
    pub second_inc: Duration,
    /// Moves until the next time control (`None`: sudden death).
    pub moves_to_go: Option<u32>,
    /// Byōyomi per move, once the main time is spent (USI only).
    pub byoyomi: Option<Duration>,
}

impl Clock {
    /// Both players with `time` left and `increment` per move.
    ///
    /// ```
    /// use std::time::Duration;
    /// let c = tabula_engine::Clock::fischer(Duration::from_secs(60), Duration::from_secs(1));
    /// assert_eq!(c.second_inc, Duration::from_secs(1));
    /// ```
    #[must_use]
    pub fn fischer(time: Duration, increment: Duration) -> Clock {
        Clock {
            first: time,
            second: time,
            first_inc: increment,
            second_inc: increment,
            ..Clock::default()
        }
    }

    /// Both players with `time` left, then `byoyomi` per move (USI).
    ///
    /// ```
    /// use std::time::Duration;
    /// let c = tabula_engine::Clock::byoyomi(Duration::ZERO, Duration::from_millis(200));
    /// assert_eq!(c.byoyomi, Some(Duration::from_millis(200)));
    /// ```
    #[must_use]
    pub fn byoyomi(time: Duration, byoyomi: Duration) -> Clock {
        Clock {
            first: time,
            second: time,
            byoyomi: Some(byoyomi),
            ..Clock::default()
        }
    }

    fn of(&self, side: Side) -> (Duration, Duration) {
        match side {
            Side::First => (self.first, self.first_inc),
            Side::Second => (self.second, self.second_inc),
        }
    }
}

/// What ends a search. Fields left `None` are not sent; a limit with none of them is an infinite search
/// (only [`crate::Search::stop`] ends it).
///
/// ```
/// use tabula_engine::Limit;
/// let limit = Limit::depth(8).with_multipv(3);
/// assert_eq!((limit.depth, limit.multipv), (Some(8), Some(3)));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Limit {
    /// Plies.
    pub depth: Option<u32>,
    /// Nodes.
    pub nodes: Option<u64>,
    /// Exactly this long (UCCI: sent as an infinite search the client stops).
    pub movetime: Option<Duration>,
    /// Search for a mate in this many moves (UCI only).
    pub mate: Option<u32>,
    /// The players' clocks.
    pub clock: Option<Clock>,
    /// Search until `stop`, whatever else is set.
    pub infinite: bool,
    /// Ponder: the game's last move is the guessed reply; [`crate::Search::ponderhit`] or `stop` follow.
    pub ponder: bool,
    /// The number of principal variations (the `MultiPV` option, set before the search when it changes).
    pub multipv: Option<u32>,
}

impl Limit {
    /// A search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Limit {
        Limit {
            depth: Some(depth),
            ..Limit::default()
        }
    }

    /// A search of `nodes` nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limit {
        Limit {
            nodes: Some(nodes),
            ..Limit::default()
        }
    }

    /// A search of exactly `time`.
    #[must_use]
    pub fn movetime(time: Duration) -> Limit {
        Limit {
            movetime: Some(time),
            ..Limit::default()
        }
    }

    /// A search with the players' clocks.
    #[must_use]
    pub fn clock(clock: Clock) -> Limit {
        Limit {
            clock: Some(clock),
            ..Limit::default()
        }
    }

    /// A mate search in `moves` moves (UCI).
    #[must_use]
    pub fn mate(moves: u32) -> Limit {
        Limit {
            mate: Some(moves),
            ..Limit::default()
        }
    }

    /// A search only `stop` ends.
    #[must_use]
    pub fn infinite() -> Limit {
        Limit {
            infinite: true,
            ..Limit::default()
        }
    }

    /// The same limit with `k` principal variations.
    #[must_use]
    pub fn with_multipv(mut self, k: u32) -> Limit {
        self.multipv = Some(k);
        self
    }

    /// The same limit as a ponder search.
    #[must_use]
    pub fn pondering(mut self) -> Limit {
        self.ponder = true;
        self
    }

    /// Whether only `stop` (or `ponderhit` then the limit) ends the search.
    pub(crate) fn is_open(&self) -> bool {
        self.infinite
            || self.ponder
            || (self.depth.is_none()
                && self.nodes.is_none()
                && self.movetime.is_none()
                && self.mate.is_none()
                && self.clock.is_none())
    }

    /// The longest the engine may think by this limit's clock or move time (`None` for depth, nodes or
    /// mate only). `mover` is the side to move.
    pub(crate) fn time_budget(&self, mover: Side) -> Option<Duration> {
        let clock = self.clock.map(|c| {
            let (time, inc) = c.of(mover);
            time + inc + c.byoyomi.unwrap_or_default()
        });
        match (self.movetime, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

fn ms(d: Duration) -> u128 {
    d.as_millis()
}

/// The `go` line for `limit` with `mover` to move. For UCCI a move time is left out (the client stops
/// the search itself); `ucci_ms` says whether the UCCI clocks are in milliseconds (else seconds).
pub(crate) fn go_line(
    protocol: Protocol,
    limit: &Limit,
    mover: Side,
    ucci_ms: bool,
) -> Result<String, EngineError> {
    let unsupported = |what| EngineError::UnsupportedLimit {
        protocol,
        limit: what,
    };
    let mut go: Vec<String> = vec!["go".into()];
    let push = |go: &mut Vec<String>, word: &str, value: &dyn fmt::Display| {
        go.push(word.to_owned());
        go.push(value.to_string());
    };
    if limit.ponder {
        go.push("ponder".into());
    }
    if let Some(c) = &limit.clock {
        match protocol {
            Protocol::Uci => {
                if c.byoyomi.is_some() {
                    return Err(unsupported("byoyomi"));
                }
                push(&mut go, "wtime", &ms(c.first));
                push(&mut go, "btime", &ms(c.second));
                push(&mut go, "winc", &ms(c.first_inc));
                push(&mut go, "binc", &ms(c.second_inc));
            }
            Protocol::Usi => {
                push(&mut go, "btime", &ms(c.first));
                push(&mut go, "wtime", &ms(c.second));
                if let Some(b) = c.byoyomi {
                    push(&mut go, "byoyomi", &ms(b));
                } else {
                    push(&mut go, "binc", &ms(c.first_inc));
                    push(&mut go, "winc", &ms(c.second_inc));
                }
            }
            Protocol::Ucci => {
                if c.byoyomi.is_some() {
                    return Err(unsupported("byoyomi"));
                }
                let unit = |d: Duration| {
                    if ucci_ms {
                        d.as_millis()
                    } else {
                        u128::from(d.as_secs())
                    }
                };
                let (own, own_inc) = c.of(mover);
                let (opp, opp_inc) = c.of(mover.flip());
                push(&mut go, "time", &unit(own));
                match c.moves_to_go {
                    Some(n) => push(&mut go, "movestogo", &n),
                    None => push(&mut go, "increment", &unit(own_inc)),
                }
                push(&mut go, "opptime", &unit(opp));
                match c.moves_to_go {
                    Some(n) => push(&mut go, "oppmovestogo", &n),
                    None => push(&mut go, "oppincrement", &unit(opp_inc)),
                }
            }
        }
        if protocol != Protocol::Ucci
            && let Some(n) = c.moves_to_go.filter(|&n| n > 0)
        {
            push(&mut go, "movestogo", &n);
        }
    }
    if let Some(d) = limit.depth {
        push(&mut go, "depth", &d);
    }
    if let Some(n) = limit.nodes {
        push(&mut go, "nodes", &n);
    }
    if let Some(m) = limit.mate {
        if protocol != Protocol::Uci {
            return Err(unsupported("a mate search"));
        }
        push(&mut go, "mate", &m);
    }
    if let Some(t) = limit.movetime
        && protocol != Protocol::Ucci
    {
        push(&mut go, "movetime", &ms(t));
    }
    let open = limit.infinite
        || (protocol == Protocol::Ucci
            && limit.movetime.is_some()
            && limit.depth.is_none()
            && limit.nodes.is_none()
            && limit.clock.is_none())
        || (!limit.ponder && limit.is_open());
    if open {
        go.push("infinite".into());
    }
    Ok(go.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn uci_go_lines() {
        let clock = Clock {
            first: d(1),
            second: d(2),
            first_inc: d(3),
            second_inc: d(4),
            moves_to_go: Some(5),
            byoyomi: None,
        };
        let limit = Limit {
            clock: Some(clock),
            depth: Some(6),
            nodes: Some(7),
            mate: Some(8),
            movetime: Some(d(9)),
            ..Limit::default()
        };
        assert_eq!(
            go_line(Protocol::Uci, &limit, Side::First, false).unwrap(),
            "go wtime 1 btime 2 winc 3 binc 4 movestogo 5 depth 6 nodes 7 mate 8 movetime 9"
        );
        assert_eq!(
            go_line(Protocol::Uci, &Limit::infinite(), Side::First, false).unwrap(),
            "go infinite"
        );
        assert_eq!(
            go_line(
                Protocol::Uci,
                &Limit::clock(clock).pondering(),
                Side::First,
                false
            )
            .unwrap(),
            "go ponder wtime 1 btime 2 winc 3 binc 4 movestogo 5"
        );
        assert!(matches!(
            go_line(
                Protocol::Uci,
                &Limit::clock(Clock::byoyomi(d(0), d(100))),
                Side::First,
                false
            ),
            Err(EngineError::UnsupportedLimit {
                limit: "byoyomi",
                ..
            })
        ));
    }

    #[test]
    fn usi_go_lines_put_sente_first() {
        let clock = Clock::byoyomi(d(1000), d(200));
        assert_eq!(
            go_line(Protocol::Usi, &Limit::clock(clock), Side::Second, false).unwrap(),
            "go btime 1000 wtime 1000 byoyomi 200"
        );
        let mut fischer = Clock::fischer(d(60_000), d(1000));
        fischer.second = d(30_000);
        assert_eq!(
            go_line(Protocol::Usi, &Limit::clock(fischer), Side::First, false).unwrap(),
            "go btime 60000 wtime 30000 binc 1000 winc 1000"
        );
        assert!(go_line(Protocol::Usi, &Limit::mate(3), Side::First, false).is_err());
    }

    #[test]
    fn ucci_go_lines_put_the_mover_first() {
        let mut clock = Clock::fischer(d(60_000), d(1000));
        clock.second = d(5000);
        assert_eq!(
            go_line(Protocol::Ucci, &Limit::clock(clock), Side::Second, true).unwrap(),
            "go time 5000 increment 1000 opptime 60000 oppincrement 1000"
        );
        assert_eq!(
            go_line(Protocol::Ucci, &Limit::clock(clock), Side::First, false).unwrap(),
            "go time 60 increment 1 opptime 5 oppincrement 1"
        );
        // No movetime in UCCI: an infinite search the client stops.
        assert_eq!(
            go_line(Protocol::Ucci, &Limit::movetime(d(100)), Side::First, true).unwrap(),
            "go infinite"
        );
        assert_eq!(
            go_line(Protocol::Ucci, &Limit::depth(4), Side::First, true).unwrap(),
            "go depth 4"
        );
    }

    #[test]
    fn budgets() {
        let clock = Clock::fischer(d(10_000), d(100));
        assert_eq!(
            Limit::clock(clock).time_budget(Side::First),
            Some(d(10_100))
        );
        assert_eq!(Limit::movetime(d(50)).time_budget(Side::First), Some(d(50)));
        assert_eq!(Limit::depth(3).time_budget(Side::First), None);
        assert!(Limit::default().is_open());
        assert!(!Limit::depth(1).is_open());
    }
}
