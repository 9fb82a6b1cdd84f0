//! The board of a PON document: squares in written order and the structure of the nesting.

use tabula_epin::ExtendedPiece;
use tabula_qi::Shape;

use crate::error::{Path, Segment};

/// The board of a [`Pon`](crate::Pon) document, as written: 1 to 3 dimensions, the squares in the order
/// the JSON lists them (the first rank written first), and the length of every rank.
///
/// A board read from PON may be irregular (ranks of different lengths, layers of different numbers of
/// ranks): it is valid PON, has no [`shape`](Board::shape), and cannot become a `Qi` position. A regular
/// board's shape is the workspace's one [`Shape`] (from `tabula-protocol`, re-exported by `tabula-qi`).
///
/// ```
/// let pon: tabula_pon::Pon = r#"{"board":[["K^",null,null],["k^",null,"Q"]],
///     "hands":{"first":[],"second":[]},"styles":{"first":"C","second":"c"},"turn":"first"}"#.parse()?;
/// let board = pon.board();
/// assert_eq!(board.dimensions(), 2);
/// assert_eq!(board.shape().as_deref(), Some(&[2, 3][..]));
/// assert_eq!(board.shape().unwrap().to_string(), "2×3");
/// assert_eq!(board.square_count(), 6);
/// assert_eq!(board.piece_count(), 3);
/// assert_eq!(board.squares()[5].unwrap().to_string(), "Q");
/// # Ok::<(), tabula_pon::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    dimensions: usize,
    squares: Vec<Option<ExtendedPiece>>,
    /// The length of every rank (innermost array), in written order.
    ranks: Vec<usize>,
    /// The number of ranks of every layer (3-D) or of the board (2-D); empty for 1-D.
    layers: Vec<usize>,
    shape: Option<Shape>,
}

impl Board {
    /// A board from its parts, as the reader or a `Qi` position gives them (consistent by construction).
    pub(crate) fn from_parts(
        dimensions: usize,
        squares: Vec<Option<ExtendedPiece>>,
        ranks: Vec<usize>,
        layers: Vec<usize>,
    ) -> Board {
        let mut board = Board {
            dimensions,
            squares,
            ranks,
            layers,
            shape: None,
        };
        if board.irregular_at().is_none() {
            let files = board.ranks.first().copied().unwrap_or(0);
            let per_layer = board.layers.first().copied().unwrap_or(0);
            // The reader bounds every array (1 to 255 elements), the depth (1 to 3) and the squares as
            // `Shape` does, so a regular board read from PON always has a shape.
            board.shape = match dimensions {
                1 => Shape::new(&[files]),
                2 => Shape::new(&[board.ranks.len(), files]),
                _ => Shape::new(&[board.layers.len(), per_layer, files]),
            }
            .ok();
        }
        board
    }

    /// A regular board of `shape` holding `squares` in row-major order.
    pub(crate) fn regular(shape: Shape, squares: Vec<Option<ExtendedPiece>>) -> Board {
        let files = shape.last().copied().unwrap_or(0);
        let (ranks, layers) = match *shape {
            [_] => (vec![files], Vec::new()),
            [ranks, _] => (vec![files; ranks], vec![ranks]),
            [layers, ranks, _] => (vec![files; layers * ranks], vec![ranks; layers]),
            _ => (Vec::new(), Vec::new()),
        };
        Board::from_parts(shape.len(), squares, ranks, layers)
    }

