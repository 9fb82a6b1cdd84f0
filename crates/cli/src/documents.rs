//! JSON documents on stdin, one after another: JSON Lines (one per line) or laid out over several lines (as
//! `tabula json` writes them), read line by line with [`crate::batch::LineReader`].
//!
//! A document ends at the end of the line where its brackets close (strings and escapes are followed, so a
//! bracket inside a string does not count); a line with a scalar ends its document at once. A document is
//! held whole only up to [`MAX_DOCUMENT`] bytes: a longer one is refused at the bound, the rest of it is read
//! without being kept, and reading resumes after the line where its brackets close (or, for a single line
//! longer than the bound, whose brackets cannot be followed, after that line).

use std::io::{self, BufRead};

use crate::batch::LineReader;

/// Tabula's bound on one JSON document, in bytes (the largest board of 65,025 squares written with the
/// longest QPI tokens takes under 1 MB).
pub(crate) const MAX_DOCUMENT: usize = tabula_pon::MAX_INPUT_LEN;

/// One document read, or why it was not.
pub(crate) enum Document<'a> {
    /// The document's bytes.
    Whole(&'a [u8]),
    /// The document was longer than [`MAX_DOCUMENT`] bytes.
    TooLong,
}

/// Where the scanner stands inside a document.
#[derive(Default)]
struct Scan {
    depth: i64,
    in_string: bool,
    escaped: bool,
}

impl Scan {
    fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if self.in_string {
                match (self.escaped, b) {
                    (true, _) => self.escaped = false,
                    (false, b'\\') => self.escaped = true,
                    (false, b'"') => self.in_string = false,
                    _ => {}
                }
            } else {
                match b {
                    b'"' => self.in_string = true,
                    b'{' | b'[' => self.depth += 1,
                    b'}' | b']' => self.depth -= 1,
                    _ => {}
                }
            }
        }
    }

    fn is_closed(&self) -> bool {
        self.depth <= 0 && !self.in_string
    }
}

/// Reads documents from a stream of lines.
pub(crate) struct Documents<R> {
    lines: LineReader<R>,
    buffer: Vec<u8>,
    line: Vec<u8>,
}

impl<R: BufRead> Documents<R> {
    pub(crate) fn new(input: R) -> Self {
        Documents {
            lines: LineReader::new(input, MAX_DOCUMENT),
            buffer: Vec::new(),
            line: Vec::new(),
        }
    }

    /// The next document with the number of its first line, or `None` at the end of the input. An
    /// unfinished document at the end is returned as it is (its reader reports it).
    pub(crate) fn next(&mut self) -> io::Result<Option<(u64, Document<'_>)>> {
        self.buffer.clear();
        let mut scan = Scan::default();
        let mut first = 0;
        let mut too_long = false;
        loop {
            self.line.clear();
            let Some((number, len)) = self.lines.next_into(&mut self.line)? else {
                break;
            };
            if self.buffer.is_empty() && !too_long && self.line.iter().all(u8::is_ascii_whitespace)
            {
                continue;
            }
            if first == 0 {
                first = number;
            }
            scan.feed(&self.line);
            let cut = len > self.line.len() as u64;
            too_long |= cut || self.buffer.len() + self.line.len() + 1 > MAX_DOCUMENT;
            if cut {
                // The scanner did not see the whole line: the document ends with it.
                break;
            }
            if !too_long {
                self.buffer.extend_from_slice(&self.line);
                self.buffer.push(b'\n');
            }
            if scan.is_closed() {
                break;
            }
        }
        if too_long {
            self.buffer = Vec::new();
            return Ok(Some((first, Document::TooLong)));
        }
        if first == 0 {
            return Ok(None);
        }
        Ok(Some((first, Document::Whole(&self.buffer))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &str) -> Vec<(u64, String)> {
        let mut documents = Documents::new(input.as_bytes());
        let mut found = Vec::new();
        while let Some((line, document)) = documents.next().unwrap() {
            let text = match document {
                Document::Whole(bytes) => String::from_utf8_lossy(bytes).into_owned(),
                Document::TooLong => "too long".to_owned(),
            };
            found.push((line, text));
        }
        found
    }

    #[test]
    fn documents_end_where_their_brackets_close() {
        let input = "{\"a\": [1,\n 2]}\n\n{\"b\": \"]}\\\"\"}\nnope\n[1,\n";
        assert_eq!(
            all(input),
            [
                (1, "{\"a\": [1,\n 2]}\n".to_owned()),
                (4, "{\"b\": \"]}\\\"\"}\n".to_owned()),
                (5, "nope\n".to_owned()),
                (6, "[1,\n".to_owned()),
            ]
        );
    }

    #[test]
    fn a_document_over_the_bound_is_refused_and_reading_goes_on() {
        let long = format!("[\"{}\"]\n{{}}\n", "x".repeat(MAX_DOCUMENT));
        assert_eq!(
            all(&long),
            [(1, "too long".to_owned()), (2, "{}\n".to_owned())]
        );
    }
}
