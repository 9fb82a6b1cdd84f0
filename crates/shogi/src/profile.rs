//! Shōgi's profile of FEEN: the piece kinds, their letters, which of them promote, how many a set holds, and
//! how a shōgi piece is spelt in FEEN (`K^` for the king, `+X` for a promoted piece, style `S`/`s`).
//!
//! The shōgi rules (moves, checks, drops) are in [`crate::rules`].

use tabula_qpi::Side;

/// A shōgi piece kind, in the order USI lists pieces in hand (rook first, pawn last), then the king.
///
/// ```
/// use tabula_shogi::profile::Kind;
/// assert_eq!(Kind::from_letter(b'n'), Some(Kind::Knight));
/// assert_eq!(Kind::Knight.letter(), 'N');
/// assert_eq!(Kind::Pawn.set_count(), 18);
/// assert!(!Kind::Gold.can_promote());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Rook, `R` (promotes to dragon `+R`).
    Rook = 0,
    /// Bishop, `B` (promotes to horse `+B`).
    Bishop = 1,
    /// Gold general, `G` (does not promote).
    Gold = 2,
    /// Silver general, `S`.
    Silver = 3,
    /// Knight, `N`.
    Knight = 4,
    /// Lance, `L`.
    Lance = 5,
    /// Pawn, `P`.
    Pawn = 6,
    /// King, `K` (does not promote, never in hand; terminal in FEEN: `K^`).
    King = 7,
}

/// The letters in [`Kind`] order.
pub(crate) const LETTERS: [u8; 8] = *b"RBGSNLPK";
/// A set's count per kind, in [`Kind`] order.
const SET: [u8; 8] = [2, 2, 4, 4, 4, 4, 18, 2];

/// Letter (any case) → kind index + 1, 0 for anything else.
const KIND_OF: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0u8;
    while i < 8 {
        let letter = LETTERS[i as usize];
        table[letter as usize] = i + 1;
        table[letter.to_ascii_lowercase() as usize] = i + 1;
        i += 1;
    }
    table
};

impl Kind {
    /// Every kind, in USI hand order then the king.
    pub const ALL: [Kind; 8] = [
        Kind::Rook,
        Kind::Bishop,
        Kind::Gold,
        Kind::Silver,
        Kind::Knight,
        Kind::Lance,
        Kind::Pawn,
        Kind::King,
    ];

    /// The kind of a letter, either case.
    ///
    /// ```
    /// use tabula_shogi::profile::Kind;
    /// assert_eq!(Kind::from_letter(b'K'), Some(Kind::King));
    /// assert_eq!(Kind::from_letter(b'Q'), None);
    /// ```
    #[must_use]
    pub const fn from_letter(byte: u8) -> Option<Kind> {
        match KIND_OF[byte as usize] {
            0 => None,
            n => Some(Kind::ALL[n as usize - 1]),
        }
    }

    /// The upper-case letter.
    ///
    /// ```
    /// assert_eq!(tabula_shogi::profile::Kind::Lance.letter(), 'L');
    /// ```
    #[must_use]
    pub const fn letter(self) -> char {
        LETTERS[self as usize] as char
    }

    /// Whether the kind promotes (every kind but gold and king).
    ///
    /// ```
    /// assert!(tabula_shogi::profile::Kind::Pawn.can_promote());
    /// ```
    #[must_use]
    pub const fn can_promote(self) -> bool {
        !matches!(self, Kind::Gold | Kind::King)
    }

    /// How many pieces of this kind a shōgi set holds (both players, promoted ones included).
    ///
    /// ```
    /// assert_eq!(tabula_shogi::profile::Kind::King.set_count(), 2);
    /// ```
    #[must_use]
    pub const fn set_count(self) -> usize {
        SET[self as usize] as usize
    }
}

/// A shōgi piece on the board: kind, owner, promoted or not.
///
/// ```
/// use tabula_shogi::profile::{Kind, ShogiPiece};
/// use tabula_shogi::Side;
/// let dragon = ShogiPiece::new(Kind::Rook, Side::Second, true).unwrap();
/// assert_eq!(dragon.to_string(), "+r");
/// assert!(ShogiPiece::new(Kind::Gold, Side::First, true).is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShogiPiece {
    kind: Kind,
    side: Side,
    promoted: bool,
}

impl ShogiPiece {
    /// A piece, or `None` for a promoted gold or king.
    #[must_use]
    pub const fn new(kind: Kind, side: Side, promoted: bool) -> Option<ShogiPiece> {
        if promoted && !kind.can_promote() {
            None
        } else {
            Some(ShogiPiece {
                kind,
                side,
                promoted,
            })
        }
    }

    /// The kind.
    ///
    /// ```
    /// use tabula_shogi::profile::{Kind, ShogiPiece};
    /// assert_eq!(ShogiPiece::new(Kind::Pawn, tabula_shogi::Side::First, true).unwrap().kind(), Kind::Pawn);
    /// ```
    #[must_use]
    pub const fn kind(self) -> Kind {
        self.kind
    }

    /// The owner: [`Side::First`] is sente (SFEN upper case, `b`), [`Side::Second`] gote.
    ///
    /// ```
    /// use tabula_shogi::profile::{Kind, ShogiPiece};
    /// use tabula_shogi::Side;
    /// assert_eq!(ShogiPiece::new(Kind::Pawn, Side::Second, false).unwrap().side(), Side::Second);
    /// ```
    #[must_use]
    pub const fn side(self) -> Side {
        self.side
    }

    /// Whether the piece is promoted.
    ///
    /// ```
    /// use tabula_shogi::profile::{Kind, ShogiPiece};
    /// assert!(ShogiPiece::new(Kind::Silver, tabula_shogi::Side::First, true).unwrap().is_promoted());
    /// ```
    #[must_use]
    pub const fn is_promoted(self) -> bool {
        self.promoted
    }

    /// The piece of a non-zero cell code.
    pub(crate) const fn from_code(code: u8) -> Option<ShogiPiece> {
        let kind = (code & KIND_MASK) as usize;
        if kind == 0 || kind > 8 {
            return None;
        }
        Some(ShogiPiece {
            kind: Kind::ALL[kind - 1],
            side: if code & GOTE == 0 {
                Side::First
            } else {
                Side::Second
            },
            promoted: code & PROMOTED != 0,
        })
    }
}

impl core::fmt::Display for ShogiPiece {
    /// The SFEN spelling (`+r`, `K`).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut buf = [0u8; 2];
        let mut len = 0;
        if self.promoted {
            buf[0] = b'+';
            len = 1;
        }
        let letter = LETTERS[self.kind as usize];
        buf[len] = match self.side {
            Side::First => letter,
            Side::Second => letter.to_ascii_lowercase(),
        };
        f.pad(core::str::from_utf8(&buf[..=len]).unwrap_or("?"))
    }
}

/// Cell code bits: the kind index + 1 in the low nibble, then promotion and gote.
pub(crate) const KIND_MASK: u8 = 0x0f;
/// Promoted.
pub(crate) const PROMOTED: u8 = 0x10;
/// Gote's piece.
pub(crate) const GOTE: u8 = 0x20;
