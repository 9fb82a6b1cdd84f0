#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod asian;
mod board;
mod chess;
mod error;
mod glyphs;
mod hands;
mod layout;
mod marks;
mod palette;
mod pieces;
#[cfg(feature = "png")]
mod png;
mod render;
pub mod terminal;
mod write;

pub use error::Error;
pub use palette::Palette;
#[cfg(feature = "png")]
pub use png::{MAX_PIXELS, render_png};
pub use render::render;
pub use tabula_cell::Coordinate;

/// How squares are labelled around the board.
///
/// ```
/// use tabula_svg::{Coordinates, Options};
/// let shogi: tabula_feen::Position = "9/9/9/9/9/9/9/9/9 / S/s".parse()?;
/// let mut options = Options::default();
/// options.coordinates = Coordinates::Kanji;
/// let svg = tabula_svg::render(&shogi, &options)?;
/// // 九 (U+4E5D) and ９ (U+FF19), drawn from their outlines.
/// assert!(svg.contains("href=\"#gj4e5d\"") && svg.contains("href=\"#gjff19\""));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum Coordinates {
    /// No labels.
    None,
    /// CELL (the default): file letters `a` … under the board, rank numbers `1` … on its left, each layer
    /// of a 3-D board named by its CELL letter (`layer A`).
    #[default]
    Cell,
    /// Shōgi's: files numbered `9` … `1` from the left over the board, ranks `a` … `i` from the top on its
    /// right (as USI writes squares, `7g`). A board that is not 2-D gets CELL labels.
    Shogi,
    /// Shōgi's in Japanese: files `９` … `１` (full-width digits) over the board, ranks `一` … `九` on its
    /// right (as KIF writes squares, `７六`); ranks past ten in digits. A board that is not 2-D gets
    /// CELL labels.
    Kanji,
    /// Xiangqi's: files numbered `1` … `9` from each player's right, red's (the first player's) under the
    /// board and black's over it, as WXF notation counts them. A board that is not 2-D gets CELL labels.
    Xiangqi,
}

/// What a highlighted square means, which decides how it is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Mark {
    /// A square of the last move (from or to): tinted with [`Palette::last_move`].
    LastMove,
    /// A selected square (say, the piece a player picked up): tinted with [`Palette::selected`].
    Selected,
    /// A king (or any piece) in check: a red glow under the piece ([`Palette::check`]).
    Check,
    /// A legal destination: a dot on an empty square, a ring on an occupied one
    /// ([`Palette::destination`]).
    Destination,
}

/// One highlighted square.
///
/// ```
/// use tabula_svg::{Highlight, Mark};
/// let h = Highlight::new("e4".parse()?, Mark::Destination);
/// assert_eq!(h.mark, Mark::Destination);
/// assert_eq!(Highlight::check("e1".parse()?).mark, Mark::Check);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Highlight {
    /// The square.
    pub square: Coordinate,
    /// How it is marked.
    pub mark: Mark,
}

impl Highlight {
    /// A highlight of `square` with `mark`.
    ///
    /// ```
    /// let h = tabula_svg::Highlight::new("a1".parse()?, tabula_svg::Mark::Selected);
    /// assert_eq!(h.square.to_string(), "a1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn new(square: Coordinate, mark: Mark) -> Highlight {
        Highlight { square, mark }
    }

    /// A square of the last move.
    ///
    /// ```
    /// let h = tabula_svg::Highlight::last_move("e2".parse()?);
    /// assert_eq!(h.mark, tabula_svg::Mark::LastMove);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn last_move(square: Coordinate) -> Highlight {
        Highlight::new(square, Mark::LastMove)
    }

    /// A piece in check.
    ///
    /// ```
    /// let h = tabula_svg::Highlight::check("e8".parse()?);
    /// assert_eq!(h.mark, tabula_svg::Mark::Check);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn check(square: Coordinate) -> Highlight {
        Highlight::new(square, Mark::Check)
    }
}

/// An arrow from the centre of one square to the centre of another ([`Palette::arrow`]); an arrow from a
/// square to itself is a ring.
///
/// ```
/// let arrow = tabula_svg::Arrow::new("g1".parse()?, "f3".parse()?);
/// assert_eq!(arrow.to.to_string(), "f3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Arrow {
    /// Where it starts.
    pub from: Coordinate,
    /// Where it points.
    pub to: Coordinate,
}

impl Arrow {
    /// An arrow from `from` to `to`.
    ///
    /// ```
    /// let arrow = tabula_svg::Arrow::new("e2".parse()?, "e4".parse()?);
    /// assert_eq!(arrow.from.to_string(), "e2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn new(from: Coordinate, to: Coordinate) -> Arrow {
        Arrow { from, to }
    }
}

/// How to draw a picture. Start from [`Options::default`] and set fields.
///
/// ```
/// use tabula_svg::{Arrow, Coordinates, Highlight, Options};
/// let mut options = Options::default();
/// options.flip = true;
/// options.size = 60;
/// options.coordinates = Coordinates::None;
/// options.highlights.push(Highlight::last_move("e2".parse()?));
/// options.highlights.push(Highlight::last_move("e4".parse()?));
/// options.arrows.push(Arrow::new("g8".parse()?, "f6".parse()?));
/// let position: tabula_feen::Position =
///     "rnbqk^bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQK^BNR / c/C".parse()?;
/// let svg = tabula_svg::render(&position, &options)?;
/// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert!(svg.contains("data-square=\"e4\""));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// The labels around the board (default: CELL).
    pub coordinates: Coordinates,
    /// Draw the board turned half a turn: the second player at the bottom (layers of a 3-D board from the
    /// highest on the left).
    pub flip: bool,
    /// The side of one square in pixels (the SVG's `width` and `height` follow; default 48). The
    /// drawing inside is the same at any size: the `viewBox` has 100 units to a square.
    pub size: u32,
    /// Highlighted squares, drawn in order.
    pub highlights: Vec<Highlight>,
    /// Arrows, drawn over the pieces in order.
    pub arrows: Vec<Arrow>,
    /// The colours.
    pub palette: Palette,
}

impl Default for Options {
    /// CELL labels, not flipped, 48 pixels a square, no highlight or arrow, the default palette.
    ///
    /// ```
    /// let options = tabula_svg::Options::default();
    /// assert_eq!((options.size, options.flip), (48, false));
    /// ```
    fn default() -> Options {
        Options {
            coordinates: Coordinates::Cell,
            flip: false,
            size: 48,
            highlights: Vec::new(),
            arrows: Vec::new(),
            palette: Palette::default(),
        }
    }
}

/// The largest square size [`Options::size`] accepts; larger values are drawn at this size (a bound of
/// ours).
///
/// ```
/// assert_eq!(tabula_svg::MAX_SIZE, 512);
/// ```
pub const MAX_SIZE: u32 = 512;
