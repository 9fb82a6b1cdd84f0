//! Writing text into SVG safely.

use std::fmt;

/// Text escaped for an XML attribute or element (`&`, `<`, `>`, `"`, `'`).
pub(crate) struct Escaped<'a>(pub(crate) &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(at) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..at])?;
            f.write_str(match rest.as_bytes()[at] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&apos;",
            })?;
            rest = &rest[at + 1..];
        }
        f.write_str(rest)
    }
}

/// Writes `n` in decimal (the hot paths' integers, without the formatting machinery).
pub(crate) fn int(out: &mut String, n: i64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = n.unsigned_abs();
    loop {
        at -= 1;
        // A digit: below 10.
        digits[at] = b'0' + u8::try_from(rest % 10).unwrap_or(0);
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if n < 0 {
        out.push('-');
    }
    for &digit in &digits[at..] {
        out.push(char::from(digit));
    }
}

/// Writes a CELL coordinate.
pub(crate) fn coordinate(out: &mut String, coordinate: tabula_cell::Coordinate) {
    let mut buf = [0; tabula_cell::Coordinate::MAX_LEN];
    out.push_str(coordinate.encode(&mut buf));
}

#[cfg(test)]
mod tests {
    use super::{Escaped, int};

    #[test]
    fn integers_are_written_in_decimal() {
        for n in [0, 7, -7, 10, 1234, -90, i64::MAX, i64::MIN] {
            let mut out = String::new();
            int(&mut out, n);
            assert_eq!(out, n.to_string());
        }
    }

    #[test]
    fn markup_characters_are_escaped() {
        assert_eq!(
            Escaped("a\"b<c>&'d").to_string(),
            "a&quot;b&lt;c&gt;&amp;&apos;d"
        );
        assert_eq!(Escaped("#fff").to_string(), "#fff");
    }
}
