//! Xiangqi FEN (UCCI and WXF): the [`XiangqiFen`] position, its reader and its writers.

mod read;
mod view;
mod write;

use core::fmt;
use core::str::FromStr;

use tabula_qpi::Side;

use crate::profile::{BLACK, KIND_MASK, Kind, Letters};
use crate::{Error, Square};

pub(crate) use read::read;
pub(crate) use view::write_fen;
pub(crate) use write::feen_of_placement;

pub use tabula_boardtext::Mode;

/// The board and the styles this format spells.
pub(crate) const PROFILE: tabula_boardtext::Profile = tabula_boardtext::Profile {
    shape: &[10, 9],
    letter: tabula_qpi::Letter::X,
};

/// A xiangqi position as FEN holds it: 90 points, the side to move, the two counters and the letter set read.
///
/// Reading checks the notation and what a xiangqi set allows: exactly one general per player and no more
/// pieces of a kind than a set has. It checks no rule of play (a general outside its palace, an elephant
/// across the river, generals facing each other on an open file are all accepted).
///
/// ```
/// use tabula_xiangqi::{profile::Letters, Side, XiangqiFen};
///
/// let fen = XiangqiFen::parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1")?;
/// assert_eq!(fen.letters(), Letters::Wxf);
/// assert_eq!(fen.side_to_move(), Side::First);
/// assert_eq!(fen.to_feen(), "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x");
/// assert_eq!(fen.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
/// # Ok::<(), tabula_xiangqi::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct XiangqiFen {
    /// Cell codes: kind index + 1, `BLACK` for black; black's back rank first.
    board: [u8; 90],
    turn: Side,
    halfmove_clock: Option<u32>,
    fullmove_number: Option<u32>,
    letters: Letters,
}

impl XiangqiFen {
    fn empty() -> XiangqiFen {
        XiangqiFen {
            board: [0; 90],
            turn: Side::First,
            halfmove_clock: None,
            fullmove_number: None,
            letters: Letters::Ucci,
        }
    }

    /// The start position, red to move, counters `0 1`.
    ///
    /// ```
    /// let start = tabula_xiangqi::XiangqiFen::startpos();
    /// assert_eq!(start.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    /// ```
    #[must_use]
    pub fn startpos() -> XiangqiFen {
        match read::read(read::STARTPOS, Mode::Strict) {
            Ok((fen, _, _)) => fen,
            Err(_) => unreachable!("the start position is valid"),
        }
    }

    /// Reads a xiangqi FEN line in [`Mode::Strict`]: `placement side - - halfmove fullmove`, with UCCI
    /// (`K A B N R C P`) or WXF (`K A E H R C P`) letters; also a UCCI `position` command or its tail
    /// (`position fen …`, `fen …`, `position startpos`, `startpos`), optionally followed by `moves …`, which
    /// is not read.
    ///
    /// ```
    /// use tabula_xiangqi::XiangqiFen;
    /// assert_eq!(XiangqiFen::parse("position startpos moves h2e2")?, XiangqiFen::startpos());
    /// let error = XiangqiFen::parse("3k5/9/9/9/9/9/9/9/9/4K4 w KQkq - 0 1").unwrap_err();
    /// assert_eq!(error.to_string(), "byte 26 (placeholder): expected `-`; xiangqi has no castling and no en passant");
    /// # Ok::<(), tabula_xiangqi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first [`Error`] found, left to right.
    pub fn parse(line: &str) -> Result<XiangqiFen, Error> {
        XiangqiFen::parse_with(line, Mode::Strict)
    }

    /// Reads a line in the given [`Mode`].
    ///
    /// ```
    /// use tabula_xiangqi::{Mode, XiangqiFen};
    /// let fen = XiangqiFen::parse_with("3k5/9/9/9/9/9/9/9/9/4K4 r", Mode::Lenient)?;
    /// assert_eq!(fen.to_string(), "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    /// assert_eq!(fen.halfmove_clock(), None);
    /// # Ok::<(), tabula_xiangqi::Error>(())
    /// ```
    ///
    /// # Errors
    /// The first [`Error`] found, left to right.
    pub fn parse_with(line: &str, mode: Mode) -> Result<XiangqiFen, Error> {
        read::read(line, mode).map(|(fen, _, _)| fen)
    }

    /// The position of a FEEN string (xiangqi's profile, see [`XiangqiFen::from_position`]). The counters
    /// are `None`: FEEN has none.
    ///
    /// ```
    /// let fen = tabula_xiangqi::XiangqiFen::from_feen("3g^5/9/9/9/9/9/9/9/9/4G^4 / x/X")?;
    /// assert_eq!(fen.to_string(), "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
    /// # Ok::<(), tabula_xiangqi::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Feen`] for invalid FEEN, or what [`XiangqiFen::from_position`] refuses.
    pub fn from_feen(feen: &str) -> Result<XiangqiFen, Error> {
        // The borrowed view first (no typed position); anything it gives up on is read the typed way,
        // which names the error.
        if let Some(fen) =
            tabula_boardtext::view_feen(feen).and_then(|view| XiangqiFen::from_view(&view))
        {
            return Ok(fen);
        }
        XiangqiFen::from_position(&tabula_boardtext::parse_feen(feen)?)
    }

