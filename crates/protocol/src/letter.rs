//! The 26 letters of Latin script a token names a piece or a style with (`Letter`).

use core::fmt;
use core::str::FromStr;

use crate::{ProtocolError, Side};

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
