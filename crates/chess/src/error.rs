//! The crate's one error type.

use tabula_protocol::Side;

use crate::Square;

/// A field of a FEN (or EPD) record, for [`Error::Fen`].
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

/// Everything that can go wrong in this crate. Squares are named in CELL terms (`e4`), FEN syntax errors
/// carry the byte offset.
///
/// ```
/// let error = tabula_chess::Position::from_feen("4k^3/8/8/8/8/8/8/8 / C/c").unwrap_err();
/// assert_eq!(error.to_string(), "no king of the first player (White) on the board");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
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
    /// A FEN, X-FEN, Shredder-FEN or EPD syntax error.
    #[error("{field} at byte {offset}: {reason}")]
    Fen {
        /// The field in error.
        field: FenField,
        /// The byte offset of the problem in the input.
        offset: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// Text that should be a square of the chess board (`a1` … `h8`) is not.
    #[error("{text:?} is not a square of the chess board (a1 … h8)")]
    NotASquare {
        /// The text (at most 16 characters of it).
        text: String,
    },
    /// A move that is not legal in the position, with the rule it breaks (from [`crate::Position::why_illegal`]),
    /// e.g. `e1~g1: castling through an attacked square f1`.
    #[error("{pmn}: {reason}")]
    IllegalMove {
        /// The move in PMN.
        pmn: String,
        /// The rule the move breaks, naming squares in CELL terms.
        reason: String,
    },
    /// The text is not a PMN move (tabula-pmn's parse error, with its byte offset).
    #[error("{text:?} is not a PMN move: {error}")]
    Pmn {
        /// The text (at most 32 characters of it).
        text: String,
        /// tabula-pmn's error.
        error: tabula_pmn::Error,
    },
    /// A valid PMN move that no chess move can be: a form chess does not have (pass, drop, static capture,
    /// in-place change), a square off the 8×8 board, a `/C` suffix, or an `=A` suffix that is not a promotion.
    #[error("{pmn}: {reason}")]
    NotAChessMove {
        /// The move in PMN.
        pmn: String,
        /// Why chess has no such move.
        reason: String,
    },
    /// A legal move written other than canonically (wrong operator, or a promotion in the other side's
    /// case): `e1-g1` for the castling `e1~g1`, `d1-f3` for the capture `d1+f3`, `e7-e8=q` for White's `e7-e8=Q`.
    #[error("{pmn}: this move is written {canonical}")]
    NonCanonicalMove {
        /// The move as given.
        pmn: String,
        /// Its canonical PMN spelling.
        canonical: String,
    },
}

impl Error {
    /// A stable kebab-case code for the error, as the fixtures write it.
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").unwrap_err();
    /// assert_eq!(error.code(), "castling-right");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Feen(_) => "feen",
            Error::FeenEmit(_) => "feen-emit",
            Error::NotChessBoard { .. } => "not-chess-board",
            Error::NotChessStyle { .. } => "not-chess-style",
            Error::HandsNotAllowed { .. } => "hands-not-allowed",
            Error::BadHandPiece { .. } => "bad-hand-piece",
            Error::BadPiece { .. } => "bad-piece",
            Error::MissingKing { .. } => "missing-king",
            Error::TooManyKings { .. } => "too-many-kings",
            Error::PawnOnBackRank { .. } => "pawn-on-back-rank",
            Error::TooMuchMaterial { .. } => "too-much-material",
            Error::CastlingRight { .. } => "castling-right",
            Error::EnPassant { .. } => "en-passant",
            Error::OppositeCheck { .. } => "opposite-check",
            Error::ImpossibleCheck { .. } => "impossible-check",
            Error::WrongMarker { .. } => "wrong-marker",
            Error::Fen { field, .. } => match field {
                FenField::Record => "fen-record",
                FenField::Placement => "fen-placement",
                FenField::Pocket => "fen-pocket",
                FenField::Side => "fen-side",
                FenField::Castling => "fen-castling",
                FenField::EnPassant => "fen-en-passant",
                FenField::HalfmoveClock => "fen-halfmove-clock",
                FenField::FullmoveNumber => "fen-fullmove-number",
            },
            Error::NotASquare { .. } => "not-a-square",
            Error::IllegalMove { .. } => "illegal-move",
            Error::Pmn { .. } => "pmn",
            Error::NotAChessMove { .. } => "not-a-chess-move",
            Error::NonCanonicalMove { .. } => "non-canonical-move",
        }
    }

    /// The byte offset of a FEN syntax error.
    ///
    /// ```
    /// let error = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(error.offset(), Some(16));
    /// ```
    #[must_use]
    pub const fn offset(&self) -> Option<usize> {
        match self {
            Error::Fen { offset, .. } => Some(*offset),
            Error::Pmn { error, .. } => error.offset(),
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
            Error::BadPiece { square, .. }
            | Error::TooManyKings { square, .. }
            | Error::PawnOnBackRank { square }
            | Error::CastlingRight { square, .. }
            | Error::EnPassant { square, .. }
            | Error::OppositeCheck { square }
            | Error::ImpossibleCheck { square, .. }
            | Error::WrongMarker { square, .. } => Some(*square),
            _ => None,
        }
    }
}

const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first player (White)",
        Side::Second => "second player (Black)",
    }
}
