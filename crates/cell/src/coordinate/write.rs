//! Writing a coordinate: its canonical text into a buffer, its length, `Display` and `Debug`.

use core::fmt;

use super::{Coordinate, Dimensions};

impl Coordinate {
    /// Writes the canonical form into `buf` and returns it, without allocating.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// let mut buf = [0; Coordinate::MAX_LEN];
    /// assert_eq!(Coordinate::new(&[26, 9])?.encode(&mut buf), "aa10");
    /// assert_eq!(Coordinate::new(&[255, 255, 255])?.encode(&mut buf), "iv256IV");
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    pub fn encode<'b>(&self, buf: &'b mut [u8; Coordinate::MAX_LEN]) -> &'b str {
        let len = self.write_array(buf);
        // Only ASCII letters and digits were written.
        core::str::from_utf8(&buf[..len]).unwrap_or_default()
    }

    /// The length in bytes of the canonical form (1 to [`Coordinate::MAX_LEN`]), found without writing it.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// assert_eq!(Coordinate::parse("e4")?.encoded_len(), 2);
    /// assert_eq!(Coordinate::parse("iv256IV")?.encoded_len(), 7);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn encoded_len(&self) -> usize {
        let [f, r, l] = self.indices;
        let mut len = letter_count(f);
        if self.dimensions as u8 >= Dimensions::Two as u8 {
            len += if r >= 99 {
                3
            } else if r >= 9 {
                2
            } else {
                1
            };
        }
        if self.dimensions as u8 >= Dimensions::Three as u8 {
            len += letter_count(l);
        }
        len
    }

    /// Writes the canonical form at the start of `out` and returns its length; `None`, with nothing
    /// written, when `out` is shorter than [`Coordinate::encoded_len`]. The bytes are ASCII letters and
    /// digits, so a writer that puts coordinates and other ASCII into one buffer (a move, a position) has a
    /// string without checking each token: no allocation, no formatting machinery, no UTF-8 check.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// let mut out = [b' '; 9];
    /// let n = Coordinate::parse("e2")?.write_to(&mut out).unwrap();
    /// out[n] = b'-';
    /// let m = Coordinate::parse("e4")?.write_to(&mut out[n + 1..]).unwrap();
    /// assert_eq!(&out[..n + 1 + m], b"e2-e4");
    /// assert_eq!(Coordinate::parse("a10")?.write_to(&mut [0; 2]), None);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    // Inlined into the caller so that the common case has no call (docs/performance.md § tabula-pmn).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn write_to(&self, out: &mut [u8]) -> Option<usize> {
        if let Some(room) = out.first_chunk_mut::<{ Coordinate::MAX_LEN }>() {
            return Some(self.write_array(room));
        }
        let mut buf = [0; Coordinate::MAX_LEN];
        let len = self.write_array(&mut buf);
        out.get_mut(..len)?.copy_from_slice(&buf[..len]);
        Some(len)
    }

    /// Writes the canonical form at the start of `buf` and returns its length; the bytes after it are left
    /// as they are.
    // Inlined into the caller so that the common case has no call (docs/performance.md § tabula-pmn).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn write_array(self, buf: &mut [u8; Coordinate::MAX_LEN]) -> usize {
        let [f, r, l] = self.indices;
        let mut len = letters(buf, 0, f, b'a');
        if self.dimensions >= Dimensions::Two {
            len = number(buf, len, r);
        }
        if self.dimensions >= Dimensions::Three {
            len = letters(buf, len, l, b'A');
        }
        len
    }
}

/// The number of letters that write `index` (bijective base 26: one up to `z`, two from `aa`).
#[inline]
const fn letter_count(index: u8) -> usize {
    if index >= 26 { 2 } else { 1 }
}

/// Writes `index` as one or two letters from `base` at `buf[at..]`; returns the new length.
#[inline]
fn letters(buf: &mut [u8; Coordinate::MAX_LEN], at: usize, index: u8, base: u8) -> usize {
    if index < 26 {
        buf[at] = base + index;
        return at + 1;
    }
    buf[at] = base + index / 26 - 1;
    buf[at + 1] = base + index % 26;
    at + 2
}

/// Writes `index + 1` in decimal at `buf[at..]`; returns the new length.
#[inline]
fn number(buf: &mut [u8; Coordinate::MAX_LEN], at: usize, index: u8) -> usize {
    if index < 9 {
        buf[at] = b'1' + index;
        return at + 1;
    }
    let n = u16::from(index) + 1;
    #[allow(clippy::cast_possible_truncation)] // each digit is below 10
    let digit = |d: u16| b'0' + (d % 10) as u8;
    if n >= 100 {
        buf[at] = digit(n / 100);
        buf[at + 1] = digit(n / 10);
        buf[at + 2] = digit(n);
        at + 3
    } else {
        buf[at] = digit(n / 10);
        buf[at + 1] = digit(n);
        at + 2
    }
}

/// The canonical form; width, fill and alignment are honoured (`{:>4}`).
///
/// ```
/// let c = tabula_cell::Coordinate::new(&[2, 2, 2])?;
/// assert_eq!(c.to_string(), "c3C");
/// assert_eq!(format!("{c:-<5}|"), "c3C--|");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
impl fmt::Display for Coordinate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; Coordinate::MAX_LEN];
        f.pad(self.encode(&mut buf))
    }
}

/// The canonical form and the indices.
///
/// ```
/// let c = tabula_cell::Coordinate::parse("e4")?;
/// assert_eq!(format!("{c:?}"), r#"Coordinate { text: "e4", indices: [4, 3] }"#);
/// # Ok::<(), tabula_cell::Error>(())
/// ```
impl fmt::Debug for Coordinate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; Coordinate::MAX_LEN];
        f.debug_struct("Coordinate")
            .field("text", &self.encode(&mut buf))
            .field("indices", &self.indices())
            .finish()
    }
}
