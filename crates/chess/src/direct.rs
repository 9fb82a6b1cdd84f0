//! The chess-profile FEEN of an ordinary position read straight from its bytes: the fast path of
//! [`crate::profile::read_feen`].
//!
//! A chess-profile FEEN without pieces in hand is a narrow subset of FEEN: eight ranks of eight cells
//! parted by single `/`, each cell a one-digit run of empty squares (`1`–`8`, never two digits in a row) or
//! one of the tokens `K^ -K^ Q B N R +R -R P +P -P` (or their lowercase), then ` / C/c` or ` / c/C`. Every
//! such string is valid FEEN (<https://sashite.dev/specs/feen/1.0.0/>: piece placement, hands, style-turn),
//! and tabula-feen reads it to the board written, so this reader puts the pieces
//! straight into bitboards, with the `+` and `-` markers as two more bitboards, and checks the markers on
//! them. It answers `None` for anything else (another token, a marker that contradicts the position, an
//! impossible position, invalid FEEN), and the general reader then reads the string again and gives the
//! error: so the errors are the general reader's by construction, and this path only has to agree with it
//! on the positions it accepts (the tests compare the two).

use cozy_chess::{
    BitBoard, BoardBuilder, CastleRights, Color, Piece, Rank, Square as Sq, get_king_moves,
    get_line_rays,
};

use crate::position::Position;
use crate::setup::Squares;
use crate::snapshot::Snapshot;

/// What each byte of a chess-profile FEEN board does, as one 64-bit entry read by [`scan`] with
/// no branch on the byte:
///
/// - bits 0–7: what the byte demands of the next one (bits `0`–`3`, the [`NOT_PLUS_OK`] … [`DIGIT`] of the
///   next byte must be clear) and what it is not (bit `4`: not a king; bit `5`: set for every byte);
/// - bits 8–23: the squares it takes (1 a piece, 1–8 a digit, 0 otherwise); bits 24–31: 1 for `/`;
/// - bits 40–47: the bitboard it sets at its square ([`SLOT_PLUS`] … [`SLOT_NONE`] but for pieces);
/// - bits 56–63: what it is not, against the demands of the byte before ([`NOT_PLUS_OK`] …), and what it
///   demands of the byte before ([`NEEDS_KING`], [`INVALID`]).
///
/// So a pair of bytes breaks the grammar exactly when `previous << 56 & entry` is not zero.
const TABLE: [u64; 256] = {
    let mut table = [entry(SLOT_NONE, 0, NOT_ALL | INVALID, 0); 256];
    let mut digit = 1;
    while digit <= 8 {
        table[(b'0' + digit) as usize] =
            entry(SLOT_NONE, digit as u64, NOT_ALL | DIGIT, DEMAND_NON_DIGIT);
        digit += 1;
    }
    let letters = *b"PNBRQK";
    let mut piece = 0;
    while piece < 6 {
        let marked = letters[piece] == b'P' || letters[piece] == b'R';
        let not = if marked {
            NOT_CARET
        } else if letters[piece] == b'K' {
            NOT_PLUS_OK | NOT_CARET
        } else {
            NOT_ALL
        };
        // A king demands its `^`, and is the one byte that is not "not a king".
        let (demands, king) = if letters[piece] == b'K' {
            (DEMAND_CARET, NOT_KING)
        } else {
            (0, 0)
        };
        let slot = piece;
        table[letters[piece] as usize] = entry(slot, 1, not, demands) & !king;
        table[letters[piece].to_ascii_lowercase() as usize] =
            entry(8 + slot, 1, not, demands) & !king;
        piece += 1;
    }
    table[b'+' as usize] = entry(SLOT_PLUS, 0, NOT_ALL, DEMAND_PLUS_OK);
    table[b'-' as usize] = entry(SLOT_MINUS, 0, NOT_ALL, DEMAND_MINUS_OK);
    table[b'^' as usize] = entry(SLOT_NONE, 0, (NOT_ALL & !NOT_CARET) | NEEDS_KING, 0);
    table[b'/' as usize] = entry(SLOT_RANK_END, 1 << 16, NOT_ALL, 0);
    table
};

/// A [`TABLE`] entry: its bitboard, the squares it takes (and `1 << 16` for a `/`), what it is not (and
/// demands of the byte before: the top byte), and what it demands of the next one (the low byte, with
/// [`NOT_KING`], which the kings' entries take off, and [`ALWAYS`]).
const fn entry(slot: usize, advance: u64, not: u64, demands: u64) -> u64 {
    not << 56 | (slot as u64) << 40 | advance << 8 | demands | NOT_KING | ALWAYS
}

