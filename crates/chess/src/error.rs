//! The crate's one error type.

use tabula_protocol::Side;

use crate::Square;

/// A field of a FEN (or EPD) record, for [`FenError`].
///
/// ```
/// assert_eq!(tabula_chess::FenField::Castling.as_str(), "castling");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FenField {
    /// The whole record (field count, separators, length).
    Record,
    /// Field 1, the piece placement.
    Placement,
    /// The crazyhouse pocket (`[…]` or after an eighth `/`).
    Pocket,
    /// Field 2, the side to move.
    Side,
    /// Field 3, the castling availability.
    Castling,
    /// Field 4, the en-passant target square.
    EnPassant,
    /// Field 5, the half-move clock.
    HalfmoveClock,
    /// Field 6, the full-move number.
    FullmoveNumber,
}

impl FenField {
    /// The field's name in messages.
    ///
    /// ```
    /// assert_eq!(tabula_chess::FenField::HalfmoveClock.as_str(), "half-move clock");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            FenField::Record => "record",
            FenField::Placement => "placement",
            FenField::Pocket => "pocket",
            FenField::Side => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "half-move clock",
            FenField::FullmoveNumber => "full-move number",
        }
    }
}

impl core::fmt::Display for FenField {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A FEN, X-FEN, Shredder-FEN, EPD or crazyhouse FEN syntax error: the field, the byte offset and what is
/// wrong (FEN syntax; what the fields mean is checked after, as a [`PositionError`]).
///
/// ```
/// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
/// assert_eq!(error.to_string(), "side to move at byte 16: expected w or b");
/// assert_eq!(error.code(), "fen-side");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
#[error("{field} at byte {offset}: {reason}")]
pub struct FenError {
    /// The field in error.
    pub field: FenField,
    /// The byte offset of the problem in the input.
    pub offset: usize,
    /// What is wrong.
    pub reason: &'static str,
}

impl FenError {
    pub(crate) const fn new(field: FenField, offset: usize, reason: &'static str) -> FenError {
        FenError {
            field,
            offset,
            reason,
        }
    }

    /// A stable kebab-case code: `fen-` and the field (`fen-castling`, `fen-halfmove-clock`, …).
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 w - - 1x 1").unwrap_err();
    /// assert_eq!(error.code(), "fen-halfmove-clock");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self.field {
            FenField::Record => "fen-record",
            FenField::Placement => "fen-placement",
            FenField::Pocket => "fen-pocket",
            FenField::Side => "fen-side",
            FenField::Castling => "fen-castling",
            FenField::EnPassant => "fen-en-passant",
            FenField::HalfmoveClock => "fen-halfmove-clock",
            FenField::FullmoveNumber => "fen-fullmove-number",
        }
    }
}

