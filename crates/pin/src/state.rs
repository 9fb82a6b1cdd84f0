//! The state of a piece: the optional prefix of a PIN token.

use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use crate::Error;

/// A piece's state: the optional prefix of a PIN token (`+` enhanced, `-` diminished, none normal). What a
/// state means (promotion, castling right, …) is up to the rule system.
///
/// The discriminant is the state's code in [`Piece::to_bits`](crate::Piece::to_bits) (0 normal, 1 enhanced, 2 diminished).
///
/// **`Ord`**: `Diminished < Normal < Enhanced` (the reference Rust implementation's order), which is not the
/// discriminant order; [`State::ALL`] lists the states in `Ord` order.
///
/// ```
/// use tabula_pin::State;
///
/// assert_eq!("enhanced".parse::<State>(), Ok(State::Enhanced));
/// assert_eq!(State::Diminished.prefix(), "-");
/// assert_eq!(State::Normal.to_string(), "normal");
/// assert_eq!(format!("[{:>8}]", State::Normal), "[  normal]");
/// assert!(State::Diminished < State::Normal && State::Normal < State::Enhanced);
/// assert_eq!(State::default(), State::Normal);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum State {
    /// No prefix.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("K")?.state(), tabula_pin::State::Normal);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[default]
    Normal = 0,
    /// Prefix `+`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K")?.state(), tabula_pin::State::Enhanced);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    Enhanced = 1,
    /// Prefix `-`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-K")?.state(), tabula_pin::State::Diminished);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    Diminished = 2,
}

impl State {
    /// The three states in `Ord` order: diminished, normal, enhanced.
    ///
    /// ```
    /// use tabula_pin::State;
    /// assert_eq!(State::ALL, [State::Diminished, State::Normal, State::Enhanced]);
    /// ```
    pub const ALL: [State; 3] = [State::Diminished, State::Normal, State::Enhanced];

    /// The spec word: `"normal"`, `"enhanced"` or `"diminished"`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::State::Normal.as_str(), "normal");
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_str(self) -> &'static str {
        match self {
            State::Normal => "normal",
            State::Enhanced => "enhanced",
            State::Diminished => "diminished",
        }
    }

    /// The token prefix: `""`, `"+"` or `"-"`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::State::Enhanced.prefix(), "+");
    /// assert_eq!(tabula_pin::State::Normal.prefix(), "");
    /// ```
    #[must_use]
    #[inline]
    pub const fn prefix(self) -> &'static str {
        match self {
            State::Normal => "",
            State::Enhanced => "+",
            State::Diminished => "-",
        }
    }

    /// The position in `Ord` order (0 diminished, 1 normal, 2 enhanced).
    pub(crate) const fn rank(self) -> u16 {
        match self {
            State::Diminished => 0,
            State::Normal => 1,
            State::Enhanced => 2,
        }
    }
}

impl PartialOrd for State {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for State {
    /// `Diminished < Normal < Enhanced`.
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl fmt::Display for State {
    /// Writes the spec word, honouring width, fill and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl FromStr for State {
    type Err = Error;

    /// Parses the spec words `"normal"`, `"enhanced"`, `"diminished"` (exactly; no trimming, no case folding).
    /// Anything else is [`Error::UnknownState`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "normal" => Ok(State::Normal),
            "enhanced" => Ok(State::Enhanced),
            "diminished" => Ok(State::Diminished),
            _ => Err(Error::UnknownState),
        }
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::State;
    use core::fmt;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// The spec word (`"enhanced"`).
    impl Serialize for State {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.as_str())
        }
    }

    struct StateVisitor;

    impl Visitor<'_> for StateVisitor {
        type Value = State;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("\"normal\", \"enhanced\" or \"diminished\"")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<State, E> {
            v.parse().map_err(E::custom)
        }
    }

    /// One of the spec words, exactly.
    impl<'de> Deserialize<'de> for State {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(StateVisitor)
        }
    }
}
