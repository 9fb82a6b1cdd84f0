//! Bounded line reading and decoding over `impl BufRead`, shared by the KIF and CSA readers.

use std::io::BufRead;

use super::{Encoding, MAX_GAME_BYTES, MAX_LINE_BYTES, Record, RecordError, RecordErrorKind};

/// A decoded line: its text (no line ending), its number (from 1) and the byte offset of its start.
#[derive(Debug, Clone)]
pub(crate) struct Line {
    pub(crate) text: String,
    pub(crate) number: usize,
    pub(crate) offset: usize,
}

impl Line {
    /// An error at this line.
    pub(crate) fn error(&self, kind: RecordErrorKind) -> RecordError {
        RecordError {
            kind,
            line: self.number,
            offset: self.offset,
        }
    }
}

/// The lines of a stream, each at most [`MAX_LINE_BYTES`] long, decoded; one line can be put back.
pub(crate) struct Lines<R> {
    reader: R,
    encoding: Encoding,
    /// `Shift_JIS` met in [`Encoding::Auto`]: the rest is read as `Shift_JIS`.
    shift_jis: bool,
    bytes: Vec<u8>,
    number: usize,
    offset: usize,
    back: Option<Line>,
    /// Bytes read since [`Lines::start_game`].
    game_bytes: usize,
    /// An error ended the stream.
    failed: bool,
}

impl<R: BufRead> Lines<R> {
    pub(crate) fn new(reader: R, encoding: Encoding) -> Lines<R> {
        Lines {
            reader,
            encoding,
            shift_jis: encoding == Encoding::ShiftJis,
            bytes: Vec::new(),
            number: 0,
            offset: 0,
            back: None,
            game_bytes: 0,
            failed: false,
        }
    }

    /// Starts counting a game's bytes (the line put back, if any, counts towards the new game).
    pub(crate) fn start_game(&mut self) {
        self.game_bytes = self.back.as_ref().map_or(0, |line| line.text.len());
    }

    /// Puts a line back, to be given again by the next [`Lines::next_line`].
    pub(crate) fn put_back(&mut self, line: Line) {
        self.back = Some(line);
    }

    fn fail(&mut self, kind: RecordErrorKind, offset: usize) -> RecordError {
        self.failed = true;
        RecordError {
            kind,
            line: self.number,
            offset,
        }
    }

    /// The next line, `None` at the end of the stream (or after an error).
    pub(crate) fn next_line(&mut self) -> Option<Result<Line, RecordError>> {
        if let Some(line) = self.back.take() {
            return Some(Ok(line));
        }
        if self.failed {
            return None;
        }
        self.bytes.clear();
        let start = self.offset;
        // Read up to the newline, never holding more than the bound.
        loop {
            let buf = match self.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(self.fail(RecordErrorKind::Io(e.to_string()), start))),
            };
            if buf.is_empty() {
                if self.bytes.is_empty() {
                    return None;
                }
                break;
            }
            let (take, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buf.len(), false),
            };
            if self.bytes.len() + take > MAX_LINE_BYTES + 2 {
                self.number += 1;
                return Some(Err(
                    self.fail(RecordErrorKind::LineTooLong(MAX_LINE_BYTES), start)
                ));
            }
            self.bytes.extend_from_slice(&buf[..take]);
            self.reader.consume(take);
            if done {
                break;
            }
        }
        self.number += 1;
        self.offset += self.bytes.len();
        self.game_bytes += self.bytes.len();
        if self.game_bytes > MAX_GAME_BYTES {
            return Some(Err(
                self.fail(RecordErrorKind::GameTooLong(MAX_GAME_BYTES), start)
            ));
        }
        let mut bytes = self.bytes.as_slice();
        while let [rest @ .., b'\n' | b'\r'] = bytes {
            bytes = rest;
        }
        if self.number == 1 {
            if let Some(rest) = bytes.strip_prefix(b"\xef\xbb\xbf") {
                bytes = rest;
                if self.encoding == Encoding::Auto {
                    self.encoding = Encoding::Utf8;
                }
            }
        }
        let text = match decode(self.encoding, &mut self.shift_jis, bytes) {
            Ok(text) => text,
            Err(kind) => return Some(Err(self.fail(kind, start))),
        };
        Some(Ok(Line {
            text,
            number: self.number,
            offset: start,
        }))
    }
}

