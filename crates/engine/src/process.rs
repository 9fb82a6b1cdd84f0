//! The engine's process and its three pipes: a thread reads stdout into a bounded channel of lines, a
//! thread drains stderr into a 4 KiB tail, the caller writes stdin. Every wait is a `recv_timeout`; the
//! process is killed and reaped on any failure and on drop.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::{EngineError, EngineSpec, Phase};

/// Lines the reader may hold before it stops reading (the engine then blocks on its pipe): the client's
/// memory stays bounded however fast the engine writes.
const CHANNEL_LINES: usize = 1024;
/// The stderr bytes kept for error messages.
const STDERR_TAIL: usize = 4096;
/// The lines exchanged kept for [`crate::Engine::transcript`].
const TRANSCRIPT: usize = 64;

/// What the stdout reader sends.
enum Event {
    Line(String),
    TooLong,
    Eof,
    Error(io::Error),
}

/// What one wait gave.
pub(crate) enum Received {
    /// A line, `\r\n` or `\n` removed, decoded as UTF-8 lossily.
    Line(String),
    /// The deadline passed.
    Timeout,
}

#[derive(Debug)]
pub(crate) struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Event>,
    stderr: Arc<Mutex<VecDeque<u8>>>,
    transcript: VecDeque<String>,
    max_line: usize,
    alive: bool,
    quit_timeout: Duration,
}

impl Process {
    pub(crate) fn spawn(spec: &EngineSpec) -> Result<Process, EngineError> {
        let mut command = Command::new(&spec.program);
        command
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = &spec.dir {
            command.current_dir(dir);
        }
        // Its own process group: a Ctrl-C meant for the program using the client does not reach the
        // engine mid-command (the client ends it itself).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().map_err(|source| EngineError::Spawn {
            program: spec.program.to_string_lossy().into_owned(),
            source,
        })?;
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr = child.stderr.take().expect("stderr is piped");
        let (tx, lines) = sync_channel(CHANNEL_LINES);
        let max_line = spec.max_line;
        thread::spawn(move || read_lines(stdout, max_line, &tx));
        let tail = Arc::new(Mutex::new(VecDeque::with_capacity(STDERR_TAIL)));
        let sink = Arc::clone(&tail);
        thread::spawn(move || drain(stderr, &sink));
        Ok(Process {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr: tail,
            transcript: VecDeque::with_capacity(TRANSCRIPT),
            max_line,
            alive: true,
            quit_timeout: spec.timeouts.quit,
        })
    }

    pub(crate) fn pid(&self) -> u32 {
        self.child.id()
    }

    pub(crate) fn alive(&self) -> bool {
        self.alive
    }

    pub(crate) fn transcript(&self) -> impl Iterator<Item = &str> {
        self.transcript.iter().map(String::as_str)
    }

    fn note(&mut self, line: String) {
        if self.transcript.len() == TRANSCRIPT {
            self.transcript.pop_front();
        }
        self.transcript.push_back(line);
    }

    /// Writes one line. A broken pipe means the engine has ended: its status becomes the error.
    pub(crate) fn send(&mut self, line: &str, phase: Phase) -> Result<(), EngineError> {
        if !self.alive {
            return Err(EngineError::Dead);
        }
        self.note(format!("> {line}"));
        let stdin = self.stdin.as_mut().ok_or(EngineError::Dead)?;
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        match written {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(self.terminated(phase)),
            Err(e) => {
                self.kill();
                Err(EngineError::Io(e))
            }
        }
    }

    /// The next line, or [`Received::Timeout`] once `deadline` has passed (`None`: wait as long as it
    /// takes). The end of the output, an over-long line or a read error kill the process and are errors.
    pub(crate) fn recv(
        &mut self,
        deadline: Option<Instant>,
        phase: Phase,
    ) -> Result<Received, EngineError> {
        if !self.alive {
            return Err(EngineError::Dead);
        }
        let event = match deadline {
            None => self.lines.recv().unwrap_or(Event::Eof),
            Some(deadline) => {
                let left = deadline.saturating_duration_since(Instant::now());
                match self.lines.recv_timeout(left) {
                    Ok(event) => event,
                    Err(RecvTimeoutError::Timeout) => return Ok(Received::Timeout),
                    Err(RecvTimeoutError::Disconnected) => Event::Eof,
                }
            }
        };
        match event {
            Event::Line(line) => {
                self.note(format!("< {line}"));
                Ok(Received::Line(line))
            }
            Event::Eof => Err(self.terminated(phase)),
            Event::TooLong => {
                self.kill();
                Err(EngineError::LineTooLong {
                    limit: self.max_line,
                    phase,
                })
            }
            Event::Error(e) => {
                self.kill();
                Err(EngineError::Io(e))
            }
        }
    }

    /// The engine has ended (or closed its output): reap it (killing it if it lingers) and say how.
    pub(crate) fn terminated(&mut self, phase: Phase) -> EngineError {
        let status = self.reap(Duration::from_millis(500));
        // The stderr thread may still hold the last bytes: give it a moment.
        thread::sleep(Duration::from_millis(20));
        let tail = self.stderr.lock().map_or_else(
            |_| String::new(),
            |t| String::from_utf8_lossy(&t.iter().copied().collect::<Vec<u8>>()).into_owned(),
        );
        let (code, signal) = status.map_or((None, None), |s| (s.code(), signal_of(s)));
        EngineError::Terminated {
            phase,
            code,
            signal,
            stderr_tail: tail,
        }
    }

    /// Waits up to `grace` for the process to end, then kills it; reaps it either way.
    fn reap(&mut self, grace: Duration) -> Option<std::process::ExitStatus> {
        self.alive = false;
        self.stdin = None;
        let until = Instant::now() + grace;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < until => thread::sleep(Duration::from_millis(5)),
                _ => break,
            }
        }
        let _ = self.child.kill();
        self.child.wait().ok()
    }

    /// Kills the process at once and reaps it.
    pub(crate) fn kill(&mut self) {
        if self.alive || self.stdin.is_some() {
            self.alive = false;
            self.stdin = None;
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }

    /// `quit`, then up to the quit timeout for the process to end, then a kill; reaped either way.
    pub(crate) fn quit(&mut self) -> Option<std::process::ExitStatus> {
        if self.alive {
            let _ = self.send("quit", Phase::Quit);
        }
        let grace = self.quit_timeout;
        self.reap(grace)
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.quit();
    }
}

