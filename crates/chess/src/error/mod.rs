//! The crate's errors, one type per concern: FEN syntax and positions (`position`), move text and move
//! legality (`moves`), and [`Error`] over them all.

mod moves;
mod position;

pub use moves::{IllegalMove, NotationError};
pub use position::{FenError, FenField, PositionError};
use tabula_protocol::Side;

use crate::Square;

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
    Error,
    crate::san::SanError,
    crate::uci::UciError,
    crate::pgn::PgnError
);

pub(crate) const fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first player (White)",
        Side::Second => "second player (Black)",
    }
}
