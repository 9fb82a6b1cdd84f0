//! The `go` line of each protocol for a [`Limit`].

use core::fmt;
use std::time::Duration;

use tabula_game::Side;

use crate::{EngineError, Limit, Protocol};

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
            Protocol::Uci | Protocol::Xboard => {
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
        if let Some(n) = c
            .moves_to_go
            .filter(|&n| n > 0 && protocol != Protocol::Ucci)
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
    if let Some(t) = limit.movetime.filter(|_| protocol != Protocol::Ucci) {
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
    use crate::Clock;

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
