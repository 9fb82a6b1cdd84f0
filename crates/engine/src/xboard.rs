//! CECP version 2 (the `xboard` protocol): `feature` lines, the position as
//! `new`/`variant`/`setboard`/`usermove` lines, limits as `sd`/`st`/`level`+`time`/`otim`, thinking
//! lines and `move` answers. Specification: <https://www.gnu.org/software/xboard/engine-intf.html>
//! (Chess Engine Communication Protocol, version 2).

use std::time::Duration;

use tabula_game::{DynGame, GameKind};

use crate::info::{blank, pv};
use crate::wire::Wire;
use crate::{EngineError, EngineOption, Info, Limit, OptionKind, Protocol, Score};

/// The `key=value` pairs of a `feature` line (a value may be quoted and hold spaces), or `None` for
/// another line.
pub(crate) fn features(line: &str) -> Option<Vec<(String, String)>> {
    let mut rest = line.trim().strip_prefix("feature")?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let mut pairs = Vec::new();
    loop {
        rest = rest.trim_start();
        let Some((key, after)) = rest.split_once('=') else {
            return Some(pairs);
        };
        let (value, after) = if let Some(quoted) = after.strip_prefix('"') {
            quoted.split_once('"').unwrap_or((quoted, ""))
        } else {
            after.split_once(char::is_whitespace).unwrap_or((after, ""))
        };
        pairs.push((key.trim().to_owned(), value.to_owned()));
        rest = after;
    }
}

/// An option of `feature option="NAME -TYPE …"`.
pub(crate) fn option(value: &str) -> Option<EngineOption> {
    let at = value.find(" -")?;
    let name = value[..at].trim().to_owned();
    let mut words = value[at + 2..].split_whitespace();
    let kind = words.next()?;
    let rest: Vec<&str> = words.collect();
    let int = |i: usize| rest.get(i).and_then(|w| w.parse::<i64>().ok());
    let kind = match kind {
        "spin" | "slider" => OptionKind::Spin {
            default: int(0)?,
            min: int(1)?,
            max: int(2)?,
        },
        "check" => OptionKind::Check {
            default: rest.first() == Some(&"1"),
        },
        "string" | "file" | "path" => OptionKind::String {
            default: rest.join(" "),
        },
        "combo" => {
            let choices: Vec<String> = rest
                .join(" ")
                .split("///")
                .map(|c| c.trim().to_owned())
                .collect();
            let default = choices
                .iter()
                .find(|c| c.starts_with('*'))
                .or(choices.first())
                .map(|c| c.trim_start_matches('*').to_owned())
                .unwrap_or_default();
            OptionKind::Combo {
                default,
                choices: choices
                    .into_iter()
                    .map(|c| c.trim_start_matches('*').to_owned())
                    .collect(),
            }
        }
        "button" | "save" | "reset" => OptionKind::Button,
        other => OptionKind::Unknown {
            kind: other.to_owned(),
        },
    };
    Some(EngineOption { name, kind })
}

/// `option NAME=VALUE`, or `option NAME` for a button.
pub(crate) fn setoption(name: &str, value: Option<&str>) -> String {
    match value {
        Some(v) => format!("option {name}={v}"),
        None => format!("option {name}"),
    }
}

/// The lines that set up `game`: a new game of the variant, force mode, no pondering, thinking output,
/// the start position when it is not the usual one, then every move.
pub(crate) fn position(
    wire: Wire,
    game: &dyn DynGame,
    usermove: bool,
) -> Result<Vec<String>, EngineError> {
    let variant = match game.kind() {
        GameKind::Chess if !wire.chess960 => "normal",
        GameKind::Xiangqi => "xiangqi",
        kind => {
            return Err(EngineError::UnsupportedGame {
                protocol: Protocol::Xboard,
                game: kind,
                hint: "UCI for chess and Chess960, USI for shogi",
            });
        }
    };
    // `position` writes `position startpos|fen F moves …`: the same start and moves, other words.
    let line = wire.position(game)?;
    let body = line.strip_prefix("position ").unwrap_or(&line);
    let (start, moves) = match body.split_once(" moves ") {
        Some((start, moves)) => (start, moves),
        None => (body, ""),
    };
    let mut lines = vec![
        "new".to_owned(),
        format!("variant {variant}"),
        "force".to_owned(),
        "easy".to_owned(),
        "post".to_owned(),
    ];
    if let Some(fen) = start.strip_prefix("fen ") {
        lines.push(format!("setboard {fen}"));
    }
    for m in moves.split_whitespace() {
        lines.push(if usermove {
            format!("usermove {m}")
        } else {
            m.to_owned()
        });
    }
    Ok(lines)
}

