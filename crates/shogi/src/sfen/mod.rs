//! SFEN (USI, "Forsyth-Edwards notation for shogi"): the [`Sfen`] position, its reader and its writers.

mod copy;
mod read;
mod view;
mod write;

use core::fmt;
use core::str::FromStr;

use tabula_qpi::Side;

use crate::profile::{Kind, ShogiPiece};
use crate::{Error, Square};

pub use tabula_boardtext::Mode;

/// The board and the styles this format spells.
pub(crate) const PROFILE: tabula_boardtext::Profile = tabula_boardtext::Profile {
    shape: &[9, 9],
    letter: tabula_qpi::Letter::S,
};

/// A shōgi position as SFEN holds it: 81 squares, two hands, the side to move and the optional move count.
///
/// Reading checks the notation and what a shōgi set allows (no more pieces of a kind than a set has, one king
/// per player at most, no king or promoted piece in hand); it checks no rule of play (a pawn on the last rank,
/// two pawns on a file and a player in check are all accepted).
///
/// ```
/// use tabula_shogi::{Sfen, Side};
///
/// let sfen = Sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")?;
/// assert_eq!(sfen.side_to_move(), Side::Second);
/// assert_eq!(sfen.move_count(), Some(2));
/// assert_eq!(sfen.to_feen(), "lnsgk^gsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGK^GSNL / s/S");
/// assert_eq!(sfen.to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
/// # Ok::<(), tabula_shogi::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Sfen {
    /// Cell codes (see `profile`), rank a first, file 9 first.
    board: [u8; 81],
    /// Counts per hand (sente, gote) in USI order R B G S N L P.
    hands: [[u8; 7]; 2],
    turn: Side,
    move_count: Option<u32>,
}

impl Sfen {
    fn empty() -> Sfen {
        Sfen {
            board: [0; 81],
            hands: [[0; 7]; 2],
            turn: Side::First,
            move_count: None,
        }
    }

    /// The USI start position, sente to move, move count 1.
    ///
    /// ```
    /// let start = tabula_shogi::Sfen::startpos();
    /// assert_eq!(start.to_string(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    /// ```
    #[must_use]
    pub fn startpos() -> Sfen {
        match read::read(read::STARTPOS, Mode::Strict) {
            Ok((sfen, _, _)) => sfen,
            Err(_) => unreachable!("the start position is valid SFEN"),
        }
    }

    /// Reads an SFEN line in [`Mode::Strict`]. Besides a bare SFEN (`board side hands [count]`), the line
    /// may be a USI `position` command or its tail: `position startpos`, `position sfen …`, `sfen …`,
    /// `startpos`, each optionally followed by `moves …`, which is not read (see [`sfen_to_feen`] for the
    /// offset where the moves start).
    ///
    /// ```
    /// use tabula_shogi::Sfen;
    /// assert_eq!(Sfen::parse("position startpos moves 7g7f 3c3d")?, Sfen::startpos());
    /// let error = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b K 1").unwrap_err();
    /// assert_eq!(error.to_string(), "byte 24 (pieces in hand): a king cannot be in hand");
    /// # Ok::<(), tabula_shogi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first [`Error`] found, left to right.
    ///
    /// [`sfen_to_feen`]: crate::sfen_to_feen
    pub fn parse(line: &str) -> Result<Sfen, Error> {
        Sfen::parse_with(line, Mode::Strict)
    }

    /// Reads an SFEN line in the given [`Mode`].
    ///
    /// ```
    /// use tabula_shogi::{Mode, Sfen};
    /// let sfen = Sfen::parse_with(" 4k4/9/9/9/9/9/9/9/4K4  b pP 1 ", Mode::Lenient)?;
    /// assert_eq!(sfen.to_string(), "4k4/9/9/9/9/9/9/9/4K4 b Pp 1");
    /// assert!(Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b pP 1").is_err());
    /// # Ok::<(), tabula_shogi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first [`Error`] found, left to right.
    pub fn parse_with(line: &str, mode: Mode) -> Result<Sfen, Error> {
        read::read(line, mode).map(|(sfen, _, _)| sfen)
    }

