//! The tokens of one rank, read with one table lookup per byte and no branch per token.
//!
//! A rank is a run of EPIN tokens and empty counts up to a separator, a space or the end. On diverse boards
//! (pieces and counts of every kind in any order) a reader that branches on what each token is mispredicts
//! at almost every token; this one does not branch on the bytes at all, except to stop. Each byte's entry
//! in [`INFO`] says, with no further test:
//!
//! - which bytes it may follow: tabula-epin's byte rules ([`Role::may_follow`]: a modifier before a letter,
//!   `^` after a letter, `'` after a letter or `^`) with a count's digit counted as outside EPIN, and FEEN's
//!   own rule that a `0` only continues a count (no leading zero);
//! - how many squares it adds: one for a letter (every token has exactly one), and for a digit what it adds
//!   to the count it extends (`9 × run + digit`, the count so far being already added);
//! - the bits it adds to the token being read ([`ExtendedPiece::lexed_bits`]) and whether it continues that
//!   token or starts a new one ([`Role::continues_token`]).
//!
//! For a parse, the token being read is stored at its square at every byte (the square of a token is known
//! from its first byte), so a complete token is in place when its last byte is read, and a count's digits
//! store nothing over an empty square; the rank's squares go to the sink in one slice.
//!
//! Anything unusual (a byte outside the placement's alphabet, a byte that may not follow the one before, a
//! rank longer than the dimension bound, a modifier at the end) stops the reader with `None`, and the
//! caller reads the rank again with the scanner that names the error; the tests check that the two
//! accept the same ranks.

#![allow(clippy::inline_always)]

use tabula_epin::ExtendedPiece;
use tabula_epin::lex::Role;

/// The classes of the bytes of a rank (an index of at most 6: one bit each in the masks of [`INFO`]).
const START: u64 = 0;
const MODIFIER: u64 = 1;
const LETTER: u64 = 2;
const TERMINAL: u64 = 3;
const DERIVATION: u64 = 4;
const DIGIT: u64 = 5;
const ZERO: u64 = 6;

/// Bits 0–6 of an entry: the classes of the bytes this one may follow (one bit per class).
/// Bits 8–10: this byte's class.
const CLASS_SHIFT: u64 = 8;
/// Bit 11: the byte ends the reader's loop (a separator, a space, or a byte of no class).
const STOP: u64 = 1 << 11;
/// Bit 12: a letter (one square, one piece).
const LETTER_SHIFT: u64 = 12;
/// Bit 13: a digit.
const DIGIT_SHIFT: u64 = 13;
/// Bits 14–17: the digit's value.
const VALUE_SHIFT: u64 = 14;
/// Bit 19: the token's square is the one before the count (a letter and the markers after it).
const BACK_SHIFT: u64 = 19;
/// Bits 20–26: the classes after which this byte continues the token being read.
const CONTINUES_SHIFT: u64 = 20;
/// Bits 32–47: [`ExtendedPiece::lexed_bits`].
const BITS_SHIFT: u64 = 32;

/// The EPIN role of a class (a count's digits and the start of the rank are outside EPIN).
const fn role(class: u64) -> Role {
    match class {
        MODIFIER => Role::Modifier,
        LETTER => Role::Letter,
        TERMINAL => Role::Terminal,
        DERIVATION => Role::Derivation,
        _ => Role::Outside,
    }
}

/// The entry of one byte.
const fn entry(byte: u8) -> u64 {
    let class = match Role::of(byte) {
        Role::Modifier => MODIFIER,
        Role::Letter => LETTER,
        Role::Terminal => TERMINAL,
        Role::Derivation => DERIVATION,
        Role::Outside => match byte {
            b'1'..=b'9' => DIGIT,
            b'0' => ZERO,
            _ => return STOP,
        },
    };
    let mut follows = 0;
    let mut continues = 0;
    let mut previous = START;
    while previous <= ZERO {
        let epin = role(class).may_follow(role(previous));
        let feen = class != ZERO || previous == DIGIT || previous == ZERO;
        if epin && feen {
            follows |= 1 << previous;
        }
        if role(class).continues_token(role(previous)) {
            continues |= 1 << previous;
        }
        previous += 1;
    }
    let digit = matches!(class, DIGIT | ZERO);
    let value = if digit { (byte - b'0') as u64 } else { 0 };
    let back = matches!(class, LETTER | TERMINAL | DERIVATION);
    follows
        | class << CLASS_SHIFT
        | ((class == LETTER) as u64) << LETTER_SHIFT
        | (digit as u64) << DIGIT_SHIFT
        | value << VALUE_SHIFT
        | (back as u64) << BACK_SHIFT
        | continues << CONTINUES_SHIFT
        | (ExtendedPiece::lexed_bits(byte) as u64) << BITS_SHIFT
}

