//! Why a game of a PGN file was not read.

use core::fmt;

use crate::san::SanError;

/// What went wrong in one game.
///
/// ```
/// use tabula_chess::pgn::{PgnErrorKind, Reader};
/// let error = Reader::new("1. e4 e5 2. Ke3 *".as_bytes()).next().unwrap().unwrap_err();
/// assert!(matches!(error.kind(), PgnErrorKind::Move { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// The input could not be read (the I/O error's text).
    Io(String),
    /// The game is longer than [`Limits::max_game_bytes`](super::Limits::max_game_bytes).
    GameTooLong {
        /// The limit.
        limit: usize,
    },
    /// The game has more plies than [`Limits::max_plies`](super::Limits::max_plies).
    TooManyPlies {
        /// The limit.
        limit: usize,
    },
    /// A tag pair that is not `[Name "value"]`.
    Tag {
        /// What was expected.
        expected: &'static str,
    },
    /// The `FEN` tag is not a legal position (the crate's error, in words).
    Fen(String),
    /// A `Variant` other than standard chess or Chess960.
    Variant(String),
    /// A move that is not legal SAN in its position.
    Move {
        /// The token as written.
        token: String,
        /// Why.
        error: SanError,
    },
    /// A null move (`--`), which Tabula does not play.
    NullMove,
    /// A `)` without its `(`.
    UnbalancedVariation,
    /// A `{` comment that is never closed (it would swallow the rest of the file).
    UnclosedComment {
        /// The line of the `{`.
        opened: u64,
    },
    /// A `(` variation that is never closed before the game ends.
    UnclosedVariation {
        /// The line of the `(` left open.
        opened: u64,
    },
    /// A token that is none of PGN's.
    Token(String),
}

/// A game that could not be read: its number in the file (1 for the first), the ply of the bad move
/// (1 for White's first move from the standard start), the line (1-based) and the error.
///
/// ```
/// use tabula_chess::pgn::Reader;
/// let error = Reader::new("1. e4 e5 2. Ke3 *".as_bytes()).next().unwrap().unwrap_err();
/// assert_eq!((error.game(), error.ply(), error.line()), (1, Some(3), 1));
/// assert_eq!(error.code(), "pgn-illegal-move");
/// assert_eq!(error.to_string(),
///     "game 1, ply 3 (line 1): `Ke3` is not legal here: the king on e1 cannot move to e3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    pub(crate) game: u64,
    pub(crate) ply: Option<usize>,
    pub(crate) line: u64,
    pub(crate) kind: PgnErrorKind,
}

impl PgnError {
    /// The game's number in the input (1 for the first).
    ///
    /// ```
    /// # let error = tabula_chess::pgn::Reader::new("1. e5 *".as_bytes()).next().unwrap().unwrap_err();
    /// assert_eq!(error.game(), 1);
    /// ```
    #[must_use]
    pub const fn game(&self) -> u64 {
        self.game
    }

    /// The ply of the bad move (1-based), when a move is to blame.
    ///
    /// ```
    /// # let error = tabula_chess::pgn::Reader::new("1. e5 *".as_bytes()).next().unwrap().unwrap_err();
    /// assert_eq!(error.ply(), Some(1));
    /// ```
    #[must_use]
    pub const fn ply(&self) -> Option<usize> {
        self.ply
    }

    /// The line of the input (1-based, counted over the whole input).
    ///
    /// ```
    /// # let error = tabula_chess::pgn::Reader::new("\n\n1. e5 *".as_bytes()).next().unwrap().unwrap_err();
    /// assert_eq!(error.line(), 3);
    /// ```
    #[must_use]
    pub const fn line(&self) -> u64 {
        self.line
    }

    /// What went wrong.
    ///
    /// ```
    /// # let error = tabula_chess::pgn::Reader::new("1. -- *".as_bytes()).next().unwrap().unwrap_err();
    /// assert_eq!(error.kind(), &tabula_chess::pgn::PgnErrorKind::NullMove);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> &PgnErrorKind {
        &self.kind
    }

    /// The error's stable kebab-case code.
    ///
    /// ```
    /// # let error = tabula_chess::pgn::Reader::new("1. e4 ) *".as_bytes()).next().unwrap().unwrap_err();
    /// assert_eq!(error.code(), "pgn-unbalanced-variation");
    /// ```
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match &self.kind {
            PgnErrorKind::Io(_) => "pgn-io",
            PgnErrorKind::GameTooLong { .. } => "pgn-game-too-long",
            PgnErrorKind::TooManyPlies { .. } => "pgn-too-many-plies",
            PgnErrorKind::Tag { .. } => "pgn-tag",
            PgnErrorKind::Fen(_) => "pgn-fen",
            PgnErrorKind::Variant(_) => "pgn-variant",
            PgnErrorKind::Move { error, .. } => match error {
                SanError::Syntax { .. } | SanError::Empty | SanError::TooLong { .. } => {
                    "pgn-move-syntax"
                }
                SanError::Ambiguous { .. } => "pgn-ambiguous-move",
                _ => "pgn-illegal-move",
            },
            PgnErrorKind::NullMove => "pgn-null-move",
            PgnErrorKind::UnbalancedVariation => "pgn-unbalanced-variation",
            PgnErrorKind::UnclosedComment { .. } => "pgn-unclosed-comment",
            PgnErrorKind::UnclosedVariation { .. } => "pgn-unclosed-variation",
            PgnErrorKind::Token(_) => "pgn-token",
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        if let Some(ply) = self.ply {
            write!(f, ", ply {ply}")?;
        }
        write!(f, " (line {}): ", self.line)?;
        match &self.kind {
            PgnErrorKind::Io(text) => write!(f, "cannot read the input: {text}"),
            PgnErrorKind::GameTooLong { limit } => {
                write!(f, "the game is longer than {limit} bytes")
            }
            PgnErrorKind::TooManyPlies { limit } => {
                write!(f, "the game has more than {limit} plies")
            }
            PgnErrorKind::Tag { expected } => write!(f, "bad tag pair: expected {expected}"),
            PgnErrorKind::Fen(text) => write!(f, "the FEN tag is not a legal position: {text}"),
            PgnErrorKind::Variant(name) => write!(
                f,
                "variant `{name}` is not supported (standard chess and Chess960 are)"
            ),
            PgnErrorKind::Move { error, .. } => write!(f, "{error}"),
            PgnErrorKind::NullMove => f.write_str("a null move (--) cannot be played"),
            PgnErrorKind::UnbalancedVariation => f.write_str("`)` closes no variation"),
            PgnErrorKind::UnclosedComment { opened } => write!(
                f,
                "the `{{` comment opened on line {opened} is never closed: close it with `}}`"
            ),
            PgnErrorKind::UnclosedVariation { opened } => write!(
                f,
                "the `(` variation opened on line {opened} is never closed: close it with `)` before the result"
            ),
            PgnErrorKind::Token(token) => write!(f, "`{token}` is not a PGN token"),
        }
    }
}

impl std::error::Error for PgnError {}
