//! The crate's error types: reading (`Error`, here) and writing (`EmitError`, in `error/emit.rs`).

use core::fmt;

use tabula_protocol::Count;
use tabula_qpi::{ExtendedPiece, Side, epin, sin};

mod emit;

pub use emit::EmitError;

/// The part of a FEEN string (or of the position being written) an error belongs to.
///
/// ```
/// use tabula_feen::Field;
/// assert_eq!(tabula_feen::validate("8 PP/ C/c").unwrap_err().field(), Field::Hands);
/// assert_eq!(Field::StyleTurn.as_str(), "style-turn");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    /// The string as a whole (length, character set, field count).
    Input,
    /// Field 1, the piece placement (the board).
    Placement,
    /// Field 2, the hands.
    Hands,
    /// Field 3, the style–turn field.
    StyleTurn,
    /// The cross-field rules: the square bound and the cardinality constraint.
    Cardinality,
}

impl Field {
    /// The kebab-case name used by the conformance fixtures: `input`, `placement`, `hands`, `style-turn`,
    /// `cardinality`.
    ///
    /// ```
    /// assert_eq!(tabula_feen::Field::Placement.as_str(), "placement");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Field::Input => "input",
            Field::Placement => "placement",
            Field::Hands => "hands",
            Field::StyleTurn => "style-turn",
            Field::Cardinality => "cardinality",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// Why a string is not valid FEEN, or why a valid one cannot become a [`Position`](crate::Position) (an
/// irregular board). Writing has its own error, [`EmitError`].
///
/// Every offset is a byte offset from the start of the string, and a message states it once
/// ([`Error::offset`]; a wrapped token error keeps its own, token-relative offsets as its `source`).
/// [`Error::len`] gives a span length for diagnostics and [`Error::field`] the field that failed. Errors are reported in the
/// documented order: the whole-string checks, then field 1, 2, 3 and the cross-field rules, and within a
/// field the first problem in byte order.
///
/// ```
/// use tabula_feen::{Error, Field};
///
/// let error = tabula_feen::validate("8 / C/C").unwrap_err();
/// assert_eq!(error, Error::StylesSameCase { offset: 6 });
/// assert_eq!(error.field(), Field::StyleTurn);
/// assert_eq!(error.code(), "styles-same-case");
/// assert_eq!(error.to_string(), "the two style tokens must be of opposite case (byte 6)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The string is longer than Tabula's bound ([`crate::MAX_LEN`], 4096 bytes; the spec sets none). Checked
    /// before anything else.
    #[error(
        "FEEN string is {len} bytes long; Tabula reads at most {} bytes",
        crate::MAX_LEN
    )]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// A byte outside ASCII.
    #[error("non-ASCII byte 0x{byte:02x} at byte {offset}; FEEN is ASCII only")]
    NonAscii {
        /// Offset of the first non-ASCII byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
    /// The string is not three fields separated by single spaces.
    #[error(
        "expected three fields separated by single spaces, found {} (byte {offset})",
        Count::of(*spaces, "space", "spaces")
    )]
    FieldCount {
        /// Where the fields first go wrong: 0 for a leading space, the second space of a double space,
        /// the first surplus space, or the end of the string when spaces are missing.
        offset: usize,
        /// How many spaces the string has (a valid string has exactly 2).
        spaces: usize,
    },
    /// Field 1 is empty (board-less positions are not FEEN).
    #[error("the piece placement field is empty (byte {offset})")]
    PlacementEmpty {
        /// Offset where the field should start.
        offset: usize,
    },
    /// Field 1 starts with `/`.
    #[error("the piece placement field must not start with '/' (byte {offset})")]
    PlacementStartsWithSeparator {
        /// Offset of the `/`.
        offset: usize,
    },
    /// Field 1 ends with `/`.
    #[error("the piece placement field must not end with '/' (byte {offset})")]
    PlacementEndsWithSeparator {
        /// Offset of the `/`.
        offset: usize,
    },
    /// An empty-square count that is zero or has a leading zero.
    #[error(
        "empty-square count at byte {offset} {}",
        if *len == 1 { "is '0'; a count starts at 1" } else { "has a leading zero" }
    )]
    InvalidEmptyCount {
        /// Offset of the count.
        offset: usize,
        /// Length of the digit run.
        len: usize,
    },
    /// A piece token (on the board or in a hand) that is not EPIN.
    #[error("invalid piece token at byte {offset} of the {field} field ({})", source.code())]
    InvalidPieceToken {
        /// [`Field::Placement`] or [`Field::Hands`].
        field: Field,
        /// Offset of the offending byte.
        offset: usize,
        /// The EPIN error (its own offsets count from the token's start; the message gives only
        /// [`Error::offset`], counted from the start of the string).
        #[source]
        source: epin::Error,
    },
    /// A rank with more than 255 cells, or a dimension with more than 255 ranks or layers (Tabula's bound;
    /// the spec sets none).
    #[error(
        "a board dimension exceeds {max} (byte {offset}); Tabula's bound is {max} per dimension",
        max = crate::MAX_DIMENSION_SIZE
    )]
    DimensionTooLarge {
        /// Offset where the count passed 255.
        offset: usize,
    },
    /// A separator of more than two slashes: more than 3 dimensions (Tabula's bound; the spec sets none).
    #[error(
        "separator of {depth} slashes at byte {offset}: more than {max} dimensions; Tabula's bound is {max}",
        max = crate::MAX_DIMENSIONS
    )]
    TooManyDimensions {
        /// Offset of the separator.
        offset: usize,
        /// Its length.
        depth: usize,
    },
    /// A layer (between `//` separators or the field's ends) without any `/` inside it.
    #[error("dimensional coherence: the layer ending at byte {offset} has a single rank (no '/')")]
    DimensionalCoherence {
        /// Offset of the `//` (or end of the field) that closes the incoherent layer.
        offset: usize,
    },
    /// Converting to `Qi`: the board is valid FEEN but not rectangular (ranks of different lengths, or layers
    /// with different numbers of ranks), so it has no shape.
    #[error(
        "the board is not regular: rank or layer at byte {offset} differs from the first; a Qi position needs a rectangular shape"
    )]
    BoardNotRegular {
        /// Offset of the first rank (or layer) whose size differs from the first one's.
        offset: usize,
    },
    /// Field 2 does not contain exactly one `/`.
    #[error("the hands field must contain exactly one '/' (byte {offset})")]
    InvalidHandsDelimiter {
        /// Offset of the second `/`, or the field's start when there is none.
        offset: usize,
    },
    /// A hand count of 0 or 1, or with a leading zero.
    #[error(
        "hand count at byte {offset} must be at least 2, without leading zero (omit it for one piece)"
    )]
    InvalidHandCount {
        /// Offset of the count.
        offset: usize,
        /// Length of the digit run.
        len: usize,
    },
    /// A piece appears twice in one hand.
    #[error(
        "hand item '{piece}' appears twice in the {side} hand (byte {offset}); copies must be aggregated into one item with a count"
    )]
    HandNotAggregated {
        /// Offset of the repeated item.
        offset: usize,
        /// The hand.
        side: Side,
        /// The repeated piece.
        piece: ExtendedPiece,
    },
    /// Hand items out of the canonical order (<https://sashite.dev/specs/feen/1.0.0/>, section "Hands").
    #[error(
        "hand item '{piece}' at byte {offset} of the {side} hand is out of canonical order (by count descending, letter, uppercase first, state - + none, then the markers ^ and ' absent first)"
    )]
    HandNotCanonical {
        /// Offset of the misplaced item.
        offset: usize,
        /// The hand.
        side: Side,
        /// The misplaced piece.
        piece: ExtendedPiece,
    },
    /// Field 3 does not contain exactly one `/`.
    #[error("the style-turn field must contain exactly one '/' (byte {offset})")]
    InvalidStyleTurnDelimiter {
        /// Offset of the second `/`, or the field's start when there is none.
        offset: usize,
    },
    /// A style token that is not one SIN letter.
    #[error("invalid style token at byte {offset} ({})", source.code())]
    InvalidStyleToken {
        /// Offset of the offending byte.
        offset: usize,
        /// The SIN error (its offsets count from the token's start).
        #[source]
        source: sin::Error,
    },
    /// Both style tokens have the same case.
    #[error("the two style tokens must be of opposite case (byte {offset})")]
    StylesSameCase {
        /// Offset of the second token.
        offset: usize,
    },
    /// The board has more than 65,025 squares (Tabula's bound; the spec sets none).
    #[error(
        "the board has {squares} squares; Tabula's bound is {}",
        crate::MAX_SQUARES
    )]
    TooManySquares {
        /// Number of squares.
        squares: usize,
    },
    /// More pieces (board + both hands) than squares.
    #[error(
        "{}{} (board and hands) for {}",
        if *pieces == u64::MAX { "at least " } else { "" },
        Count::new(*pieces, "piece", "pieces"),
        Count::of(*squares, "square", "squares")
    )]
    TooManyPieces {
        /// Pieces on the board and in both hands, saturating at `u64::MAX` (the message then says "at
        /// least"), so a hand count too large for any integer is still refused with an honest number.
        pieces: u64,
        /// Number of squares.
        squares: usize,
    },
}

