//! The PIN grammar, read by hand one byte at a time (no parser library: a token is at most three bytes from
//! a fixed alphabet, and a plain reader is both clearer and faster than a combinator chain).
//!
//! ```text
//! pin             ::= [ state-modifier ] abbr [ terminal-marker ] ;
//! state-modifier  ::= "+" | "-" ;
//! abbr            ::= "A"…"Z" | "a"…"z" ;
//! terminal-marker ::= "^" ;
//! ```
//!
//! [`token`] is the one reading of the grammar: it reads the optional modifier, the letter and the optional
//! marker, and or-s their bits into the stored form of a [`Piece`] (one load from [`LETTERS`] decodes a
//! letter with its side). When the letter is missing it returns where it stopped and the byte found there (a
//! [`Stop`]); [`whole`] adds the one other way to fail, a byte after a complete token. The public [`Error`]
//! is named from the stop alone ([`Stop::error`]), only on failure: the success path prepares nothing for
//! an error, and `try_prefix` drops the stop unread.
//!
//! [`token_then`] is EPIN's entry: the token, and whether a given byte (EPIN's `'`) follows it. It takes the
//! commonest tokens by short inline paths that only ever accept, and leaves everything else to [`token`]; the
//! tests check that the two agree on every short input.

#![allow(clippy::inline_always)]

use core::num::NonZeroU16;

use crate::{Error, Letter, PRESENT_BIT, Piece, SIDE_BIT, STATE_SHIFT, Side, State, TERMINAL_BIT};

/// Where the grammar stopped, with the byte found there: all that is needed to name the [`Error`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The letter was due at `offset` (byte 0, or the byte after the state modifier); `found` is the byte
    /// there (`None` at the end of the input).
    LetterDue { offset: usize, found: Option<u8> },
    /// A whole token of `offset` bytes was read and `byte` follows it (only a whole-input read stops here).
    AfterToken { offset: usize, byte: u8 },
}

impl Stop {
    /// The public error: the byte found, named by what it is and where it stands.
    #[inline]
    pub(crate) const fn error(self) -> Error {
        match self {
            Stop::LetterDue {
                offset: 0,
                found: None,
            } => Error::Empty,
            Stop::LetterDue {
                offset,
                found: None,
            } => Error::MissingLetter { offset },
            // A modifier where the letter is due follows another modifier.
            Stop::LetterDue {
                offset,
                found: Some(b'+' | b'-'),
            } => Error::DoubledStateModifier { offset },
            Stop::LetterDue {
                offset,
                found: Some(b'^'),
            } => Error::MisplacedTerminalMarker { offset },
            Stop::LetterDue {
                offset,
                found: Some(b'\''),
            }
            | Stop::AfterToken {
                offset,
                byte: b'\'',
            } => Error::DerivationMarker { offset },
            Stop::LetterDue {
                offset,
                found: Some(byte),
            } => Error::InvalidLetter { offset, byte },
            // The optional marker was read with the token, so a `^` here is a second one.
            Stop::AfterToken { offset, byte: b'^' } => Error::DoubledTerminalMarker { offset },
            Stop::AfterToken {
                offset,
                byte: b'+' | b'-',
            } => Error::MisplacedStateModifier { offset },
            Stop::AfterToken { offset, byte } => Error::TrailingByte { offset, byte },
        }
    }
}

/// The stored form of every byte that is an ASCII letter: its letter and side bits (`Piece::to_bits`) with
/// [`PRESENT_BIT`] set, so a letter decodes to a non-zero value; 0 for any other byte.
const LETTERS: [u16; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        if let Some((letter, side)) = Letter::from_ascii(byte as u8) {
            let side = match side {
                Side::First => 0,
                Side::Second => SIDE_BIT,
            };
            table[byte] = PRESENT_BIT | side | letter.index() as u16;
        }
        byte += 1;
    }
    table
};

/// The packed bits of the two states a modifier writes.
const ENHANCED: u16 = (State::Enhanced as u16) << STATE_SHIFT;
const DIMINISHED: u16 = (State::Diminished as u16) << STATE_SHIFT;

