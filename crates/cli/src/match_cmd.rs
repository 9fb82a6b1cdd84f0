//! `tabula match --engine A --engine B`: engine against engine, colours alternated, every move checked by
//! Tabula's rules, the games ended by the rules, an engine's failure or a move limit; the score with an
//! Elo difference, its 95 % margin and the likelihood of superiority.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use tabula_engine::{Claim, Engine, EngineSpec, Limit, Protocol};
use tabula_game::{DynGame, GameKind, Notation};

use crate::analyse::ProtocolArg;
use crate::{Failure, Outcome};

pub(crate) const EXAMPLES: &str = "\
Examples:
  tabula match --engine /usr/games/stockfish --engine /usr/games/fairy-stockfish --games 4 --depth 4
  tabula match --game shogi --engine /usr/games/fairy-stockfish --engine /usr/games/fairy-stockfish \\
      --movetime 100 --records games.txt
  tabula replay --to pgn games.txt            # the records: a FEEN line, then the PMN moves

Each game is printed as it ends (`game N: FIRST-PLAYER vs SECOND-PLAYER: RESULT REASON, PLIES plies`), then
the score of the first engine: wins-losses-draws, the Elo difference with its 95 % margin, and the LOS.";

#[derive(Args)]
pub(crate) struct MatchArgs {
    /// The two engines' programs (give `--engine` twice).
    #[arg(long = "engine", num_args = 1, required = true)]
    engines: Vec<OsString>,
    /// The game, from its usual start (or `--position`).
    #[arg(long, default_value = "chess")]
    game: GameKind,
    /// The start position instead (any format `tabula analyse` reads).
    #[arg(long)]
    position: Option<String>,
    /// The protocol of both engines.
    #[arg(long, value_enum, default_value_t)]
    protocol: ProtocolArg,
    /// Games (colours alternate).
    #[arg(long, default_value_t = 2)]
    games: u32,
    /// Each move's search.
    #[command(flatten)]
    limit: crate::analyse::SearchLimit,
    /// A game reaching this many plies is a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Write each game here: its start in FEEN, then its moves in PMN on one line (`tabula replay` reads it).
    #[arg(long)]
    records: Option<PathBuf>,
}

fn rejected(e: &impl ToString) -> Failure {
    Failure::Rejected(e.to_string())
}

/// How one game ended, from the first player's side: 1, ½ or 0, and why.
struct Ending {
    first_score: f64,
    result: &'static str,
    reason: String,
}

fn decided(loser_is_first: bool, reason: String) -> Ending {
    Ending {
        first_score: if loser_is_first { 0.0 } else { 1.0 },
        result: if loser_is_first { "0-1" } else { "1-0" },
        reason,
    }
}

pub(crate) fn run(args: &MatchArgs, out: &mut impl Write) -> Outcome {
    let [a, b] = &args.engines[..] else {
        return Err(Failure::Rejected("give --engine exactly twice".into()));
    };
    let start: Box<dyn DynGame> = match &args.position {
        Some(text) => tabula_games::open(text).map_err(|e| rejected(&e))?,
        None => tabula_games::start(args.game),
    };
    let protocol = crate::analyse::protocol_for(args.protocol, start.kind());
    let limit = args.limit.limit(100);
    let names = [a, b].map(|p| p.to_string_lossy().into_owned());
    let mut engines = [None, None];
    let mut records = String::new();
    let (mut wins, mut losses, mut draws) = (0u32, 0u32, 0u32);
    for number in 0..args.games {
        // Engine 0 (the first --engine) plays first in even games.
        let first = usize::try_from(number % 2).unwrap_or(0);
        let mut game = start.boxed_clone();
        let ending = play_game(
            &mut engines,
            [a, b],
            protocol,
            first,
            &mut *game,
            &limit,
            args.max_plies,
        );
        let a_score = if first == 0 {
            ending.first_score
        } else {
            1.0 - ending.first_score
        };
        match a_score {
            s if s > 0.75 => wins += 1,
            s if s < 0.25 => losses += 1,
            _ => draws += 1,
        }
        writeln!(
            out,
            "game {}: {} vs {}: {} {}, {} plies",
            number + 1,
            names[first],
            names[1 - first],
            ending.result,
            ending.reason,
            game.ply()
        )?;
        out.flush()?;
        let moves = game.moves(Notation::Pmn).map_err(|e| rejected(&e))?;
        let _ = writeln!(records, "{}\n{}", game.start_feen(), moves.join(" "));
    }
    if let Some(path) = &args.records {
        std::fs::write(path, records)
            .map_err(|e| Failure::Rejected(format!("cannot write {}: {e}", path.display())))?;
    }
    writeln!(out, "{}", summary(&names[0], wins, losses, draws))?;
    Ok(ExitCode::SUCCESS)
}

