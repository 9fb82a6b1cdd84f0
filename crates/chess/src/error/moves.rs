//! Why a move was not played: the text is not in its notation ([`NotationError`]), or the rules refuse the
//! move ([`IllegalMove`]).

/// Text that is not a move or a square in the notation it was read in (PMN through tabula-pmn, a CELL
/// square of the chess board).
///
/// ```
/// let error = tabula_chess::Position::start().play_pmn("e2e4").unwrap_err();
/// assert_eq!(error.code(), "pmn");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// Text that should be a square of the chess board (`a1` … `h8`) is not.
    #[error("{text:?} is not a square of the chess board (a1 … h8)")]
    NotASquare {
        /// The text (at most 16 characters of it).
        text: String,
    },
    /// The text is not a PMN move (tabula-pmn's parse error, with its byte offset).
    #[error("{text:?} is not a PMN move: {error}")]
    Pmn {
        /// The text (at most 32 characters of it).
        text: String,
        /// tabula-pmn's error.
        error: tabula_pmn::Error,
    },
}

impl NotationError {
    /// A stable kebab-case code: `not-a-square` or `pmn`.
    ///
    /// ```
    /// let error = "e9".parse::<tabula_chess::Square>().unwrap_err();
    /// assert_eq!(error.code(), "not-a-square");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            NotationError::NotASquare { .. } => "not-a-square",
            NotationError::Pmn { .. } => "pmn",
        }
    }

    /// The byte offset of a PMN syntax error.
    ///
    /// ```
    /// let error = tabula_chess::Position::start().play_pmn("e2e4").unwrap_err();
    /// assert_eq!(error.offset(), Some(2));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            NotationError::Pmn { error, .. } => error.offset(),
            NotationError::NotASquare { .. } => None,
        }
    }
}

/// Why a move is not played in a position: the rule that refuses it, in words (`castling through an
/// attacked square f1`); [`IllegalMove::pmn`] gives the move as written. [`PlayError`](crate::PlayError) and
/// `tabula_game::MoveError` put the move in front (`e1~g1: castling through an attacked square f1`).
///
/// ```
/// use tabula_chess::Position;
/// let error = Position::start().play_move(&"e2-e5".parse()?).unwrap_err();
/// assert_eq!(error.to_string(), "the pawn on e2 cannot move to e5");
/// assert_eq!((error.pmn(), error.code()), ("e2-e5", "illegal-move"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// A move that is not legal in the position, with the rule it breaks (from [`crate::Position::why_illegal`]),
    /// e.g. `castling through an attacked square f1` for `e1~g1`.
    #[error("{reason}")]
    Rule {
        /// The move in PMN.
        pmn: String,
        /// The rule the move breaks, naming squares in CELL terms.
        reason: String,
    },
    /// A valid PMN move that no chess move can be: a form chess does not have (pass, drop, static capture,
    /// in-place change), a square off the 8×8 board, a `/C` suffix, or an `=A` suffix that is not a promotion.
    #[error("{reason}")]
    NotAChessMove {
        /// The move in PMN.
        pmn: String,
        /// Why chess has no such move.
        reason: String,
    },
    /// A legal move written other than canonically (wrong operator, or a promotion in the other side's
    /// case): `e1-g1` for the castling `e1~g1`, `d1-f3` for the capture `d1+f3`, `e7-e8=q` for White's `e7-e8=Q`.
    #[error("this move is written {canonical}")]
    NonCanonical {
        /// The move as given.
        pmn: String,
        /// Its canonical PMN spelling.
        canonical: String,
    },
}

impl IllegalMove {
    /// The move as it was given, in PMN.
    ///
    /// ```
    /// let error = tabula_chess::Position::start().play_move(&"e2+e4".parse()?).unwrap_err();
    /// assert_eq!(error.pmn(), "e2+e4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn pmn(&self) -> &str {
        match self {
            IllegalMove::Rule { pmn, .. }
            | IllegalMove::NotAChessMove { pmn, .. }
            | IllegalMove::NonCanonical { pmn, .. } => pmn,
        }
    }

    /// A stable kebab-case code: `illegal-move`, `not-a-chess-move` or `non-canonical-move`.
    ///
    /// ```
    /// let error = tabula_chess::Position::start().play_pmn("e2+e4").unwrap_err();
    /// assert_eq!(error.code(), "non-canonical-move");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalMove::Rule { .. } => "illegal-move",
            IllegalMove::NotAChessMove { .. } => "not-a-chess-move",
            IllegalMove::NonCanonical { .. } => "non-canonical-move",
        }
    }
}
