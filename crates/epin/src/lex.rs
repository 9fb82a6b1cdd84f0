//! EPIN tokens written back to back, read one byte at a time: what a scanner needs to read EPIN tokens inside
//! a larger grammar (tabula-feen's placement field) with one table lookup per byte and no branch per token.
//!
//! Each byte has a [`Role`]: a state modifier, a letter, the terminal marker, the derivation marker, or none
//! (outside EPIN). A string of bytes is a sequence of EPIN tokens written back to back (`K+p^'-r`) exactly when
//! every byte has a role other than [`Role::Outside`] and every byte [may follow](Role::may_follow) the one
//! before it, the string being taken as preceded and followed by an outside byte: a modifier is followed by a
//! letter, a terminal marker follows a letter, a derivation marker follows a letter or a terminal marker. The
//! tokens are the maximal munch of that string: a new token starts at every modifier, and at every letter not
//! right after a modifier ([`Role::continues_token`]).
//!
//! The bits of a token are the bitwise or of [`ExtendedPiece::lexed_bits`] of its bytes, and
//! [`ExtendedPiece::from_lexed`] turns them into the token. Both are branch-free, so that a scanner can
//! accumulate a token as it reads without testing what each byte is.
//!
//! This is the same grammar as the reader of `parse`/`try_prefix` (PIN's reader for the PIN part, then the
//! `'`), stated byte by byte; the tests check that the two agree on every string of up to five bytes over
//! the bytes that matter.

use crate::{DERIVED_BIT, ExtendedPiece, Letter, PIECE_MASK, PRESENT_BIT, Piece, Side, State};
use core::num::NonZeroU16;

/// What one byte is in EPIN tokens written back to back (see the [module](self) documentation).
///
/// ```
/// use tabula_epin::lex::Role;
/// assert_eq!(Role::of(b'+'), Role::Modifier);
/// assert_eq!(Role::of(b'k'), Role::Letter);
/// assert_eq!(Role::of(b'3'), Role::Outside);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Not a byte of EPIN (and what stands before the first byte and after the last).
    Outside,
    /// `+` or `-`: starts a token; a letter must follow.
    Modifier,
    /// `A`–`Z`, `a`–`z`: the one letter of a token.
    Letter,
    /// `^`: right after the letter.
    Terminal,
    /// `'`: last, right after the letter or the terminal marker.
    Derivation,
}

impl Role {
    /// The role of `byte`.
    ///
    /// ```
    /// use tabula_epin::lex::Role;
    /// assert_eq!(Role::of(b'^'), Role::Terminal);
    /// assert_eq!(Role::of(b'\''), Role::Derivation);
    /// ```
    #[must_use]
    #[inline]
    pub const fn of(byte: u8) -> Role {
        match byte {
            b'+' | b'-' => Role::Modifier,
            b'^' => Role::Terminal,
            b'\'' => Role::Derivation,
            _ if Letter::from_ascii(byte).is_some() => Role::Letter,
            _ => Role::Outside,
        }
    }

    /// Whether a byte of this role may come right after a byte of role `previous` ([`Role::Outside`] for the
    /// start of the string or a byte of another grammar).
    ///
    /// ```
    /// use tabula_epin::lex::Role;
    /// assert!(Role::Letter.may_follow(Role::Modifier));
    /// assert!(!Role::Outside.may_follow(Role::Modifier)); // `+` must be followed by a letter
    /// assert!(!Role::Terminal.may_follow(Role::Derivation)); // `K'^`
    /// ```
    #[must_use]
    #[inline]
    pub const fn may_follow(self, previous: Role) -> bool {
        match self {
            Role::Outside | Role::Modifier => !matches!(previous, Role::Modifier),
            Role::Letter => true,
            Role::Terminal => matches!(previous, Role::Letter),
            Role::Derivation => matches!(previous, Role::Letter | Role::Terminal),
        }
    }

    /// Whether a byte of this role, coming right after one of role `previous` (which it
    /// [may follow](Role::may_follow)), belongs to the same token: a terminal or derivation marker, or a
    /// letter after a modifier. A modifier, or a letter after anything else, starts a new token.
    ///
    /// ```
    /// use tabula_epin::lex::Role;
    /// assert!(Role::Letter.continues_token(Role::Modifier)); // `+K`
    /// assert!(!Role::Letter.continues_token(Role::Letter)); // `KQ`: two tokens
    /// ```
    #[must_use]
    #[inline]
    pub const fn continues_token(self, previous: Role) -> bool {
        match self {
            Role::Terminal | Role::Derivation => true,
            Role::Letter => matches!(previous, Role::Modifier),
            Role::Outside | Role::Modifier => false,
        }
    }
}

/// The PIN bits of `piece` (its letter, side, state and marker) with the present bit, as stored.
const fn stored(piece: Piece) -> u16 {
    piece.to_bits() | PRESENT_BIT
}

/// The bits that the state `state` adds to a piece (`A` is letter 0 of the first side).
const fn state_bits(state: State) -> u16 {
    Piece::new(Letter::A, Side::First, state, false).to_bits()
}

/// The letter index of `Z`, the last letter, in PIN's bits.
const LAST_LETTER: u16 = Piece::new(Letter::Z, Side::First, State::Normal, false).to_bits();
/// The bits of the letter index in PIN's bits (the smallest field that holds `Z`).
const LETTER_FIELD: u16 = (LAST_LETTER + 1).next_power_of_two() - 1;
/// The bits of the state in PIN's bits (both states set is no state).
const STATE_FIELD: u16 = state_bits(State::Enhanced) | state_bits(State::Diminished);

