//! Rendered errors: the message and code, the input with carets under the offending bytes, the field, and
//! where the input came from.

use std::io::Write;

use annotate_snippets::{Level, Renderer, Snippet};

/// Where an input came from, for the `-->` line of a diagnostic.
#[derive(Clone, Copy)]
pub(crate) enum Origin {
    /// The single FEEN argument of a command: `input:1:COLUMN`.
    Input,
    /// The n-th argument of `validate` (1-based): `argument:N:COLUMN`.
    Argument(u64),
    /// Line n of stdin (1-based): `stdin:N:COLUMN`.
    Stdin(u64),
}

/// The error rendered by annotate-snippets: the message and code, the input with carets under the offending
/// bytes, labelled with the field.
///
/// Control characters are shown as `·` so that the line stays on one line and the carets line up; the error's
/// byte span is carried over to the shown text and widened to whole characters (a non-ASCII character is
/// one error at its first byte).
pub(crate) fn diagnostic(
    input: &str,
    error: &tabula_feen::Error,
    origin: Origin,
    color: bool,
) -> String {
    let mut shown = String::with_capacity(input.len());
    // `at[i]` is the offset in `shown` of input byte `i` (for `i` a character boundary), up to `input.len()`.
    let mut at = vec![0; input.len() + 1];
    // A line of spaces only would be drawn as nothing at all (the renderer trims leading spaces): its
    // spaces are shown as `␠`, so that the carets have something to stand under.
    let spaces_only = input.bytes().all(|b| b == b' ');
    for (i, c) in input.char_indices() {
        at[i] = shown.len();
        shown.push(match c {
            ' ' if spaces_only => '␠',
            c if c.is_control() => '·',
            c => c,
        });
    }
    at[input.len()] = shown.len();
    let boundary_at_or_after = |mut i: usize| {
        i = i.min(input.len());
        while !input.is_char_boundary(i) {
            i += 1;
        }
        at[i]
    };
    let boundary_at_or_before = |mut i: usize| {
        i = i.min(input.len());
        while !input.is_char_boundary(i) {
            i -= 1;
        }
        at[i]
    };
    let title = error.to_string();
    let label = format!("{} field", error.field());
    let (name, line) = match origin {
        Origin::Input => ("input", 1),
        Origin::Argument(n) => ("argument", n),
        Origin::Stdin(n) => ("stdin", n),
    };
    let snippet = Snippet::source(&shown)
        .origin(name)
        .line_start(usize::try_from(line).unwrap_or(usize::MAX))
        .fold(false);
    let snippet = match error.offset() {
        Some(offset) => {
            let start = boundary_at_or_before(offset);
            let end = boundary_at_or_after(offset.saturating_add(error.len().max(1))).max(start);
            snippet.annotation(Level::Error.span(start..end).label(&label))
        }
        None => snippet,
    };
    let message = Level::Error.title(&title).id(error.code());
    // An empty input has no line to show (and annotate-snippets would number it 1): say where it was.
    let empty = match origin {
        Origin::Input => "the input is empty".to_owned(),
        Origin::Argument(n) => format!("argument {n} is empty"),
        Origin::Stdin(n) => format!("line {n} of stdin is empty"),
    };
    let message = if input.is_empty() {
        message.footer(Level::Note.title(&empty))
    } else {
        message.snippet(snippet)
    };
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    format!("{}\n", renderer.render(message))
}

/// [`diagnostic`] without colour, appended to `out`: written directly for the common case (a short line of
/// printable ASCII that is not all spaces), the bytes annotate-snippets would write (a test compares the
/// two); any other line goes to annotate-snippets. The hot path of `tabula validate` in text.
pub(crate) fn write_plain(
    out: &mut Vec<u8>,
    input: &[u8],
    error: &tabula_feen::Error,
    origin: Origin,
) {
    let printable = input.iter().all(|&b| (b' '..=b'~').contains(&b));
    let spaces_only = input.iter().all(|&b| b == b' ');
    // Past a width, annotate-snippets may shorten the line: left to it.
    if input.is_empty() || spaces_only || !printable || input.len() > 100 {
        let text = String::from_utf8_lossy(input);
        out.extend_from_slice(diagnostic(&text, error, origin, false).as_bytes());
        return;
    }
    let (name, line) = match origin {
        Origin::Input => ("input", 1),
        Origin::Argument(n) => ("argument", n),
        Origin::Stdin(n) => ("stdin", n),
    };
    let (start, end) = match error.offset() {
        Some(offset) => {
            let start = offset.min(input.len());
            let end = offset
                .saturating_add(error.len().max(1))
                .min(input.len())
                .max(start);
            (start, end)
        }
        None => (0, 0),
    };
    let mut number = itoa_buf(line);
    let number = number.text();
    let width = number.len();
    let gutter = |out: &mut Vec<u8>| out.extend(std::iter::repeat_n(b' ', width + 1));
    let _ = writeln!(out, "error[{}]: {error}", error.code());
    out.extend(std::iter::repeat_n(b' ', width));
    if error.offset().is_some() {
        let _ = writeln!(out, "--> {name}:{number}:{}", start + 1);
    } else {
        let _ = writeln!(out, "--> {name}");
    }
    gutter(out);
    out.extend_from_slice(b"|\n");
    out.extend_from_slice(number.as_bytes());
    out.extend_from_slice(b" | ");
    out.extend_from_slice(input);
    out.push(b'\n');
    if error.offset().is_some() {
        gutter(out);
        out.extend_from_slice(b"| ");
        out.extend(std::iter::repeat_n(b' ', start));
        out.extend(std::iter::repeat_n(b'^', (end - start).max(1)));
        let _ = writeln!(out, " {} field", error.field());
    }
    gutter(out);
    out.extend_from_slice(b"|\n");
}

