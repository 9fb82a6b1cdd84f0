//! `tabula analyse POSITION --engine PATH`: an engine's analysis of any game's position, each `info` line
//! printed as it comes in the game's notation (or as JSON Lines), then the best move.

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, ValueEnum};
use tabula_engine::{BestMove, Engine, EngineSpec, Info, Limit, Protocol, Score};
use tabula_game::{DynGame, GameKind, Notation};

use crate::{Failure, Outcome};

pub(crate) const EXAMPLES: &str = "\
Examples:
  tabula analyse 'r1bqkbnr/p1pp1ppp/1pn5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4' --engine /usr/games/stockfish --depth 5
  tabula analyse startpos --engine stockfish --movetime 500 --multipv 3 --json
  tabula analyse 'position startpos moves 7g7f 3c3d' --engine /usr/games/fairy-stockfish --nodes 20000
  tabula analyse 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' \\
      --engine fairy-stockfish --depth 8 --notation wxf --option usemillisec=true

Scores are from the side to move, mates in plies (`mate +3 plies`: the side to move mates in 3 plies).";

/// The protocol to speak (`auto`: UCI for chess, USI for shōgi, UCCI for xiangqi; `xboard`: CECP).
#[derive(Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub(crate) enum ProtocolArg {
    #[default]
    Auto,
    Uci,
    Usi,
    Ucci,
    Xboard,
}

/// How long an engine searches (a position, or each move of a match): one of a depth, a node count or a
/// time; by default a time the command gives.
#[derive(Args)]
pub(crate) struct SearchLimit {
    /// Search this many plies.
    #[arg(long, group = "limit")]
    depth: Option<u32>,
    /// Search this many nodes.
    #[arg(long, group = "limit")]
    nodes: Option<u64>,
    /// Search this many milliseconds (by default 1000 for `analyse`, 100 a move for `match`).
    #[arg(long, group = "limit")]
    movetime: Option<u64>,
}

impl SearchLimit {
    /// The limit asked for, or `default_ms` milliseconds.
    pub(crate) fn limit(&self, default_ms: u64) -> Limit {
        match (self.depth, self.nodes, self.movetime) {
            (Some(d), _, _) => Limit::depth(d),
            (_, Some(n), _) => Limit::nodes(n),
            (_, _, ms) => Limit::movetime(Duration::from_millis(ms.unwrap_or(default_ms))),
        }
    }
}

#[derive(Args)]
pub(crate) struct AnalyseArgs {
    /// The position: FEEN, a chess FEN, SFEN or a USI `position` line (its moves are sent too), a
    /// xiangqi FEN; `startpos` is the chess start.
    position: OsString,
    /// The engine's program.
    #[arg(long)]
    engine: OsString,
    /// The protocol.
    #[arg(long, value_enum, default_value_t)]
    protocol: ProtocolArg,
    #[command(flatten)]
    limit: SearchLimit,
    /// Principal variations.
    #[arg(long)]
    multipv: Option<u32>,
    /// An engine option, NAME=VALUE (repeatable), checked against what the engine advertises.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
    /// The notation of the moves printed (default: the game's usual one: SAN, USI, UCCI).
    #[arg(long)]
    notation: Option<Notation>,
    /// One JSON object per line instead of text.
    #[arg(long)]
    json: bool,
}

#[expect(clippy::needless_pass_by_value, reason = "used as map_err(rejected)")]
fn rejected(e: impl ToString) -> Failure {
    Failure::Rejected(e.to_string())
}

pub(crate) fn run(args: &AnalyseArgs, out: &mut impl Write) -> Outcome {
    let text = args.position.to_string_lossy();
    let game = if text.trim() == "startpos" {
        tabula_games::start(GameKind::Chess)
    } else {
        tabula_games::open(text.trim()).map_err(rejected)?
    };
    let kind = game.kind();
    let protocol = protocol_for(args.protocol, kind);
    let notation = args
        .notation
        .unwrap_or_else(|| tabula_games::usual_notation(game.as_ref()));
    let mut engine = Engine::spawn(&EngineSpec::new(&args.engine, protocol)).map_err(rejected)?;
    let variant = protocol
        .variant_for(kind)
        .filter(|_| engine.option("UCI_Variant").is_some());
    if let Some(variant) = variant {
        engine
            .set_option("UCI_Variant", variant)
            .map_err(rejected)?;
    }
    for option in &args.options {
        let (name, value) = option.split_once('=').unwrap_or((option, ""));
        let value = if value.is_empty()
            && engine
                .option(name)
                .is_some_and(|o| matches!(o.kind, tabula_engine::OptionKind::Button))
        {
            tabula_engine::OptionValue::None
        } else {
            value.into()
        };
        engine.set_option(name, value).map_err(rejected)?;
    }
    let mut limit = args.limit.limit(1000);
    limit.multipv = args.multipv;
    let mut search = engine.go(&*game, &limit).map_err(rejected)?;
    for info in search.by_ref() {
        let info = info.map_err(rejected)?;
        if info.score.is_none() && info.pv.is_empty() {
            continue;
        }
        let line = if args.json {
            info_json(&info, &*game, notation)
        } else {
            info_text(&info, &*game, notation)
        };
        writeln!(out, "{line}")?;
        out.flush()?;
    }
    let best = search.wait().map_err(rejected)?;
    let line = best_line(&best, &*game, notation, args.json);
    writeln!(out, "{line}")?;
    Ok(ExitCode::SUCCESS)
}

