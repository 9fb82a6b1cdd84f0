//! The `tabula` command: validate, show, convert and play FEEN positions and Sashité tokens.
//!
//! Results go to stdout, errors to stderr. Exit codes: 0 success; 1 the input was rejected (an invalid
//! position, token or JSON document, a refused move); 2 a usage error (clap) or an I/O failure.

use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;

use annotate_snippets::{Level, Renderer, Snippet};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use serde_json::json;
use tabula_feen::Feen;

mod adapter;
mod draw;
mod json;
mod play;
mod token;

/// The chess starting position, used when `tabula show` or `tabula json` gets no argument.
const CHESS_START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

const MAIN_EXAMPLES: &str = "\
Examples:
  tabula show                                   # the chess starting position
  tabula show 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s'
  tabula validate '8/8/8/8/8/8/8/8 / C/c' 'k$k / C/c'
  tabula validate --format jsonl < positions.txt
  tabula json | tabula feen                     # to JSON and back
  tabula token +K^ C:k e4 '*'
  tabula play --show \"$(tabula json | tabula feen)\" e2-e4=P e7-e5=p g1-f3

Exit status: 0 success, 1 rejected input (invalid position, token or JSON, refused move),
2 usage or I/O error.";

#[derive(Parser)]
#[command(
    name = "tabula",
    version,
    about = "Validate, show, convert and play FEEN positions and Sashité tokens",
    after_help = MAIN_EXAMPLES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// When to colour the output: `auto` colours a terminal unless `NO_COLOR` is set.
    #[arg(long, value_enum, global = true, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether to colour a stream that is (or is not) a terminal, given the environment's `NO_COLOR`.
    fn enabled(self, terminal: bool) -> bool {
        self.enabled_with(terminal, std::env::var_os("NO_COLOR").as_deref())
    }

    /// [`ColorChoice::enabled`] with `NO_COLOR`'s value given: `auto` colours a terminal unless `NO_COLOR`
    /// is set to something non-empty (no-color.org); `always` and `never` win over it.
    fn enabled_with(self, terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && no_color.is_none_or(std::ffi::OsStr::is_empty),
        }
    }
}

