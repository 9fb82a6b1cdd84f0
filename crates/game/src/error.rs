//! Why a move given to a position or a game was refused.

use core::fmt;

use crate::{GameKind, Notation, Outcome};

/// A stable, machine-readable code for an error (kebab-case, e.g. `illegal-move`), the same in the CLI's
/// JSON, Python and JavaScript. Every error type of a rules crate implements it.
///
/// ```
/// use tabula_game::{ErrorCode, MoveError};
/// let error: MoveError<std::convert::Infallible> = MoveError::Unsupported {
///     notation: tabula_game::Notation::Usi, game: tabula_game::GameKind::Chess };
/// assert_eq!(error.code(), "notation-unsupported");
/// ```
pub trait ErrorCode {
    /// The error's code.
    fn code(&self) -> &'static str;
}

impl ErrorCode for core::convert::Infallible {
    fn code(&self) -> &'static str {
        match *self {}
    }
}

/// Why a move, given as a value or as text in some notation, was not played.
///
/// `I` is the game's legality error ([`crate::Rules::IllegalMove`]), which names the rule that refuses the
/// move. The other variants are about the text (its notation) and the game (over, or the notation not one
/// of its own).
///
/// ```
/// use tabula_game::{MoveError, Notation};
/// let error: MoveError<std::convert::Infallible> = MoveError::Syntax {
///     notation: Notation::San, text: "Nf9".into(), offset: 2, code: "san-square",
///     message: "f9 is not a square of the board".into(), hint: None };
/// assert_eq!(error.to_string(), "\"Nf9\" is not a SAN move: f9 is not a square of the board (byte 2)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError<I> {
    /// The text is not a move in the notation; `hint` names a spelling that works when the text looks like
    /// another notation.
    Syntax {
        /// The notation the text was read in.
        notation: Notation,
        /// The text.
        text: String,
        /// The byte offset in `text` of the first byte that is wrong.
        offset: usize,
        /// The notation reader's own code for what is wrong.
        code: &'static str,
        /// What is wrong, in words.
        message: String,
        /// How to write it, when Tabula can tell (e.g. "write it e2-e4 in PMN or e4 in SAN").
        hint: Option<String>,
    },
    /// The text names more than one legal move.
    Ambiguous {
        /// The notation the text was read in (for a move read in any notation, the first that read it).
        notation: Notation,
        /// The text.
        text: String,
        /// The moves it could be, each written unambiguously (in PMN or the notation).
        candidates: Vec<String>,
    },
    /// The text (or value) names a move the rules refuse; the error names the rule.
    Illegal {
        /// The text as given (for a move value, its PMN).
        text: String,
        /// The rule that refuses it.
        error: I,
    },
    /// The game has already ended; no move may follow.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// The game already holds [`crate::Game::MAX_PLIES`] plies.
    HistoryFull {
        /// The bound.
        max: usize,
    },
    /// The notation is not one this game reads or writes.
    Unsupported {
        /// The notation asked for.
        notation: Notation,
        /// The game.
        game: GameKind,
    },
    /// The text is written in a notation players use that Tabula does not read (yet), such as Chinese
    /// xiangqi notation (`炮二平五`), Japanese shōgi notation (`７六歩`) or western shōgi notation (`P-7f`).
    OtherNotation {
        /// The text given.
        text: String,
        /// The notation it looks like, in words.
        looks_like: &'static str,
        /// The game.
        game: GameKind,
        /// The notations this game reads, joined (`pmn, usi, csa`).
        reads: String,
    },
}

impl<I: ErrorCode> ErrorCode for MoveError<I> {
    fn code(&self) -> &'static str {
        match self {
            MoveError::Syntax { code, .. } => code,
            MoveError::Ambiguous { .. } => "ambiguous-move",
            MoveError::Illegal { error, .. } => error.code(),
            MoveError::GameOver { .. } => "game-over",
            MoveError::HistoryFull { .. } => "history-full",
            MoveError::Unsupported { .. } => "notation-unsupported",
            MoveError::OtherNotation { .. } => "other-notation",
        }
    }
}

impl<I> MoveError<I> {
    /// The byte offset in the text where it goes wrong, for a syntax error.
    ///
    /// ```
    /// use tabula_game::{MoveError, Notation};
    /// let error: MoveError<std::convert::Infallible> = MoveError::Syntax { notation: Notation::Pmn,
    ///     text: "e2".into(), offset: 2, code: "pmn", message: "too short".into(), hint: None };
    /// assert_eq!(error.offset(), Some(2));
    /// ```
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        match self {
            MoveError::Syntax { offset, .. } => Some(*offset),
            _ => None,
        }
    }

    /// The same error with the legality error converted (for a facade over several games).
    ///
    /// ```
    /// use tabula_game::{GameKind, MoveError, Notation};
    /// let error: MoveError<u8> = MoveError::Unsupported { notation: Notation::San, game: GameKind::Shogi };
    /// let mapped: MoveError<u16> = error.map_illegal(u16::from);
    /// assert!(matches!(mapped, MoveError::Unsupported { .. }));
    /// ```
    pub fn map_illegal<J>(self, f: impl FnOnce(I) -> J) -> MoveError<J> {
        match self {
            MoveError::Syntax {
                notation,
                text,
                offset,
                code,
                message,
                hint,
            } => MoveError::Syntax {
                notation,
                text,
                offset,
                code,
                message,
                hint,
            },
            MoveError::Ambiguous {
                notation,
                text,
                candidates,
            } => MoveError::Ambiguous {
                notation,
                text,
                candidates,
            },
            MoveError::Illegal { text, error } => MoveError::Illegal {
                text,
                error: f(error),
            },
            MoveError::GameOver { outcome } => MoveError::GameOver { outcome },
            MoveError::HistoryFull { max } => MoveError::HistoryFull { max },
            MoveError::Unsupported { notation, game } => MoveError::Unsupported { notation, game },
            MoveError::OtherNotation {
                text,
                looks_like,
                game,
                reads,
            } => MoveError::OtherNotation {
                text,
                looks_like,
                game,
                reads,
            },
        }
    }
}

impl<I: fmt::Display> fmt::Display for MoveError<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax {
                notation,
                text,
                offset,
                message,
                hint,
                ..
            } => {
                let name = notation.name().to_ascii_uppercase();
                write!(f, "{text:?} is not a {name} move: {message}")?;
                // A reader's message may already say where (`at byte 3`): the offset is said once.
                if !message.contains("byte ") {
                    write!(f, " (byte {offset})")?;
                }
                if let Some(hint) = hint {
                    write!(f, "; {hint}")?;
                }
                Ok(())
            }
            MoveError::Ambiguous {
                text, candidates, ..
            } => write!(
                f,
                "{text:?} is ambiguous: it could be {}",
                candidates.join(" or ")
            ),
            MoveError::Illegal { text, error } => write!(f, "{text}: {error}"),
            MoveError::GameOver { outcome } => {
                write!(f, "the game is over ({outcome}); no move may follow")
            }
            MoveError::HistoryFull { max } => {
                write!(f, "the game already holds {max} plies, Tabula's bound")
            }
            MoveError::Unsupported { notation, game } => {
                write!(f, "{game} has no {notation} notation")
            }
            MoveError::OtherNotation {
                text,
                looks_like,
                game,
                reads,
            } => write!(
                f,
                "{text:?} looks like {looks_like}, which Tabula does not read yet; write this {game} move in {reads}"
            ),
        }
    }
}

impl<I: core::error::Error + 'static> core::error::Error for MoveError<I> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            MoveError::Illegal { error, .. } => Some(error),
            _ => None,
        }
    }
}
