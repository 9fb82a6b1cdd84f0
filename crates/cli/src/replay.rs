//! `tabula replay [FILE|-]`: replays game records (PGN; shōgi KIF, CSA and USI `position` lines; a FEEN line
//! followed by PMN moves for any game, see `replay_games`) and prints the
//! final position of each game, or the position after every ply, then one line with the result and the
//! termination. Games are read one at a time, so memory stays flat on any input size.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;

use clap::ValueEnum;
use tabula_chess::Side;
use tabula_chess::fen::Castling;
use tabula_chess::pgn::{self, Game, Replay, Termination};

use crate::{Failure, Outcome, replay_games};

/// `tabula replay --help` examples.
pub(crate) const EXAMPLES: &str = "\
Examples:
  tabula replay games.pgn                  # the final position of each game, then its result and termination
  tabula replay --every-ply --to fen games.pgn
  tabula replay --to pgn games.pgn         # the games again, as Tabula writes PGN
  tabula replay --to sfen game.kif         # shōgi: KIF (UTF-8 or Shift_JIS) or CSA records
  echo 'position startpos moves 7g7f 3c3d' | tabula replay --every-ply --to sfen -
  printf '%s\\n' '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' 'f2-f3 e7-e5 g2-g4 d8-h4' | tabula replay -

Each game ends with a line `RESULT TERMINATION`: the termination decided by the final position
(checkmate, stalemate, insufficient-material, seventy-five-moves, fivefold-repetition); else, for a
drawn record, a claimable draw (threefold-repetition, fifty-moves) or agreement; else resignation for a
decided record, `other` when its Termination tag says time forfeit or another reason; `* ongoing` for
a game without a result. A game that cannot be replayed is reported on stderr (game number, ply,
reason), the others go on, and the exit status is 1.";

/// What `--to` writes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub(crate) enum To {
    /// FEEN.
    #[default]
    Feen,
    /// FEN with its counters (castling as X-FEN, which is FEN for every standard position).
    Fen,
    /// Shredder-FEN (castling by rook files).
    Shredder,
    /// X-FEN.
    Xfen,
    /// PGN: the games rewritten.
    Pgn,
    /// SFEN with its move count (shōgi).
    Sfen,
    /// Xiangqi FEN with its counters.
    XiangqiFen,
    /// KIF (UTF-8): the shōgi games rewritten.
    Kif,
    /// CSA: the shōgi games rewritten.
    Csa,
}

impl To {
    /// The value's name as `--to` takes it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            To::Feen => "feen",
            To::Fen => "fen",
            To::Shredder => "shredder",
            To::Xfen => "xfen",
            To::Pgn => "pgn",
            To::Sfen => "sfen",
            To::XiangqiFen => "xiangqi-fen",
            To::Kif => "kif",
            To::Csa => "csa",
        }
    }
}

/// `tabula replay` options.
pub(crate) struct Options {
    pub(crate) to: To,
    pub(crate) every_ply: bool,
}

