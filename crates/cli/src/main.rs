//! The `tabula` command: validate, show, convert and play FEEN positions and Sashité tokens.

use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::process::ExitCode;

use annotate_snippets::{Level, Renderer, Snippet};
use clap::{Parser, Subcommand, ValueEnum};
use serde_json::{Value, json};
use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_feen::{ExtendedPosition, Feen, QualifiedPiece, Side, Style};
use tabula_pin::Piece;

mod draw;
mod play;

/// The chess starting position, shown when `tabula show` gets no argument.
const CHESS_START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

#[derive(Parser)]
#[command(
    name = "tabula",
    version,
    about = "Validate, show, convert and play FEEN positions and Sashite tokens",
    after_help = "Examples:\n  tabula show\n  tabula validate '8/8/8/8/8/8/8/8 / C/c'\n  tabula json | tabula feen\n  tabula token +K^ e4 '*'\n  tabula play \"$(tabula json | tabula feen)\" e2-e4 e7-e5 --show"
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
    /// Whether to colour a stream that is (or is not) a terminal.
    fn enabled(self, terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                terminal && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
            }
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Draw a position: board, hands, styles and side to move (default: the chess starting position).
    #[command(
        after_help = "Examples:\n  tabula show\n  tabula show --flip --ascii 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s'\n  tabula show 'ab/cd//AB/CD / G/g'"
    )]
    Show {
        /// A FEEN string.
        #[arg(allow_hyphen_values = true)]
        feen: Option<String>,
        /// Draw from the second player's side.
        #[arg(long)]
        flip: bool,
        /// Plain ASCII instead of box-drawing characters.
        #[arg(long)]
        ascii: bool,
    },
    /// Validate FEEN strings (arguments, or one per stdin line); exit 1 if any is invalid.
    #[command(
        after_help = "Examples:\n  tabula validate '8/8/8/8/8/8/8/8 / C/c'\n  tabula validate --format jsonl < positions.txt"
    )]
    Validate {
        /// FEEN strings; none reads stdin.
        #[arg(allow_hyphen_values = true)]
        feen: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Print a position as JSON.
    #[command(
        after_help = "Examples:\n  tabula json\n  tabula json --pieces epin 'K1/1p\\' P/ C/s'"
    )]
    Json {
        /// A FEEN string (default: the chess starting position).
        #[arg(allow_hyphen_values = true)]
        feen: Option<String>,
        /// How to write pieces.
        #[arg(long, value_enum, default_value_t = Pieces::Qpi)]
        pieces: Pieces,
    },
    /// Read a position as JSON on stdin (as `tabula json` writes it) and print canonical FEEN.
    #[command(after_help = "Example:\n  tabula json | tabula feen")]
    Feen,
    /// Tell, for each token, every notation it is valid in.
    #[command(after_help = "Example:\n  tabula token K +p^ \"c:K'\" C:k e4 '*'")]
    Token {
        /// Tokens to look at.
        #[arg(required = true, allow_hyphen_values = true)]
        tokens: Vec<String>,
    },
    /// Apply moves to a position and print the resulting FEEN (rule-agnostic: no legality checks).
    ///
    /// MOVE is `e2-e4` (to an empty square), `d1+f3` (capture), `P*e5` (drop a piece from the mover's hand,
    /// written as in the FEEN hands), each step optionally followed by `=TOKEN` to replace the moved piece
    /// (promotion). Squares are CELL coordinates, pieces EPIN tokens. The turn passes after each move. A
    /// move that does not fit the position is an error naming the move, and nothing is printed.
    #[command(
        after_help = "Examples:\n  tabula play '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c' e2-e4 e7-e5 g1-f3\n  tabula play --capture-to-hand --show 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s' c3-c4 g7-g6 b2+h8=+B g9+h8 'B*e5'\n\nWith --capture-to-hand a captured piece goes to the mover's hand on the mover's side, keeping its\nletter and state; it takes the mover's style when it has the same style letter (shogi captures become\nthe capturer's own pieces), and otherwise keeps its style (it is then a derived piece)."
    )]
    Play {
        /// The starting position (FEEN).
        #[arg(allow_hyphen_values = true)]
        feen: String,
        /// Moves, applied in order.
        #[arg(required = true)]
        moves: Vec<String>,
        /// Put captured pieces in the mover's hand (as in shogi) instead of removing them.
        #[arg(long)]
        capture_to_hand: bool,
        /// Also draw the resulting position.
        #[arg(long)]
        show: bool,
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = cli.color.enabled(io::stdout().is_terminal());
    let error_color = cli.color.enabled(io::stderr().is_terminal());
    let mut out = io::stdout().lock();
    let result = match cli.command {
        Command::Show { feen, flip, ascii } => show(
            &mut out,
            feen.as_deref().unwrap_or(CHESS_START),
            Look { flip, ascii, color },
            error_color,
        ),
        Command::Validate { feen, format } => validate(&mut out, feen, format, color),
        Command::Json { feen, pieces } => to_json(
            &mut out,
            feen.as_deref().unwrap_or(CHESS_START),
            pieces,
            error_color,
        ),
        Command::Feen => from_json(&mut out),
        Command::Token { tokens } => token(&mut out, &tokens),
        Command::Play {
            feen,
            moves,
            capture_to_hand,
            show,
        } => play(
            &mut out,
            &feen,
            &moves,
            capture_to_hand,
            show.then_some(color),
            error_color,
        ),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            let _ = write!(io::stderr(), "{message}");
            if !message.ends_with('\n') {
                let _ = writeln!(io::stderr());
            }
            ExitCode::from(2)
        }
    }
}

