#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

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
mod letter;
mod shape;
mod shape_error;
mod side;
mod token_impls;

pub use count::Count;
pub use letter::Letter;
pub use shape::{IntoShape, Shape};
pub use shape_error::ShapeError;
pub use side::{ProtocolError, Side};

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
