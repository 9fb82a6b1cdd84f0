//! `info` lines as typed values: scores from the side to move's point of view (mates in plies), WDL,
//! and the principal variation as legal moves of the game.

use std::time::Duration;

use tabula_game::{DynGame, Side};

use crate::wire::{EngineMove, Wire};
use crate::{Bound, Protocol, Score, Wdl};

/// One `info` line. Fields the line did not carry, or carried malformed, are `None`: a bad field drops
/// only that field.
///
/// The principal variation is read move by move on a copy of the game: `pv` holds its **legal prefix**;
/// when a move is refused by the rules, it and every move after it are left out of `pv`, and
/// `pv_refused` holds that move's spelling (the line is kept, never an error).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Info {
    /// The side to move in the searched position: the point of view of `score` and `wdl`.
    pub turn: Side,
    /// Search depth in plies.
    pub depth: Option<u32>,
    /// Selective depth.
    pub seldepth: Option<u32>,
    /// Time searched.
    pub time: Option<Duration>,
    /// Nodes searched.
    pub nodes: Option<u64>,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// Hash table fill, per mille.
    pub hashfull: Option<u32>,
    /// Tablebase hits.
    pub tbhits: Option<u64>,
    /// The principal variation's rank (1 = best).
    pub multipv: Option<u32>,
    /// The evaluation, for `turn`.
    pub score: Option<Score>,
    /// Whether `score` is a bound.
    pub bound: Bound,
    /// Win/draw/loss, for `turn`.
    pub wdl: Option<Wdl>,
    /// The principal variation's legal prefix.
    pub pv: Vec<EngineMove>,
    /// The first pv move Tabula's rules refused (it and the rest are not in `pv`).
    pub pv_refused: Option<String>,
    /// The root move being searched, when legal.
    pub currmove: Option<EngineMove>,
    /// Its number (from 1).
    pub currmovenumber: Option<u32>,
    /// `string …` (UCCI `message …`): the rest of the line.
    pub string: Option<String>,
    /// The line as the engine wrote it.
    pub raw: String,
}

impl Info {
    /// The score for `side` (flipped when `side` is not to move).
    ///
    /// ```
    /// use tabula_engine::{Info, Protocol, Score, Side};
    /// let game = tabula_games::start(tabula_games::GameKind::Chess);
    /// let info = Info::parse("info depth 3 score cp 35", &*game, Protocol::Uci).unwrap();
    /// assert_eq!(info.score_for(Side::Second), Some(Score::Cp(-35)));
    /// ```
    #[must_use]
    pub fn score_for(&self, side: Side) -> Option<Score> {
        self.score
            .map(|s| if side == self.turn { s } else { s.flip() })
    }

    /// Reads an `info` line searched from `game` in `protocol` (no Chess960 castling). `None` for a line
    /// that is not `info`.
    ///
    /// ```
    /// use tabula_engine::{Bound, Info, Protocol, Score};
    /// let game = tabula_games::start(tabula_games::GameKind::Chess);
    /// let info = Info::parse("info depth 17 score cp 35 upperbound nodes 236888 pv d2d4 d7d5 e2e5", &*game, Protocol::Uci).unwrap();
    /// assert_eq!((info.depth, info.score, info.bound), (Some(17), Some(Score::Cp(35)), Bound::Upper));
    /// assert_eq!(info.pv.iter().map(|m| m.pmn.as_str()).collect::<Vec<_>>(), ["d2-d4", "d7-d5"]);
    /// assert_eq!(info.pv_refused.as_deref(), Some("e2e5"));
    /// ```
    #[must_use]
    pub fn parse(line: &str, game: &dyn DynGame, protocol: Protocol) -> Option<Info> {
        parse(
            line,
            game,
            Wire {
                protocol,
                chess960: false,
            },
        )
    }
}

fn num<T: core::str::FromStr>(token: Option<&&str>) -> Option<T> {
    token.and_then(|t| t.parse().ok())
}

const FIELDS: [&str; 22] = [
    "depth",
    "seldepth",
    "time",
    "nodes",
    "nps",
    "hashfull",
    "tbhits",
    "sbhits",
    "cpuload",
    "multipv",
    "score",
    "wdl",
    "pv",
    "currmove",
    "currmovenumber",
    "string",
    "refutation",
    "currline",
    "movesleft",
    "ebf",
    "message",
    "lowerbound",
];

