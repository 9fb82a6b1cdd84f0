//! Shared by the serde tests (`serde.rs`, `robustness.rs`): a reader that counts the bytes a decoder pulls,
//! so streaming bounds are checked structurally (bytes read), never by timing.

use std::io::{self, Read};

/// A reader over a payload generated on the fly (never materialised), counting the bytes handed out.
pub struct Counting<I: Iterator<Item = u8>> {
    /// The payload still to hand out.
    pub bytes: I,
    /// How many bytes have been handed out.
    pub pulled: usize,
}

impl<I: Iterator<Item = u8>> Read for Counting<I> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut n = 0;
        for slot in buf.iter_mut() {
            let Some(byte) = self.bytes.next() else { break };
            *slot = byte;
            n += 1;
        }
        self.pulled += n;
        Ok(n)
    }
}
