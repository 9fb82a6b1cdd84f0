//! The streaming machinery of every command that reads stdin: a bounded line reader and a line-oriented
//! batch runner (one reader thread, workers that answer chunks of lines in parallel, and a writer that
//! writes the answers in input order).
//!
//! Memory is bounded by a constant whatever the input: a line is stored up to `bound + 1` bytes and the rest
//! of it is only counted (so a 1 GB line costs 4 KB), a chunk holds at most [`CHUNK_BYTES`] of input and
//! [`CHUNK_LINES`] lines, and a fixed number of chunk buffers circulate between the threads (recycled, not
//! reallocated). The writer writes each chunk's answer as soon as every earlier chunk is written; a write
//! error (a closed stdout) stops the run at once, without waiting for more input.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Read, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

/// Input bytes per chunk (a chunk ends at the first line end after this many bytes).
pub(crate) const CHUNK_BYTES: usize = 64 * 1024;
/// Lines per chunk, at most.
pub(crate) const CHUNK_LINES: usize = 2048;

/// One line of input, without its `\n` (and without a `\r` before it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Line<'a> {
    /// Its number, from 1.
    pub(crate) number: u64,
    /// Its bytes; for a line longer than the bound, only the first `bound + 1` of them.
    pub(crate) bytes: &'a [u8],
    /// Its real length in bytes (more than `bytes.len()` for a line cut at the bound).
    pub(crate) len: u64,
}

impl Line<'_> {
    /// Whether the line was longer than the bound (so `bytes` holds only its beginning).
    pub(crate) fn is_cut(&self) -> bool {
        self.len > self.bytes.len() as u64
    }

    /// Whether the line is empty (a blank line: nothing between two line ends).
    pub(crate) fn is_blank(&self) -> bool {
        self.len == 0
    }
}

/// Reads lines of at most `bound` stored bytes (plus one, so that the caller sees that the bound was
/// passed); the rest of a longer line is read and counted, never stored.
pub(crate) struct LineReader<R> {
    inner: R,
    bound: usize,
    number: u64,
    done: bool,
}

impl<R: BufRead> LineReader<R> {
    pub(crate) fn new(inner: R, bound: usize) -> Self {
        LineReader {
            inner,
            bound,
            number: 0,
            done: false,
        }
    }

    /// Appends the next line's stored bytes to `data` and returns its number and real length, or `None` at
    /// the end of the input (a last line without `\n` is a line; nothing after a final `\n` is not).
    pub(crate) fn next_into(&mut self, data: &mut Vec<u8>) -> io::Result<Option<(u64, u64)>> {
        if self.done {
            return Ok(None);
        }
        let start = data.len();
        let keep = self.bound.saturating_add(1);
        let mut len = 0_u64;
        let mut any = false;
        loop {
            let buffer = match self.inner.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buffer.is_empty() {
                self.done = true;
                if !any {
                    return Ok(None);
                }
                break;
            }
            any = true;
            let (part, end) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (&buffer[..at], Some(at + 1)),
                None => (buffer, None),
            };
            let stored = data.len() - start;
            if stored < keep {
                let take = part.len().min(keep - stored);
                data.extend_from_slice(&part[..take]);
            }
            len += part.len() as u64;
            let used = end.unwrap_or(part.len());
            self.inner.consume(used);
            if end.is_some() {
                break;
            }
        }
        // A `\r` before the `\n` (or at the end) belongs to the line end, when the line was stored whole.
        if len <= self.bound as u64 + 1 && data.len() > start && data.last() == Some(&b'\r') {
            data.pop();
            len -= 1;
        }
        self.number += 1;
        Ok(Some((self.number, len)))
    }
}

/// Counts of a run, summed over its chunks.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Lines accepted.
    pub(crate) accepted: u64,
    /// Lines rejected.
    pub(crate) rejected: u64,
    /// Blank lines (skipped by every command).
    pub(crate) blank: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.accepted += other.accepted;
        self.rejected += other.rejected;
        self.blank += other.blank;
    }
}

