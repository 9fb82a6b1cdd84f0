//! The owned position: a `Qi` of qualified pieces that FEEN can write.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;
use core::str::FromStr;

use alloc::string::String;
use alloc::vec::Vec;

use tabula_cell::Coordinate;
use tabula_qi::Qi;
use tabula_qpi::{QualifiedPiece, Style};

use crate::{EmitError, Error, build, emit};

/// A position read from FEEN or convertible to it: a [`Qi`] whose pieces carry their style (QPI), with
/// the guarantee that FEEN can write it.
///
/// - **Read** with [`str::parse`] ([`FromStr`]), `TryFrom<&str>` or `TryFrom<&[u8]>`: one pass over the
///   string (see the crate docs), every error a [`enum@Error`] with a byte offset. Batch callers reuse
///   one position's allocations with [`Position::parse_into`].
/// - **Write** with [`Display`](fmt::Display) (`to_string()`): the canonical FEEN string, so
///   `text.parse::<Position>()?.to_string() == text` for every valid `text`. It cannot fail: a
///   `Position` is only ever built from a string or from a `Qi` that FEEN can spell.
/// - **Inspect** through [`Deref`] to [`Qi`] (`shape()`, `board()`, `hand(side)`, `turn()`, …) and by
///   CELL coordinate with [`Position::at`].
/// - **Edit** by taking the `Qi` out ([`Position::into_qi`]), editing it, and converting it back with
///   `Position::try_from(qi)`, which refuses what FEEN cannot write ([`EmitError`]).
/// - **serde** (feature `serde`): a position is its FEEN string.
///
/// ```
/// use tabula_feen::{Position, Side};
///
/// let text = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/9/+P+P+P+P+P+P+P2/-RNBQK^BN-R1 /p' C/s";
/// let position: Position = text.parse()?;
/// assert_eq!(position.shape(), &[9, 9]);
/// assert_eq!(position.at("a9".parse()?)?.unwrap().to_string(), "s:l");
/// let (pawn, count) = position.hand(Side::Second).next().unwrap();
/// assert_eq!((pawn.to_string().as_str(), count), ("C:p", 1)); // a chess pawn held by the shogi player
/// assert_eq!(position.to_string(), text);
///
/// let mut qi = position.into_qi();
/// qi.toggle();
/// let position = tabula_feen::Position::try_from(qi)?;
/// assert!(position.to_string().ends_with(" s/C"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Position {
    qi: Qi<QualifiedPiece, Style>,
    /// A board allocation kept for the next [`Position::parse_into`] (empty unless that was called).
    spare: Vec<Option<QualifiedPiece>>,
}

impl Position {
    /// Wraps a `Qi` already known to be writable.
    fn new(qi: Qi<QualifiedPiece, Style>) -> Position {
        Position {
            qi,
            spare: Vec::new(),
        }
    }

    /// Parses `text` into this position, reusing its allocations (the board): for batch callers that
    /// read many strings in turn. On error the position is unchanged.
    ///
    /// ```
    /// use tabula_feen::Position;
    /// let mut position: Position = "8/8/8/8/8/8/8/8 / C/c".parse()?;
    /// position.parse_into("k^7/8/8/8/8/8/8/7K^ / c/C")?;
    /// assert_eq!(position.board_piece_count(), 2);
    /// assert!(position.parse_into("8 / C/C").is_err());
    /// assert_eq!(position.to_string(), "k^7/8/8/8/8/8/8/7K^ / c/C"); // unchanged by the failure
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`FromStr`]: the first [`enum@Error`] of the string.
    pub fn parse_into(&mut self, text: &str) -> Result<(), Error> {
        let board = core::mem::take(&mut self.spare);
        match build::build::<_, build::Qualify>(text.as_bytes(), board) {
            Ok(qi) => {
                let old = core::mem::replace(&mut self.qi, qi);
                self.spare = old.into_board();
                Ok(())
            }
            Err((error, board)) => {
                self.spare = board;
                Err(error)
            }
        }
    }

    /// The position as a `Qi` (also reachable through [`Deref`]).
    ///
    /// ```
    /// let position: tabula_feen::Position = "K^ / C/c".parse()?;
    /// assert_eq!(position.as_qi().square_count(), 1);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn as_qi(&self) -> &Qi<QualifiedPiece, Style> {
        &self.qi
    }

    /// The position as a `Qi`, to edit it (convert it back with `Position::try_from`).
    ///
    /// ```
    /// use tabula_feen::{Position, Side};
    /// let mut qi = "K^1 / C/c".parse::<Position>()?.into_qi();
    /// qi.board_diff([(1, qi.board()[0]), (0, None)])?;
    /// assert_eq!(Position::try_from(qi)?.to_string(), "1K^ / C/c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn into_qi(self) -> Qi<QualifiedPiece, Style> {
        self.qi
    }

    /// The piece on the square named by a CELL coordinate (`None` for an empty square), with the board
    /// orientation of `tabula-cell`: the first rank FEEN writes is the highest.
    ///
    /// ```
    /// let position: tabula_feen::Position = "rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / c/C".parse()?;
    /// assert_eq!(position.at("e4".parse()?)?.unwrap().to_string(), "C:P");
    /// assert_eq!(position.at("e2".parse()?)?, None);
    /// assert!(position.at("i1".parse()?).is_err()); // off the board
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The [`tabula_cell::Error`] of a coordinate with the wrong number of dimensions or off the board.
    pub fn at(&self, coordinate: Coordinate) -> Result<Option<QualifiedPiece>, tabula_cell::Error> {
        let index = tabula_cell::square_index(self.qi.shape(), coordinate)?;
        Ok(self.qi.piece_at(index).copied())
    }

    /// Writes the canonical FEEN string into `text`, replacing its content and reusing its allocation
    /// (the allocation-free form of `to_string()`).
    ///
    /// ```
    /// let position: tabula_feen::Position = "K^ / C/c".parse()?;
    /// let mut text = String::from("old");
    /// position.write_into(&mut text);
    /// assert_eq!(text, "K^ / C/c");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    pub fn write_into(&self, text: &mut String) {
        let result = emit::emit_string(&self.qi, &spell(&self.qi), text);
        // A `Position` is only built from a string or a `Qi` that emits: writing it cannot fail.
        debug_assert!(result.is_ok(), "a Position failed to emit: {result:?}");
    }
}

