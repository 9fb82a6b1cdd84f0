//! The `tabula` command: validate, show, convert and play FEEN positions and Sashité tokens.
//!
//! Results go to stdout, errors to stderr. Exit codes: 0 success; 1 the input was rejected (an invalid
//! position, token or JSON document, a refused move); 2 a usage error (clap) or an I/O failure.

use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;
use tabula_feen::Feen;

mod adapter;
use crate::batch::Tally;
use crate::diagnostic::{Origin, diagnostic};

mod args;
mod batch;
mod cli;
use cli::{CHESS_START, Cli, Command, Format};
mod commands;
mod convert;
mod diagnostic;
mod documents;
mod draw;
mod formats;
mod model;
mod moves;
mod replay;
mod rules;
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
        Command::ConformanceAdapter { spec, jsonl } => {
            Ok(adapter::run(&spec, jsonl, &mut io::stdin().lock(), out)?)
        }
        Command::Show {
            feen,
            drawing,
            coordinates,
        } => {
            let text = position_text(feen);
            let view = view(&text, error_color).map_err(|f| formats::with_hint(f, &text))?;
            let labels = draw::shogi_labels(&view, coordinates).map_err(Failure::Rejected)?;
            let drawn = draw::draw_with(&view, drawing.flip, drawing.ascii, color, labels);
            out.write_all(drawn.as_bytes())?;
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
            let text = position_text(feen);
            let view = view(&text, error_color)?;
            let pon = tabula_pon::Pon::from_feen(view.as_str())
                .map_err(|e| Failure::Rejected(e.to_string()))?;
            writeln!(out, "{}", pon.to_pretty_string())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Diff { a, b } => diff(&args::bytes(a), &args::bytes(b), out, error_color),
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
        Command::Play {
            feen,
            moves,
            rules,
            show,
            flip,
            ascii,
        } => {
            let text = args::bytes(feen);
            let result = match rules {
                Some(rules::Rules::Chess) => rules::play_command(&text, &moves)?,
                None => commands::play(&text, &moves, error_color)?,
            };
            writeln!(out, "{result}")?;
            if show {
                let view = Feen::parse(&result).map_err(|e| Failure::Rejected(e.to_string()))?;
                out.write_all(draw::draw(&view, flip, ascii, color).as_bytes())?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Convert {
            position,
            from,
            to,
            letters,
        } => convert::run(position, convert::Options { from, to, letters }, out),
        Command::Moves { feen, rules: _ } => rules::answer(rules::moves(&args::text(&feen)), out),
        Command::Perft {
            feen,
            depth,
            divide,
            rules: _,
        } => rules::answer(rules::perft(&args::text(&feen), depth, divide), out),
        Command::Status { feen, rules: _ } => rules::answer(rules::status(&args::text(&feen)), out),
        Command::Replay {
            input,
            to,
            every_ply,
        } => replay::run(input, &replay::Options { to, every_ply }, out),
    }
}

/// `tabula diff A B`: the PMN move from position A to position B.
fn diff(a: &[u8], b: &[u8], out: &mut impl Write, error_color: bool) -> Outcome {
    let positions = [a, b].map(|text| {
        view(text, error_color).and_then(|view| {
            model::position(&view).map_err(|e| {
                Failure::Rendered(diagnostic(view.as_str(), &e, Origin::Input, error_color))
            })
        })
    });
    let [before, after] = positions;
    let mv = moves::diff(&before?, &after?).map_err(Failure::Rejected)?;
    writeln!(out, "{mv}")?;
    Ok(ExitCode::SUCCESS)
}
