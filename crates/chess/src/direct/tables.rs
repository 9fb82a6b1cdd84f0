//! The byte tables of the direct reader ([`super::scan`]): what each byte of a board does to the square
//! count, to the grammar, to the bitboards and to the placement.

use cozy_chess::{Color, File, Piece};

/// What each byte of a chess-profile FEEN board does to the square count and to the grammar, as one 64-bit
/// entry read by [`super::scan`] with no branch on the byte:
///
/// - bits 0–10: the squares it takes (1 a piece, 1–8 a digit, 0 otherwise); bits 11–18: 1 for `/` (so
///   that the entries of a board add up to its square count and its number of ranks);
/// - bits 24–31: what the byte demands of the next one (bits `24`–`27`: the [`NOT_PLUS_OK`] … [`DIGIT`]
///   of the next byte must be clear) and what it is not (bit `28`: not a king; bit `29`: set for every
///   byte);
/// - bits 56–63: what it is not, against the demands of the byte before ([`NOT_PLUS_OK`] …), and what it
///   demands of the byte before ([`NEEDS_KING`], [`INVALID`]).
///
/// So a pair of bytes breaks the grammar exactly when `previous << 32 & entry` is not zero (what shifts
/// to bits 32–55 meets zeros).
pub(super) static TABLE: [u64; 257] = {
    let mut table = [entry(0, NOT_ALL | INVALID, 0); 257];
    let mut digit = 1;
    while digit <= 8 {
        table[(b'0' + digit) as usize] = entry(digit as u64, NOT_ALL | DIGIT, DEMAND_NON_DIGIT);
        digit += 1;
    }
    let mut letter = 0;
    while letter < 6 {
        let upper = LETTERS[letter];
        let (not, demands) = match upper {
            // A pawn or a rook: what `+` or `-` may mark.
            b'P' | b'R' => (NOT_CARET, 0),
            // A king: what `-` may mark; it demands its `^`, and is the one byte that is not "not a
            // king" (taken off below).
            b'K' => (NOT_PLUS_OK | NOT_CARET, DEMAND_CARET),
            _ => (NOT_ALL, 0),
        };
        let king = if upper == b'K' { NOT_KING << 24 } else { 0 };
        table[upper as usize] = entry(1, not, demands) & !king;
        table[upper.to_ascii_lowercase() as usize] = entry(1, not, demands) & !king;
        letter += 1;
    }
    table[b'+' as usize] = entry(0, NOT_ALL, DEMAND_PLUS_OK);
    table[b'-' as usize] = entry(0, NOT_ALL, DEMAND_MINUS_OK);
    table[b'^' as usize] = entry(0, (NOT_ALL & !NOT_CARET) | NEEDS_KING, 0);
    table[b'/' as usize] = entry(1 << 11, NOT_ALL, 0);
    // The end of the board: no marked piece and no `^` (and it demands nothing of what follows).
    table[END] = NOT_ALL << 56;
    table
};

/// The index in the byte tables of the end of the board (past the bytes).
pub(super) const END: usize = 256;

/// The piece letters, in cozy-chess's order of pieces.
const LETTERS: [u8; 6] = *b"PNBRQK";

/// A [`TABLE`] entry: the squares it takes (and `1 << 11` for a `/`), what it is not (and demands of the
/// byte before: the top byte), and what it demands of the next one (bits 24–31, with [`NOT_KING`], which
/// the kings' entries take off, and [`ALWAYS`]).
const fn entry(step: u64, not: u64, demands: u64) -> u64 {
    not << 56 | (demands | NOT_KING | ALWAYS) << 24 | step
}

