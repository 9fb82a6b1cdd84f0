//! The commands that read stdin one record after another: `play FEEN -` (PMN moves), `feen` (PON
//! documents) and `json -` (FEEN lines to PON, through the batch runner).

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use tabula_feen::Feen;

use crate::batch::{self, Answer, Job, Line, Tally};
use crate::diagnostic::{Origin, diagnostic};
use crate::{Failure, Outcome, args, documents, feen_position, moves, status, view};

/// Applies the PMN moves (the arguments, or the lines of stdin for a single `-`, read one at a time) and
/// returns the FEEN of the result.
pub(crate) fn play(text: &[u8], moves: &[OsString], error_color: bool) -> Result<String, Failure> {
    let view = view(text, error_color)?;
    let position = feen_position::position(&view).map_err(|e| {
        Failure::Rendered(diagnostic(view.as_str(), &e, Origin::Input, error_color))
    })?;
    let mut position = position.as_qi().clone();
    if moves.len() == 1 && moves[0] == "-" {
        stdin_hint("PMN moves from stdin, one per line");
        let mut lines = batch::LineReader::new(io::stdin().lock(), moves::MAX_LINE);
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
                    tabula_pmn::Move::MAX_LEN
                )));
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end_matches('\r');
            if !text.is_empty() {
                n += 1;
                position = moves::apply(&position, text).map_err(|reason| {
                    Failure::Rejected(format!("move {n} (stdin:{number}) {reason}"))
                })?;
            }
            line.clear();
        }
    } else {
        for (n, arg) in moves.iter().enumerate() {
            position = moves::apply(&position, &args::text(arg))
                .map_err(|reason| Failure::Rejected(format!("move {} {reason}", n + 1)))?;
        }
    }
    moves::feen(position).map_err(Failure::Rejected)
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
            documents::Document::Whole(bytes) => tabula_pon::Pon::from_slice(bytes)
                .and_then(|pon| pon.to_feen())
                .map_err(|e| e.to_string()),
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

/// `tabula json -`: each FEEN line as one compact PON document on one line (JSON Lines); a refused line's
/// diagnostic goes to stderr.
pub(crate) struct JsonLines {
    pub(crate) color: bool,
}

impl Job for JsonLines {
    fn line(&self, line: Line<'_>, answer: &mut Answer, tally: &mut Tally) {
        if line.is_blank() {
            tally.blank += 1;
            return;
        }
        // A FEEN error is drawn with carets under the input; a valid FEEN string PON cannot write (an
        // irregular board) gets tabula-pon's message.
        let json = if line.is_cut() {
            Err(Err(feen_position::too_long(line.len)))
        } else {
            Feen::from_bytes(line.bytes)
                .map_err(Err)
                .and_then(|view| pon(view.as_str()).map_err(Ok))
        };
        match json {
            Ok(json) => {
                tally.accepted += 1;
                answer.out.extend_from_slice(json.as_bytes());
                answer.out.push(b'\n');
            }
            Err(Err(error)) => {
                tally.rejected += 1;
                let text = String::from_utf8_lossy(line.bytes);
                let origin = Origin::Stdin(line.number);
                answer
                    .err
                    .extend_from_slice(diagnostic(&text, &error, origin, self.color).as_bytes());
            }
            Err(Ok(message)) => {
                tally.rejected += 1;
                answer.err.extend_from_slice(
                    format!("tabula: stdin:{}: {message}\n", line.number).as_bytes(),
                );
            }
        }
    }
}

/// The compact PON document of a valid FEEN string, or why PON cannot write it.
pub(crate) fn pon(feen: &str) -> Result<String, String> {
    tabula_pon::Pon::from_feen(feen)
        .map(|pon| pon.to_string())
        .map_err(|e| e.to_string())
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
