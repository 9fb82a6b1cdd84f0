//! FEEN → SFEN by copying bytes: a shōgi FEEN board is SFEN's board with a `^` after each king, so a board
//! that holds only what SFEN spells is copied as it is, with the carets dropped.
//!
//! The FEEN string has been validated by tabula-feen's view ([`Feen::parse`]); this reads its board's bytes
//! once, each through a table of classes and each pair of neighbours through a table of the pairs SFEN
//! refuses, checking only what SFEN adds to FEEN (the shōgi letters, `+` only on a piece that promotes, the
//! king and only the king terminal, no `-` and no `'`), and counts each byte value for the set's limits. The text is written from the input's own spans and from single ASCII characters: no UTF-8
//! check. Anything unusual gives `None`, and the caller takes the typed path ([`super::Sfen::from_position`]),
//! which names the error; the tests hold this path to the one it replaced (the view's runs) and to the typed
//! path.

use tabula_feen::Feen;
use tabula_qpi::Side;

use super::misfit;
use crate::profile::{GOTE, Kind, LETTERS};

/// What a byte of the board is. The pairs of classes that may follow each other are in [`REFUSED`]; the two
/// the writer must see, [`Class::Caret`] and [`Class::Space`], are the highest, so that one comparison per
/// byte finds both.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Class {
    /// Anything SFEN has no spelling for (`-`, `'`, a letter that is no shōgi piece, …).
    Other = 0,
    /// `P L N S B R`, either case: a piece that may carry `+`.
    Promotes = 1,
    /// `G`, either case: a piece that does not promote.
    Gold = 2,
    /// `K`, either case: must be followed by `^`.
    King = 3,
    /// `+`.
    Plus = 4,
    /// `/`.
    Slash = 5,
    /// `1` to `9`. On a valid 9×9 FEEN board an empty run is one digit, as in SFEN (FEEN writes no leading
    /// zero, and 10 or more squares do not fit a rank); a second digit in a row is refused all the same.
    Digit = 6,
    /// `^`: dropped from the text.
    Caret = 7,
    /// The space that ends the board.
    Space = 8,
}

/// The class of a byte (the piece letters are the profile's: [`Kind::from_letter`], either case).
const fn class(byte: u8) -> Class {
    if let Some(kind) = Kind::from_letter(byte) {
        return if matches!(kind, Kind::King) {
            Class::King
        } else if kind.can_promote() {
            Class::Promotes
        } else {
            Class::Gold
        };
    }
    match byte {
        b'+' => Class::Plus,
        b'^' => Class::Caret,
        b'/' => Class::Slash,
        b'1'..=b'9' => Class::Digit,
        b' ' => Class::Space,
        _ => Class::Other,
    }
}

/// Each byte's class.
static CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        #[allow(clippy::cast_possible_truncation)] // below 256
        {
            table[byte] = class(byte as u8) as u8;
        }
        byte += 1;
    }
    table
};

/// Whether SFEN refuses a byte of class `next` after one of class `previous`: what SFEN adds to FEEN's
/// grammar, stated once.
const fn refused(previous: Class, next: Class) -> bool {
    matches!(next, Class::Other)
        || matches!(previous, Class::King) != matches!(next, Class::Caret)
        || (matches!(previous, Class::Plus) && !matches!(next, Class::Promotes))
        || (matches!(previous, Class::Digit) && matches!(next, Class::Digit))
}

/// 1 at `previous << 4 | next` for the pairs of classes SFEN refuses (and for any value that is no class),
/// 0 for the rest. Each pair is looked up on its own: no step waits for the one before it, as the states of
/// an automaton would.
static REFUSED: [u8; 256] = {
    const CLASSES: [Class; 9] = [
        Class::Other,
        Class::Promotes,
        Class::Gold,
        Class::King,
        Class::Plus,
        Class::Slash,
        Class::Digit,
        Class::Caret,
        Class::Space,
    ];
    let mut table = [1u8; 256];
    let mut i = 0;
    while i < CLASSES.len() {
        let mut j = 0;
        while j < CLASSES.len() {
            let (previous, next) = (CLASSES[i], CLASSES[j]);
            table[(previous as usize) << 4 | next as usize] =
                if refused(previous, next) { 1 } else { 0 };
            j += 1;
        }
        i += 1;
    }
    table
};

/// Each byte of the hands field: a hand piece (`1 + Kind` for sente's, `0x81 + Kind` for gote's) or 0.
static HAND: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut kind = 0;
    while kind < Kind::King as usize {
        #[allow(clippy::cast_possible_truncation)] // below 8
        let slot = kind as u8 + 1;
        table[LETTERS[kind] as usize] = slot;
        table[LETTERS[kind].to_ascii_lowercase() as usize] = slot | 0x80;
        kind += 1;
    }
    table
};