impl Error {
    /// The field the error belongs to.
    ///
    /// ```
    /// use tabula_feen::Field;
    /// assert_eq!(tabula_feen::validate("K^ K/ J/j").unwrap_err().field(), Field::Cardinality);
    /// ```
    #[must_use]
    pub const fn field(&self) -> Field {
        match self {
            Error::TooLong { .. } | Error::NonAscii { .. } | Error::FieldCount { .. } => {
                Field::Input
            }
            Error::PlacementEmpty { .. }
            | Error::PlacementStartsWithSeparator { .. }
            | Error::PlacementEndsWithSeparator { .. }
            | Error::InvalidEmptyCount { .. }
            | Error::DimensionTooLarge { .. }
            | Error::TooManyDimensions { .. }
            | Error::DimensionalCoherence { .. }
            | Error::BoardNotRegular { .. } => Field::Placement,
            Error::InvalidPieceToken { field, .. } => *field,
            Error::InvalidHandsDelimiter { .. }
            | Error::InvalidHandCount { .. }
            | Error::HandNotAggregated { .. }
            | Error::HandNotCanonical { .. } => Field::Hands,
            Error::InvalidStyleTurnDelimiter { .. }
            | Error::InvalidStyleToken { .. }
            | Error::StylesSameCase { .. } => Field::StyleTurn,
            Error::TooManySquares { .. } | Error::TooManyPieces { .. } => Field::Cardinality,
        }
    }