/// Why a position (chess-profile FEEN, or a FEN record) was refused: its syntax ([`PositionError::Fen`],
/// [`PositionError::Feen`]), what is not chess, what no legal game reaches, or markers that contradict
/// the position. Squares are named in CELL terms (`e4`).
///
/// ```
/// let error = tabula_chess::Position::from_feen("4k^3/8/8/8/8/8/8/8 / C/c").unwrap_err();
/// assert_eq!(error.to_string(), "no king of the first player (White) on the board");
/// assert_eq!(error.code(), "missing-king");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// A FEN, X-FEN, Shredder-FEN or EPD syntax error.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The string is not valid FEEN (tabula-feen's error).
    #[error("not valid FEEN: {0}")]
    Feen(#[from] tabula_feen::Error),
    /// A typed position given to [`Position::from_qi`](crate::Position::from_qi) that FEEN cannot write
    /// (tabula-feen's error), so it is no chess-profile position either.
    ///
    /// ```
    /// use tabula_chess::{Error, Position};
    /// use tabula_feen::{Qi, Style};
    /// // The first player's style must be uppercase.
    /// let qi = Qi::new(&[8, 8], "c".parse::<Style>()?, "C".parse::<Style>()?)?;
    /// let error = Position::from_qi(&qi).unwrap_err();
    /// assert_eq!(error.code(), "feen-emit");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("not writable as FEEN: {0}")]
    FeenEmit(#[from] tabula_feen::EmitError),
    /// The board is not 8×8.
    #[error("the board is {shape}, chess needs 8×8")]
    NotChessBoard {
        /// The board's shape, e.g. `9×9`.
        shape: String,
    },
    /// A style of the style–turn field is not chess (`C`).
    #[error("style {found}: the chess profile needs C/c (White to move) or c/C (Black to move)")]
    NotChessStyle {
        /// The style token found.
        found: String,
    },
    /// Pieces in hand where chess has none (only crazyhouse FEN pockets may become hands).
    #[error(
        "pieces in hand ({token}): FIDE chess has no hands (convert with crazyhouse pockets allowed)"
    )]
    HandsNotAllowed {
        /// The first hand token found.
        token: String,
    },
    /// A hand piece that no crazyhouse pocket can hold.
    #[error(
        "hand piece {token}: a crazyhouse pocket holds only plain P, N, B, R, Q of either side"
    )]
    BadHandPiece {
        /// The hand token.
        token: String,
    },
    /// A square holds a token that is not a chess piece of the chess profile.
    #[error("{square}: {token} is not a chess piece here ({rule})")]
    BadPiece {
        /// The square.
        square: Square,
        /// The token as written.
        token: String,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// A side has no king.
    #[error("no king of the {} on the board", side_name(*side))]
    MissingKing {
        /// The side without a king.
        side: Side,
    },
    /// A side has a second king.
    #[error("{square}: a second king of the {}", side_name(*side))]
    TooManyKings {
        /// The side.
        side: Side,
        /// The square of the extra king.
        square: Square,
    },
    /// A pawn stands on rank 1 or 8.
    #[error("{square}: a pawn on the back rank")]
    PawnOnBackRank {
        /// The pawn's square.
        square: Square,
    },
    /// More than 16 pieces or more than 8 pawns of one side.
    #[error("the {} has too much material ({rule})", side_name(*side))]
    TooMuchMaterial {
        /// The side.
        side: Side,
        /// Which limit: pieces or pawns.
        rule: &'static str,
    },
    /// A castling right that the position cannot hold.
    #[error("{square}: invalid castling right ({rule})")]
    CastlingRight {
        /// The rook's square (or the square a FEN castling letter points to).
        square: Square,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// An en-passant marker or target that the position cannot hold.
    #[error("{square}: invalid en passant ({rule})")]
    EnPassant {
        /// The square of the pawn (FEEN `-P`) or the FEN target square.
        square: Square,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// The side not to move is in check.
    #[error("{square}: the king of the side not to move is in check")]
    OppositeCheck {
        /// The attacked king's square.
        square: Square,
    },
    /// The king to move is attacked by more than two pieces, which no legal game reaches.
    #[error("{square}: the king is attacked by {count} pieces, impossible in a game")]
    ImpossibleCheck {
        /// The king's square.
        square: Square,
        /// The number of attackers.
        count: u32,
    },
    /// A valid chess position written with markers that contradict it (the chess profile is strict: it
    /// accepts exactly the canonical markers).
    #[error("{square}: {found} should be written {expected} ({rule})")]
    WrongMarker {
        /// The square.
        square: Square,
        /// The token written.
        found: String,
        /// The token the chess profile writes there.
        expected: String,
        /// Why.
        rule: &'static str,
    },
    /// A FEEN hand holds a piece of the other side: a crazyhouse pocket holds only its owner's pieces, so
    /// the piece has no FEN form (writing it in the other pocket would change its owner).
    #[error(
        "hand piece {token} in the {} hand: a crazyhouse pocket holds only its owner's pieces",
        side_name(*hand)
    )]
    HandPieceOfOtherSide {
        /// The hand token.
        token: String,
        /// Whose hand holds it.
        hand: Side,
    },
    /// The move generator refused the position for a reason this crate's own checks did not find first;
    /// `cause` names what it refused.
    #[error("the move generator refuses {cause} of this position")]
    Unplayable {
        /// What the generator refused: the placement, the castling rights, the en-passant target.
        cause: &'static str,
    },
    /// Two pieces check the king along one line (the king between them, or both on one side of it): no
    /// move gives such a check.
    #[error("{square}: the king is checked by two pieces on one line, impossible in a game")]
    AlignedCheck {
        /// The king's square.
        square: Square,
    },
}

impl PositionError {
    /// A stable kebab-case code for the error, as the fixtures write it.
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").unwrap_err();
    /// assert_eq!(error.code(), "castling-right");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PositionError::Fen(error) => error.code(),
            PositionError::Feen(_) => "feen",
            PositionError::FeenEmit(_) => "feen-emit",
            PositionError::NotChessBoard { .. } => "not-chess-board",
            PositionError::NotChessStyle { .. } => "not-chess-style",
            PositionError::HandsNotAllowed { .. } => "hands-not-allowed",
            PositionError::BadHandPiece { .. } => "bad-hand-piece",
            PositionError::BadPiece { .. } => "bad-piece",
            PositionError::MissingKing { .. } => "missing-king",
            PositionError::TooManyKings { .. } => "too-many-kings",
            PositionError::PawnOnBackRank { .. } => "pawn-on-back-rank",
            PositionError::TooMuchMaterial { .. } => "too-much-material",
            PositionError::CastlingRight { .. } => "castling-right",
            PositionError::EnPassant { .. } => "en-passant",
            PositionError::OppositeCheck { .. } => "opposite-check",
            PositionError::ImpossibleCheck { .. } | PositionError::AlignedCheck { .. } => {
                "impossible-check"
            }
            PositionError::WrongMarker { .. } => "wrong-marker",
            PositionError::HandPieceOfOtherSide { .. } => "hand-piece-of-other-side",
            PositionError::Unplayable { .. } => "unplayable-position",
        }
    }

    /// The byte offset of a syntax error (FEN, or FEEN through tabula-feen).
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(error.offset(), Some(16));
    /// ```
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        match self {
            PositionError::Fen(error) => Some(error.offset),
            PositionError::Feen(error) => error.offset(),
            _ => None,
        }
    }

    /// The square the error names, if it names one.
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("P3k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    /// assert_eq!(error.square().map(|s| s.to_string()), Some("a8".to_owned()));
    /// ```
    #[must_use]
    pub const fn square(&self) -> Option<Square> {
        match self {
            PositionError::BadPiece { square, .. }
            | PositionError::TooManyKings { square, .. }
            | PositionError::PawnOnBackRank { square }
            | PositionError::CastlingRight { square, .. }
            | PositionError::EnPassant { square, .. }
            | PositionError::OppositeCheck { square }
            | PositionError::ImpossibleCheck { square, .. }
            | PositionError::AlignedCheck { square }
            | PositionError::WrongMarker { square, .. } => Some(*square),
            _ => None,
        }
    }
}

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
/// attacked square f1`); [`IllegalMove::pmn`] gives the move as written. [`PlayError`] and
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

