//! The one error type of the renderer.

/// Why a picture could not be drawn.
///
/// ```
/// use tabula_svg::{Error, Highlight, Options};
/// let position: tabula_feen::Position = "8/8/8/8/8/8/8/8 / C/c".parse()?;
/// let mut options = Options::default();
/// options.highlights.push(Highlight::last_move("a1A".parse()?));
/// let error = tabula_svg::render(&position, &options).unwrap_err();
/// assert_eq!(error.code(), "off-board");
/// assert!(matches!(error, Error::OffBoard { .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A highlighted square or an arrow's end is not a square of this board (another number of
    /// dimensions, or past its edge).
    #[error("{coordinate} is not a square of this {shape} board")]
    OffBoard {
        /// The coordinate as given.
        coordinate: String,
        /// The board's shape (`8×8`).
        shape: String,
    },
    /// The PNG could not be produced (feature `png`): the picture size is zero or too large for a
    /// pixel buffer, or the SVG did not read back.
    #[error("cannot draw the PNG: {0}")]
    Png(String),
}

impl Error {
    /// A stable code for the error: `off-board` or `png`.
    ///
    /// ```
    /// let error = tabula_svg::Error::Png("too large".to_owned());
    /// assert_eq!(error.code(), "png");
    /// ```
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Error::OffBoard { .. } => "off-board",
            Error::Png(_) => "png",
        }
    }
}
