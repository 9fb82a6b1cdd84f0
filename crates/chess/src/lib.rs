#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod error;
mod explain;
pub mod fen;
mod hook;
mod markers;
mod model;
mod moves;
pub mod pgn;
mod pmn;
mod position;
pub mod san;
mod setup;
mod square;
pub mod uci;

pub use error::{Error, FenField};
pub use hook::ChessRules;
pub use moves::{ChessMove, MoveKind, Promotion};
pub use position::{Position, Status};
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
    /// use tabula_chess::{Error, Position};
    /// let start = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    /// assert_eq!(Position::from_feen(start)?, Position::start());
    /// // An old-convention +R on a blocked rook contradicts the position:
    /// let old = "+rnbqk^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
    /// assert_eq!(Position::from_feen(old).unwrap_err().to_string(),
    ///     "a8: +r should be written -r (this rook keeps its castling right, but castling with it is not playable now)");
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Feen`] for invalid FEEN; [`Error::NotChessBoard`], [`Error::NotChessStyle`],
    /// [`Error::HandsNotAllowed`], [`Error::BadPiece`] for what is not chess; [`Error::MissingKing`],
    /// [`Error::TooManyKings`], [`Error::PawnOnBackRank`], [`Error::TooMuchMaterial`],
    /// [`Error::CastlingRight`], [`Error::EnPassant`], [`Error::OppositeCheck`], [`Error::ImpossibleCheck`]
    /// for an impossible position; [`Error::WrongMarker`] for markers that contradict it.
    pub fn from_feen(feen: &str) -> Result<Position, Error> {
        model::read_feen(feen, false)?.0.into_position()
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
        model::write_feen(&self.snapshot(), &[[0; 5]; 2], &mut out);
        out
    }
}