    /// The position of a FEEN string (shōgi's profile: 9×9, styles `S`/`s`, see [`Sfen::from_position`]).
    /// The move count is `None`: FEEN has none.
    ///
    /// ```
    /// let sfen = tabula_shogi::Sfen::from_feen("4k^4/9/9/9/9/9/9/9/4K^4 4PGR/3p2b2s S/s")?;
    /// assert_eq!(sfen.to_string(), "4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 1");
    /// # Ok::<(), tabula_shogi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Feen`] for invalid FEEN, or what [`Sfen::from_position`] refuses.
    pub fn from_feen(feen: &str) -> Result<Sfen, Error> {
        // The borrowed view first (no typed position); anything it gives up on is read the typed way,
        // which names the error.
        if let Some(sfen) =
            tabula_boardtext::view_feen(feen).and_then(|view| Sfen::from_view(&view))
        {
            return Ok(sfen);
        }
        Sfen::from_position(&tabula_boardtext::parse_feen(feen)?)
    }

    /// The typed FEEN position (pieces fully qualified with style `S`/`s`).
    ///
    /// ```
    /// let position = tabula_shogi::Sfen::startpos().to_position();
    /// assert_eq!(position.shape(), &[9, 9]);
    /// assert_eq!(position.board()[76].unwrap().to_string(), "S:K^");
    /// ```
    #[must_use]
    pub fn to_position(&self) -> crate::Position {
        match tabula_boardtext::parse_feen(&self.to_feen()) {
            Ok(position) => position,
            Err(_) => unreachable!("the FEEN writer writes valid FEEN"),
        }
    }

    /// The piece on a square, if any.
    ///
    /// ```
    /// use tabula_shogi::{Sfen, Square};
    /// let king = Sfen::startpos().piece_at(Square::from_index(76).unwrap()).unwrap();
    /// assert_eq!(king.to_string(), "K");
    /// ```
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<ShogiPiece> {
        ShogiPiece::from_code(self.board[square.index()])
    }

    /// How many pieces of a kind a player holds in hand (always 0 for the king).
    ///
    /// ```
    /// use tabula_shogi::{profile::Kind, Sfen, Side};
    /// let sfen = Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 1")?;
    /// assert_eq!(sfen.hand_count(Side::First, Kind::Pawn), 4);
    /// assert_eq!(sfen.hand_count(Side::Second, Kind::Silver), 2);
    /// # Ok::<(), tabula_shogi::Error>(())
    /// ```
    #[must_use]
    pub fn hand_count(&self, side: Side, kind: Kind) -> usize {
        self.hands[side.index()]
            .get(kind as usize)
            .map_or(0, |&n| usize::from(n))
    }