/// The lines that start a search: `sd`, `st`, `level` with `time`/`otim` (centiseconds), then `go`.
pub(crate) fn go(limit: &Limit, game: &dyn DynGame) -> Result<Vec<String>, EngineError> {
    let unsupported = |what| EngineError::UnsupportedLimit {
        protocol: Protocol::Xboard,
        limit: what,
    };
    if limit.nodes.is_some() {
        return Err(unsupported("a node limit"));
    }
    if limit.mate.is_some() {
        return Err(unsupported("a mate search"));
    }
    if limit.ponder {
        return Err(unsupported("a ponder search"));
    }
    if limit.is_open() {
        return Err(unsupported("an infinite search (analyze mode)"));
    }
    let mut lines = Vec::new();
    if let Some(d) = limit.depth {
        lines.push(format!("sd {d}"));
    }
    if let Some(t) = limit.movetime {
        lines.push(format!("st {}", t.as_secs_f64()));
    }
    if let Some(c) = &limit.clock {
        if c.byoyomi.is_some() {
            return Err(unsupported("byoyomi"));
        }
        let mover = game.side_to_move();
        let (own, inc) = c.of(mover);
        let (opp, _) = c.of(mover.flip());
        let base = own.as_secs();
        lines.push(format!(
            "level {} {}:{:02} {}",
            c.moves_to_go.unwrap_or(0),
            base / 60,
            base % 60,
            inc.as_secs_f64()
        ));
        let cs = |d: Duration| d.as_millis() / 10;
        lines.push(format!("time {}", cs(own)));
        lines.push(format!("otim {}", cs(opp)));
    }
    lines.push("go".to_owned());
    Ok(lines)
}

/// What a line in a search means.
pub(crate) enum Answer {
    /// A thinking line.
    Thinking(Box<Info>),
    /// `move M`.
    Move(String),
    /// `resign`.
    Resign,
    /// A result (`1-0 {…}`, `0-1 {…}`, `1/2-1/2 {…}`): the engine sees the game over, no move.
    Result,
}

/// Reads a line of a search.
pub(crate) fn answer(line: &str, game: &dyn DynGame, wire: Wire) -> Option<Answer> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    match first {
        "move" => return words.next().map(|m| Answer::Move(m.to_owned())),
        "resign" => return Some(Answer::Resign),
        "1-0" | "0-1" | "1/2-1/2" => return Some(Answer::Result),
        _ => {}
    }
    thinking(line, game, wire).map(|info| Answer::Thinking(Box::new(info)))
}

