//! Shared oracles for the fuzz targets in `fuzz_targets/`.
//!
//! Every target feeds arbitrary bytes (or values built from them with `arbitrary`) to one public API and
//! checks properties that must hold for *every* input, not just for the inputs a test author thought of:
//!
//! - nothing panics, overflows or reads out of bounds (libFuzzer and `AddressSanitizer` catch those);
//! - what parses formats back to the same bytes and re-parses to the same value;
//! - what fails reports an offset inside the input (or at its end), pointing at the byte it names;
//! - the different entry points of one crate (`parse`, `parse_bytes`, `parse_prefix`, `is_valid`, `FromStr`,
//!   `TryFrom`, serde) agree with each other and with a small independent reference grammar written here.

use core::fmt::{Debug, Display};
use core::str::FromStr;

use serde::Serialize;
use serde::de::DeserializeOwned;

pub mod qi;
pub mod reference;

/// What the token targets need from a token type: its entry points and its error's offset.
pub trait Token:
    Copy
    + Eq
    + Debug
    + Display
    + FromStr<Err = <Self as Token>::Fault>
    + for<'a> TryFrom<&'a [u8], Error = <Self as Token>::Fault>
    + for<'a> TryFrom<&'a str, Error = <Self as Token>::Fault>
    + Serialize
    + DeserializeOwned
{
    /// The crate's error type.
    type Fault: Copy + Eq + Debug + Display;
    /// The longest token, in bytes.
    const MAX_LEN: usize;
    /// `T::parse_bytes`.
    ///
    /// # Errors
    /// As the crate's.
    fn parse_bytes(bytes: &[u8]) -> Result<Self, Self::Fault>;
    /// `T::parse`.
    ///
    /// # Errors
    /// As the crate's.
    fn parse_str(s: &str) -> Result<Self, Self::Fault>;
    /// `T::parse_prefix`.
    ///
    /// # Errors
    /// As the crate's.
    fn parse_prefix(bytes: &[u8]) -> Result<(Self, usize), Self::Fault>;
    /// `T::is_valid`.
    fn is_valid(s: &str) -> bool;
    /// The canonical text through the allocation-free writer (`encode` / `as_str`).
    fn encoded(self) -> String;
    /// `to_bits` then `from_bits` gives the token back.
    fn bits_round_trip(self) -> bool;
    /// The error's byte offset.
    fn offset(error: &Self::Fault) -> usize;
    /// The error's kebab-case code.
    fn code(error: &Self::Fault) -> &'static str;
    /// When the error names a byte of the input, its offset and that byte.
    fn named_byte(error: &Self::Fault) -> Option<(usize, u8)>;
    /// The reference grammar: the length of the longest token at the start of `bytes`, if any.
    fn reference_prefix(bytes: &[u8]) -> Option<usize>;
}

/// Checks one token type on arbitrary bytes: every entry point against the others and against the
/// reference grammar; round trips; error offsets.
///
/// # Panics
/// When a property fails (that is the finding).
pub fn check_token<T: Token>(data: &[u8]) {
    let whole = T::parse_bytes(data);
    let reference = T::reference_prefix(data);

    // Acceptance is exactly the reference grammar's, and a whole parse never reads past the bound.
    assert_eq!(
        whole.is_ok(),
        reference == Some(data.len()),
        "whole parse {whole:?} disagrees with the reference grammar ({reference:?}) on {data:?}"
    );
    if data.len() > T::MAX_LEN {
        assert!(whole.is_err(), "accepted {} bytes: {data:?}", data.len());
    }

    match whole {
        Ok(token) => {
            // format ∘ parse = identity (every token has one spelling), and parse ∘ format = identity.
            let text = token.to_string();
            assert_eq!(text.as_bytes(), data, "Display is not the input");
            assert_eq!(token.encoded(), text, "encode disagrees with Display");
            assert_eq!(T::parse_str(&text), Ok(token));
            assert!(
                token.bits_round_trip(),
                "bits round trip failed for {token:?}"
            );
            // The prefix reader takes the whole token.
            assert_eq!(T::parse_prefix(data), Ok((token, data.len())));
            // serde writes the canonical string and reads it back.
            let json = serde_json::to_string(&token).expect("serialize a token");
            assert_eq!(json, format!("\"{text}\""));
            assert_eq!(serde_json::from_str::<T>(&json).ok(), Some(token));
        }
        Err(error) => {
            check_offset(T::offset(&error), data, &error);
            if let Some((offset, byte)) = T::named_byte(&error) {
                assert_eq!(
                    data.get(offset),
                    Some(&byte),
                    "{error:?} names a byte that is not at its offset in {data:?}"
                );
            }
            assert!(!T::code(&error).is_empty());
            assert!(!error.to_string().is_empty());
        }
    }

    // The prefix reader agrees with the reference grammar (maximal munch) and with the whole parse.
    match T::parse_prefix(data) {
        Ok((token, used)) => {
            assert_eq!(Some(used), reference, "prefix length on {data:?}");
            assert!(used >= 1 && used <= data.len() && used <= T::MAX_LEN);
            assert_eq!(T::parse_bytes(&data[..used]), Ok(token));
        }
        Err(error) => {
            assert_eq!(reference, None, "prefix refused {data:?}: {error:?}");
            check_offset(T::offset(&error), data, &error);
            if let Some((offset, byte)) = T::named_byte(&error) {
                assert_eq!(data.get(offset), Some(&byte), "{error:?} on {data:?}");
            }
        }
    }

    // Every other entry point gives the same answer.
    assert_eq!(T::try_from(data), whole);
    if let Ok(s) = core::str::from_utf8(data) {
        assert_eq!(T::parse_str(s), whole);
        assert_eq!(s.parse::<T>(), whole);
        assert_eq!(T::try_from(s), whole);
        assert_eq!(T::is_valid(s), whole.is_ok(), "is_valid on {s:?}");
        // serde reads exactly the strings the parser accepts.
        let json = serde_json::Value::String(s.to_owned());
        assert_eq!(serde_json::from_value::<T>(json).ok(), whole.ok());
    }
}