    /// The side to move: [`Side::First`] is sente (`b`), [`Side::Second`] gote (`w`).
    ///
    /// ```
    /// assert_eq!(tabula_shogi::Sfen::startpos().side_to_move(), tabula_shogi::Side::First);
    /// ```
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        self.turn
    }

    /// The move count, when the SFEN had one (FEEN has none).
    ///
    /// ```
    /// use tabula_shogi::Sfen;
    /// assert_eq!(Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b - 7")?.move_count(), Some(7));
    /// assert_eq!(Sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b -")?.move_count(), None);
    /// # Ok::<(), tabula_shogi::Error>(())
    /// ```
    #[must_use]
    pub fn move_count(&self) -> Option<u32> {
        self.move_count
    }

    /// The same position with another move count (`None`: written as `1`). `Some(0)` is taken as `None`,
    /// since USI counts from 1.
    ///
    /// ```
    /// let sfen = tabula_shogi::Sfen::startpos().with_move_count(Some(124));
    /// assert!(sfen.to_string().ends_with(" b - 124"));
    /// ```
    #[must_use]
    pub fn with_move_count(mut self, count: Option<u32>) -> Sfen {
        self.move_count = count.filter(|&n| n > 0);
        self
    }

    /// The same position with the other side to move.
    ///
    /// ```
    /// assert!(tabula_shogi::Sfen::startpos().with_side_to_move(tabula_shogi::Side::Second).to_string().contains(" w "));
    /// ```
    #[must_use]
    pub fn with_side_to_move(mut self, side: Side) -> Sfen {
        self.turn = side;
        self
    }

    /// Checks what a shōgi set allows: per kind, no more pieces than a set has; one king per player.
    fn check_counts(&self) -> Result<(), Error> {
        let mut counts = [0u8; 48];
        for &code in &self.board {
            counts[usize::from(code & COUNTED)] += 1;
        }
        self.check_counted(&counts)
    }

    /// [`Sfen::check_counts`] with the board already counted (`counts[code & COUNTED]`).
    fn check_counted(&self, counts: &[u8; 48]) -> Result<(), Error> {
        match misfit(counts, &self.hands) {
            None => Ok(()),
            Some(Misfit::SecondKing) => Err(self.second_king()),
            Some(Misfit::TooMany { kind, found }) => Err(Error::TooManyPieces {
                kind: kind.letter(),
                found,
                max: kind.set_count(),
            }),
        }
    }

    /// The error naming the first second king (on the error path only).
    #[cold]
    fn second_king(&self) -> Error {
        let mut seen = [false; 2];
        for (index, &code) in self.board.iter().enumerate() {
            if let Some(piece) = ShogiPiece::from_code(code).filter(|p| p.kind() == Kind::King) {
                let side = piece.side();
                if seen[side.index()] {
                    return Error::TooManyKings {
                        side,
                        square: Square::from_index(index).unwrap_or(Square(0)),
                    };
                }
                seen[side.index()] = true;
            }
        }
        unreachable!("called with two kings of one side on the board")
    }
}

/// What a shōgi set does not allow, found first.
enum Misfit {
    /// A second king of one side on the board.
    SecondKing,
    /// More pieces of a kind (board and hands, both sides) than a set has.
    TooMany { kind: Kind, found: usize },
}

/// The bits of a cell code that [`misfit`] counts by: kind and side (a promoted piece counts as its kind).
const COUNTED: u8 = crate::profile::KIND_MASK | crate::profile::GOTE;

/// Whether a board and two hands fit a shōgi set: one king per player, per kind no more pieces than a set
/// has. The board comes counted per kind and side (`counts[code & COUNTED]`: no branch per square).
fn misfit(counts: &[u8; 48], hands: &[[u8; 7]; 2]) -> Option<Misfit> {
    let king = usize::from(Kind::King as u8 + 1);
    if counts[king] > 1 || counts[king | usize::from(crate::profile::GOTE)] > 1 {
        return Some(Misfit::SecondKing);
    }
    Kind::ALL.into_iter().find_map(|kind| {
        let code = kind as usize + 1;
        let board = usize::from(counts[code])
            + usize::from(counts[code | usize::from(crate::profile::GOTE)]);
        let hands = hands[0]
            .get(kind as usize)
            .zip(hands[1].get(kind as usize))
            .map_or(0, |(&first, &second)| {
                usize::from(first) + usize::from(second)
            });
        let found = board + hands;
        (found > kind.set_count()).then_some(Misfit::TooMany { kind, found })
    })
}

impl FromStr for Sfen {
    type Err = Error;

    /// [`Sfen::parse`].
    fn from_str(s: &str) -> Result<Sfen, Error> {
        Sfen::parse(s)
    }
}

impl fmt::Display for Sfen {
    /// The canonical SFEN: hands in USI order with counts of 2 or more, `-` for empty hands, and the move
    /// count (`1` when there is none).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sfen_string())
    }
}

pub(crate) use copy::write_sfen;
pub(crate) use read::read;
