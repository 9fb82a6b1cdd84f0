//! Numbers written in decimal without allocating.

/// A `u32` in decimal, on the stack: for writers that build their text by hand.
///
/// ```
/// use tabula_boardtext::Decimal;
/// let mut out = String::from("b - ");
/// out.push_str(Decimal::new(124).as_str());
/// assert_eq!(out, "b - 124");
/// assert_eq!(Decimal::new(0).as_bytes(), b"0");
/// assert_eq!(Decimal::new(u32::MAX).as_str(), "4294967295");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Decimal {
    digits: [u8; 10],
    start: usize,
}

impl Decimal {
    /// The decimal digits of `n` (no sign, no leading zero; `0` for zero).
    ///
    /// ```
    /// assert_eq!(tabula_boardtext::Decimal::new(7).as_str(), "7");
    /// ```
    #[must_use]
    pub const fn new(n: u32) -> Decimal {
        let mut digits = [0u8; 10];
        let mut start = digits.len();
        let mut n = n;
        loop {
            start -= 1;
            #[allow(clippy::cast_possible_truncation)]
            {
                digits[start] = b'0' + (n % 10) as u8;
            }
            n /= 10;
            if n == 0 {
                break;
            }
        }
        Decimal { digits, start }
    }

    /// The digits as ASCII bytes.
    ///
    /// ```
    /// assert_eq!(tabula_boardtext::Decimal::new(42).as_bytes(), b"42");
    /// ```
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        &self.digits[self.start..]
    }

    /// The digits as text.
    ///
    /// ```
    /// assert_eq!(tabula_boardtext::Decimal::new(42).as_str(), "42");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        // ASCII digits only.
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::Decimal;

    #[test]
    fn every_power_of_ten_and_its_neighbours() {
        let mut n: u64 = 1;
        while u32::try_from(n).is_ok() {
            for m in [n - 1, n, n + 1] {
                let m = u32::try_from(m).unwrap();
                assert_eq!(Decimal::new(m).as_str(), m.to_string());
            }
            n *= 10;
        }
    }
}