/// The protocol asked for, or the game's usual one.
pub(crate) fn protocol_for(asked: ProtocolArg, kind: GameKind) -> Protocol {
    match asked {
        ProtocolArg::Auto => Protocol::usual_for(kind),
        ProtocolArg::Uci => Protocol::Uci,
        ProtocolArg::Usi => Protocol::Usi,
        ProtocolArg::Ucci => Protocol::Ucci,
        ProtocolArg::Xboard => Protocol::Xboard,
    }
}

fn written(
    game: &dyn DynGame,
    moves: &[tabula_engine::EngineMove],
    notation: Notation,
) -> Vec<String> {
    tabula_engine::in_notation(game, moves, notation)
        .unwrap_or_else(|_| moves.iter().map(|m| m.pmn.clone()).collect())
}

fn score_text(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("cp {cp:+}"),
        Score::Mate(plies) => format!("mate {plies:+} plies"),
    }
}

fn info_text(info: &Info, game: &dyn DynGame, notation: Notation) -> String {
    let mut parts = Vec::new();
    let mut field = |name: &str, value: Option<String>| {
        if let Some(v) = value {
            parts.push(format!("{name} {v}"));
        }
    };
    field("depth", info.depth.map(|v| v.to_string()));
    field("seldepth", info.seldepth.map(|v| v.to_string()));
    field("multipv", info.multipv.map(|v| v.to_string()));
    field("score", info.score.map(score_text));
    match info.bound {
        tabula_engine::Bound::Lower => parts.push("lowerbound".into()),
        tabula_engine::Bound::Upper => parts.push("upperbound".into()),
        _ => {}
    }
    if let Some(w) = info.wdl {
        parts.push(format!("wdl {} {} {}", w.win, w.draw, w.loss));
    }
    let mut field = |name: &str, value: Option<String>| {
        if let Some(v) = value {
            parts.push(format!("{name} {v}"));
        }
    };
    field("nodes", info.nodes.map(|v| v.to_string()));
    field("nps", info.nps.map(|v| v.to_string()));
    field("time", info.time.map(|t| t.as_millis().to_string()));
    if !info.pv.is_empty() {
        parts.push(format!(
            "pv {}",
            written(game, &info.pv, notation).join(" ")
        ));
    }
    parts.join(" ")
}

fn info_json(info: &Info, game: &dyn DynGame, notation: Notation) -> String {
    let mut object = serde_json::Map::new();
    let mut put = |key: &str, value: serde_json::Value| {
        object.insert(key.to_owned(), value);
    };
    put("type", "info".into());
    let numbers = [
        ("depth", info.depth.map(u64::from)),
        ("seldepth", info.seldepth.map(u64::from)),
        ("multipv", info.multipv.map(u64::from)),
        ("nodes", info.nodes),
        ("nps", info.nps),
        (
            "time_ms",
            info.time
                .map(|t| u64::try_from(t.as_millis()).unwrap_or(u64::MAX)),
        ),
        ("hashfull", info.hashfull.map(u64::from)),
    ];
    for (key, value) in numbers {
        if let Some(v) = value {
            put(key, v.into());
        }
    }
    match info.score {
        Some(Score::Cp(cp)) => put("score", serde_json::json!({ "cp": cp })),
        Some(Score::Mate(plies)) => put("score", serde_json::json!({ "mate_plies": plies })),
        None => {}
    }
    match info.bound {
        tabula_engine::Bound::Lower => put("bound", "lower".into()),
        tabula_engine::Bound::Upper => put("bound", "upper".into()),
        _ => {}
    }
    if let Some(w) = info.wdl {
        put("wdl", serde_json::json!([w.win, w.draw, w.loss]));
    }
    put("pv", written(game, &info.pv, notation).into());
    put(
        "pv_pmn",
        info.pv
            .iter()
            .map(|m| m.pmn.clone())
            .collect::<Vec<_>>()
            .into(),
    );
    serde_json::Value::Object(object).to_string()
}

fn best_line(best: &BestMove, game: &dyn DynGame, notation: Notation, json: bool) -> String {
    let moves: Vec<_> = best.mv.iter().chain(best.ponder.iter()).cloned().collect();
    let texts = written(game, &moves, notation);
    let claim = best.claim.map(|c| format!("{c:?}").to_lowercase());
    if json {
        let mut object = serde_json::json!({
            "type": "bestmove",
            "bestmove": texts.first(),
            "bestmove_pmn": best.mv.as_ref().map(|m| m.pmn.clone()),
            "ponder": best.ponder.as_ref().and(texts.get(1)),
            "ponder_pmn": best.ponder.as_ref().map(|m| m.pmn.clone()),
        });
        if let Some(claim) = claim {
            object["claim"] = claim.into();
        }
        return object.to_string();
    }
    let mut line = format!(
        "bestmove {}",
        texts.first().map_or("(none)", String::as_str)
    );
    if let (Some(_), Some(p)) = (&best.ponder, texts.get(1)) {
        line.push_str(" ponder ");
        line.push_str(p);
    }
    if let Some(claim) = claim {
        line.push_str(" (");
        line.push_str(&claim);
        line.push(')');
    }
    line
}
