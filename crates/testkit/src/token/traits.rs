//! Checks of the standard traits of a token type: `Display` padding, `Hash` against `Eq`, serde as the
//! token string.

use core::fmt::{Debug, Display};
use core::hash::{BuildHasher, Hash};
use std::collections::HashSet;
use std::collections::hash_map::RandomState;

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Checks that `value` displays as `text` and honours width, fill and alignment exactly as `text` does, for
/// every width up to four past its length (shorter widths leave it whole).
///
/// # Panics
/// When a formatting differs.
///
/// ```
/// tabula_testkit::token::check_display_pads_like_str(&tabula_testkit::token::Digit(5), "5");
/// ```
pub fn check_display_pads_like_str<T: Display + ?Sized>(value: &T, text: &str) {
    assert_eq!(format!("{value}"), text);
    for width in 0..=text.len() + 4 {
        let pairs = [
            (format!("{value:width$}"), format!("{text:width$}")),
            (format!("{value:<width$}"), format!("{text:<width$}")),
            (format!("{value:>width$}"), format!("{text:>width$}")),
            (format!("{value:^width$}"), format!("{text:^width$}")),
            (format!("{value:*^width$}"), format!("{text:*^width$}")),
            (format!("{value:-^width$}"), format!("{text:-^width$}")),
            (format!("{value:.^width$}"), format!("{text:.^width$}")),
            (format!("{value:-<width$}"), format!("{text:-<width$}")),
            (format!("{value:.>width$}"), format!("{text:.>width$}")),
        ];
        for (ours, expected) in pairs {
            assert_eq!(ours, expected, "{text:?} at width {width}");
        }
    }
}

/// Checks that hashing agrees with equality over `values` (all distinct): the set of every value twice
/// holds `distinct` values, and a value and its clone hash alike.
///
/// # Panics
/// When the counts or hashes differ.
///
/// ```
/// tabula_testkit::token::check_hash_agrees_with_eq(0..10_u8, 10);
/// ```
pub fn check_hash_agrees_with_eq<T: Hash + Eq + Clone + Debug>(
    values: impl IntoIterator<Item = T>,
    distinct: usize,
) {
    let values: Vec<T> = values.into_iter().collect();
    assert_eq!(values.len(), distinct, "values given");
    let set: HashSet<T> = values.iter().chain(&values).cloned().collect();
    assert_eq!(set.len(), distinct, "distinct values in the set");
    let hasher = RandomState::new();
    for value in &values {
        assert!(set.contains(value), "{value:?}");
        assert_eq!(
            hasher.hash_one(value),
            hasher.hash_one(value.clone()),
            "{value:?}"
        );
    }
}

/// What [`check_serde_uses_the_token_string`] expects of one type.
#[derive(Debug, Clone, Copy)]
pub struct SerdeCase<'a, T> {
    /// A value.
    pub value: T,
    /// Its JSON text.
    pub json: &'a str,
    /// JSON texts that must not deserialize.
    pub refused: &'a [&'a str],
    /// A JSON text that must not deserialize, and how its error message starts.
    pub message: (&'a str, &'a str),
}

/// Checks a type's serde form: `case.value` serializes to `case.json` and back, each refused text fails, the
/// message of `case.message.0` starts with `case.message.1`, and every value of `every` round-trips.
///
/// # Panics
/// When a check fails.
///
/// ```
/// use tabula_testkit::token::{SerdeCase, check_serde_uses_the_token_string};
///
/// let case = SerdeCase { value: true, json: "true", refused: &["1", "null"], message: ("\"x\"", "invalid type") };
/// check_serde_uses_the_token_string(&case, [true, false]);
/// ```
pub fn check_serde_uses_the_token_string<T>(
    case: &SerdeCase<'_, T>,
    every: impl IntoIterator<Item = T>,
) where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let text = serde_json::to_string(&case.value).expect("serializes");
    assert_eq!(text, case.json);
    assert_eq!(
        serde_json::from_str::<T>(&text).expect("deserializes"),
        case.value
    );
    for bad in case.refused {
        assert!(serde_json::from_str::<T>(bad).is_err(), "{bad}");
    }
    let (input, start) = case.message;
    let message = serde_json::from_str::<T>(input)
        .expect_err("refused")
        .to_string();
    assert!(message.starts_with(start), "{input}: {message}");
    for value in every {
        let text = serde_json::to_string(&value).expect("serializes");
        assert_eq!(
            serde_json::from_str::<T>(&text).expect("deserializes"),
            value
        );
    }
}
