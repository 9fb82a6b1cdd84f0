#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::fmt;
use core::str::FromStr;

/// The bounds of a board, defined once here (with [`Shape`], which checks them) and re-exported by
/// `tabula-cell`, `tabula-qi` and `tabula-feen`: Tabula's (and every reference implementation's) bounds;
/// the Game Protocol sets none.
///
/// ```
/// use tabula_protocol::{MAX_DIMENSION_SIZE, MAX_DIMENSIONS, MAX_SQUARES};
/// assert_eq!((MAX_DIMENSIONS, MAX_DIMENSION_SIZE, MAX_SQUARES), (3, 255, 255 * 255));
/// ```
pub const MAX_DIMENSIONS: usize = 3;
/// The most squares along one dimension (see [`MAX_DIMENSIONS`]).
///
/// ```
/// assert_eq!(tabula_protocol::MAX_DIMENSION_SIZE, 255);
/// ```
pub const MAX_DIMENSION_SIZE: usize = 255;
/// The most squares of a board, whatever its number of dimensions: 255² (see [`MAX_DIMENSIONS`]).
///
/// ```
/// assert_eq!(tabula_protocol::MAX_SQUARES, 65_025);
/// ```
pub const MAX_SQUARES: usize = MAX_DIMENSION_SIZE * MAX_DIMENSION_SIZE;

mod count;
mod shape;
mod shape_error;
mod token_impls;

pub use count::Count;
pub use shape::{IntoShape, Shape};
pub use shape_error::ShapeError;

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

/// The error of parsing a [`Side`] or a [`Letter`] from text.
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

macro_rules! letters {
    ($($name:ident = $value:literal),* $(,)?) => {
        /// One of the 26 abbreviations `A`–`Z` of the Sashité token notations.
        ///
        /// A letter has no case: the case of a written token is its [`Side`].
        /// `Ord` is alphabetical. The representation is one byte (`A` = 0 … `Z` = 25), so
        /// `Option<Letter>` is one byte too.
        ///
        /// ```
        /// use tabula_protocol::{Letter, Side};
        /// assert_eq!(Letter::from_ascii_letter(b'q'), Some(Letter::Q));
        /// assert_eq!(Letter::Q.to_ascii(Side::Second), b'q');
        /// assert!(Letter::A < Letter::Z);
        /// assert_eq!(core::mem::size_of::<Option<Letter>>(), 1);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Letter {
            $(
                #[doc = concat!("The letter `", stringify!($name), "`.")]
                $name = $value,
            )*
        }

        impl Letter {
            /// All 26 letters in alphabetical order.
            ///
            /// ```
            /// use tabula_protocol::Letter;
            /// assert_eq!(Letter::ALL.len(), 26);
            /// assert_eq!(Letter::ALL[25], Letter::Z);
            /// ```
            pub const ALL: [Letter; 26] = [$(Letter::$name),*];
        }
    };
}

letters! {
    A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7, I = 8, J = 9, K = 10, L = 11, M = 12,
    N = 13, O = 14, P = 15, Q = 16, R = 17, S = 18, T = 19, U = 20, V = 21, W = 22, X = 23, Y = 24,
    Z = 25,
}

impl Letter {
    /// The letter at `index` (`0` = `A` … `25` = `Z`), or `None` past `25`.
    ///
    /// ```
    /// use tabula_protocol::Letter;
    /// assert_eq!(Letter::from_index(2), Some(Letter::C));
    /// assert_eq!(Letter::from_index(26), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_index(index: u8) -> Option<Letter> {
        if index < 26 {
            Some(Letter::ALL[index as usize])
        } else {
            None
        }
    }

    /// The position in the alphabet, `0` for `A` to `25` for `Z`.
    ///
    /// ```
    /// use tabula_protocol::Letter;
    /// assert_eq!(Letter::Z.index(), 25);
    /// ```
    #[must_use]
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// Decodes an ASCII letter of either case into the letter and the side its case writes.
    ///
    /// Returns `None` for any byte outside `A`–`Z` and `a`–`z`.
    ///
    /// ```
    /// use tabula_protocol::{Letter, Side};
    /// assert_eq!(Letter::from_ascii(b'C'), Some((Letter::C, Side::First)));
    /// assert_eq!(Letter::from_ascii(b'c'), Some((Letter::C, Side::Second)));
    /// assert_eq!(Letter::from_ascii(b'1'), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_ascii(byte: u8) -> Option<(Letter, Side)> {
        match byte {
            b'A'..=b'Z' => Some((Letter::ALL[(byte - b'A') as usize], Side::First)),
            b'a'..=b'z' => Some((Letter::ALL[(byte - b'a') as usize], Side::Second)),
            _ => None,
        }
    }

    /// Decodes an ASCII letter of either case, ignoring the case.
    ///
    /// ```
    /// use tabula_protocol::Letter;
    /// assert_eq!(Letter::from_ascii_letter(b'k'), Some(Letter::K));
    /// assert_eq!(Letter::from_ascii_letter(b'^'), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_ascii_letter(byte: u8) -> Option<Letter> {
        match Letter::from_ascii(byte) {
            Some((letter, _)) => Some(letter),
            None => None,
        }
    }

    /// The ASCII byte of this letter written for `side` (uppercase for first, lowercase for second).
    ///
    /// ```
    /// use tabula_protocol::{Letter, Side};
    /// assert_eq!(Letter::R.to_ascii(Side::First), b'R');
    /// assert_eq!(Letter::R.to_ascii(Side::Second), b'r');
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_ascii(self, side: Side) -> u8 {
        match side {
            Side::First => b'A' + self as u8,
            Side::Second => b'a' + self as u8,
        }
    }

    /// The uppercase character of this letter.
    ///
    /// ```
    /// use tabula_protocol::Letter;
    /// assert_eq!(Letter::G.as_char(), 'G');
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_char(self) -> char {
        (b'A' + self as u8) as char
    }

    /// The letter of an ASCII `char` of either case, ignoring the case.
    ///
    /// ```
    /// use tabula_protocol::Letter;
    /// assert_eq!(Letter::from_char('x'), Some(Letter::X));
    /// assert_eq!(Letter::from_char('é'), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_char(c: char) -> Option<Letter> {
        if c.is_ascii() {
            Letter::from_ascii_letter(c as u8)
        } else {
            None
        }
    }
}