// What a byte is not (the top byte of its entry), each bit matched by a demand of the byte before at the
// same place in its low byte.
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
// The demands on the next byte (the low byte of an entry).
const DEMAND_PLUS_OK: u64 = NOT_PLUS_OK;
const DEMAND_MINUS_OK: u64 = NOT_MINUS_OK;
const DEMAND_CARET: u64 = NOT_CARET;
const DEMAND_NON_DIGIT: u64 = DIGIT;
/// What a byte is, for the demands of the next: not a king; always set.
const NOT_KING: u64 = NEEDS_KING;
const ALWAYS: u64 = INVALID;

/// [`TABLE`]'s bitboards but the pieces' (`8 × colour + piece`, cozy-chess's indices): the squares marked
/// `+` and `-`, the squares where a rank ends, and the rest (digits, `^`, invalid bytes).
const SLOT_PLUS: usize = 6;
const SLOT_MINUS: usize = 7;
const SLOT_RANK_END: usize = 14;
const SLOT_NONE: usize = 15;

/// The piece and colour of each bitboard of the reader (`8 × colour + piece`).
const PIECES: [Option<(Piece, Color)>; 16] = {
    let mut pieces = [None; 16];
    let mut index = 0;
    while index < 6 {
        pieces[index] = Some((Piece::ALL[index], Color::White));
        pieces[8 + index] = Some((Piece::ALL[index], Color::Black));
        index += 1;
    }
    pieces
};

/// An empty placement, with room past the board for a `^` that ends it (a constant, copied whole, rather
/// than one store of `None`'s byte for each square).
const NO_PLACEMENT: [Option<(Piece, Color)>; 65] = [None; 65];

/// The squares (cozy-chess's indices) where the ranks of a board of eight ranks of eight end: `a7` … `a1`.
const RANK_ENDS: u64 = 0x0001_0101_0101_0101;

/// The position of a chess-profile FEEN without hands, or `None` when the string is anything else (see
/// the module's documentation): [`crate::profile::read_feen`] then reads it the general way.
pub(crate) fn read(text: &str) -> Option<Snapshot> {
    read_position(text).map(|position| position.snapshot())
}

/// [`read`], to the position for the rules.
///
/// The board is scanned into its placement and bitboards ([`scan`]); the castling rights (the marked rooks)
/// and the en-passant target (the `-` pawn) are read off them, and cozy-chess's builder makes the board
/// and checks what it checks (one king a side, material, pawns off the back ranks, the side not to move
/// not in check, the rights and the target); then what it does not check (the kings apart, at most two
/// checks and not two along one line) and the markers, on the board built.
pub(crate) fn read_position(text: &str) -> Option<Position> {
    let (boards, placement, turn) = scan(text)?;
    let piece = |color: Color, piece: Piece| BitBoard(boards[8 * color as usize + piece as usize]);
    let plus = BitBoard(boards[SLOT_PLUS]);
    let minus = BitBoard(boards[SLOT_MINUS]);
    let mut rights = [CastleRights::EMPTY; 2];
    for color in Color::ALL {
        let rooks = piece(color, Piece::Rook) & (plus | minus);
        if rooks.is_empty() {
            continue;
        }
        // Both on the side's back rank, and one rook at most on each side of the king.
        let back_rank = Rank::First.relative_to(color).bitboard();
        let king = piece(color, Piece::King).next_square()?;
        if !(rooks & !back_rank).is_empty() || !back_rank.has(king) {
            return None;
        }
        let above = BitBoard(u64::MAX << king as u8) & rooks;
        let below = rooks & !above;
        if above.len() > 1 || below.len() > 1 {
            return None;
        }
        rights[color as usize] = CastleRights {
            short: above.next_square().map(Sq::file),
            long: below.next_square().map(Sq::file),
        };
    }
    let mut en_passant = None;
    let ep_pawns = (piece(Color::White, Piece::Pawn) | piece(Color::Black, Piece::Pawn)) & minus;
    if let Some(pawn) = ep_pawns.next_square() {
        // One pawn of the side that just moved, on the rank its double step reaches.
        let mover = !turn;
        if ep_pawns.len() > 1
            || !piece(mover, Piece::Pawn).has(pawn)
            || pawn.rank() != Rank::Fourth.relative_to(mover)
        {
            return None;
        }
        en_passant = Some(Sq::new(pawn.file(), Rank::Third.relative_to(mover)));
    }
    let mut builder = BoardBuilder::empty();
    builder.board = placement;
    builder.side_to_move = turn;
    builder.castle_rights = rights;
    builder.en_passant = en_passant;
    builder.fullmove_number = 1;
    let board = builder.build().ok()?;
    // The kings apart (cozy-chess's checkers leave the kings out), at most two checks, and two only if
    // not along one line: the rest of `Setup::snapshot_with`'s checks.
    let king = board.king(turn);
    let checkers = board.checkers();
    if get_king_moves(king).has(board.king(!turn)) || checkers.len() > 2 {
        return None;
    }
    let mut pair = checkers.into_iter();
    if let (Some(a), Some(b)) = (pair.next(), pair.next()) {
        if get_line_rays(a, b).has(king) {
            return None;
        }
    }
    let position = Position { board };
    (markers(&position.snapshot(), !checkers.is_empty()) == (plus, minus)).then_some(position)
}

