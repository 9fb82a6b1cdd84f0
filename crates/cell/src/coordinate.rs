//! [`Coordinate`]: a CELL v1.0.0 coordinate of 1 to 3 dimensions.

use crate::{Error, parser};

mod write;

/// A CELL coordinate (v1.0.0): 1 to 3 indices, each 0 to 255, written in the dimension cycle — lowercase
/// letters (dimension 1, the file: bijective base 26, `a` = 0, `z` = 25, `aa` = 26, `iv` = 255), then a
/// 1-based decimal number without leading zero (dimension 2, the rank: `1` = 0, `256` = 255), then uppercase
/// letters (dimension 3, the layer: `A` = 0, `IV` = 255).
///
/// Indices are stored first dimension first: `e4` is `[4, 3]`, `a1A` is `[0, 0, 0]`, `iv256IV` is
/// `[255, 255, 255]`. Every index tuple has exactly one spelling, so parsing then formatting gives back the
/// input, and formatting then parsing gives back the coordinate.
///
/// The value is 4 bytes, `Copy`, and never allocates. CELL itself is syntax only: which square a
/// coordinate names on a board is the convention of [`square_index`](crate::square_index).
///
/// **`Ord`**: by number of dimensions first (every 1-D coordinate before every 2-D one), then by indices,
/// first dimension first (`a1` < `a2` < `b1`). CELL defines no order; this one is only for sorted
/// collections. For board order use [`square_index`](crate::square_index).
///
/// ```
/// use tabula_cell::Coordinate;
///
/// let e4: Coordinate = "e4".parse()?;
/// assert_eq!(e4.indices(), &[4, 3]);
/// assert_eq!(e4.dimensions(), 2);
/// assert_eq!(Coordinate::new(&[255, 255, 255])?.to_string(), "iv256IV");
/// assert!(Coordinate::parse("a1")? < Coordinate::parse("a2")?);
/// assert_eq!(format!("[{e4:>4}]"), "[  e4]");
/// # Ok::<(), tabula_cell::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coordinate {
    // Field order gives the documented `Ord`. Unused indices are always 0, so the derived `Eq` and `Hash`
    // compare only the used ones.
    dimensions: Dimensions,
    indices: [u8; Coordinate::MAX_DIMENSIONS],
}

/// The number of dimensions; an enum so that `Option<Coordinate>` and `Location` stay 4 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub(crate) enum Dimensions {
    One = 1,
    Two = 2,
    Three = 3,
}