/// The stored form of a piece: the letter's bits (from [`LETTERS`]), the state's and the marker's.
#[inline(always)]
fn piece(letter: NonZeroU16, state: u16, terminal: bool) -> Piece {
    Piece(letter | state | if terminal { TERMINAL_BIT } else { 0 })
}

/// The longest token at the start of `bytes` and the number of bytes it took (1 to 3), or where the letter
/// was due: the reading of the grammar. At most three bytes are looked at, each once.
#[inline(always)]
pub(crate) fn token(bytes: &[u8]) -> Result<(Piece, usize), Stop> {
    let (state, at) = match bytes.first() {
        Some(b'+') => (ENHANCED, 1),
        Some(b'-') => (DIMINISHED, 1),
        _ => return letter_and_marker(bytes, 0, 0),
    };
    letter_and_marker(bytes, state, at)
}

/// The rest of [`token`]: the letter at `at` (after the modifier of `state`, if any) and the optional marker.
#[inline(always)]
fn letter_and_marker(bytes: &[u8], state: u16, at: usize) -> Result<(Piece, usize), Stop> {
    let found = bytes.get(at).copied();
    let Some(letter) = found.and_then(letter_bits) else {
        return Err(Stop::LetterDue { offset: at, found });
    };
    let terminal = bytes.get(at + 1) == Some(&b'^');
    Ok((
        piece(letter, state, terminal),
        at + 1 + usize::from(terminal),
    ))
}

/// The stored bits of a letter byte with its side (non-zero), or `None` for any other byte.
#[inline(always)]
fn letter_bits(byte: u8) -> Option<NonZeroU16> {
    NonZeroU16::new(LETTERS[usize::from(byte)])
}

/// [`token`] without the error, and whether the byte right after the token is `next`: EPIN's reading of
/// its PIN part and derivation marker, the hot path of the FEEN scanner and of PMN.
///
/// The commonest tokens are taken first, inline, and only accepted there: a lone letter, and a modifier
/// and a letter or a letter and `^`, each when the byte after it is neither `^` nor `next` (so the token
/// ends there and `next` does not follow). Anything else goes to [`token`] out of line, which decides the
/// same tokens (the tests compare the two on every input of up to five bytes over the bytes that matter).
/// Out of line, so that a caller's loop inlines only the short paths.
#[inline(always)]
pub(crate) fn token_then(bytes: &[u8], next: u8) -> Option<(Piece, usize, bool)> {
    let ends = |byte: Option<u8>| byte != Some(b'^') && byte != Some(next);
    let (first, second) = (bytes.first().copied(), bytes.get(1).copied());
    if ends(second) {
        if let Some(letter) = first.and_then(letter_bits) {
            return Some((piece(letter, 0, false), 1, false));
        }
    }
    if ends(bytes.get(2).copied()) {
        let two = match (first, second) {
            (Some(b'+'), Some(letter)) => {
                letter_bits(letter).map(|bits| piece(bits, ENHANCED, false))
            }
            (Some(b'-'), Some(letter)) => {
                letter_bits(letter).map(|bits| piece(bits, DIMINISHED, false))
            }
            (Some(letter), Some(b'^')) => letter_bits(letter).map(|bits| piece(bits, 0, true)),
            _ => None,
        };
        if let Some(piece) = two {
            return Some((piece, 2, false));
        }
    }
    token_then_by_token(bytes, next)
}

/// [`token_then`] by [`token`].
#[inline(never)]
fn token_then_by_token(bytes: &[u8], next: u8) -> Option<(Piece, usize, bool)> {
    let (piece, used) = token(bytes).ok()?;
    Some((piece, used, bytes.get(used) == Some(&next)))
}

