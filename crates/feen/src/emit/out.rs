//! Where the emitter writes: a growable `Vec<u8>`, or a fixed buffer on the stack for `Display`.

use alloc::string::String;
use alloc::vec::Vec;

use tabula_epin::ExtendedPiece;
use tabula_qi::Qi;
use tabula_qpi::Style;

use super::{Error, Spell, Token, capacity, emit, emit_string};
use crate::MAX_LEN;

/// An output of the emitter: bytes appended, a length read back (for the bound checks).
pub(crate) trait Out {
    /// Whether the output grows (and is worth reserving for, at the cost of computing the bound).
    const GROWS: bool;
    /// Bytes written (or counted) so far.
    fn len(&self) -> usize;
    /// Empties the output.
    fn clear(&mut self);
    /// Reserves room for `additional` more bytes and the three extra bytes of [`Out::token`].
    fn reserve(&mut self, additional: usize);
    /// Appends one byte.
    fn push(&mut self, byte: u8);
    /// Appends a token.
    fn token(&mut self, token: Token);
}

impl Out for Vec<u8> {
    const GROWS: bool = true;

    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }

    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }

    #[inline]
    fn reserve(&mut self, additional: usize) {
        Vec::reserve(self, additional);
    }

    #[inline]
    fn push(&mut self, byte: u8) {
        Vec::push(self, byte);
    }

    /// All four bytes in one fixed-size copy (a single store, where a copy of 1 to 3 bytes would be a
    /// call), then the length is cut back. The output does not grow when its capacity was reserved up
    /// front with room for the three extra bytes.
    #[inline]
    fn token(&mut self, token: Token) {
        let len = Vec::len(self) + token.len;
        self.extend_from_slice(&token.bytes);
        self.truncate(len);
    }
}

/// A buffer of `N` bytes that counts the bytes it is given and writes those that fit: the text is
/// complete when the count is at most `N` − 3 (every write then started at most three bytes before
/// the end: [`Out::token`] writes four). No allocation, and no test of room beyond the bounds check of
/// each write.
pub(crate) struct Fixed<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> Fixed<N> {
    /// The longest text it holds.
    pub(crate) const TEXT: usize = N - 3;

    /// An empty buffer.
    #[inline]
    pub(crate) fn new() -> Fixed<N> {
        Fixed {
            bytes: [0; N],
            len: 0,
        }
    }

    /// The text written, when it is complete and all ASCII (always, for the emitter's output).
    #[inline]
    pub(crate) fn text(&self) -> Option<&str> {
        let bytes = self
            .bytes
            .get(..self.len)
            .filter(|_| self.len <= Self::TEXT)?;
        core::str::from_utf8(bytes).ok()
    }
}

impl<const N: usize> Out for Fixed<N> {
    const GROWS: bool = false;

    #[inline]
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    fn reserve(&mut self, _additional: usize) {}

    #[inline]
    fn push(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
        }
        self.len += 1;
    }

    #[inline]
    fn token(&mut self, token: Token) {
        if let Some(slot) = self.bytes.get_mut(self.len..self.len + 4) {
            slot.copy_from_slice(&token.bytes);
        }
        self.len += token.len;
    }
}

/// Writes `position` to `f` as [`emit`] does, through a buffer on the stack (no allocation, and the
/// formatter's output written once): of 259 bytes for a short text (the positions of real games), 1,027
/// for a longer one, [`MAX_LEN`] + 3 for any other (a bigger buffer costs its zeroing).
pub(crate) fn display<P: Ord + Clone>(
    position: &Qi<P, Style>,
    spell: &impl Spell<P>,
    f: &mut core::fmt::Formatter<'_>,
) -> Result<core::fmt::Result, Error> {
    let files = position.shape().last().copied().unwrap_or(1).max(1);
    // The bound counts the three extra bytes of the last token's write.
    let bound = capacity(position, files);
    let written = if bound <= SHORT {
        through::<SHORT, P>(position, spell, f)?
    } else if bound <= LONG {
        through::<LONG, P>(position, spell, f)?
    } else {
        through::<{ MAX_LEN + ExtendedPiece::MAX_LEN - 1 }, P>(position, spell, f)?
    };
    if let Some(written) = written {
        return Ok(written);
    }
    // Not reached (the bound holds, and the emitter writes ASCII): the text through a `String`.
    let mut text = String::new();
    emit_string(position, spell, &mut text)?;
    Ok(f.pad(&text))
}

/// The size of the buffer of a short text.
const SHORT: usize = 256 + ExtendedPiece::MAX_LEN - 1;
/// The size of the buffer of a longer one.
const LONG: usize = 1024 + ExtendedPiece::MAX_LEN - 1;

/// [`display`] through a buffer of `N` bytes: `None` when the text does not fit.
#[inline(always)]
fn through<const N: usize, P: Ord + Clone>(
    position: &Qi<P, Style>,
    spell: &impl Spell<P>,
    f: &mut core::fmt::Formatter<'_>,
) -> Result<Option<core::fmt::Result>, Error> {
    let mut buffer = Fixed::<N>::new();
    emit(position, spell, &mut buffer)?;
    Ok(buffer.text().map(|text| {
        if f.width().is_none() && f.precision().is_none() {
            f.write_str(text)
        } else {
            f.pad(text)
        }
    }))
}