impl Coordinate {
    /// The most dimensions a coordinate has (Tabula's bound, shared with every reference implementation;
    /// the spec has none).
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::MAX_DIMENSIONS, 3);
    /// ```
    pub const MAX_DIMENSIONS: usize = 3;

    /// The largest index along a dimension (Tabula's bound, shared with every reference implementation):
    /// `iv`, `256`, `IV`.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::MAX_INDEX, 255);
    /// ```
    pub const MAX_INDEX: u8 = u8::MAX;

    /// The length in bytes of the longest coordinate, `iv256IV`. Longer input is rejected before it is
    /// looked at.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::MAX_LEN, "iv256IV".len());
    /// ```
    pub const MAX_LEN: usize = 7;

    /// The coordinate of 1 to 3 indices, first dimension first.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    ///
    /// assert_eq!(Coordinate::new(&[4, 3])?.to_string(), "e4");
    /// assert_eq!(Coordinate::new(&[]), Err(Error::DimensionCount { count: 0 }));
    /// const A1: Coordinate = match Coordinate::new(&[0, 0]) {
    ///     Ok(c) => c,
    ///     Err(_) => panic!(),
    /// };
    /// assert_eq!(A1.to_string(), "a1");
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::DimensionCount`] for no index or more than 3.
    pub const fn new(indices: &[u8]) -> Result<Coordinate, Error> {
        match *indices {
            [f] => Ok(Coordinate::from_parts([f, 0, 0], Dimensions::One)),
            [f, r] => Ok(Coordinate::from_parts([f, r, 0], Dimensions::Two)),
            [f, r, l] => Ok(Coordinate::from_parts([f, r, l], Dimensions::Three)),
            _ => Err(Error::DimensionCount {
                count: indices.len(),
            }),
        }
    }

    /// A coordinate from its parts; the unused indices must be 0.
    pub(crate) const fn from_parts(indices: [u8; 3], dimensions: Dimensions) -> Coordinate {
        Coordinate {
            dimensions,
            indices,
        }
    }

    /// The indices, first dimension first, 0-based (`e4` → `[4, 3]`).
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("a1A")?.indices(), &[0, 0, 0]);
    /// assert_eq!(tabula_cell::Coordinate::parse("aa10")?.indices(), &[26, 9]);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn indices(&self) -> &[u8] {
        match self.indices.split_at_checked(self.dimensions as usize) {
            Some((used, _)) => used,
            None => &self.indices,
        }
    }

    /// The number of dimensions, 1 to 3.
    ///
    /// ```
    /// assert_eq!(tabula_cell::Coordinate::parse("z")?.dimensions(), 1);
    /// assert_eq!(tabula_cell::Coordinate::parse("c3C")?.dimensions(), 3);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    pub const fn dimensions(&self) -> usize {
        self.dimensions as usize
    }

    /// Parses a whole string as one coordinate (nothing before, nothing after, no whitespace trimmed).
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    ///
    /// assert_eq!(Coordinate::parse("h8")?.indices(), &[7, 7]);
    /// assert_eq!(Coordinate::parse("H8"), Err(Error::MustStartWithLowercase { byte: b'H' }));
    /// assert!(Coordinate::parse("h8\n").is_err());
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first rule broken, with its byte offset: see [`Error`].
    pub fn parse(s: &str) -> Result<Coordinate, Error> {
        Coordinate::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one coordinate. The length bound ([`Coordinate::MAX_LEN`]) is checked
    /// first, so the work never depends on the input length.
    ///
    /// ```
    /// use tabula_cell::{Coordinate, Error};
    ///
    /// assert_eq!(Coordinate::parse_bytes(b"iv256IV")?.indices(), &[255, 255, 255]);
    /// assert_eq!(Coordinate::parse_bytes(&[b'a'; 1 << 20]), Err(Error::TooLong { len: 1 << 20 }));
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first rule broken, with its byte offset: see [`Error`].
    pub fn parse_bytes(bytes: &[u8]) -> Result<Coordinate, Error> {
        if bytes.len() > Coordinate::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        parser::whole(bytes)
    }

    /// The longest coordinate at the start of `bytes` and the number of bytes it takes, or `None` when
    /// `bytes` does not start with one. The same grammar as [`Coordinate::parse_bytes`] (one scanner reads
    /// both), but no error is built and nothing after the coordinate is looked at beyond one byte: at most 8
    /// bytes are read, whatever the input length. A caller that needs the reason for a failure asks
    /// [`Coordinate::parse_bytes`] on that path only.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// let (e2, used) = Coordinate::try_prefix(b"e2-e4").unwrap();
    /// assert_eq!((e2.indices(), used), (&[4, 1][..], 2));
    /// assert_eq!(Coordinate::try_prefix(b"a1Ab").map(|(_, n)| n), Some(3));
    /// // `iw` (index 256) is too large: the longest coordinate is `i`.
    /// assert_eq!(Coordinate::try_prefix(b"iw").map(|(_, n)| n), Some(1));
    /// assert_eq!(Coordinate::try_prefix(b"+e4"), None);
    /// ```
    #[must_use]
    // Inlined into the caller so that the common case has no call (docs/performance.md § tabula-pmn).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn try_prefix(bytes: &[u8]) -> Option<(Coordinate, usize)> {
        parser::prefix(bytes)
    }

    /// [`Coordinate::try_prefix`] for a coordinate that a notation ends with a byte that is neither an ASCII
    /// letter nor a digit (PMN's operators, a space) or with the end of the input: the coordinate at the start
    /// of `bytes` and its length when the byte after it is not a letter or digit, else `None`. Nothing is
    /// built for a failure; at most 8 bytes are read.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// let (e2, used) = Coordinate::try_prefix_delimited(b"e2-e4").unwrap();
    /// assert_eq!((e2.indices(), used), (&[4, 1][..], 2));
    /// assert_eq!(Coordinate::try_prefix_delimited(b"a10").map(|(_, n)| n), Some(3));
    /// // `e2` is followed by a letter: the run `e2e4` is not one coordinate.
    /// assert_eq!(Coordinate::try_prefix_delimited(b"e2e4"), None);
    /// assert_eq!(Coordinate::try_prefix_delimited(b"+e4"), None);
    /// ```
    #[must_use]
    // Inlined into the caller so that the common case has no call (docs/performance.md § tabula-pmn).
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub fn try_prefix_delimited(bytes: &[u8]) -> Option<(Coordinate, usize)> {
        parser::delimited(bytes)
    }

    /// The coordinate written with exactly these two bytes, a file letter `a`–`z` and a rank digit `1`–`9`
    /// (`e4`), or `None`: the answer of [`Coordinate::parse_bytes`] on the two bytes, with no error built and
    /// no bounds check. For a notation that knows where a coordinate ends (PMN's `e2-e4`: a letter, a
    /// digit, an operator) and reads the commonest one first; the other shapes go to the prefix readers.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// assert_eq!(Coordinate::try_pair(*b"e4"), Some(Coordinate::parse("e4")?));
    /// assert_eq!(Coordinate::try_pair(*b"a0"), None);
    /// assert_eq!(Coordinate::try_pair(*b"E4"), None);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn try_pair(bytes: [u8; 2]) -> Option<Coordinate> {
        parser::pair(bytes)
    }

    /// The coordinate written with exactly these three bytes (`a10`, `e2A`, `aa1`), or `None`: the answer of
    /// [`Coordinate::parse_bytes`] on the three bytes, with no error built and no bounds check. For a
    /// notation that knows where a coordinate ends, as [`Coordinate::try_pair`].
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// assert_eq!(Coordinate::try_triple(*b"a10"), Some(Coordinate::parse("a10")?));
    /// assert_eq!(Coordinate::try_triple(*b"e2A"), Some(Coordinate::parse("e2A")?));
    /// assert_eq!(Coordinate::try_triple(*b"aa1"), Some(Coordinate::parse("aa1")?));
    /// assert_eq!(Coordinate::try_triple(*b"a01"), None);
    /// # Ok::<(), tabula_cell::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn try_triple(bytes: [u8; 3]) -> Option<Coordinate> {
        parser::triple(bytes)
    }

    /// Whether `s` is exactly one coordinate.
    ///
    /// ```
    /// use tabula_cell::Coordinate;
    ///
    /// assert!(Coordinate::is_valid("a1A"));
    /// assert!(!Coordinate::is_valid("center"));
    /// assert!(!Coordinate::is_valid("*"));
    /// ```
    #[must_use]
    pub fn is_valid(s: &str) -> bool {
        Coordinate::parse(s).is_ok()
    }
}

