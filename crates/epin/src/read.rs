//! The EPIN grammar, read by hand: `epin = pin [ "'" ]`. The PIN part is read by the PIN crate's reader
//! (never re-read here), then the optional final derivation marker. No parser library: a token is at most four
//! bytes from a fixed alphabet.
//!
//! Each reading names its own failure: a whole token is the part before one final `'` read as a whole PIN
//! token ([`whole`]), a prefix is a PIN prefix and an optional `'` ([`prefix`]); in both, a PIN failure on a
//! `'` is a misplaced derivation marker and any other is the PIN error. [`try_prefix`], the hot path of the
//! FEEN scanner and of PMN, is the prefix reading without the error.

#![allow(clippy::inline_always)]

use crate::{Error, ExtendedPiece, Piece, pin};

/// The PIN token at the start of `bytes` (taking `used` bytes) with the derivation marker that may follow it.
#[inline(always)]
fn with_marker(bytes: &[u8], piece: Piece, used: usize) -> (ExtendedPiece, usize) {
    let derived = bytes.get(used) == Some(&b'\'');
    (
        ExtendedPiece::new(piece, derived),
        used + usize::from(derived),
    )
}

/// The longest token at the start of `bytes` and the bytes it took, or `None`; nothing is built for a failure.
#[inline(always)]
pub(crate) fn try_prefix(bytes: &[u8]) -> Option<(ExtendedPiece, usize)> {
    // The PIN reader looks at the byte after the token for the marker in the same reading.
    let (piece, used, derived) = Piece::__try_prefix_then(bytes, b'\'')?;
    Some((
        ExtendedPiece::new(piece, derived),
        used + usize::from(derived),
    ))
}

/// The longest token at the start of `bytes` and the bytes it took, or why none starts there.
#[inline]
pub(crate) fn prefix(bytes: &[u8]) -> Result<(ExtendedPiece, usize), Error> {
    match Piece::parse_prefix(bytes) {
        Ok((piece, used)) => Ok(with_marker(bytes, piece, used)),
        Err(_) if bytes.is_empty() => Err(Error::Empty),
        Err(e) => Err(marker_or_pin(bytes, e)),
    }
}

/// The whole input (1 to 4 bytes: the caller checks the bounds) as one token: the part before one final
/// `'` must be a whole PIN token.
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Result<ExtendedPiece, Error> {
    let (core, derived) = match bytes.split_last() {
        Some((b'\'', core)) => (core, true),
        _ => (bytes, false),
    };
    match Piece::parse_bytes(core) {
        Ok(piece) => Ok(ExtendedPiece::new(piece, derived)),
        Err(e) => Err(marker_or_pin(bytes, e)),
    }
}

/// The EPIN error of a PIN failure `e` on the start of `bytes`: a misplaced derivation marker when the PIN
/// reader stopped on a `'` (it can only be one that is not the single final byte), the PIN error otherwise.
#[cold]
fn marker_or_pin(bytes: &[u8], e: pin::Error) -> Error {
    let offset = e.offset();
    if bytes.get(offset) == Some(&b'\'') {
        Error::MisplacedDerivationMarker { offset }
    } else {
        Error::Pin(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_marker_is_taken_only_right_after_the_pin_token() {
        let read = |bytes: &[u8]| try_prefix(bytes).map(|(t, n)| (t.to_bits(), n));
        let king = ExtendedPiece::parse("K").unwrap();
        assert_eq!(read(b"K'K"), Some((king.derive().to_bits(), 2)));
        assert_eq!(read(b"K^''"), Some((king.derive().to_bits() | 1 << 8, 3)));
        assert_eq!(read(b"'K"), None);
        assert_eq!(
            prefix(b"'K"),
            Err(Error::MisplacedDerivationMarker { offset: 0 })
        );
        assert_eq!(prefix(b""), Err(Error::Empty));
    }

    #[test]
    fn a_whole_token_is_a_whole_pin_token_and_one_final_marker() {
        assert_eq!(whole(b"K^'"), ExtendedPiece::parse("K^'"));
        assert_eq!(
            whole(b"'"),
            Err(Error::MisplacedDerivationMarker { offset: 0 })
        );
        assert_eq!(
            whole(b"K'K"),
            Err(Error::MisplacedDerivationMarker { offset: 1 })
        );
        assert_eq!(
            whole(b"K^x'"),
            Err(Error::Pin(pin::Error::TrailingByte {
                offset: 2,
                byte: b'x'
            }))
        );
        // A 4-byte input that does not end with the marker has a 4-byte PIN part: PIN's length bound.
        assert_eq!(
            whole(b"K^'x"),
            Err(Error::Pin(pin::Error::TooLong { len: 4 }))
        );
    }
}