/// Runs `tabula replay`.
pub(crate) fn run(input: Option<OsString>, options: &Options, out: &mut impl Write) -> Outcome {
    let reader: Box<dyn BufRead> = match input {
        None => Box::new(io::stdin().lock()),
        Some(path) if path == "-" => Box::new(io::stdin().lock()),
        Some(path) => {
            let file = File::open(&path).map_err(|e| {
                Failure::Io(
                    io::Error::new(
                        e.kind(),
                        format!("cannot open {}: {e}", std::path::Path::new(&path).display()),
                    ),
                    ExitCode::from(2),
                )
            })?;
            Box::new(BufReader::with_capacity(1 << 16, file))
        }
    };
    let mut reader = reader;
    let kind = replay_games::detect(reader.fill_buf()?);
    let mut refused = false;
    let mut refuse = |message: String| {
        refused = true;
        eprintln!("tabula: {message}");
    };
    let finished = |refused: bool| {
        Ok(if refused {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        })
    };
    match kind {
        replay_games::Kind::Kif | replay_games::Kind::Csa => {
            replay_games::replay_records(kind, reader, options, out, &mut refuse)?;
            return finished(refused);
        }
        replay_games::Kind::Lines => {
            replay_games::replay_lines(reader, options, out, &mut refuse)?;
            return finished(refused);
        }
        replay_games::Kind::Pgn => {}
    }
    // A PGN is chess.
    if let Some(refusal) = replay_games::refusal(options.to, tabula_game::GameKind::Chess) {
        return Err(Failure::Rejected(refusal));
    }
    let mut failed = false;
    let mut first = true;
    let mut report = |result: Result<Game, String>, out: &mut dyn Write| -> io::Result<()> {
        match result {
            Ok(game) => {
                write_game(&game, options, first, out)?;
                first = false;
                notes(&game, options, out)?;
            }
            Err(message) => {
                failed = true;
                // What came before the error is printed before it.
                out.flush()?;
                eprintln!("tabula: {message}");
            }
        }
        Ok(())
    };
    {
        for result in pgn::Reader::new(reader) {
            if let Err(error) = &result {
                if matches!(error.kind(), pgn::PgnErrorKind::Io(_)) {
                    return Err(Failure::Io(
                        io::Error::other(error.to_string()),
                        ExitCode::from(2),
                    ));
                }
            }
            report(result.map_err(|e| e.to_string()), out)?;
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

fn write_position(replay: &Replay, to: To, out: &mut dyn Write) -> io::Result<()> {
    match to {
        To::Feen => writeln!(out, "{}", replay.position().to_feen()),
        To::Fen | To::Xfen | To::Pgn => writeln!(out, "{}", replay.fen_with(Castling::XFen)),
        To::Shredder => writeln!(out, "{}", replay.fen_with(Castling::Shredder)),
        // Refused before any game is read (`run`).
        To::Sfen | To::XiangqiFen | To::Kif | To::Csa => Ok(()),
    }
}

/// What a reader of the output should know about a game on stderr: a result its final position
/// contradicts, and what `--to pgn` does not write again.
fn notes(game: &Game, options: &Options, out: &mut dyn Write) -> io::Result<()> {
    let number = game.number();
    let mut notes = Vec::new();
    if let Some(conflict) = game.result_conflict() {
        notes.push(format!("game {number}: {conflict}"));
    }
    let dropped = game.dropped();
    if options.to == To::Pgn && !dropped.is_empty() {
        notes.push(format!(
            "game {number}: --to pgn drops {dropped} (the main line is kept)"
        ));
    }
    if !notes.is_empty() {
        // After the game they are about.
        out.flush()?;
        for note in notes {
            eprintln!("tabula: note: {note}");
        }
    }
    Ok(())
}

fn write_game(game: &Game, options: &Options, first: bool, out: &mut dyn Write) -> io::Result<()> {
    if options.to == To::Pgn {
        if !first {
            out.write_all(b"\n")?;
        }
        return out.write_all(game.to_pgn().as_bytes());
    }
    if options.every_ply {
        let mut result = Ok(());
        game.for_each_ply(|replay| {
            if result.is_ok() {
                result = write_position(replay, options.to, out);
            }
        });
        result?;
    } else {
        write_position(game.replay(), options.to, out)?;
    }
    let (result, termination) = ending(game);
    writeln!(out, "{result} {termination}")
}

/// The result and the termination's name of a replayed game.
pub(crate) fn ending(game: &Game) -> (&'static str, &'static str) {
    let replay = game.replay();
    if let Some(termination) = replay.termination() {
        let result = match termination {
            Termination::Checkmate if replay.position().side_to_move() == Side::First => "0-1",
            Termination::Checkmate => "1-0",
            _ => "1/2-1/2",
        };
        return (result, termination.name());
    }
    let recorded = game.result().or_else(|| {
        game.tag("Result")
            .and_then(|r| ["1-0", "0-1", "1/2-1/2"].into_iter().find(|k| *k == r))
    });
    let reason = game.tag("Termination").map(str::to_ascii_lowercase);
    let other = reason
        .as_deref()
        .is_some_and(|r| !matches!(r, "normal" | ""));
    match recorded {
        Some("1/2-1/2") => (
            "1/2-1/2",
            replay
                .claimable()
                .map_or(if other { "other" } else { "agreement" }, Termination::name),
        ),
        Some("1-0") => ("1-0", if other { "other" } else { "resignation" }),
        Some("0-1") => ("0-1", if other { "other" } else { "resignation" }),
        _ => ("*", "ongoing"),
    }
}
