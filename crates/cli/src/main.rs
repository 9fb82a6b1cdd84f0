//! The `tabula` command: read, write and play positions, moves and records of chess, shōgi and xiangqi, and Sashité tokens.
//!
//! Results go to stdout, errors to stderr. Exit codes: 0 success; 1 the input was rejected (an invalid
//! position, token or JSON document, a refused move); 2 a usage error (clap) or an I/O failure.

use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;
use tabula_feen::Feen;

use crate::batch::Tally;
use crate::diagnostic::{Origin, diagnostic};

mod analyse;
mod args;
mod batch;
mod cli;
mod match_cmd;
use cli::{CHESS_START, Cli, Command, Format, PlayArgs};
mod commands;
mod convert;
mod diagnostic;
mod documents;
mod feen_position;
mod formats;
mod moves;
mod replay;
mod replay_games;
mod rules;
mod show;
mod token;
mod validate;

/// Why a command stopped.
#[derive(Debug)]
enum Failure {
    /// The input was rejected; the text is complete (a rendered diagnostic). Exit 1.
    Rendered(String),
    /// The input was rejected; printed as `tabula: MESSAGE`. Exit 1.
    Rejected(String),
    /// Reading or writing failed: exit 2 with the message; but when stdout was closed early (as by
    /// `head`), nothing is said and the exit status is the one given (that of the inputs read so far).
    Io(io::Error, ExitCode),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error, ExitCode::SUCCESS)
    }
}

type Outcome = Result<ExitCode, Failure>;

fn main() -> ExitCode {
    let cli = Cli::parse_from(args::arrange(std::env::args_os().collect()));
    let color = cli.color.enabled(io::stdout().is_terminal());
    let error_color = cli.color.enabled(io::stderr().is_terminal());
    let mut out = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
    let result = run(cli.command, &mut out, color, error_color);
    let result = match out.flush() {
        Ok(()) => result,
        Err(error) => result.and(Err(Failure::Io(error, ExitCode::SUCCESS))),
    };
    let mut stderr = io::stderr().lock();
    match result {
        Ok(code) => code,
        Err(Failure::Rendered(text)) => {
            let _ = write!(stderr, "{text}");
            ExitCode::from(1)
        }
        Err(Failure::Rejected(message)) => {
            let _ = writeln!(stderr, "tabula: {message}");
            ExitCode::from(1)
        }
        // A closed stdout (`| head`) ends the command quietly, with the status of what was read so far.
        Err(Failure::Io(error, code)) if error.kind() == io::ErrorKind::BrokenPipe => code,
        Err(Failure::Io(error, _)) => {
            let _ = writeln!(stderr, "tabula: {error}");
            ExitCode::from(2)
        }
    }
}

