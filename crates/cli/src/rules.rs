//! The commands that know a game's rules: `moves`, `perft`, `status` and `play --rules chess`. Chess is the
//! only rule system so far (tabula-chess); each command takes `--rules chess`, the default, so that others can
//! join without changing what existing command lines mean.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::process::ExitCode;

use clap::ValueEnum;
use tabula_chess::{Position, Status};
use tabula_pmn::Move;

use crate::{Failure, Outcome, args, batch, commands};

/// `tabula moves --help` examples.
pub(crate) const MOVES_EXAMPLES: &str = "\
Examples:
  tabula moves '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c'
  tabula moves \"$(tabula convert --to feen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')\"";

/// `tabula perft --help` examples.
pub(crate) const PERFT_EXAMPLES: &str = "\
Examples:
  tabula perft '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' 4
  tabula perft --divide \"$(tabula convert 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -')\" 2";

/// `tabula status --help` examples.
pub(crate) const STATUS_EXAMPLES: &str = "\
Examples:
  tabula status '-rnb1k^bn-r/+p+p+p+p1+p+p+p/8/4p3/6Pq/5P2/+P+P+P+P+P2+P/-RNBQ-K^BN-R / C/c'
  tabula status \"$(tabula convert '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1')\"";

/// Writes a command's text, or refuses with its message (exit 1).
pub(crate) fn answer(result: Result<String, String>, out: &mut impl Write) -> Outcome {
    out.write_all(result.map_err(Failure::Rejected)?.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// `play --rules chess`: the moves are the arguments, or the lines of stdin for a single `-`.
pub(crate) fn play_command(feen: &[u8], moves: &[OsString]) -> Result<String, Failure> {
    let feen = String::from_utf8_lossy(feen);
    if moves.len() == 1 && moves[0] == "-" {
        commands::stdin_hint("moves from stdin, one per line");
        let mut reader = batch::LineReader::new(io::stdin().lock(), Move::MAX_LEN);
        let (mut line, mut list) = (Vec::new(), Vec::new());
        while let Some((number, len)) = reader.next_into(&mut line).map_err(|e| {
            Failure::Io(
                io::Error::new(e.kind(), format!("cannot read stdin: {e}")),
                ExitCode::from(2),
            )
        })? {
            if len > 0 {
                let label = format!("move {} (stdin:{number})", list.len() + 1);
                list.push((label, String::from_utf8_lossy(&line).into_owned()));
            }
            line.clear();
        }
        return play(&feen, list).map_err(Failure::Rejected);
    }
    let list = moves
        .iter()
        .enumerate()
        .map(|(n, m)| (format!("move {}", n + 1), args::text(m)));
    play(&feen, list).map_err(Failure::Rejected)
}

/// A rule system.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, ValueEnum)]
pub(crate) enum Rules {
    /// FIDE chess, castling generalised to Chess960 (tabula-chess), on chess-profile FEEN.
    #[default]
    Chess,
}

/// Reads a chess-profile FEEN position.
pub(crate) fn position(feen: &str) -> Result<Position, String> {
    Position::from_feen(feen).map_err(|e| format!("not a chess position: {e}"))
}

/// The legal moves in PMN, one per line, sorted.
pub(crate) fn moves(feen: &str) -> Result<String, String> {
    let mut moves: Vec<String> = position(feen)?
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    Ok(moves.iter().fold(String::new(), |mut out, m| {
        let _ = writeln!(out, "{m}");
        out
    }))
}

/// The number of leaf nodes `depth` plies deep; with `divide`, first each move with its count (sorted),
/// then `total: N`.
pub(crate) fn perft(feen: &str, depth: u32, divide: bool) -> Result<String, String> {
    let position = position(feen)?;
    if !divide {
        return Ok(format!("{}\n", position.perft(depth)));
    }
    if depth == 0 {
        return Err("--divide needs a depth of at least 1".to_owned());
    }
    let mut split: Vec<(String, u64)> = position
        .divide(depth)
        .into_iter()
        .map(|(m, n)| (m.to_string(), n))
        .collect();
    split.sort();
    let mut out = String::new();
    for (m, n) in &split {
        let _ = writeln!(out, "{m}: {n}");
    }
    let _ = writeln!(out, "total: {}", split.iter().map(|(_, n)| n).sum::<u64>());
    Ok(out)
}

/// The player's name for a side to move.
fn player(position: &Position) -> (&'static str, &'static str) {
    match position.side_to_move() {
        tabula_chess::Side::First => ("White", "Black"),
        tabula_chess::Side::Second => ("Black", "White"),
    }
}

/// One line: the state of the game.
pub(crate) fn status(feen: &str) -> Result<String, String> {
    let position = position(feen)?;
    let (mover, other) = player(&position);
    Ok(match position.status() {
        Status::Checkmate => format!("checkmate: {mover} is mated, {other} wins\n"),
        Status::Stalemate => {
            format!("stalemate: {mover} has no legal move and is not in check, a draw\n")
        }
        Status::InsufficientMaterial => {
            "insufficient material: neither side can mate, a draw\n".to_owned()
        }
        Status::Ongoing if position.is_check() => format!("check: {mover} to move, in check\n"),
        Status::Ongoing => format!("ongoing: {mover} to move\n"),
    })
}

/// Plays the moves from the position and returns the final FEEN; a refused move is named with its number
/// and the reason.
pub(crate) fn play(
    feen: &str,
    moves: impl IntoIterator<Item = (String, String)>,
) -> Result<String, String> {
    let mut position = position(feen)?;
    for (label, text) in moves {
        // tabula-chess reads the move with tabula-pmn; its refusal names the move and the rule.
        position = position
            .play_pmn(&text)
            .map_err(|reason| format!("{label}: {reason}"))?;
    }
    Ok(position.to_feen())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    fn moves_of(list: &[&str]) -> Vec<(String, String)> {
        list.iter()
            .enumerate()
            .map(|(n, m)| (format!("move {}", n + 1), (*m).to_owned()))
            .collect()
    }

    #[test]
    fn fools_mate_is_checkmate() {
        let end = play(START, moves_of(&["f2-f3", "e7-e5", "g2-g4", "d8-h4"])).unwrap();
        assert_eq!(
            status(&end).unwrap(),
            "checkmate: White is mated, Black wins\n"
        );
        assert_eq!(status(START).unwrap(), "ongoing: White to move\n");
    }

    #[test]
    fn refused_moves_say_why() {
        let castle = "+r3k^2+r/8/8/8/8/8/6b1/+R3K^2-R / C/c";
        assert_eq!(
            play(castle, moves_of(&["e1~g1"])).unwrap_err(),
            "move 1: e1~g1: castling through an attacked square f1"
        );
        let refused = |m: &str| play(START, moves_of(&[m])).unwrap_err();
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
        assert!(refused("e2").starts_with("move 1: \"e2\" is not a PMN move"));
        assert!(
            play("8 / C/c", moves_of(&[]))
                .unwrap_err()
                .starts_with("not a chess position")
        );
    }

    #[test]
    fn perft_and_moves_count_the_tree() {
        assert_eq!(perft(START, 3, false).unwrap(), "8902\n");
        let divide = perft(START, 2, true).unwrap();
        assert!(divide.starts_with("a2-a3: 20\n"), "{divide}");
        assert!(divide.ends_with("total: 400\n"), "{divide}");
        assert!(perft(START, 0, true).is_err());
        assert_eq!(moves(START).unwrap().lines().count(), 20);
    }
}