impl ExtendedPiece {
    /// The part of a token's stored form that `byte` carries (0 for a byte outside EPIN): its letter and
    /// side for a letter, its state for a modifier, the marker's flag for `^` and `'`. The bits of a token
    /// are the bitwise or of those of its bytes (see [`ExtendedPiece::from_lexed`]).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let bits = b"+k^'".iter().fold(0, |bits, &byte| bits | ExtendedPiece::lexed_bits(byte));
    /// assert_eq!(ExtendedPiece::from_lexed(bits), ExtendedPiece::parse("+k^'").ok());
    /// ```
    #[must_use]
    #[inline]
    pub const fn lexed_bits(byte: u8) -> u16 {
        match byte {
            b'+' => state_bits(State::Enhanced),
            b'-' => state_bits(State::Diminished),
            b'^' => Piece::new(Letter::A, Side::First, State::Normal, true).to_bits(),
            b'\'' => DERIVED_BIT,
            _ => match Letter::from_ascii(byte) {
                Some((letter, side)) => stored(Piece::new(letter, side, State::Normal, false)),
                None => 0,
            },
        }
    }

    /// The token whose bytes' [`ExtendedPiece::lexed_bits`] were or-ed into `bits`, or `None` when `bits`
    /// is not such a token (no letter was read, as for 0, or both modifiers were). The lexed bits of a
    /// token are its [`ExtendedPiece::to_bits`] with bit 15 set. Branch-free: a scanner can call it on
    /// every square of a board, empty or not.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let king = ExtendedPiece::lexed_bits(b'K');
    /// assert_eq!(ExtendedPiece::from_lexed(king | ExtendedPiece::lexed_bits(b'\'')), ExtendedPiece::parse("K'").ok());
    /// assert_eq!(ExtendedPiece::from_lexed(0), None);
    /// assert_eq!(ExtendedPiece::from_lexed(ExtendedPiece::lexed_bits(b'+')), None);
    /// ```
    #[must_use]
    #[inline]
    #[allow(clippy::needless_bitwise_bool)]
    pub const fn from_lexed(bits: u16) -> Option<ExtendedPiece> {
        // Non-short-circuit tests on purpose: no branch. A letter index past `Z` and both states are the PIN bits
        // that are not a piece (`Piece::from_bits`).
        let valid = (bits & PRESENT_BIT != 0)
            & (bits & !(PRESENT_BIT | PIECE_MASK | DERIVED_BIT) == 0)
            & (bits & LETTER_FIELD <= LAST_LETTER)
            & (bits & STATE_FIELD != STATE_FIELD);
        match NonZeroU16::new(bits & 0u16.wrapping_sub(valid as u16)) {
            Some(stored) => Some(ExtendedPiece(stored)),
            None => None,
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use std::vec::Vec;

    use super::*;

    /// Reads `bytes` as tokens back to back with the byte rules of this module.
    fn by_roles(bytes: &[u8]) -> Option<Vec<ExtendedPiece>> {
        let mut tokens = Vec::new();
        let mut previous = Role::Outside;
        let mut bits = 0;
        for &byte in bytes {
            let role = Role::of(byte);
            if role == Role::Outside || !role.may_follow(previous) {
                return None;
            }
            if role.continues_token(previous) {
                bits |= ExtendedPiece::lexed_bits(byte);
            } else {
                if previous != Role::Outside {
                    tokens.push(ExtendedPiece::from_lexed(bits)?);
                }
                bits = ExtendedPiece::lexed_bits(byte);
            }
            previous = role;
        }
        if !Role::Outside.may_follow(previous) {
            return None;
        }
        if previous != Role::Outside {
            tokens.push(ExtendedPiece::from_lexed(bits)?);
        }
        Some(tokens)
    }

    /// Reads `bytes` as tokens back to back with the crate's prefix reader.
    fn by_reader(mut bytes: &[u8]) -> Option<Vec<ExtendedPiece>> {
        let mut tokens = Vec::new();
        while !bytes.is_empty() {
            let (token, used) = ExtendedPiece::try_prefix(bytes)?;
            tokens.push(token);
            bytes = &bytes[used..];
        }
        Some(tokens)
    }

    #[test]
    fn the_byte_rules_read_what_the_prefix_reader_reads_on_every_short_string() {
        let mut accepted = 0;
        for bytes in tabula_testkit::byte_strings(b"+-^'Kk3 ", 5) {
            let expected = by_reader(&bytes);
            assert_eq!(by_roles(&bytes), expected, "{bytes:?}");
            accepted += usize::from(expected.is_some());
        }
        assert!(accepted > 1000, "{accepted}");
    }

    #[test]
    fn roles_and_bits_of_every_byte() {
        for byte in 0..=u8::MAX {
            let role = Role::of(byte);
            assert_eq!(
                role == Role::Outside,
                ExtendedPiece::lexed_bits(byte) == 0,
                "{byte:#04x}"
            );
            assert_eq!(
                role == Role::Letter,
                ExtendedPiece::lexed_bits(byte) & PRESENT_BIT != 0,
                "{byte:#04x}"
            );
        }
    }

    #[test]
    fn from_lexed_takes_every_token_and_nothing_else() {
        for token in ExtendedPiece::all() {
            let bits = token
                .as_str()
                .bytes()
                .fold(0, |bits, byte| bits | ExtendedPiece::lexed_bits(byte));
            assert_eq!(bits, token.to_bits() | PRESENT_BIT, "{token}");
            assert_eq!(ExtendedPiece::from_lexed(bits), Some(token), "{token}");
        }
        let valid = (0..=u16::MAX)
            .filter(|&bits| ExtendedPiece::from_lexed(bits).is_some())
            .count();
        assert_eq!(valid, ExtendedPiece::COUNT);
    }
}
