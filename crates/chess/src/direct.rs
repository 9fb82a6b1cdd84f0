//! The chess-profile FEEN of an ordinary position read straight from its bytes: the fast path of
//! [`crate::Position::from_feen`] and [`crate::profile::read_feen`].
//!
//! A chess-profile FEEN without pieces in hand is a narrow subset of FEEN: eight ranks of eight cells
//! parted by single `/`, each cell a one-digit run of empty squares (`1`–`8`, never two digits in a row) or
//! one of the tokens `K^ -K^ Q B N R +R -R P +P -P` (or their lowercase), then ` / C/c` or ` / c/C`. Every
//! such string is valid FEEN (<https://sashite.dev/specs/feen/1.0.0/>: piece placement, hands, style-turn),
//! and tabula-feen reads it to the board written, so this reader puts the pieces straight into the
//! placement cozy-chess's builder takes and into bitboards (with the `+` and `-` markers as two more), one
//! branch-free step a byte; the builder makes the board and checks what it checks, and the rest of the
//! checks and the markers are done on the board built. It answers `None` for anything else (another
//! token, a marker that contradicts the position, an impossible position, invalid FEEN), and the general
//! reader then reads the string again and gives the error: so the errors are the general reader's by
//! construction, and this path only has to agree with it on the positions it accepts (the tests compare
//! the two).

use cozy_chess::{
    BitBoard, BoardBuilder, CastleRights, Color, Piece, Rank, Square as Sq, get_king_moves,
    get_line_rays,
};

use self::tables::{
    ALWAYS, BITS, BLACK_TAIL, COUNTS, END, FILES, NO_PLACEMENT, NOT_KING, PIECES, RANK_ENDS,
    SLOT_MINUS, SLOT_PLUS, SLOT_RANK_END, SLOTS, TABLE, WHITE_TAIL,
};
use crate::Square;
use crate::position::Position;
use crate::setup::{Setup, Squares};
use crate::snapshot::Snapshot;

/// The position of a chess-profile FEEN without hands, or `None` when the string is anything else (see
/// the module's documentation): [`crate::profile::read_feen`] then reads it the general way.
///
/// The snapshot alone, without cozy-chess's board (which [`read_position`] builds and which costs more than
/// the checks it stands for here): the placement from the bitboards, the checks of
/// [`Setup::snapshot_with`] (the castling rooks in FEEN's order, as the general reader meets them), and the
/// markers.
pub(crate) fn read(text: &str) -> Option<Snapshot> {
    let (boards, _, turn) = scan(text)?;
    // The bitboards by cozy-chess's square (FEEN's with the ranks turned).
    let board = |slot: usize| BitBoard(boards[slot].swap_bytes());
    let mut setup = Setup::empty(turn);
    for color in Color::ALL {
        for piece in Piece::ALL {
            let pieces = board(8 * color as usize + piece as usize);
            setup.bbs.pieces[piece as usize] |= pieces;
            setup.bbs.colors[color as usize] |= pieces;
        }
    }
    let plus = board(usize::from(SLOT_PLUS));
    let minus = board(usize::from(SLOT_MINUS));
    let castling = setup.bbs.piece(Piece::Rook) & (plus | minus);
    setup.ep = en_passant(&boards, minus, turn)
        .ok()?
        .map(|(target, pawn)| (target, Square::from_cozy(pawn)));
    let (snapshot, in_check) = setup.snapshot_with(false, feen_order(castling)).ok()?;
    (markers(&snapshot, in_check) == (plus, minus)).then_some(snapshot)
}

/// The en-passant target and pawn the `-` marker names on the scanned bitboards (`boards` by FEEN's square,
/// `minus` by cozy-chess's): `Ok(None)` for no marked pawn, `Ok(Some(..))` for one pawn of the side that just
/// moved on the rank its double step reaches, `Err` for anything else. Always inlined: as a call it costs
/// [`read_position`] about 50 instructions a position.
#[allow(clippy::inline_always)]
#[inline(always)]
fn en_passant(boards: &[u64; 16], minus: BitBoard, turn: Color) -> Result<Option<(Sq, Sq)>, ()> {
    let pawns =
        |color: Color| BitBoard(boards[8 * color as usize + Piece::Pawn as usize].swap_bytes());
    let marked = (pawns(Color::White) | pawns(Color::Black)) & minus;
    let Some(pawn) = marked.next_square() else {
        return Ok(None);
    };
    let mover = !turn;
    if marked.len() > 1 || !pawns(mover).has(pawn) || pawn.rank() != Rank::Fourth.relative_to(mover)
    {
        return Err(());
    }
    Ok(Some((
        Sq::new(pawn.file(), Rank::Third.relative_to(mover)),
        pawn,
    )))
}

