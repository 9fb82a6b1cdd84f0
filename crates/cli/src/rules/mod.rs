//! The commands that know a game's rules: `moves`, `perft`, `status` and `play` (unless `--rules none`).
//!
//! Each is written once, generic over [`tabula_game::Rules`] through [`tabula_game::Game`] (a [`Task`]);
//! [`with_game`] reads the position, tells its game (from FEEN's styles, or the native notation: chess FEN,
//! SFEN, xiangqi FEN) and runs the task with that game's rules: one match arm per game with rules.

use std::fmt::Write as _;

use clap::ValueEnum;
use tabula_game::{Game, GameKind, Outcome, Rules as GameRules, Side, Termination};

mod play;

pub(crate) use play::{Output, play_command};

use crate::formats::{self, Notation};

/// `tabula moves --help` examples.
pub(crate) const MOVES_EXAMPLES: &str = "\
Examples:
  tabula moves 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  tabula moves '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c'
  tabula moves 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'";

/// `tabula perft --help` examples.
pub(crate) const PERFT_EXAMPLES: &str = "\
Examples:
  tabula perft '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' 4
  tabula perft --divide 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -' 2";

/// `tabula status --help` examples.
pub(crate) const STATUS_EXAMPLES: &str = "\
Examples:
  tabula status '-rnb1k^bn-r/+p+p+p+p1+p+p+p/8/4p3/6Pq/5P2/+P+P+P+P+P2+P/-RNBQ-K^BN-R / C/c'
  tabula status '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'
  tabula status '4k3/8/8/8/8/8/8/R3K3 w - - 100 80'      # a draw may be claimed";

/// The rules of `moves`, `perft` and `status`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, ValueEnum)]
pub(crate) enum Rules {
    /// The position's game: FEEN's styles (`C/c` chess, `S/s` shōgi, `X/x` xiangqi), or its notation
    /// (chess FEN, SFEN or a USI `position` line, xiangqi FEN).
    #[default]
    Auto,
    /// FIDE chess, castling generalised to Chess960 (tabula-chess).
    Chess,
    /// Shōgi (tabula-shogi).
    Shogi,
    /// Xiangqi (tabula-xiangqi).
    Xiangqi,
}

impl Rules {
    /// The game these rules name, or `None` for `auto`.
    fn kind(self) -> Option<GameKind> {
        match self {
            Rules::Auto => None,
            Rules::Chess => Some(GameKind::Chess),
            Rules::Shogi => Some(GameKind::Shogi),
            Rules::Xiangqi => Some(GameKind::Xiangqi),
        }
    }
}

/// The rules of `play`: a game's, or none (PMN's direct effects only).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, ValueEnum)]
pub(crate) enum PlayRules {
    /// The position's game: FEEN's styles (`C/c` chess, `S/s` shōgi, `X/x` xiangqi), or its notation.
    #[default]
    Auto,
    /// FIDE chess, castling generalised to Chess960 (tabula-chess).
    Chess,
    /// Shōgi (tabula-shogi).
    Shogi,
    /// Xiangqi (tabula-xiangqi).
    Xiangqi,
    /// No rules: each PMN move's direct effect, on any FEEN position.
    None,
}

impl PlayRules {
    /// The rule system chosen, or `None` for `--rules none`.
    pub(crate) fn rules(self) -> Option<Rules> {
        match self {
            PlayRules::Auto => Some(Rules::Auto),
            PlayRules::Chess => Some(Rules::Chess),
            PlayRules::Shogi => Some(Rules::Shogi),
            PlayRules::Xiangqi => Some(Rules::Xiangqi),
            PlayRules::None => None,
        }
    }
}

/// A command run with a game's rules.
pub(crate) trait Task {
    /// What the command gives back.
    type Output;
    /// Runs the command on the game read from the position.
    fn run<R: GameRules>(self, game: Game<R>, input: Input) -> Result<Self::Output, String>;
}

/// How the position was given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Input {
    /// FEEN (no counters: 0 and 1).
    Feen,
    /// The game's own notation (chess FEN), with its counters.
    Native,
}

