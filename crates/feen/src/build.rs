//! The typed parse: one pass of the scanner writes the board and the hands as it validates them, and the
//! position is assembled from what it wrote, without a second reading of the string and without a second
//! round of checks (the model's constructor for already-checked parts, `Qi::from_trusted`).
//!
//! A piece's style depends on the style–turn field, which comes last. Every valid string ends with it
//! (a space, a letter, a slash, a letter), so the styles are read from the last four bytes first and each
//! piece is converted as the scan reads it; the scan then checks the field in its turn, and a string whose
//! field differs from what was assumed (which the scan never accepts) would be read again.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use tabula_epin::ExtendedPiece;
use tabula_qi::{Qi, Trusted};
use tabula_qpi::{QualifiedPiece, Side, Style};

use crate::rank;
use crate::scan::{self, Layout, Sink};
use crate::view;
use crate::{Error, MAX_SQUARES};

/// A board as the scan writes it.
pub(crate) type Board<P> = Vec<Option<P>>;

/// What a build gives: the position, or the error and the board vector back for reuse.
pub(crate) type Built<P> = Result<Qi<P, Style>, (Error, Board<P>)>;

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

/// How a token read from the board or a hand becomes a piece of the position, for the players' styles.
pub(crate) trait Convert<P>: Copy {
    /// The converter for a match whose players have the styles `first` and `second`.
    fn new(first: Style, second: Style) -> Self;
    /// The piece of `token`.
    fn convert(&mut self, token: ExtendedPiece) -> P;
    /// The square whose token has the lexed bits `lexed` (0 for an empty square; see
    /// `ExtendedPiece::from_lexed`), without a branch on which it is.
    fn square(&self, lexed: u16) -> Option<P>;
}

/// Pieces as written: the tokens themselves.
#[derive(Clone, Copy)]
pub(crate) struct AsWritten;

impl Convert<ExtendedPiece> for AsWritten {
    #[inline(always)]
    fn new(_first: Style, _second: Style) -> Self {
        AsWritten
    }

    #[inline(always)]
    fn convert(&mut self, token: ExtendedPiece) -> ExtendedPiece {
        token
    }

    #[inline(always)]
    fn square(&self, lexed: u16) -> Option<ExtendedPiece> {
        ExtendedPiece::from_lexed(lexed)
    }
}

/// Qualified pieces, each token converted as it is read (its style from the players' styles).
#[derive(Clone, Copy)]
pub(crate) struct Qualify([Style; 2]);

impl Convert<QualifiedPiece> for Qualify {
    #[inline(always)]
    fn new(first: Style, second: Style) -> Self {
        Qualify([first, second])
    }

    /// `QualifiedPiece::from_extended` (the hands, and a rank read one token at a time; a rank read in
    /// one go goes through [`Convert::square`]).
    #[inline(always)]
    fn convert(&mut self, token: ExtendedPiece) -> QualifiedPiece {
        QualifiedPiece::from_extended(token, self.0[0], self.0[1])
    }

    #[inline(always)]
    fn square(&self, lexed: u16) -> Option<QualifiedPiece> {
        QualifiedPiece::from_lexed(lexed, self.0[0], self.0[1])
    }
}

/// The sink of a parse: the board, each piece converted as it is read, and the hand items. The first rank
/// is kept inline until its length is known, then the board is allocated once at its expected size.
pub(crate) struct Collect<P, C> {
    /// The squares in flat-index order (from the second rank on, or all of them once sized).
    board: Vec<Option<P>>,
    /// The first rank, until the board is sized (at most 255 cells: the scan refuses more).
    first: [Option<P>; 255],
    /// The squares of the last rank read in one go, converted.
    converted: [Option<P>; 256],
    /// Cells of the first rank so far; `usize::MAX` once the board is sized.
    first_len: usize,
    /// The items of each hand (first, second).
    hands: [Items; 2],
    /// The length of the input, which bounds the number of ranks.
    input_len: usize,
    /// Tokens as pieces, for the styles the board is built with.
    convert: C,
}

impl<P: Copy, C: Convert<P>> Sink for Collect<P, C> {
    const TOKENS: bool = true;

