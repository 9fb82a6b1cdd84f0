//! A piece as text: reading a token, writing it (the compile-time table of every spelling).

use crate::{Error, Piece, State, read};

/// Bytes per slot of [`TEXT`].
const TEXT_STRIDE: usize = 3;

/// The token of every packed form (`to_bits`, 0–511), left-aligned in 3-byte slots; the slots of the unused
/// forms (letter index past 25, state code 3) are filled with `?`. Built at compile time with
/// [`Piece::ascii_bytes`], the one spelling of a token.
const TEXT_BYTES: [u8; 512 * TEXT_STRIDE] = {
    let mut bytes = [b'?'; 512 * TEXT_STRIDE];
    let mut bits: u16 = 0;
    while bits < 512 {
        if let Some(piece) = Piece::from_bits(bits) {
            let text = piece.ascii_bytes();
            let at = bits as usize * TEXT_STRIDE;
            let mut i = 0;
            while i < TEXT_STRIDE {
                bytes[at + i] = text[i];
                i += 1;
            }
        }
        bits += 1;
    }
    bytes
};

/// [`TEXT_BYTES`] as a string (all ASCII).
const TEXT: &str = match core::str::from_utf8(&TEXT_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("the token table is ASCII"),
};

impl Piece {
    /// Parses a whole string as one PIN token.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("+K^").is_ok());
    /// assert!(tabula_pin::Piece::parse("K+").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one PIN token.
    #[inline]
    pub fn parse(s: &str) -> Result<Piece, Error> {
        Piece::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one PIN token. The length bound (3 bytes) is checked first, so a 1 MB
    /// input is rejected without being read. No UTF-8 check is needed: a token is ASCII.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert!(Piece::parse_bytes(b"-p").is_ok());
    /// assert_eq!(Piece::parse_bytes(b"+\xff"), Err(Error::InvalidLetter { offset: 1, byte: 0xFF }));
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one PIN token.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<Piece, Error> {
        if bytes.len() > Piece::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        read::whole(bytes).map_err(read::Stop::error)
    }

    /// Reads one PIN token at the start of `bytes` and returns it with the number of bytes it took (1 to 3);
    /// what follows is left alone (`b"+K^'x"` gives `+K^` and 3). The token is the longest one there: the
    /// optional `^` is taken when present. At most 3 bytes are read, whatever the length of `bytes`.
    ///
    /// This is the reader EPIN, QPI and FEEN build on.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// let (piece, used) = Piece::parse_prefix(b"+K^'x")?;
    /// assert_eq!((piece.to_string().as_str(), used), ("+K^", 3));
    /// assert_eq!(Piece::parse_prefix(b"K+")?.1, 1);
    /// assert_eq!(Piece::parse_prefix(b"+/"), Err(Error::InvalidLetter { offset: 1, byte: b'/' }));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    ///
    /// # Errors
    /// When no token starts at byte 0: [`Error::Empty`], [`Error::InvalidLetter`], [`Error::MissingLetter`],
    /// [`Error::DoubledStateModifier`], [`Error::MisplacedTerminalMarker`] or [`Error::DerivationMarker`]
    /// (never an error about what follows a token, and never [`Error::TooLong`]).
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Piece, usize), Error> {
        read::token(bytes).map_err(read::Stop::error)
    }

    /// [`Piece::parse_prefix`] without the error: the same reading, `None` when no token starts at byte 0.
    /// For readers that scan many tokens and ask for the error only when there is one (EPIN's reader, and
    /// through it the FEEN scanner and PMN).
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::try_prefix(b"+K^'x").map(|(p, n)| (p.to_string(), n)), Some(("+K^".into(), 3)));
    /// assert_eq!(Piece::try_prefix(b"+/"), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(Piece, usize)> {
        read::token(bytes).ok()
    }

    /// [`Piece::try_prefix`], and whether the byte right after the token is `next`, in the same reading.
    /// Hidden: the plumbing of EPIN's reader (which asks for its derivation marker this way, so that the
    /// FEEN scanner and PMN pay for one look at the byte after a letter), not an API.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// let (piece, used, marked) = Piece::__try_prefix_then(b"K^'", b'\'').unwrap();
    /// assert_eq!((piece.as_str(), used, marked), ("K^", 2, true));
    /// ```
    #[doc(hidden)]
    #[must_use]
    #[inline]
    pub fn __try_prefix_then(bytes: &[u8], next: u8) -> Option<(Piece, usize, bool)> {
        read::token_then(bytes, next)
    }

    /// Whether `s` is exactly one PIN token.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::is_valid("-r"));
    /// assert!(!tabula_pin::Piece::is_valid("-r'"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        s.len() <= Piece::MAX_LEN && read::whole(s.as_bytes()).is_ok()
    }

    /// The length of the canonical token in bytes (1 to 3).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K^")?.encoded_len(), 3);
    /// assert_eq!(tabula_pin::Piece::parse("k")?.encoded_len(), 1);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn encoded_len(self) -> usize {
        1 + if self.is_normal() { 0 } else { 1 } + if self.is_terminal() { 1 } else { 0 }
    }

    /// The bytes of the canonical token, left-aligned; the first [`Piece::encoded_len`] are the token, the
    /// rest are 0. A `const fn`: the one spelling of a PIN token, from which this crate's table (behind
    /// [`Piece::as_str`]) and the tables of writers above it (FEEN's emitter) are built at compile time.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("-k^")?.ascii_bytes(), *b"-k^");
    /// assert_eq!(Piece::parse("K")?.ascii_bytes(), [b'K', 0, 0]);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn ascii_bytes(self) -> [u8; Piece::MAX_LEN] {
        let mut bytes = [0; Piece::MAX_LEN];
        let mut at = 0;
        match self.state() {
            State::Normal => {}
            State::Enhanced => {
                bytes[0] = b'+';
                at = 1;
            }
            State::Diminished => {
                bytes[0] = b'-';
                at = 1;
            }
        }
        bytes[at] = self.letter().to_ascii(self.side());
        if self.is_terminal() {
            bytes[at + 1] = b'^';
        }
        bytes
    }

    /// The canonical token as a static string: no formatting machinery, no allocation, no copy.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("-k^")?.as_str(), "-k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(self) -> &'static str {
        let at = usize::from(self.to_bits()) * TEXT_STRIDE;
        // A typed invariant: `to_bits` of a `Piece` is below the 312 tokens the table holds (every one is
        // checked by the tests), so this slice is always in the table.
        &TEXT[at..at + self.encoded_len()]
    }
}

tabula_protocol::__static_text_impls!(Piece, tabula_pin, "-k^");