/// FEEN → SFEN text from the bytes of a validated view, or `None` when the view holds anything SFEN refuses
/// or anything unusual (the caller then takes the typed path, which names the error). The move count as
/// [`super::Sfen::with_move_count`] takes it.
pub(crate) fn write_sfen(feen: &Feen<'_>, move_count: Option<u32>) -> Option<String> {
    if !super::PROFILE.fits(feen) {
        return None;
    }
    let text = feen.as_str();
    // Each byte of the board read once: its class, the pair it makes with the byte before, and a count per
    // byte value (no byte value occurs more than 81 times on a 9×9 board: 81 tokens, each with a byte value
    // at most once). It stops at the space that ends the board, and notes where the carets are.
    let mut previous = Class::Slash as u8;
    let mut refused = 0u8;
    let mut seen = [0u8; 256];
    let mut carets = [0usize; 2];
    let mut caret_count = 0;
    let mut board_len = None;
    for (i, &byte) in text.as_bytes().iter().enumerate() {
        let class = CLASS[usize::from(byte)];
        // Both below 16: the index is below 256.
        refused |= REFUSED[usize::from(previous << 4 | class)];
        previous = class;
        seen[usize::from(byte)] = seen[usize::from(byte)].wrapping_add(1);
        if class >= Class::Caret as u8 {
            if class == Class::Space as u8 {
                board_len = Some(i);
                break;
            }
            // A third king is one too many for the set: the typed path names it.
            *carets.get_mut(caret_count)? = i;
            caret_count += 1;
        }
    }
    // No space (not a FEEN string), or a pair SFEN refuses.
    let board_len = board_len.filter(|_| refused == 0)?;
    // Per kind and side, as `misfit` counts them (`code & COUNTED`: a promoted piece counts as its kind).
    let mut counts = [0u8; 48];
    for (kind, &letter) in LETTERS.iter().enumerate() {
        counts[kind + 1] = seen[usize::from(letter)];
        counts[(kind + 1) | usize::from(GOTE)] = seen[usize::from(letter.to_ascii_lowercase())];
    }
    let hands = read_hands(text.as_bytes().get(board_len + 1..)?)?;
    if misfit(&counts, &hands).is_some() {
        return None;
    }

    // The board with at most two bytes fewer, then " b ", at most 7 two-digit items per hand, " " and 10
    // digits.
    let mut out = String::with_capacity(board_len + 64);
    // The board without its carets (at most two: one king a side), in at most three spans.
    let mut from = 0;
    for &caret in &carets[..caret_count] {
        out.push_str(text.get(from..caret)?);
        from = caret + 1;
    }
    out.push_str(text.get(from..board_len)?);
    out.push_str(match feen.turn() {
        Side::First => " b ",
        Side::Second => " w ",
    });
    let mut empty = true;
    for (hand, case) in hands.iter().zip([0, 0x20]) {
        for (&count, &letter) in hand.iter().zip(&LETTERS) {
            if count > 0 {
                if count > 1 {
                    push_decimal(&mut out, u32::from(count));
                }
                out.push(char::from(letter | case));
                empty = false;
            }
        }
    }
    if empty {
        out.push('-');
    }
    out.push(' ');
    push_decimal(&mut out, move_count.filter(|&n| n > 0).unwrap_or(1));
    Some(out)
}

/// Reads a validated FEEN hands field (`first/second`, up to the space that ends it) into counts (USI
/// order), or `None` when an item is not the hand owner's own unpromoted, non-king shōgi piece (any `+`, `-`,
/// `^`, `'`, a king, a letter of the other case) or its count does not fit a `u8` (more than a set holds
/// anyway).
fn read_hands(field: &[u8]) -> Option<[[u8; 7]; 2]> {
    let mut hands = [[0u8; 7]; 2];
    let mut gote = 0;
    let mut count = 0u32;
    for &byte in field {
        if byte == b' ' {
            break;
        } else if byte.is_ascii_digit() {
            count = count * 10 + u32::from(byte - b'0');
            if count > u32::from(u8::MAX) {
                return None;
            }
        } else if byte == b'/' {
            gote = 0x80;
        } else {
            let entry = HAND[usize::from(byte)];
            if entry == 0 || entry & 0x80 != gote {
                return None;
            }
            let slot = hands[usize::from(gote >> 7)].get_mut(usize::from((entry & 0x7f) - 1))?;
            // A written count is at least 2 (FEEN), none is 1.
            let items = u8::try_from(count.max(1)).ok()?;
            *slot = slot.checked_add(items)?;
            count = 0;
        }
    }
    Some(hands)
}

/// Appends `n` in decimal, one ASCII character at a time.
fn push_decimal(out: &mut String, n: u32) {
    /// The ASCII digit of `d % 10`.
    fn digit(d: u32) -> char {
        // Below 10.
        #[allow(clippy::cast_possible_truncation)]
        char::from(b'0' + (d % 10) as u8)
    }
    if n < 1000 {
        // A hand's count or a game's move count: no loop.
        if n >= 100 {
            out.push(digit(n / 100));
        }
        if n >= 10 {
            out.push(digit(n / 10));
        }
        out.push(digit(n));
        return;
    }
    let mut digits = [0u8; 10];
    let mut start = digits.len();
    let mut n = n;
    while n > 0 {
        start -= 1;
        #[allow(clippy::cast_possible_truncation)] // below 10
        {
            digits[start] = b'0' + (n % 10) as u8;
        }
        n /= 10;
    }
    for &digit in &digits[start..] {
        out.push(char::from(digit));
    }
}