#[cfg(unix)]
fn signal_of(status: std::process::ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}

#[cfg(not(unix))]
fn signal_of(_: std::process::ExitStatus) -> Option<i32> {
    None
}

/// Splits stdout into lines of at most `max` bytes (without the `\n`), strips a trailing `\r`, decodes
/// UTF-8 lossily (an invalid byte becomes U+FFFD, so a garbled line is read as an unknown line).
fn read_lines(stdout: impl Read, max: usize, tx: &SyncSender<Event>) {
    let mut reader = BufReader::with_capacity(8192, stdout);
    let mut line = Vec::new();
    loop {
        let event = match next_line(&mut reader, &mut line, max) {
            Ok(true) => {
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                Event::Line(String::from_utf8_lossy(&line).into_owned())
            }
            Ok(false) => Event::Eof,
            Err(e) if e.kind() == io::ErrorKind::InvalidData => Event::TooLong,
            Err(e) => Event::Error(e),
        };
        let last = !matches!(event, Event::Line(_));
        if tx.send(event).is_err() || last {
            return;
        }
    }
}

/// Reads one line into `line` (cleared first). `Ok(false)` at the end of the output with nothing read;
/// `InvalidData` once the line passes `max` bytes, before reading more of it.
fn next_line(reader: &mut impl BufRead, line: &mut Vec<u8>, max: usize) -> io::Result<bool> {
    line.clear();
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            return Ok(!line.is_empty());
        }
        let (used, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buffer.len(), false),
        };
        let content = if done { used - 1 } else { used };
        if line.len() + content > max {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "line too long"));
        }
        line.extend_from_slice(&buffer[..content]);
        reader.consume(used);
        if done {
            return Ok(true);
        }
    }
}

/// Keeps the last [`STDERR_TAIL`] bytes of stderr; reading never stops, so the engine never blocks on it.
fn drain(mut stderr: impl Read, tail: &Mutex<VecDeque<u8>>) {
    let mut buffer = [0u8; 4096];
    loop {
        match stderr.read(&mut buffer) {
            Ok(0) => return,
            Ok(n) => {
                if let Ok(mut tail) = tail.lock() {
                    tail.extend(&buffer[..n]);
                    let excess = tail.len().saturating_sub(STDERR_TAIL);
                    tail.drain(..excess);
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<Result<String, io::ErrorKind>> {
        let mut reader = BufReader::with_capacity(4, input);
        let mut line = Vec::new();
        let mut out = Vec::new();
        loop {
            match next_line(&mut reader, &mut line, max) {
                Ok(true) => out.push(Ok(String::from_utf8_lossy(&line).into_owned())),
                Ok(false) => return out,
                Err(e) => {
                    out.push(Err(e.kind()));
                    return out;
                }
            }
        }
    }

    #[test]
    fn lines_are_split_and_bounded() {
        assert_eq!(
            lines(b"uciok\nid name x\n\nlast", 16),
            vec![
                Ok("uciok".to_owned()),
                Ok("id name x".to_owned()),
                Ok(String::new()),
                Ok("last".to_owned())
            ]
        );
        // Exactly the bound passes; one byte more is refused before the rest is read.
        assert_eq!(lines(b"12345678\n", 8), vec![Ok("12345678".to_owned())]);
        assert_eq!(
            lines(b"123456789\nnext\n", 8),
            vec![Err(io::ErrorKind::InvalidData)]
        );
        assert_eq!(lines(b"", 8), vec![]);
    }

    #[test]
    fn garbled_bytes_are_decoded_lossily() {
        let (tx, rx) = sync_channel(8);
        read_lines(&b"\xff\xfe not utf8\r\nbestmove e2e4\n"[..], 64, &tx);
        let got: Vec<String> = rx
            .try_iter()
            .filter_map(|e| match e {
                Event::Line(l) => Some(l),
                _ => None,
            })
            .collect();
        assert_eq!(got, vec!["\u{fffd}\u{fffd} not utf8", "bestmove e2e4"]);
    }
}
