//! The whitespace-separated fields of a FEN-like line.

use crate::Mode;

/// What is wrong with the whitespace of a line, or a field that is not there. The format's reader turns it
/// into its own error, adding the field it was looking for.
///
/// ```
/// use tabula_boardtext::{Gap, Mode, Tokens};
/// assert_eq!(Tokens::new(b"a ", Mode::Strict).nth_error(2), Some(Gap::Whitespace { offset: 1, what: "a space ends the line (strict mode)" }));
/// assert_eq!(Tokens::new(b"a", Mode::Strict).nth_error(2), Some(Gap::Missing { offset: 1 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Gap {
    /// The whitespace at `offset` is not what the mode allows.
    Whitespace {
        /// The byte offset.
        offset: usize,
        /// What the mode wants.
        what: &'static str,
    },
    /// A field is missing: the line ends (at `offset`, its length) where it is due.
    Missing {
        /// The byte offset (the line's length).
        offset: usize,
    },
}

/// Walks the whitespace-separated fields of a line, giving each with its byte offset.
///
/// In [`Mode::Strict`], fields are separated by exactly one space and the line neither starts nor ends with
/// whitespace; in [`Mode::Lenient`], by any run of ASCII whitespace, which may also surround the line.
///
/// ```
/// use tabula_boardtext::{Mode, Tokens};
/// let mut tokens = Tokens::new(b"startpos moves 7g7f", Mode::Strict);
/// assert_eq!(tokens.next_field(), Ok(Some((0, &b"startpos"[..]))));
/// assert_eq!(tokens.next_field(), Ok(Some((9, &b"moves"[..]))));
/// assert_eq!(tokens.position(), 14);
/// ```
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    mode: Mode,
}

impl<'a> Tokens<'a> {
    /// The fields of a line, read in a mode.
    ///
    /// ```
    /// let mut tokens = tabula_boardtext::Tokens::new(b"", tabula_boardtext::Mode::Lenient);
    /// assert_eq!(tokens.next_field(), Ok(None));
    /// ```
    #[must_use]
    pub const fn new(bytes: &'a [u8], mode: Mode) -> Tokens<'a> {
        Tokens {
            bytes,
            pos: 0,
            mode,
        }
    }

    /// The offset reached: just past the last field given.
    ///
    /// ```
    /// let tokens = tabula_boardtext::Tokens::new(b"b", tabula_boardtext::Mode::Strict);
    /// assert_eq!(tokens.position(), 0);
    /// ```
    #[must_use]
    pub const fn position(&self) -> usize {
        self.pos
    }

    /// The next field and its offset, or `None` at the end of the line.
    ///
    /// ```
    /// use tabula_boardtext::{Gap, Mode, Tokens};
    /// let mut tokens = Tokens::new(b"w\t-", Mode::Strict);
    /// assert_eq!(tokens.next_field(), Ok(Some((0, &b"w"[..]))));
    /// assert_eq!(tokens.next_field(), Err(Gap::Whitespace { offset: 1, what: "fields are separated by one space" }));
    /// ```
    ///
    /// # Errors
    /// [`Gap::Whitespace`] for whitespace the mode does not allow.
    pub fn next_field(&mut self) -> Result<Option<(usize, &'a [u8])>, Gap> {
        let bytes = self.bytes;
        match self.mode {
            Mode::Strict => {
                if self.pos > 0 {
                    if self.pos >= bytes.len() {
                        return Ok(None);
                    }
                    // At a separator: exactly one space, then a field.
                    if bytes[self.pos] != b' ' {
                        return Err(Gap::Whitespace {
                            offset: self.pos,
                            what: "fields are separated by one space",
                        });
                    }
                    self.pos += 1;
                }
                match bytes.get(self.pos) {
                    None => {
                        return Err(Gap::Whitespace {
                            offset: self.pos.saturating_sub(1),
                            what: "a space ends the line (strict mode)",
                        });
                    }
                    Some(b) if b.is_ascii_whitespace() => {
                        return Err(Gap::Whitespace {
                            offset: self.pos,
                            what: "fields are separated by exactly one space (strict mode)",
                        });
                    }
                    Some(_) => {}
                }
            }
            Mode::Lenient => {
                while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
                    self.pos += 1;
                }
                if self.pos >= bytes.len() {
                    return Ok(None);
                }
            }
        }
        let start = self.pos;
        while self.pos < bytes.len() && !bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Ok(Some((start, &bytes[start..self.pos])))
    }

    /// The next field, which must be there.
    ///
    /// ```
    /// use tabula_boardtext::{Gap, Mode, Tokens};
    /// let mut tokens = Tokens::new(b"b", Mode::Strict);
    /// assert_eq!(tokens.expect_field(), Ok((0, &b"b"[..])));
    /// assert_eq!(tokens.expect_field(), Err(Gap::Missing { offset: 1 }));
    /// ```
    ///
    /// # Errors
    /// [`Gap::Missing`] at the end of the line, or what [`Tokens::next_field`] refuses.
    pub fn expect_field(&mut self) -> Result<(usize, &'a [u8]), Gap> {
        self.next_field()?.ok_or(Gap::Missing {
            offset: self.bytes.len(),
        })
    }

    /// Reads `n` fields and gives the first error met, if any (for tests and examples).
    ///
    /// ```
    /// let mut tokens = tabula_boardtext::Tokens::new(b"a b", tabula_boardtext::Mode::Strict);
    /// assert_eq!(tokens.nth_error(2), None);
    /// ```
    pub fn nth_error(&mut self, n: usize) -> Option<Gap> {
        (0..n).find_map(|_| self.expect_field().err())
    }
}
