//! serde adapters (feature `serde`): a position as its FEEN string, for `#[serde(with = ...)]`.
//!
//! With the `serde` feature a [`Position`] also (de)serializes on its own, through `tabula-qi`, as a
//! structured value (shape, board, hands, styles, turn). These adapters write the canonical FEEN string
//! instead, and read one back with every check of [`parse`](crate::parse): the error message is the
//! [`Error`](crate::Error)'s.
//!
//! ```
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Game {
//!     #[serde(with = "tabula_feen::serde")]
//!     position: tabula_feen::Position,
//!     #[serde(with = "tabula_feen::serde::extended")]
//!     as_written: tabula_feen::ExtendedPosition,
//! }
//!
//! let json = r#"{"position":"3k^4/8/4K^3 / C/c","as_written":"K^'/k^ / C/s"}"#;
//! let game: Game = serde_json::from_str(json)?;
//! assert_eq!(game.position.board_piece_count(), 2);
//! assert_eq!(serde_json::to_string(&game)?, json);
//!
//! let bad = r#"{"position":"8/8 / C/C","as_written":"1 / C/c"}"#;
//! let Err(error) = serde_json::from_str::<Game>(bad) else { panic!("accepted") };
//! assert!(error.to_string().contains("style"), "{error}");
//! # Ok::<(), serde_json::Error>(())
//! ```

use core::fmt;
use core::marker::PhantomData;

use ::serde::de::{self, Visitor};
use ::serde::{Deserializer, Serializer};

use crate::{ExtendedPosition, Feen, Position};

/// Serializes a [`Position`] as its canonical FEEN string.
///
/// # Errors
/// The serializer's error carrying the [`Error`](crate::Error) of [`emit`](crate::emit) for positions
/// FEEN cannot spell (e.g. a shape with no FEEN spelling, a piece whose style is neither player's).
///
/// ```
/// let position = tabula_feen::parse("K^ / C/c")?;
/// let mut out = Vec::new();
/// tabula_feen::serde::serialize(&position, &mut serde_json::Serializer::new(&mut out))?;
/// assert_eq!(out, br#""K^ / C/c""#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<S: Serializer>(position: &Position, serializer: S) -> Result<S::Ok, S::Error> {
    let text = crate::emit(position).map_err(<S::Error as ::serde::ser::Error>::custom)?;
    serializer.serialize_str(&text)
}

/// Deserializes a [`Position`] from a FEEN string (or its bytes), with every check of
/// [`parse`](crate::parse).
///
/// # Errors
/// The deserializer's error carrying the parse [`Error`](crate::Error)'s message, or a type error for
/// anything but a string.
///
/// ```
/// let mut json = serde_json::Deserializer::from_str(r#""K^ / C/c""#);
/// let position = tabula_feen::serde::deserialize(&mut json)?;
/// assert_eq!(position.board_piece_count(), 1);
/// # Ok::<(), serde_json::Error>(())
/// ```
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
    deserializer.deserialize_str(FeenVisitor::<Position>(PhantomData))
}

/// The same adapters for an [`ExtendedPosition`] (pieces as EPIN tokens, as written).
pub mod extended {
    use super::{Deserializer, ExtendedPosition, FeenVisitor, PhantomData, Serializer};

    /// Serializes an [`ExtendedPosition`] as its canonical FEEN string.
    ///
    /// # Errors
    /// The serializer's error carrying the [`Error`](crate::Error) of
    /// [`emit_extended`](crate::emit_extended).
    ///
    /// ```
    /// let position = tabula_feen::parse_extended("K^' / C/s")?;
    /// let mut out = Vec::new();
    /// let mut json = serde_json::Serializer::new(&mut out);
    /// tabula_feen::serde::extended::serialize(&position, &mut json)?;
    /// assert_eq!(out, br#""K^' / C/s""#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<S: Serializer>(
        position: &ExtendedPosition,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let text =
            crate::emit_extended(position).map_err(<S::Error as ::serde::ser::Error>::custom)?;
        serializer.serialize_str(&text)
    }

    /// Deserializes an [`ExtendedPosition`] from a FEEN string (or its bytes), with every check of
    /// [`parse_extended`](crate::parse_extended).
    ///
    /// # Errors
    /// The deserializer's error carrying the parse [`Error`](crate::Error)'s message.
    ///
    /// ```
    /// let mut json = serde_json::Deserializer::from_str(r#""K^' / C/s""#);
    /// let position = tabula_feen::serde::extended::deserialize(&mut json)?;
    /// assert!(position.board()[0].unwrap().is_derived());
    /// # Ok::<(), serde_json::Error>(())
    /// ```
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<ExtendedPosition, D::Error> {
        deserializer.deserialize_str(FeenVisitor::<ExtendedPosition>(PhantomData))
    }
}

/// What a FEEN string converts into.
trait FromFeen: Sized {
    fn from_feen(feen: &Feen<'_>) -> Result<Self, crate::Error>;
}

impl FromFeen for Position {
    fn from_feen(feen: &Feen<'_>) -> Result<Self, crate::Error> {
        feen.to_position()
    }
}

impl FromFeen for ExtendedPosition {
    fn from_feen(feen: &Feen<'_>) -> Result<Self, crate::Error> {
        feen.to_extended_position()
    }
}

struct FeenVisitor<T>(PhantomData<T>);

impl<T: FromFeen> Visitor<'_> for FeenVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a FEEN string such as \"8/8 / C/c\"")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        self.visit_bytes(v.as_bytes())
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<T, E> {
        Feen::from_bytes(v)
            .and_then(|feen| T::from_feen(&feen))
            .map_err(E::custom)
    }
}
