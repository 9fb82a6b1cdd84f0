//! The command around the conversion: its help texts, one argument, or each line of stdin through the
//! batch runner, and the notes on stderr.

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::{Options, convert};
use crate::batch::{self, Answer, Job, Line, Tally};
use crate::formats::Notation;
use crate::{Failure, Outcome, args, commands, finish};

/// `tabula convert --help`.
pub(crate) const ABOUT: &str = "\
Convert a position between FEEN, FEN, X-FEN, Shredder-FEN, EPD, SFEN and xiangqi FEN

The position is read into FEEN by its game's crate, then written in the target notation. FEN, X-FEN,
Shredder-FEN and EPD are read by one reader (and crazyhouse pockets with them). `--from auto` (the
default) tells FEEN, chess FEN, SFEN and xiangqi FEN apart by their fields; an input with the fields of
two notations that no single reader accepts is an error listing the candidates.

What the target cannot hold is said on stderr as a note (`tabula: note: …`): an en-passant target no
legal capture uses, EPD operations, fields a FEN left out, the moves after a USI or UCCI `position … moves`,
and move counters (kept from FEN to FEN, SFEN to SFEN, xiangqi FEN to xiangqi FEN; otherwise dropped,
said per argument, or once at the end for stdin). Written FEN gets the counters `0 1` when FEEN is the
source; SFEN the move number 1.

With no position (or `-`), each line of stdin is converted, streamed: one output line per input line, a
refused line named on stderr (`tabula: stdin:3: …`, exit 1 at the end), blank lines skipped.";

/// `tabula convert --help` examples.
pub(crate) const EXAMPLES: &str = "\
Examples:
  tabula convert 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  tabula convert --from feen --to shredder '-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c'
  tabula convert --to sfen 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s'
  tabula convert --from xiangqi-fen --to xiangqi-fen --letters wxf < ucci.txt
  tabula convert < positions.fen > positions.feen";

/// `tabula convert`: the argument, or each line of stdin.
pub(crate) fn run(position: Option<OsString>, options: Options, out: &mut impl Write) -> Outcome {
    if options.to == Notation::Auto {
        return Err(Failure::Rejected(
            "--to auto: give the notation to write (feen, fen, xfen, shredder, epd, sfen, xiangqi-fen)"
                .to_owned(),
        ));
    }
    match position {
        Some(arg) if arg != "-" => {
            let bytes = args::bytes(arg);
            let text = std::str::from_utf8(&bytes).map_err(|e| {
                Failure::Rejected(format!("not UTF-8 text (byte {})", e.valid_up_to()))
            })?;
            let converted = convert(text, options).map_err(Failure::Rejected)?;
            writeln!(out, "{}", converted.text)?;
            // The result first, then the notes about it (when both go to one terminal or file).
            out.flush()?;
            for note in &converted.notes {
                eprintln!("tabula: note: {note}");
            }
            if let Some(what) = &converted.dropped {
                eprintln!("tabula: note: {}", dropped_note(options.to, what));
            }
            Ok(ExitCode::SUCCESS)
        }
        _ => {
            commands::stdin_hint("positions from stdin, one per line");
            let dropped = Arc::new(AtomicU64::new(0));
            let job = Lines {
                options,
                dropped: Arc::clone(&dropped),
            };
            let run = batch::run(job, io::stdin(), MAX_LINE, out, |_| {});
            if let Some(note) = summary_note(options.to, dropped.load(Ordering::Relaxed)) {
                eprintln!("tabula: note: {note}");
            }
            finish(run)
        }
    }
}

/// Tabula's bound on a line given to `convert`: the longest any reader takes (SFEN and xiangqi FEN lines,
/// which may go on with USI/UCCI moves); each reader then checks its own bound.
pub(crate) const MAX_LINE: usize = tabula_shogi::MAX_LEN;

/// The note for counters dropped from one position.
pub(crate) fn dropped_note(to: Notation, what: &str) -> String {
    format!("{} has no move counters: {what} dropped", to.name())
}

/// `tabula convert` over the lines of stdin.
pub(crate) struct Lines {
    pub(crate) options: Options,
    /// How many lines had counters that the target dropped (said once, at the end).
    pub(crate) dropped: Arc<AtomicU64>,
}

impl Job for Lines {
    fn line(&self, line: Line<'_>, answer: &mut Answer, tally: &mut Tally) {
        if line.is_blank() {
            tally.blank += 1;
            return;
        }
        let result = if line.is_cut() {
            Err(format!(
                "the line is {} bytes long; Tabula reads at most {MAX_LINE}",
                line.len
            ))
        } else {
            std::str::from_utf8(line.bytes)
                .map_err(|e| format!("not UTF-8 text (byte {})", e.valid_up_to()))
                .and_then(|text| convert(text, self.options))
        };
        match result {
            Ok(converted) => {
                tally.accepted += 1;
                answer.out.extend_from_slice(converted.text.as_bytes());
                answer.out.push(b'\n');
                for note in converted.notes {
                    answer.err.extend_from_slice(
                        format!("tabula: note: stdin:{}: {note}\n", line.number).as_bytes(),
                    );
                }
                if converted.dropped.is_some() {
                    self.dropped.fetch_add(1, Ordering::Relaxed);
                }
            }
            Err(message) => {
                tally.rejected += 1;
                answer.err.extend_from_slice(
                    format!("tabula: stdin:{}: {message}\n", line.number).as_bytes(),
                );
            }
        }
    }
}

/// The note said once after a stdin run in which `count` lines had counters the target dropped.
pub(crate) fn summary_note(to: Notation, count: u64) -> Option<String> {
    let lines = if count == 1 { "line" } else { "lines" };
    (count > 0).then(|| {
        format!(
            "{} has no move counters: those of {count} {lines} dropped",
            to.name()
        )
    })
}
