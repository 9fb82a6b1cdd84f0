//! `tabula conformance-adapter <SPEC> [--jsonl]`: Tabula as the reference adapter of the fixture suite.
//!
//! The contract is the one of `fixtures/README.md` ("The adapter contract"): any implementation that
//! follows it can be run over every suite by `fixtures/runners/python/run.py --adapter 'CMD'`.
//!
//! - One input: stdin's bytes are the input (nothing trimmed). Accepted: the decoded value as one line of
//!   JSON, exit 0. Rejected: the error code (and, for FEEN, a space and the field), exit 1. A spec this
//!   adapter does not know: a message on stderr, exit 2.
//! - `--jsonl`: each line of stdin is a request object, each line of stdout the matching reply, in order,
//!   flushed after each one; exit 0 at the end of stdin.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde_json::{Value, json};
use tabula_cell::{Coordinate, Location};
use tabula_epin::ExtendedPiece;
use tabula_feen::{Feen, Side};
use tabula_pin::Piece;
use tabula_qi::Qi;
use tabula_qpi::QualifiedPiece;
use tabula_sin::Style;

/// How the adapter reads one input of a suite's strings.
type Decoder = fn(&[u8]) -> Reply;

/// Every suite this adapter answers, with the reader of its strings (`None`: a suite without string inputs,
/// answered through its own requests). A new suite is one more entry here, and its reader below.
const SUITES: &[(&str, Option<Decoder>)] = &[
    ("sin", Some(sin)),
    ("pin", Some(pin)),
    ("epin", Some(epin)),
    ("qpi", Some(qpi)),
    ("cell", Some(cell)),
    ("location", Some(location)),
    ("feen", Some(feen)),
    ("qi", None),
];

/// What the adapter answers to one request.
enum Reply {
    /// Accepted: the decoded value and the canonical form written back from it.
    Value { value: Value, canonical: String },
    /// Written: the output of an emit request.
    Output(String),
    /// Refused: the error code and, for FEEN strings, the field of the first error.
    Rejected {
        code: &'static str,
        field: Option<&'static str>,
    },
    /// The outcome of each call of a Qi case: the constructor's, then each step's.
    Results(Vec<Value>),
    /// A request this adapter cannot answer (the runner counts the case as skipped).
    Unsupported(String),
}

impl Reply {
    fn to_json(&self) -> Value {
        match self {
            Reply::Value { value, canonical } => json!({ "value": value, "canonical": canonical }),
            Reply::Output(text) => json!({ "output": text }),
            Reply::Rejected { code, field } => match field {
                Some(field) => json!({ "error": code, "field": field }),
                None => json!({ "error": code }),
            },
            Reply::Results(results) => json!({ "results": results }),
            Reply::Unsupported(why) => json!({ "unsupported": why }),
        }
    }
}

/// Runs the adapter for `spec` over `input`, writing to `out`; the exit status of the contract.
pub fn run(
    spec: &str,
    jsonl: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let Some(&(_, decoder)) = SUITES.iter().find(|(name, _)| *name == spec) else {
        let known: Vec<&str> = SUITES.iter().map(|(name, _)| *name).collect();
        eprintln!(
            "tabula conformance-adapter: no adapter for the spec {spec:?} (known: {known:?})"
        );
        return Ok(ExitCode::from(2));
    };
    let decode = |input: &[u8]| match decoder {
        Some(decode) => decode(input),
        None => Reply::Unsupported(format!("{spec} has no string inputs")),
    };
    if !jsonl {
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        return Ok(match decode(&bytes) {
            Reply::Value { value, .. } => {
                writeln!(out, "{value}")?;
                ExitCode::SUCCESS
            }
            Reply::Rejected { code, field } => {
                match field {
                    Some(field) => writeln!(out, "{code} {field}")?,
                    None => writeln!(out, "{code}")?,
                }
                ExitCode::from(1)
            }
            other => {
                eprintln!("tabula conformance-adapter: {}", other.to_json());
                ExitCode::from(2)
            }
        });
    }
    let mut line = Vec::new();
    while input.read_until(b'\n', &mut line)? > 0 {
        let reply = match serde_json::from_slice::<Value>(&line) {
            Ok(request) => answer(spec, &request, &decode),
            Err(e) => Reply::Unsupported(format!("not a JSON request: {e}")),
        };
        writeln!(out, "{}", reply.to_json())?;
        out.flush()?;
        line.clear();
    }
    Ok(ExitCode::SUCCESS)
}

