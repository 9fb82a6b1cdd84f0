//! Why a position cannot be written as FEEN.

use tabula_qpi::{Side, Style};

use crate::Shape;

/// Why a position cannot be written as FEEN (so cannot become a [`Position`](crate::Position)).
///
/// ```
/// use tabula_feen::{EmitError, Position, Qi, QualifiedPiece, Style};
///
/// let (chess, makruk) = ("C".parse::<Style>()?, "m".parse::<Style>()?);
/// let mut qi = Qi::new(&[1, 8], chess, makruk)?;
/// let error = Position::try_from(qi.clone()).unwrap_err();
/// assert_eq!(error, EmitError::ShapeNotRepresentable { shape: *qi.shape() });
/// assert_eq!(error.to_string(), "shape [1, 8] has an outer dimension of size 1, which FEEN cannot write");
/// let mut qi = Qi::new(&[8], chess, makruk)?;
/// qi.board_diff([(0, Some("x:k".parse::<QualifiedPiece>()?))])?;
/// assert_eq!(Position::try_from(qi).unwrap_err().code(), "foreign-style");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EmitError {
    /// A shape FEEN cannot spell (an outer dimension of size 1, e.g. `[1, 8]`).
    #[error(
        "shape {:?} has an outer dimension of size 1, which FEEN cannot write",
        shape.as_slice()
    )]
    ShapeNotRepresentable {
        /// The shape, outermost first.
        shape: Shape,
    },
    /// A player's style has the wrong case (the first player's must be uppercase, the second's
    /// lowercase), so the style–turn field would not say who is who.
    #[error("the {side} player's style {style} must be {}", if matches!(side, Side::First) { "uppercase" } else { "lowercase" })]
    StyleSideMismatch {
        /// The player.
        side: Side,
        /// Their style.
        style: Style,
    },
    /// A piece whose style is neither player's, so no EPIN token can stand for it.
    #[error("cannot write piece: {0}")]
    ForeignStyle(#[source] tabula_qpi::Error),
    /// The canonical string would exceed [`crate::MAX_LEN`] bytes, so no parser of ours would read
    /// it back.
    #[error("the FEEN string would be longer than {} bytes", crate::MAX_LEN)]
    OutputTooLong,
}

impl EmitError {
    /// The kebab-case error code used by the conformance fixtures (`fixtures/README.md`).
    ///
    /// ```
    /// assert_eq!(tabula_feen::EmitError::OutputTooLong.code(), "output-too-long");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            EmitError::ShapeNotRepresentable { .. } => "shape-not-representable",
            EmitError::StyleSideMismatch { .. } => "style-side-mismatch",
            EmitError::ForeignStyle(_) => "foreign-style",
            EmitError::OutputTooLong => "output-too-long",
        }
    }
}
