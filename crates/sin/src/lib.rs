#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroU8;

pub use tabula_protocol::{Letter, Side};

/// Bits 0–4 of the packed form: the letter index (`A` = 0 … `Z` = 25).
const LETTER_MASK: u8 = 0x1F;
/// Bit 5 of the packed form: the side (0 first, 1 second).
const SIDE_BIT: u8 = 1 << 5;
/// Always set in the stored value, never in the packed form: it keeps the value non-zero, which gives
/// `Option<Style>` its niche.
const PRESENT_BIT: u8 = 1 << 7;

/// The token text of every packed form (`to_bits`, 0–63); the unused forms (letter index past 25) hold `"?"`.
#[rustfmt::skip]
const TEXT: [&str; 64] = [
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P",
    "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z", "?", "?", "?", "?", "?", "?",
    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p",
    "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "?", "?", "?", "?", "?", "?",
];

/// The token of every byte (`None` for a byte that is not an ASCII letter): one load reads a style.
const STYLES: [Option<Style>; 256] = {
    let mut table = [None; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        if let Some((letter, side)) = Letter::from_ascii(byte as u8) {
            table[byte] = Some(Style::new(letter, side));
        }
        byte += 1;
    }
    table
};

/// A SIN token: one ASCII letter naming a player style; its case is the side (uppercase first, lowercase
/// second).
///
/// One byte; `Option<Style>` is one byte too. Every value is a valid token (52 in all) and every token has
/// one spelling, so formatting always gives back the parsed text.
///
/// **`Ord`**: by letter, then first before second: `A < a < B < b < … < Z < z`. This is the order of the
/// attributes (and of the reference Rust implementation's identifier), **not** ASCII order, where `Z < a`.
/// It agrees with `Eq` and `Hash`.
///
/// ```
/// use tabula_sin::{Letter, Side, Style};
///
/// let style: Style = "s".parse()?;
/// assert_eq!(style.letter(), Letter::S);
/// assert_eq!(style.side(), Side::Second);
/// assert_eq!(style.flip().to_string(), "S");
/// assert!(Style::parse("C")? < Style::parse("c")? && Style::parse("c")? < Style::parse("D")?);
/// assert_eq!(Style::try_from(&b"W"[..])?, Style::new(Letter::W, Side::First));
/// assert_eq!(format!("{style:?}"), "Style('s')");
/// # Ok::<(), tabula_sin::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Style(NonZeroU8);

const _: () = assert!(core::mem::size_of::<Style>() == 1);
const _: () = assert!(core::mem::size_of::<Option<Style>>() == 1);

/// Why a byte string is not a SIN token.
///
/// Length is counted in **bytes** and checked before anything else, so every input of two or more bytes is
/// [`Error::TooLong`] whatever it holds (`"CC"`, `"C\n"`, and `"é"`, two bytes in UTF-8), and only an
/// input of exactly one byte is ever looked at. The bound (one byte) is the spec's own: every SIN token is
/// one ASCII letter.
///
/// Each variant has a stable kebab-case [`code`](Error::code) (the one the conformance fixtures use) and
/// the [`offset`](Error::offset) of the byte found wrong.
///
/// ```
/// use tabula_sin::{Error, Style};
///
/// assert_eq!(Style::parse(""), Err(Error::Empty));
/// assert_eq!(Style::parse("CC"), Err(Error::TooLong { len: 2 }));
/// assert_eq!(Style::parse("é"), Err(Error::TooLong { len: 2 }));
/// assert_eq!(Style::parse("1"), Err(Error::InvalidLetter { offset: 0, byte: b'1' }));
/// assert_eq!(Style::parse("CC").unwrap_err().code(), "too-long");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse(""), Err(tabula_sin::Error::Empty));
    /// ```
    #[error("empty SIN token")]
    Empty,
    /// More than one byte (code `too-long`): a SIN token is exactly one ASCII letter. Nothing but the length
    /// was examined, so a 1 MB input costs no more than a two-byte one.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// assert_eq!(Style::parse("C\n"), Err(Error::TooLong { len: 2 }));
    /// ```
    #[error("SIN token is {len} bytes long; a SIN token is exactly one ASCII letter")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The one byte is not an ASCII letter (code `invalid-letter`): a digit, a PIN modifier or marker,
    /// whitespace, a control byte, or a byte that is not ASCII.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// assert_eq!(Style::parse("+"), Err(Error::InvalidLetter { offset: 0, byte: b'+' }));
    /// ```
    #[error("byte 0x{byte:02x} at byte {offset} is not an ASCII letter")]
    InvalidLetter {
        /// Offset of the byte (always 0: a SIN token is one byte).
        offset: usize,
        /// The byte.
        byte: u8,
    },
}

