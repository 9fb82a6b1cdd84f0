//! One PGN tag pair: `[Name "value"]`.

use std::borrow::Cow;

/// One tag pair after its `[`: the name, the value (escapes `\"` and `\\` undone) and the rest.
pub(crate) fn tag(text: &str) -> Result<(&str, Cow<'_, str>, &str), &'static str> {
    let text = text.trim_start();
    let name_len = text
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    if name_len == 0 {
        return Err("a tag name");
    }
    let (name, rest) = text.split_at(name_len);
    let rest = rest.trim_start();
    let Some(rest) = rest.strip_prefix('"') else {
        return Err("a quoted tag value");
    };
    let mut end = None;
    let mut escaped = false;
    let mut has_escape = false;
    for (index, byte) in rest.bytes().enumerate() {
        match (escaped, byte) {
            (false, b'\\') => {
                escaped = true;
                has_escape = true;
            }
            (false, b'"') => {
                end = Some(index);
                break;
            }
            _ => escaped = false,
        }
    }
    let Some(end) = end else {
        return Err("the closing quote of the tag value");
    };
    let raw = &rest[..end];
    let value = if has_escape {
        Cow::Owned(raw.replace("\\\"", "\"").replace("\\\\", "\\"))
    } else {
        Cow::Borrowed(raw)
    };
    let tail = rest[end + 1..].trim_start();
    let Some(tail) = tail.strip_prefix(']') else {
        return Err("`]` after the tag value");
    };
    Ok((name, value, tail))
}
