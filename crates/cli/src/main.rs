//! The `tabula` command: validate, show, convert and play FEEN positions and Sashité tokens.
//!
//! Results go to stdout, errors to stderr. Exit codes: 0 success; 1 the input was rejected (an invalid
//! position, token or JSON document, a refused move); 2 a usage error (clap) or an I/O failure.

use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use tabula_feen::Feen;

mod adapter;
use crate::batch::Tally;
use crate::diagnostic::{Origin, diagnostic};

mod args;
mod batch;
mod commands;
mod convert;
mod diagnostic;
mod documents;
mod draw;
mod formats;
mod json;
mod model;
mod play;
mod rules;
mod token;
mod validate;

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
  tabula convert 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'   # FEN, SFEN, xiangqi FEN -> FEEN
  tabula status \"$(tabula convert '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1')\"   # chess rules: moves, perft, play --rules chess
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
        /// The suite's spec: sin, pin, epin, qpi, cell, location, feen, pmn, pon, qi, chess, sfen or xiangqi-fen.
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
        feen: Option<OsString>,
        #[command(flatten)]
        drawing: Drawing,
        /// Square labels: CELL (files a…, ranks 1…), or shōgi's (files 9 … 1 from the left, ranks a … i
        /// from the top) for a 2-D board.
        #[arg(long, value_enum, default_value_t = draw::Coordinates::Cell)]
        coordinates: draw::Coordinates,
    },
    /// Validate FEEN strings (the arguments, or each line of stdin); exit 1 if any is invalid
    ///
    /// The report is the command's result and goes to stdout:
    ///   text   `ok: INPUT` for a valid string; for an invalid one the message and error code, the
    ///          input with carets under the offending bytes and the field; then a line with the counts
    ///   jsonl  one object per input: `line`, `input`, `valid`, then the error's `field`, `kind`,
    ///          `offset`, `message`, or the decoded `regular`, `shape`, `squares`, `pieces`, `turn`
    ///   json   one document: those objects (`results`), then the counts (`valid`, `invalid`, `blank`)
    ///
    /// Stdin is read line by line in bounded memory and checked in parallel chunks, the reports
    /// written in input order. A blank line is skipped (counted in the summary, not as invalid). A
    /// closed stdout (`| head`) ends the command quietly: exit 1 if an input answered so far was
    /// invalid. A progress line appears on stderr once 1,000 inputs are checked when stderr is a
    /// terminal and stdout is not (when both are the terminal, the scrolling report is the progress).
    #[command(verbatim_doc_comment)]
    #[command(after_help = "\
Examples:
  tabula validate '8/8/8/8/8/8/8/8 / C/c' '8 P2P/ C/c'
  tabula validate < positions.txt
  tabula validate --format jsonl < positions.txt | jq 'select(.valid | not) | .kind'")]
    Validate {
        /// FEEN strings; none reads stdin, one string per line.
        feen: Vec<OsString>,
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
        /// A FEEN string (default: the chess starting position); `-` reads one per line from stdin and
        /// writes one JSON document per line (JSON Lines).
        feen: Option<OsString>,
        /// How to write pieces.
        #[arg(long, value_enum, default_value_t = Pieces::Qpi)]
        pieces: Pieces,
    },
    /// Read positions as JSON on stdin (as `tabula json` writes them) and print canonical FEEN
    ///
    /// Documents follow one another: one per line (JSON Lines, as `tabula json -` writes them) or laid
    /// out over lines. Each gets one line of FEEN; a refused one is named on stderr by its first line
    /// (exit 1 at the end) and the next is read.
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
        #[arg(required = true)]
        tokens: Vec<OsString>,
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
        feen: OsString,
        /// Moves, applied in order; a single `-` reads them from stdin, one per line.
        #[arg(required = true)]
        moves: Vec<OsString>,
        /// Put captured pieces in the mover's hand (as in shogi) instead of removing them.
        #[arg(long)]
        capture_to_hand: bool,
        /// Play by a game's rules: only legal moves, refused with the reason; markers recomputed.
        #[arg(long, value_enum, conflicts_with = "capture_to_hand")]
        rules: Option<rules::Rules>,
        /// Also draw the resulting position.
        #[arg(long)]
        show: bool,
        /// With --show: draw from the second player's side.
        #[arg(long, requires = "show")]
        flip: bool,
        /// With --show: plain ASCII instead of box-drawing characters.
        #[arg(long, requires = "show")]
        ascii: bool,
    },
    /// Convert a position between FEEN, FEN, X-FEN, Shredder-FEN, EPD, SFEN and xiangqi FEN
    #[command(long_about = convert::ABOUT, after_help = convert::EXAMPLES)]
    Convert {
        /// The position; none or `-` reads one per line from stdin (one output line per input line).
        position: Option<OsString>,
        /// The notation read; `auto` tells FEEN, chess FEN, SFEN and xiangqi FEN apart by their fields.
        #[arg(long, value_enum, default_value_t = formats::Notation::Auto)]
        from: formats::Notation,
        /// The notation written.
        #[arg(long, value_enum, default_value_t = formats::Notation::Feen)]
        to: formats::Notation,
        /// The letters of xiangqi FEN output.
        #[arg(long, value_enum, default_value_t)]
        letters: convert::Letters,
    },
    /// List the legal moves of a position in PMN, one per line, sorted
    #[command(after_help = rules::MOVES_EXAMPLES)]
    Moves {
        /// The position (chess-profile FEEN).
        feen: OsString,
        /// The rule system.
        #[arg(long, value_enum, default_value_t)]
        rules: rules::Rules,
    },
    /// Count the leaf nodes of the legal move tree DEPTH plies deep (perft)
    #[command(after_help = rules::PERFT_EXAMPLES)]
    Perft {
        /// The position (chess-profile FEEN).
        feen: OsString,
        /// Plies.
        depth: u32,
        /// First each legal move with its count, then the total.
        #[arg(long)]
        divide: bool,
        /// The rule system.
        #[arg(long, value_enum, default_value_t)]
        rules: rules::Rules,
    },
    /// Say in one line whether the game goes on: check, checkmate, stalemate, insufficient material
    #[command(after_help = rules::STATUS_EXAMPLES)]
    Status {
        /// The position (chess-profile FEEN).
        feen: OsString,
        /// The rule system.
        #[arg(long, value_enum, default_value_t)]
        rules: rules::Rules,
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
        Command::Json { feen, pieces } if feen.as_deref() == Some("-".as_ref()) => {
            commands::stdin_hint("FEEN strings from stdin, one per line");
            let job = commands::JsonLines {
                epin: pieces == Pieces::Epin,
                color: error_color,
            };
            finish(batch::run(
                job,
                io::stdin(),
                tabula_feen::MAX_LEN,
                out,
                |_| {},
            ))
        }
        Command::Json { feen, pieces } => {
            let text = position_text(feen);
            // An irregular board is valid FEEN but no position: both errors point into the input.
            let json = Feen::from_bytes(&text)
                .and_then(|view| json::to_json(&view, pieces == Pieces::Epin, true))
                .map_err(|e| {
                    Failure::Rendered(diagnostic(
                        &String::from_utf8_lossy(&text),
                        &e,
                        Origin::Input,
                        error_color,
                    ))
                })?;
            writeln!(out, "{json}")?;
            Ok(ExitCode::SUCCESS)
        }
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
            capture_to_hand,
            rules,
            show,
            flip,
            ascii,
        } => {
            let text = args::bytes(feen);
            let result = match rules {
                Some(rules::Rules::Chess) => rules::play_command(&text, &moves)?,
                None => commands::play(&text, &moves, capture_to_hand, error_color)?,
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