    /// The number of dimensions (the nesting depth of the arrays): 1, 2 or 3.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("ab/cd//AB/CD / G/g")?;
    /// assert_eq!(pon.board().dimensions(), 3);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn dimensions(&self) -> usize {
        self.dimensions
    }

    /// The squares in written order: `None` for `null`, the EPIN token otherwise.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("K^2 / C/c")?;
    /// assert_eq!(pon.board().squares()[1], None);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn squares(&self) -> &[Option<ExtendedPiece>] {
        &self.squares
    }

    /// The number of squares.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("8/8 / C/c")?.board().square_count(), 16);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn square_count(&self) -> usize {
        self.squares.len()
    }

    /// The number of occupied squares.
    ///
    /// ```
    /// assert_eq!(tabula_pon::Pon::from_feen("K^6k^ / C/c")?.board().piece_count(), 2);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.squares
            .iter()
            .filter(|square| square.is_some())
            .count()
    }

    /// The length of every rank (innermost array), in written order.
    ///
    /// ```
    /// let pon: tabula_pon::Pon = r#"{"board":[["K^","k^"],["Q"]],"hands":{"first":[],"second":[]},
    ///     "styles":{"first":"C","second":"c"},"turn":"first"}"#.parse()?;
    /// assert_eq!(pon.board().rank_lengths(), &[2, 1]);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn rank_lengths(&self) -> &[usize] {
        &self.ranks
    }

    /// The shape, outermost dimension first, for a regular board; `None` for an irregular one.
    ///
    /// ```
    /// let board = tabula_pon::Pon::from_feen("a/b/c / C/c")?.board().clone();
    /// assert_eq!(board.shape().as_deref(), Some(&[3, 1][..]));
    /// assert_eq!(board.shape().map(|shape| shape.square_count()), Some(3));
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn shape(&self) -> Option<Shape> {
        self.shape
    }

    /// Whether the board is regular (all ranks of one length, all layers of one number of ranks).
    ///
    /// ```
    /// assert!(tabula_pon::Pon::from_feen("8/8 / C/c")?.board().is_regular());
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn is_regular(&self) -> bool {
        self.shape.is_some()
    }

    /// The ranks as slices of squares, in written order.
    ///
    /// ```
    /// let pon = tabula_pon::Pon::from_feen("K^1/1k^ / C/c")?;
    /// let ranks: Vec<usize> = pon.board().ranks().map(|rank| rank.len()).collect();
    /// assert_eq!(ranks, [2, 2]);
    /// # Ok::<(), tabula_pon::Error>(())
    /// ```
    #[must_use]
    pub fn ranks(&self) -> impl ExactSizeIterator<Item = &[Option<ExtendedPiece>]> + '_ {
        let mut start = 0;
        self.ranks.iter().map(move |&len| {
            let rank = self.squares.get(start..start + len).unwrap_or_default();
            start += len;
            rank
        })
    }

    /// The number of ranks of every layer (3-D), or of the board (2-D); empty for a 1-D board.
    pub(crate) fn layer_sizes(&self) -> &[usize] {
        &self.layers
    }

    /// The first rank or layer whose size differs from the first one's (written order), if any.
    pub(crate) fn irregular_at(&self) -> Option<Path> {
        let files = *self.ranks.first()?;
        match self.dimensions {
            2 => self
                .ranks
                .iter()
                .position(|&len| len != files)
                .map(|rank| Path::new(vec![Segment::Key("board"), Segment::Index(rank)])),
            3 => {
                let per_layer = *self.layers.first()?;
                let mut rank_index = 0;
                for (layer, &count) in self.layers.iter().enumerate() {
                    for rank in 0..count {
                        if self.ranks.get(rank_index) != Some(&files) {
                            return Some(Path::new(vec![
                                Segment::Key("board"),
                                Segment::Index(layer),
                                Segment::Index(rank),
                            ]));
                        }
                        rank_index += 1;
                    }
                    if count != per_layer {
                        return Some(Path::new(vec![
                            Segment::Key("board"),
                            Segment::Index(layer),
                        ]));
                    }
                }
                None
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(dimensions: usize, ranks: &[usize], layers: &[usize]) -> Board {
        let squares = vec![None; ranks.iter().sum()];
        Board::from_parts(dimensions, squares, ranks.to_vec(), layers.to_vec())
    }

    #[test]
    fn shapes_of_regular_boards() {
        assert_eq!(board(1, &[5], &[]).shape().as_deref(), Some(&[5][..]));
        assert_eq!(
            board(2, &[3, 3], &[2]).shape().as_deref(),
            Some(&[2, 3][..])
        );
        assert_eq!(
            board(3, &[1, 1, 1, 1], &[2, 2]).shape().as_deref(),
            Some(&[2, 2, 1][..])
        );
        assert_eq!(
            Board::regular(Shape::new(&[2, 3, 4]).unwrap(), vec![None; 24]),
            board(3, &[4; 6], &[3, 3])
        );
    }

    #[test]
    fn the_first_difference_is_named() {
        let at = |b: Board| b.irregular_at().map(|p| p.to_string());
        assert_eq!(
            at(board(2, &[2, 2, 1, 3], &[4])),
            Some("board[2]".to_owned())
        );
        // A rank that differs inside a layer, before a layer that differs.
        assert_eq!(
            at(board(3, &[2, 2, 2, 1, 2], &[2, 3])),
            Some("board[1][1]".to_owned())
        );
        // Every rank alike, one layer shorter.
        assert_eq!(
            at(board(3, &[2, 2, 2], &[2, 1])),
            Some("board[1]".to_owned())
        );
        assert_eq!(at(board(3, &[2; 4], &[2, 2])), None);
        assert!(!board(2, &[2, 1], &[2]).is_regular());
    }

    #[test]
    fn ranks_slice_the_squares() {
        let b = board(2, &[2, 1, 3], &[3]);
        let lengths: Vec<usize> = b.ranks().map(<[_]>::len).collect();
        assert_eq!(lengths, [2, 1, 3]);
        assert_eq!(b.square_count(), 6);
        assert_eq!(b.piece_count(), 0);
    }
}