impl fmt::Display for Letter {
    /// Writes the uppercase letter, honouring width, fill and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let byte = [self.to_ascii(Side::First)];
        // Always ASCII, so always valid UTF-8.
        f.pad(core::str::from_utf8(&byte).unwrap_or("?"))
    }
}

impl FromStr for Letter {
    type Err = ProtocolError;

    /// Parses exactly one ASCII letter of either case (the case is ignored).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            [byte] => Letter::from_ascii_letter(*byte).ok_or(ProtocolError::NotALetter),
            _ => Err(ProtocolError::NotALetter),
        }
    }
}

impl From<Letter> for char {
    fn from(letter: Letter) -> char {
        letter.as_char()
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use super::{Letter, Side};
    use core::fmt;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Side {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.as_str())
        }
    }

    impl Serialize for Letter {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let byte = [self.to_ascii(Side::First)];
            serializer.serialize_str(core::str::from_utf8(&byte).unwrap_or("?"))
        }
    }

    struct StrVisitor<T>(core::marker::PhantomData<T>, &'static str);

    impl<T: core::str::FromStr> Visitor<'_> for StrVisitor<T>
    where
        T::Err: fmt::Display,
    {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.1)
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
            v.parse().map_err(E::custom)
        }
    }

    impl<'de> Deserialize<'de> for Side {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(StrVisitor(
                core::marker::PhantomData,
                "\"first\" or \"second\"",
            ))
        }
    }

    impl<'de> Deserialize<'de> for Letter {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(StrVisitor(core::marker::PhantomData, "one ASCII letter"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ascii_byte_decodes_exactly_when_it_is_a_letter() {
        for byte in 0..=u8::MAX {
            let decoded = Letter::from_ascii(byte);
            assert_eq!(
                decoded.is_some(),
                byte.is_ascii_alphabetic(),
                "byte {byte:#04x}"
            );
            if let Some((letter, side)) = decoded {
                assert_eq!(letter.to_ascii(side), byte);
                assert_eq!(Side::from_case(byte), Some(side));
                assert_eq!(letter.as_char(), char::from(byte.to_ascii_uppercase()));
            } else {
                assert_eq!(Side::from_case(byte), None);
            }
        }
    }

    #[test]
    fn indices_round_trip() {
        for (i, letter) in Letter::ALL.iter().enumerate() {
            let i = u8::try_from(i).unwrap();
            assert_eq!(letter.index(), i);
            assert_eq!(Letter::from_index(i), Some(*letter));
        }
        assert_eq!(Letter::from_index(26), None);
        assert_eq!(Letter::from_index(255), None);
    }

    #[test]
    fn side_basics() {
        assert_eq!(Side::First.flip().flip(), Side::First);
        assert!(Side::First < Side::Second);
        assert_eq!(Side::First.index(), 0);
        assert_eq!(Side::Second.index(), 1);
        assert_eq!(Side::default(), Side::First);
        assert!(!Side::First.is_second());
        assert!(!Side::Second.is_first());
    }

    #[test]
    fn parsing_words_and_letters() {
        assert_eq!("first".parse::<Side>(), Ok(Side::First));
        assert_eq!("First".parse::<Side>(), Err(ProtocolError::UnknownSide));
        assert_eq!(" first".parse::<Side>(), Err(ProtocolError::UnknownSide));
        assert_eq!("k".parse::<Letter>(), Ok(Letter::K));
        assert_eq!("".parse::<Letter>(), Err(ProtocolError::NotALetter));
        assert_eq!("KK".parse::<Letter>(), Err(ProtocolError::NotALetter));
        assert_eq!("1".parse::<Letter>(), Err(ProtocolError::NotALetter));
        assert_eq!(Letter::from_char('é'), None);
    }

    #[test]
    fn display_pads() {
        extern crate std;
        use std::format;
        assert_eq!(format!("[{:>7}]", Side::First), "[  first]");
        assert_eq!(format!("[{:-^5}]", Letter::Q), "[--Q--]");
        assert_eq!(
            format!("{}", ProtocolError::UnknownSide),
            "side must be \"first\" or \"second\""
        );
        assert_eq!(
            format!("{}", ProtocolError::NotALetter),
            "letter must be exactly one ASCII letter"
        );
    }

    #[test]
    fn sizes() {
        assert_eq!(core::mem::size_of::<Letter>(), 1);
        assert_eq!(core::mem::size_of::<Option<Letter>>(), 1);
        assert_eq!(core::mem::size_of::<Side>(), 1);
    }
}