// What a byte is not (the top byte of its entry), each bit matched by a demand of the byte before at the
// same place in its bits 24–31.
/// Not a piece a `+` may stand before (a pawn or a rook).
const NOT_PLUS_OK: u64 = 1;
/// Not a piece a `-` may stand before (a pawn, a rook or a king).
const NOT_MINUS_OK: u64 = 1 << 1;
/// Not the `^` a king takes.
const NOT_CARET: u64 = 1 << 2;
/// A digit (a run of empty squares is never followed by another digit).
const DIGIT: u64 = 1 << 3;
/// Every "not" above but [`DIGIT`].
const NOT_ALL: u64 = NOT_PLUS_OK | NOT_MINUS_OK | NOT_CARET;
/// Demands of the byte before: a king (the `^`), anything (an invalid byte, always refused).
const NEEDS_KING: u64 = 1 << 4;
const INVALID: u64 = 1 << 5;
// The demands on the next byte.
const DEMAND_PLUS_OK: u64 = NOT_PLUS_OK;
const DEMAND_MINUS_OK: u64 = NOT_MINUS_OK;
const DEMAND_CARET: u64 = NOT_CARET;
const DEMAND_NON_DIGIT: u64 = DIGIT;
/// What a byte is, for the demands of the next: not a king; always set.
pub(super) const NOT_KING: u64 = NEEDS_KING;
pub(super) const ALWAYS: u64 = INVALID;
/// The square count and the number of `/` in the sum of the entries of a board.
pub(super) const COUNTS: u32 = (1 << 19) - 1;

/// The bitboard each byte sets at its square: the pieces' by `8 × colour + piece` (cozy-chess's
/// indices), then the squares marked `+` and `-`, the squares where a rank ends, and the rest (digits,
/// `^`, invalid bytes).
pub(super) static SLOTS: [u8; 257] = {
    let mut slots = [SLOT_NONE; 257];
    let mut letter = 0;
    while letter < 6 {
        #[allow(clippy::cast_possible_truncation)]
        let slot = letter as u8;
        slots[LETTERS[letter] as usize] = slot;
        slots[LETTERS[letter].to_ascii_lowercase() as usize] = 8 + slot;
        letter += 1;
    }
    slots[b'+' as usize] = SLOT_PLUS;
    slots[b'-' as usize] = SLOT_MINUS;
    slots[b'/' as usize] = SLOT_RANK_END;
    slots
};
pub(super) const SLOT_PLUS: u8 = 6;
pub(super) const SLOT_MINUS: u8 = 7;
pub(super) const SLOT_RANK_END: u8 = 14;
const SLOT_NONE: u8 = 15;

/// The piece and colour each byte puts on its square.
pub(super) static PIECES: [Option<(Piece, Color)>; 257] = {
    let mut pieces = [None; 257];
    let mut letter = 0;
    while letter < 6 {
        pieces[LETTERS[letter] as usize] = Some((Piece::ALL[letter], Color::White));
        pieces[LETTERS[letter].to_ascii_lowercase() as usize] =
            Some((Piece::ALL[letter], Color::Black));
        letter += 1;
    }
    pieces
};

/// The bit of each square count (taken modulo 64: past the board only for a `^` that ends it and for
/// strings refused).
pub(super) static BITS: [u64; 128] = {
    let mut bits = [0; 128];
    let mut index = 0;
    while index < 128 {
        bits[index] = 1 << (index % 64);
        index += 1;
    }
    bits
};

/// The file of each square (by cozy-chess's index), and none past the board (the `trailing_zeros` of an
/// empty bitboard).
pub(super) static FILES: [Option<File>; 65] = {
    let mut files = [None; 65];
    let mut index = 0;
    while index < 64 {
        files[index] = Some(File::ALL[index % 8]);
        index += 1;
    }
    files
};

/// An empty placement in FEEN's order, with room past the board (a constant, copied whole, rather than
/// one store of `None`'s byte for each square).
pub(super) const NO_PLACEMENT: [Option<(Piece, Color)>; 128] = [None; 128];

/// The tails of a FEEN without hands, White or Black to move, as read by [`super::scan`].
pub(super) const WHITE_TAIL: u64 = u64::from_le_bytes(*b" / C/c\0\0");
pub(super) const BLACK_TAIL: u64 = u64::from_le_bytes(*b" / c/C\0\0");

/// The squares (FEEN's indices: `a8` = 0 … `h1` = 63) where the ranks of a board of eight ranks of eight
/// end: `a7` … `a1`.
pub(super) const RANK_ENDS: u64 = 0x0101_0101_0101_0100;
