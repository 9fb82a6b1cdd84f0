//! Reading from streams: one document with a size cap, or JSON Lines (one document per line) in bounded
//! memory.

use std::io::{BufRead, Read};

use crate::error::Error;
use crate::{MAX_INPUT_LEN, Pon};

/// Reads all of `reader` (at most [`MAX_INPUT_LEN`] bytes: reading stops one byte past the bound) and parses
/// it as one PON document.
pub(crate) fn from_reader(reader: impl Read) -> Result<Pon, Error> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_INPUT_LEN as u64 + 1)
        .read_to_end(&mut bytes)?;
    Pon::from_slice(&bytes)
}

/// An iterator over the documents of a JSON Lines stream, one per line; see [`Pon::json_lines`].
///
/// Lines are read one at a time into one buffer of at most [`MAX_INPUT_LEN`] bytes: a longer line is
/// skipped to its end without being kept and reported as [`Error::TooLarge`], and the next line is read as
/// usual. Blank lines (only JSON whitespace, including a `\r` before the `\n`) are skipped. A document error
/// does not stop the iteration; an I/O error ends it after being reported.
///
/// ```
/// use tabula_pon::Pon;
/// let input = "{\"board\":[null],\"hands\":{\"first\":[],\"second\":[]},\"styles\":{\"first\":\"C\",\"second\":\"c\"},\"turn\":\"first\"}\n\n[]\n";
/// let mut lines = Pon::json_lines(input.as_bytes());
/// assert!(lines.next().unwrap().is_ok());
/// assert_eq!(lines.line(), 1);
/// assert_eq!(lines.next().unwrap().unwrap_err().code(), "wrong-type");
/// assert_eq!(lines.line(), 3);
/// assert!(lines.next().is_none());
/// ```
#[derive(Debug)]
pub struct JsonLines<R> {
    reader: R,
    line: usize,
    buffer: Vec<u8>,
    done: bool,
}

impl<R: BufRead> JsonLines<R> {
    pub(crate) fn new(reader: R) -> JsonLines<R> {
        JsonLines {
            reader,
            line: 0,
            buffer: Vec::new(),
            done: false,
        }
    }

    /// The line number (from 1) of the document last returned by `next`, or 0 before the first.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::json_lines(&b""[..]).line(), 0);
    /// ```
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// Reads the next line into the buffer (without its `\n`). `Ok(None)` at the end of the stream;
    /// `Ok(Some(len))` with the line's full length, of which at most the bound plus one byte is kept.
    fn read_line(&mut self) -> std::io::Result<Option<usize>> {
        self.buffer.clear();
        let mut len = 0usize;
        let mut any = false;
        loop {
            let available = match self.reader.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                return Ok(any.then_some(len));
            }
            any = true;
            let (chunk, used, end) = match available.iter().position(|&b| b == b'\n') {
                Some(at) => (&available[..at], at + 1, true),
                None => (available, available.len(), false),
            };
            let room = (MAX_INPUT_LEN + 1).saturating_sub(self.buffer.len());
            self.buffer
                .extend_from_slice(&chunk[..chunk.len().min(room)]);
            len = len.saturating_add(chunk.len());
            self.reader.consume(used);
            if end {
                return Ok(Some(len));
            }
        }
    }
}

impl<R: BufRead> Iterator for JsonLines<R> {
    type Item = Result<Pon, Error>;

    fn next(&mut self) -> Option<Result<Pon, Error>> {
        while !self.done {
            match self.read_line() {
                Err(e) => {
                    self.done = true;
                    self.line += 1;
                    return Some(Err(e.into()));
                }
                Ok(None) => self.done = true,
                Ok(Some(len)) => {
                    self.line += 1;
                    if len > MAX_INPUT_LEN {
                        return Some(Err(Error::TooLarge { len }));
                    }
                    if self
                        .buffer
                        .iter()
                        .all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                    {
                        continue;
                    }
                    return Some(Pon::from_slice(&self.buffer));
                }
            }
        }
        None
    }
}

impl<R: BufRead> std::iter::FusedIterator for JsonLines<R> {}