    #[inline(always)]
    fn piece(&mut self, token: ExtendedPiece) {
        let piece = self.convert.convert(token);
        if let Some(slot) = self.first.get_mut(self.first_len) {
            *slot = Some(piece);
            self.first_len += 1;
        } else if self.board.len() < MAX_SQUARES {
            // Past the square bound the string is refused (after its fields are read, in the
            // documented order); the squares are no longer kept, so the memory stays bounded.
            self.board.push(Some(piece));
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
        // A run of empty squares in one fill (a count is at most 255): a short run as one fixed write of
        // eight squares cut back to the run (a store, where a fill of 1 to 8 squares would be a loop).
        let len = self.board.len() + count;
        if len > MAX_SQUARES {
            return;
        }
        if count <= 8 && self.board.capacity() - self.board.len() >= 8 {
            self.board.extend_from_slice(&[None; 8]);
            self.board.truncate(len);
        } else {
            self.board.resize(len, None);
        }
    }

    #[inline(always)]
    fn rank(&mut self, squares: &rank::Squares, cells: usize) {
        // Converted 16 squares at a time, in whole chunks (the slots past the rank are 0, empty): the
        // conversion has no branch, and the compiler makes vector code of a loop with no scalar tail.
        let convert = self.convert;
        for (out, lexed) in self
            .converted
            .chunks_exact_mut(16)
            .zip(squares.chunks_exact(16))
            .take(cells.div_ceil(16))
        {
            for (out, &lexed) in out.iter_mut().zip(lexed) {
                *out = convert.square(lexed);
            }
        }
        let converted = &self.converted[..cells.min(256)];
        if self.first_len != usize::MAX {
            // The first rank, whole (at most 255 cells, as every rank: the reader stops past that).
            let first_len = self.first_len;
            match self.first.get_mut(first_len..first_len + converted.len()) {
                Some(slots) => slots.copy_from_slice(converted),
                None => debug_assert!(false, "a rank of more than 255 cells"),
            }
            self.first_len += converted.len();
        } else if self.board.len() + converted.len() <= MAX_SQUARES {
            // (Past the bound the string is refused at the end, as in `piece`.)
            self.board.extend_from_slice(converted);
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

/// The styles (first, second) of a string that ends as every valid FEEN string does (a space, a letter,
/// a slash and a letter of the other case), read from its last four bytes; `None` for any other ending.
#[inline(always)]
fn tail_styles(text: &[u8]) -> Option<[Style; 2]> {
    match text {
        [.., b' ', active, b'/', inactive] => {
            scan::styles(*active, *inactive).map(|(first, second, _)| [first, second])
        }
        _ => None,
    }
}

/// The styles a board is converted with when the string's own cannot be read from its end (it is then
/// invalid, and the scan fails before they matter).
const PLACEHOLDER_STYLES: [Style; 2] = [
    Style::new(tabula_epin::Letter::C, Side::First),
    Style::new(tabula_epin::Letter::C, Side::Second),
];

/// What a scan into a board gave: the layout, the board (converted with some styles), the hand items.
struct Scanned<P, C> {
    layout: Layout,
    board: Vec<Option<P>>,
    hands: [Items; 2],
    convert: C,
}

/// Scans `text` once into `board` (cleared first; its allocation is reused) and builds the position with
/// each piece through `C`. On error, gives the board vector back for reuse.
///
/// A piece's style depends on the style–turn field, which comes last: it is read first from the last
/// four bytes (where it always is in a valid string), so that every piece is converted as it is read and
/// the board is never read again. A string that does not end that way is invalid, and the scan says why.
#[inline(always)]
pub(crate) fn build<P: Ord + Copy, C: Convert<P>>(
    text: &[u8],
    board: Vec<Option<P>>,
) -> Result<Qi<P, Style>, (Error, Board<P>)> {
    match quick::<P, C>(text, board) {
        Ok(built) => built,
        Err(board) => scanned::<P, C>(text, board),
    }
}

/// [`build`] through the one pass of the scan.
#[inline(always)]
fn scanned<P: Ord + Copy, C: Convert<P>>(
    text: &[u8],
    board: Vec<Option<P>>,
) -> Result<Qi<P, Style>, (Error, Board<P>)> {
    let assumed = tail_styles(text).unwrap_or(PLACEHOLDER_STYLES);
    let mut scanned = scan_into::<P, C>(text, board, assumed)?;
    let styles = [scanned.layout.first_style, scanned.layout.second_style];
    if styles != assumed {
        // Not reached for what the scan accepts (its style–turn field is the last four bytes); kept
        // correct rather than assumed: the board is converted again with the styles the scan read.
        scanned = scan_into::<P, C>(text, scanned.board, styles)?;
    }
    let Some(shape) = view::shape_of(&scanned.layout) else {
        let offset = scanned.layout.irregular_at.unwrap_or(0);
        return Err((Error::BoardNotRegular { offset }, scanned.board));
    };
    Ok(assemble(shape, scanned))
}

/// The hand items of a string whose placement is read by the automaton (`scan::quick_layout`).
struct Hands([Items; 2]);

impl Sink for Hands {
    const TOKENS: bool = true;

    #[inline(always)]
    fn piece(&mut self, _token: ExtendedPiece) {}

    #[inline(always)]
    fn empty(&mut self, _count: u32) {}

    #[inline(always)]
    fn hand_item(&mut self, side: Side, token: ExtendedPiece, count: u64) {
        // As `Collect::hand_item`.
        let count = u32::try_from(count).unwrap_or(u32::MAX);
        self.0[side.index()].push((token, count));
    }
}

/// The build of a small board's string (see `scan::quick_layout`): the automaton validates the
/// placement, the field readers the rest, and a second reading of the placement writes its squares, which
/// are converted once the styles are known. `Err(board)` gives the board vector back for a string the
/// automaton does not take.
#[inline(always)]
fn quick<P: Ord + Copy, C: Convert<P>>(
    text: &[u8],
    mut board: Vec<Option<P>>,
) -> Result<Built<P>, Board<P>> {
    let Ok(placement) = scan::quick_placement(text) else {
        return Err(board);
    };
    let mut lexed: rank::Squares = [0; 256];
    let mut hands = Hands([Items::new(), Items::new()]);
    let layout = match scan::quick_layout(text, placement, &mut hands, &mut lexed) {
        None => return Err(board),
        Some(Err(error)) => return Ok(Err((error, board))),
        Some(Ok(layout)) => layout,
    };
    let Some(shape) = view::shape_of(&layout) else {
        let offset = layout.irregular_at.unwrap_or(0);
        return Ok(Err((Error::BoardNotRegular { offset }, board)));
    };
    let convert = C::new(layout.first_style, layout.second_style);
    board.clear();
    // At most 255 squares.
    let squares = &lexed[..(layout.squares as usize).min(256)];
    board.reserve_exact(squares.len());
    board.extend(squares.iter().map(|&lexed| convert.square(lexed)));
    Ok(Ok(assemble(
        shape,
        Scanned {
            layout,
            board,
            hands: hands.0,
            convert,
        },
    )))
}

/// The position of a valid string's scan, whose board has the shape `shape`.
#[inline(always)]
fn assemble<P: Ord + Copy, C: Convert<P>>(
    shape: tabula_qi::Shape,
    scanned: Scanned<P, C>,
) -> Qi<P, Style> {
    let Scanned {
        layout,
        board,
        hands,
        mut convert,
    } = scanned;
    let styles = [layout.first_style, layout.second_style];
    debug_assert_eq!(board.len(), layout.squares as usize);
    // Inserted one by one (a collect would sort a temporary vector first): one node per small hand.
    let mut hand = |items: &Items| {
        let mut hand = BTreeMap::new();
        for (token, count) in items.iter() {
            hand.insert(convert.convert(token), count as usize);
        }
        hand
    };
    let hands = [hand(&hands[0]), hand(&hands[1])];
    // The scan checked everything `Qi::from_parts` would: the shape's bounds, one square per cell, hand
    // items each listed once with a count of at least 1 (FEEN's aggregation rule), the square bound and
    // the cardinality rule.
    Qi::from_trusted(Trusted {
        shape,
        board,
        board_count: layout.board_pieces as usize,
        hands,
        styles,
        turn: layout.turn,
    })
}

/// One scan of `text` into `board`, converting the pieces with the styles `[first, second]`.
#[inline(always)]
fn scan_into<P: Copy, C: Convert<P>>(
    text: &[u8],
    mut board: Vec<Option<P>>,
    [first, second]: [Style; 2],
) -> Result<Scanned<P, C>, (Error, Board<P>)> {
    board.clear();
    let mut sink = Collect {
        board,
        first: [None; 255],
        converted: [None; 256],
        first_len: 0,
        hands: [Items::new(), Items::new()],
        input_len: text.len(),
        convert: C::new(first, second),
    };
    match scan::scan(text, &mut sink) {
        Ok(layout) => Ok(Scanned {
            layout,
            board: sink.board,
            hands: sink.hands,
            convert: sink.convert,
        }),
        Err(error) => Err((error, sink.board)),
    }
}

#[cfg(test)]
mod tests;
