//! The borrowing view over a valid FEEN string.

use core::fmt;

use tabula_qpi::{Side, Style};

use crate::scan::{self, Layout};
use crate::{Error, Shape};

mod iter;

pub use iter::{HandItems, RankLengths, Run, Runs, Squares};

/// A valid FEEN string, read without building anything: its shape, counts, styles and turn, and lazy
/// iterators over the squares and the hand items. Irregular boards (ranks of different lengths) are valid
/// FEEN and are accepted here; [`Feen::shape`] is `None` for them and [`Feen::rank_lengths`] reports them.
///
/// ```
/// use tabula_feen::{Feen, Side};
///
/// let feen = Feen::parse("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL P/p S/s")?;
/// assert_eq!(feen.shape().unwrap().as_slice(), &[9, 9]);
/// assert_eq!(feen.square_count(), 81);
/// assert_eq!(feen.board_piece_count(), 40);
/// assert_eq!(feen.hand_piece_count(Side::First), 1);
/// assert_eq!(feen.turn(), Side::First);
/// assert_eq!(feen.first_style().to_string(), "S");
/// assert_eq!(feen.squares().flatten().count(), 40);
/// let (piece, count) = feen.hand(Side::Second).next().unwrap();
/// assert_eq!((piece.to_string().as_str(), count), ("p", 1));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Feen<'a> {
    text: &'a str,
    layout: Layout,
}