/// Where a line's answer goes: `out` to stdout, `err` to stderr (each chunk's stdout part is written
/// before its stderr part).
#[derive(Default)]
pub(crate) struct Answer {
    pub(crate) out: Vec<u8>,
    pub(crate) err: Vec<u8>,
}

impl Answer {
    fn clear(&mut self) {
        self.out.clear();
        self.err.clear();
    }
}

/// What a command does with each line: write its answer and count it in `tally`. Called from several
/// threads at once, on different lines.
pub(crate) trait Job: Sync {
    fn line(&self, line: Line<'_>, answer: &mut Answer, tally: &mut Tally);
}

/// A chunk of lines and, once answered, its output.
#[derive(Default)]
struct Chunk {
    seq: u64,
    data: Vec<u8>,
    /// `(number, start, end, real length)` of each line in `data`.
    lines: Vec<(u64, usize, usize, u64)>,
    answer: Answer,
    tally: Tally,
}

impl Chunk {
    fn clear(&mut self) {
        self.data.clear();
        self.lines.clear();
        self.answer.clear();
        self.tally = Tally::default();
    }

    /// Fills the chunk from `reader`; `false` once the input is exhausted.
    fn fill<R: BufRead>(&mut self, reader: &mut LineReader<R>) -> io::Result<bool> {
        while self.data.len() < CHUNK_BYTES && self.lines.len() < CHUNK_LINES {
            let start = self.data.len();
            match reader.next_into(&mut self.data)? {
                Some((number, len)) => self.lines.push((number, start, self.data.len(), len)),
                None => return Ok(false),
            }
        }
        Ok(true)
    }

    fn answer(&mut self, job: &impl Job) {
        let Chunk {
            data,
            lines,
            answer,
            tally,
            ..
        } = self;
        for &(number, start, end, len) in lines.iter() {
            let line = Line {
                number,
                bytes: &data[start..end],
                len,
            };
            job.line(line, answer, tally);
        }
    }
}

/// How a run ended.
pub(crate) struct Run {
    /// The counts of every chunk whose answer was written (or was being written when writing failed).
    pub(crate) tally: Tally,
    /// A read or write error that stopped the run.
    pub(crate) error: Option<io::Error>,
}

/// The number of worker threads: the machine's parallelism, at least one, at most 8.
pub(crate) fn workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().clamp(1, 8))
}

/// Runs `job` over every line of `input` (lines of at most `bound` stored bytes), writing the answers to
/// `out` in input order; `progress` is called with the running tally after each chunk is written.
///
/// The reader and the workers run on threads of their own, not waited for when writing fails (the reader
/// may be blocked on a terminal), so that the command can end at once.
pub(crate) fn run<J: Job + Send + 'static>(
    job: J,
    input: impl Read + Send + 'static,
    bound: usize,
    out: &mut impl Write,
    mut progress: impl FnMut(&Tally),
) -> Run {
    let workers = workers();
    let buffers = 2 * workers + 2;
    let (free_tx, free_rx) = sync_channel::<Chunk>(buffers);
    for _ in 0..buffers {
        let _ = free_tx.send(Chunk::default());
    }
    let (work_tx, work_rx) = sync_channel::<Chunk>(buffers);
    let (done_tx, done_rx) = sync_channel::<Chunk>(buffers);
    let reader = std::thread::spawn(move || read_chunks(input, bound, &free_rx, &work_tx));
    let (job, work_rx) = (Arc::new(job), Arc::new(Mutex::new(work_rx)));
    for _ in 0..workers {
        let (job, work_rx, done_tx) = (Arc::clone(&job), Arc::clone(&work_rx), done_tx.clone());
        std::thread::spawn(move || answer_chunks(&*job, &work_rx, &done_tx));
    }
    drop(done_tx);
    let mut tally = Tally::default();
    // After a write error nothing is joined: the reader may be blocked on a terminal, and the workers
    // end as soon as their next send fails (the channels' other ends are dropped here).
    let mut error = write_in_order(&done_rx, &free_tx, out, &mut tally, &mut progress).err();
    // Dropping the last sender of free buffers ends a reader that waits for one.
    drop(free_tx);
    if error.is_none() {
        error = match reader.join() {
            Ok(result) => result.err(),
            Err(_) => Some(io::Error::other("the reading thread stopped")),
        };
    }
    Run { tally, error }
}

