//! The record readers' one error type.

/// What went wrong reading a KIF or CSA record, with where: the line (from 1) and the byte offset in the
/// stream of the line's start (or of the byte at fault, for encoding errors).
///
/// ```
/// use tabula_shogi::records::{CsaReader, RecordErrorKind};
/// let error = CsaReader::new("PI\n+\n+7776FU\n+3334FU\n".as_bytes()).next().unwrap().unwrap_err();
/// assert_eq!(error.code(), "wrong-side");
/// assert_eq!((error.line, error.offset), (4, 13));
/// assert_eq!(error.to_string(), "line 4 (byte 13): `+3334FU` is a move by sente where gote is to move");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line} (byte {offset}): {kind}")]
#[non_exhaustive]
pub struct RecordError {
    /// What is wrong.
    pub kind: RecordErrorKind,
    /// The line, from 1.
    pub line: usize,
    /// The byte offset of the line in the stream.
    pub offset: usize,
}

impl RecordError {
    /// A stable kebab-case code (the fixtures' `error`), one per kind.
    ///
    /// ```
    /// let error = tabula_shogi::records::KifReader::new("手合割：九枚落ち\n".as_bytes()).next().unwrap().unwrap_err();
    /// assert_eq!(error.code(), "unknown-handicap");
    /// ```
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
}

/// The kinds of [`RecordError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// The reader failed (the I/O error's message).
    #[error("reading failed: {0}")]
    Io(String),
    /// The bytes are not text in the encoding.
    #[error("the bytes are not valid {0}")]
    Encoding(&'static str),
    /// The bytes are not UTF-8, and this build reads and writes no `Shift_JIS`: tabula-shogi was built
    /// without its `shift-jis` feature (as the WebAssembly package is, where the host decodes first).
    #[error(
        "the bytes are not UTF-8, and this build has no Shift_JIS (tabula-shogi's `shift-jis` feature is \
         off): decode the text first, or build with the feature"
    )]
    NoShiftJis,
    /// A line is longer than [`MAX_LINE_BYTES`](super::MAX_LINE_BYTES).
    #[error("a line is longer than {0} bytes (Tabula's bound)")]
    LineTooLong(usize),
    /// A game is longer than [`MAX_GAME_BYTES`](super::MAX_GAME_BYTES).
    #[error("the game is longer than {0} bytes (Tabula's bound)")]
    GameTooLong(usize),
    /// A game has more than [`MAX_PLIES`](super::MAX_PLIES) moves.
    #[error("the game has more than {0} moves (Tabula's bound)")]
    TooManyMoves(usize),
    /// The start position is not a shōgi position SFEN can hold.
    #[error("the start position: {0}")]
    Start(crate::Error),
    /// A `手合割` name Tabula does not know.
    #[error("unknown handicap `{0}`")]
    UnknownHandicap(String),
    /// A board diagram (KIF's BOD, CSA's `P1`…`P9`, `P+`, `P-`) is malformed.
    #[error("board diagram: {0}")]
    Diagram(&'static str),
    /// A move is not written the way the format writes moves.
    #[error("`{text}` is not a move: {why}")]
    MoveSyntax {
        /// The move as written.
        text: String,
        /// What is wrong.
        why: &'static str,
    },
    /// A KIF move number is not the next one.
    #[error("move number {found} where {expected} is due")]
    MoveNumber {
        /// The number due.
        expected: usize,
        /// The number written.
        found: usize,
    },
    /// A move cannot be played on the board as it stands.
    #[error("`{text}` cannot be played: {why}")]
    Unplayable {
        /// The move as written.
        text: String,
        /// Why.
        why: &'static str,
    },
    /// The piece a move names is not the piece on its origin.
    #[error("`{text}` names {named} but {found} stands on the origin")]
    WrongPiece {
        /// The move as written.
        text: String,
        /// The piece named.
        named: &'static str,
        /// The piece on the board.
        found: &'static str,
    },
    /// `同` ("same square") where there is no previous move.
    #[error("`同` (the previous move's square) on the first move")]
    SameWithoutPrevious,
    /// A CSA move by the side not to move.
    #[error("`{text}` is a move by {side} where {to_move} is to move")]
    WrongSide {
        /// The move as written.
        text: String,
        /// The mover written.
        side: &'static str,
        /// The side to move.
        to_move: &'static str,
    },
    /// A move after the line that ended the game.
    #[error("a move after the end of the game")]
    MoveAfterEnd,
    /// A time is malformed.
    #[error("`{0}` is not a time")]
    Time(String),
    /// A CSA game without its start position (`PI` or `P1`…`P9` and the side to move).
    #[error("a move before the start position (`PI` or `P1`…`P9`, then `+` or `-`)")]
    NoStart,
    /// A line the format does not have.
    #[error("unrecognised line `{0}`")]
    Unrecognised(String),
}

impl RecordErrorKind {
    /// The kind's code.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::records::RecordErrorKind::MoveAfterEnd.code(), "move-after-end");
    /// ```
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            RecordErrorKind::Io(_) => "io",
            RecordErrorKind::Encoding(_) => "encoding",
            RecordErrorKind::NoShiftJis => "no-shift-jis",
            RecordErrorKind::LineTooLong(_) => "line-too-long",
            RecordErrorKind::GameTooLong(_) => "game-too-long",
            RecordErrorKind::TooManyMoves(_) => "too-many-moves",
            RecordErrorKind::Start(_) => "start",
            RecordErrorKind::UnknownHandicap(_) => "unknown-handicap",
            RecordErrorKind::Diagram(_) => "diagram",
            RecordErrorKind::MoveSyntax { .. } => "move-syntax",
            RecordErrorKind::MoveNumber { .. } => "move-number",
            RecordErrorKind::Unplayable { .. } => "unplayable",
            RecordErrorKind::WrongPiece { .. } => "wrong-piece",
            RecordErrorKind::SameWithoutPrevious => "same-without-previous",
            RecordErrorKind::WrongSide { .. } => "wrong-side",
            RecordErrorKind::MoveAfterEnd => "move-after-end",
            RecordErrorKind::Time(_) => "time",
            RecordErrorKind::NoStart => "no-start",
            RecordErrorKind::Unrecognised(_) => "unrecognised",
        }
    }
}