/// The game of `text` and how it is written, as `rules` asks.
fn game_of(text: &str, rules: Rules) -> Result<(GameKind, Input), String> {
    let shapes = formats::shapes(text);
    let (found, input) = if shapes.contains(&Notation::Feen) {
        let kind = GameKind::from_feen(text);
        (kind, Input::Feen)
    } else {
        let notation = formats::detect(text).map_err(|_| {
            "not a position Tabula reads (FEEN, chess FEN, SFEN, xiangqi FEN)".to_owned()
        })?;
        let kind = match notation {
            Notation::Sfen => GameKind::Shogi,
            Notation::XiangqiFen => GameKind::Xiangqi,
            _ => GameKind::Chess,
        };
        (Some(kind), Input::Native)
    };
    match (rules.kind(), found) {
        (Some(wanted), Some(kind)) if wanted != kind => Err(format!(
            "--rules {wanted}, but this is a {kind} position; --rules auto picks its game"
        )),
        (Some(wanted), _) => Ok((wanted, input)),
        (None, Some(kind)) => Ok((kind, input)),
        (None, None) => Err(
            "the styles of this position name no game Tabula has rules for (chess C/c, shōgi S/s, \
             xiangqi X/x); `play --rules none` plays PMN moves without rules"
                .to_owned(),
        ),
    }
}

/// Reads the position `text`, tells its game, and runs `task` with that game's rules.
pub(crate) fn with_game<T: Task>(text: &str, rules: Rules, task: T) -> Result<T::Output, String> {
    let (kind, input) = game_of(text, rules)?;
    match kind {
        GameKind::Shogi => task.run(load::<tabula_shogi::ShogiPosition>(text, input)?, input),
        GameKind::Xiangqi => task.run(load::<tabula_xiangqi::Xiangqi>(text, input)?, input),
        _ => task.run(load::<tabula_chess::Position>(text, input)?, input),
    }
}

fn load<R: GameRules>(text: &str, input: Input) -> Result<Game<R>, String> {
    let game = match input {
        Input::Feen => Game::from_feen(text),
        Input::Native => Game::from_native(text),
    };
    game.map_err(|e| format!("not a {} position: {e}", R::KIND))
}

/// The names of the players of a game.
fn player(kind: GameKind, side: Side) -> &'static str {
    match (kind, side) {
        (GameKind::Shogi, Side::First) => "Sente",
        (GameKind::Shogi, Side::Second) => "Gote",
        (GameKind::Xiangqi, Side::First) => "Red",
        (_, Side::First) => "White",
        (_, Side::Second) => "Black",
    }
}

/// The legal moves in a notation (PMN by default), one per line, sorted (none once the game is over).
pub(crate) struct Moves {
    pub(crate) notation: tabula_game::Notation,
}

impl Task for Moves {
    type Output = String;
    fn run<R: GameRules>(self, game: Game<R>, _: Input) -> Result<String, String> {
        let position = game.position();
        let mut moves: Vec<String> = game
            .legal_moves()
            .into_iter()
            .map(|m| position.write_move(m, self.notation))
            .collect::<Result<_, _>>()
            .map_err(|e| {
                let names: Vec<&str> = core::iter::once("pmn")
                    .chain(R::notations().iter().map(|n| n.name()))
                    .collect();
                format!("{e} (it writes {})", names.join(", "))
            })?;
        moves.sort();
        Ok(moves.iter().fold(String::new(), |mut out, m| {
            let _ = writeln!(out, "{m}");
            out
        }))
    }
}

/// The number of leaf nodes `depth` plies deep; with `divide`, first each move with its count (sorted),
/// then `total: N`.
pub(crate) struct Perft {
    pub(crate) depth: u32,
    pub(crate) divide: bool,
}

impl Task for Perft {
    type Output = String;
    fn run<R: GameRules>(self, game: Game<R>, _: Input) -> Result<String, String> {
        let position = game.position();
        if !self.divide {
            return Ok(format!("{}\n", position.perft(self.depth)));
        }
        if self.depth == 0 {
            return Err(
                "--divide needs a depth of at least 1 (perft 0 is the root alone)".to_owned(),
            );
        }
        let mut split: Vec<(String, u64)> = position
            .divide(self.depth)
            .into_iter()
            .map(|(m, n)| (position.pmn(m).to_string(), n))
            .collect();
        split.sort();
        let mut out = String::new();
        for (m, n) in &split {
            let _ = writeln!(out, "{m}: {n}");
        }
        let _ = writeln!(out, "total: {}", split.iter().map(|(_, n)| n).sum::<u64>());
        Ok(out)
    }
}