impl Error {
    /// Byte offset at which the error was detected: the offending byte for [`Error::InvalidLetter`], 0 for
    /// [`Error::Empty`] and [`Error::TooLong`] (the whole input is at fault).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("").unwrap_err().offset(), 0);
    /// assert_eq!(tabula_sin::Style::parse("?").unwrap_err().offset(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } => 0,
            Error::InvalidLetter { offset, .. } => *offset,
        }
    }

    /// The kebab-case code used by the conformance fixtures: `empty`, `too-long` or `invalid-letter`.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("").unwrap_err().code(), "empty");
    /// assert_eq!(tabula_sin::Style::parse("1").unwrap_err().code(), "invalid-letter");
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::InvalidLetter { .. } => "invalid-letter",
        }
    }
}

impl Style {
    /// The length of a SIN token in bytes (every token is one byte).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::MAX_LEN, 1);
    /// ```
    pub const MAX_LEN: usize = 1;

    /// The number of SIN tokens (26 letters × 2 sides).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::all().count(), tabula_sin::Style::COUNT);
    /// ```
    pub const COUNT: usize = 52;

    /// The style `letter` on `side`.
    ///
    /// ```
    /// use tabula_sin::{Letter, Side, Style};
    /// assert_eq!(Style::new(Letter::X, Side::Second).to_string(), "x");
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(letter: Letter, side: Side) -> Style {
        let side = match side {
            Side::First => 0,
            Side::Second => SIDE_BIT,
        };
        match NonZeroU8::new(letter.index() | side | PRESENT_BIT) {
            Some(bits) => Style(bits),
            // Never taken: PRESENT_BIT is set.
            None => Style(NonZeroU8::MAX),
        }
    }

    /// The style's letter.
    ///
    /// ```
    /// use tabula_sin::{Letter, Style};
    /// assert_eq!(Style::parse("m")?.letter(), Letter::M);
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn letter(self) -> Letter {
        match Letter::from_index(self.0.get() & LETTER_MASK) {
            Some(letter) => letter,
            // Never taken: the index was written by `new`.
            None => Letter::A,
        }
    }

    /// The side (the letter's case).
    ///
    /// ```
    /// use tabula_sin::{Side, Style};
    /// assert_eq!(Style::parse("m")?.side(), Side::Second);
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn side(self) -> Side {
        if self.is_first() {
            Side::First
        } else {
            Side::Second
        }
    }

    /// Whether the token is uppercase (first side).
    ///
    /// ```
    /// assert!(tabula_sin::Style::parse("C")?.is_first());
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_first(self) -> bool {
        self.0.get() & SIDE_BIT == 0
    }

    /// Whether the token is lowercase (second side).
    ///
    /// ```
    /// assert!(tabula_sin::Style::parse("c")?.is_second());
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_second(self) -> bool {
        !self.is_first()
    }

    /// The same letter on the other side.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("C")?.flip().to_string(), "c");
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip(self) -> Style {
        match NonZeroU8::new(self.0.get() ^ SIDE_BIT) {
            Some(bits) => Style(bits),
            // Never taken: PRESENT_BIT stays set.
            None => self,
        }
    }

