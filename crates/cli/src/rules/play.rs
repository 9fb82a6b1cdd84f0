//! `play` with a game's rules: the moves read and played through the game (`DynGame`), the position written
//! as asked, and a note when the moves end the game or make a draw claimable.

use std::ffi::OsString;
use std::io;
use std::process::ExitCode;

use clap::ValueEnum;
use tabula_games::{Format, GameKind};

use super::{Rules, open};
use crate::{Failure, args, batch, commands};

/// The position notation `play` writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub(crate) enum Output {
    /// FEEN.
    Feen,
    /// The chess FEN, with the game's half-move clock and full-move number.
    Fen,
    /// SFEN (shōgi), with the game's move count.
    Sfen,
    /// Xiangqi FEN, with the game's counters.
    XiangqiFen,
}

impl Output {
    /// The game whose own notation this is, or `None` for FEEN.
    fn game(self) -> Option<GameKind> {
        match self {
            Output::Feen => None,
            Output::Fen => Some(GameKind::Chess),
            Output::Sfen => Some(GameKind::Shogi),
            Output::XiangqiFen => Some(GameKind::Xiangqi),
        }
    }
}

/// What `play` gives back: the position as asked, its FEEN (for `--show`), and a note when the moves ended
/// the game or made a draw claimable.
pub(crate) struct Played {
    pub(crate) text: String,
    pub(crate) feen: String,
    pub(crate) note: Option<String>,
}

/// Plays the moves (each labelled for errors, in any notation the game reads) from the position `text`,
/// and writes the position as `to` asks (by default as it was given: FEEN, or the game's own notation).
pub(crate) fn play(
    text: &str,
    rules: Rules,
    moves: Vec<(String, String)>,
    to: Option<Output>,
) -> Result<Played, String> {
    let (mut game, format) = open(text, rules)?;
    let feen_out = match to {
        Some(to) => to == Output::Feen,
        None => format == Format::Feen,
    };
    if let Some(kind) = to.and_then(Output::game) {
        if kind != game.kind() {
            let name = to
                .and_then(|to| to.to_possible_value())
                .map_or_else(String::new, |v| v.get_name().to_owned());
            return Err(format!(
                "--to {name} writes {kind} positions; this is {}",
                game.kind()
            ));
        }
    }
    let count = moves.len();
    for (label, text) in moves {
        // The game reads the move (PMN, or another notation of the game) and names the rule that
        // refuses it; a move after the end of the game is refused too.
        game.play(text.trim_end_matches('\r'), None)
            .map_err(|error| format!("{label}: {error}"))?;
    }
    let note = tabula_games::after_moves(game.as_ref(), count);
    let feen = game.feen();
    let text = if feen_out {
        feen.clone()
    } else {
        game.native()
    };
    Ok(Played { text, feen, note })
}

/// `play` with rules: the moves are the arguments, or the lines of stdin for a single `-`.
pub(crate) fn play_command(
    position: &[u8],
    moves: &[OsString],
    rules: Rules,
    to: Option<Output>,
) -> Result<Played, Failure> {
    let position = String::from_utf8_lossy(position);
    let list = if moves.len() == 1 && moves[0] == "-" {
        commands::stdin_hint("moves from stdin, one per line");
        let mut reader = batch::LineReader::new(io::stdin().lock(), tabula_pmn::Move::MAX_LEN);
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
        list
    } else {
        moves
            .iter()
            .enumerate()
            .map(|(n, m)| (format!("move {}", n + 1), args::text(m)))
            .collect()
    };
    play(&position, rules, list, to).map_err(Failure::Rejected)
}
