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

/// The classes of the bytes of a rank (an index of at most 6: one bit each in the masks of [`Entry`]).
pub(crate) const START: u32 = 0;
pub(crate) const MODIFIER: u32 = 1;
pub(crate) const LETTER: u32 = 2;
pub(crate) const TERMINAL: u32 = 3;
pub(crate) const DERIVATION: u32 = 4;
pub(crate) const DIGIT: u32 = 5;
pub(crate) const ZERO: u32 = 6;

/// What one byte is in a rank: every field is used as it is loaded (no shift, no mask), which keeps the
/// loop short.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(16))]
struct Entry {
    /// The classes of the bytes this one may follow (one bit per class); 0 for a byte that ends the
    /// reader's loop (a separator, a space, or a byte of no class).
    follows: u32,
    /// This byte's class.
    class: u32,
    /// The classes after which this byte continues the token being read.
    continues: u32,
    /// 1 when the token's square is the one before the count so far (a letter and the markers after it).
    back: u32,
    /// `1 << 32 | 1` for a letter (one piece and one square: see [`read`]), 0 for any other byte.
    letter: u64,
    /// The digit's value (0 for any other byte).
    value: u32,
    /// `u32::MAX` for a digit, 0 for any other byte.
    digit: u32,
    /// [`ExtendedPiece::lexed_bits`].
    bits: u16,
}

/// The EPIN role of a class (a count's digits and the start of the rank are outside EPIN).
const fn role(class: u32) -> Role {
    match class {
        MODIFIER => Role::Modifier,
        LETTER => Role::Letter,
        TERMINAL => Role::Terminal,
        DERIVATION => Role::Derivation,
        _ => Role::Outside,
    }
}

/// The entry of a byte that ends the loop.
const STOP: Entry = Entry {
    follows: 0,
    class: START,
    continues: 0,
    back: 0,
    letter: 0,
    value: 0,
    digit: 0,
    bits: 0,
};

/// The entry of one byte.
const fn entry(byte: u8) -> Entry {
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
    Entry {
        follows,
        class,
        continues,
        back: matches!(class, LETTER | TERMINAL | DERIVATION) as u32,
        letter: if class == LETTER { 1 << 32 | 1 } else { 0 },
        value: if digit { (byte - b'0') as u32 } else { 0 },
        digit: if digit { u32::MAX } else { 0 },
        bits: ExtendedPiece::lexed_bits(byte),
    }
}

/// The entry of every byte.
static INFO: [Entry; 256] = {
    let mut table = [STOP; 256];
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
    let rest = input.get(start..)?;
    let mut bytes = rest.iter();
    let mut previous = START;
    // The pieces in the high half, the squares in the low half: a letter adds one to each.
    let mut counted = 0u64;
    let mut count = 0u32;
    let mut token = 0u16;
    let mut stop = None;
    for &byte in bytes.by_ref() {
        let entry = &INFO[usize::from(byte)];
        if entry.follows >> previous & 1 == 0 {
            stop = Some(byte);
            break;
        }
        // A letter adds its square; a digit adds what it adds to the count (the count so far is in).
        counted += entry.letter + u64::from((count * 9 + entry.value) & entry.digit);
        count = (count * 10 + entry.value) & entry.digit;
        // The low half: the squares (at most `limit` + 2,304 here: no carry into the high half).
        #[allow(clippy::cast_possible_truncation)]
        let cells = counted as u32;
        if cells > limit {
            return None;
        }
        if tokens {
            let continues = u16::from(entry.continues >> previous & 1 == 1);
            token = (token & 0u16.wrapping_sub(continues)) | entry.bits;
            // `back` is 1 only after a letter (so `cells` ≥ 1); wrapping all the same, never a panic.
            squares[cells.wrapping_sub(entry.back) as usize & 0xFF] = token;
        }
        previous = entry.class;
    }
    let end = input.len() - bytes.as_slice().len() - usize::from(stop.is_some());
    let ends = matches!(stop, None | Some(b'/' | b' '));
    // Both halves fit: at most 255 squares.
    #[allow(clippy::cast_possible_truncation)]
    (ends && previous != MODIFIER && previous != START).then_some(Rank {
        end,
        cells: counted as u32,
        pieces: (counted >> 32) as u32,
    })
}

/// One step of [`count`]: for a byte after a byte of class `previous`, `STEP[previous][byte]` is 0 when
/// the byte may not follow (or ends the rank, or extends a count: see [`count`]), otherwise the byte's
/// class in bits 0–2 and, from bit 3, what it adds: `1 << 16 | 1` for a letter (a piece and a square), the
/// value for a digit that starts a count.
static STEP: [[u32; 256]; 8] = {
    let mut table = [[0; 256]; 8];
    let mut previous = 0;
    while previous <= ZERO as usize {
        let mut byte = 0;
        while byte < 256 {
            let entry = &INFO[byte];
            let after_digit = previous == DIGIT as usize || previous == ZERO as usize;
            let extends = (entry.class == DIGIT || entry.class == ZERO) && after_digit;
            if entry.follows >> previous & 1 == 1 && !extends {
                // `value` ≤ 9: the shift cannot overflow.
                #[allow(clippy::cast_possible_truncation)]
                let adds = if entry.class == LETTER {
                    1 << 16 | 1
                } else {
                    entry.value
                };
                table[previous][byte] = entry.class | adds << 3;
            }
            byte += 1;
        }
        previous += 1;
    }
    table
};

