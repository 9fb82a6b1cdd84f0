//! A number with its noun, for messages.

use core::fmt;

/// A number followed by its noun in the right grammatical number, for messages: `1 square`,
/// `2 squares`, `0 pieces`. Every message of the workspace that puts a count before a noun writes it
/// through `Count`, so none says "1 squares".
///
/// English only: the singular is used for exactly 1, the plural for everything else (0 included).
///
/// ```
/// use tabula_protocol::Count;
///
/// assert_eq!(Count::new(1, "square", "squares").to_string(), "1 square");
/// assert_eq!(Count::new(0, "square", "squares").to_string(), "0 squares");
/// assert_eq!(Count::of(64, "square", "squares").to_string(), "64 squares");
/// assert_eq!(format!("the board has {}", Count::of(1, "rank", "ranks")), "the board has 1 rank");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Count {
    /// The number.
    pub n: u64,
    /// The noun for exactly one (`"square"`).
    pub singular: &'static str,
    /// The noun for any other number (`"squares"`).
    pub plural: &'static str,
}

impl Count {
    /// A count of `n` (a `u64`, so that counts larger than any `usize` stay exact).
    ///
    /// ```
    /// use tabula_protocol::Count;
    /// assert_eq!(Count::new(u64::MAX, "piece", "pieces").to_string(), "18446744073709551615 pieces");
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(n: u64, singular: &'static str, plural: &'static str) -> Count {
        Count {
            n,
            singular,
            plural,
        }
    }

    /// A count of `n` given as a `usize` (widened to `u64`; exact on every target Rust supports).
    ///
    /// ```
    /// use tabula_protocol::Count;
    /// let squares: usize = 1;
    /// assert_eq!(Count::of(squares, "square", "squares").to_string(), "1 square");
    /// ```
    #[must_use]
    #[inline]
    pub fn of(n: usize, singular: &'static str, plural: &'static str) -> Count {
        Count::new(u64::try_from(n).unwrap_or(u64::MAX), singular, plural)
    }

    /// The noun that goes with the number.
    ///
    /// ```
    /// use tabula_protocol::Count;
    /// assert_eq!(Count::new(1, "layer", "layers").noun(), "layer");
    /// assert_eq!(Count::new(3, "layer", "layers").noun(), "layers");
    /// ```
    #[must_use]
    #[inline]
    pub const fn noun(&self) -> &'static str {
        if self.n == 1 {
            self.singular
        } else {
            self.plural
        }
    }
}

impl fmt::Display for Count {
    /// `{n} {noun}` (no padding).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.n, self.noun())
    }
}