/// 0 when nothing was rejected, 1 otherwise.
fn status(tally: Tally) -> ExitCode {
    if tally.rejected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The outcome of a batch run: its status, or the error that stopped it (with the status of what was
/// read, for a closed stdout).
fn finish(run: batch::Run) -> Outcome {
    match run.error {
        None => Ok(status(run.tally)),
        Some(error) => Err(Failure::Io(error, status(run.tally))),
    }
}

/// A FEEN argument (the chess start when absent), checked; its bytes need not be UTF-8.
fn position_text(feen: Option<OsString>) -> Vec<u8> {
    feen.map_or_else(|| CHESS_START.as_bytes().to_vec(), args::bytes)
}

/// A position as FEEN (to draw, to write as PON, to compare): FEEN as given; a game's position (chess FEN,
/// SFEN or a USI `position` line with its moves played, xiangqi FEN) through its rules; any other notation
/// `convert` reads converted (what FEEN cannot hold, counters, is not drawn). Text with another notation's
/// shape that no reader takes gets that reader's error; any other text is left for the FEEN reader to name.
fn shown_text(text: Vec<u8>) -> Result<Vec<u8>, Failure> {
    let line = String::from_utf8_lossy(&text);
    let shapes = formats::shapes(&line);
    if shapes.contains(&formats::Notation::Feen) {
        return Ok(text);
    }
    if let Ok(game) = tabula_games::open(line.trim()) {
        return Ok(game.feen().into_bytes());
    }
    let options = convert::Options {
        from: formats::Notation::Auto,
        to: formats::Notation::Feen,
        letters: convert::Letters::default(),
    };
    match convert::convert(line.trim(), options) {
        Ok(converted) => Ok(converted.text.into_bytes()),
        Err(error) if !shapes.is_empty() => Err(Failure::Rejected(error)),
        Err(_) => Ok(text),
    }
}

/// The FEEN view of `bytes`, or the rendered error.
fn view(bytes: &[u8], error_color: bool) -> Result<Feen<'_>, Failure> {
    Feen::from_bytes(bytes).map_err(|e| {
        Failure::Rendered(diagnostic(
            &String::from_utf8_lossy(bytes),
            &e,
            Origin::Input,
            error_color,
        ))
    })
}

fn run(command: Command, out: &mut impl Write, color: bool, error_color: bool) -> Outcome {
    match command {
        Command::Show { feen, args } => {
            let text = shown_text(position_text(feen))?;
            let view = view(&text, error_color).map_err(|f| formats::with_hint(f, &text))?;
            let drawn = show::draw(&view, &args, color).map_err(Failure::Rejected)?;
            match &args.output {
                Some(path) => std::fs::write(path, drawn).map_err(|e| {
                    Failure::Rejected(format!("cannot write {}: {e}", path.display()))
                })?,
                None => out.write_all(&drawn)?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Validate { feen, format } => {
            let args: Vec<Vec<u8>> = feen.into_iter().map(args::bytes).collect();
            finish(validate::validate(out, &args, format, color))
        }
        Command::Json { feen } if feen.as_deref() == Some("-".as_ref()) => {
            commands::stdin_hint("FEEN strings from stdin, one per line");
            let job = commands::JsonLines { color: error_color };
            finish(batch::run(
                job,
                io::stdin(),
                tabula_feen::MAX_LEN,
                out,
                |_| {},
            ))
        }
        Command::Json { feen } => {
            let text = shown_text(position_text(feen))?;
            let view = view(&text, error_color).map_err(|f| formats::with_hint(f, &text))?;
            let pon = tabula_pon::Pon::from_feen(view.as_str())
                .map_err(|e| Failure::Rejected(e.to_string()))?;
            writeln!(out, "{}", pon.to_pretty_string())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Diff { a, b } => diff(
            &shown_text(args::bytes(a))?,
            &shown_text(args::bytes(b))?,
            out,
            error_color,
        ),
        Command::Feen => commands::feen(out),
        Command::Token { tokens } => {
            let mut all_known = true;
            for arg in &tokens {
                let text = args::text(arg);
                let report = token::classify(&text);
                all_known &= report.is_known();
                write!(out, "{report}")?;
            }
            Ok(if all_known {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Play(play) => play_command(play, out, color, error_color),
        Command::Convert {
            position,
            from,
            to,
            letters,
        } => convert::run(position, convert::Options { from, to, letters }, out),
        Command::Moves {
            position,
            rules,
            notation,
        } => answer(rules::moves(&args::text(&position), rules, notation), out),
        Command::Perft {
            position,
            depth,
            divide,
            rules,
        } => answer(
            rules::perft(&args::text(&position), rules, depth, divide),
            out,
        ),
        Command::Status { position, rules } => {
            answer(rules::status(&args::text(&position), rules), out)
        }
        Command::Replay {
            input,
            to,
            every_ply,
        } => replay::run(input, &replay::Options { to, every_ply }, out),
        Command::Analyse(args) => analyse::run(&args, out),
        Command::Match(args) => match_cmd::run(&args, out),
    }
}

/// `tabula play`: by the position's rules, or without rules (`--rules none`).
fn play_command(play: PlayArgs, out: &mut impl Write, color: bool, error_color: bool) -> Outcome {
    let PlayArgs {
        position,
        moves,
        rules,
        to,
        show,
        flip,
        ascii,
    } = play;
    let text = args::bytes(position);
    let (result, feen, note) = match rules.rules() {
        Some(rules) => {
            let played = rules::play_command(&text, &moves, rules, to)?;
            (played.text, played.feen, played.note)
        }
        None if to == Some(rules::Output::Fen) => {
            return Err(Failure::Rejected(
                "--to fen needs a game's rules (--rules auto or chess), not --rules none"
                    .to_owned(),
            ));
        }
        None => {
            let feen = commands::play(&text, &moves, error_color)?;
            (feen.clone(), feen, None)
        }
    };
    writeln!(out, "{result}")?;
    if show {
        let view = Feen::parse(&feen).map_err(|e| Failure::Rejected(e.to_string()))?;
        let options = tabula_svg::terminal::TerminalOptions {
            flip,
            ascii,
            color,
            ..Default::default()
        };
        out.write_all(tabula_svg::terminal::draw(&view, &options).as_bytes())?;
    }
    if let Some(note) = note {
        // After the position (stdout stays the position alone, for `$(tabula play …)`).
        out.flush()?;
        eprintln!("tabula: {note}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes a command's text, or refuses with its message (exit 1).
fn answer(result: Result<String, String>, out: &mut impl Write) -> Outcome {
    out.write_all(result.map_err(Failure::Rejected)?.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// `tabula diff A B`: the PMN move from position A to position B.
fn diff(a: &[u8], b: &[u8], out: &mut impl Write, error_color: bool) -> Outcome {
    let positions = [a, b].map(|text| {
        view(text, error_color).and_then(|view| {
            feen_position::position(&view).map_err(|e| {
                Failure::Rendered(diagnostic(view.as_str(), &e, Origin::Input, error_color))
            })
        })
    });
    let [before, after] = positions;
    let mv = moves::diff(&before?, &after?).map_err(Failure::Rejected)?;
    writeln!(out, "{mv}")?;
    Ok(ExitCode::SUCCESS)
}