/// How to draw a board (`show`, `play --show`).
#[derive(Args, Clone, Copy)]
struct Drawing {
    /// Draw from the second player's side (the board turned half a turn; layers from `A` up).
    #[arg(long)]
    flip: bool,
    /// Plain ASCII instead of box-drawing characters.
    #[arg(long)]
    ascii: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Answer the fixture suite's adapter contract for SPEC (fixtures/README.md, "The adapter contract")
    ConformanceAdapter {
        /// The suite's spec: sin, pin, epin, qpi, cell, location, feen or qi.
        spec: String,
        /// Read JSON Lines requests and answer one line each, instead of one raw input.
        #[arg(long)]
        jsonl: bool,
    },
    /// Draw a position: board, hands, styles and side to move (default: the chess starting position)
    ///
    /// Ranks are labelled with CELL numbers (highest rank on top, as FEEN writes it), files with CELL
    /// letters, the layers of a 3-D board with CELL layer letters (highest layer first). Pieces are
    /// drawn as their FEEN tokens; colour shows their side (first: yellow, second: cyan). An irregular
    /// board (valid FEEN, ranks of different lengths) is drawn as written: a square that does not
    /// exist has no frame.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula show
  tabula show --flip 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s'
  tabula show --ascii 'rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x'
  tabula show 'k^+p4+PK^ / C/c'                    # a 1-D board
  tabula show 'ab/cd//AB/CD / G/g'                  # a 3-D board: layers B and A
  tabula show --color always | less -R")]
    Show {
        /// A FEEN string (default: the chess starting position).
        #[arg(allow_hyphen_values = true)]
        feen: Option<String>,
        #[command(flatten)]
        drawing: Drawing,
    },
    /// Validate FEEN strings (the arguments, or each line of stdin); exit 1 if any is invalid
    ///
    /// The report is the command's result and goes to stdout:
    ///   text   `ok: INPUT` for a valid string; for an invalid one the message and error code, the
    ///          input with carets under the offending bytes and the field; then a line with the counts
    ///   jsonl  one object per input: `line`, `input`, `valid`, then the error's `field`, `kind`,
    ///          `offset`, `message`, or the decoded `regular`, `shape`, `squares`, `pieces`, `turn`
    ///   json   one document: the counts (`valid`, `invalid`) and those objects (`results`)
    ///
    /// A progress bar appears on stderr for 1,000 inputs or more when stderr is a terminal and
    /// stdout is not (when both are the terminal, the scrolling report is the progress).
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula validate '8/8/8/8/8/8/8/8 / C/c' '8 P2P/ C/c'
  tabula validate < positions.txt
  tabula validate --format jsonl < positions.txt | jq 'select(.valid | not) | .kind'")]
    Validate {
        /// FEEN strings; none reads stdin, one string per line.
        #[arg(allow_hyphen_values = true)]
        feen: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Print a position as JSON (default: the chess starting position)
    ///
    /// `shape` (outermost dimension first), `board` nested by layers and ranks as FEEN writes them
    /// (one rank per line), `null` for an empty square, `first_hand` and `second_hand` as
    /// `[piece, count]` lists, `styles` (`first`, `second`) and `turn` (`first` or `second`). Pieces
    /// are QPI strings (`C:P`, style included) or, with `--pieces epin`, the EPIN tokens as written in
    /// the FEEN string. An irregular board has no shape, hence no JSON form.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula json
  tabula json --pieces epin \"K1/1p' P/ C/s\"
  tabula json 'k^+p4+PK^ / C/c' | tabula feen")]
    Json {
        /// A FEEN string (default: the chess starting position).
        #[arg(allow_hyphen_values = true)]
        feen: Option<String>,
        /// How to write pieces.
        #[arg(long, value_enum, default_value_t = Pieces::Qpi)]
        pieces: Pieces,
    },
    /// Read a position as JSON on stdin (as `tabula json` writes it) and print canonical FEEN
    ///
    /// Pieces may be QPI strings or EPIN tokens (one form per document). The board must be nested
    /// exactly as the shape says; hands need not be in any order; a key other than `shape`, `board`,
    /// `first_hand`, `second_hand`, `styles` and `turn` is refused (a misspelt key is not ignored).
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula json | tabula feen
  tabula json --pieces epin 'k^+p4+PK^ / C/c' | tabula feen
  echo '{\"shape\":[2],\"board\":[\"K\",null],\"first_hand\":[],\"second_hand\":[[\"p\",1]],
        \"styles\":{\"first\":\"C\",\"second\":\"c\"},\"turn\":\"second\"}' | tabula feen")]
    Feen,
    /// Tell, for each token, every notation it is valid in (SIN, PIN, EPIN, QPI, CELL, the hand `*`)
    ///
    /// Each notation the token is valid in is listed with the decoded attributes; a token valid in
    /// none gets the reason from each notation, and the exit status is 1.
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula token K +p^ \"K'\" C:k e4 a1A '*'
  tabula token center")]
    Token {
        /// Tokens to look at.
        #[arg(required = true, allow_hyphen_values = true)]
        tokens: Vec<String>,
    },
    /// Apply moves to a position and print the resulting FEEN (rule-agnostic: no legality checks)
    ///
    /// MOVE is one of:
    ///   e2-e4      the mover's piece to an empty square
    ///   d1+f3      the mover's piece takes the opponent's piece on the target square
    ///   P*e5       a piece from the mover's hand onto an empty square, written as in the FEEN hands (EPIN)
    ///   e7-e8=+Q   any step followed by =TOKEN: the moved piece is replaced by TOKEN (EPIN) on arrival
    ///
    /// Squares are CELL coordinates (`e4`, `a`, `c3C`). The turn passes after each move. All moves
    /// are checked before anything is printed: a move that does not fit is an error naming the move
    /// and the reason, and the position is never partly changed. Pieces keep their tokens when they
    /// move, so a chess pawn keeps its initial `+` unless a replacement is written (`e2-e4=P`).
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Capture:
  Without --capture-to-hand a captured piece leaves the game. With it, the captured piece goes to the
  mover's hand on the mover's side, as in shogi: it keeps its letter and state (rule-agnostic: a promoted
  piece is not demoted). A piece of the mover's style letter takes the mover's style (native: a shogi pawn
  is written `p` in the second player's hand); a piece of another style keeps it and is derived (a chess
  pawn kept by a shogi player is `p'`, QPI `C:p`, as in the FEEN spec's example).

Examples:
  tabula play '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' e2-e4=P e7-e5=p g1-f3
  tabula play --capture-to-hand --show 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s' \\
      c3-c4 g7-g6 b2+h8=+B g9+h8 'B*e5'
  tabula play 'k^+p4+PK^ / C/c' g-f")]
    Play {
        /// The starting position (FEEN).
        #[arg(allow_hyphen_values = true)]
        feen: String,
        /// Moves, applied in order.
        #[arg(required = true, allow_hyphen_values = true)]
        moves: Vec<String>,
        /// Put captured pieces in the mover's hand (as in shogi) instead of removing them.
        #[arg(long)]
        capture_to_hand: bool,
        /// Also draw the resulting position.
        #[arg(long)]
        show: bool,
        #[command(flatten)]
        drawing: Drawing,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
    Jsonl,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Pieces {
    Qpi,
    Epin,
}

/// Why a command stopped.
#[derive(Debug)]
enum Failure {
    /// The input was rejected; the text is complete (a rendered diagnostic). Exit 1.
    Rendered(String),
    /// The input was rejected; printed as `tabula: MESSAGE`. Exit 1.
    Rejected(String),
    /// Reading or writing failed. Exit 2 (nothing is said when stdout was closed early, as by `head`).
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}

type Outcome = Result<ExitCode, Failure>;

/// The arguments with the options of the subcommand (and their values) moved in front of its other
/// arguments, up to a `--`.
///
/// Positions and moves may start with `-` (the chess start does, and so does the drop `-P*e4`), so their
/// arguments accept such values; clap then takes everything after the first of a list (`validate`'s
/// positions, `play`'s moves) for one more, options included. Moving the options first keeps
/// `tabula validate FEEN --format jsonl` an option, as a user expects. Nothing is lost: a FEEN string has
/// two spaces and a move starts with a coordinate or a piece token, so neither is ever an option's name.
fn options_first(args: Vec<OsString>) -> Vec<OsString> {
    let mut cli = Cli::command();
    cli.build();
    let Some(at) = args
        .iter()
        .skip(1)
        .position(|a| cli.find_subcommand(a).is_some())
        .map(|i| i + 1)
    else {
        return args;
    };
    let Some(command) = cli.find_subcommand(&args[at]) else {
        return args;
    };
    // `Some(true)` for an option that takes a value, `Some(false)` for a flag, `None` for anything else.
    let option = |arg: &OsString| -> Option<bool> {
        let text = arg.to_str()?;
        let found = command.get_arguments().find(|a| {
            !a.is_positional()
                && (text.strip_prefix("--").is_some_and(|name| {
                    a.get_long() == Some(name.split('=').next().unwrap_or(name))
                }) || text
                    .strip_prefix('-')
                    .is_some_and(|name| a.get_short().is_some_and(|c| name == c.to_string())))
        })?;
        Some(found.get_action().takes_values() && !text.contains('='))
    };
    let (mut front, mut rest) = (args[..=at].to_vec(), Vec::new());
    let mut tail = args[at + 1..].iter();
    while let Some(arg) = tail.next() {
        if arg == "--" {
            rest.push(arg.clone());
            rest.extend(tail.cloned());
            break;
        }
        match option(arg) {
            Some(takes_value) => {
                front.push(arg.clone());
                if takes_value {
                    front.extend(tail.next().cloned());
                }
            }
            None => rest.push(arg.clone()),
        }
    }
    front.extend(rest);
    front
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(options_first(std::env::args_os().collect()));
    let color = cli.color.enabled(io::stdout().is_terminal());
    let error_color = cli.color.enabled(io::stderr().is_terminal());
    let mut out = BufWriter::new(io::stdout().lock());
    let result = run(cli.command, &mut out, color, error_color);
    let result = match out.flush() {
        Ok(()) => result,
        Err(error) => result.and(Err(Failure::Io(error))),
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
        Err(Failure::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(error)) => {
            let _ = writeln!(stderr, "tabula: {error}");
            ExitCode::from(2)
        }
    }
}

fn run(command: Command, out: &mut impl Write, color: bool, error_color: bool) -> Outcome {
    match command {
        Command::ConformanceAdapter { spec, jsonl } => {
            Ok(adapter::run(&spec, jsonl, &mut io::stdin().lock(), out)?)
        }
        Command::Show { feen, drawing } => {
            let text = feen.as_deref().unwrap_or(CHESS_START);
            let view = Feen::parse(text)
                .map_err(|e| Failure::Rendered(diagnostic(text, &e, Origin::Input, error_color)))?;
            out.write_all(draw::draw(&view, drawing.flip, drawing.ascii, color).as_bytes())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Validate { feen, format } => validate(out, feen, format, color),
        Command::Json { feen, pieces } => {
            let text = feen.as_deref().unwrap_or(CHESS_START);
            // An irregular board is valid FEEN but no position: both errors point into the input.
            let json = Feen::parse(text)
                .and_then(|view| json::to_json(&view, pieces == Pieces::Epin))
                .map_err(|e| Failure::Rendered(diagnostic(text, &e, Origin::Input, error_color)))?;
            writeln!(out, "{json}")?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Feen => {
            let input = read_stdin("a position as JSON from stdin")?;
            let feen = json::from_json(&input).map_err(Failure::Rejected)?;
            writeln!(out, "{feen}")?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Token { tokens } => {
            let mut all_known = true;
            for text in &tokens {
                let report = token::classify(text);
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
            capture_to_hand,
            show,
            drawing,
        } => {
            let mut position = feen.parse::<tabula_feen::Position>().map_err(|e| {
                Failure::Rendered(diagnostic(&feen, &e, Origin::Input, error_color))
            })?;
            for (n, text) in moves.iter().enumerate() {
                position = play::apply(&position, text, capture_to_hand)
                    .map_err(|reason| Failure::Rejected(format!("move {}: {reason}", n + 1)))?;
            }
            let result = position.to_string();
            writeln!(out, "{result}")?;
            if show {
                let view = Feen::parse(&result).map_err(|e| Failure::Rejected(e.to_string()))?;
                out.write_all(draw::draw(&view, drawing.flip, drawing.ascii, color).as_bytes())?;
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Where an input came from, for the `-->` line of a diagnostic.
#[derive(Clone, Copy)]
enum Origin {
    /// The single FEEN argument of a command: `input:1:COLUMN`.
    Input,
    /// The n-th argument of `validate` (1-based): `argument:N:COLUMN`.
    Argument(usize),
    /// Line n of stdin (1-based): `stdin:N:COLUMN`.
    Stdin(usize),
}

/// The error rendered by annotate-snippets: the message and code, the input with carets under the offending
/// bytes, labelled with the field.
///
/// Control characters are shown as `·` so that the line stays on one line and the carets line up; the error's
/// byte span is carried over to the shown text and widened to whole characters (a non-ASCII character is
/// one error at its first byte).
fn diagnostic(input: &str, error: &tabula_feen::Error, origin: Origin, color: bool) -> String {
    let mut shown = String::with_capacity(input.len());
    // `at[i]` is the offset in `shown` of input byte `i` (for `i` a character boundary), up to `input.len()`.
    let mut at = vec![0; input.len() + 1];
    for (i, c) in input.char_indices() {
        at[i] = shown.len();
        shown.push(if c.is_control() { '·' } else { c });
    }
    at[input.len()] = shown.len();
    let boundary_at_or_after = |mut i: usize| {
        i = i.min(input.len());
        while !input.is_char_boundary(i) {
            i += 1;
        }
        at[i]
    };
    let boundary_at_or_before = |mut i: usize| {
        i = i.min(input.len());
        while !input.is_char_boundary(i) {
            i -= 1;
        }
        at[i]
    };
    let title = error.to_string();
    let label = format!("{} field", error.field());
    let (name, line) = match origin {
        Origin::Input => ("input", 1),
        Origin::Argument(n) => ("argument", n),
        Origin::Stdin(n) => ("stdin", n),
    };
    let snippet = Snippet::source(&shown)
        .origin(name)
        .line_start(line)
        .fold(false);
    let snippet = match error.offset() {
        Some(offset) => {
            let start = boundary_at_or_before(offset);
            let end = boundary_at_or_after(offset.saturating_add(error.len().max(1))).max(start);
            snippet.annotation(Level::Error.span(start..end).label(&label))
        }
        None => snippet,
    };
    let message = Level::Error.title(&title).id(error.code());
    // An empty input has no line to show (and annotate-snippets would number it 1): say where it was.
    let empty = match origin {
        Origin::Input => "the input is empty".to_owned(),
        Origin::Argument(n) => format!("argument {n} is empty"),
        Origin::Stdin(n) => format!("line {n} of stdin is empty"),
    };
    let message = if input.is_empty() {
        message.footer(Level::Note.title(&empty))
    } else {
        message.snippet(snippet)
    };
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    format!("{}\n", renderer.render(message))
}

/// All of stdin. When stdin is a terminal, a hint on stderr first says what is awaited (a command waiting
/// silently looks hung).
fn read_stdin(what: &str) -> io::Result<Vec<u8>> {
    let stdin = io::stdin();
    if stdin.is_terminal() {
        let end = if cfg!(windows) {
            "Ctrl-Z, Enter"
        } else {
            "Ctrl-D"
        };
        eprintln!("tabula: reading {what} (end with {end})");
    }
    let mut data = Vec::new();
    stdin
        .lock()
        .read_to_end(&mut data)
        .map_err(|e| io::Error::new(e.kind(), format!("cannot read stdin: {e}")))?;
    Ok(data)
}

/// A JSON object on one line with its keys in the order given (the line, the input and the verdict first,
/// which is how a person reads a report; `serde_json`'s map would sort them).
fn object(fields: &[(&str, serde_json::Value)]) -> String {
    let members: Vec<String> = fields
        .iter()
        .map(|(key, value)| format!("{}:{value}", serde_json::Value::from(*key)))
        .collect();
    format!("{{{}}}", members.join(","))
}

/// Inputs from this many on get a progress bar (when stderr is a terminal and stdout is not).
const PROGRESS_FROM: usize = 1_000;

/// The lines of stdin as bytes: split at `\n`, a final `\r` removed, no empty last line after a final `\n`
/// (lines need not be UTF-8: FEEN is ASCII, and any other byte is reported where it is).
fn stdin_lines() -> io::Result<Vec<Vec<u8>>> {
    let mut data = read_stdin("FEEN strings from stdin, one per line")?;
    if data.last() == Some(&b'\n') {
        data.pop();
    }
    if data.is_empty() {
        return Ok(Vec::new());
    }
    Ok(data
        .split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line).to_vec())
        .collect())
}

fn validate(out: &mut impl Write, args: Vec<String>, format: Format, color: bool) -> Outcome {
    let from_stdin = args.is_empty();
    let inputs = if from_stdin {
        stdin_lines()?
    } else {
        args.into_iter().map(String::into_bytes).collect()
    };
    // Not when stdout is the same terminal: the report scrolling past is the progress, and the bar's
    // redraws would leave fragments between its lines.
    let shown = io::stderr().is_terminal() && !io::stdout().is_terminal();
    let progress = (inputs.len() >= PROGRESS_FROM && shown).then(|| {
        let bar = indicatif::ProgressBar::new(inputs.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {human_pos}/{human_len} positions, {eta} left",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let mut results = Vec::new();
    let (mut valid, mut invalid) = (0_usize, 0_usize);
    for (n, bytes) in inputs.iter().enumerate() {
        let line = n + 1;
        // Shown with U+FFFD for bytes that are not UTF-8; the bytes before the first such byte (where the
        // error is) are the same, so offsets carry over.
        let input = String::from_utf8_lossy(bytes);
        let input = input.as_ref();
        if let Some(bar) = &progress {
            bar.inc(1);
        }
        let report = match Feen::from_bytes(bytes) {
            Ok(feen) => {
                valid += 1;
                if format == Format::Text {
                    writeln!(out, "ok: {input}")?;
                }
                object(&[
                    ("line", json!(line)),
                    ("input", json!(input)),
                    ("valid", json!(true)),
                    ("regular", json!(feen.is_regular())),
                    ("shape", json!(feen.shape().map(|s| s.as_slice().to_vec()))),
                    ("squares", json!(feen.square_count())),
                    ("pieces", json!(feen.piece_count())),
                    ("turn", json!(feen.turn().as_str())),
                ])
            }
            Err(e) => {
                invalid += 1;
                if format == Format::Text {
                    let origin = if from_stdin {
                        Origin::Stdin(line)
                    } else {
                        Origin::Argument(line)
                    };
                    write!(out, "{}", diagnostic(input, &e, origin, color))?;
                }
                object(&[
                    ("line", json!(line)),
                    ("input", json!(input)),
                    ("valid", json!(false)),
                    ("field", json!(e.field().as_str())),
                    ("kind", json!(e.code())),
                    ("offset", json!(e.offset())),
                    ("message", json!(e.to_string())),
                ])
            }
        };
        match format {
            Format::Jsonl => writeln!(out, "{report}")?,
            Format::Json => results.push(report),
            Format::Text => {}
        }
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    match format {
        Format::Json => {
            // One result per line, as in `jsonl`.
            let results = if results.is_empty() {
                "[]".to_owned()
            } else {
                format!("[\n    {}\n  ]", results.join(",\n    "))
            };
            writeln!(
                out,
                "{{\n  \"valid\": {valid},\n  \"invalid\": {invalid},\n  \"results\": {results}\n}}"
            )?;
        }
        Format::Text => writeln!(out, "{valid} valid, {invalid} invalid")?,
        Format::Jsonl => {}
    }
    Ok(if invalid == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(input: &str) -> String {
        let error = tabula_feen::validate(input).unwrap_err();
        diagnostic(input, &error, Origin::Input, false)
    }

    #[test]
    fn diagnostics_point_at_the_offending_byte() {
        insta::assert_snapshot!(render("k$k / C/c"));
    }

    #[test]
    fn diagnostics_survive_any_text() {
        // A non-ASCII character is marked whole; control characters take one column; the end is markable.
        let accent = render("é8 / C/c");
        assert!(accent.contains("1 | é8 / C/c\n  | ^"), "{accent}");
        let tab = render("8\t/ C/c");
        assert!(tab.contains("1 | 8·/ C/c\n"), "{tab}");
        let end = render("8 / C/");
        assert!(end.contains("1 | 8 / C/\n  |       ^"), "{end}");
        for input in ["\u{0}", "日本 / C/c", "8 / C/c\u{7f}", "8 / C/c ", "\r"] {
            let error = tabula_feen::validate(input).unwrap_err();
            let text = diagnostic(input, &error, Origin::Stdin(3), false);
            assert!(text.contains("--> stdin:3:"), "{text}");
            assert!(text.contains('^'), "{text}");
        }
        let error = tabula_feen::validate("").unwrap_err();
        let text = diagnostic("", &error, Origin::Stdin(3), false);
        assert!(text.contains("= note: line 3 of stdin is empty"), "{text}");
    }

    #[test]
    fn colour_follows_the_choice_and_no_color() {
        assert!(ColorChoice::Always.enabled(false));
        assert!(!ColorChoice::Never.enabled(true));
        assert!(!ColorChoice::Auto.enabled(false));
        let set = Some(std::ffi::OsStr::new("1"));
        let empty = Some(std::ffi::OsStr::new(""));
        assert!(ColorChoice::Auto.enabled_with(true, None));
        assert!(ColorChoice::Auto.enabled_with(true, empty));
        assert!(!ColorChoice::Auto.enabled_with(true, set));
        assert!(ColorChoice::Always.enabled_with(true, set));
        assert!(!ColorChoice::Never.enabled_with(true, None));
    }
}
