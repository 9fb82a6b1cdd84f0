//! Reading a move in whichever notation the game reads.

use crate::{MoveError, Notation, Rules};

/// How far an error got: a move that was read but refused beats any syntax error; among syntax errors the
/// one that read further wins.
fn rank<I>(error: &MoveError<I>) -> usize {
    match error {
        MoveError::Syntax { offset, .. } => *offset,
        MoveError::Unsupported { .. } => 0,
        _ => usize::MAX,
    }
}

pub(crate) fn read_any<R: Rules>(
    position: &R,
    text: &str,
) -> Result<(R::Move, Notation), MoveError<R::IllegalMove>> {
    let mut found: Option<(R::Move, Notation)> = None;
    let mut others: Vec<(R::Move, Notation)> = Vec::new();
    let mut best: Option<MoveError<R::IllegalMove>> = None;
    for notation in core::iter::once(Notation::Pmn).chain(R::notations().iter().copied()) {
        match position.read_move(text, notation) {
            Ok(m) => match found {
                None => found = Some((m, notation)),
                Some((first, _)) if first == m => {}
                Some(_) => others.push((m, notation)),
            },
            Err(error) => {
                if best.as_ref().is_none_or(|b| rank(&error) > rank(b)) {
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
        None => Err(best.unwrap_or(MoveError::Syntax {
            notation: Notation::Pmn,
            text: text.to_owned(),
            offset: 0,
            code: "move-syntax",
            message: "not a move in any notation of this game".to_owned(),
            hint: None,
        })),
    }
}
