//! The commands that read stdin one record after another: `play FEEN -` (moves), `feen` (JSON documents)
//! and `json -` (FEEN lines, through the batch runner).

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use tabula_feen::Feen;

use crate::batch::{self, Answer, Job, Line, Tally};
use crate::diagnostic::{Origin, diagnostic};
use crate::{Failure, Outcome, args, documents, json, model, play, status, view};

/// Applies the moves (the arguments, or the lines of stdin for a single `-`) and returns the FEEN.
pub(crate) fn play(
    text: &[u8],
    moves: &[OsString],
    capture_to_hand: bool,
    error_color: bool,
) -> Result<String, Failure> {
    let view = view(text, error_color)?;
    let mut position = model::position(&view).map_err(|e| {
        Failure::Rendered(diagnostic(view.as_str(), &e, Origin::Input, error_color))
    })?;
    if moves.len() == 1 && moves[0] == "-" {
        stdin_hint("moves from stdin, one per line");
        let mut lines = batch::LineReader::new(io::stdin().lock(), play::MAX_MOVE);
        let (mut line, mut n) = (Vec::new(), 0);
        while let Some((number, len)) = lines.next_into(&mut line).map_err(|e| {
            Failure::Io(
                io::Error::new(e.kind(), format!("cannot read stdin: {e}")),
                ExitCode::from(2),
            )
        })? {
            if len > line.len() as u64 {
                return Err(Failure::Rejected(format!(
                    "move {} (stdin:{number}): the line is {len} bytes long; a move has at most {}",
                    n + 1,
                    play::MAX_MOVE
                )));
            }
            if len > 0 {
                n += 1;
                let text = String::from_utf8_lossy(&line);
                position = play::apply(&position, &text, capture_to_hand).map_err(|reason| {
                    Failure::Rejected(format!("move {n} (stdin:{number}): {reason}"))
                })?;
            }
            line.clear();
        }
    } else {
        for (n, arg) in moves.iter().enumerate() {
            position = play::apply(&position, &args::text(arg), capture_to_hand)
                .map_err(|reason| Failure::Rejected(format!("move {}: {reason}", n + 1)))?;
        }
    }
    Ok(position.to_string())
}

/// `tabula feen`: each JSON document on stdin (JSON Lines, or laid out over lines) as canonical FEEN, one
/// line each; a refused document is named on stderr with its first line, and the next is read.
pub(crate) fn feen(out: &mut impl Write) -> Outcome {
    stdin_hint("positions as JSON from stdin");
    let mut documents = documents::Documents::new(io::stdin().lock());
    let mut tally = Tally::default();
    loop {
        let next = documents
            .next()
            .map_err(|e| io::Error::new(e.kind(), format!("cannot read stdin: {e}")));
        let (line, document) = match next {
            Ok(Some(found)) => found,
            Ok(None) => break,
            Err(error) => return Err(Failure::Io(error, ExitCode::from(2))),
        };
        let result = match document {
            documents::Document::Whole(bytes) => json::from_json(bytes),
            documents::Document::TooLong => Err(format!(
                "the document is longer than {} bytes, Tabula's bound",
                documents::MAX_DOCUMENT
            )),
        };
        match result {
            Ok(feen) => {
                tally.accepted += 1;
                let written = writeln!(out, "{feen}").and_then(|()| out.flush());
                if let Err(error) = written {
                    return Err(Failure::Io(error, status(tally)));
                }
            }
            Err(message) => {
                tally.rejected += 1;
                eprintln!("tabula: stdin:{line}: {message}");
            }
        }
    }
    Ok(status(tally))
}

/// `tabula json -`: each FEEN line as one JSON document on one line; a refused line's diagnostic goes to
/// stderr.
pub(crate) struct JsonLines {
    pub(crate) epin: bool,
    pub(crate) color: bool,
}

impl Job for JsonLines {
    fn line(&self, line: Line<'_>, answer: &mut Answer, tally: &mut Tally) {
        if line.is_blank() {
            tally.blank += 1;
            return;
        }
        let json = if line.is_cut() {
            Err(model::too_long(line.len))
        } else {
            Feen::from_bytes(line.bytes).and_then(|view| json::to_json(&view, self.epin, false))
        };
        match json {
            Ok(json) => {
                tally.accepted += 1;
                answer.out.extend_from_slice(json.as_bytes());
                answer.out.push(b'\n');
            }
            Err(error) => {
                tally.rejected += 1;
                let text = String::from_utf8_lossy(line.bytes);
                let origin = Origin::Stdin(line.number);
                answer
                    .err
                    .extend_from_slice(diagnostic(&text, &error, origin, self.color).as_bytes());
            }
        }
    }
}

/// When stdin is a terminal, a hint on stderr says what is awaited (a command waiting silently looks
/// hung).
pub(crate) fn stdin_hint(what: &str) {
    if io::stdin().is_terminal() {
        let end = if cfg!(windows) {
            "Ctrl-Z, Enter"
        } else {
            "Ctrl-D"
        };
        eprintln!("tabula: reading {what} (end with {end})");
    }
}
