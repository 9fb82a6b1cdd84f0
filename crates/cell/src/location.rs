//! [`Location`]: a board square or the hand, `*`.

use core::fmt;

use crate::{Coordinate, Error, parser};

/// Where a piece can be: a square of the board (a [`Coordinate`]) or the hand (the reserve), written `*`.
///
/// The current CELL spec covers board squares only; the move notations (PMN, PAN, GGN) write a drop's source
/// or a capture's destination as `*`, and the older CELL generation had `*` itself. `*` stands alone:
/// `**`, `*e4` (a PAN drop, not a location) and `*a` are rejected with [`Error::HandNotAlone`]; every other
/// input is parsed as a coordinate, with the coordinate's errors.
///
/// **`Ord`**: board squares first (in [`Coordinate`] order), then the hand.
///
/// ```
/// use tabula_cell::{Coordinate, Location};
///
/// let from: Location = "*".parse()?;
/// let to: Location = "e5".parse()?;
/// assert!(from.is_hand() && to.is_board());
/// assert_eq!(to.coordinate(), Some(Coordinate::parse("e5")?));
/// assert_eq!(from.to_string(), "*");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Location {
    /// A square of the board.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Location};
    /// assert_eq!(Location::parse("a1")?, Location::Board(Coordinate::new(&[0, 0])?));
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    Board(Coordinate),
    /// The hand (reserve), `*`.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Location::parse("*")?, tabula_cell::Location::Hand);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    Hand,
}

impl Location {
    /// How the hand is written.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Location::HAND, "*");
    /// ```
    pub const HAND: &'static str = "*";

    /// Parses a whole string as a location: `*` alone, or one coordinate.
    ///
    /// ```
    /// use tabula_cell::{Error, Location};
    ///
    /// assert_eq!(Location::parse("*")?, Location::Hand);
    /// assert!(Location::parse("e4")?.is_board());
    /// assert_eq!(Location::parse("**"), Err(Error::HandNotAlone { byte: b'*' }));
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::HandNotAlone`] when `*` is followed by anything, otherwise the coordinate's [`Error`].
    pub fn parse(s: &str) -> Result<Location, Error> {
        Location::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as a location; the length bound ([`Coordinate::MAX_LEN`]) is checked
    /// first.
    ///
    /// ```
    /// use tabula_cell::{Error, Location};
    ///
    /// assert_eq!(Location::parse_bytes(b"*")?, Location::Hand);
    /// assert_eq!(Location::parse_bytes(b""), Err(Error::Empty));
    /// assert_eq!(Location::parse_bytes(b"********"), Err(Error::TooLong { len: 8 }));
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Location::parse`].
    pub fn parse_bytes(bytes: &[u8]) -> Result<Location, Error> {
        if bytes.len() > Coordinate::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        parser::location(bytes)
    }

    /// Whether `s` is exactly one location.
    ///
    /// ```
    /// use tabula_cell::Location;
    /// assert!(Location::is_valid("*") && Location::is_valid("a1A"));
    /// assert!(!Location::is_valid("*e4"));
    /// ```
    #[must_use]
    pub fn is_valid(s: &str) -> bool {
        Location::parse(s).is_ok()
    }

    /// Whether this is a board square.
    ///
    /// ```
    /// assert!(tabula_cell::Location::parse("a1")?.is_board());
    /// assert!(!tabula_cell::Location::Hand.is_board());
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn is_board(&self) -> bool {
        matches!(self, Location::Board(_))
    }

    /// Whether this is the hand.
    ///
    /// ```
    /// assert!(tabula_cell::Location::Hand.is_hand());
    /// assert!(!tabula_cell::Location::parse("a1")?.is_hand());
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn is_hand(&self) -> bool {
        matches!(self, Location::Hand)
    }

    /// The board square, or `None` for the hand.
    ///
    /// ```
    /// use tabula_cell::Location;
    /// assert_eq!(Location::parse("h8")?.coordinate().map(|c| c.to_string()).as_deref(), Some("h8"));
    /// assert_eq!(Location::Hand.coordinate(), None);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn coordinate(&self) -> Option<Coordinate> {
        match self {
            Location::Board(c) => Some(*c),
            Location::Hand => None,
        }
    }

    /// Writes the canonical form into `buf` and returns it, without allocating.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Location};
    /// let mut buf = [0; Coordinate::MAX_LEN];
    /// assert_eq!(Location::Hand.encode(&mut buf), "*");
    /// assert_eq!(Location::parse("b2B")?.encode(&mut buf), "b2B");
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    pub fn encode<'b>(&self, buf: &'b mut [u8; Coordinate::MAX_LEN]) -> &'b str {
        match self {
            Location::Board(c) => c.encode(buf),
            Location::Hand => Location::HAND,
        }
    }
}

/// A board square.
///
/// ```
/// use tabula_cell::{Coordinate, Location};
/// assert!(Location::from(Coordinate::parse("e4")?).is_board());
/// # Ok::<(), tabula_cell::Error>(())
/// ```
impl From<Coordinate> for Location {
    fn from(coordinate: Coordinate) -> Location {
        Location::Board(coordinate)
    }
}

/// `*` or the coordinate; width, fill and alignment are honoured.
///
/// ```
/// use tabula_cell::Location;
/// assert_eq!(format!("[{:>3}]", Location::Hand), "[  *]");
/// assert_eq!(format!("[{:<3}]", Location::parse("e4")?), "[e4 ]");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Board(c) => fmt::Display::fmt(c, f),
            Location::Hand => f.pad(Location::HAND),
        }
    }
}

tabula_protocol::__token_text_impls!(
    Location,
    Error,
    "a CELL coordinate such as \"e4\", or \"*\" for the hand"
);

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    #[test]
    fn the_hand_stands_alone() {
        assert_eq!(Location::parse("*"), Ok(Location::Hand));
        for (input, byte) in [("**", b'*'), ("*a", b'a'), ("*e4", b'e'), ("* ", b' ')] {
            assert_eq!(Location::parse(input), Err(Error::HandNotAlone { byte }));
        }
        assert_eq!(
            Location::parse("a*"),
            Err(Error::UnexpectedCharacter {
                offset: 1,
                byte: b'*',
                dimension: 2
            })
        );
    }

    #[test]
    fn board_squares_sort_before_the_hand() {
        let iv = Location::parse("iv256IV").unwrap();
        assert!(iv < Location::Hand);
        assert_eq!(Location::Hand.to_string(), "*");
        assert_eq!(size_of::<Location>(), 4);
    }
}
