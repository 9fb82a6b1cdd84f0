//! The parse's side of the automaton: the layout of a string whose placement it took, and its squares
//! from a second reading of the placement.

use super::{
    Board, DERIVATION, DIGIT, Error, LETTER, Layout, Placement, Sink, TERMINAL, finish, rank,
    rest_error, scan_rest,
};

/// The parse's side of the automaton: for a string whose `placement` it took, the string's [`Layout`] (or
/// its error, in the scan's order), the hand items given to `sink`, and the board's squares in `lexed`
/// (each a token's [`tabula_epin::ExtendedPiece::lexed_bits`], 0 for an empty square; `lexed` must be all
/// 0). `None` if the scan would stop where the automaton did not (never: the caller then gives the string
/// to the scan).
#[inline(always)]
pub(crate) fn layout<S: Sink>(
    input: &[u8],
    Placement {
        end,
        squares,
        pieces,
    }: Placement,
    sink: &mut S,
    lexed: &mut rank::Squares,
) -> Option<Result<Layout, Error>> {
    let rest = match scan_rest(input, end, sink) {
        Ok(rest) => rest,
        Err(error) => return Some(Err(rest_error(input, end, error))),
    };
    let board = fill(&input[..end], lexed, pieces)?;
    debug_assert_eq!(board.cells, squares);
    Some(finish(&board, &rest).map_err(|error| rest_error(input, end, error)))
}

/// What a byte of a valid placement does to the square being written (see [`fill`]).
#[derive(Clone, Copy)]
#[repr(C, align(8))]
struct Fill {
    /// Its [`tabula_epin::ExtendedPiece::lexed_bits`].
    bits: u16,
    /// `u16::MAX` when it always continues the token before it (`^`, `'`).
    always: u16,
    /// `u16::MAX` when the byte after it continues its token (a modifier).
    keep: u16,
    /// The squares it adds: one for a letter, the value of a digit.
    adds: u8,
    /// 1 when it writes the square before the count so far (a letter, `^`, `'`).
    back: u8,
}

/// The [`Fill`] of every byte of a valid placement but `/`.
static FILLS: [Fill; 256] = {
    let mut table = [Fill {
        bits: 0,
        always: 0,
        keep: 0,
        adds: 0,
        back: 0,
    }; 256];
    let mut byte = 0;
    while byte < 256 {
        // `byte` < 256: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        let byte8 = byte as u8;
        // Any class will do after a letter or a digit; the start state takes modifiers and letters.
        let class = match rank::step(rank::START, byte8) {
            Some((class, _, _)) => class,
            None => match rank::step(rank::LETTER, byte8) {
                Some((class, _, _)) => class,
                None => rank::ZERO,
            },
        };
        let letter = class == LETTER;
        let marker = class == TERMINAL || class == DERIVATION;
        table[byte] = Fill {
            bits: tabula_epin::ExtendedPiece::lexed_bits(byte8),
            always: if marker { u16::MAX } else { 0 },
            keep: if class == rank::MODIFIER { u16::MAX } else { 0 },
            adds: if letter {
                1
            } else if class == DIGIT {
                byte8 - b'0'
            } else {
                0
            },
            back: (letter || marker) as u8,
        };
        byte += 1;
    }
    table
};

/// The board of a placement the automaton took, read again: its squares into `lexed` (all 0 before; the
/// token being read is written at its square at every byte, so a complete token is in place when its
/// last byte is read, and a count's digits write 0 over an empty square), and its ranks closed as the
/// scan closes them. `None` where the scan would stop (it never does after the automaton).
#[inline(always)]
fn fill(placement: &[u8], lexed: &mut rank::Squares, pieces: u32) -> Option<Board> {
    let mut board = Board::new(1, placement.len(), pieces);
    let (mut token, mut keep, mut cells) = (0u16, 0u16, 0u32);
    let mut rank_start = 0;
    let mut at = 0;
    while let Some(&byte) = placement.get(at) {
        if byte == b'/' {
            board.close_rank(cells - board.cells, rank_start).ok()?;
            if placement.get(at + 1) == Some(&b'/') {
                board.layer_separator(at).ok()?;
                at += 1;
            } else {
                board.dimensions = board.dimensions.max(2);
            }
            at += 1;
            rank_start = at;
            continue;
        }
        let fill = &FILLS[usize::from(byte)];
        token = (token & (keep | fill.always)) | fill.bits;
        keep = fill.keep;
        cells += u32::from(fill.adds);
        lexed[cells.wrapping_sub(u32::from(fill.back)) as usize & 0xFF] = token;
        at += 1;
    }
    board.close_rank(cells - board.cells, rank_start).ok()?;
    if board.dimensions == 3 {
        board.close_layer(placement.len()).ok()?;
    } else {
        board.layers = 1;
    }
    Some(board)
}
