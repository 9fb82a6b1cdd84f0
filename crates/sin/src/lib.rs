#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::num::NonZeroU8;

pub use tabula_protocol::{Letter, Side};

mod error;
#[cfg(test)]
mod tests;
mod text;

pub use error::Error;

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

tabula_protocol::__token_text_impls!(Style, Error, "a SIN token (one ASCII letter)");
