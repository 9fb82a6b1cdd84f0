//! The typed parse: one pass of the scanner writes the board and the hands as it validates them, and the
//! position is assembled from what it wrote, without a second reading of the string and without a second
//! round of checks (the model's constructor for already-checked parts, `Qi::from_trusted_parts`).
//!
//! Why the pieces are first kept as EPIN tokens: a piece's style depends on the style–turn field, which
//! comes last. The board is written as tokens, then turned into qualified pieces in place (same size, same
//! allocation), a pass over the board, never over the string.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use tabula_epin::ExtendedPiece;
use tabula_qi::{Qi, Trusted};
use tabula_qpi::{Side, Style};

use crate::scan::{self, Sink};
use crate::view;
use crate::{Error, MAX_SQUARES};

/// A board of tokens, as the scan writes it.
pub(crate) type Board = Vec<Option<ExtendedPiece>>;

/// How many items of one hand are kept inline (no allocation); more spill into a vector.
const INLINE_ITEMS: usize = 16;

/// The items of one hand, in written order: inline up to [`INLINE_ITEMS`], then in a vector.
struct Items {
    inline: [(ExtendedPiece, u32); INLINE_ITEMS],
    len: usize,
    spill: Vec<(ExtendedPiece, u32)>,
}

impl Items {
    fn new() -> Items {
        Items {
            inline: [(PLACEHOLDER, 0); INLINE_ITEMS],
            len: 0,
            spill: Vec::new(),
        }
    }

    fn push(&mut self, item: (ExtendedPiece, u32)) {
        match self.inline.get_mut(self.len) {
            Some(slot) => {
                *slot = item;
                self.len += 1;
            }
            None => self.spill.push(item),
        }
    }

    fn iter(&self) -> impl Iterator<Item = (ExtendedPiece, u32)> + '_ {
        self.inline[..self.len].iter().chain(&self.spill).copied()
    }
}

/// The value of an unused inline slot (any token: it is never read).
const PLACEHOLDER: ExtendedPiece = ExtendedPiece::native_of(tabula_epin::Piece::new(
    tabula_epin::Letter::A,
    Side::First,
    tabula_epin::State::Normal,
    false,
));

/// The sink of a parse: the board and the hand items as they are read. The first rank is kept inline
/// until its length is known, then the board is allocated once at its expected size.
pub(crate) struct Collect {
    /// The squares in flat-index order (from the second rank on, or all of them once sized).
    board: Board,
    /// The first rank, until the board is sized (at most 255 cells: the scan refuses more).
    first: [Option<ExtendedPiece>; 255],
    /// Cells of the first rank so far; `usize::MAX` once the board is sized.
    first_len: usize,
    /// The items of each hand (first, second).
    hands: [Items; 2],
    /// The length of the input, which bounds the number of ranks.
    input_len: usize,
}

impl Sink for Collect {
    const TOKENS: bool = true;

    #[inline(always)]
    fn piece(&mut self, token: ExtendedPiece) {
        if let Some(slot) = self.first.get_mut(self.first_len) {
            *slot = Some(token);
            self.first_len += 1;
        } else if self.board.len() < MAX_SQUARES {
            // Past the square bound the string is refused (after its fields are read, in the
            // documented order); the squares are no longer kept, so the memory stays bounded.
            self.board.push(Some(token));
        }
    }

    #[inline(always)]
    fn empty(&mut self, count: u32) {
        let count = count as usize;
        if self.first_len != usize::MAX {
            // The slots start empty; the scan keeps a rank within 255 cells.
            self.first_len += count;
            return;
        }
        // A run of empty squares in one fill (a count is at most 255).
        let len = self.board.len() + count;
        if len <= MAX_SQUARES {
            self.board.resize(len, None);
        }
    }

    #[inline(always)]
    fn first_rank(&mut self, cells: u32) {
        // Every further rank takes at least two bytes (a cell and a separator), so a regular board has
        // at most `cells × (len + 1) / 2` squares: reserved once (within the square bound), the board
        // never grows. (An irregular board, refused at the end, may grow.)
        let cells = cells as usize;
        debug_assert_eq!(cells, self.first_len);
        let guess = cells
            .saturating_mul(self.input_len.div_ceil(2))
            .min(MAX_SQUARES);
        self.board.reserve(guess);
        self.board
            .extend_from_slice(&self.first[..self.first_len.min(255)]);
        self.first_len = usize::MAX;
    }

    #[inline(always)]
    fn hand_item(&mut self, side: Side, token: ExtendedPiece, count: u64) {
        // A valid hand total is at most the square count (65,025): it fits; a larger one is refused by
        // the scan, and the items are then dropped.
        let count = u32::try_from(count).unwrap_or(u32::MAX);
        self.hands[side.index()].push((token, count));
    }
}

/// Scans `text` once into `board` (cleared first; its allocation is reused) and builds the position with
/// each piece through `convert`. On error, gives the board vector back for reuse.
#[inline(always)]
pub(crate) fn build<P: Ord + Copy>(
    text: &[u8],
    mut board: Board,
    convert: impl Fn(ExtendedPiece, Style, Style) -> P,
) -> Result<Qi<P, Style>, (Error, Board)> {
    board.clear();
    let mut sink = Collect {
        board,
        first: [None; 255],
        first_len: 0,
        hands: [Items::new(), Items::new()],
        input_len: text.len(),
    };
    let layout = match scan::scan(text, &mut sink) {
        Ok(layout) => layout,
        Err(error) => return Err((error, sink.board)),
    };
    let Some(shape) = view::shape_of(&layout) else {
        let offset = layout.irregular_at.unwrap_or(0);
        return Err((Error::BoardNotRegular { offset }, sink.board));
    };
    let Collect { board, hands, .. } = sink;
    debug_assert_eq!(board.len(), layout.squares as usize);
    let (first, second) = (layout.first_style, layout.second_style);
    // Inserted one by one (a collect would sort a temporary vector first): one node per small hand.
    let hand = |items: &Items| {
        let mut hand = BTreeMap::new();
        for (token, count) in items.iter() {
            hand.insert(convert(token, first, second), count as usize);
        }
        hand
    };
    let hands = [hand(&hands[0]), hand(&hands[1])];
    // The scan checked everything `Qi::from_parts` would: the shape's bounds, one square per cell, hand
    // items each listed once with a count of at least 1 (FEEN's aggregation rule), the square bound and
    // the cardinality rule.
    Ok(Qi::from_trusted(Trusted {
        shape,
        // The same size as the tokens: converted in place, in the same allocation.
        board: board
            .into_iter()
            .map(|square| square.map(|token| convert(token, first, second)))
            .collect(),
        board_count: layout.board_pieces as usize,
        hands,
        styles: [first, second],
        turn: layout.turn,
    }))
}