    /// Another letter on the same side.
    ///
    /// ```
    /// use tabula_sin::{Letter, Style};
    /// assert_eq!(Style::parse("c")?.with_letter(Letter::S).to_string(), "s");
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_letter(self, letter: Letter) -> Style {
        Style::new(letter, self.side())
    }

    /// The same letter on `side`.
    ///
    /// ```
    /// use tabula_sin::{Side, Style};
    /// assert_eq!(Style::parse("c")?.with_side(Side::First).to_string(), "C");
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_side(self, side: Side) -> Style {
        Style::new(self.letter(), side)
    }

    /// Whether both tokens have the same letter, whatever their case.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert!(Style::parse("C")?.same_letter(Style::parse("c")?));
    /// assert!(!Style::parse("C")?.same_letter(Style::parse("S")?));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_letter(self, other: Style) -> bool {
        self.0.get() & LETTER_MASK == other.0.get() & LETTER_MASK
    }

    /// Whether both tokens have the same case (side).
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert!(Style::parse("C")?.same_side(Style::parse("M")?));
    /// assert!(!Style::parse("C")?.same_side(Style::parse("c")?));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_side(self, other: Style) -> bool {
        self.0.get() & SIDE_BIT == other.0.get() & SIDE_BIT
    }

    /// The token of an ASCII letter byte, or `None` for any other byte.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::from_ascii(b'w').map(|s| s.to_string()), Some("w".into()));
    /// assert_eq!(Style::from_ascii(b'1'), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_ascii(byte: u8) -> Option<Style> {
        STYLES[byte as usize]
    }

    /// The token's ASCII byte.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("S")?.to_ascii(), b'S');
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_ascii(self) -> u8 {
        self.letter().to_ascii(self.side())
    }

    /// The token as a static string (no formatting machinery, no allocation).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("x")?.as_str(), "x");
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(self) -> &'static str {
        TEXT[(self.to_bits() & 0x3F) as usize]
    }

    /// Writes the token into `buf` and returns it; no allocation, no formatting machinery. The same text as
    /// [`Style::as_str`]; every token type of the Sashité crates has this writer, with its own `MAX_LEN`.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// let mut buf = [0; Style::MAX_LEN];
    /// assert_eq!(Style::parse("w")?.encode(&mut buf), "w");
    /// assert_eq!(&buf, b"w");
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[inline]
    pub fn encode(self, buf: &mut [u8; Style::MAX_LEN]) -> &str {
        let text = self.as_str();
        buf.copy_from_slice(text.as_bytes());
        text
    }

    /// The packed form: letter index in bits 0–4, side in bit 5 (0 first, 1 second); bits 6–7 are 0.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::parse("c")?.to_bits(), 2 | 1 << 5);
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_bits(self) -> u8 {
        self.0.get() & !PRESENT_BIT
    }

    /// The token of a packed form, or `None` if `bits` is not one that [`Style::to_bits`] produces (a letter
    /// index past 25, or bit 6 or 7 set).
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::from_bits(25).map(|s| s.to_string()), Some("Z".into()));
    /// assert_eq!(Style::from_bits(26), None);
    /// assert_eq!(Style::from_bits(0x80), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u8) -> Option<Style> {
        if bits & !(SIDE_BIT | LETTER_MASK) != 0 || bits & LETTER_MASK > 25 {
            return None;
        }
        match NonZeroU8::new(bits | PRESENT_BIT) {
            Some(bits) => Some(Style(bits)),
            None => None,
        }
    }

    /// Parses a whole string as one SIN token.
    ///
    /// ```
    /// assert!(tabula_sin::Style::parse("X").is_ok());
    /// assert!(tabula_sin::Style::parse("X ").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one ASCII letter.
    #[inline]
    pub fn parse(s: &str) -> Result<Style, Error> {
        Style::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one SIN token; the length is checked first (a 1 MB input is rejected
    /// without being read). No UTF-8 check is needed: a token is one ASCII byte.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// assert!(Style::parse_bytes(b"q").is_ok());
    /// assert_eq!(Style::parse_bytes(b"\xff"), Err(Error::InvalidLetter { offset: 0, byte: 0xFF }));
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one ASCII letter.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<Style, Error> {
        match *bytes {
            [] => Err(Error::Empty),
            [byte] => match Style::from_ascii(byte) {
                Some(style) => Ok(style),
                None => Err(Error::InvalidLetter { offset: 0, byte }),
            },
            _ => Err(Error::TooLong { len: bytes.len() }),
        }
    }

    /// Reads one SIN token at the start of `bytes` and returns it with the number of bytes it took (always
    /// 1). What follows is left alone: this is how QPI and FEEN read a style inside a longer text.
    ///
    /// ```
    /// use tabula_sin::{Error, Style};
    /// let (style, used) = Style::parse_prefix(b"C:K")?;
    /// assert_eq!((style.as_str(), used), ("C", 1));
    /// assert_eq!(Style::parse_prefix(b":K"), Err(Error::InvalidLetter { offset: 0, byte: b':' }));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Empty`] for an empty input, [`Error::InvalidLetter`] when the first byte is not an ASCII
    /// letter. Never [`Error::TooLong`].
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Style, usize), Error> {
        match *bytes {
            [] => Err(Error::Empty),
            [byte, ..] => match Style::from_ascii(byte) {
                Some(style) => Ok((style, 1)),
                None => Err(Error::InvalidLetter { offset: 0, byte }),
            },
        }
    }

    /// [`Style::parse_prefix`] without the error: the token at the start of `bytes` and the number of bytes
    /// it took (always 1), or `None` when no token starts there. The same reading; for readers that scan
    /// many tokens and ask for the error only when there is one.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::try_prefix(b"c:K").map(|(s, n)| (s.as_str(), n)), Some(("c", 1)));
    /// assert_eq!(Style::try_prefix(b":K"), None);
    /// assert_eq!(Style::try_prefix(b""), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(Style, usize)> {
        Some((Style::from_ascii(*bytes.first()?)?, 1))
    }

    /// Whether `s` is exactly one SIN token.
    ///
    /// ```
    /// assert!(tabula_sin::Style::is_valid("j"));
    /// assert!(!tabula_sin::Style::is_valid("é"));
    /// assert!(!tabula_sin::Style::is_valid("C\n"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        Style::parse(s).is_ok()
    }

    /// Every SIN token in `Ord` order: `A`, `a`, `B`, `b`, … `Z`, `z`.
    ///
    /// ```
    /// let all: String = tabula_sin::Style::all().take(4).map(|s| s.as_str()).collect();
    /// assert_eq!(all, "AaBb");
    /// assert_eq!(tabula_sin::Style::all().len(), 52);
    /// ```
    pub fn all() -> impl ExactSizeIterator<Item = Style> + DoubleEndedIterator + Clone {
        // `COUNT` is 52: it fits a `u8`.
        #[allow(clippy::cast_possible_truncation)]
        (0..Style::COUNT as u8).map(Style::from_rank)
    }

    /// The position in `Ord` order (0 to 51): letter index × 2 + side.
    const fn rank(self) -> u8 {
        let bits = self.0.get();
        ((bits & LETTER_MASK) << 1) | ((bits & SIDE_BIT) >> 5)
    }

    /// The token at `rank` in `Ord` order (`rank` < 52).
    const fn from_rank(rank: u8) -> Style {
        match NonZeroU8::new((rank >> 1) | ((rank & 1) << 5) | PRESENT_BIT) {
            Some(bits) => Style(bits),
            // Never taken: PRESENT_BIT is set.
            None => Style(NonZeroU8::MAX),
        }
    }
}