/// An `Info` with only its line and point of view.
pub(crate) fn blank(line: &str, turn: Side) -> Info {
    Info {
        turn,
        depth: None,
        seldepth: None,
        time: None,
        nodes: None,
        nps: None,
        hashfull: None,
        tbhits: None,
        multipv: None,
        score: None,
        bound: Bound::Exact,
        wdl: None,
        pv: Vec::new(),
        pv_refused: None,
        currmove: None,
        currmovenumber: None,
        string: None,
        raw: line.to_owned(),
    }
}

pub(crate) fn parse(line: &str, game: &dyn DynGame, wire: Wire) -> Option<Info> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.first() != Some(&"info") {
        return None;
    }
    let mut info = blank(line, game.side_to_move());
    let mut i = 1;
    while i < tokens.len() {
        let key = tokens[i];
        let next = tokens.get(i + 1);
        i += 1;
        match key {
            "depth" => info.depth = num(next),
            "seldepth" => info.seldepth = num(next),
            "time" => info.time = num(next).map(Duration::from_millis),
            "nodes" => info.nodes = num(next),
            "nps" => info.nps = num(next),
            "hashfull" => info.hashfull = num(next),
            "tbhits" => info.tbhits = num(next),
            "multipv" => info.multipv = num(next),
            "currmovenumber" => info.currmovenumber = num(next),
            "currmove" => {
                info.currmove = next
                    .and_then(|m| wire.read_move(game, m).ok())
                    .map(|(_, m)| m);
            }
            "score" => i = score(&tokens, i, wire.protocol, &mut info),
            "lowerbound" => info.bound = Bound::Lower,
            "upperbound" => info.bound = Bound::Upper,
            "wdl" => {
                let w: Option<Vec<u32>> =
                    tokens[i..].iter().take(3).map(|t| t.parse().ok()).collect();
                if let Some([win, draw, loss]) = w.as_deref() {
                    info.wdl = Some(Wdl {
                        win: *win,
                        draw: *draw,
                        loss: *loss,
                    });
                    i += 3;
                }
            }
            "pv" => {
                let end = tokens[i..]
                    .iter()
                    .position(|t| FIELDS.contains(t) && *t != "pv")
                    .map_or(tokens.len(), |n| i + n);
                pv(&tokens[i..end], game, wire, &mut info);
                i = end;
            }
            "string" | "message" => {
                info.string = Some(rest_of(line, key));
                i = tokens.len();
            }
            _ => {}
        }
    }
    Some(info)
}

/// `score cp N | mate N [lowerbound|upperbound]`, or UCCI's bare `score N`; returns the next index.
fn score(tokens: &[&str], i: usize, protocol: Protocol, info: &mut Info) -> usize {
    match tokens.get(i).copied() {
        Some("cp") => {
            info.score = num::<i32>(tokens.get(i + 1)).map(Score::Cp);
            i + 1
        }
        Some("mate") => {
            let n = num::<i32>(tokens.get(i + 1));
            info.score = n.map(|n| match protocol {
                Protocol::Usi => Score::Mate(n),
                _ if n > 0 => Score::Mate(2 * n - 1),
                _ => Score::Mate(2 * n),
            });
            i + 1
        }
        Some(t) => match t.parse::<i32>() {
            Ok(cp) => {
                info.score = Some(Score::Cp(cp));
                i + 1
            }
            Err(_) => i,
        },
        None => i,
    }
}

pub(crate) fn pv(moves: &[&str], game: &dyn DynGame, wire: Wire, info: &mut Info) {
    let mut position = game.boxed_clone();
    for m in moves {
        let Ok((after, m)) = wire.read_move(&*position, m) else {
            info.pv_refused = Some((*m).to_owned());
            return;
        };
        info.pv.push(m);
        position = after;
    }
}

