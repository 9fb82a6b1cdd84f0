//! `tabula-conformance-adapter <SPEC> [--jsonl]`: Tabula as the reference adapter of the fixture suite (a
//! binary of its own, so that the user-facing `tabula` command lists only what users use).
//!
//! The contract is the one of `fixtures/README.md` ("The adapter contract"): any implementation that
//! follows it can be run over every suite by `fixtures/runners/python/run.py --adapter 'CMD'`.
//!
//! - One input: stdin's bytes are the input (nothing trimmed). Accepted: the decoded value as one line of
//!   JSON, exit 0. Rejected: the error code (and, for FEEN, a space and the field), exit 1. A spec this
//!   adapter does not know: a message on stderr, exit 2.
//! - `--jsonl`: each line of stdin is a request object, each line of stdout the matching reply, in order,
//!   flushed after each one; exit 0 at the end of stdin.
//!
//! One module per suite that needs more than a token reader: `feen` (strings and emit requests), `qi`
//! (operation sequences), `pmn` (moves, and moves applied to a FEEN position), `pon` (JSON documents), and
//! the conversions `chess` (FEN), `sfen` and `xiangqi` (xiangqi FEN), both ways (`"from": "feen"`).

mod chess;
mod feen;
mod notation;
mod pmn;
mod pon;
mod qi;
mod records;
mod reply;
mod request;
mod sfen;
mod tokens;
mod usi;
mod xiangqi;
mod xiangqi_moves;

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use serde_json::Value;

use reply::Reply;
use request::{list, side, size, sizes, string};
use tokens::{cell, epin, location, pin, qpi, sin};

const USAGE: &str = "usage: tabula-conformance-adapter <SPEC> [--jsonl]";

fn main() -> ExitCode {
    let mut spec = None;
    let mut jsonl = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--jsonl" => jsonl = true,
            "-h" | "--help" => {
                println!(
                    "{USAGE}\nAnswers the fixture suite's adapter contract for SPEC (fixtures/README.md, \
                     \"The adapter contract\"): sin, pin, epin, qpi, cell, location, feen, pmn, pon, qi, chess, \
                     sfen or xiangqi-fen."
                );
                return ExitCode::SUCCESS;
            }
            _ if spec.is_none() && !arg.starts_with("--") => spec = Some(arg),
            _ => {
                eprintln!("tabula-conformance-adapter: unexpected argument {arg:?}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(spec) = spec else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = run(&spec, jsonl, &mut io::stdin().lock(), &mut out).and_then(|code| {
        out.flush()?;
        Ok(code)
    });
    match result {
        Ok(code) => code,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tabula-conformance-adapter: {error}");
            ExitCode::from(2)
        }
    }
}

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
    ("feen", Some(feen::decode)),
    ("pmn", Some(pmn::decode)),
    ("pon", Some(pon::decode)),
    ("qi", None),
    ("chess", Some(chess::decode)),
    ("sfen", Some(sfen::decode)),
    ("xiangqi-fen", Some(xiangqi::decode)),
    ("usi", None),
    ("xiangqi-moves", Some(xiangqi_moves::decode)),
    ("san", None),
    ("uci", None),
    ("pgn", Some(notation::decode_pgn)),
    ("kif", Some(records::kif)),
    ("csa", Some(records::csa)),
];

/// Runs the adapter for `spec` over `input`, writing to `out`; the exit status of the contract.
fn run(
    spec: &str,
    jsonl: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let Some(&(_, decoder)) = SUITES.iter().find(|(name, _)| *name == spec) else {
        let known: Vec<&str> = SUITES.iter().map(|(name, _)| *name).collect();
        eprintln!(
            "tabula-conformance-adapter: no adapter for the spec {spec:?} (known: {known:?})"
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
            Reply::Rejected { code, field, .. } => {
                match field {
                    Some(field) => writeln!(out, "{code} {field}")?,
                    None => writeln!(out, "{code}")?,
                }
                ExitCode::from(1)
            }
            other => {
                eprintln!("tabula-conformance-adapter: {}", other.to_json());
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
    if let Some(reply) = convert(spec, request) {
        reply
    } else if spec == "xiangqi-moves" {
        xiangqi_moves::answer(request)
    } else if let (Some(before), "usi") = (request.get("before"), spec) {
        match (before.as_str(), request["input"].as_str()) {
            (Some(before), Some(input)) => usi::play(before, input),
            _ => {
                Reply::Unsupported("a usi request needs an SFEN `before` and a move `input`".into())
            }
        }
    } else if let (Some(before), "pmn") = (request.get("before"), spec) {
        match (before.as_str(), request["input"].as_str()) {
            (Some(before), Some(mv)) => pmn::apply(before, mv),
            _ => Reply::Unsupported(
                "an apply request needs a FEEN `before` and a move `input`".into(),
            ),
        }
    } else if let (Some(before), "san" | "uci") = (request.get("before"), spec) {
        match (before.as_str(), request["input"].as_str()) {
            (Some(before), Some(mv)) => notation::read_move(spec, before, mv),
            _ => {
                Reply::Unsupported("a move request needs a FEN `before` and a move `input`".into())
            }
        }
    } else if let Some(text) = request["input"].as_str() {
        decode(text.as_bytes())
    } else if let Some(hex) = request["inputHex"].as_str() {
        match unhex(hex) {
            Some(bytes) => decode(&bytes),
            None => Reply::Unsupported(format!("inputHex {hex:?} is not hex")),
        }
    } else if let (Some(position), "feen") = (request.get("position"), spec) {
        feen::emit(position).unwrap_or_else(Reply::Unsupported)
    } else if let (Some(case), "qi") = (request.get("qi"), spec) {
        qi::run_case(case).map_or_else(Reply::Unsupported, Reply::Results)
    } else {
        Reply::Unsupported(format!("no request this adapter answers for {spec}"))
    }
}

/// A conversion request that says more than its input (`from`, `options`), answered by its suite's module;
/// `None` for every other request.
fn convert(spec: &str, request: &Value) -> Option<Reply> {
    if request.get("from").is_none() && request.get("options").is_none() {
        return None;
    }
    match spec {
        "chess" => chess::answer(request),
        "sfen" => sfen::answer(request),
        "xiangqi-fen" => xiangqi::answer(request),
        _ => None,
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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// Runs the adapter on `input` as a process would: the exit status and stdout.
    pub(super) fn adapter(spec: &str, jsonl: bool, input: &str) -> (ExitCode, String) {
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
        assert_eq!(adapter("pcn", false, "{}").0, ExitCode::from(2));
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
}