impl PartialOrd for Style {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Style {
    /// Letter first, then first side before second: `A < a < B < … < z`.
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl fmt::Display for Style {
    /// Writes the token, honouring width, fill and alignment like `str` does (`{:>3}` gives `"  C"`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for Style {
    /// `Style('C')`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Style({:?})", char::from(self.to_ascii()))
    }
}

tabula_protocol::__token_text_impls!(Style, Error, "a SIN token (one ASCII letter)");

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::format;
    use std::string::ToString;
    use std::vec::Vec;

    #[test]
    fn every_byte_is_a_token_exactly_when_it_is_a_letter() {
        for byte in 0..=u8::MAX {
            let parsed = Style::parse_bytes(&[byte]);
            assert_eq!(parsed.is_ok(), byte.is_ascii_alphabetic(), "{byte:#04x}");
            assert_eq!(Style::from_ascii(byte), parsed.ok(), "{byte:#04x}");
            if let Ok(style) = parsed {
                assert_eq!(style.to_ascii(), byte);
                assert_eq!(style.as_str().as_bytes(), [byte]);
                assert_eq!(Style::from_bits(style.to_bits()), Some(style));
            } else {
                assert_eq!(
                    parsed,
                    Err(Error::InvalidLetter { offset: 0, byte }),
                    "{byte:#04x}"
                );
            }
        }
    }

