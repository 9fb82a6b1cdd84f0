#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroU8;
use core::str::FromStr;

pub use tabula_protocol::{Letter, Side};

mod parser;

/// Bit 5 of the packed form: the side (0 first, 1 second); bits 0–4 hold the letter index.
const SIDE_BIT: u8 = 1 << 5;
/// Always set in the stored value (the niche of `Option<Style>`).
const PRESENT_BIT: u8 = 1 << 7;

/// A SIN token: one ASCII letter naming a player style; its case is the side (uppercase first, lowercase
/// second).
///
/// One byte; `Option<Style>` is one byte too.
///
/// `Ord`: by letter, then first before second (`C` < `c` < `D`), which is not ASCII order (`D` < `c`).
///
/// ```
/// use tabula_sin::{Letter, Side, Style};
///
/// let style: Style = "s".parse()?;
/// assert_eq!(style.letter(), Letter::S);
/// assert_eq!(style.side(), Side::Second);
/// assert_eq!(style.flip().to_string(), "S");
/// # Ok::<(), tabula_sin::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Style(NonZeroU8);

const _: () = assert!(core::mem::size_of::<Style>() == 1);
const _: () = assert!(core::mem::size_of::<Option<Style>>() == 1);

/// Why a byte string is not a SIN token.
///
/// ```
/// use tabula_sin::{Error, Style};
/// assert_eq!(Style::parse("1"), Err(Error::InvalidLetter { offset: 0, byte: b'1' }));
/// assert_eq!(Style::parse("CC").unwrap_err().code(), "too-long");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty.
    #[error("empty SIN token")]
    Empty,
    /// More than one byte: a SIN token is exactly one letter. Nothing else was examined.
    #[error("SIN token is {len} bytes long; a SIN token is exactly one ASCII letter")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// The byte is not an ASCII letter.
    #[error("byte 0x{byte:02x} at byte {offset} is not an ASCII letter")]
    InvalidLetter {
        /// Offset of the byte (always 0).
        offset: usize,
        /// The byte.
        byte: u8,
    },
}

impl Error {
    /// Byte offset at which the error was detected (0 for every SIN error).
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("").unwrap_err().offset(), 0);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } => 0,
            Error::InvalidLetter { offset, .. } => *offset,
        }
    }

    /// The kebab-case code used by the conformance fixtures: `empty`, `too-long`, `invalid-letter`.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("").unwrap_err().code(), "empty");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::InvalidLetter { .. } => "invalid-letter",
        }
    }
}

impl Style {
    /// The length of a SIN token.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::MAX_LEN, 1);
    /// ```
    pub const MAX_LEN: usize = 1;