/// One line: the state of the game.
pub(crate) struct Status;

impl Task for Status {
    type Output = String;
    fn run<R: GameRules>(self, game: Game<R>, _: Input) -> Result<String, String> {
        let side = game.position().side_to_move();
        let (mover, other) = (player(R::KIND, side), player(R::KIND, side.flip()));
        let mut line = match game.outcome() {
            Some(outcome) => ended(&game, outcome, mover, other),
            None if game.position().is_check() => format!("check: {mover} to move, in check"),
            None => format!("ongoing: {mover} to move"),
        };
        if let Some(claim) = game.claimable() {
            let _ = write!(
                line,
                "; a draw may be claimed by {}",
                rule_in(&game, claim.termination)
            );
        }
        line.push('\n');
        Ok(line)
    }
}

/// The status line of a game that is over.
fn ended<R: GameRules>(game: &Game<R>, outcome: Outcome, mover: &str, other: &str) -> String {
    match (outcome.termination, outcome.winner) {
        (Termination::Checkmate, _) => format!("checkmate: {mover} is mated, {other} wins"),
        (Termination::Stalemate, None) => {
            format!("stalemate: {mover} has no legal move and is not in check, a draw")
        }
        (Termination::Stalemate, Some(_)) => {
            format!("stalemate: {mover} has no legal move and loses, {other} wins")
        }
        (Termination::InsufficientMaterial, _) => {
            "insufficient material: neither side can mate, a draw".to_owned()
        }
        (termination, _) => format!("{}: {}", termination.name(), outcome_words(game, outcome)),
    }
}

/// The rule in words.
fn rule(termination: Termination) -> &'static str {
    match termination {
        Termination::InsufficientMaterial => "insufficient material",
        Termination::FivefoldRepetition => "fivefold repetition",
        Termination::ThreefoldRepetition => "threefold repetition",
        Termination::SeventyFiveMoves => "the seventy-five-move rule",
        Termination::FiftyMoves => "the fifty-move rule",
        other => other.name(),
    }
}

/// The rule with what the game shows of it: ` (this position has occurred 3 times)`.
pub(super) fn rule_in<R: GameRules>(game: &Game<R>, termination: Termination) -> String {
    let detail = match termination {
        Termination::FivefoldRepetition | Termination::ThreefoldRepetition => {
            format!(" (this position has occurred {} times)", game.repetitions())
        }
        Termination::SeventyFiveMoves | Termination::FiftyMoves => format!(
            " ({} plies without a pawn move or capture)",
            game.counters().halfmove_clock
        ),
        _ => String::new(),
    };
    format!("{}{detail}", rule(termination))
}

