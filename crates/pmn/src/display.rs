//! `Display` for [`Move`]: the move is written into a stack buffer aligned for word reads, and the buffer is
//! checked as UTF-8 whole, 16 or 32 bytes (the move, then zeros), so that the check reads two words per 16
//! bytes; checking the move's own bytes, unaligned, costs about 30 instructions plus 6 per byte. Safe Rust
//! has no conversion of bytes to `&str` without the check (`unsafe` is forbidden here).
//!
//! Writing the move as static texts instead (a compile-time table of the squares with their operators) was
//! measured and dropped: each text is one dynamic `write_str` on the formatter's target (about 50
//! instructions into a `String`), so two texts cost what the check costs (docs/performance.md § tabula-pmn).
//! Without a width or a precision the text goes to `write_str` (no `pad`).

use core::fmt;

use crate::Move;

/// A buffer whose start is aligned for the word reads of the UTF-8 check: 32 bytes hold the longest move
/// ([`Move::MAX_LEN`], 25).
#[repr(align(16))]
struct Aligned([u8; 32]);

/// Writes `mv` as [`Move::encode`] spells it, honouring width, fill, alignment and precision.
pub(crate) fn write(mv: &Move, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let text = if matches!(mv, Move::Pass) {
        "..."
    } else {
        let mut buf = Aligned([0; 32]);
        let len = buf
            .0
            .first_chunk_mut::<{ Move::MAX_LEN }>()
            .map_or(0, |room| mv.write_bytes(room));
        // The first 16 bytes or all 32, zeros included (ASCII): the check reads words. It cannot fail.
        let checked = if len <= 16 { &buf.0[..16] } else { &buf.0[..] };
        return put(
            f,
            core::str::from_utf8(checked)
                .ok()
                .and_then(|text| text.get(..len))
                .unwrap_or_default(),
        );
    };
    put(f, text)
}

/// `text` as it is, or padded when a width or a precision is asked for.
#[inline]
fn put(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    if f.width().is_some() || f.precision().is_some() {
        f.pad(text)
    } else {
        f.write_str(text)
    }
}
