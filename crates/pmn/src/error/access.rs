//! What an [`Error`] says besides its message: the byte offset and the stable code.

use super::{Error, Part};

impl Error {
    /// Byte offset in the input where a parse error was detected (for a wrong square or piece, the offset
    /// of the CELL or EPIN error in the whole string); `None` for the errors about positions.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!(Move::parse("a01-a1").unwrap_err().offset(), Some(1));
    /// assert_eq!(Move::parse("").unwrap_err().offset(), Some(0));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            Error::Empty | Error::TooLong { .. } => Some(0),
            Error::NonAscii { offset }
            | Error::MissingOperator { offset }
            | Error::UnexpectedSuffix { offset, .. }
            | Error::SuffixOrder { offset }
            | Error::DuplicateSuffix { offset }
            | Error::TrailingInput { offset }
            | Error::SameSquare { offset } => Some(*offset),
            Error::InvalidSquare { start, error, .. } => match error.offset() {
                Some(inner) => Some(*start + inner),
                None => Some(*start),
            },
            Error::InvalidPiece { start, error, .. } => Some(*start + error.offset()),
            _ => None,
        }
    }

    /// The part of the move that is wrong, when the error is about one.
    ///
    /// ```
    /// use tabula_pmn::{Move, Part};
    /// assert_eq!(Move::parse("e2-e4/").unwrap_err().part(), None);
    /// assert_eq!(Move::parse("b7+a8=Q/").unwrap_err().part(), Some(Part::Captured));
    /// ```
    #[must_use]
    pub const fn part(&self) -> Option<Part> {
        match self {
            Error::InvalidSquare { part, .. }
            | Error::InvalidPiece { part, .. }
            | Error::OffBoard { part, .. }
            | Error::EmptySquare { part, .. }
            | Error::NoOpSuffix { part, .. } => Some(*part),
            Error::Occupied { .. } | Error::PieceNotInferable { .. } => Some(Part::Destination),
            Error::NotInHand { .. } => Some(Part::DropPiece),
            _ => None,
        }
    }

    /// The stable kebab-case code of the error, as used by the conformance fixtures.
    ///
    /// ```
    /// use tabula_pmn::Move;
    /// assert_eq!(Move::parse("e2e4").unwrap_err().code(), "missing-operator");
    /// assert_eq!(Move::parse("e7-e8=Q/").unwrap_err().code(), "unexpected-suffix");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::NonAscii { .. } => "non-ascii",
            Error::MissingOperator { .. } => "missing-operator",
            Error::InvalidSquare { part, .. } => match part {
                Part::Source => "invalid-source",
                Part::Destination => "invalid-destination",
                _ => "invalid-square",
            },
            Error::InvalidPiece { part, .. } => match part {
                Part::DropPiece => "invalid-drop-piece",
                Part::Captured => "invalid-captured",
                _ => "invalid-actor",
            },
            Error::UnexpectedSuffix { .. } => "unexpected-suffix",
            Error::SuffixOrder { .. } => "suffix-order",
            Error::DuplicateSuffix { .. } => "duplicate-suffix",
            Error::TrailingInput { .. } => "trailing-input",
            Error::SameSquare { .. } => "same-square",
            Error::OffBoard { .. } => "off-board",
            Error::EmptySquare { .. } => "empty-square",
            Error::Occupied { .. } => "occupied",
            Error::NotInHand { .. } => "not-in-hand",
            Error::NoOpSuffix { .. } => "no-op-suffix",
            Error::PieceNotInferable { .. } => "piece-not-inferable",
            Error::ImplicitEffectsUnknown { .. } => "implicit-effects-unknown",
            Error::NothingCaptured { .. } => "nothing-captured",
            Error::Position(_) => "position",
            Error::NotEncodable { .. } => "not-encodable",
            Error::NoMove { .. } => "no-move",
            Error::Feen(_) => "feen",
            Error::FeenEmit(_) => "feen-emit",
        }
    }
}