/// How the pieces of `qi` are written, for its styles.
fn spell(qi: &Qi<QualifiedPiece, Style>) -> emit::Qualified {
    emit::Qualified::new(*qi.first_style(), *qi.second_style())
}

impl FromStr for Position {
    type Err = Error;

    /// Parses a FEEN string: see [`Position`].
    fn from_str(text: &str) -> Result<Position, Error> {
        Position::try_from(text.as_bytes())
    }
}

impl TryFrom<&str> for Position {
    type Error = Error;

    /// As [`FromStr`].
    fn try_from(text: &str) -> Result<Position, Error> {
        text.parse()
    }
}

impl TryFrom<&[u8]> for Position {
    type Error = Error;

    /// Parses FEEN from bytes (a non-ASCII byte is [`Error::NonAscii`]).
    ///
    /// ```
    /// use tabula_feen::Position;
    /// assert_eq!(Position::try_from(&b"1 / C/c"[..])?.square_count(), 1);
    /// assert_eq!(Position::try_from(&b"1 / C/\xff"[..]).unwrap_err().code(), "non-ascii");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    fn try_from(bytes: &[u8]) -> Result<Position, Error> {
        build::build::<_, build::Qualify>(bytes, Vec::new())
            .map(Position::new)
            .map_err(|(error, _)| error)
    }
}

impl TryFrom<Qi<QualifiedPiece, Style>> for Position {
    type Error = EmitError;

    /// Accepts a `Qi` that FEEN can write: the first style uppercase and the second lowercase, no outer
    /// dimension of size 1, every piece of one of the two players' styles, and a canonical string of at
    /// most [`MAX_LEN`](crate::MAX_LEN) bytes.
    ///
    /// # Errors
    /// The [`EmitError`] that writing it would meet.
    fn try_from(qi: Qi<QualifiedPiece, Style>) -> Result<Position, EmitError> {
        let mut bytes = Vec::new();
        emit::emit(&qi, &spell(&qi), &mut bytes)?;
        Ok(Position::new(qi))
    }
}

impl From<Position> for Qi<QualifiedPiece, Style> {
    fn from(position: Position) -> Self {
        position.qi
    }
}

impl Deref for Position {
    type Target = Qi<QualifiedPiece, Style>;

    fn deref(&self) -> &Self::Target {
        &self.qi
    }
}

impl AsRef<Qi<QualifiedPiece, Style>> for Position {
    fn as_ref(&self) -> &Qi<QualifiedPiece, Style> {
        &self.qi
    }
}

impl fmt::Display for Position {
    /// The canonical FEEN string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let written = emit::display(&self.qi, &spell(&self.qi), f);
        // A `Position` is only built from a string or a `Qi` that emits: writing it cannot fail.
        debug_assert!(written.is_ok(), "a Position failed to emit: {written:?}");
        written.unwrap_or(Ok(()))
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Position")
            .field(&format_args!("{self}"))
            .finish()
    }
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position::new(self.qi.clone())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.qi == other.qi
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.qi.hash(state);
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Position {
    /// The canonical FEEN string.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut text = String::new();
        self.write_into(&mut text);
        serializer.serialize_str(&text)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Position {
    /// A FEEN string (or its bytes), with every check of [`FromStr`].
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        struct Visitor;

        impl serde::de::Visitor<'_> for Visitor {
            type Value = Position;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a FEEN string such as \"8/8 / C/c\"")
            }

            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Position, E> {
                self.visit_bytes(v.as_bytes())
            }

            fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Position, E> {
                Position::try_from(v).map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Visitor)
    }
}