/// `1/2-1/2, a draw by RULE` or `1-0, White wins by RULE`.
pub(super) fn outcome_words<R: GameRules>(game: &Game<R>, outcome: Outcome) -> String {
    let rule = rule_in(game, outcome.termination);
    match outcome.winner {
        None => format!("{}, a draw by {rule}", outcome.result()),
        Some(side) => format!(
            "{}, {} wins by {rule}",
            outcome.result(),
            player(R::KIND, side)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::play::{Play, Played};
    use super::*;

    const START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn play(position: &str, list: &[&str], to: Option<Output>) -> Result<Played, String> {
        let moves = list
            .iter()
            .enumerate()
            .map(|(n, m)| (format!("move {}", n + 1), (*m).to_owned()))
            .collect();
        with_game(position, Rules::Auto, Play { moves, to })
    }

    fn status(position: &str) -> String {
        with_game(position, Rules::Auto, Status).unwrap()
    }

    #[test]
    fn fools_mate_is_checkmate_and_ends_the_game() {
        let end = play(START, &["f2-f3", "e7-e5", "g2-g4", "d8-h4"], None).unwrap();
        assert_eq!(status(&end.text), "checkmate: White is mated, Black wins\n");
        assert_eq!(
            end.note.as_deref(),
            Some("after move 4 the game is over: 0-1, Black wins by checkmate")
        );
        assert_eq!(status(START), "ongoing: White to move\n");
        let more = play(START, &["f2-f3", "e7-e5", "g2-g4", "d8-h4", "a2-a3"], None);
        assert_eq!(
            more.err().as_deref(),
            Some("move 5: the game is over (0-1 checkmate); no move may follow")
        );
    }

    #[test]
    fn fen_in_fen_out_with_the_real_counters() {
        let ruy = ["e2-e4", "e7-e5", "g1-f3", "b8-c6", "f1-b5"];
        let played = play(START_FEN, &ruy, None).unwrap();
        assert_eq!(
            played.text,
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
        );
        assert_eq!(played.note, None);
        let as_feen = play(START_FEN, &ruy, Some(Output::Feen)).unwrap();
        assert_eq!(as_feen.text, as_feen.feen);
        assert!(
            play(START, &ruy, Some(Output::Fen))
                .unwrap()
                .text
                .ends_with(" b KQkq - 3 3")
        );
    }

    #[test]
    fn repetitions_are_claimable_then_end_the_game() {
        let shuffle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"];
        let twice: Vec<&str> = shuffle.iter().chain(&shuffle).copied().collect();
        assert_eq!(
            play(START_FEN, &twice, None).unwrap().note.as_deref(),
            Some(
                "after move 8 a draw may be claimed by threefold repetition (this position has occurred 3 times)"
            )
        );
        let four: Vec<&str> = twice.iter().chain(&twice).copied().collect();
        assert_eq!(
            play(START_FEN, &four, None).unwrap().note.as_deref(),
            Some(
                "after move 16 the game is over: 1/2-1/2, a draw by fivefold repetition (this position has occurred 5 times)"
            )
        );
        assert_eq!(
            status("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"),
            "ongoing: White to move; a draw may be claimed by the fifty-move rule (100 plies without a pawn move or capture)\n"
        );
    }

    #[test]
    fn refused_moves_say_why() {
        let castle = "+r3k^2+r/8/8/8/8/8/6b1/+R3K^2-R / C/c";
        assert_eq!(
            play(castle, &["e1~g1"], None).err().unwrap(),
            "move 1: e1~g1: castling through an attacked square f1"
        );
        let refused = |m: &str| play(START, &[m], None).err().unwrap();
        assert_eq!(
            refused("e2-e5"),
            "move 1: e2-e5: the pawn on e2 cannot move to e5"
        );
        assert_eq!(
            refused("e2+e4"),
            "move 1: e2+e4: this move is written e2-e4"
        );
        assert!(refused("P*e4").contains("chess has no drop"));
        assert!(refused("e2-e9").contains("e9 is not a square of the chess board"));
        assert!(refused("e2-e4=K").contains("promotion to Q, R, B or N"));
        // Not PMN, but SAN reads it (and refuses it by the rules); UCI is played as UCI.
        assert!(
            refused("e2").starts_with("move 1: e2: "),
            "{}",
            refused("e2")
        );
        assert!(refused("xyz").starts_with("move 1: \"xyz\" is not a PMN move"));
        assert!(play(START, &["e2e4"], None).is_ok());
        assert!(
            play("8 / C/c", &[], None)
                .err()
                .unwrap()
                .starts_with("not a chess position")
        );
        assert!(
            play("8 / G/g", &[], None)
                .err()
                .unwrap()
                .contains("no game Tabula has rules for")
        );
    }

    #[test]
    fn perft_and_moves_count_the_tree() {
        let perft = |p: &str, depth, divide| with_game(p, Rules::Auto, Perft { depth, divide });
        assert_eq!(perft(START, 3, false).unwrap(), "8902\n");
        assert_eq!(perft(START_FEN, 0, false).unwrap(), "1\n");
        let divide = perft(START, 2, true).unwrap();
        assert!(divide.starts_with("a2-a3: 20\n"), "{divide}");
        assert!(divide.ends_with("total: 400\n"), "{divide}");
        assert!(perft(START, 0, true).is_err());
        assert_eq!(
            with_game(
                START_FEN,
                Rules::Auto,
                Moves {
                    notation: tabula_game::Notation::Pmn
                }
            )
            .unwrap()
            .lines()
            .count(),
            20
        );
    }
}
