//! The `tabula` command: validate, show and convert FEEN positions and Sashité tokens.

use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde_json::{Value, json};
use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_feen::{ExtendedPosition, Feen, QualifiedPiece, Side, Style};
use tabula_pin::Piece;

mod draw;

/// The chess starting position, shown when `tabula show` gets no argument.
const CHESS_START: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

#[derive(Parser)]
#[command(
    name = "tabula",
    version,
    about = "Validate, show and convert FEEN positions and Sashite tokens"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Draw a position: board, hands, styles and side to move (default: the chess starting position).
    Show {
        /// A FEEN string.
        feen: Option<String>,
        /// Draw from the second player's side.
        #[arg(long)]
        flip: bool,
        /// Plain ASCII instead of box-drawing characters.
        #[arg(long)]
        ascii: bool,
    },
    /// Validate FEEN strings (arguments, or one per stdin line); exit 1 if any is invalid.
    Validate {
        /// FEEN strings; none reads stdin.
        feen: Vec<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Print a position as JSON.
    Json {
        /// A FEEN string (default: the chess starting position).
        feen: Option<String>,
        /// How to write pieces.
        #[arg(long, value_enum, default_value_t = Pieces::Qpi)]
        pieces: Pieces,
    },
    /// Read a position as JSON on stdin (as `tabula json` writes it) and print canonical FEEN.
    Feen,
    /// Tell, for each token, every notation it is valid in.
    Token {
        /// Tokens to look at.
        #[arg(required = true)]
        tokens: Vec<String>,
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
    let mut out = io::stdout().lock();
    let result = match cli.command {
        Command::Show { feen, flip, ascii } => show(
            &mut out,
            feen.as_deref().unwrap_or(CHESS_START),
            flip,
            ascii,
        ),
        Command::Validate { feen, format } => validate(&mut out, feen, format),
        Command::Json { feen, pieces } => {
            to_json(&mut out, feen.as_deref().unwrap_or(CHESS_START), pieces)
        }
        Command::Feen => from_json(&mut out),
        Command::Token { tokens } => token(&mut out, &tokens),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            let _ = writeln!(io::stderr(), "tabula: {message}");
            ExitCode::from(2)
        }
    }
}

type Outcome = Result<ExitCode, String>;

fn show(out: &mut impl Write, text: &str, flip: bool, ascii: bool) -> Outcome {
    let feen = match Feen::parse(text) {
        Ok(feen) => feen,
        Err(e) => {
            write!(out, "{}", diagnostic(text, &e)).map_err(|e| e.to_string())?;
            return Ok(ExitCode::from(1));
        }
    };
    let drawing = draw::draw(&feen, flip, ascii);
    out.write_all(drawing.as_bytes())
        .map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// The input, a caret line under the offending bytes, and the error.
fn diagnostic(input: &str, error: &tabula_feen::Error) -> String {
    let mut text = format!("error[{}]: {error}\n", error.code());
    if let Some(offset) = error.offset() {
        let shown: String = input
            .chars()
            .map(|c| if c.is_control() { '·' } else { c })
            .collect();
        let column = input
            .get(..offset)
            .map_or(offset, |prefix| prefix.chars().count());
        let _ = write!(
            text,
            "  | {shown}\n  | {}{} {} field\n",
            " ".repeat(column),
            "^".repeat(error.len()),
            error.field()
        );
    } else {
        let _ = write!(text, "  | {input}\n  = in the {} field\n", error.field());
    }
    text
}

fn validate(out: &mut impl Write, args: Vec<String>, format: Format) -> Outcome {
    let inputs: Vec<String> = if args.is_empty() {
        io::stdin()
            .lock()
            .lines()
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?
    } else {
        args
    };
    let mut results = Vec::new();
    let (mut valid, mut invalid) = (0, 0);
    for input in &inputs {
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
                    write!(out, "{input}\n{}", diagnostic(input, &e)).map_err(|e| e.to_string())?;
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

fn to_json(out: &mut impl Write, text: &str, pieces: Pieces) -> Outcome {
    let feen = Feen::parse(text).map_err(|e| diagnostic(text, &e))?;
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
            let cell = Coordinate::parse(token)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            writeln!(
                out,
                "  not a token of any notation (as PIN: {pin}; as CELL: {cell})"
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostics_point_at_the_offending_byte() {
        let error = tabula_feen::validate("k$k / C/c").unwrap_err();
        insta::assert_snapshot!(diagnostic("k$k / C/c", &error));
    }

    #[test]
    fn chess_start_is_drawn() {
        let mut out = Vec::new();
        show(&mut out, CHESS_START, false, false).unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn shogi_with_hands_is_drawn_flipped_in_ascii() {
        let mut out = Vec::new();
        show(
            &mut out,
            "lnsgk^gsnl/1r5b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGK^GSNL P/p S/s",
            true,
            true,
        )
        .unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn three_d_boards_show_their_layers() {
        let mut out = Vec::new();
        show(&mut out, "ab/cd//AB/CD / G/g", false, false).unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn validate_reports_json_lines() {
        let mut out = Vec::new();
        let code = validate(
            &mut out,
            vec!["8 / C/c".into(), "8 PP/ C/c".into()],
            Format::Jsonl,
        )
        .unwrap();
        assert_eq!(code, ExitCode::from(1));
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn json_lists_ranks_and_hands() {
        let mut out = Vec::new();
        to_json(&mut out, "K1/1p' P/ C/s", Pieces::Qpi).unwrap();
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