/// The squares of `squares` in FEEN's written order (`a8` … `h8`, `a7` … `h1`), the order the general
/// reader meets them in.
fn feen_order(squares: BitBoard) -> impl Iterator<Item = Sq> {
    // Reversing the ranks makes FEEN's order the bits' order; each square is then turned back.
    squares.flip_ranks().into_iter().map(Sq::flip_rank)
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
    // The bitboards by cozy-chess's square (FEEN's with the ranks turned).
    let board = |slot: usize| BitBoard(boards[slot].swap_bytes());
    let piece = |color: Color, piece: Piece| board(8 * color as usize + piece as usize);
    let plus = board(usize::from(SLOT_PLUS));
    let minus = board(usize::from(SLOT_MINUS));
    // The rights, with no branch on whether there are any: the marked rooks of a side must stand on its
    // back rank, its king too when there are some, and one at most on each side of the king (the rook
    // below the king's square is the long side's). A side without exactly one king gets rights that
    // matter not: the builder refuses the board.
    let mut rights = [CastleRights::EMPTY; 2];
    let mut broken = 0;
    for color in Color::ALL {
        let rooks = piece(color, Piece::Rook).0 & (plus | minus).0;
        let back_rank = Rank::First.relative_to(color).bitboard().0;
        let king = piece(color, Piece::King).0;
        let below = king & king.wrapping_neg();
        let long = rooks & below.wrapping_sub(1);
        let short = rooks & !long;
        let king_off = if king & back_rank == 0 { rooks } else { 0 };
        broken |= rooks & !back_rank
            | king_off
            | long & long.wrapping_sub(1)
            | short & short.wrapping_sub(1);
        rights[color as usize] = CastleRights {
            short: FILES[short.trailing_zeros() as usize],
            long: FILES[long.trailing_zeros() as usize],
        };
    }
    if broken != 0 {
        return None;
    }
    let en_passant = en_passant(&boards, minus, turn)
        .ok()?
        .map(|(target, _)| target);
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

/// The board of a chess-profile FEEN without hands, byte by byte: the sixteen bitboards (by FEEN's
/// square, `a8` = 0 … `h1` = 63: the pieces by `8 × colour + piece`, then the `+` and `-` markers, where
/// ranks end, the rest), the placement by cozy-chess's square, and the side to move; or `None` when the
/// string is not one.
///
/// Every byte of the board takes the same steps, with no branch on what it is (a branch on data this
/// varied is mispredicted often): it sets its square in its bitboard ([`SLOTS`]) and in the placement
/// ([`PIECES`]), and its [`TABLE`] entry moves the square count on and is checked against the entry of
/// the byte before. The ranks' lengths are checked at the end, on where the `/` stood.
///
/// Always inlined: with two callers it would otherwise stay a call that returns its 257 bytes through
/// memory (about 100 instructions more a position), and [`read`] drops the placement.
#[allow(clippy::inline_always)]
#[inline(always)]
fn scan(text: &str) -> Option<([u64; 16], Squares, Color)> {
    // The longest such FEEN: eight ranks of eight three-byte tokens (`-K^` is the longest), seven `/` and
    // ` / C/c`. Anything longer is not one (and the counts below cannot overflow).
    if text.len() > 8 * 8 * 3 + 7 + 6 {
        return None;
    }
    let (board, tail) = text.as_bytes().split_last_chunk::<6>()?;
    // The side to move with no branch on it: the tail must be the one its fourth byte names.
    let mut bytes = [0; 8];
    bytes[..6].copy_from_slice(tail);
    let black = tail[3] == b'c';
    let tail = u64::from_le_bytes(bytes);
    let turn = if black { Color::Black } else { Color::White };
    let expected = if black { BLACK_TAIL } else { WHITE_TAIL };
    let mut boards = [0u64; 16];
    let mut placement = NO_PLACEMENT;
    // The sum of the entries so far: the square count (FEEN's order) and the number of `/` in `COUNTS`.
    let mut counts = 0u64;
    // The demands of the byte before, where the entry of the next has what it is not.
    let mut demands = (NOT_KING | ALWAYS) << 56;
    let mut broken = tail ^ expected;
    #[allow(clippy::cast_possible_truncation)]
    let mut step = |byte: usize| {
        let entry = TABLE[byte];
        let index = counts as usize & 127;
        boards[usize::from(SLOTS[byte])] |= BITS[index];
        placement[index] = PIECES[byte];
        counts = counts.wrapping_add(entry);
        broken |= demands & entry;
        demands = entry << 32;
    };
    // Two bytes a turn (fewer steps of the loop itself); then the last byte if one is left (else the
    // end), and the end, so that the end is checked against the last byte with no branch on the length.
    let mut pairs = board.chunks_exact(2);
    for pair in &mut pairs {
        step(usize::from(pair[0]));
        step(usize::from(pair[1]));
    }
    let odd = 0usize.wrapping_sub(board.len() & 1);
    let last = board.last().map_or(END, |&byte| usize::from(byte));
    step(END ^ ((END ^ last) & odd));
    step(END);
    #[allow(clippy::cast_possible_truncation)]
    let counts = counts as u32 & COUNTS;
    if broken != 0 || counts != 64 | 7 << 11 || boards[usize::from(SLOT_RANK_END)] != RANK_ENDS {
        return None;
    }
    // The ranks turned: FEEN's first rank is cozy-chess's last.
    let mut squares: Squares = [None; 64];
    for (rank, cells) in squares.chunks_exact_mut(8).enumerate() {
        cells.copy_from_slice(&placement[(7 - rank) * 8..][..8]);
    }
    Some((boards, squares, turn))
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

mod tables;
#[cfg(test)]
mod tests;
