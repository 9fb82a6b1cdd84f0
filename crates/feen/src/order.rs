//! The canonical hand order of the FEEN specification (section "Hands") and the aggregation check.
//!
//! This is deliberately *not* `Ord` of any token type: FEEN orders states `-`, `+`, none, which is not PIN's
//! natural order.

use core::cmp::Reverse;

use tabula_epin::{ExtendedPiece, State};

/// The sort key of a hand item: multiplicity descending, then letter, uppercase before lowercase, state
/// `-` `+` none, terminal absent first, derivation absent first. Two distinct tokens never tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct HandKey(Reverse<u64>, u16);

impl HandKey {
    pub(crate) fn new(count: u64, token: ExtendedPiece) -> HandKey {
        let state = match token.state() {
            State::Diminished => 0u16,
            State::Enhanced => 1,
            State::Normal => 2,
        };
        let token_key = (u16::from(token.letter().index()) << 5)
            | (u16::from(token.is_second()) << 4)
            | (state << 2)
            | (u16::from(token.is_terminal()) << 1)
            | u16::from(token.is_derived());
        HandKey(Reverse(count), token_key)
    }
}

/// A set of EPIN tokens (1,024 bits on the stack, indexed by the token's packed form).
#[derive(Default)]
pub(crate) struct SeenSet([u64; 16]);

impl SeenSet {
    /// Adds `token`; `false` if it was already there.
    pub(crate) fn insert(&mut self, token: ExtendedPiece) -> bool {
        let bits = usize::from(token.to_bits() & 0x3FF);
        let (word, bit) = (bits / 64, 1u64 << (bits % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    fn key(count: u64, token: &str) -> HandKey {
        HandKey::new(count, ExtendedPiece::parse(token).unwrap())
    }

    #[test]
    fn comparator_follows_the_six_criteria() {
        // The spec's hand order: `3B3b3P-K+KKK'K^K^'k` is in canonical order.
        let order = [
            key(3, "B"),
            key(3, "b"),
            key(3, "P"),
            key(1, "-K"),
            key(1, "+K"),
            key(1, "K"),
            key(1, "K'"),
            key(1, "K^"),
            key(1, "K^'"),
            key(1, "k"),
        ];
        assert!(order.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn distinct_tokens_never_tie() {
        let mut keys: Vec<_> = ExtendedPiece::all().map(|t| HandKey::new(1, t)).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), ExtendedPiece::COUNT);
    }

    #[test]
    fn seen_set_reports_repeats() {
        let mut seen = SeenSet::default();
        let token = ExtendedPiece::parse("+k^'").unwrap();
        assert!(seen.insert(token));
        assert!(!seen.insert(token));
        assert!(seen.insert(token.native()));
    }
}