fn answer(spec: &str, request: &Value, decode: &dyn Fn(&[u8]) -> Reply) -> Reply {
    if let Some(text) = request["input"].as_str() {
        decode(text.as_bytes())
    } else if let Some(hex) = request["inputHex"].as_str() {
        match unhex(hex) {
            Some(bytes) => decode(&bytes),
            None => Reply::Unsupported(format!("inputHex {hex:?} is not hex")),
        }
    } else if let (Some(position), "feen") = (request.get("position"), spec) {
        emit(position).unwrap_or_else(Reply::Unsupported)
    } else if let (Some(case), "qi") = (request.get("qi"), spec) {
        qi_case(case).map_or_else(Reply::Unsupported, Reply::Results)
    } else {
        Reply::Unsupported(format!("no request this adapter answers for {spec}"))
    }
}

fn unhex(hex: &str) -> Option<Vec<u8>> {
    let digits = hex.as_bytes();
    if digits.len() % 2 != 0 {
        return None;
    }
    digits
        .chunks(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect()
}

fn sin(input: &[u8]) -> Reply {
    token(
        Style::parse_bytes(input),
        sin_value,
        tabula_sin::Error::code,
    )
}

fn pin(input: &[u8]) -> Reply {
    token(
        Piece::parse_bytes(input),
        pin_value,
        tabula_pin::Error::code,
    )
}

fn epin(input: &[u8]) -> Reply {
    token(
        ExtendedPiece::parse_bytes(input),
        epin_value,
        tabula_epin::Error::code,
    )
}

fn qpi(input: &[u8]) -> Reply {
    token(
        QualifiedPiece::parse_bytes(input),
        qpi_value,
        tabula_qpi::Error::code,
    )
}

fn cell(input: &[u8]) -> Reply {
    token(
        Coordinate::try_from(input),
        cell_value,
        tabula_cell::Error::code,
    )
}

fn location(input: &[u8]) -> Reply {
    token(
        Location::try_from(input),
        location_value,
        tabula_cell::Error::code,
    )
}

fn token<T: std::fmt::Display + Copy, E>(
    parsed: Result<T, E>,
    value: impl Fn(T) -> Value,
    code: impl Fn(&E) -> &'static str,
) -> Reply {
    match parsed {
        Ok(token) => Reply::Value {
            value: value(token),
            canonical: token.to_string(),
        },
        Err(e) => Reply::Rejected {
            code: code(&e),
            field: None,
        },
    }
}

fn sin_value(style: Style) -> Value {
    json!({ "abbr": style.letter().to_string(), "side": style.side().as_str() })
}

fn pin_value(piece: Piece) -> Value {
    json!({
        "abbr": piece.letter().to_string(),
        "side": piece.side().as_str(),
        "state": piece.state().as_str(),
        "terminal": piece.is_terminal(),
    })
}

fn epin_value(token: ExtendedPiece) -> Value {
    let mut value = pin_value(token.piece());
    value["derived"] = json!(token.is_derived());
    value
}

fn qpi_value(piece: QualifiedPiece) -> Value {
    json!({
        "style": sin_value(piece.style()),
        "piece": pin_value(piece.piece()),
        "derived": piece.is_derived(),
    })
}

fn cell_value(coordinate: Coordinate) -> Value {
    json!({ "indices": coordinate.indices() })
}

fn location_value(location: Location) -> Value {
    match location.coordinate() {
        Some(coordinate) => json!({ "kind": "board", "indices": coordinate.indices() }),
        None => json!({ "kind": "hand" }),
    }
}

/// A FEEN string: the position as written, plus `qualified` (the pieces resolved to QPI) for a regular
/// board. The canonical form is the typed position written back (an irregular board, which has no typed
/// position, is written back as read).
fn feen(input: &[u8]) -> Reply {
    let view = match Feen::from_bytes(input) {
        Ok(view) => view,
        Err(e) => {
            return Reply::Rejected {
                code: e.code(),
                field: Some(e.field().as_str()),
            };
        }
    };
    let (first, second) = (view.first_style(), view.second_style());
    let hand = |side| {
        view.hand(side)
            .map(|(piece, count)| json!([piece.to_string(), count]))
            .collect::<Vec<_>>()
    };
    let resolved = |side| {
        view.hand(side)
            .map(|(piece, count)| {
                json!([
                    QualifiedPiece::from_extended(piece, first, second).to_string(),
                    count
                ])
            })
            .collect::<Vec<_>>()
    };
    let mut value = json!({
        "rankLengths": view.rank_lengths().collect::<Vec<_>>(),
        "board": view.squares().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
        "firstHand": hand(Side::First),
        "secondHand": hand(Side::Second),
        "styles": [first.to_string(), second.to_string()],
        "turn": view.turn().as_str(),
    });
    let mut canonical = view.as_str().to_owned();
    if let Some(shape) = view.shape() {
        value["shape"] = json!(shape.as_slice());
    }
    if let Ok(position) = view.to_position() {
        value["qualified"] = json!({
            "board": position.board().iter().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
            "firstHand": resolved(Side::First),
            "secondHand": resolved(Side::Second),
        });
        match tabula_feen::emit(&position) {
            Ok(text) => canonical = text,
            Err(e) => {
                return Reply::Unsupported(format!("accepted, but writing it back failed: {e}"));
            }
        }
    }
    Reply::Value { value, canonical }
}

fn string<'v>(value: &'v Value, what: &str) -> Result<&'v str, String> {
    value
        .as_str()
        .ok_or_else(|| format!("{what}: expected a string, got {value}"))
}

