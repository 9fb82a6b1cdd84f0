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

#[cfg(test)]
mod tests {
    use super::Escaped;

    #[test]
    fn markup_characters_are_escaped() {
        assert_eq!(
            Escaped("a\"b<c>&'d").to_string(),
            "a&quot;b&lt;c&gt;&amp;&apos;d"
        );
        assert_eq!(Escaped("#fff").to_string(), "#fff");
    }
}
