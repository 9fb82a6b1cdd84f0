//! Reference grammars, written from the spec digests independently of the crates' nom parsers: each
//! returns the length of the longest token at the start of the input (maximal munch), or `None`.

/// SIN: one ASCII letter.
#[must_use]
pub fn sin_prefix(bytes: &[u8]) -> Option<usize> {
    bytes.first().filter(|b| b.is_ascii_alphabetic()).map(|_| 1)
}

/// PIN: `[+-]? letter ^?`.
#[must_use]
pub fn pin_prefix(bytes: &[u8]) -> Option<usize> {
    let mut at = usize::from(matches!(bytes.first(), Some(b'+' | b'-')));
    if !bytes.get(at)?.is_ascii_alphabetic() {
        return None;
    }
    at += 1;
    if bytes.get(at) == Some(&b'^') {
        at += 1;
    }
    Some(at)
}

/// EPIN: PIN `'?`.
#[must_use]
pub fn epin_prefix(bytes: &[u8]) -> Option<usize> {
    let at = pin_prefix(bytes)?;
    Some(if bytes.get(at) == Some(&b'\'') {
        at + 1
    } else {
        at
    })
}

/// QPI: SIN `:` PIN.
#[must_use]
pub fn qpi_prefix(bytes: &[u8]) -> Option<usize> {
    sin_prefix(bytes)?;
    if bytes.get(1) != Some(&b':') {
        return None;
    }
    Some(2 + pin_prefix(&bytes[2..])?)
}

/// CELL coordinate, whole input: `lower{1,2} ( [1-9][0-9]* ( upper{1,2} )? )?`, each part an index of at
/// most 255 (letters in bijective base 26, `a` = 0; the number 1-based). Returns the 0-based indices.
#[must_use]
pub fn cell(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut indices = Vec::new();
    let mut rest = bytes;

    let (index, used) = letters(rest, b'a')?;
    indices.push(index);
    rest = &rest[used..];
    if rest.is_empty() {
        return Some(indices);
    }

    // The number: no leading zero, 1..=256.
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || rest[0] == b'0' {
        return None;
    }
    let mut n: u32 = 0;
    for &d in &rest[..digits] {
        n = n.checked_mul(10)?.checked_add(u32::from(d - b'0'))?;
        if n > 256 {
            return None;
        }
    }
    indices.push(u8::try_from(n - 1).ok()?);
    rest = &rest[digits..];
    if rest.is_empty() {
        return Some(indices);
    }

    let (index, used) = letters(rest, b'A')?;
    indices.push(index);
    if used != rest.len() {
        return None;
    }
    Some(indices)
}

/// A run of one or two letters from `base` (`a` or `A`) at the start, as a bijective base-26 index ≤ 255;
/// a run of three or more is refused.
fn letters(bytes: &[u8], base: u8) -> Option<(u8, usize)> {
    let is = |b: &u8| (base..base + 26).contains(b);
    let run = bytes.iter().take_while(|b| is(b)).count();
    let value = match run {
        1 => u32::from(bytes[0] - base),
        2 => (u32::from(bytes[0] - base) + 1) * 26 + u32::from(bytes[1] - base),
        _ => return None,
    };
    Some((u8::try_from(value).ok()?, run))
}
