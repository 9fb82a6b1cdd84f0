//! The order in which Tabula writes a hand: the canonical order of a FEEN hand field, each item repeated
//! as many times as it is held, so that PON ↔ FEEN is a plain regrouping and the output is deterministic.
//!
//! The order carries no meaning (the Game Protocol gives none to hand order); it only makes the output a
//! normal form. It is *not* `Ord` of the token type: FEEN orders states `-`, `+`, none.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use tabula_epin::{ExtendedPiece, State};

/// The sort key of a distinct token held `count` times: count descending, then letter, uppercase first,
/// state `-` `+` none, terminal marker absent first, derivation marker absent first.
fn key(count: usize, token: ExtendedPiece) -> (Reverse<usize>, u8, bool, u8, bool, bool) {
    let state = match token.state() {
        State::Diminished => 0,
        State::Enhanced => 1,
        State::Normal => 2,
    };
    (
        Reverse(count),
        token.letter().index(),
        token.is_second(),
        state,
        token.is_terminal(),
        token.is_derived(),
    )
}

/// The hand's pieces in canonical order, each repeated as many times as it is held.
pub(crate) fn canonical(pieces: Vec<ExtendedPiece>) -> Vec<ExtendedPiece> {
    if pieces.len() < 2 {
        return pieces;
    }
    let mut counts = BTreeMap::new();
    for piece in &pieces {
        *counts.entry(*piece).or_insert(0usize) += 1;
    }
    expand(counts)
}

/// The items `(piece, count)` as a canonical hand list.
pub(crate) fn expand(
    counts: impl IntoIterator<Item = (ExtendedPiece, usize)>,
) -> Vec<ExtendedPiece> {
    let mut items: Vec<(ExtendedPiece, usize)> = counts.into_iter().collect();
    items.sort_by_key(|&(piece, count)| key(count, piece));
    let total = items.iter().map(|&(_, count)| count).sum();
    let mut out = Vec::with_capacity(total);
    for (piece, count) in items {
        out.extend(std::iter::repeat_n(piece, count));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(list: &[&str]) -> Vec<ExtendedPiece> {
        list.iter()
            .map(|t| ExtendedPiece::parse(t).unwrap())
            .collect()
    }

    #[test]
    fn follows_the_six_criteria() {
        // A FEEN hand `3B3b3P-K+KKK'K^K^'k` expanded.
        let expected = tokens(&[
            "B", "B", "B", "b", "b", "b", "P", "P", "P", "-K", "+K", "K", "K'", "K^", "K^'", "k",
        ]);
        let mut shuffled = expected.clone();
        shuffled.reverse();
        shuffled.swap(0, 7);
        assert_eq!(canonical(shuffled), expected);
    }

    #[test]
    fn count_first() {
        let hand = tokens(&["R", "P", "B", "N", "B", "P", "B"]);
        assert_eq!(
            canonical(hand),
            tokens(&["B", "B", "B", "P", "P", "N", "R"])
        );
    }
}
