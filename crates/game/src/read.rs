//! Reading a move in whichever notation the game reads, and when none reads it, the error of the notation
//! the text looks like (or the notation players write that Tabula does not read yet).

use crate::{MoveError, Notation, Rules};

/// Whether `text` has the shape of a move in `notation` (a cheap look at its bytes, before any reader):
/// the error of a notation the text looks like is the one to show.
///
/// ```
/// use tabula_game::{looks_like, Notation};
/// assert!(looks_like(Notation::San, "O-O"));
/// assert!(looks_like(Notation::San, "a8"));
/// assert!(looks_like(Notation::Uci, "e2e9"));
/// assert!(looks_like(Notation::Csa, "+7776FU"));
/// assert!(looks_like(Notation::Pmn, "e2-e4=P"));
/// assert!(!looks_like(Notation::Pmn, "O-O"));
/// ```
#[must_use]
pub fn looks_like(notation: Notation, text: &str) -> bool {
    let b = text.as_bytes();
    let digit = |c: u8| c.is_ascii_digit();
    match notation {
        Notation::Pmn => {
            text == "..."
                || (b.first().is_some_and(u8::is_ascii_lowercase)
                    && text.contains(['-', '+', '~'].as_slice()))
                || (b.first() == Some(&b'+') && b.get(1).is_some_and(u8::is_ascii_lowercase))
                || text.contains('*')
                || text.contains('.')
        }
        Notation::San => {
            let core = text.trim_end_matches(['+', '#', '!', '?'].as_slice());
            let core =
                core.rsplit_once('=').map_or(
                    core,
                    |(before, piece)| if piece.len() == 1 { before } else { core },
                );
            matches!(core, "O-O" | "O-O-O" | "0-0" | "0-0-0")
                || (core.len() >= 2
                    && core.is_ascii()
                    && !core.contains(['-', '*', '~', '/'].as_slice())
                    && matches!(
                        core.as_bytes()[core.len() - 2..],
                        [b'a'..=b'z', b'0'..=b'9']
                    ))
        }
        Notation::Uci | Notation::Ucci => {
            let squares = |s: &[u8]| -> Option<usize> {
                let [file, rest @ ..] = s else { return None };
                if !file.is_ascii_lowercase() {
                    return None;
                }
                let n = rest.iter().take_while(|c| c.is_ascii_digit()).count();
                (1..=2).contains(&n).then_some(1 + n)
            };
            squares(b).is_some_and(|first| {
                squares(&b[first..]).is_some_and(|second| {
                    let rest = &b[first + second..];
                    rest.is_empty() || (rest.len() == 1 && rest[0].is_ascii_lowercase())
                })
            })
        }
        Notation::Usi => {
            matches!(b, [file, rank, to_file, to_rank, ..]
                if digit(*file) && rank.is_ascii_lowercase() && digit(*to_file) && to_rank.is_ascii_lowercase())
                || matches!(b, [piece, b'*', file, rank]
                    if piece.is_ascii_uppercase() && digit(*file) && rank.is_ascii_lowercase())
        }
        Notation::Csa => {
            matches!(b, [b'+' | b'-', rest @ ..] if rest.len() == 6 && rest[..4].iter().all(|&c| digit(c)) && rest[4..].iter().all(u8::is_ascii_uppercase))
        }
        Notation::Wxf => {
            b.len() == 4
                && matches!(b[2], b'=' | b'+' | b'-' | b'.')
                && digit(b[3])
                && (b[0].is_ascii_alphabetic() || b[0] == b'+' || b[0] == b'-')
        }
    }
}