#[cfg(test)]
mod tests {
    //! This writer against the one it replaced (the view's runs, `write_sfen_by_runs`) and the typed path, on
    //! the cases each check is there for; `view.rs` holds the property test on random positions.

    use tabula_feen::{Feen, Position};

    use super::write_sfen;
    use crate::sfen::Sfen;
    use crate::sfen::view::write_sfen_by_runs;

    /// FEEN strings near shōgi's profile, each with something for one of the checks.
    const CASES: &[&str] = &[
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
        "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / s/S",
        "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S",
        "k^8/9/9/9/9/9/9/9/8K^ 18P2B2G2L2N2R2S/2b2g2l2n2r2s s/S",
        "4k^4/9/9/9/9/9/9/9/4K^4 4PGR/3p2b2s S/s",
        "9/9/9/9/9/9/9/9/9 / S/s",
        "+P+L+N+S+B+R+p+l+n/9/9/9/9/9/9/9/9 / S/s",
        // A king not terminal, a terminal piece that is not a king, promoted gold and king.
        "4k4/9/9/9/9/9/9/9/4K^4 / S/s",
        "4k^4/9/9/9/9/9/9/9/4P^4 / S/s",
        "4k^4/9/9/9/9/9/9/9/4+G4 / S/s",
        "4k^4/9/9/9/9/9/9/9/4+K^4 / S/s",
        // `-`, `'`, letters that are no shōgi piece.
        "4k^4/9/9/9/9/9/9/9/4-P4 / S/s",
        "4k^4/9/9/9/9/9/9/9/4P'4 / S/s",
        "4k^'4/9/9/9/9/9/9/9/4K^4 / S/s",
        "4k^4/9/9/9/9/9/9/9/3QK^4 / S/s",
        "4k^4/9/9/9/9/9/9/9/3cK^4 / S/s",
        // Too many: two kings of a side, three kings, nineteen pawns, a hand over the set.
        "K^3k^4/9/9/9/9/9/9/9/4K^4 / S/s",
        "K^3k^3k^/9/9/9/9/9/9/9/4K^4 / S/s",
        "K^3k^3k^/9/9/9/9/9/9/9/4K^3K^ / S/s",
        "4k^4/9/ppppppppp/9/9/9/PPPPPPPPP/9/4K^4 p/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 3R/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 79P/ S/s",
        // Hands SFEN cannot hold: the other side's piece, promoted, a king, terminal, derived.
        "4k^4/9/9/9/9/9/9/9/4K^4 p/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 /P S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 +P/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 K^/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 /k S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 P^/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 P'/ S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 -P/ S/s",
        // Off the profile: the shape, the styles.
        "4k^4/9/9/9/9/9/9/4K^4 / S/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 / C/s",
        "4k^4/9/9/9/9/9/9/9/4K^4 / s/C",
        "81 / S/s",
        "45/9/9/9/9/9/9/9/9 / S/s",
    ];

    const COUNTS: &[Option<u32>] = &[
        None,
        Some(0),
        Some(1),
        Some(9),
        Some(10),
        Some(99),
        Some(100),
        Some(124),
        Some(999),
        Some(1000),
        Some(65_536),
        Some(u32::MAX),
    ];

    #[test]
    fn agrees_with_the_runs_and_the_typed_path() {
        let mut accepted = 0;
        for &text in CASES {
            let view = Feen::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            // The typed position refuses an irregular board (tabula-feen's view takes it).
            let typed = text
                .parse::<Position>()
                .ok()
                .and_then(|position| Sfen::from_position(&position).ok());
            for &count in COUNTS {
                let written = write_sfen(&view, count);
                assert_eq!(
                    written,
                    write_sfen_by_runs(&view, count),
                    "{text} {count:?}"
                );
                let expected = typed
                    .as_ref()
                    .map(|sfen| sfen.clone().with_move_count(count).to_string());
                assert_eq!(written, expected, "{text} {count:?}");
            }
            accepted += usize::from(typed.is_some());
        }
        // Both ways taken: the cases are not all refused (nor all accepted).
        assert_eq!(accepted, 6);
    }

    /// Two digits in a row make a run of 10 squares or more: valid FEEN, but no 9×9 board, so off the
    /// profile before the pairs are looked at (which refuse it too).
    #[test]
    fn two_digits_in_a_row_are_no_shogi_board() {
        let view = Feen::parse("45/9/9/9/9/9/9/9/9 / S/s").unwrap();
        assert!(!crate::sfen::PROFILE.fits(&view));
        assert!(crate::sfen::PROFILE.fits(&Feen::parse("9/9/9/9/9/9/9/9/9 / S/s").unwrap()));
    }
}