/// How to draw a board.
#[derive(Clone, Copy)]
struct Look {
    flip: bool,
    ascii: bool,
    color: bool,
}

type Outcome = Result<ExitCode, String>;

fn show(out: &mut impl Write, text: &str, look: Look, error_color: bool) -> Outcome {
    let feen = match Feen::parse(text) {
        Ok(feen) => feen,
        Err(e) => {
            let _ = write!(io::stderr(), "{}", diagnostic(text, &e, error_color));
            return Ok(ExitCode::from(1));
        }
    };
    let drawing = draw::draw(&feen, look.flip, look.ascii, look.color);
    out.write_all(drawing.as_bytes())
        .map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// The error rendered by annotate-snippets: the message and code, the input with carets under the offending
/// bytes labelled with the field (control characters shown as `·` so the carets line up).
fn diagnostic(input: &str, error: &tabula_feen::Error, color: bool) -> String {
    let shown: String = input
        .chars()
        .map(|c| if c.is_control() { '·' } else { c })
        .collect();
    let title = error.to_string();
    let label = format!("{} field", error.field());
    let snippet = Snippet::source(&shown).origin("input").fold(false);
    let snippet = match error.offset() {
        Some(offset) => {
            // Byte offsets of `input` are byte offsets of `shown` for ASCII; past the end, mark the end.
            let start = offset.min(shown.len());
            let end = (start + error.len().max(1)).min(shown.len().max(start));
            snippet.annotation(Level::Error.span(start..end).label(&label))
        }
        None => snippet,
    };
    let message = Level::Error.title(&title).id(error.code()).snippet(snippet);
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    format!("{}\n", renderer.render(message))
}

/// Inputs from this many on get a progress bar (when stderr is a terminal).
const PROGRESS_FROM: usize = 1_000;

fn validate(out: &mut impl Write, args: Vec<String>, format: Format, color: bool) -> Outcome {
    let inputs: Vec<String> = if args.is_empty() {
        io::stdin()
            .lock()
            .lines()
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?
    } else {
        args
    };
    let progress = (inputs.len() >= PROGRESS_FROM && io::stderr().is_terminal()).then(|| {
        let bar = indicatif::ProgressBar::new(inputs.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} positions ({per_sec})")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let mut results = Vec::new();
    let (mut valid, mut invalid) = (0, 0);
    for input in &inputs {
        if let Some(bar) = &progress {
            bar.inc(1);
        }
        let report = match Feen::parse(input) {
            Ok(feen) => {
                valid += 1;
                json!({
                    "input": input, "valid": true, "regular": feen.is_regular(),
                    "shape": feen.shape().map(|s| s.as_slice().to_vec()),
                    "squares": feen.square_count(), "pieces": feen.piece_count(), "turn": feen.turn().as_str(),
                })
            }
            Err(e) => {
                invalid += 1;
                if format == Format::Text {
                    write!(out, "{}", diagnostic(input, &e, color)).map_err(|e| e.to_string())?;
                }
                json!({
                    "input": input, "valid": false, "field": e.field().as_str(), "kind": e.code(),
                    "offset": e.offset(), "message": e.to_string(),
                })
            }
        };
        match format {
            Format::Text if report["valid"] == true => {
                writeln!(out, "ok: {input}").map_err(|e| e.to_string())?;
            }
            Format::Jsonl => writeln!(out, "{report}").map_err(|e| e.to_string())?,
            _ => {}
        }
        results.push(report);
    }
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    match format {
        Format::Json => {
            let document = json!({ "valid": valid, "invalid": invalid, "results": results });
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&document).map_err(|e| e.to_string())?
            )
            .map_err(|e| e.to_string())?;
        }
        Format::Text => {
            writeln!(out, "{valid} valid, {invalid} invalid").map_err(|e| e.to_string())?;
        }
        Format::Jsonl => {}
    }
    Ok(if invalid == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn to_json(out: &mut impl Write, text: &str, pieces: Pieces, error_color: bool) -> Outcome {
    let feen = Feen::parse(text).map_err(|e| diagnostic(text, &e, error_color))?;
    let value = match pieces {
        Pieces::Qpi => position_json(&feen.to_position().map_err(|e| e.to_string())?),
        Pieces::Epin => position_json(&feen.to_extended_position().map_err(|e| e.to_string())?),
    };
    writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?
    )
    .map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

fn position_json<P: Ord + Clone + ToString>(position: &tabula_feen::Qi<P, Style>) -> Value {
    let square = |s: &Option<P>| {
        s.as_ref()
            .map_or(Value::Null, |p| Value::String(p.to_string()))
    };
    let rank = |r: &[Option<P>]| Value::Array(r.iter().map(square).collect());
    let board = match position.shape().len() {
        1 => rank(position.board()),
        2 => Value::Array(position.ranks().map(rank).collect()),
        _ => {
            let files = position.shape()[2];
            Value::Array(
                position
                    .layers()
                    .map(|layer| Value::Array(layer.chunks(files).map(rank).collect()))
                    .collect(),
            )
        }
    };
    let hand = |side| {
        Value::Array(
            position
                .hand(side)
                .map(|(p, n)| json!([p.to_string(), n]))
                .collect(),
        )
    };
    json!({
        "shape": position.shape(),
        "board": board,
        "first_hand": hand(Side::First),
        "second_hand": hand(Side::Second),
        "styles": { "first": position.first_style().to_string(), "second": position.second_style().to_string() },
        "turn": position.turn().as_str(),
    })
}

fn from_json(out: &mut impl Write) -> Outcome {
    let mut text = String::new();
    io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| e.to_string())?;
    let value: Value = serde_json::from_str(&text).map_err(|e| format!("invalid JSON: {e}"))?;
    let shape: Vec<usize> =
        serde_json::from_value(value["shape"].clone()).map_err(|e| format!("shape: {e}"))?;
    let style = |key: &str| {
        value["styles"][key]
            .as_str()
            .ok_or_else(|| format!("styles.{key} missing"))
            .and_then(|s| Style::parse(s).map_err(|e| format!("styles.{key}: {e}")))
    };
    let (first, second) = (style("first")?, style("second")?);
    let turn: Side = value["turn"]
        .as_str()
        .unwrap_or("")
        .parse()
        .map_err(|_| "turn must be \"first\" or \"second\"")?;
    let mut flat = Vec::new();
    flatten(&value["board"], &mut flat);
    let qualified = flat
        .iter()
        .flatten()
        .chain(hand_tokens(&value["first_hand"]).iter())
        .any(|t| t.contains(':'));
    let result = if qualified {
        let position = build(&shape, &flat, &value, first, second, turn, |t| {
            QualifiedPiece::parse(t).map_err(|e| e.to_string())
        })?;
        tabula_feen::emit(&position)
    } else {
        let position: ExtendedPosition = build(&shape, &flat, &value, first, second, turn, |t| {
            ExtendedPiece::parse(t).map_err(|e| e.to_string())
        })?;
        tabula_feen::emit_extended(&position)
    };
    let feen = result.map_err(|e| e.to_string())?;
    writeln!(out, "{feen}").map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

fn flatten(value: &Value, flat: &mut Vec<Option<String>>) {
    match value {
        Value::Array(items) => items.iter().for_each(|item| flatten(item, flat)),
        Value::String(s) => flat.push(Some(s.clone())),
        _ => flat.push(None),
    }
}

fn hand_tokens(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|item| item[0].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

fn build<P: Ord + Clone>(
    shape: &[usize],
    flat: &[Option<String>],
    value: &Value,
    first: Style,
    second: Style,
    turn: Side,
    parse: impl Fn(&str) -> Result<P, String>,
) -> Result<tabula_feen::Qi<P, Style>, String> {
    let board = flat
        .iter()
        .map(|s| s.as_deref().map(&parse).transpose())
        .collect::<Result<Vec<_>, _>>()?;
    let hand = |key: &str| -> Result<Vec<(P, usize)>, String> {
        value[key]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .map(|item| {
                let token = item[0]
                    .as_str()
                    .ok_or(format!("{key}: item without a piece"))?;
                let count = item[1]
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or(format!("{key}: bad count"))?;
                Ok((parse(token)?, count))
            })
            .collect()
    };
    let (first_hand, second_hand) = (hand("first_hand")?, hand("second_hand")?);
    tabula_feen::Qi::from_parts(shape, board, first_hand, second_hand, first, second, turn)
        .map_err(|e| e.to_string())
}

fn token(out: &mut impl Write, tokens: &[String]) -> Outcome {
    let mut all_known = true;
    for token in tokens {
        let mut lines = Vec::new();
        if let Ok(s) = Style::parse(token) {
            lines.push(format!("SIN   style {}, {} player", s.letter(), s.side()));
        }
        if let Ok(p) = Piece::parse(token) {
            lines.push(format!(
                "PIN   piece {}, {} side, {}, terminal: {}",
                p.letter(),
                p.side(),
                p.state(),
                p.is_terminal()
            ));
        }
        if let Ok(p) = ExtendedPiece::parse(token) {
            let status = if p.is_derived() { "derived" } else { "native" };
            lines.push(format!(
                "EPIN  piece {}, {} side, {}, terminal: {}, {status}",
                p.letter(),
                p.side(),
                p.state(),
                p.is_terminal()
            ));
        }
        if let Ok(q) = QualifiedPiece::parse(token) {
            let status = if q.is_derived() { "derived" } else { "native" };
            lines.push(format!(
                "QPI   style {} ({}), piece {}, {} side, {}, terminal: {}, {status}",
                q.style_letter(),
                q.style().side(),
                q.letter(),
                q.side(),
                q.state(),
                q.is_terminal()
            ));
        }
        match Location::parse(token) {
            Ok(Location::Hand) => lines.push("CELL  the hand location *".to_owned()),
            Ok(Location::Board(c)) => {
                lines.push(format!("CELL  coordinate, indices {:?}", c.indices()));
            }
            Err(_) => {}
        }
        writeln!(out, "{token}").map_err(|e| e.to_string())?;
        if lines.is_empty() {
            all_known = false;
            let pin = Piece::parse(token)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            let qpi = QualifiedPiece::parse(token)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            let cell = Coordinate::parse(token)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            writeln!(
                out,
                "  not a token of any notation (as PIN: {pin}; as QPI: {qpi}; as CELL: {cell})"
            )
            .map_err(|e| e.to_string())?;
        }
        for line in lines {
            writeln!(out, "  {line}").map_err(|e| e.to_string())?;
        }
    }
    Ok(if all_known {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn play(
    out: &mut impl Write,
    text: &str,
    moves: &[String],
    capture_to_hand: bool,
    show_in_color: Option<bool>,
    error_color: bool,
) -> Outcome {
    let mut position = tabula_feen::parse(text).map_err(|e| diagnostic(text, &e, error_color))?;
    for (n, text) in moves.iter().enumerate() {
        position = play::apply(&position, text, capture_to_hand)
            .map_err(|reason| format!("tabula: move {}: {reason}", n + 1))?;
    }
    let feen = tabula_feen::emit(&position).map_err(|e| format!("tabula: {e}"))?;
    writeln!(out, "{feen}").map_err(|e| e.to_string())?;
    if let Some(color) = show_in_color {
        let view = Feen::parse(&feen).map_err(|e| e.to_string())?;
        out.write_all(draw::draw(&view, false, false, color).as_bytes())
            .map_err(|e| e.to_string())?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: Look = Look {
        flip: false,
        ascii: false,
        color: false,
    };

    #[test]
    fn diagnostics_point_at_the_offending_byte() {
        let error = tabula_feen::validate("k$k / C/c").unwrap_err();
        insta::assert_snapshot!(diagnostic("k$k / C/c", &error, false));
    }

    #[test]
    fn chess_start_is_drawn() {
        let mut out = Vec::new();
        show(&mut out, CHESS_START, PLAIN, false).unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn shogi_with_hands_is_drawn_flipped_in_ascii() {
        let mut out = Vec::new();
        show(
            &mut out,
            "lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL P/p S/s",
            Look {
                flip: true,
                ascii: true,
                color: false,
            },
            false,
        )
        .unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn three_d_boards_show_their_layers() {
        let mut out = Vec::new();
        show(&mut out, "ab/cd//AB/CD / G/g", PLAIN, false).unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn validate_reports_json_lines() {
        let mut out = Vec::new();
        let code = validate(
            &mut out,
            vec!["8 / C/c".into(), "8 PP/ C/c".into()],
            Format::Jsonl,
            false,
        )
        .unwrap();
        assert_eq!(code, ExitCode::from(1));
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn json_lists_ranks_and_hands() {
        let mut out = Vec::new();
        to_json(&mut out, "K1/1p' P/ C/s", Pieces::Qpi, false).unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn tokens_are_classified() {
        let mut out = Vec::new();
        let code = token(
            &mut out,
            &[
                "K".into(),
                "C:k^".into(),
                "e4".into(),
                "*".into(),
                "K^^".into(),
            ],
        )
        .unwrap();
        assert_eq!(code, ExitCode::from(1));
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }
}