/// A line number's decimal digits, without allocating.
struct Digits {
    buf: [u8; 20],
    start: usize,
}

impl Digits {
    fn text(&mut self) -> &str {
        std::str::from_utf8(&self.buf[self.start..]).unwrap_or("0")
    }
}

/// The digits of `n`.
fn itoa_buf(mut n: u64) -> Digits {
    let mut digits = Digits {
        buf: [b'0'; 20],
        start: 20,
    };
    loop {
        digits.start -= 1;
        // `n % 10` < 10: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        {
            digits.buf[digits.start] = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 {
            return digits;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(input: &str) -> String {
        let error = tabula_feen::validate(input).unwrap_err();
        diagnostic(input, &error, Origin::Input, false)
    }

    #[test]
    fn diagnostics_point_at_the_offending_byte() {
        insta::assert_snapshot!(render("k$k / C/c"));
    }

    #[test]
    fn diagnostics_survive_any_text() {
        // A non-ASCII character is marked whole; control characters take one column; the end is markable.
        let accent = render("é8 / C/c");
        assert!(accent.contains("1 | é8 / C/c\n  | ^"), "{accent}");
        let tab = render("8\t/ C/c");
        assert!(tab.contains("1 | 8·/ C/c\n"), "{tab}");
        let end = render("8 / C/");
        assert!(end.contains("1 | 8 / C/\n  |       ^"), "{end}");
        for input in ["\u{0}", "日本 / C/c", "8 / C/c\u{7f}", "8 / C/c ", "\r"] {
            let error = tabula_feen::validate(input).unwrap_err();
            let text = diagnostic(input, &error, Origin::Stdin(3), false);
            assert!(text.contains("--> stdin:3:"), "{text}");
            assert!(text.contains('^'), "{text}");
        }
        let error = tabula_feen::validate("").unwrap_err();
        let text = diagnostic("", &error, Origin::Stdin(3), false);
        assert!(text.contains("= note: line 3 of stdin is empty"), "{text}");
    }

    /// The direct writer against annotate-snippets: every invalid string one edit away from a few
    /// positions, at line numbers of one to seven digits.
    #[test]
    fn the_direct_writer_writes_what_annotate_snippets_writes() {
        let positions = [
            "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
            "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
            "k^+p4+PK^ / C/c",
            "8/8 3P2QP/ C/c",
            "a/b//c/d 10/ X/x",
        ];
        let mut checked = 0;
        for position in positions {
            let bytes = position.as_bytes();
            for at in 0..=bytes.len() {
                for edit in 0..5u8 {
                    let mut input = bytes.to_vec();
                    match edit {
                        0 if at < input.len() => {
                            input.remove(at);
                        }
                        1 => input.insert(at, b'/'),
                        2 => input.insert(at, b' '),
                        3 => input.insert(at, b'0'),
                        _ => input.truncate(at),
                    }
                    let Ok(text) = std::str::from_utf8(&input) else {
                        continue;
                    };
                    let Err(error) = tabula_feen::validate(text) else {
                        continue;
                    };
                    for line in [1, 9, 10, 4_321, 1_000_000] {
                        let origin = Origin::Stdin(line);
                        let mut out = Vec::new();
                        write_plain(&mut out, &input, &error, origin);
                        let expected = diagnostic(text, &error, origin, false);
                        assert_eq!(String::from_utf8(out).unwrap(), expected, "{text:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
    }

    #[test]
    fn a_line_of_spaces_is_drawn_with_its_caret_on_it() {
        insta::assert_snapshot!(render("   "));
        insta::assert_snapshot!(render(" 8 / C/c"));
    }
}