fn size(value: &Value, what: &str) -> Result<usize, String> {
    value
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| format!("{what}: expected a size, got {value}"))
}

fn list<'v>(value: &'v Value, what: &str) -> Result<&'v [Value], String> {
    value
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| format!("{what}: expected a list, got {value}"))
}

fn sizes(value: &Value, what: &str) -> Result<Vec<usize>, String> {
    list(value, what)?.iter().map(|n| size(n, what)).collect()
}

fn side(value: &Value) -> Result<Side, String> {
    string(value, "side")?
        .parse()
        .map_err(|_| format!("not a side: {value}"))
}

/// A FEEN emit request: the typed position, written as FEEN (or the error that refuses it).
fn emit(position: &Value) -> Result<Reply, String> {
    let qpi = |value: &Value| {
        let text = string(value, "piece")?;
        QualifiedPiece::parse(text).map_err(|e| format!("{text}: {e}"))
    };
    let style = |value: &Value| {
        let text = string(value, "style")?;
        Style::parse(text).map_err(|e| format!("{text}: {e}"))
    };
    let hand = |value: &Value| -> Result<Vec<(QualifiedPiece, usize)>, String> {
        list(value, "hand")?
            .iter()
            .map(|item| Ok((qpi(&item[0])?, size(&item[1], "count")?)))
            .collect()
    };
    let board = list(&position["board"], "board")?
        .iter()
        .map(|square| {
            if square.is_null() {
                Ok(None)
            } else {
                qpi(square).map(Some)
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let typed = tabula_feen::Position::from_parts(
        &sizes(&position["shape"], "shape")?,
        board,
        hand(&position["firstHand"])?,
        hand(&position["secondHand"])?,
        style(&position["styles"][0])?,
        style(&position["styles"][1])?,
        side(&position["turn"])?,
    );
    Ok(match typed.map(|typed| tabula_feen::emit(&typed)) {
        Ok(Ok(text)) => Reply::Output(text),
        Ok(Err(e)) => Reply::Rejected {
            code: e.code(),
            field: None,
        },
        Err(e) => Reply::Rejected {
            code: e.code(),
            field: None,
        },
    })
}

type Position = Qi<String, String>;

/// A Qi operation case: the constructor's outcome, then each step's (a refused step leaves the
/// position as it was). Each outcome is `{"state": …}` or `{"error": code}`.
fn qi_case(case: &Value) -> Result<Vec<Value>, String> {
    let hand_items = |value: &Value| -> Result<Vec<(String, usize)>, String> {
        list(value, "hand")?
            .iter()
            .map(|item| {
                Ok((
                    string(&item[0], "piece")?.to_owned(),
                    size(&item[1], "count")?,
                ))
            })
            .collect()
    };
    let constructed = if let Some(args) = case.get("new") {
        Position::new(
            &sizes(&args["shape"], "shape")?,
            string(&args["firstStyle"], "firstStyle")?.to_owned(),
            string(&args["secondStyle"], "secondStyle")?.to_owned(),
        )
    } else {
        let args = &case["fromParts"];
        let board = list(&args["board"], "board")?
            .iter()
            .map(|square| square.as_str().map(str::to_owned))
            .collect();
        Position::from_parts(
            &sizes(&args["shape"], "shape")?,
            board,
            hand_items(&args["firstHand"])?,
            hand_items(&args["secondHand"])?,
            string(&args["firstStyle"], "firstStyle")?.to_owned(),
            string(&args["secondStyle"], "secondStyle")?.to_owned(),
            side(&args["turn"])?,
        )
    };
    let mut position = match constructed {
        Ok(position) => position,
        Err(e) => return Ok(vec![json!({ "error": e.code() })]),
    };
    let mut results = vec![json!({ "state": state(&position) })];
    for step in list(case.get("steps").unwrap_or(&json!([])), "steps")? {
        let board_changes = || -> Result<Vec<(usize, Option<String>)>, String> {
            list(&step["changes"], "changes")?
                .iter()
                .map(|c| Ok((size(&c[0], "index")?, c[1].as_str().map(str::to_owned))))
                .collect()
        };
        let hand_changes = || -> Result<Vec<(String, i64)>, String> {
            list(&step["changes"], "changes")?
                .iter()
                .map(|c| {
                    let delta = c[1].as_i64().ok_or_else(|| format!("delta: {}", c[1]))?;
                    Ok((string(&c[0], "piece")?.to_owned(), delta))
                })
                .collect()
        };
        let next = match string(&step["op"], "op")? {
            "board_diff" => position.try_board_diff(board_changes()?),
            "first_hand_diff" => position.try_first_hand_diff(hand_changes()?),
            "second_hand_diff" => position.try_second_hand_diff(hand_changes()?),
            "toggle" => Ok(position.toggle()),
            "with_turn" => Ok(position.with_turn(side(&step["turn"])?)),
            op => return Err(format!("unknown op {op}")),
        };
        position = match next {
            Ok(next) => {
                results.push(json!({ "state": state(&next) }));
                next
            }
            Err(rejected) => {
                results.push(json!({ "error": rejected.error().code() }));
                rejected.into_position()
            }
        };
    }
    Ok(results)
}

/// A Qi position in the fixtures' `state` shape (occupied squares ascending, hands in code-point order).
fn state(position: &Position) -> Value {
    let occupied: Vec<Value> = position
        .board()
        .iter()
        .enumerate()
        .filter_map(|(i, square)| square.as_ref().map(|piece| json!([i, piece])))
        .collect();
    let hand = |side| {
        let items: BTreeMap<&String, usize> = position.hand(side).collect();
        items
            .into_iter()
            .map(|(p, n)| json!([p, n]))
            .collect::<Vec<_>>()
    };
    json!({
        "shape": position.shape(),
        "occupied": occupied,
        "firstHand": hand(Side::First),
        "secondHand": hand(Side::Second),
        "firstStyle": position.first_style(),
        "secondStyle": position.second_style(),
        "turn": position.turn().as_str(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adapter(spec: &str, jsonl: bool, input: &str) -> (ExitCode, String) {
        let mut out = Vec::new();
        let code = run(spec, jsonl, &mut input.as_bytes(), &mut out).unwrap();
        (code, String::from_utf8(out).unwrap())
    }

    #[test]
    fn one_input_prints_the_value_or_the_code_with_the_contract_status() {
        let (code, out) = adapter("qpi", false, "C:k");
        assert_eq!(code, ExitCode::SUCCESS);
        let value: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value["derived"], true);
        assert_eq!(value["style"]["abbr"], "C");
        assert_eq!(
            adapter("pin", false, "K^^"),
            (ExitCode::from(1), "doubled-terminal-marker\n".into())
        );
        assert_eq!(
            adapter("feen", false, "8 2P C/c"),
            (ExitCode::from(1), "invalid-hands-delimiter hands\n".into())
        );
        assert_eq!(adapter("pmn", false, "e2-e4").0, ExitCode::from(2));
        // Nothing is trimmed: a trailing newline is part of the input.
        assert_eq!(adapter("sin", false, "C\n").1, "too-long\n");
    }

    #[test]
    fn a_stream_answers_one_line_per_request_in_order() {
        let requests = concat!(
            "{\"input\":\"e4\"}\n",
            "{\"inputHex\":\"ff\"}\n",
            "not json\n",
            "{\"position\":{}}\n",
        );
        let (code, out) = adapter("cell", true, requests);
        assert_eq!(code, ExitCode::SUCCESS);
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0],
            json!({ "value": { "indices": [4, 3] }, "canonical": "e4" })
        );
        assert_eq!(replies[1], json!({ "error": "must-start-with-lowercase" }));
        assert!(
            replies[2]["unsupported"]
                .as_str()
                .unwrap()
                .starts_with("not a JSON request")
        );
        assert!(replies[3].get("unsupported").is_some());
        assert_eq!(replies.len(), 4);
    }

    #[test]
    fn feen_strings_positions_and_qi_cases() {
        let requests = concat!(
            "{\"input\":\"8 2P/ C/c\"}\n",
            "{\"input\":\"8 2P/ C/c/\"}\n",
            "{\"input\":\"ab/c / G/g\"}\n",
            "{\"position\":{\"shape\":[2],\"board\":[\"C:K^\",null],\"firstHand\":[],",
            "\"secondHand\":[],\"styles\":[\"C\",\"C\"],\"turn\":\"first\"}}\n",
            "{\"position\":{\"shape\":[2],\"board\":[\"C:K^\",null],\"firstHand\":[],",
            "\"secondHand\":[],\"styles\":[\"C\",\"c\"],\"turn\":\"second\"}}\n",
        );
        let out = adapter("feen", true, requests).1;
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0]["value"]["qualified"]["firstHand"],
            json!([["C:P", 2]])
        );
        assert_eq!(replies[0]["canonical"], "8 2P/ C/c");
        assert_eq!(
            replies[1],
            json!({ "error": "invalid-style-turn-delimiter", "field": "style-turn" })
        );
        assert!(
            replies[2]["value"].get("shape").is_none(),
            "irregular: no shape"
        );
        assert!(
            replies[2]["value"].get("qualified").is_none(),
            "irregular: no typed view"
        );
        assert_eq!(replies[3], json!({ "error": "style-side-mismatch" }));
        assert_eq!(replies[4], json!({ "output": "K^1 / c/C" }));

        let case = json!({ "qi": { "new": { "shape": [2], "firstStyle": "C", "secondStyle": "c" },
            "steps": [ { "op": "first_hand_diff", "changes": [["P", 3], ["P", -2]] },
                       { "op": "board_diff", "changes": [[0, "K"], [1, "k"]] },
                       { "op": "toggle" } ] } });
        let out = adapter("qi", true, &format!("{case}\n")).1;
        let reply: Value = serde_json::from_str(out.trim()).unwrap();
        let results = reply["results"].as_array().unwrap();
        assert_eq!(results.len(), 4);
        assert_eq!(results[1]["state"]["firstHand"], json!([["P", 1]]));
        assert_eq!(results[2], json!({ "error": "too-many-pieces" }));
        assert_eq!(results[3]["state"]["turn"], "second");
        assert_eq!(
            results[3]["state"]["occupied"],
            json!([]),
            "the refused step changed nothing"
        );
        let failed =
            json!({ "qi": { "new": { "shape": [0], "firstStyle": "C", "secondStyle": "c" } } });
        let out = adapter("qi", true, &format!("{failed}\n")).1;
        assert_eq!(
            out.trim(),
            r#"{"results":[{"error":"dimension-too-small"}]}"#
        );
    }
}
