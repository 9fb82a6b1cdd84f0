//! Xiangqi's profile of FEEN: the piece kinds, their letters in the two FEN letter sets (UCCI and WXF) and in
//! FEEN, and how many a set holds. In FEEN the general is the terminal `G^`, the style is `X`/`x`, and no
//! other marker is written.

/// A xiangqi piece kind.
///
/// ```
/// use tabula_xiangqi::profile::{Kind, Letters};
/// assert_eq!(Kind::from_fen_letter(b'n'), Some((Kind::Horse, Some(Letters::Ucci))));
/// assert_eq!(Kind::from_fen_letter(b'H'), Some((Kind::Horse, Some(Letters::Wxf))));
/// assert_eq!(Kind::Horse.feen_letter(), 'H');
/// assert_eq!(Kind::Horse.fen_letter(Letters::Ucci), 'N');
/// assert_eq!(Kind::Soldier.set_count(), 5);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// General (帅/将): FEN `K`, FEEN `G^`.
    General = 0,
    /// Advisor (仕/士): `A`.
    Advisor = 1,
    /// Elephant (相/象): UCCI `B`, WXF and FEEN `E`.
    Elephant = 2,
    /// Horse (马): UCCI `N`, WXF and FEEN `H`.
    Horse = 3,
    /// Chariot (车): `R`.
    Chariot = 4,
    /// Cannon (炮): `C`.
    Cannon = 5,
    /// Soldier (兵/卒): `P`.
    Soldier = 6,
}

/// The FEN letter set: UCCI (xqbase, Fairy-Stockfish: `K A B N R C P`) or WXF (`K A E H R C P`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Letters {
    /// `K A B N R C P`: what UCCI engines, xqbase and Fairy-Stockfish write. The default output.
    #[default]
    Ucci,
    /// `K A E H R C P`: the World Xiangqi Federation's letters.
    Wxf,
}

impl Letters {
    /// The letter set's name in lowercase ASCII, as the doors spell it: `ucci` or `wxf`.
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::Letters::Wxf.name(), "wxf");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Letters::Ucci => "ucci",
            Letters::Wxf => "wxf",
        }
    }
}

const UCCI: [u8; 7] = *b"KABNRCP";
const FEEN: [u8; 7] = *b"GAEHRCP";
const SET: [u8; 7] = [1, 2, 2, 2, 2, 2, 5];

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 7] = [
        Kind::General,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The kind of a FEN letter (either case, either set), with the set it belongs to (`None` when both
    /// sets spell it so: `K A R C P`).
    #[must_use]
    pub const fn from_fen_letter(byte: u8) -> Option<(Kind, Option<Letters>)> {
        Some(match byte.to_ascii_uppercase() {
            b'K' => (Kind::General, None),
            b'A' => (Kind::Advisor, None),
            b'B' => (Kind::Elephant, Some(Letters::Ucci)),
            b'E' => (Kind::Elephant, Some(Letters::Wxf)),
            b'N' => (Kind::Horse, Some(Letters::Ucci)),
            b'H' => (Kind::Horse, Some(Letters::Wxf)),
            b'R' => (Kind::Chariot, None),
            b'C' => (Kind::Cannon, None),
            b'P' => (Kind::Soldier, None),
            _ => return None,
        })
    }

    /// The kind of a FEEN letter (either case).
    ///
    /// ```
    /// use tabula_xiangqi::profile::Kind;
    /// assert_eq!(Kind::from_feen_letter(b'g'), Some(Kind::General));
    /// assert_eq!(Kind::from_feen_letter(b'K'), None);
    /// ```
    #[must_use]
    pub const fn from_feen_letter(byte: u8) -> Option<Kind> {
        let upper = byte.to_ascii_uppercase();
        let mut i = 0;
        while i < 7 {
            if FEEN[i] == upper {
                return Some(Kind::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The upper-case FEN letter in a set.
    ///
    /// ```
    /// use tabula_xiangqi::profile::{Kind, Letters};
    /// assert_eq!(Kind::Elephant.fen_letter(Letters::Wxf), 'E');
    /// ```
    #[must_use]
    pub const fn fen_letter(self, letters: Letters) -> char {
        (match letters {
            Letters::Ucci => UCCI,
            Letters::Wxf => WXF_BY_KIND,
        })[self as usize] as char
    }

    /// The upper-case FEEN letter (`G A E H R C P`).
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::profile::Kind::General.feen_letter(), 'G');
    /// ```
    #[must_use]
    pub const fn feen_letter(self) -> char {
        FEEN[self as usize] as char
    }

    /// How many pieces of this kind each player has in a set.
    ///
    /// ```
    /// assert_eq!(tabula_xiangqi::profile::Kind::General.set_count(), 1);
    /// ```
    #[must_use]
    pub const fn set_count(self) -> usize {
        SET[self as usize] as usize
    }
}

/// WXF letters in [`Kind`] order.
const WXF_BY_KIND: [u8; 7] = *b"KAEHRCP";

/// Cell code bits: kind index + 1 in the low bits, then black.
pub(crate) const KIND_MASK: u8 = 0x0f;
/// Black's piece.
pub(crate) const BLACK: u8 = 0x10;
