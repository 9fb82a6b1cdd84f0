//! The `serde` feature: a side is its spec word, a letter its uppercase ASCII letter; deserializing validates.
#![cfg(feature = "serde")]

use tabula_protocol::{Letter, Side};

#[test]
fn sides_are_their_spec_words() {
    for side in Side::ALL {
        let text = serde_json::to_string(&side).unwrap();
        assert_eq!(text, format!("\"{}\"", side.as_str()));
        assert_eq!(serde_json::from_str::<Side>(&text).unwrap(), side);
    }
    for bad in ["\"First\"", "\"\"", "\" first\"", "0", "null"] {
        assert!(serde_json::from_str::<Side>(bad).is_err(), "{bad}");
    }
    let message = serde_json::from_str::<Side>("\"left\"")
        .unwrap_err()
        .to_string();
    assert!(
        message.starts_with("side must be \"first\" or \"second\""),
        "{message}"
    );
}

#[test]
fn letters_are_uppercase_and_read_in_either_case() {
    for letter in Letter::ALL {
        let text = serde_json::to_string(&letter).unwrap();
        assert_eq!(text, format!("\"{}\"", letter.as_char()));
        assert_eq!(serde_json::from_str::<Letter>(&text).unwrap(), letter);
        let lower = text.to_lowercase();
        assert_eq!(serde_json::from_str::<Letter>(&lower).unwrap(), letter);
    }
    for bad in ["\"\"", "\"KK\"", "\"1\"", "\"é\"", "75", "null"] {
        assert!(serde_json::from_str::<Letter>(bad).is_err(), "{bad}");
    }
    let message = serde_json::from_str::<Letter>("\"+\"")
        .unwrap_err()
        .to_string();
    assert!(
        message.starts_with("letter must be exactly one ASCII letter"),
        "{message}"
    );
}
