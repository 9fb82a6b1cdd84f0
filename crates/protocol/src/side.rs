//! The two players (`Side`) and the error of reading a word of the protocol.

use core::fmt;
use core::str::FromStr;

/// One of the two camps of the Game Protocol.
///
/// Every Sashité notation writes the side with the letter's case: uppercase is
/// [`Side::First`], lowercase is [`Side::Second`].
///
/// `Ord`: `First < Second`.
///
/// ```
/// use tabula_protocol::Side;
///
/// assert_eq!(Side::First.flip(), Side::Second);
/// assert_eq!(Side::from_case(b'a'), Some(Side::Second));
/// assert_eq!("second".parse::<Side>(), Ok(Side::Second));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(u8)]
pub enum Side {
    /// The first side (uppercase letters).
    #[default]
    First = 0,
    /// The second side (lowercase letters).
    Second = 1,
}

impl Side {
    /// Both sides, first then second.
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// assert_eq!(Side::ALL, [Side::First, Side::Second]);
    /// ```
    pub const ALL: [Side; 2] = [Side::First, Side::Second];

    /// The other side.
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// assert_eq!(Side::Second.flip(), Side::First);
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// The side written by an ASCII letter's case, or `None` if `byte` is not an ASCII letter.
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// assert_eq!(Side::from_case(b'K'), Some(Side::First));
    /// assert_eq!(Side::from_case(b'k'), Some(Side::Second));
    /// assert_eq!(Side::from_case(b'+'), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_case(byte: u8) -> Option<Side> {
        match byte {
            b'A'..=b'Z' => Some(Side::First),
            b'a'..=b'z' => Some(Side::Second),
            _ => None,
        }
    }

    /// `true` for [`Side::First`].
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// assert!(Side::First.is_first());
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_first(self) -> bool {
        matches!(self, Side::First)
    }

    /// `true` for [`Side::Second`].
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// assert!(Side::Second.is_second());
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_second(self) -> bool {
        matches!(self, Side::Second)
    }

    /// The spec word: `"first"` or `"second"`.
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// assert_eq!(Side::Second.as_str(), "second");
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }

    /// `0` for first, `1` for second: handy to index a pair.
    ///
    /// ```
    /// use tabula_protocol::Side;
    /// let hands = ["first hand", "second hand"];
    /// assert_eq!(hands[Side::Second.index()], "second hand");
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    /// Writes the spec word, honouring width, fill and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// The error of parsing a [`Side`] or a [`Letter`](crate::Letter) from text.
///
/// ```
/// use tabula_protocol::{Side, ProtocolError};
/// assert_eq!("left".parse::<Side>(), Err(ProtocolError::UnknownSide));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ProtocolError {
    /// The text is neither `"first"` nor `"second"`.
    UnknownSide,
    /// The text is not exactly one ASCII letter.
    NotALetter,
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            ProtocolError::UnknownSide => "side must be \"first\" or \"second\"",
            ProtocolError::NotALetter => "letter must be exactly one ASCII letter",
        })
    }
}

impl core::error::Error for ProtocolError {}

impl FromStr for Side {
    type Err = ProtocolError;

    /// Parses the spec words `"first"` and `"second"` (exactly, no trimming).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "first" => Ok(Side::First),
            "second" => Ok(Side::Second),
            _ => Err(ProtocolError::UnknownSide),
        }
    }
}