fn rest_of(line: &str, key: &str) -> String {
    let start = line
        .find(&format!(" {key}"))
        .map_or(line.len(), |p| p + key.len() + 1);
    line[start..].trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_game::GameKind;

    fn chess() -> Box<dyn DynGame> {
        tabula_games::start(GameKind::Chess)
    }

    #[test]
    fn stockfish_lines() {
        let g = chess();
        let i = Info::parse("info depth 3 seldepth 3 multipv 1 score cp 75 wdl 275 725 0 nodes 169 nps 84500 hashfull 0 tbhits 0 time 2 pv d2d4 c7c6 b1d2", &*g, Protocol::Uci).unwrap();
        assert_eq!(i.depth, Some(3));
        assert_eq!(i.seldepth, Some(3));
        assert_eq!(i.multipv, Some(1));
        assert_eq!(i.score, Some(Score::Cp(75)));
        assert_eq!(
            i.wdl,
            Some(Wdl {
                win: 275,
                draw: 725,
                loss: 0
            })
        );
        assert_eq!(
            (i.nodes, i.nps, i.hashfull, i.tbhits),
            (Some(169), Some(84500), Some(0), Some(0))
        );
        assert_eq!(i.time, Some(Duration::from_millis(2)));
        assert_eq!(i.pv.len(), 3);
        assert_eq!(i.pv_refused, None);
        assert_eq!(i.turn, Side::First);
        let mate = Info::parse("info depth 5 score mate 1 pv d2d4", &*g, Protocol::Uci).unwrap();
        assert_eq!(mate.score, Some(Score::Mate(1)));
        let mated = Info::parse("info depth 5 score mate -2", &*g, Protocol::Uci).unwrap();
        assert_eq!(mated.score, Some(Score::Mate(-4)));
        let usi = Info::parse("info depth 9 score mate 3", &*g, Protocol::Usi).unwrap();
        assert_eq!(usi.score, Some(Score::Mate(3)));
        let lower = Info::parse("info score cp 10 lowerbound depth 2", &*g, Protocol::Uci).unwrap();
        assert_eq!((lower.bound, lower.depth), (Bound::Lower, Some(2)));
    }

    #[test]
    fn bad_fields_drop_only_themselves() {
        let g = chess();
        let i = Info::parse(
            "info depth x score cp abc nodes 5 pv zz99",
            &*g,
            Protocol::Uci,
        )
        .unwrap();
        assert_eq!((i.depth, i.score, i.nodes), (None, None, Some(5)));
        assert!(i.pv.is_empty());
        assert_eq!(i.pv_refused.as_deref(), Some("zz99"));
        let i = Info::parse("info depth 2 score mate pv", &*g, Protocol::Uci).unwrap();
        assert_eq!((i.depth, i.score), (Some(2), None));
        let text = Info::parse("info string NNUE evaluation  enabled", &*g, Protocol::Uci).unwrap();
        assert_eq!(text.string.as_deref(), Some("NNUE evaluation  enabled"));
        let current =
            Info::parse("info currmove e2e4 currmovenumber 1", &*g, Protocol::Uci).unwrap();
        assert_eq!(current.currmove.map(|m| m.pmn), Some("e2-e4".to_owned()));
        assert_eq!(current.currmovenumber, Some(1));
        assert!(Info::parse("bestmove e2e4", &*g, Protocol::Uci).is_none());
        // UCCI's bare score.
        let ucci = Info::parse(
            "info depth 4 score 212",
            &*tabula_games::start(GameKind::Xiangqi),
            Protocol::Ucci,
        )
        .unwrap();
        assert_eq!(ucci.score, Some(Score::Cp(212)));
    }

    #[test]
    fn scores_order_and_convert() {
        let mut scores = vec![
            Score::Mate(1),
            Score::Cp(200),
            Score::Mate(-1),
            Score::Mate(0),
            Score::Cp(-50),
            Score::Mate(7),
            Score::Mate(-6),
        ];
        scores.sort();
        assert_eq!(
            scores,
            vec![
                Score::Mate(0),
                Score::Mate(-1),
                Score::Mate(-6),
                Score::Cp(-50),
                Score::Cp(200),
                Score::Mate(7),
                Score::Mate(1)
            ]
        );
        assert_eq!(Score::Mate(-7).cp(100_000), -99_993);
        assert_eq!(Score::Cp(-3).flip(), Score::Cp(3));
    }
}
