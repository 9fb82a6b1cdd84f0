//! Where everything goes: 100 units to a square; from the top, the upper hand row, the layer names (3-D),
//! the board (each layer of a 3-D board a block, side by side) in its label margin, the lower hand row.

/// The side of a square, in picture units.
pub(crate) const SQUARE: i64 = 100;
/// The height of a hand row (a lower one when both hands are empty).
pub(crate) const HAND_ROW: i64 = 100;
const EMPTY_HAND_ROW: i64 = 64;
/// The height of the layer names over a 3-D board.
const TITLE: i64 = 60;
/// The space between two layers.
const GAP: i64 = 40;

/// The geometry of one picture.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    /// Layers (1 unless 3-D), ranks (1 for 1-D) and files.
    pub(crate) layers: usize,
    pub(crate) ranks: usize,
    pub(crate) files: usize,
    pub(crate) flip: bool,
    /// The space around each board block, for labels.
    pub(crate) margin: i64,
    /// The height of each hand row.
    pub(crate) hand_row: i64,
    /// The height of the layer names (0 unless 3-D).
    title: i64,
    /// Where the first block starts (the board area is centred when a hand row is wider).
    left: i64,
    pub(crate) width: i64,
    pub(crate) height: i64,
}

/// A size as a picture length (board sizes are at most 255, so this cannot overflow).
pub(crate) fn len(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX / 4)
}

impl Layout {
    /// The layout of a board of `shape`, with label margins when `labels`, wide enough for hand rows of
    /// `hand_width` (`None` when both hands are empty).
    pub(crate) fn new(
        shape: &[usize],
        flip: bool,
        labels: bool,
        hand_width: Option<i64>,
    ) -> Layout {
        let hand_row = if hand_width.is_some() {
            HAND_ROW
        } else {
            EMPTY_HAND_ROW
        };
        let hand_width = hand_width.unwrap_or(0);
        let (layers, ranks, files) = match *shape {
            [files] => (1, 1, files),
            [ranks, files] => (1, ranks, files),
            [layers, ranks, files, ..] => (layers, ranks, files),
            [] => (1, 1, 1),
        };
        let margin = if labels { 48 } else { 12 };
        let title = if shape.len() == 3 { TITLE } else { 0 };
        let block = len(files) * SQUARE + 2 * margin;
        let area = len(layers) * block + (len(layers) - 1) * GAP;
        let width = area.max(hand_width);
        Layout {
            layers,
            ranks,
            files,
            flip,
            margin,
            hand_row,
            title,
            left: (width - area) / 2,
            width,
            height: 2 * hand_row + title + 2 * margin + len(ranks) * SQUARE,
        }
    }

    /// The left edge of block `k` (counted from the left), its margin included.
    pub(crate) fn block_x(&self, k: usize) -> i64 {
        self.left + len(k) * (len(self.files) * SQUARE + 2 * self.margin + GAP)
    }

    /// The block (from the left) that layer `l` (as FEEN writes them, highest first) is drawn in: the
    /// lowest layer on the left, or the highest when flipped.
    pub(crate) fn block_of(&self, l: usize) -> usize {
        if self.flip { l } else { self.layers - 1 - l }
    }

    /// The top of the layer names.
    pub(crate) fn title_y(&self) -> i64 {
        self.hand_row
    }

    /// The top edge of the board squares.
    pub(crate) fn board_top(&self) -> i64 {
        self.hand_row + self.title + self.margin
    }

    /// The bottom edge of the board squares.
    pub(crate) fn board_bottom(&self) -> i64 {
        self.board_top() + len(self.ranks) * SQUARE
    }

    /// The top of the lower hand row.
    pub(crate) fn lower_hand_y(&self) -> i64 {
        self.height - self.hand_row
    }

    /// Square `index` as (layer, rank, file), each counted as FEEN writes them (highest layer and rank
    /// first, files from `a`).
    pub(crate) fn split(&self, index: usize) -> (usize, usize, usize) {
        let file = index % self.files;
        let rank = index / self.files % self.ranks;
        let layer = index / (self.files * self.ranks);
        (layer, rank, file)
    }

    /// The column (from the left) and row (from the top) rank `rank`, file `file` are drawn at.
    pub(crate) fn column_row(&self, rank: usize, file: usize) -> (usize, usize) {
        if self.flip {
            (self.files - 1 - file, self.ranks - 1 - rank)
        } else {
            (file, rank)
        }
    }

    /// The top-left corner of square `index`.
    pub(crate) fn cell(&self, index: usize) -> (i64, i64) {
        let (layer, rank, file) = self.split(index);
        let (column, row) = self.column_row(rank, file);
        (
            self.block_x(self.block_of(layer)) + self.margin + len(column) * SQUARE,
            self.board_top() + len(row) * SQUARE,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_placed_as_a_player_sees_them() {
        let chess = Layout::new(&[8, 8], false, true, Some(0));
        // a8 (square 0) top left, h1 (63) bottom right.
        assert_eq!(chess.cell(0), (48, HAND_ROW + 48));
        assert_eq!(chess.cell(63), (48 + 700, HAND_ROW + 48 + 700));
        let flipped = Layout::new(&[8, 8], true, true, Some(0));
        assert_eq!(flipped.cell(0), chess.cell(63));
        // 3-D: layer A (the last written) is the left block.
        let cube = Layout::new(&[3, 2, 2], false, false, None);
        assert_eq!(cube.block_of(2), 0);
        assert!(cube.cell(8).0 < cube.cell(0).0);
        // A wide hand row centres the board.
        let line = Layout::new(&[2], false, false, Some(1000));
        assert_eq!(line.width, 1000);
        assert_eq!(line.cell(0).0, (1000 - 224) / 2 + 12);
    }
}