    #[test]
    fn order_is_letter_then_side_and_all_lists_it() {
        let all: Vec<Style> = Style::all().collect();
        assert_eq!(all.len(), Style::COUNT);
        assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
        for (rank, style) in all.iter().enumerate() {
            assert_eq!(usize::from(style.rank()), rank);
            assert_eq!(
                style.cmp(&Style::parse("M").unwrap()),
                (style.letter(), style.side()).cmp(&(Letter::M, Side::First))
            );
        }
        assert_eq!(
            Style::all().next_back(),
            Some(Style::new(Letter::Z, Side::Second))
        );
        // Not ASCII order: `Z` sorts before `a` as text, after it as a style.
        assert!(Style::parse("a").unwrap() < Style::parse("Z").unwrap());
    }

    #[test]
    fn packing_accepts_exactly_the_produced_forms() {
        let valid: Vec<Style> = (0..=u8::MAX).filter_map(Style::from_bits).collect();
        assert_eq!(valid.len(), Style::COUNT);
        for style in valid {
            assert!(style.to_bits() < 64);
        }
    }

    #[test]
    fn transformations_change_one_attribute() {
        let style = Style::new(Letter::C, Side::First);
        assert_eq!(style.flip(), Style::new(Letter::C, Side::Second));
        assert_eq!(style.flip().flip(), style);
        assert_eq!(
            style.with_letter(Letter::S),
            Style::new(Letter::S, Side::First)
        );
        assert_eq!(style.with_side(Side::First), style);
        assert_eq!(
            style.with_side(Side::Second),
            Style::new(Letter::C, Side::Second)
        );
        assert!(style.same_letter(style.flip()) && !style.same_side(style.flip()));
        assert!(style.is_first() && !style.is_second() && style.flip().is_second());
    }

    #[test]
    fn display_pads_and_debug_names_the_type() {
        let style = Style::new(Letter::Q, Side::Second);
        assert_eq!(format!("[{style:>3}]"), "[  q]");
        assert_eq!(format!("[{style:-<3}]"), "[q--]");
        assert_eq!(format!("{style:?}"), "Style('q')");
        assert_eq!(style.to_string(), "q");
    }

    #[test]
    fn error_codes_and_offsets() {
        let cases = [
            (Error::Empty, "empty", 0),
            (Error::TooLong { len: 9 }, "too-long", 0),
            (
                Error::InvalidLetter {
                    offset: 0,
                    byte: b'#',
                },
                "invalid-letter",
                0,
            ),
        ];
        for (error, code, offset) in cases {
            assert_eq!((error.code(), error.offset()), (code, offset));
            assert!(!error.to_string().is_empty());
        }
    }
}
