//! `tabula validate`: each argument, or each line of stdin, checked as FEEN, with a report per input.
//!
//! Stdin goes through the batch runner ([`crate::batch`]): lines are answered in parallel chunks and the
//! answers written in input order. A blank line (nothing between two line ends) is skipped: it gets no
//! report, is not counted as valid or invalid, and the summary says how many were skipped; line numbers
//! still count it. An argument is never blank-skipped: `''` is an explicit (invalid) input.

use std::io::{self, IsTerminal, Write};

use tabula_feen::Feen;

use crate::Format;
use crate::batch::{self, Answer, Job, Line, Tally};
use crate::diagnostic::{Origin, diagnostic, write_plain};

/// The validation of one input, written in the chosen format.
#[derive(Clone, Copy)]
pub(crate) struct Validate {
    pub(crate) format: Format,
    pub(crate) color: bool,
    /// Whether the inputs are stdin lines (`stdin:N`) or arguments (`argument:N`).
    pub(crate) from_stdin: bool,
}

impl Job for Validate {
    fn line(&self, line: Line<'_>, answer: &mut Answer, tally: &mut Tally) {
        let out = &mut answer.out;
        if self.from_stdin && line.is_blank() {
            tally.blank += 1;
            return;
        }
        let checked = if line.is_cut() {
            Err(crate::feen_position::too_long(line.len))
        } else {
            Feen::from_bytes(line.bytes)
        };
        // JSON output ends each object with ",\n" in `json` (the writer removes the last one).
        let end: &[u8] = if self.format == Format::Json {
            b",\n"
        } else {
            b"\n"
        };
        match checked {
            Ok(feen) => {
                tally.accepted += 1;
                match self.format {
                    Format::Text => {
                        out.extend_from_slice(b"ok: ");
                        out.extend_from_slice(line.bytes);
                        out.push(b'\n');
                    }
                    Format::Json | Format::Jsonl => {
                        Self::start(out, line);
                        let _ = write!(
                            out,
                            "\"valid\":true,\"regular\":{},\"shape\":",
                            feen.is_regular()
                        );
                        // The shape written in place: `[8,8]`, or `null`.
                        match feen.shape() {
                            Some(shape) => {
                                out.push(b'[');
                                for (i, size) in shape.as_slice().iter().enumerate() {
                                    if i > 0 {
                                        out.push(b',');
                                    }
                                    let _ = write!(out, "{size}");
                                }
                                out.push(b']');
                            }
                            None => out.extend_from_slice(b"null"),
                        }
                        let _ = write!(
                            out,
                            ",\"squares\":{},\"pieces\":{},\"turn\":\"{}\"}}",
                            feen.square_count(),
                            feen.piece_count(),
                            feen.turn().as_str()
                        );
                        out.extend_from_slice(end);
                    }
                }
            }
            Err(error) => {
                tally.rejected += 1;
                match self.format {
                    Format::Text => {
                        let origin = if self.from_stdin {
                            Origin::Stdin(line.number)
                        } else {
                            Origin::Argument(line.number)
                        };
                        if self.color {
                            let text = String::from_utf8_lossy(line.bytes);
                            out.extend_from_slice(
                                diagnostic(&text, &error, origin, true).as_bytes(),
                            );
                        } else {
                            write_plain(out, line.bytes, &error, origin);
                        }
                        if let Some(hint) = crate::formats::hint(line.bytes) {
                            let _ = writeln!(out, "  = help: {hint}");
                        }
                    }
                    Format::Json | Format::Jsonl => {
                        Self::start(out, line);
                        let _ = write!(
                            out,
                            "\"valid\":false,\"field\":\"{}\",\"kind\":\"{}\",\"offset\":",
                            error.field().as_str(),
                            error.code(),
                        );
                        match error.offset() {
                            Some(offset) => {
                                let _ = write!(out, "{offset}");
                            }
                            None => out.extend_from_slice(b"null"),
                        }
                        out.extend_from_slice(b",\"message\":");
                        let _ = serde_json::to_writer(&mut *out, &error.to_string());
                        out.push(b'}');
                        out.extend_from_slice(end);
                    }
                }
            }
        }
    }
}

impl Validate {
    /// `{"line":N,"input":"…",` (a cut line's input is its stored beginning, `…` marking the cut).
    fn start(out: &mut Vec<u8>, line: Line<'_>) {
        let _ = write!(out, "{{\"line\":{},\"input\":", line.number);
        // Printable ASCII without a quote or a backslash is its own JSON string.
        let plain = |&b: &u8| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\';
        if !line.is_cut() && line.bytes.iter().all(plain) {
            out.push(b'"');
            out.extend_from_slice(line.bytes);
            out.extend_from_slice(b"\",");
            return;
        }
        let mut text = String::from_utf8_lossy(line.bytes).into_owned();
        if line.is_cut() {
            text.push('…');
        }
        let _ = serde_json::to_writer(&mut *out, &text);
        out.push(b',');
    }

