//! The QPI grammar `sin ":" pin`, read by hand. The SIN and PIN parts are read by the SIN and PIN crates'
//! readers (never re-read here). No parser library: a token is at most five bytes from a fixed alphabet.
//!
//! Each reading names its own failure, left to right:
//!
//! - a prefix ([`prefix`], [`try_prefix`]) is a style letter at byte 0, `:` at byte 1 and a PIN prefix from
//!   byte 2; what follows the token is never looked at;
//! - a whole token ([`whole`]) is split at its first `:` (a SIN part is one byte, so that is where the
//!   grammar expects it): the part before is read as a whole SIN token and the part after as a whole PIN
//!   token, and the first part that fails names the error.

#![allow(clippy::inline_always)]

use crate::{Error, Piece, QualifiedPiece, Style, pin};

/// The token at the start of `bytes` and the bytes it took (3 to 5), or `None`; nothing is built for a
/// failure.
#[inline(always)]
pub(crate) fn try_prefix(bytes: &[u8]) -> Option<(QualifiedPiece, usize)> {
    let (style, _) = Style::try_prefix(bytes)?;
    match bytes.get(1..) {
        Some([b':', rest @ ..]) => {
            let (piece, used) = Piece::try_prefix(rest)?;
            Some((QualifiedPiece::new(style, piece), 2 + used))
        }
        _ => None,
    }
}

/// The token at the start of `bytes` and the bytes it took, or why none starts there.
#[inline]
pub(crate) fn prefix(bytes: &[u8]) -> Result<(QualifiedPiece, usize), Error> {
    let style = match bytes {
        [] => return Err(Error::Empty),
        [b':', ..] => return Err(Error::MissingStyle),
        _ => Style::parse_prefix(bytes).map_err(Error::Sin)?.0,
    };
    match bytes {
        [_, b':'] => Err(Error::MissingPiece { offset: 2 }),
        [_, b':', rest @ ..] => match Piece::parse_prefix(rest) {
            Ok((piece, used)) => Ok((QualifiedPiece::new(style, piece), 2 + used)),
            Err(source) => Err(piece_error(rest, source)),
        },
        _ => Err(Error::MissingSeparator { offset: 1 }),
    }
}

/// The whole input (1 to 5 bytes: the caller checks the bounds) as one token.
#[inline]
pub(crate) fn whole(bytes: &[u8]) -> Result<QualifiedPiece, Error> {
    // The style part ends at the first `:`; without one, the style letter stands alone at byte 0.
    let Some(colon) = bytes.iter().position(|&b| b == b':') else {
        return match Style::parse_bytes(bytes.get(..1).unwrap_or_default()) {
            Ok(_) => Err(Error::MissingSeparator { offset: 1 }),
            Err(e) => Err(Error::Sin(e)),
        };
    };
    if colon == 0 {
        return Err(Error::MissingStyle);
    }
    let style = Style::parse_bytes(&bytes[..colon]).map_err(Error::Sin)?;
    // `colon` is 1 from here on: a SIN token is one byte.
    let rest = &bytes[colon + 1..];
    if rest.is_empty() {
        return Err(Error::MissingPiece { offset: colon + 1 });
    }
    match Piece::parse_bytes(rest) {
        Ok(piece) => Ok(QualifiedPiece::new(style, piece)),
        Err(source) => Err(piece_error(rest, source)),
    }
}

/// The error for a PIN part (`rest`, from byte 2 of the token) that failed with `source`: a second `:` when
/// the PIN reader stopped on one, the wrapped PIN error otherwise.
#[cold]
fn piece_error(rest: &[u8], source: pin::Error) -> Error {
    if rest.get(source.offset()) == Some(&b':') {
        Error::ExtraSeparator {
            offset: 2 + source.offset(),
        }
    } else {
        Error::Pin { offset: 2, source }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sin;

    #[test]
    fn a_whole_token_is_split_at_its_first_colon() {
        assert_eq!(
            whole(b"1C:K"),
            Err(Error::Sin(sin::Error::TooLong { len: 2 }))
        );
        assert_eq!(
            whole(b"1K"),
            Err(Error::Sin(sin::Error::InvalidLetter {
                offset: 0,
                byte: b'1'
            }))
        );
        assert_eq!(whole(b"CKK"), Err(Error::MissingSeparator { offset: 1 }));
        assert_eq!(whole(b":K"), Err(Error::MissingStyle));
        assert_eq!(whole(b"C:"), Err(Error::MissingPiece { offset: 2 }));
        assert_eq!(whole(b"C:K:"), Err(Error::ExtraSeparator { offset: 3 }));
        assert_eq!(whole(b"C:+K^"), QualifiedPiece::parse("C:+K^"));
    }

    #[test]
    fn a_prefix_is_read_left_to_right() {
        assert_eq!(
            prefix(b"1C:K"),
            Err(Error::Sin(sin::Error::InvalidLetter {
                offset: 0,
                byte: b'1'
            }))
        );
        assert_eq!(prefix(b"C"), Err(Error::MissingSeparator { offset: 1 }));
        assert_eq!(prefix(b"C::"), Err(Error::ExtraSeparator { offset: 2 }));
        assert_eq!(prefix(b"C:K^:").map(|(_, n)| n), Ok(4));
        assert_eq!(try_prefix(b"C:K^:").map(|(_, n)| n), Some(4));
        assert_eq!(try_prefix(b"C;K"), None);
        assert_eq!(try_prefix(b"C:"), None);
    }
}
