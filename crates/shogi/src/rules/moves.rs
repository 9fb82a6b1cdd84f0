//! A shōgi move as a value: a board move (with or without promotion) or a drop from hand.

use core::fmt;

use crate::Square;
use crate::profile::Kind;

use super::board::{internal_kind, profile_kind};

/// A shōgi move: a piece moved on the board (promoting or not) or a piece dropped from hand. A small `Copy`
/// value (two bytes) that names squares only; what it captures is the position's business. Its `Display` is
/// the USI spelling (`7g7f`, `8h2b+`, `P*5e`).
///
/// ```
/// use tabula_shogi::rules::ShogiMove;
/// use tabula_shogi::{profile::Kind, Square};
/// let sq = |usi: &str| Square::from_usi(usi).unwrap();
/// let push = ShogiMove::new(sq("7g"), sq("7f"), false);
/// assert_eq!(push.to_string(), "7g7f");
/// assert_eq!(ShogiMove::new(sq("8h"), sq("2b"), true).to_string(), "8h2b+");
/// let drop = ShogiMove::drop(Kind::Pawn, sq("5e")).unwrap();
/// assert_eq!((drop.to_string(), drop.dropped()), ("P*5e".to_owned(), Some(Kind::Pawn)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShogiMove(u16);

/// `from` values at and above this are drops: `DROP_BASE + internal kind`.
const DROP_BASE: u16 = 81;
const PROMOTE: u16 = 1 << 14;

impl ShogiMove {
    /// A board move from `from` to `to`, promoting when `promote`.
    ///
    /// ```
    /// use tabula_shogi::{rules::ShogiMove, Square};
    /// let m = ShogiMove::new(Square::from_usi("2b").unwrap(), Square::from_usi("8h").unwrap(), true);
    /// assert!(m.is_promotion());
    /// ```
    #[must_use]
    pub const fn new(from: Square, to: Square, promote: bool) -> ShogiMove {
        let promote = if promote { PROMOTE } else { 0 };
        ShogiMove(to.0 as u16 | (from.0 as u16) << 7 | promote)
    }

    /// A drop of a piece of `kind` from the mover's hand on `to`; `None` for the king, which is never in hand.
    ///
    /// ```
    /// use tabula_shogi::{profile::Kind, rules::ShogiMove, Square};
    /// assert!(ShogiMove::drop(Kind::King, Square::from_usi("5e").unwrap()).is_none());
    /// ```
    #[must_use]
    pub const fn drop(kind: Kind, to: Square) -> Option<ShogiMove> {
        if matches!(kind, Kind::King) {
            return None;
        }
        Some(ShogiMove(
            to.0 as u16 | (DROP_BASE + internal_kind(kind) as u16) << 7,
        ))
    }

    /// The square moved from, `None` for a drop.
    ///
    /// ```
    /// use tabula_shogi::{rules::ShogiMove, Square};
    /// let m: ShogiMove = "7g7f".parse()?;
    /// assert_eq!(m.from(), Square::from_usi("7g"));
    /// # Ok::<(), tabula_shogi::rules::UsiError>(())
    /// ```
    #[must_use]
    pub const fn from(self) -> Option<Square> {
        let from = (self.0 >> 7) & 0x7f;
        if from < DROP_BASE {
            #[allow(clippy::cast_possible_truncation)]
            Some(Square(from as u8))
        } else {
            None
        }
    }

    /// The square moved or dropped to.
    ///
    /// ```
    /// let m: tabula_shogi::rules::ShogiMove = "P*5e".parse()?;
    /// assert_eq!(m.to().usi(), "5e");
    /// # Ok::<(), tabula_shogi::rules::UsiError>(())
    /// ```
    #[must_use]
    pub const fn to(self) -> Square {
        #[allow(clippy::cast_possible_truncation)]
        Square((self.0 & 0x7f) as u8)
    }

    /// The kind dropped, `None` for a board move.
    ///
    /// ```
    /// let m: tabula_shogi::rules::ShogiMove = "N*4d".parse()?;
    /// assert_eq!(m.dropped(), Some(tabula_shogi::profile::Kind::Knight));
    /// # Ok::<(), tabula_shogi::rules::UsiError>(())
    /// ```
    #[must_use]
    pub const fn dropped(self) -> Option<Kind> {
        let from = (self.0 >> 7) & 0x7f;
        if from < DROP_BASE {
            None
        } else {
            #[allow(clippy::cast_possible_truncation)]
            Some(profile_kind((from - DROP_BASE) as u8))
        }
    }

    /// Whether the move promotes the piece.
    ///
    /// ```
    /// let m: tabula_shogi::rules::ShogiMove = "8h2b+".parse()?;
    /// assert!(m.is_promotion());
    /// # Ok::<(), tabula_shogi::rules::UsiError>(())
    /// ```
    #[must_use]
    pub const fn is_promotion(self) -> bool {
        self.0 & PROMOTE != 0
    }

    /// Whether the move is a drop.
    ///
    /// ```
    /// let m: tabula_shogi::rules::ShogiMove = "G*5h".parse()?;
    /// assert!(m.is_drop());
    /// # Ok::<(), tabula_shogi::rules::UsiError>(())
    /// ```
    #[must_use]
    pub const fn is_drop(self) -> bool {
        (self.0 >> 7) & 0x7f >= DROP_BASE
    }

    /// The move's 16 bits.
    pub(crate) const fn bits(self) -> u16 {
        self.0
    }

    /// The internal drop kind (1..=7), for a drop.
    pub(crate) const fn drop_code(self) -> u8 {
        #[allow(clippy::cast_possible_truncation)]
        let code = (((self.0 >> 7) & 0x7f) - DROP_BASE) as u8;
        code
    }

    /// A board move from flat indices (the generator's constructor).
    #[inline]
    pub(crate) const fn board_flat(from: usize, to: usize, promote: bool) -> ShogiMove {
        let promote = if promote { PROMOTE } else { 0 };
        #[allow(clippy::cast_possible_truncation)]
        ShogiMove(to as u16 | (from as u16) << 7 | promote)
    }

    /// A drop from an internal kind and a flat index.
    #[inline]
    pub(crate) const fn drop_flat(kind: u8, to: usize) -> ShogiMove {
        #[allow(clippy::cast_possible_truncation)]
        ShogiMove(to as u16 | (DROP_BASE + kind as u16) << 7)
    }
}

impl fmt::Display for ShogiMove {
    /// The USI spelling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.from(), self.dropped()) {
            (Some(from), _) => {
                let plus = if self.is_promotion() { "+" } else { "" };
                write!(f, "{}{}{plus}", from.usi(), self.to().usi())
            }
            (None, Some(kind)) => write!(f, "{}*{}", kind.letter(), self.to().usi()),
            (None, None) => f.write_str("????"),
        }
    }
}