/// An error offset lies inside the input or at its end.
///
/// # Panics
/// When it does not.
pub fn check_offset(offset: usize, data: &[u8], error: &dyn Debug) {
    assert!(
        offset <= data.len(),
        "{error:?}: offset {offset} is past the end of the {}-byte input {:?}",
        data.len(),
        String::from_utf8_lossy(&data[..data.len().min(200)])
    );
}

macro_rules! token_impl {
    ($ty:ty, $error:ty, named: |$e:ident| $named:expr, reference: $reference:path, encode: |$t:ident| $encode:expr) => {
        impl Token for $ty {
            type Fault = $error;
            const MAX_LEN: usize = <$ty>::MAX_LEN;
            fn parse_bytes(bytes: &[u8]) -> Result<Self, Self::Fault> {
                <$ty>::parse_bytes(bytes)
            }
            fn parse_str(s: &str) -> Result<Self, Self::Fault> {
                <$ty>::parse(s)
            }
            fn parse_prefix(bytes: &[u8]) -> Result<(Self, usize), Self::Fault> {
                <$ty>::parse_prefix(bytes)
            }
            fn is_valid(s: &str) -> bool {
                <$ty>::is_valid(s)
            }
            fn encoded(self) -> String {
                let $t = self;
                $encode
            }
            fn bits_round_trip(self) -> bool {
                <$ty>::from_bits(self.to_bits()) == Some(self)
            }
            fn offset(error: &Self::Fault) -> usize {
                error.offset()
            }
            fn code(error: &Self::Fault) -> &'static str {
                error.code()
            }
            fn named_byte($e: &Self::Fault) -> Option<(usize, u8)> {
                $named
            }
            fn reference_prefix(bytes: &[u8]) -> Option<usize> {
                $reference(bytes)
            }
        }
    };
}

token_impl!(
    tabula_sin::Style,
    tabula_sin::Error,
    named: |e| match *e {
        tabula_sin::Error::InvalidLetter { offset, byte } => Some((offset, byte)),
        _ => None,
    },
    reference: reference::sin_prefix,
    encode: |t| t.as_str().to_owned()
);

token_impl!(
    tabula_pin::Piece,
    tabula_pin::Error,
    named: |e| pin_named_byte(e, 0),
    reference: reference::pin_prefix,
    encode: |t| {
        let mut buf = [0; tabula_pin::Piece::MAX_LEN];
        let text = t.encode(&mut buf).to_owned();
        assert_eq!(text, t.as_str());
        assert_eq!(text.len(), t.encoded_len());
        text
    }
);

token_impl!(
    tabula_epin::ExtendedPiece,
    tabula_epin::Error,
    named: |e| match e {
        tabula_epin::Error::MisplacedDerivationMarker { offset } => Some((*offset, b'\'')),
        tabula_epin::Error::Pin(e) => pin_named_byte(e, 0),
        _ => None,
    },
    reference: reference::epin_prefix,
    encode: |t| {
        let mut buf = [0; tabula_epin::ExtendedPiece::MAX_LEN];
        t.encode(&mut buf).to_owned()
    }
);

token_impl!(
    tabula_qpi::QualifiedPiece,
    tabula_qpi::Error,
    named: |e| match e {
        tabula_qpi::Error::Sin(tabula_sin::Error::InvalidLetter { offset, byte }) => Some((*offset, *byte)),
        tabula_qpi::Error::Pin { offset, source } => pin_named_byte(source, *offset),
        _ => None,
    },
    reference: reference::qpi_prefix,
    encode: |t| {
        let mut buf = [0; tabula_qpi::QualifiedPiece::MAX_LEN];
        t.encode(&mut buf).to_owned()
    }
);

/// The byte a PIN error names, shifted by `base` (where the PIN part starts in a longer token).
#[must_use]
pub fn pin_named_byte(error: &tabula_pin::Error, base: usize) -> Option<(usize, u8)> {
    use tabula_pin::Error as E;
    let (offset, byte) = match *error {
        E::InvalidLetter { offset, byte } | E::TrailingByte { offset, byte } => (offset, byte),
        E::DoubledTerminalMarker { offset } | E::MisplacedTerminalMarker { offset } => {
            (offset, b'^')
        }
        E::DerivationMarker { offset } => (offset, b'\''),
        // `+` or `-`: checked by the caller's grammar, not here.
        _ => return None,
    };
    Some((base + offset, byte))
}