fn read_chunks(
    input: impl Read,
    bound: usize,
    free: &Receiver<Chunk>,
    work: &SyncSender<Chunk>,
) -> io::Result<()> {
    let mut reader = LineReader::new(io::BufReader::with_capacity(64 * 1024, input), bound);
    let mut seq = 0;
    while let Ok(mut chunk) = free.recv() {
        chunk.clear();
        chunk.seq = seq;
        let more = chunk
            .fill(&mut reader)
            .map_err(|e| io::Error::new(e.kind(), format!("cannot read stdin: {e}")))?;
        if chunk.lines.is_empty() {
            break;
        }
        seq += 1;
        if work.send(chunk).is_err() || !more {
            break;
        }
    }
    Ok(())
}

fn answer_chunks(job: &impl Job, work: &Mutex<Receiver<Chunk>>, done: &SyncSender<Chunk>) {
    loop {
        let next = match work.lock() {
            Ok(work) => work.recv(),
            Err(_) => return,
        };
        let Ok(mut chunk) = next else { return };
        chunk.answer(job);
        if done.send(chunk).is_err() {
            return;
        }
    }
}

fn write_in_order(
    done: &Receiver<Chunk>,
    free: &SyncSender<Chunk>,
    out: &mut impl Write,
    tally: &mut Tally,
    progress: &mut impl FnMut(&Tally),
) -> io::Result<()> {
    let mut pending = BTreeMap::new();
    let mut next = 0;
    for chunk in done {
        pending.insert(chunk.seq, chunk);
        while let Some(chunk) = pending.remove(&next) {
            tally.add(chunk.tally);
            out.write_all(&chunk.answer.out)?;
            out.flush()?;
            if !chunk.answer.err.is_empty() {
                let _ = io::stderr().lock().write_all(&chunk.answer.err);
            }
            progress(tally);
            next += 1;
            let _ = free.send(chunk);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    fn lines(input: &[u8], bound: usize) -> Vec<(u64, Vec<u8>, u64)> {
        let mut reader = LineReader::new(io::BufReader::with_capacity(3, input), bound);
        let mut found = Vec::new();
        loop {
            let mut data = Vec::new();
            match reader.next_into(&mut data).unwrap() {
                Some((n, len)) => found.push((n, data, len)),
                None => return found,
            }
        }
    }

    #[test]
    fn lines_are_split_and_cut_at_the_bound() {
        let found = lines(b"ab\r\n\ncdefgh\nxy", 4);
        assert_eq!(
            found,
            [
                (1, b"ab".to_vec(), 2),
                (2, Vec::new(), 0),
                (3, b"cdefg".to_vec(), 6),
                (4, b"xy".to_vec(), 2),
            ]
        );
        assert!(lines(b"", 4).is_empty());
        assert_eq!(lines(b"\n", 4), [(1, Vec::new(), 0)]);
    }

    struct Echo;

    impl Job for Echo {
        fn line(&self, line: Line<'_>, answer: &mut Answer, tally: &mut Tally) {
            if line.is_blank() {
                tally.blank += 1;
                return;
            }
            tally.accepted += 1;
            writeln!(
                answer.out,
                "{}:{}",
                line.number,
                String::from_utf8_lossy(line.bytes)
            )
            .unwrap();
        }
    }

    #[test]
    fn answers_come_out_in_input_order() {
        let mut input = String::new();
        let mut expected = String::new();
        for n in 0..50_000 {
            let _ = write!(input, "{n}\n\n");
            let _ = writeln!(expected, "{}:{n}", 2 * n + 1);
        }
        let mut out = Vec::new();
        let run = run(Echo, io::Cursor::new(input), 100, &mut out, |_| {});
        assert!(run.error.is_none());
        assert_eq!(run.tally.accepted, 50_000);
        assert_eq!(run.tally.blank, 50_000);
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}
