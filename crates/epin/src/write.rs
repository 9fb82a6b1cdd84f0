//! Writing a token into a caller's buffer: the byte-level writer behind [`ExtendedPiece::encode`]'s text, for
//! writers that put many tokens and other ASCII into one buffer (a move, a position).

use crate::{ExtendedPiece, State};

// The writer is inlined into the caller's (a move's, a position's) so that each token costs no call.
#[allow(clippy::inline_always)]
impl ExtendedPiece {
    /// Writes the canonical token at the start of `out` and returns its length; `None`, with nothing
    /// written, when `out` is shorter than [`ExtendedPiece::encoded_len`]. The bytes are ASCII (`+`, `-`, a
    /// letter, `^`, `'`), so a writer that puts tokens and other ASCII into one buffer has a string without
    /// checking each token: no allocation, no formatting machinery, no UTF-8 check.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    ///
    /// let mut out = [b' '; 6];
    /// let n = ExtendedPiece::parse("+r^'")?.write_to(&mut out[1..]).unwrap();
    /// assert_eq!((n, &out), (4, b" +r^' "));
    /// assert_eq!(ExtendedPiece::parse("K'")?.write_to(&mut [0; 1]), None);
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[inline(always)]
    pub fn write_to(self, out: &mut [u8]) -> Option<usize> {
        if let Some(room) = out.first_chunk_mut::<{ ExtendedPiece::MAX_LEN }>() {
            return Some(self.spell(room));
        }
        let mut buf = [0; ExtendedPiece::MAX_LEN];
        let len = self.spell(&mut buf);
        out.get_mut(..len)?.copy_from_slice(&buf[..len]);
        Some(len)
    }

    /// Writes the canonical token at the start of `buf` and returns its length; the bytes after it are left
    /// as they are. The one spelling of a token: the compile-time table behind `as_str` is built with it too.
    #[inline(always)]
    pub(crate) const fn spell(self, buf: &mut [u8; ExtendedPiece::MAX_LEN]) -> usize {
        let piece = self.piece();
        let mut len = 0;
        let modifier = match piece.state() {
            State::Normal => None,
            State::Enhanced => Some(b'+'),
            State::Diminished => Some(b'-'),
        };
        if let Some(modifier) = modifier {
            buf[0] = modifier;
            len = 1;
        }
        buf[len] = piece.letter().to_ascii(piece.side());
        len += 1;
        if piece.is_terminal() {
            buf[len] = b'^';
            len += 1;
        }
        if self.is_derived() {
            buf[len] = b'\'';
            len += 1;
        }
        len
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use crate::ExtendedPiece;

    /// Every token: the bytes written are the text of `Display`, and a short buffer is left untouched.
    #[test]
    fn write_to_writes_every_token_as_displayed() {
        for token in ExtendedPiece::all() {
            let text = token.to_string();
            assert_eq!(token.encoded_len(), text.len(), "{text}");
            let mut out = [b'#'; 6];
            assert_eq!(token.write_to(&mut out), Some(text.len()), "{text}");
            assert_eq!(&out[..text.len()], text.as_bytes());
            assert!(out[text.len()..].iter().all(|&b| b == b'#'), "{text}");
            let mut short = [b'#'; 6];
            assert_eq!(token.write_to(&mut short[..text.len() - 1]), None, "{text}");
            assert_eq!(short, [b'#'; 6]);
        }
    }
}
