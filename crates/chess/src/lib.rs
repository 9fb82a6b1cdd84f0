#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod direct;
mod error;
mod explain;
pub mod fen;
mod game;
mod moves;
mod notation;
pub mod pgn;
mod pmn;
mod pmn_hint;
mod pmn_hook;
mod position;
mod profile;
mod queries;
pub mod san;
mod setup;
mod snapshot;
mod square;
pub mod uci;

pub use error::{Error, FenError, FenField, IllegalMove, NotationError, PlayError, PositionError};
pub use game::{FIFTY_MOVES, SEVENTY_FIVE_MOVES};
pub use moves::{ChessMove, MoveKind, Promotion};
pub use pmn_hook::ChessRules;
pub use position::{Position, Status};
pub use queries::{CastlingRights, PieceKind};
pub use square::Square;
pub use tabula_protocol::Side;

impl Position {
    /// Reads a chess-profile FEEN (style `C/c`, 8×8, no pieces in hand) through tabula-feen.
    ///
    /// The profile is strict: the markers must be exactly those [`Position::to_feen`] writes
    /// (`+R`/`-R` for the rooks keeping a castling right, `+P` on the initial rank, `-P` for a pawn that
    /// can be taken en passant, `-K^` for a king in check), so that one position has one string.
    ///
    /// ```
    /// use tabula_chess::{PositionError, Position};
    /// let start = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    /// assert_eq!(Position::from_feen(start)?, Position::start());
    /// // An old-convention +R on a blocked rook contradicts the position:
    /// let old = "+rnbqk^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    /// assert_eq!(Position::from_feen(old).unwrap_err().to_string(),
    ///     "a8: +r should be written -r (this rook keeps its castling right, but castling with it is not playable now)");
    /// # Ok::<(), PositionError>(())
    /// ```
    ///
    /// # Errors
    /// [`PositionError::Feen`] for invalid FEEN; [`PositionError::NotChessBoard`],
    /// [`PositionError::NotChessStyle`], [`PositionError::HandsNotAllowed`], [`PositionError::BadPiece`] for
    /// what is not chess; [`PositionError::MissingKing`], [`PositionError::TooManyKings`],
    /// [`PositionError::PawnOnBackRank`], [`PositionError::TooMuchMaterial`],
    /// [`PositionError::CastlingRight`], [`PositionError::EnPassant`], [`PositionError::OppositeCheck`],
    /// [`PositionError::ImpossibleCheck`], [`PositionError::AlignedCheck`] for an impossible position;
    /// [`PositionError::WrongMarker`] for markers that contradict it.
    pub fn from_feen(feen: &str) -> Result<Position, PositionError> {
        match direct::read_position(feen) {
            Some(position) => Ok(position),
            None => profile::read_feen_general(feen, false)?.0.into_position(),
        }
    }

    /// Writes the position as canonical chess-profile FEEN, every marker computed from the position.
    ///
    /// ```
    /// let position = tabula_chess::Position::from_fen("r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(position.to_feen(), "+r3k^2+r/8/8/8/8/8/6b1/+R3K^2-R / C/c");
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn to_feen(&self) -> String {
        let mut out = String::with_capacity(96);
        profile::write_feen(&self.snapshot(), &[[0; 5]; 2], &mut out);
        out
    }
}
