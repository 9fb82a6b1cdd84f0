//! The door from FEN: FEN, X-FEN, Shredder-FEN, EPD and crazyhouse FEN ↔ chess-profile FEEN.
//!
//! ```
//! use tabula_chess::fen::{self, Options};
//! let converted = fen::to_feen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
//! assert_eq!(converted.feen,
//!     "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C");
//! // What FEEN cannot hold is handed back, never dropped silently.
//! assert_eq!(converted.lost.en_passant.map(|s| s.to_string()), Some("e3".to_owned()));
//! assert_eq!((converted.lost.halfmove_clock, converted.lost.fullmove_number), (Some(0), Some(1)));
//! // And back: X-FEN castling by default, counters from the options.
//! assert_eq!(fen::from_feen(&converted.feen, &Options::default())?,
//!     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! # Ok::<(), tabula_chess::Error>(())
//! ```

mod read;
mod write;

pub use read::MAX_FEN_LEN;

use crate::profile;
use crate::{FenField, Position, PositionError, Square};

/// What a FEN → FEEN conversion could not keep, returned beside the FEEN.
///
/// ```
/// let lost = tabula_chess::fen::to_feen("4k3/8/8/8/8/8/8/4K3 w - - 12 40")?.lost;
/// assert_eq!((lost.halfmove_clock, lost.fullmove_number), (Some(12), Some(40)));
/// assert!(lost.en_passant.is_none() && lost.operations.is_none() && lost.defaulted.is_empty());
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Lost {
    /// The half-move clock, if the record had one (FEEN has no counters).
    pub halfmove_clock: Option<u32>,
    /// The full-move number, if the record had one (`0` is accepted and reported as read).
    pub fullmove_number: Option<u32>,
    /// An en-passant target dropped because no legal en-passant capture uses it.
    pub en_passant: Option<Square>,
    /// EPD operations (everything after the fourth field), which FEEN cannot hold.
    pub operations: Option<String>,
    /// Fields the record left out, filled with the defaults `w - - 0 1` (as python-chess and shakmaty do).
    pub defaulted: Vec<FenField>,
}

/// A FEEN string and what the conversion lost.
///
/// ```
/// let c = tabula_chess::fen::to_feen("8/8/8/8/8/8/8/K6k w - -")?;
/// assert_eq!(c.feen, "8/8/8/8/8/8/8/K^6k^ / C/c");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Conversion {
    /// The canonical chess-profile FEEN.
    pub feen: String,
    /// What FEEN could not hold.
    pub lost: Lost,
}

/// How to spell castling rights in FEN.
///
/// ```
/// assert_eq!(tabula_chess::fen::Castling::default(), tabula_chess::fen::Castling::XFen);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Castling {
    /// `KQkq`, with a file letter only for a rook that is not the outermost on its side (X-FEN; plain FEN
    /// for every standard position).
    #[default]
    XFen,
    /// Always the rooks' file letters, White first, h side first: `HAha` (Shredder-FEN).
    Shredder,
}

/// How to write FEN.
///
/// ```
/// use tabula_chess::fen::{self, Castling, Options};
/// let options = Options { castling: Castling::Shredder, epd: true, ..Options::default() };
/// assert_eq!(fen::write(&tabula_chess::Position::start(), &options),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    /// The castling spelling.
    pub castling: Castling,
    /// Write EPD's four fields instead of FEN's six.
    pub epd: bool,
    /// The half-move clock to write (FEEN has none).
    pub halfmove_clock: u32,
    /// The full-move number to write (FEEN has none).
    pub fullmove_number: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            castling: Castling::XFen,
            epd: false,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

/// Converts a FEN, X-FEN, Shredder-FEN, EPD or crazyhouse FEN record to chess-profile FEEN.
///
/// ```
/// let c = tabula_chess::fen::to_feen("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1")?;
/// assert_eq!(c.feen, "2k^5/8/8/8/8/8/8/4K^3 Q/n C/c");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
///
/// # Errors
/// [`PositionError::Fen`] for syntax, and every position error of [`Position::from_feen`] (missing king, bad
/// castling right or en-passant target, the side not to move in check, …).
pub fn to_feen(fen: &str) -> Result<Conversion, PositionError> {
    read::to_feen(fen)
}

/// Converts a chess-profile FEEN (hands allowed, written as a crazyhouse pocket) to FEN or EPD.
///
/// ```
/// use tabula_chess::fen::{self, Castling, Options};
/// let feen = "-rbbqn1k^+r/+p+p2+p1+p+p/6n1/2pp1p2/2P4P/P7/B+P1+P+P+P+P1/-R1BQNNK^-R / C/c";
/// let options = Options { castling: Castling::Shredder, ..Options::default() };
/// assert_eq!(fen::from_feen(feen, &options)?,
///     "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 1");
/// # Ok::<(), tabula_chess::Error>(())
/// ```
///
/// # Errors
/// Every error of [`Position::from_feen`], except that pieces in hand are accepted.
pub fn from_feen(feen: &str, options: &Options) -> Result<String, PositionError> {
    let (snapshot, pockets) = profile::read_feen(feen, true)?;
    Ok(write::write(&snapshot, &pockets, options))
}

/// Writes a position as FEN (or EPD).
///
/// ```
/// use tabula_chess::{Position, fen};
/// assert_eq!(fen::write(&Position::start(), &fen::Options::default()),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
#[must_use]
pub fn write(position: &Position, options: &Options) -> String {
    write::write(&position.snapshot(), &[[0; 5]; 2], options)
}

impl Position {
    /// Reads a FEN (X-FEN, Shredder-FEN, EPD) record; what FEEN cannot hold is ignored (use
    /// [`to_feen`] to see it).
    ///
    /// ```
    /// let position = tabula_chess::Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(position.legal_moves().len(), 26);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`to_feen`]; and [`PositionError::HandsNotAllowed`] for a crazyhouse pocket that is not empty.
    pub fn from_fen(fen: &str) -> Result<Position, PositionError> {
        read_fide(fen).map(|(position, _)| position)
    }
}

/// Reads a FIDE position from a FEN record, with its counters (0 and 1 when the record has none; a full-move
/// number 0 is read as 1).
pub(crate) fn read_fide(fen: &str) -> Result<(Position, tabula_game::Counters), PositionError> {
    let (snapshot, pockets, lost) = read::read(fen, true)?;
    if let Some(token) = write::pocket_text(&pockets) {
        return Err(PositionError::HandsNotAllowed { token });
    }
    let counters = tabula_game::Counters {
        halfmove_clock: lost.halfmove_clock.unwrap_or(0),
        move_number: lost.fullmove_number.unwrap_or(1).max(1),
    };
    Ok((snapshot.into_position()?, counters))
}