/// The notation players write that `text` looks like, among those Tabula does not read yet, or `None`.
///
/// ```
/// use tabula_game::other_notation;
/// assert_eq!(other_notation("炮二平五"), Some("Chinese xiangqi notation"));
/// assert_eq!(other_notation("▲７六歩"), Some("Japanese shōgi notation"));
/// assert_eq!(other_notation("P-7f"), Some("western shōgi notation (Hodges)"));
/// assert_eq!(other_notation("e4"), None);
/// ```
#[must_use]
pub fn other_notation(text: &str) -> Option<&'static str> {
    const XIANGQI: &str = "車车俥馬马傌炮砲包相象仕士帅帥将將兵卒进進退平";
    const SHOGI: &str = "歩香桂銀金角飛玉王と杏圭全馬龍竜成打同▲△☗☖";
    if text.chars().any(|c| "进進退平".contains(c))
        || (text.chars().any(|c| XIANGQI.contains(c))
            && !text.chars().any(|c| "歩香桂銀金角飛玉王と▲△".contains(c)))
    {
        return Some("Chinese xiangqi notation");
    }
    if text.chars().any(|c| SHOGI.contains(c)) {
        return Some("Japanese shōgi notation");
    }
    let bytes = text.as_bytes();
    let bytes = bytes.strip_prefix(b"+").unwrap_or(bytes);
    let hodges = matches!(bytes, [piece, rest @ ..] if b"PLNSGBRK".contains(piece) && {
        let rest = rest.strip_suffix(b"+").or_else(|| rest.strip_suffix(b"=")).unwrap_or(rest);
        let rest = match rest {
            [file, rank, tail @ ..] if file.is_ascii_digit() && rank.is_ascii_lowercase() => tail,
            _ => rest,
        };
        matches!(rest, [b'-' | b'x' | b'*', file, rank] if file.is_ascii_digit() && (b'a'..=b'i').contains(rank))
    });
    if hodges {
        return Some("western shōgi notation (Hodges)");
    }
    (!text.is_ascii()).then_some("text in another script")
}

/// How far an error got: a move that was read but refused beats any syntax error; then the error of a
/// notation the text looks like; among the rest, the one that read further wins.
fn rank<I>(error: &MoveError<I>, text: &str) -> (u8, usize) {
    match error {
        MoveError::Syntax {
            notation, offset, ..
        } => (u8::from(looks_like(*notation, text)), *offset),
        MoveError::Unsupported { .. } => (0, 0),
        _ => (2, usize::MAX),
    }
}

pub(crate) fn read_any<R: Rules>(
    position: &R,
    text: &str,
) -> Result<(R::Move, Notation), MoveError<R::IllegalMove>> {
    let mut found: Option<(R::Move, Notation)> = None;
    let mut others: Vec<(R::Move, Notation)> = Vec::new();
    let mut best: Option<MoveError<R::IllegalMove>> = None;
    let notations = || core::iter::once(Notation::Pmn).chain(R::notations().iter().copied());
    for notation in notations() {
        match position.read_move(text, notation) {
            Ok(m) => match found {
                None => found = Some((m, notation)),
                Some((first, _)) if first == m => {}
                Some(_) => others.push((m, notation)),
            },
            Err(error) => {
                if best
                    .as_ref()
                    .is_none_or(|b| rank(&error, text) > rank(b, text))
                {
                    best = Some(error);
                }
            }
        }
    }
    match found {
        Some(first) if others.is_empty() => Ok(first),
        Some(first) => Err(MoveError::Ambiguous {
            notation: first.1,
            text: text.to_owned(),
            candidates: core::iter::once(first)
                .chain(others)
                .map(|(m, notation)| {
                    format!(
                        "{} read as {} ({} in PMN)",
                        text,
                        notation.name().to_ascii_uppercase(),
                        position.pmn(m)
                    )
                })
                .collect(),
        }),
        None => {
            let looked_like = best.as_ref().is_some_and(|b| rank(b, text).0 > 0);
            if let (false, Some(looks_like)) = (looked_like, other_notation(text)) {
                let names: Vec<&str> = notations().map(Notation::name).collect();
                return Err(MoveError::OtherNotation {
                    text: text.to_owned(),
                    looks_like,
                    game: R::KIND,
                    reads: names.join(", "),
                });
            }
            Err(best.unwrap_or(MoveError::Syntax {
                notation: Notation::Pmn,
                text: text.to_owned(),
                offset: 0,
                code: "move-syntax",
                message: "not a move in any notation of this game".to_owned(),
                hint: None,
            }))
        }
    }
}