tabula_protocol::__token_text_impls!(Coordinate, Error, "a CELL coordinate such as \"e4\"");

#[cfg(test)]
mod tests {
    extern crate std;
    use std::format;
    use std::string::ToString;

    use super::*;

    #[test]
    fn a_coordinate_is_four_bytes_with_a_niche() {
        assert_eq!(size_of::<Coordinate>(), 4);
        assert_eq!(size_of::<Option<Coordinate>>(), 4);
    }

    #[test]
    fn new_keeps_unused_indices_zero() {
        let c = Coordinate::new(&[7]).unwrap();
        assert_eq!(c, Coordinate::from_parts([7, 0, 0], Dimensions::One));
        assert_eq!(c.indices(), &[7]);
        assert_eq!(
            Coordinate::new(&[0; 4]),
            Err(Error::DimensionCount { count: 4 })
        );
    }

    #[test]
    fn encode_writes_each_digit_count() {
        let mut buf = [0; Coordinate::MAX_LEN];
        for (indices, text) in [
            (&[0, 8][..], "a9"),
            (&[0, 9], "a10"),
            (&[0, 98], "a99"),
            (&[0, 99], "a100"),
            (&[0, 255], "a256"),
            (&[25, 0, 25], "z1Z"),
            (&[26, 0, 26], "aa1AA"),
            (&[233], "hz"),
            (&[234], "ia"),
        ] {
            assert_eq!(Coordinate::new(indices).unwrap().encode(&mut buf), text);
        }
    }

    #[test]
    fn write_to_writes_encoded_len_bytes_or_nothing() {
        let mut buf = [0; Coordinate::MAX_LEN];
        for indices in [
            &[0][..],
            &[25],
            &[26],
            &[255],
            &[0, 8],
            &[0, 9],
            &[7, 98],
            &[7, 99],
        ] {
            let c = Coordinate::new(indices).unwrap();
            for l in [0, 25, 26, 255] {
                let c3 = Coordinate::new(&[c.indices()[0], *c.indices().get(1).unwrap_or(&0), l])
                    .unwrap();
                for c in [c, c3] {
                    let text = c.to_string();
                    assert_eq!(c.encoded_len(), text.len(), "{text}");
                    let mut out = [b'#'; 9];
                    assert_eq!(c.write_to(&mut out), Some(text.len()));
                    assert_eq!(&out[..text.len()], text.as_bytes());
                    assert!(out[text.len()..].iter().all(|&b| b == b'#'));
                    let mut short = [b'#'; 9];
                    assert_eq!(c.write_to(&mut short[..text.len() - 1]), None);
                    assert_eq!(short, [b'#'; 9]);
                    assert_eq!(c.encode(&mut buf), text);
                }
            }
        }
    }

    #[test]
    fn order_is_dimensions_then_indices() {
        let p = |s| Coordinate::parse(s).unwrap();
        assert!(p("iv") < p("a1"));
        assert!(p("a2") < p("b1"));
        assert!(p("b1") < p("a1A"));
    }

    #[test]
    fn display_pads_and_debug_shows_both_forms() {
        let c = Coordinate::parse("a10").unwrap();
        assert_eq!(format!("{c:^7}"), "  a10  ");
        assert_eq!(c.to_string(), "a10");
        assert_eq!(
            format!("{c:?}"),
            "Coordinate { text: \"a10\", indices: [0, 9] }"
        );
    }
}