/// `ply score time nodes [seldepth [nps [tbhits]]] pv…`: time in centiseconds; a score of at least
/// 100000 in size is a mate, 100000 + moves.
fn thinking(line: &str, game: &dyn DynGame, wire: Wire) -> Option<Info> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let numbers: Vec<i64> = words.iter().map_while(|w| w.parse().ok()).take(7).collect();
    let [ply, score, time, nodes, ..] = numbers[..] else {
        return None;
    };
    let mut info = blank(line, game.side_to_move());
    info.depth = u32::try_from(ply).ok();
    info.score = Some(if score >= 100_000 {
        Score::Mate(2 * i32::try_from(score - 100_000).ok()? - 1)
    } else if score <= -100_000 {
        Score::Mate(-2 * i32::try_from(-score - 100_000).ok()?)
    } else {
        Score::Cp(i32::try_from(score).ok()?)
    });
    info.time = u64::try_from(time)
        .ok()
        .map(|cs| Duration::from_millis(cs * 10));
    info.nodes = u64::try_from(nodes).ok();
    info.seldepth = numbers.get(4).and_then(|&n| u32::try_from(n).ok());
    info.nps = numbers.get(5).and_then(|&n| u64::try_from(n).ok());
    info.tbhits = numbers.get(6).and_then(|&n| u64::try_from(n).ok());
    pv(&words[numbers.len()..], game, wire, &mut info);
    Some(info)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_lines() {
        let pairs = features("feature setboard=1 usermove=1 myname=\"Fairy Stockfish\" variants=\"chess,xiangqi\" done=1").unwrap();
        assert_eq!(pairs[0], ("setboard".into(), "1".into()));
        assert_eq!(pairs[2], ("myname".into(), "Fairy Stockfish".into()));
        assert_eq!(pairs[3], ("variants".into(), "chess,xiangqi".into()));
        assert_eq!(pairs[4], ("done".into(), "1".into()));
        assert!(features("featured x=1").is_none());
        let skill = option("Skill Level -spin 20 -20 20").unwrap();
        assert_eq!(
            (skill.name.as_str(), skill.kind),
            (
                "Skill Level",
                OptionKind::Spin {
                    default: 20,
                    min: -20,
                    max: 20
                }
            )
        );
        let combo = option("Analysis Contempt -combo Both /// Off /// *White /// Black").unwrap();
        assert_eq!(
            combo.kind,
            OptionKind::Combo {
                default: "White".into(),
                choices: vec!["Both".into(), "Off".into(), "White".into(), "Black".into()]
            }
        );
        assert_eq!(
            option("Ponder -check 1").unwrap().kind,
            OptionKind::Check { default: true }
        );
        assert_eq!(setoption("Skill Level", Some("3")), "option Skill Level=3");
    }

    #[test]
    fn thinking_lines_and_answers() {
        let game = tabula_games::start(GameKind::Chess);
        let wire = Wire {
            protocol: Protocol::Xboard,
            chess960: false,
        };
        let Some(Answer::Thinking(info)) =
            answer("4 197 12 300 4 150000 0\t e2e4 e7e6 zz", &*game, wire)
        else {
            panic!("a thinking line");
        };
        assert_eq!(
            (info.depth, info.score, info.nodes, info.seldepth, info.nps),
            (
                Some(4),
                Some(Score::Cp(197)),
                Some(300),
                Some(4),
                Some(150_000)
            )
        );
        assert_eq!(info.time, Some(Duration::from_millis(120)));
        assert_eq!(info.pv.len(), 2);
        assert_eq!(info.pv_refused.as_deref(), Some("zz"));
        let Some(Answer::Thinking(mate)) = answer("3 100002 0 10 e2e4", &*game, wire) else {
            panic!("a mate");
        };
        assert_eq!(mate.score, Some(Score::Mate(3)));
        assert!(matches!(answer("move e2e4", &*game, wire), Some(Answer::Move(m)) if m == "e2e4"));
        assert!(matches!(
            answer("1/2-1/2 {Draw}", &*game, wire),
            Some(Answer::Result)
        ));
        assert!(answer("Error (unkown command): post", &*game, wire).is_none());
        let lines = position(wire, &*game, true).unwrap();
        assert_eq!(lines, ["new", "variant normal", "force", "easy", "post"]);
        let go_lines = go(&Limit::movetime(Duration::from_millis(200)), &*game).unwrap();
        assert_eq!(go_lines, ["st 0.2", "go"]);
        let clock = crate::Clock::fischer(Duration::from_secs(90), Duration::from_secs(1));
        assert_eq!(
            go(&Limit::clock(clock), &*game).unwrap(),
            ["level 0 1:30 1", "time 9000", "otim 9000", "go"]
        );
        assert!(go(&Limit::nodes(5), &*game).is_err());
    }
}