    /// The number of SIN tokens.
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
    pub const fn new(letter: Letter, side: Side) -> Style {
        let side = match side {
            Side::First => 0,
            Side::Second => SIDE_BIT,
        };
        match NonZeroU8::new(letter.index() | side | PRESENT_BIT) {
            Some(bits) => Style(bits),
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
    pub const fn letter(self) -> Letter {
        match Letter::from_index(self.0.get() & 0x1F) {
            Some(letter) => letter,
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
    pub const fn side(self) -> Side {
        if self.0.get() & SIDE_BIT == 0 {
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
    pub const fn flip(self) -> Style {
        Style::new(self.letter(), self.side().flip())
    }

    /// Another letter on the same side.
    ///
    /// ```
    /// use tabula_sin::{Letter, Style};
    /// assert_eq!(Style::parse("c")?.with_letter(Letter::S).to_string(), "s");
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
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
    pub const fn with_side(self, side: Side) -> Style {
        Style::new(self.letter(), side)
    }

    /// Whether both tokens have the same letter, whatever their case.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert!(Style::parse("C")?.same_letter(Style::parse("c")?));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    pub const fn same_letter(self, other: Style) -> bool {
        self.0.get() & 0x1F == other.0.get() & 0x1F
    }

    /// Whether both tokens have the same case.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert!(Style::parse("C")?.same_side(Style::parse("M")?));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    pub const fn same_side(self, other: Style) -> bool {
        self.0.get() & SIDE_BIT == other.0.get() & SIDE_BIT
    }

    /// The token of an ASCII letter byte, or `None`.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::from_ascii(b'w').map(|s| s.to_string()), Some("w".into()));
    /// assert_eq!(Style::from_ascii(b'1'), None);
    /// ```
    #[must_use]
    pub const fn from_ascii(byte: u8) -> Option<Style> {
        match Letter::from_ascii(byte) {
            Some((letter, side)) => Some(Style::new(letter, side)),
            None => None,
        }
    }

    /// The token's ASCII byte.
    ///
    /// ```
    /// assert_eq!(tabula_sin::Style::parse("S")?.to_ascii(), b'S');
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    pub const fn to_ascii(self) -> u8 {
        self.letter().to_ascii(self.side())
    }

    /// The packed form: letter index in bits 0–4, side in bit 5.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::parse("c")?.to_bits(), 2 | 1 << 5);
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    #[must_use]
    pub const fn to_bits(self) -> u8 {
        self.0.get() & !PRESENT_BIT
    }

    /// The token of a packed form, or `None` if `bits` is not one [`Style::to_bits`] produces.
    ///
    /// ```
    /// use tabula_sin::Style;
    /// assert_eq!(Style::from_bits(25).map(|s| s.to_string()), Some("Z".into()));
    /// assert_eq!(Style::from_bits(26), None);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u8) -> Option<Style> {
        if bits & !(SIDE_BIT | 0x1F) != 0 {
            return None;
        }
        let side = if bits & SIDE_BIT == 0 {
            Side::First
        } else {
            Side::Second
        };
        match Letter::from_index(bits & 0x1F) {
            Some(letter) => Some(Style::new(letter, side)),
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
    pub fn parse(s: &str) -> Result<Style, Error> {
        Style::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one SIN token; the length is checked first.
    ///
    /// ```
    /// assert!(tabula_sin::Style::parse_bytes(b"\xff").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one ASCII letter.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Style, Error> {
        match bytes.len() {
            0 => Err(Error::Empty),
            1 => parser::prefix(bytes).map(|(style, _)| style),
            len => Err(Error::TooLong { len }),
        }
    }

    /// Reads one SIN token at the start of `bytes` (one byte) and returns it with the bytes it took (1).
    ///
    /// ```
    /// use tabula_sin::Style;
    /// let (style, used) = Style::parse_prefix(b"C:K")?;
    /// assert_eq!((style.to_string().as_str(), used), ("C", 1));
    /// # Ok::<(), tabula_sin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Empty`] or [`Error::InvalidLetter`].
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Style, usize), Error> {
        parser::prefix(bytes)
    }

    /// Whether `s` is exactly one SIN token.
    ///
    /// ```
    /// assert!(tabula_sin::Style::is_valid("j"));
    /// assert!(!tabula_sin::Style::is_valid("é"));
    /// ```
    #[must_use]
    pub fn is_valid(s: &str) -> bool {
        Style::parse(s).is_ok()
    }

    /// Every SIN token in `Ord` order (`A`, `a`, `B`, `b`, …).
    ///
    /// ```
    /// let all: String = tabula_sin::Style::all().take(4).map(|s| s.to_string()).collect();
    /// assert_eq!(all, "AaBb");
    /// ```
    pub fn all() -> impl Iterator<Item = Style> {
        Letter::ALL
            .into_iter()
            .flat_map(|letter| Side::ALL.map(|side| Style::new(letter, side)))
    }
}

impl PartialOrd for Style {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Style {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.letter(), self.side()).cmp(&(other.letter(), other.side()))
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let buf = [self.to_ascii()];
        f.pad(core::str::from_utf8(&buf).unwrap_or(""))
    }
}

impl fmt::Debug for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Style({:?})", char::from(self.to_ascii()))
    }
}

impl FromStr for Style {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Style::parse(s)
    }
}

impl TryFrom<&str> for Style {
    type Error = Error;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Style::parse(s)
    }
}

impl TryFrom<&[u8]> for Style {
    type Error = Error;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Style::parse_bytes(bytes)
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::Style;
    use core::fmt;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Style {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let buf = [self.to_ascii()];
            serializer.serialize_str(core::str::from_utf8(&buf).unwrap_or(""))
        }
    }

    struct TokenVisitor;

    impl Visitor<'_> for TokenVisitor {
        type Value = Style;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a SIN token (one ASCII letter)")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<Style, E> {
            Style::parse(v).map_err(E::custom)
        }

        fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Style, E> {
            Style::parse_bytes(v).map_err(E::custom)
        }
    }

    impl<'de> Deserialize<'de> for Style {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(TokenVisitor)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_is_a_token_exactly_when_it_is_a_letter() {
        for byte in 0..=u8::MAX {
            let parsed = Style::parse_bytes(&[byte]);
            assert_eq!(parsed.is_ok(), byte.is_ascii_alphabetic(), "{byte:#04x}");
            if let Ok(style) = parsed {
                assert_eq!(style.to_ascii(), byte);
                assert_eq!(Style::from_bits(style.to_bits()), Some(style));
            }
        }
    }

    #[test]
    fn order_is_letter_then_side() {
        let mut previous = None;
        for style in Style::all() {
            if let Some(previous) = previous {
                assert!(previous < style);
            }
            previous = Some(style);
        }
    }
}