/// Plays one game; an engine that fails (an error, an illegal move, no move where the rules see one)
/// loses it, and is started again for the next game.
fn play_game(
    engines: &mut [Option<Engine>; 2],
    programs: [&OsString; 2],
    protocol: Protocol,
    first: usize,
    game: &mut dyn DynGame,
    limit: &Limit,
    max_plies: usize,
) -> Ending {
    for (i, slot) in engines.iter_mut().enumerate() {
        let usable = slot
            .as_mut()
            .is_some_and(|e| e.is_alive() && e.new_game().is_ok());
        if !usable {
            *slot = None;
            match Engine::spawn(&EngineSpec::new(programs[i], protocol)) {
                Ok(mut e) => {
                    if let Some(variant) = protocol.variant_for(game.kind()) {
                        let _ = e.set_option("UCI_Variant", variant);
                    }
                    *slot = Some(e);
                }
                Err(e) => {
                    return decided(i == first, format!("engine {} failed to start: {e}", i + 1));
                }
            }
        }
    }
    loop {
        if let Some(outcome) = game.outcome() {
            let text = outcome.to_string();
            let (result, reason) = text.split_once(' ').unwrap_or((&text, ""));
            let first_score = match result {
                "1-0" => 1.0,
                "0-1" => 0.0,
                _ => 0.5,
            };
            let result = match result {
                "1-0" => "1-0",
                "0-1" => "0-1",
                _ => "1/2-1/2",
            };
            return Ending {
                first_score,
                result,
                reason: reason.to_owned(),
            };
        }
        if game.ply() >= max_plies {
            return Ending {
                first_score: 0.5,
                result: "1/2-1/2",
                reason: "move limit".into(),
            };
        }
        let mover_is_first = game.ply() % 2 == 0;
        let index = if mover_is_first { first } else { 1 - first };
        let Some(engine) = engines[index].as_mut() else {
            return decided(mover_is_first, "engine gone".into());
        };
        match engine.play(game, limit) {
            Ok(best) => match (best.mv, best.claim) {
                (_, Some(Claim::Resign)) => return decided(mover_is_first, "resignation".into()),
                (Some(m), _) => {
                    if game.play(&m.pmn, Some(Notation::Pmn)).is_err() {
                        return decided(mover_is_first, format!("illegal move {}", m.spelling));
                    }
                }
                (None, _) => return decided(mover_is_first, "no move given".into()),
            },
            Err(e) => return decided(mover_is_first, format!("engine {}: {e}", index + 1)),
        }
    }
}

/// `W-L-D`, then the Elo difference ± its 95 % margin and the LOS (once both engines have won a game).
fn summary(name: &str, wins: u32, losses: u32, draws: u32) -> String {
    let mut text = format!("{name}: {wins}-{losses}-{draws} (wins-losses-draws)");
    if let Some((elo, margin, los)) = elo(wins, losses, draws) {
        let _ = write!(
            text,
            ", Elo difference {elo:+.1} ± {margin:.1}, LOS {los:.1} %"
        );
    }
    text
}

/// The 97.5 % quantile of the normal distribution.
const Z: f64 = 1.959_963_984_540_054;

/// The Elo difference of a score, its 95 % error margin and the likelihood of superiority (trinomial
/// model: <https://www.chessprogramming.org/Match_Statistics>); `None` when every game was drawn or a
/// bound of the margin leaves (0, 1).
fn elo(wins: u32, losses: u32, draws: u32) -> Option<(f64, f64, f64)> {
    let (w, l, d) = (f64::from(wins), f64::from(losses), f64::from(draws));
    let n = w + l + d;
    if wins + losses == 0 {
        return None;
    }
    let mu = (w + d / 2.0) / n;
    let deviation =
        ((w / n) * (1.0 - mu).powi(2) + (l / n) * mu.powi(2) + (d / n) * (0.5 - mu).powi(2)).sqrt()
            / n.sqrt();
    let rating = |p: f64| -400.0 * (1.0 / p - 1.0).log10();
    let (low, high) = (mu - Z * deviation, mu + Z * deviation);
    if low <= 0.0 || high >= 1.0 {
        return None;
    }
    let margin = (rating(high) - rating(low)) / 2.0;
    let los = 100.0 * (0.5 + 0.5 * erf((w - l) / (2.0 * (w + l)).sqrt()));
    Some((rating(mu), margin, los))
}

/// The error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7).
fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x < 0.0 { -y } else { y }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rounded(wins: u32, losses: u32, draws: u32) -> (f64, f64, f64) {
        let (difference, margin, los) = elo(wins, losses, draws).unwrap();
        let tenth = |x: f64| (x * 10.0).round() / 10.0;
        (tenth(difference), tenth(margin), tenth(los))
    }

    #[test]
    fn elo_margin_and_los() {
        // cshogi's formulas with the exact quantile: its own approximation of the quantile gives margins
        // 0.1 to 0.2 smaller (48.4, 69.3, 163.1, 66.0); the differences and LOS agree.
        assert_eq!(rounded(30, 20, 50), (34.9, 48.5, 92.1));
        assert_eq!(rounded(55, 45, 0), (34.9, 69.4, 84.1));
        assert_eq!(rounded(10, 10, 0), (0.0, 163.3, 50.0));
        assert_eq!(rounded(1, 0, 9), (34.9, 66.1, 84.1));
        assert_eq!(elo(0, 0, 4), None);
        assert_eq!(elo(3, 0, 0), None);
        assert_eq!(summary("a", 0, 0, 2), "a: 0-0-2 (wins-losses-draws)");
        assert!((erf(0.5) - 0.520_499_877_8).abs() < 1e-6);
    }
}