    /// The typed FEEN position (pieces fully qualified with style `X`/`x`).
    ///
    /// ```
    /// let position = tabula_xiangqi::XiangqiFen::startpos().to_position();
    /// assert_eq!(position.shape(), &[10, 9]);
    /// assert_eq!(position.board()[85].unwrap().to_string(), "X:G^");
    /// ```
    #[must_use]
    pub fn to_position(&self) -> crate::Position {
        match tabula_boardtext::parse_feen(&self.to_feen()) {
            Ok(position) => position,
            Err(_) => unreachable!("the FEEN writer writes valid FEEN"),
        }
    }

    /// The piece on a point: its kind and owner ([`Side::First`] is red).
    ///
    /// ```
    /// use tabula_xiangqi::{profile::Kind, Side, Square, XiangqiFen};
    /// let start = XiangqiFen::startpos();
    /// assert_eq!(start.piece_at(Square::from_index(85).unwrap()), Some((Kind::General, Side::First)));
    /// assert_eq!(start.piece_at(Square::from_index(9).unwrap()), None);
    /// ```
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<(Kind, Side)> {
        let code = self.board[square.index()];
        let kind = usize::from(code & KIND_MASK).checked_sub(1)?;
        let side = if code & BLACK == 0 {
            Side::First
        } else {
            Side::Second
        };
        Kind::ALL.get(kind).map(|&kind| (kind, side))
    }

    /// The side to move: [`Side::First`] is red (`w`), [`Side::Second`] black (`b`).
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::XiangqiFen::startpos().side_to_move(), tabula_xiangqi::Side::First);
    /// ```
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        self.turn
    }

    /// The halfmove clock, when the line had one.
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::XiangqiFen::startpos().halfmove_clock(), Some(0));
    /// ```
    #[must_use]
    pub fn halfmove_clock(&self) -> Option<u32> {
        self.halfmove_clock
    }

    /// The fullmove number, when the line had one.
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::XiangqiFen::startpos().fullmove_number(), Some(1));
    /// ```
    #[must_use]
    pub fn fullmove_number(&self) -> Option<u32> {
        self.fullmove_number
    }

    /// The letter set the placement was written in (UCCI when it used no elephant or horse).
    ///
    /// ```
    /// use tabula_xiangqi::{profile::Letters, XiangqiFen};
    /// assert_eq!(XiangqiFen::startpos().letters(), Letters::Ucci);
    /// ```
    #[must_use]
    pub fn letters(&self) -> Letters {
        self.letters
    }

    /// The same position with other counters (`None`: written as `0` and `1`; a fullmove number of 0 is
    /// taken as `None`).
    ///
    /// ```
    /// let fen = tabula_xiangqi::XiangqiFen::startpos().with_counters(Some(2), Some(2));
    /// assert!(fen.to_string().ends_with(" w - - 2 2"));
    /// ```
    #[must_use]
    pub fn with_counters(
        mut self,
        halfmove_clock: Option<u32>,
        fullmove_number: Option<u32>,
    ) -> XiangqiFen {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number.filter(|&n| n > 0);
        self
    }

    /// Checks what a xiangqi set allows: one general per player; per player and kind, at most a set's count.
    fn check_counts(&self) -> Result<(), Error> {
        let mut counts = [0u8; 32];
        for &code in &self.board {
            counts[usize::from(code & 0x1f)] += 1;
        }
        check_counts(&counts)
    }
}

/// Checks the pieces of a board, counted per cell code (`counts[code]`: no branch per square), against a
/// xiangqi set: exactly one general per player, then per player and kind at most a set's count.
fn check_counts(counts: &[u8; 32]) -> Result<(), Error> {
    let general = Kind::General as usize + 1;
    for (side, black) in [(Side::First, 0), (Side::Second, usize::from(BLACK))] {
        let found = usize::from(counts[general | black]);
        if found != 1 {
            return Err(Error::GeneralCount { side, found });
        }
    }
    for (side, black) in [(Side::First, 0), (Side::Second, usize::from(BLACK))] {
        for kind in Kind::ALL {
            let found = usize::from(counts[(kind as usize + 1) | black]);
            if found > kind.set_count() {
                return Err(Error::TooManyPieces {
                    side,
                    kind: kind.feen_letter(),
                    found,
                    max: kind.set_count(),
                });
            }
        }
    }
    Ok(())
}

impl FromStr for XiangqiFen {
    type Err = Error;

    /// [`XiangqiFen::parse`].
    fn from_str(s: &str) -> Result<XiangqiFen, Error> {
        XiangqiFen::parse(s)
    }
}

impl fmt::Display for XiangqiFen {
    /// The FEN with UCCI letters (the default output; see [`XiangqiFen::to_fen`] for WXF) and the counters
    /// (`0 1` when unknown).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen(Letters::Ucci))
    }
}
