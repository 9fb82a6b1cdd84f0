//! The `serde` feature: a side is its spec word, a letter its uppercase ASCII letter; deserializing validates.
#![cfg(feature = "serde")]

use core::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;
use tabula_protocol::{Letter, Side};

/// One type's serde form: each value serializes to its JSON text and reads back, each refused text fails, and
/// the message of `message.0` starts with `message.1`.
///
/// `tabula-testkit` has the same check for the token types (`check_serde_uses_the_token_string`); this crate
/// does not dev-depend on it.
fn check_serde<T>(
    values: impl IntoIterator<Item = (T, String)>,
    refused: &[&str],
    message: (&str, &str),
) where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    for (value, json) in values {
        assert_eq!(serde_json::to_string(&value).unwrap(), json);
        assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value);
    }
    for bad in refused {
        assert!(serde_json::from_str::<T>(bad).is_err(), "{bad}");
    }
    let (input, start) = message;
    let message = serde_json::from_str::<T>(input).unwrap_err().to_string();
    assert!(message.starts_with(start), "{message}");
}

#[test]
fn sides_are_their_spec_words() {
    check_serde(
        Side::ALL.map(|side| (side, format!("\"{}\"", side.as_str()))),
        &["\"First\"", "\"\"", "\" first\"", "0", "null"],
        ("\"left\"", "side must be \"first\" or \"second\""),
    );
}

#[test]
fn letters_are_uppercase_and_read_in_either_case() {
    let json = |letter: Letter| format!("\"{}\"", letter.as_char());
    check_serde(
        Letter::ALL.map(|letter| (letter, json(letter))),
        &["\"\"", "\"KK\"", "\"1\"", "\"é\"", "75", "null"],
        ("\"+\"", "letter must be exactly one ASCII letter"),
    );
    for letter in Letter::ALL {
        let lower = json(letter).to_lowercase();
        assert_eq!(serde_json::from_str::<Letter>(&lower).unwrap(), letter);
    }
}
