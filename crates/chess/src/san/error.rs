//! Why a SAN string was not read as a legal move.

use core::fmt;

use super::San;

/// Why [`read`](super::read) refused a SAN string. Every variant has a stable kebab-case
/// [`code`](SanError::code) and, where a byte is to blame, its [`offset`](SanError::offset) in the text.
///
/// ```
/// use tabula_chess::{Position, san};
/// let position = Position::from_fen("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1")?;
/// let error = san::read(&position, "Ne2").unwrap_err();
/// assert_eq!(error.code(), "san-ambiguous");
/// assert_eq!(error.to_string(), "`Ne2` is ambiguous here: Nce2 or Nge2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SanError {
    /// Nothing but whitespace, annotations or check signs.
    Empty,
    /// Longer than [`MAX_SAN_LEN`](super::MAX_SAN_LEN) bytes.
    TooLong {
        /// The length of the text.
        len: usize,
    },
    /// Not SAN's shape at `offset`.
    Syntax {
        /// The byte offset.
        offset: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// A null move (`--`, `0000`, `Z0`): [`ChessMove`](crate::ChessMove) has none.
    NullMove {
        /// The byte offset.
        offset: usize,
    },
    /// The text is a move in another notation (UCI `e2e4`, PMN `e2-e4`).
    OtherNotation {
        /// `"UCI"` or `"PMN"`.
        notation: &'static str,
        /// The text as given (trimmed).
        text: String,
        /// The SAN of that move, when it is legal here.
        san: Option<San>,
    },
    /// `O-O` or `O-O-O` when that castling is not legal.
    Castling {
        /// Whether queenside (`O-O-O`).
        long: bool,
        /// Why not: no castling right, or the rule castling breaks here.
        reason: String,
    },
    /// `x` on a move that captures nothing.
    NotACapture {
        /// The offset of `x`.
        offset: usize,
        /// The SAN of the move without `x`.
        san: San,
    },
    /// A pawn move to the last rank without the promotion piece.
    MissingPromotion {
        /// The offset just after the destination square.
        offset: usize,
        /// The promotions that are legal (`e8=Q`, `e8=R`, …).
        candidates: Vec<San>,
    },
    /// A promotion on a move that does not promote.
    NotAPromotion {
        /// The offset of the promotion.
        offset: usize,
    },
    /// A lowercase `b` read as the b file where only a bishop can make the move.
    LowercaseBishop {
        /// The SAN of the bishop's move.
        san: San,
    },
    /// Several legal moves match.
    Ambiguous {
        /// The text, trimmed.
        text: String,
        /// The legal moves it could mean, in SAN.
        candidates: Vec<San>,
    },
    /// No legal move matches.
    Illegal {
        /// The text, trimmed.
        text: String,
        /// Why: the rule that refuses the move, or what is missing on the board.
        reason: String,
    },
}

impl SanError {
    /// The error's stable code.
    ///
    /// ```
    /// let error = tabula_chess::san::read(&tabula_chess::Position::start(), "").unwrap_err();
    /// assert_eq!(error.code(), "san-empty");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            SanError::Empty => "san-empty",
            SanError::TooLong { .. } => "san-too-long",
            SanError::Syntax { .. } => "san-syntax",
            SanError::NullMove { .. } => "san-null-move",
            SanError::OtherNotation { .. } => "san-other-notation",
            SanError::Castling { .. } => "san-illegal-castling",
            SanError::NotACapture { .. } => "san-not-a-capture",
            SanError::MissingPromotion { .. } => "san-missing-promotion",
            SanError::NotAPromotion { .. } => "san-not-a-promotion",
            SanError::LowercaseBishop { .. } => "san-lowercase-bishop",
            SanError::Ambiguous { .. } => "san-ambiguous",
            SanError::Illegal { .. } => "san-illegal",
        }
    }

    /// The byte offset the error points at (0 when the whole text is to blame).
    ///
    /// ```
    /// let error = tabula_chess::san::read(&tabula_chess::Position::start(), "Nf3z").unwrap_err();
    /// assert_eq!((error.code(), error.offset()), ("san-syntax", 3));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        match self {
            SanError::Syntax { offset, .. }
            | SanError::NullMove { offset }
            | SanError::NotACapture { offset, .. }
            | SanError::MissingPromotion { offset, .. }
            | SanError::NotAPromotion { offset } => *offset,
            _ => 0,
        }
    }
}

fn list(f: &mut fmt::Formatter<'_>, candidates: &[San]) -> fmt::Result {
    for (index, san) in candidates.iter().enumerate() {
        if index > 0 {
            f.write_str(if index + 1 == candidates.len() {
                " or "
            } else {
                ", "
            })?;
        }
        f.write_str(san.as_str())?;
    }
    Ok(())
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Empty => f.write_str("no move: the text is empty"),
            SanError::TooLong { len } => write!(
                f,
                "{len} bytes is too long for a SAN move (at most {})",
                super::MAX_SAN_LEN
            ),
            SanError::Syntax { offset, expected } => {
                write!(f, "not SAN at byte {offset}: expected {expected}")
            }
            SanError::NullMove { .. } => f.write_str("a null move cannot be played"),
            SanError::OtherNotation {
                notation,
                text,
                san,
            } => match san {
                Some(san) => write!(
                    f,
                    "`{text}` is a {notation} move; in SAN it is written `{san}`"
                ),
                None => write!(
                    f,
                    "`{text}` is a {notation} move, and not a legal one here; SAN writes the piece and its destination, like `Nf3` or `e4`"
                ),
            },
            SanError::Castling { long, reason } => write!(
                f,
                "{} is not legal here: {reason}",
                if *long { "O-O-O" } else { "O-O" },
            ),
            SanError::NotACapture { san, .. } => {
                write!(
                    f,
                    "`x` marks a capture, but this move captures nothing: write `{san}`"
                )
            }
            SanError::MissingPromotion { candidates, .. } => {
                f.write_str("the pawn promotes: say to what, ")?;
                list(f, candidates)
            }
            SanError::NotAPromotion { .. } => f.write_str(
                "this move is not a promotion: only a pawn reaching the last rank promotes",
            ),
            SanError::LowercaseBishop { san } => write!(
                f,
                "a lowercase b is the b file, and no pawn on it can make this move; for the bishop write `{san}`"
            ),
            SanError::Ambiguous { text, candidates } => {
                write!(f, "`{text}` is ambiguous here: ")?;
                list(f, candidates)
            }
            SanError::Illegal { text, reason } => write!(f, "`{text}` is not legal here: {reason}"),
        }
    }
}

impl std::error::Error for SanError {}
