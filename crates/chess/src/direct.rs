//! The chess-profile FEEN of an ordinary position read straight from its bytes: the fast path of
//! [`crate::profile::read_feen`].
//!
//! A chess-profile FEEN without pieces in hand is a narrow subset of FEEN: eight ranks of eight cells
//! parted by single `/`, each cell a one-digit run of empty squares (`1`–`8`, never two digits in a row) or
//! one of the tokens `K^ -K^ Q B N R +R -R P +P -P` (or their lowercase), then ` / C/c` or ` / c/C`. Every
//! such string is valid FEEN, and tabula-feen reads it to the board written, so this reader puts the pieces
//! straight into bitboards, with the `+` and `-` markers as two more bitboards, and checks the markers on
//! them. It answers `None` for anything else (another token, a marker that contradicts the position, an
//! impossible position, invalid FEEN), and the general reader then reads the string again and gives the
//! error: so the errors are the general reader's by construction, and this path only has to agree with it
//! on the positions it accepts (the tests compare the two).

use cozy_chess::{BitBoard, Color, Piece, Rank, Square as Sq};

use crate::Square;
use crate::setup::Setup;
use crate::snapshot::Snapshot;

/// What each byte of a chess-profile FEEN board stands for (`0`: nothing this reader takes, so `^` and `'`
/// where no king's `^` is expected, `0`, `9` and any other byte).
const CLASS: [u8; 256] = {
    let mut table = [0; 256];
    let mut digit = 1;
    while digit <= 8 {
        table[(b'0' + digit) as usize] = digit;
        digit += 1;
    }
    let letters = *b"PNBRQK";
    let mut piece = 0;
    while piece < 6 {
        #[allow(clippy::cast_possible_truncation)]
        let index = piece as u8;
        table[letters[piece] as usize] = PIECE + index;
        table[letters[piece].to_ascii_lowercase() as usize] = PIECE + 8 + index;
        piece += 1;
    }
    table[b'+' as usize] = PLUS;
    table[b'-' as usize] = MINUS;
    table[b'/' as usize] = RANK_END;
    table[b' ' as usize] = BOARD_END;
    table
};

/// [`CLASS`]: `1`–`8` are runs of empty squares; `PIECE + 8 × colour + piece` (cozy-chess's indices)
/// the letters; then the markers and the separators.
const PIECE: u8 = 16;
const PLUS: u8 = 32;
const MINUS: u8 = 33;
const RANK_END: u8 = 34;
const BOARD_END: u8 = 35;

/// The king's index among the letters of [`CLASS`] (of either colour: the colour is the bit 8).
const KING: usize = Piece::King as usize;

/// The position of a chess-profile FEEN without hands, or `None` when the string is anything else (see
/// the module's documentation): [`crate::profile::read_feen`] then reads it the general way.
pub(crate) fn read(text: &str) -> Option<Snapshot> {
    // Bitboards in FEEN's order (bit `i` is FEEN index `i`: a8 = 0 … h1 = 63), turned at the end: the
    // pieces by `8 × colour + piece`, and the squares marked `+` and `-`.
    let mut boards = [0u64; 16];
    let mut plus = 0u64;
    let mut minus = 0u64;
    // The next square, the end of its rank, and whether the last token was a run of empty squares.
    let mut square = 0u32;
    let mut rank_end = 8u32;
    let mut after_run = false;
    let mut bytes = text.as_bytes().iter();
    loop {
        let class = CLASS[usize::from(*bytes.next()?)];
        let piece = usize::from(class.wrapping_sub(PIECE));
        if piece < 16 {
            // A letter: a piece without a marker (a king with its `^`).
            if square >= rank_end {
                return None;
            }
            boards[piece] |= 1 << square;
            square += 1;
            after_run = false;
            if piece & 7 == KING && bytes.next() != Some(&b'^') {
                return None;
            }
        } else if class <= 8 {
            // A run of empty squares; two digits in a row would be one run of ten or more.
            square += u32::from(class);
            if class == 0 || square > rank_end || after_run {
                return None;
            }
            after_run = true;
        } else if class == RANK_END {
            if square != rank_end || rank_end == 64 {
                return None;
            }
            rank_end += 8;
            after_run = false;
        } else if class == BOARD_END {
            if square != 64 {
                return None;
            }
            break;
        } else {
            // `+` or `-` (the only classes left): `+` marks a rook or a pawn; `-` a rook, a pawn or a king.
            let piece = usize::from(CLASS[usize::from(*bytes.next()?)].wrapping_sub(PIECE));
            let kind = piece & 7;
            let allowed = kind == Piece::Rook as usize
                || kind == Piece::Pawn as usize
                || (kind == KING && class == MINUS);
            if piece >= 16 || !allowed || square >= rank_end {
                return None;
            }
            let bit = 1 << square;
            square += 1;
            after_run = false;
            boards[piece] |= bit;
            if class == PLUS {
                plus |= bit;
            } else {
                minus |= bit;
            }
            if kind == KING && bytes.next() != Some(&b'^') {
                return None;
            }
        }
    }
    let turn = match bytes.as_slice() {
        b"/ C/c" => Color::White,
        b"/ c/C" => Color::Black,
        _ => return None,
    };
    let mut setup = Setup::empty(turn);
    for (color, boards) in boards.chunks_exact(8).enumerate() {
        for (piece, &board) in boards[..6].iter().enumerate() {
            let board = BitBoard(board).flip_ranks();
            setup.bbs.pieces[piece] |= board;
            setup.bbs.colors[color] |= board;
        }
    }
    let plus = BitBoard(plus).flip_ranks();
    let minus = BitBoard(minus).flip_ranks();
    let pawns = setup.bbs.piece(Piece::Pawn);
    let castling = setup.bbs.piece(Piece::Rook) & (plus | minus);
    let ep_pawns = pawns & minus;
    if let Some(pawn) = ep_pawns.next_square() {
        // One pawn of the side that just moved, on the rank its double step reaches.
        let color = setup.piece_on(pawn).map(|(_, color)| color)?;
        if ep_pawns.len() > 1 || color == turn || pawn.rank() != Rank::Fourth.relative_to(color) {
            return None;
        }
        let target = Sq::new(pawn.file(), Rank::Third.relative_to(color));
        setup.ep = Some((target, Square::from_cozy(pawn)));
    }
    let snapshot = setup.snapshot_with(false, feen_order(castling)).ok()?;
    (markers(&snapshot) == (plus, minus)).then_some(snapshot)
}

/// The squares of `squares` in FEEN's written order (`a8` … `h8`, `a7` … `h1`), the order the general
/// reader meets them in.
fn feen_order(squares: BitBoard) -> impl Iterator<Item = Sq> {
    // Reversing the ranks makes FEEN's order the bits' order; each square is then turned back.
    squares
        .flip_ranks()
        .into_iter()
        .map(Sq::flip_rank)
}

/// The squares the canonical chess-profile FEEN of `snapshot` marks `+` and `-` (what
/// [`crate::profile::tokens`] writes, on bitboards).
fn markers(snapshot: &Snapshot) -> (BitBoard, BitBoard) {
    let bbs = &snapshot.bbs;
    let pawns = bbs.piece(Piece::Pawn);
    let mut plus = (pawns & bbs.colors[Color::White as usize] & Rank::Second.bitboard())
        | (pawns & bbs.colors[Color::Black as usize] & Rank::Seventh.bitboard());
    let mut minus = BitBoard::EMPTY;
    if snapshot.in_check() {
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