/// The entry of every byte.
static INFO: [u64; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        {
            table[byte] = entry(byte as u8);
        }
        byte += 1;
    }
    table
};

/// What a rank read in one go gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rank {
    /// Offset of the byte after the rank (a separator, a space, or the end of the input).
    pub end: usize,
    /// Its squares (at most `limit`).
    pub cells: u32,
    /// Its pieces.
    pub pieces: u32,
}

/// The squares of a rank as [`ExtendedPiece::lexed_bits`] of their tokens (0 for an empty square): what
/// [`read`] fills for a parse. Index 255 is the last a count can store at; every slot is 0 between ranks.
pub(crate) type Squares = [u16; 256];

/// Reads the rank at `start` of `input`; with `tokens`, stores its squares in `squares` (which must be all
/// 0, and is left so past the rank's cells). `None` when the rank is not a plain run of valid tokens and
/// counts within `limit` (≤ 255) squares that ends at a separator, a space or the end: the caller then
/// reads it again with the scanner that names the error.
#[inline(always)]
pub(crate) fn read(
    input: &[u8],
    start: usize,
    limit: u32,
    squares: &mut Squares,
    tokens: bool,
) -> Option<Rank> {
    let mut i = start;
    let mut previous = START;
    let mut cells = 0u32;
    let mut count = 0u32;
    let mut pieces = 0u32;
    let mut token = 0u16;
    while let Some(&byte) = input.get(i) {
        let info = INFO[usize::from(byte)];
        if info & STOP != 0 || info >> previous & 1 == 0 {
            break;
        }
        // Bits of `info`: the casts keep a 1-bit flag or a 4-bit value.
        #[allow(clippy::cast_possible_truncation)]
        let (letter, digit, value) = (
            (info >> LETTER_SHIFT) as u32 & 1,
            (info >> DIGIT_SHIFT) as u32 & 1,
            (info >> VALUE_SHIFT) as u32 & 0xF,
        );
        let digit = 0u32.wrapping_sub(digit);
        cells += letter + ((count * 9 + value) & digit);
        count = (count * 10 + value) & digit;
        pieces += letter;
        if cells > limit {
            return None;
        }
        if tokens {
            #[allow(clippy::cast_possible_truncation)]
            let (continues, bits, back) = (
                (info >> (CONTINUES_SHIFT + previous)) as u16 & 1,
                (info >> BITS_SHIFT) as u16,
                (info >> BACK_SHIFT) as u32 & 1,
            );
            token = (token & 0u16.wrapping_sub(continues)) | bits;
            squares[(cells - back) as usize & 0xFF] = token;
        }
        previous = (info >> CLASS_SHIFT) & 7;
        i += 1;
    }
    let ends = matches!(input.get(i), None | Some(b'/' | b' '));
    (ends && previous != MODIFIER && previous != START).then_some(Rank {
        end: i,
        cells,
        pieces,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_epin_rules_and_feen_counts() {
        let follows = |byte: u8, previous: u8| {
            let class = (INFO[usize::from(previous)] >> CLASS_SHIFT) & 7;
            INFO[usize::from(byte)] >> class & 1 == 1
        };
        assert!(follows(b'K', b'+'));
        assert!(!follows(b'3', b'+'));
        assert!(follows(b'0', b'1'));
        assert!(!follows(b'0', b'K'));
        assert!(follows(b'\'', b'^'));
        assert!(!follows(b'^', b'3'));
        for byte in [b'/', b' ', b'*', 0x80] {
            assert_eq!(INFO[usize::from(byte)], STOP, "{byte:#04x}");
        }
    }
}
