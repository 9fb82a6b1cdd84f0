//! Rendered errors: the message and code, the input with carets under the offending bytes, the field, and
//! where the input came from.

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

    #[test]
    fn a_line_of_spaces_is_drawn_with_its_caret_on_it() {
        insta::assert_snapshot!(render("   "));
        insta::assert_snapshot!(render(" 8 / C/c"));
    }
}
