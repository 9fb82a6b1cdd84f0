//! Where the emitter writes: a growable `Vec<u8>`, or a fixed buffer on the stack for `Display`.

use alloc::vec::Vec;

use super::Token;

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
