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

use cozy_chess::{BitBoard, Color, Piece, Rank, Square as Sq};

use crate::Square;
use crate::setup::{Setup, Squares};
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
    let letters = *b"PNBRQ";
    let mut piece = 0;
    while piece < 5 {
        #[allow(clippy::cast_possible_truncation)]
        let index = piece as u8;
        table[letters[piece] as usize] = PIECE + index;
        table[letters[piece].to_ascii_lowercase() as usize] = PIECE + 8 + index;
        piece += 1;
    }
    table[b'K' as usize] = WHITE_KING;
    table[b'k' as usize] = BLACK_KING;
    table[b'+' as usize] = PLUS;
    table[b'-' as usize] = MINUS;
    table[b'/' as usize] = RANK_END;
    table[b' ' as usize] = BOARD_END;
    table
};

/// [`CLASS`]: `1`–`8` are runs of empty squares; `PIECE + 8 × colour + piece` (cozy-chess's indices)
/// the letters but the kings' (which take a `^`); then the markers and the separators.
const PIECE: u8 = 16;
const PLUS: u8 = 32;
const MINUS: u8 = 33;
const RANK_END: u8 = 34;
const BOARD_END: u8 = 35;
const WHITE_KING: u8 = 36;
const BLACK_KING: u8 = 37;

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

/// The pieces (`8 × colour + piece`) a marker may stand before, as bits: the pawns and the rooks.
const MARKED: u32 = 1 << Piece::Pawn as u32
    | 1 << Piece::Rook as u32
    | 1 << (8 + Piece::Pawn as u32)
    | 1 << (8 + Piece::Rook as u32);

/// The position of a chess-profile FEEN without hands, or `None` when the string is anything else (see
/// the module's documentation): [`crate::profile::read_feen`] then reads it the general way.
pub(crate) fn read(text: &str) -> Option<Snapshot> {
    read_squares(text).map(|(snapshot, _)| snapshot)
}

/// [`read`], with the placement square by square too (for [`Snapshot::into_position_on`]).
///
/// The ordinary letter (no marker, not a king) is the first case and costs one table step and one bit; a
/// rank's length is checked at its end (a piece or a run written past it leaves the square count past the
/// `/` or the space that ends it).
pub(crate) fn read_squares(text: &str) -> Option<(Snapshot, Squares)> {
    // The longest such FEEN: eight ranks of eight three-byte tokens (`-K^` is the longest), seven `/` and
    // ` / C/c`. Anything longer is not one (and the square count below cannot overflow).
    if text.len() > 8 * 8 * 3 + 7 + 6 {
        return None;
    }
    // Bitboards in FEEN's order (bit `i` is FEEN index `i`: a8 = 0 … h1 = 63), turned at the end: the
    // pieces by `8 × colour + piece`, and the squares marked `+` and `-`.
    let mut boards = [0u64; 16];
    // The same, square by square (by cozy-chess index: FEEN's index with the ranks turned).
    let mut squares: Squares = [None; 64];
    // The squares marked `+` and `-`.
    let mut marks = [0u64; 2];
    // The next square and the end of its rank.
    let mut square = 0u32;
    let mut rank_end = 8u32;
    let mut bytes = text.as_bytes().iter();
    loop {
        let class = CLASS[usize::from(*bytes.next()?)];
        let piece = usize::from(class.wrapping_sub(PIECE));
        if piece < 16 {
            boards[piece] |= 1 << (square & 63);
            squares[(square as usize & 63) ^ 0b11_1000] = PIECES[piece];
            square += 1;
        } else if class <= 8 {
            // A run of empty squares; two digits in a row would be one run of ten or more.
            square += u32::from(class);
            if class == 0 || bytes.as_slice().first().is_some_and(u8::is_ascii_digit) {
                return None;
            }
        } else if class <= MINUS {
            // A marker and the piece it marks: `+` a rook or a pawn, `-` a rook, a pawn or a king.
            let next = CLASS[usize::from(*bytes.next()?)];
            let piece = usize::from(next.wrapping_sub(PIECE));
            let piece = if piece < 16 && MARKED >> piece & 1 != 0 {
                piece
            } else if class == MINUS && next >= WHITE_KING && bytes.next() == Some(&b'^') {
                usize::from(next - WHITE_KING) * 8 + Piece::King as usize
            } else {
                return None;
            };
            let bit = 1 << (square & 63);
            squares[(square as usize & 63) ^ 0b11_1000] = PIECES[piece];
            square += 1;
            boards[piece] |= bit;
            marks[usize::from(class - PLUS)] |= bit;
        } else if class == RANK_END {
            if square != rank_end || rank_end == 64 {
                return None;
            }
            rank_end += 8;
        } else if class >= WHITE_KING {
            // A king is terminal (`^`).
            if bytes.next() != Some(&b'^') {
                return None;
            }
            let piece = usize::from(class - WHITE_KING) * 8 + Piece::King as usize;
            boards[piece] |= 1 << (square & 63);
            squares[(square as usize & 63) ^ 0b11_1000] = PIECES[piece];
            square += 1;
        } else {
            // The space after the board (the only class left).
            if square != 64 || rank_end != 64 {
                return None;
            }
            break;
        }
    }
    let [plus, minus] = marks;
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
    let (snapshot, in_check) = setup.snapshot_with(false, feen_order(castling)).ok()?;
    (markers(&snapshot, in_check) == (plus, minus)).then_some((snapshot, squares))
}

/// The squares of `squares` in FEEN's written order (`a8` … `h8`, `a7` … `h1`), the order the general
/// reader meets them in.
fn feen_order(squares: BitBoard) -> impl Iterator<Item = Sq> {
    // Reversing the ranks makes FEEN's order the bits' order; each square is then turned back.
    squares.flip_ranks().into_iter().map(Sq::flip_rank)
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