impl<'a> Feen<'a> {
    /// Validates `text` (one pass, no allocation) and returns the view.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert!(Feen::parse("rkr/pp/PPPP / C/c").is_ok()); // irregular: valid FEEN
    /// assert!(Feen::parse("8 / C/C").is_err());
    /// ```
    ///
    /// # Errors
    /// The first [`Error`] found, in the documented order (see [`enum@Error`]).
    pub fn parse(text: &'a str) -> Result<Feen<'a>, Error> {
        let layout = scan::scan(text.as_bytes(), &mut scan::Discard)?;
        Ok(Feen { text, layout })
    }

    /// Validates a byte string and returns the view (a valid FEEN string is ASCII, hence UTF-8).
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::from_bytes(b"8 / C/c")?.as_str(), "8 / C/c");
    /// assert!(Feen::from_bytes(b"8 / C/\xff").is_err());
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first [`Error`] found.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Feen<'a>, Error> {
        let layout = scan::scan(bytes, &mut scan::Discard)?;
        // The scan rejected every non-ASCII byte, so this cannot fail.
        let text = core::str::from_utf8(bytes).map_err(|e| Error::NonAscii {
            offset: e.valid_up_to(),
            byte: bytes.get(e.valid_up_to()).copied().unwrap_or(0),
        })?;
        Ok(Feen { text, layout })
    }

    /// The validated string.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("1 / C/c")?.as_str(), "1 / C/c");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Number of board dimensions: 1 + the longest separator run.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("ab/cd//AB/CD / G/g")?.dimensions(), 3);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn dimensions(&self) -> usize {
        usize::from(self.layout.dimensions)
    }

    /// Whether every rank has the same length and every layer the same number of ranks.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert!(!Feen::parse("1/2/3 / C/c")?.is_regular());
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn is_regular(&self) -> bool {
        self.layout.irregular_at.is_none()
    }

    /// The shape, outermost first (`[files]`, `[ranks, files]`, `[layers, ranks, files]`), or `None` for an
    /// irregular board.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("a/b/c//d/e/f / C/c")?.shape().unwrap().as_slice(), &[2, 3, 1]);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn shape(&self) -> Option<Shape> {
        shape_of(&self.layout)
    }

    /// Number of squares (cells), for regular and irregular boards alike.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("rkr/pp/PPPP / C/c")?.square_count(), 9);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn square_count(&self) -> usize {
        self.layout.squares as usize
    }

    /// The number of cells of each rank, in written order.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// let feen = Feen::parse("rkr/pp/PPPP / C/c")?;
    /// assert!(feen.rank_lengths().eq([3, 2, 4]));
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn rank_lengths(&self) -> RankLengths<'a> {
        RankLengths {
            bytes: &self.text.as_bytes()[..self.layout.placement_end],
        }
    }

    /// Pieces on the board.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("k^+p4+PK^ / C/c")?.board_piece_count(), 4);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn board_piece_count(&self) -> usize {
        self.layout.board_pieces as usize
    }

    /// Pieces in one player's hand, counting multiplicities.
    ///
    /// ```
    /// use tabula_feen::{Feen, Side};
    /// assert_eq!(Feen::parse("8/8/8/8/8/8/8/8 3P2B/3p2b W/w")?.hand_piece_count(Side::Second), 5);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn hand_piece_count(&self, side: Side) -> usize {
        self.layout.hand_pieces[side.index()] as usize
    }

    /// Pieces on the board and in both hands.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("2 K/k J/j")?.piece_count(), 2);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.board_piece_count()
            + self.hand_piece_count(Side::First)
            + self.hand_piece_count(Side::Second)
    }

    /// The side to move (the case of the first style token).
    ///
    /// ```
    /// use tabula_feen::{Feen, Side};
    /// assert_eq!(Feen::parse("8 / c/C")?.turn(), Side::Second);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn turn(&self) -> Side {
        self.layout.turn
    }

    /// The first player's style (the uppercase token).
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("8 / w/C")?.first_style().to_string(), "C");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn first_style(&self) -> Style {
        self.layout.first_style
    }

    /// The second player's style (the lowercase token).
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("8 / w/C")?.second_style().to_string(), "w");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn second_style(&self) -> Style {
        self.layout.second_style
    }

    /// The style of one player.
    ///
    /// ```
    /// use tabula_feen::{Feen, Side};
    /// assert_eq!(Feen::parse("8 / C/m")?.style(Side::Second).to_string(), "m");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn style(&self, side: Side) -> Style {
        match side {
            Side::First => self.layout.first_style,
            Side::Second => self.layout.second_style,
        }
    }

    /// Every square in written (flat-index) order: `None` for an empty square.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// let squares: Vec<_> = Feen::parse("K2k' / C/c")?.squares().map(|s| s.map(|p| p.to_string())).collect();
    /// assert_eq!(squares, [Some("K".into()), None, None, Some("k'".into())]);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn squares(&self) -> Squares<'a> {
        Squares {
            bytes: &self.text.as_bytes()[..self.layout.placement_end],
            pending: 0,
            remaining: self.square_count(),
        }
    }

    /// The board as written, run by run, in flat-index order: each piece, and each run of empty squares
    /// as one [`Run::Empty`] with its length. Separators are skipped; a run never crosses a rank (FEEN
    /// writes the empty squares of each rank apart). For a reader that converts the board to another
    /// text, this is the cheapest walk: an empty run costs one step, not one per square.
    ///
    /// ```
    /// use tabula_feen::{Feen, Run};
    /// let runs: Vec<_> = Feen::parse("K2/3k' / C/c")?.runs().map(|run| match run {
    ///     Run::Piece(piece) => piece.to_string(),
    ///     Run::Empty(n) => n.to_string(),
    /// }).collect();
    /// assert_eq!(runs, ["K", "2", "3", "k'"]);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn runs(&self) -> Runs<'a> {
        Runs {
            bytes: &self.text.as_bytes()[..self.layout.placement_end],
        }
    }

    /// The items of one player's hand in their (canonical) written order: each distinct piece with its
    /// count.
    ///
    /// ```
    /// use tabula_feen::{Feen, Side};
    /// let feen = Feen::parse("8/8/8/8/8/8/8/8 3B2PNR/2qp C/c")?;
    /// let items: Vec<_> = feen.hand(Side::First).map(|(p, n)| format!("{n}{p}")).collect();
    /// assert_eq!(items, ["3B", "2P", "1N", "1R"]);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn hand(&self, side: Side) -> HandItems<'a> {
        let l = &self.layout;
        let range = match side {
            Side::First => l.placement_end + 1..l.hands_slash,
            Side::Second => l.hands_slash + 1..l.hands_end,
        };
        HandItems {
            bytes: &self.text.as_bytes()[range],
        }
    }
}

impl fmt::Display for Feen<'_> {
    /// Writes the validated string (it is canonical).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.text)
    }
}

impl fmt::Debug for Feen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Feen").field(&self.text).finish()
    }
}

/// The shape of a scanned board when it is regular, `None` otherwise: the one place the scan's summary
/// becomes a [`Shape`] (the view and the typed parse both ask here). The scan bounds every dimension and
/// the squares as `Shape` does, so a regular board always has one.
pub(crate) fn shape_of(layout: &Layout) -> Option<Shape> {
    if layout.irregular_at.is_some() {
        return None;
    }
    let (files, ranks, layers) = (
        layout.files as usize,
        layout.ranks as usize,
        layout.layers as usize,
    );
    match layout.dimensions {
        1 => Shape::new(&[files]),
        2 => Shape::new(&[ranks, files]),
        _ => Shape::new(&[layers, ranks, files]),
    }
    .ok()
}
