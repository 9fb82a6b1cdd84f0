//! PGN movetext tokens, one line at a time, with the state a line break does not end (a `{` comment).

/// A movetext token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// A SAN move (possibly with annotation glyphs), or anything else that is not PGN punctuation.
    Word(&'a str),
    /// `12.` or `12...`.
    MoveNumber,
    /// `$n`.
    Nag,
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `1-0`, `0-1`, `1/2-1/2`, `*`.
    Result(&'static str),
    /// `[` at the start of a line outside comments: a tag section begins.
    Tag,
    /// The start of a comment: `{`, `;` to the end of the line, or a `%` escape line.
    Comment,
}

/// Bytes that end a word.
const fn is_delimiter(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t' | b'\r' | b'\n' | b'{' | b'}' | b'(' | b')' | b';' | b'$' | b'[' | b']'
    )
}

/// Walks the tokens of `line` (without its line end), starting inside a `{` comment when `in_comment`;
/// `visit` returns `false` to stop. Returns whether the line ends inside a comment.
pub(crate) fn tokens<'a>(
    line: &'a str,
    mut in_comment: bool,
    mut visit: impl FnMut(Token<'a>, usize) -> bool,
) -> bool {
    let bytes = line.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if in_comment {
            match bytes[at..].iter().position(|&b| b == b'}') {
                Some(end) => {
                    at += end + 1;
                    in_comment = false;
                    continue;
                }
                None => return true,
            }
        }
        let byte = bytes[at];
        match byte {
            // Blanks, a stray `}` or `]`, and a `[` inside movetext (not a tag): skipped.
            b' ' | b'\t' | b'\r' | b'\n' | b'}' | b']' | b'[' if byte != b'[' || at > 0 => at += 1,
            b'{' => {
                in_comment = true;
                if !visit(Token::Comment, at) {
                    return in_comment;
                }
                at += 1;
            }
            b';' => {
                visit(Token::Comment, at);
                return false;
            }
            b'%' if at == 0 => {
                visit(Token::Comment, at);
                return false;
            }
            b'[' if at == 0 => {
                visit(Token::Tag, at);
                return false;
            }
            b'(' | b')' => {
                if !visit(
                    if byte == b'(' {
                        Token::Open
                    } else {
                        Token::Close
                    },
                    at,
                ) {
                    return in_comment;
                }
                at += 1;
            }
            b'$' => {
                at += 1;
                while at < bytes.len() && bytes[at].is_ascii_digit() {
                    at += 1;
                }
                if !visit(Token::Nag, at) {
                    return in_comment;
                }
            }
            _ => {
                let start = at;
                while at < bytes.len() && !is_delimiter(bytes[at]) {
                    at += 1;
                }
                let word = &line[start..at];
                let token = classify(word);
                // A move number glued to its move (`12.e4`, `12...Nf6`): the move is the rest.
                if token == Token::MoveNumber {
                    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                    let dots = word[digits..].bytes().take_while(|&b| b == b'.').count();
                    if !visit(Token::MoveNumber, start) {
                        return in_comment;
                    }
                    let rest = &word[digits + dots..];
                    if !rest.is_empty() && !visit(classify(rest), start + digits + dots) {
                        return in_comment;
                    }
                    continue;
                }
                if !visit(token, start) {
                    return in_comment;
                }
            }
        }
    }
    in_comment
}

fn classify(word: &str) -> Token<'_> {
    match word {
        "1-0" => return Token::Result("1-0"),
        "0-1" => return Token::Result("0-1"),
        "1/2-1/2" => return Token::Result("1/2-1/2"),
        "*" => return Token::Result("*"),
        _ => {}
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && word.as_bytes().get(digits) == Some(&b'.') {
        return Token::MoveNumber;
    }
    if digits == word.len() {
        // A bare number (a move number without its dot, as some exporters write).
        return Token::MoveNumber;
    }
    Token::Word(word)
}

#[cfg(test)]
mod tests {
    use super::{Token, tokens};

    fn all(line: &str) -> Vec<Token<'_>> {
        let mut out = Vec::new();
        tokens(line, false, |t, _| {
            out.push(t);
            true
        });
        out
    }

    #[test]
    fn glued_numbers_comments_and_results_are_split() {
        assert_eq!(
            all("12.e4 {a} e5 $1 (12...d5) 1-0 ; rest"),
            [
                Token::MoveNumber,
                Token::Word("e4"),
                Token::Comment,
                Token::Word("e5"),
                Token::Nag,
                Token::Open,
                Token::MoveNumber,
                Token::Word("d5"),
                Token::Close,
                Token::Result("1-0"),
                Token::Comment,
            ]
        );
        assert!(tokens("e4 {open", false, |_, _| true));
        assert_eq!(
            all("0-0 1/2-1/2"),
            [Token::Word("0-0"), Token::Result("1/2-1/2")]
        );
    }
}
