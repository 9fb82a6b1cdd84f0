//! The edits that make invalid strings of valid ones, of the kinds users make.

use alloc::string::{String, ToString};

use crate::corpus::Rng;

/// One edit of `text`, of the kinds users make.
pub(super) fn edit(rng: &mut Rng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    if bytes.is_empty() {
        return "?".to_string();
    }
    let at = rng.below(bytes.len());
    let byte = b"0123456789/ KkPpQqNn+-^'Cc*.x"[rng.below(29)];
    match rng.below(11) {
        0 | 1 => {
            bytes.remove(at);
        }
        2 | 3 => bytes.insert(at, byte),
        4 | 5 => bytes[at] = byte,
        6 if at + 1 < bytes.len() => bytes.swap(at, at + 1),
        7 => bytes.truncate(at),
        8 => {
            // A FEN habit: a field appended.
            let tail: &[u8] = [&b" w KQkq - 0 1"[..], b" 0 1", b" b", b" "][rng.below(4)];
            bytes.extend_from_slice(tail);
        }
        9 => {
            // Both styles in one case.
            if let Some(slash) = text.rfind('/').filter(|&s| s > 0 && s + 1 < bytes.len()) {
                bytes[slash + 1] = bytes[slash - 1];
            }
        }
        _ => {
            // A separator doubled or dropped, or a count put in the hands.
            match (rng.below(3), text.find('/')) {
                (0, Some(slash)) => bytes.insert(slash, b'/'),
                (1, Some(slash)) => {
                    bytes.remove(slash);
                }
                _ => {
                    let hands = text.find(' ').map_or(0, |space| space + 1);
                    bytes.insert(hands, b'1' + u8::try_from(rng.below(9)).unwrap_or(0));
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