    /// The summary after the reports.
    fn summary(self, out: &mut impl Write, tally: Tally) -> io::Result<()> {
        match self.format {
            Format::Text => {
                write!(out, "{} valid, {} invalid", tally.accepted, tally.rejected)?;
                if tally.blank > 0 {
                    let s = if tally.blank == 1 { "" } else { "s" };
                    write!(out, " ({} blank line{s} skipped)", tally.blank)?;
                }
                writeln!(out)
            }
            Format::Json => writeln!(
                out,
                "  ],\n  \"valid\": {},\n  \"invalid\": {},\n  \"blank\": {}\n}}",
                tally.accepted, tally.rejected, tally.blank
            ),
            Format::Jsonl => Ok(()),
        }
    }
}

/// Inputs from this many on get a progress display (when stderr is a terminal and stdout is not).
const PROGRESS_FROM: u64 = 1_000;

/// Validates the arguments, or the lines of stdin when there are none. Returns the tally and the error
/// that stopped the run, if any (a closed stdout, an unreadable stdin).
pub(crate) fn validate(
    out: &mut impl Write,
    args: &[Vec<u8>],
    format: Format,
    color: bool,
) -> batch::Run {
    let job = Validate {
        format,
        color,
        from_stdin: args.is_empty(),
    };
    let mut json = JsonArray::new(out, format == Format::Json);
    if let Err(error) = json.open() {
        return batch::Run {
            tally: Tally::default(),
            error: Some(error),
        };
    }
    let mut run = if job.from_stdin {
        crate::commands::stdin_hint("FEEN strings from stdin, one per line");
        // Not when stdout is the same terminal: the report scrolling past is the progress, and the
        // redraws would leave fragments among its lines.
        let shown = io::stderr().is_terminal() && !io::stdout().is_terminal();
        let bar = shown.then(|| {
            let bar = indicatif::ProgressBar::hidden();
            bar.set_style(
                indicatif::ProgressStyle::with_template("{human_pos} positions checked, {per_sec}")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
            );
            bar
        });
        let run = batch::run(
            job,
            io::stdin(),
            tabula_feen::MAX_LEN,
            &mut json,
            |tally: &Tally| {
                if let Some(bar) = &bar {
                    let seen = tally.accepted + tally.rejected;
                    if seen >= PROGRESS_FROM && bar.is_hidden() {
                        bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
                    }
                    bar.set_position(seen);
                }
            },
        );
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        run
    } else {
        let mut tally = Tally::default();
        let mut error = None;
        for (n, bytes) in args.iter().enumerate() {
            let mut buffer = Answer::default();
            let line = Line {
                number: n as u64 + 1,
                bytes,
                len: bytes.len() as u64,
            };
            job.line(line, &mut buffer, &mut tally);
            if let Err(e) = json.write_all(&buffer.out) {
                error = Some(e);
                break;
            }
        }
        batch::Run { tally, error }
    };
    if run.error.is_none() {
        run.error = json
            .close()
            .and_then(|()| job.summary(out, run.tally))
            .err();
    }
    run
}

/// The writer of `--format json`: the results array opened first and closed at the end, the `,` after its
/// last object removed (objects are written with `,\n` after them; the last one is held back until the
/// next comes or the array closes).
struct JsonArray<'w, W: Write> {
    out: &'w mut W,
    active: bool,
    /// The last object, with its `,\n`, not yet written.
    held: Vec<u8>,
}

impl<'w, W: Write> JsonArray<'w, W> {
    fn new(out: &'w mut W, active: bool) -> Self {
        JsonArray {
            out,
            active,
            held: Vec::new(),
        }
    }

    fn open(&mut self) -> io::Result<()> {
        if self.active {
            self.out.write_all(b"{\n  \"results\": [\n")?;
        }
        Ok(())
    }

    fn close(&mut self) -> io::Result<()> {
        if self.active && !self.held.is_empty() {
            let end = self.held.len() - 2;
            self.out.write_all(b"    ")?;
            self.out.write_all(&self.held[..end])?;
            self.out.write_all(b"\n")?;
        }
        Ok(())
    }
}

impl<W: Write> Write for JsonArray<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if !self.active {
            return self.out.write_all(buf);
        }
        // `buf` is whole objects, each ending with ",\n": write all but the last, indented.
        let mut objects = buf.split_inclusive(|&b| b == b'\n').peekable();
        while let Some(object) = objects.next() {
            if !self.held.is_empty() {
                self.out.write_all(b"    ")?;
                self.out.write_all(&self.held)?;
            }
            self.held.clear();
            self.held.extend_from_slice(object);
            if objects.peek().is_none() {
                break;
            }
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