/// The board of a chess-profile FEEN without hands, byte by byte: the sixteen bitboards (by cozy-chess
/// square: the pieces by `8 × colour + piece`, then the `+` and `-` markers, where ranks end, the rest),
/// the placement square by square, and the side to move; or `None` when the string is not one.
///
/// Every byte of the board takes the same steps, with no branch on what it is (a branch on data this
/// varied is mispredicted often): its [`TABLE`] entry sets its square in one of the bitboards and in the
/// placement, moves the square count on, and is checked against the entry of the byte before. The ranks'
/// lengths are checked at the end, on where the `/` stood.
fn scan(text: &str) -> Option<([u64; 16], Squares, Color)> {
    // The longest such FEEN: eight ranks of eight three-byte tokens (`-K^` is the longest), seven `/` and
    // ` / C/c`. Anything longer is not one (and the square count below cannot overflow).
    if text.len() > 8 * 8 * 3 + 7 + 6 {
        return None;
    }
    let (board, tail) = text
        .as_bytes()
        .split_at_checked(text.len().checked_sub(6)?)?;
    let turn = match tail {
        b" / C/c" => Color::White,
        b" / c/C" => Color::Black,
        _ => return None,
    };
    let mut boards = [0u64; 16];
    // By cozy-chess square, and past the board for a `^` that ends it.
    let mut placement = NO_PLACEMENT;
    // The square count (FEEN's order: a8 = 0 … h1 = 63) in the low 16 bits; the `/` above.
    let mut count = 0u32;
    let mut previous = NOT_KING | ALWAYS;
    let mut broken = 0u64;
    #[allow(clippy::cast_possible_truncation)]
    for &byte in board {
        let entry = TABLE[usize::from(byte)];
        // Past the board (a `^` that ends it, or an invalid string), square 64.
        let index = (usize::from(count as u16) ^ 0b11_1000).min(64);
        boards[(entry >> 40) as usize & 15] |= 1 << (index & 63);
        placement[index] = PIECES[(entry >> 40) as usize & 15];
        let step = (entry >> 8) as u32;
        count = count.wrapping_add(step);
        broken |= previous << 56 & entry;
        previous = entry;
    }
    // The end of the board is no marked piece and no `^`.
    broken |= previous << 56 & (NOT_ALL << 56);
    if broken != 0 || count != 64 | 7 << 16 || boards[SLOT_RANK_END] != RANK_ENDS {
        return None;
    }
    Some((boards, *placement.first_chunk()?, turn))
}

/// The squares the canonical chess-profile FEEN of `snapshot` marks `+` and `-` (what
/// [`crate::profile::tokens`] writes, on bitboards); `in_check`: whether the side to move is in check.
fn markers(snapshot: &Snapshot, in_check: bool) -> (BitBoard, BitBoard) {
    let bbs = &snapshot.bbs;
    let pawns = bbs.piece(Piece::Pawn);
    let mut plus = (pawns & bbs.colors[Color::White as usize] & Rank::Second.bitboard())
        | (pawns & bbs.colors[Color::Black as usize] & Rank::Seventh.bitboard());
    let mut minus = BitBoard::EMPTY;
    if in_check {
        minus |= bbs.king(snapshot.turn).bitboard();
    }
    let occupied = bbs.occupied();
    for color in Color::ALL {
        let rights = snapshot.rights[color as usize];
        for file in [rights.short, rights.long].into_iter().flatten() {
            let rook = Sq::new(file, Rank::First.relative_to(color));
            if !occupied.has(rook) {
                continue;
            }
            let bit = rook.bitboard();
            if snapshot.castle_playable(color, rook) {
                plus |= bit;
                minus &= !bit;
            } else {
                minus |= bit;
                plus &= !bit;
            }
        }
    }
    if let Some(victim) = snapshot.legal_ep_victim() {
        minus |= victim.bitboard();
        plus &= !victim.bitboard();
    }
    (plus, minus)
}

#[cfg(test)]
mod tests;