/// Decodes a line: UTF-8 until `Shift_JIS` is met (in [`Encoding::Auto`]), then `Shift_JIS`.
fn decode(
    encoding: Encoding,
    shift_jis: &mut bool,
    bytes: &[u8],
) -> Result<String, RecordErrorKind> {
    if !*shift_jis {
        match core::str::from_utf8(bytes) {
            Ok(text) => return Ok(text.to_owned()),
            Err(_) if encoding == Encoding::Utf8 => return Err(RecordErrorKind::Encoding("UTF-8")),
            Err(_) => *shift_jis = true,
        }
    }
    decode_shift_jis(bytes)
}

/// A line of `Shift_JIS` (code page 932, as the WHATWG decoder reads it).
#[cfg(feature = "shift-jis")]
fn decode_shift_jis(bytes: &[u8]) -> Result<String, RecordErrorKind> {
    encoding_rs::SHIFT_JIS
        .decode_without_bom_handling_and_without_replacement(bytes)
        .map(std::borrow::Cow::into_owned)
        .ok_or(RecordErrorKind::Encoding("Shift_JIS"))
}

/// Without the `shift-jis` feature: only UTF-8 is read.
#[cfg(not(feature = "shift-jis"))]
fn decode_shift_jis(_bytes: &[u8]) -> Result<String, RecordErrorKind> {
    Err(RecordErrorKind::NoShiftJis)
}

/// The games of a stream, each read by a format's game reader; none after an error.
pub(crate) struct Games<R> {
    lines: Lines<R>,
    done: bool,
}

impl<R: BufRead> Games<R> {
    pub(crate) fn new(reader: R, encoding: Encoding) -> Games<R> {
        Games {
            lines: Lines::new(reader, encoding),
            done: false,
        }
    }

    /// The next game, read by `read_game` (`Ok(None)` at the end of the stream).
    pub(crate) fn next_game(
        &mut self,
        read_game: fn(&mut Lines<R>) -> Result<Option<Record>, RecordError>,
    ) -> Option<Result<Record, RecordError>> {
        if self.done {
            return None;
        }
        let game = read_game(&mut self.lines);
        if !matches!(game, Ok(Some(_))) {
            self.done = true;
        }
        game.transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `あい` in `Shift_JIS`: not UTF-8, so the reader turns to `Shift_JIS`, which this build has or not.
    const SHIFT_JIS: &[u8] = b"\x82\xa0\x82\xa2";

    #[test]
    fn shift_jis_is_decoded_or_refused_by_name() {
        let mut turned = false;
        let result = decode(Encoding::Auto, &mut turned, SHIFT_JIS);
        assert!(turned);
        #[cfg(feature = "shift-jis")]
        assert_eq!(result, Ok("あい".to_owned()));
        #[cfg(not(feature = "shift-jis"))]
        {
            let kind = result.unwrap_err();
            assert_eq!(kind, RecordErrorKind::NoShiftJis);
            assert_eq!(kind.code(), "no-shift-jis");
            assert!(kind.to_string().contains("`shift-jis` feature"), "{kind}");
        }
    }

    #[test]
    fn utf8_only_refuses_other_bytes() {
        let mut turned = false;
        let kind = decode(Encoding::Utf8, &mut turned, SHIFT_JIS).unwrap_err();
        assert_eq!(kind, RecordErrorKind::Encoding("UTF-8"));
        assert!(!turned);
    }
}
