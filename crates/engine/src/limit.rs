//! Search limits: depth, nodes, time, clocks, mate, infinite, ponder.

use std::time::Duration;

use tabula_game::Side;

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

    pub(crate) fn of(&self, side: Side) -> (Duration, Duration) {
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