/// One step of a rank's reading for a validation: for a byte after a byte of class `previous`, `None` when
/// it may not follow, ends the rank or extends a count (a count of two digits); otherwise its class, and the
/// squares and pieces it adds (one each for a letter, the value for a digit). What [`count`] reads, as a
/// function for the tables built from it.
pub(crate) const fn step(previous: u32, byte: u8) -> Option<(u32, u32, u32)> {
    let entry = entry(byte);
    let after_digit = previous == DIGIT || previous == ZERO;
    let extends = (entry.class == DIGIT || entry.class == ZERO) && after_digit;
    if previous > ZERO || entry.follows >> previous & 1 == 0 || extends {
        return None;
    }
    let letter = (entry.class == LETTER) as u32;
    Some((entry.class, entry.value + letter, letter))
}

/// [`read`] for a validation, in fewer instructions a byte: one table load and one test, on the ranks of
/// small boards (no count of more than one digit). `Err(true)` for a rank with a longer count, which the
/// caller gives to [`read`]; `Err(false)` for a rank that [`read`] would not take either.
#[inline(always)]
pub(crate) fn count(input: &[u8], start: usize, limit: u32) -> Result<Rank, bool> {
    let rest = input.get(start..).ok_or(false)?;
    let mut previous = START as usize;
    // The pieces from bit 16, the squares below (a rank of at most 4,096 bytes adds at most 36,864
    // squares: no carry).
    let mut counted = 0u32;
    let mut used = rest.len();
    for (at, &byte) in rest.iter().enumerate() {
        let step = STEP[previous & 7][usize::from(byte)];
        if step == 0 {
            if byte != b'/' && byte != b' ' {
                let digits = (DIGIT as usize..=ZERO as usize).contains(&previous);
                return Err(digits && byte.is_ascii_digit());
            }
            used = at;
            break;
        }
        previous = (step & 7) as usize;
        counted += step >> 3;
    }
    let cells = counted & 0xFFFF;
    if previous == MODIFIER as usize || previous == START as usize || cells > limit {
        return Err(false);
    }
    Ok(Rank {
        end: start + used,
        cells,
        pieces: counted >> 16,
    })
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::scan::{self, Sink};

    #[test]
    fn the_table_follows_the_epin_rules_and_feen_counts() {
        let follows = |byte: u8, previous: u8| {
            let class = INFO[usize::from(previous)].class;
            INFO[usize::from(byte)].follows >> class & 1 == 1
        };
        assert!(follows(b'K', b'+'));
        assert!(!follows(b'3', b'+'));
        assert!(follows(b'0', b'1'));
        assert!(!follows(b'0', b'K'));
        assert!(follows(b'\'', b'^'));
        assert!(!follows(b'^', b'3'));
        for byte in [b'/', b' ', b'*', 0x80] {
            assert_eq!(INFO[usize::from(byte)].follows, 0, "{byte:#04x}");
        }
    }

    /// The squares the token scanner gives, in order.
    #[derive(Default)]
    struct Record(Vec<Option<ExtendedPiece>>);

    impl Sink for Record {
        const TOKENS: bool = true;

        fn piece(&mut self, token: ExtendedPiece) {
            self.0.push(Some(token));
        }

        fn empty(&mut self, count: u32) {
            self.0.extend((0..count).map(|_| None));
        }
    }

    /// The one-go reader against the token scanner on a rank of `bytes` with a square limit of `limit`:
    /// what the reader takes, the scanner takes the same way; every rank the scanner takes, the reader
    /// takes too.
    fn agree(bytes: &[u8], limit: u32) -> bool {
        let mut squares = [0; 256];
        let fast = read(bytes, 0, limit, &mut squares, true);
        if fast.is_none() {
            assert_eq!(count(bytes, 0, limit).ok(), None, "{bytes:?}");
        }
        let (mut end, mut cells, mut pieces, mut record) = (0, 0, 0, Record::default());
        let slow = scan::scan_rank(bytes, &mut end, &mut cells, &mut pieces, &mut record);
        let slow = slow.is_ok() && cells > 0 && cells <= limit;
        let Some(rank) = fast else {
            assert!(!slow, "{bytes:?}: a valid rank left to the scanner");
            return false;
        };
        let read: Vec<_> = squares[..rank.cells as usize]
            .iter()
            .map(|&lexed| ExtendedPiece::from_lexed(lexed))
            .collect();
        assert!(slow, "{bytes:?}: taken by the reader only");
        assert_eq!(
            (rank.end, rank.cells, rank.pieces),
            (end, cells, pieces),
            "{bytes:?}"
        );
        assert_eq!(read, record.0, "{bytes:?}");
        match count(bytes, 0, limit) {
            Ok(counted) => assert_eq!(counted, rank, "{bytes:?}"),
            Err(retry) => assert!(retry, "{bytes:?}: refused by the counter only"),
        }
        assert!(
            squares[rank.cells as usize..].iter().all(|&s| s == 0),
            "{bytes:?}"
        );
        true
    }

    #[test]
    fn the_reader_and_the_token_scanner_agree_on_every_short_rank() {
        let mut taken = 0;
        let mut all = 0;
        for bytes in tabula_testkit::byte_strings(b"+-Kk^'0129/ *", 5) {
            taken += usize::from(agree(&bytes, 255));
            all += 1;
        }
        assert_eq!(all, (0..=5).map(|n| 13usize.pow(n)).sum::<usize>());
        assert!(taken > 10_000, "{taken}");
    }

    #[test]
    fn the_square_limit_is_the_scanners() {
        for bytes in [
            &b"255"[..],
            b"256",
            b"254K",
            b"255K",
            b"2K99",
            b"9999",
            b"1000",
        ] {
            agree(bytes, 255);
        }
        for limit in 1..=12 {
            for bytes in tabula_testkit::byte_strings(b"K19", 4) {
                agree(&bytes, limit);
            }
        }
    }
}