    /// The byte offset in the input where a parse error was detected; `None` for errors about a position
    /// being written and for the cross-field rules, which have no single place.
    ///
    /// ```
    /// assert_eq!(tabula_feen::validate("k$k / C/c").unwrap_err().offset(), Some(1));
    /// assert_eq!(tabula_feen::validate("K^ K/ J/j").unwrap_err().offset(), None);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            Error::TooLong { .. } => Some(0),
            Error::NonAscii { offset, .. }
            | Error::FieldCount { offset, .. }
            | Error::PlacementEmpty { offset }
            | Error::PlacementStartsWithSeparator { offset }
            | Error::PlacementEndsWithSeparator { offset }
            | Error::InvalidEmptyCount { offset, .. }
            | Error::InvalidPieceToken { offset, .. }
            | Error::DimensionTooLarge { offset }
            | Error::TooManyDimensions { offset, .. }
            | Error::DimensionalCoherence { offset }
            | Error::BoardNotRegular { offset }
            | Error::InvalidHandsDelimiter { offset }
            | Error::InvalidHandCount { offset, .. }
            | Error::HandNotAggregated { offset, .. }
            | Error::HandNotCanonical { offset, .. }
            | Error::InvalidStyleTurnDelimiter { offset }
            | Error::InvalidStyleToken { offset, .. }
            | Error::StylesSameCase { offset } => Some(*offset),
            Error::TooManySquares { .. } | Error::TooManyPieces { .. } => None,
        }
    }

    /// How many bytes from [`Error::offset`] the diagnostic should underline (at least 1).
    ///
    /// ```
    /// assert_eq!(tabula_feen::validate("8/8/8/8/8/8/8/8 / C/c 2").unwrap_err().len(), 1);
    /// assert_eq!(tabula_feen::validate("008 / C/c").unwrap_err().len(), 3);
    /// ```
    #[must_use]
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(&self) -> usize {
        match self {
            Error::InvalidEmptyCount { len, .. } | Error::InvalidHandCount { len, .. } => *len,
            Error::TooManyDimensions { depth, .. } => *depth,
            _ => 1,
        }
    }

    /// The kebab-case error code used by the conformance fixtures (`fixtures/README.md`).
    ///
    /// ```
    /// assert_eq!(tabula_feen::validate("").unwrap_err().code(), "field-count");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::TooLong { .. } => "too-long",
            Error::NonAscii { .. } => "non-ascii",
            Error::FieldCount { .. } => "field-count",
            Error::PlacementEmpty { .. } => "placement-empty",
            Error::PlacementStartsWithSeparator { .. } => "placement-starts-with-separator",
            Error::PlacementEndsWithSeparator { .. } => "placement-ends-with-separator",
            Error::InvalidEmptyCount { .. } => "invalid-empty-count",
            Error::InvalidPieceToken { .. } => "invalid-piece-token",
            Error::DimensionTooLarge { .. } => "dimension-too-large",
            Error::TooManyDimensions { .. } => "too-many-dimensions",
            Error::DimensionalCoherence { .. } => "dimensional-coherence",
            Error::BoardNotRegular { .. } => "board-not-regular",
            Error::InvalidHandsDelimiter { .. } => "invalid-hands-delimiter",
            Error::InvalidHandCount { .. } => "invalid-hand-count",
            Error::HandNotAggregated { .. } => "hand-not-aggregated",
            Error::HandNotCanonical { .. } => "hand-not-canonical",
            Error::InvalidStyleTurnDelimiter { .. } => "invalid-style-turn-delimiter",
            Error::InvalidStyleToken { .. } => "invalid-style-token",
            Error::StylesSameCase { .. } => "styles-same-case",
            Error::TooManySquares { .. } => "too-many-squares",
            Error::TooManyPieces { .. } => "too-many-pieces",
        }
    }
}