/// The whole input as one token (the caller has checked the length bound).
#[inline(always)]
pub(crate) fn whole(bytes: &[u8]) -> Result<Piece, Stop> {
    let (piece, used) = token(bytes)?;
    match bytes.get(used) {
        None => Ok(piece),
        Some(&byte) => Err(Stop::AfterToken { offset: used, byte }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letter_table_agrees_with_the_protocol() {
        for byte in 0..=u8::MAX {
            let bits = LETTERS[usize::from(byte)];
            match Letter::from_ascii(byte) {
                Some((letter, side)) => assert_eq!(
                    NonZeroU16::new(bits).map(Piece),
                    Some(Piece::new(letter, side, State::Normal, false)),
                    "{byte:#04x}"
                ),
                None => assert_eq!(bits, 0, "{byte:#04x}"),
            }
        }
        assert_eq!((ENHANCED, DIMINISHED), (1 << 6, 2 << 6));
    }

    #[test]
    fn the_longest_token_is_taken_and_what_follows_is_left() {
        assert_eq!(
            token(b"+K^'"),
            Ok((Piece::new(Letter::K, Side::First, State::Enhanced, true), 3))
        );
        assert_eq!(
            token(b"K+"),
            Ok((Piece::new(Letter::K, Side::First, State::Normal, false), 1))
        );
        assert_eq!(
            token(b"-p"),
            Ok((
                Piece::new(Letter::P, Side::Second, State::Diminished, false),
                2
            ))
        );
    }

    #[test]
    fn stops_record_where_and_what() {
        assert_eq!(
            token(b""),
            Err(Stop::LetterDue {
                offset: 0,
                found: None
            })
        );
        assert_eq!(
            token(b"+"),
            Err(Stop::LetterDue {
                offset: 1,
                found: None
            })
        );
        assert_eq!(
            token(b"-7"),
            Err(Stop::LetterDue {
                offset: 1,
                found: Some(b'7')
            })
        );
        assert_eq!(
            whole(b"K^^"),
            Err(Stop::AfterToken {
                offset: 2,
                byte: b'^'
            })
        );
        assert_eq!(
            whole(b"k"),
            Ok(Piece::new(Letter::K, Side::Second, State::Normal, false))
        );
    }

    /// The short paths of `token_then` read exactly what `token` reads, on every string of up to five bytes
    /// over an alphabet of the bytes that matter, for the marker EPIN asks for and for another byte.
    #[test]
    fn the_short_paths_agree_with_the_reading() {
        const ALPHABET: &[u8] = b"+-^'Kkz/1 $";
        let mut input = [0u8; 5];
        for len in 0..=5 {
            let total = ALPHABET.len().pow(u32::try_from(len).unwrap());
            for mut n in 0..total {
                for slot in &mut input[..len] {
                    *slot = ALPHABET[n % ALPHABET.len()];
                    n /= ALPHABET.len();
                }
                let bytes = &input[..len];
                for next in [b'\'', b'/', 0] {
                    assert_eq!(
                        token_then(bytes, next),
                        token_then_by_token(bytes, next),
                        "{bytes:?} then {next}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_stop_names_its_reason() {
        let due = |offset, found| Stop::LetterDue { offset, found };
        let after = |offset, byte| Stop::AfterToken { offset, byte };
        let cases = [
            (due(0, None), Error::Empty),
            (due(1, None), Error::MissingLetter { offset: 1 }),
            (
                due(1, Some(b'-')),
                Error::DoubledStateModifier { offset: 1 },
            ),
            (
                due(1, Some(b'+')),
                Error::DoubledStateModifier { offset: 1 },
            ),
            (
                due(0, Some(b'^')),
                Error::MisplacedTerminalMarker { offset: 0 },
            ),
            (due(0, Some(b'\'')), Error::DerivationMarker { offset: 0 }),
            (
                due(1, Some(b'7')),
                Error::InvalidLetter {
                    offset: 1,
                    byte: b'7',
                },
            ),
            (after(2, b'^'), Error::DoubledTerminalMarker { offset: 2 }),
            (after(1, b'+'), Error::MisplacedStateModifier { offset: 1 }),
            (after(3, b'-'), Error::MisplacedStateModifier { offset: 3 }),
            (after(2, b'\''), Error::DerivationMarker { offset: 2 }),
            (
                after(1, 0xFF),
                Error::TrailingByte {
                    offset: 1,
                    byte: 0xFF,
                },
            ),
        ];
        for (stop, error) in cases {
            assert_eq!(stop.error(), error, "{stop:?}");
        }
    }
}