/// Any error of this crate: a refused position, text that is not in its notation, or an illegal move
/// (each concern has its own type; this one wraps them, for `?` over several).
///
/// ```
/// use tabula_chess::{Error, Position};
/// fn play(fen: &str, pmn: &str) -> Result<Position, Error> {
///     Ok(Position::from_fen(fen)?.play_pmn(pmn)?)
/// }
/// assert_eq!(play("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1-e2")?.to_feen(), "4k^3/8/8/8/8/8/4K^3/8 / c/C");
/// assert_eq!(play("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1-e3").unwrap_err().code(), "illegal-move");
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A refused position.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// Text that is not a move or square in its notation.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// A move the rules refuse (written `MOVE: RULE`).
    #[error("{pmn}: {error}", pmn = .0.pmn(), error = .0)]
    Illegal(#[from] IllegalMove),
}

impl From<FenError> for Error {
    fn from(error: FenError) -> Error {
        Error::Position(PositionError::Fen(error))
    }
}

impl From<PlayError> for Error {
    fn from(error: PlayError) -> Error {
        match error {
            PlayError::Notation(error) => Error::Notation(error),
            PlayError::Illegal(error) => Error::Illegal(error),
        }
    }
}

/// Why a move given as text was not played: the text is not PMN, or the move is refused.
///
/// ```
/// use tabula_chess::{PlayError, Position};
/// assert!(matches!(Position::start().play_pmn("e2"), Err(PlayError::Notation(_))));
/// assert!(matches!(Position::start().play_pmn("e2-e5"), Err(PlayError::Illegal(_))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The text is not a PMN move.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The rules refuse the move (written `MOVE: RULE`).
    #[error("{pmn}: {error}", pmn = .0.pmn(), error = .0)]
    Illegal(#[from] IllegalMove),
}

impl PlayError {
    /// The code of the wrapped error.
    ///
    /// ```
    /// assert_eq!(tabula_chess::Position::start().play_pmn("e2").unwrap_err().code(), "pmn");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PlayError::Notation(error) => error.code(),
            PlayError::Illegal(error) => error.code(),
        }
    }

    /// The byte offset of a PMN syntax error.
    ///
    /// ```
    /// assert_eq!(tabula_chess::Position::start().play_pmn("e2").unwrap_err().offset(), Some(2));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            PlayError::Notation(error) => error.offset(),
            PlayError::Illegal(_) => None,
        }
    }
}

impl Error {
    /// A stable kebab-case code for the error, as the fixtures write it.
    ///
    /// ```
    /// let error = tabula_chess::Error::from(tabula_chess::fen::to_feen("8/8 w - -").unwrap_err());
    /// assert_eq!(error.code(), "fen-placement");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Position(error) => error.code(),
            Error::Notation(error) => error.code(),
            Error::Illegal(error) => error.code(),
        }
    }

    /// The square a position error names, if it names one.
    ///
    /// ```
    /// let error = tabula_chess::Error::from(tabula_chess::fen::to_feen("P3k3/8/8/8/8/8/8/4K3 w - -").unwrap_err());
    /// assert_eq!(error.square().map(|s| s.to_string()), Some("a8".to_owned()));
    /// ```
    #[must_use]
    pub const fn square(&self) -> Option<Square> {
        match self {
            Error::Position(error) => error.square(),
            _ => None,
        }
    }

    /// The byte offset of a syntax error (FEN, FEEN or PMN).
    ///
    /// ```
    /// let error = tabula_chess::Error::from(tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 x").unwrap_err());
    /// assert_eq!(error.offset(), Some(16));
    /// ```
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        match self {
            Error::Position(error) => error.offset(),
            Error::Notation(error) => error.offset(),
            Error::Illegal(_) => None,
        }
    }
}

macro_rules! codes {
    ($($t:ty),*) => {$(
        impl tabula_game::ErrorCode for $t {
            fn code(&self) -> &'static str {
                <$t>::code(self)
            }
        }
    )*};
}
codes!(
    FenError,
    PositionError,
    NotationError,
    IllegalMove,
    PlayError,
    Error
);

const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first player (White)",
        Side::Second => "second player (Black)",
    }
}
