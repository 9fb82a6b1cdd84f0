//! Standard Algebraic Notation (SAN, PGN standard §8.2.3): `e4`, `Nbd7`, `exd5`, `e8=Q+`, `O-O-O#`.
//!
//! [`write`] (and [`San::new`]) spell a legal move exactly as python-chess 1.11's `Board.san()` does: the
//! piece letter (none for a pawn), the shortest disambiguation among the *legal* moves of the same piece
//! type to the same square (the file, else the rank, else both), `x` for a capture (a pawn capture starts
//! with its file; en passant is written like any pawn capture), the destination, `=Q`/`=R`/`=B`/`=N` for a
//! promotion, `O-O`/`O-O-O` for castling (also in Chess960, by the side of the rook), then `+` for check or
//! `#` for checkmate.
//!
//! [`read`] accepts SAN the way players type it. Each leniency, and what stays refused:
//!
//! - `0-0` / `0-0-0` (digit zeros) and `o-o` for castling; in standard chess the king's two-square move
//!   `Kg1` / `Kc1` is read as castling too (python-chess does the same).
//! - a missing, superfluous or wrong check suffix (`+`, `#`, `++`): the suffix is ignored;
//! - annotation glyphs after the move (`!`, `?`, `!!`, `?!`, …) are ignored;
//! - the promotion with or without `=`, in either case: `e8=Q`, `e8Q`, `e8=q`;
//! - a superfluous disambiguation (`Ngf3`, `Ng1f3`, `e4xd5`) when it names the moving piece;
//! - a capture written without `x` (`Nf3` for `Nxf3`);
//! - lowercase `n`, `r`, `q`, `k` as piece letters; a lowercase `b` is always the b file (a pawn), as
//!   python-chess reads it — `bxc3` is a pawn capture, and when only a bishop can play it the error says
//!   to write `Bxc3`;
//! - surrounding ASCII whitespace.
//!
//! Refused with a reason ([`SanError`], each with a code and a byte offset): `x` on a move that captures
//! nothing (`Nxf3` onto an empty square), a promotion missing or given to a move that does not promote,
//! an ambiguous move (the error lists the candidates), an illegal one (the error gives the rule), and
//! text in another notation: UCI `e2e4` and PMN `e2-e4` are answered with the SAN spelling that works.
//! A null move (`--`) is refused: [`ChessMove`] has none.
//!
//! ```
//! use tabula_chess::{Position, san};
//! let position = Position::start();
//! let m = san::read(&position, "Nf3")?;
//! assert_eq!(san::write(&position, m), "Nf3");
//! assert_eq!(san::read(&position, "Ng1f3!?")?, m);
//! assert_eq!(san::read(&position, "e2e4").unwrap_err().to_string(),
//!     "`e2e4` is a UCI move; in SAN it is written `e4`");
//! # Ok::<(), tabula_chess::san::SanError>(())
//! ```

mod error;
mod read;
mod syntax;
mod write;

pub use error::SanError;
pub use read::read;
pub(crate) use read::read_with_rivals;
pub use syntax::MAX_SAN_LEN;
pub use write::{San, write};

use cozy_chess::Piece;

use crate::{Position, Square};

/// The piece on `square` (internal access to the board, kept in one place).
pub(crate) fn piece_on(position: &Position, square: Square) -> Option<Piece> {
    position.board.piece_on(square.cozy())
}

/// The SAN letter of a piece (upper case; `P` for a pawn, which SAN does not write).
pub(crate) const fn letter(piece: Piece) -> u8 {
    match piece {
        Piece::Pawn => b'P',
        Piece::Knight => b'N',
        Piece::Bishop => b'B',
        Piece::Rook => b'R',
        Piece::Queen => b'Q',
        Piece::King => b'K',
    }
}
