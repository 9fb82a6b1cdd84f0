#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::num::NonZeroU16;

pub use tabula_protocol::{Letter, Side};

mod error;
mod forward;
mod read;
mod state;
mod text;
mod transform;

pub use error::Error;
pub use state::State;

/// Bits 0–4 of the packed form: the letter index (`A` = 0 … `Z` = 25).
const LETTER_MASK: u16 = 0x1F;
/// Bit 5 of the packed form: the side (0 first, 1 second).
const SIDE_BIT: u16 = 1 << 5;
/// Bits 6–7 of the packed form: the state (0 normal, 1 enhanced, 2 diminished).
const STATE_SHIFT: u16 = 6;
const STATE_MASK: u16 = 0b11 << STATE_SHIFT;
/// Bit 8 of the packed form: the terminal marker.
const TERMINAL_BIT: u16 = 1 << 8;
/// Every bit a packed form may use.
const BITS_MASK: u16 = LETTER_MASK | SIDE_BIT | STATE_MASK | TERMINAL_BIT;
/// Always set in the stored value, never in the packed form: it keeps the value non-zero, which gives
/// `Option<Piece>` its niche.
const PRESENT_BIT: u16 = 1 << 15;

/// A PIN token `[+-]?letter^?`: a piece's name (letter), side (case), state (prefix) and terminal status
/// (`^`).
///
/// Two bytes; `Option<Piece>` is two bytes too. Every value is a valid token (312 in all) and every token has
/// one spelling, so formatting always gives back the parsed text.
///
/// **`Ord`**: letter, then side (first before second), then state (`Diminished < Normal < Enhanced`), then
/// terminal (`false < true`): `-A < -A^ < A < A^ < +A < +A^ < -a < … < +z^`. This is the order of the
/// attributes (and of the reference Rust implementation's identifier), **not** the byte order of the text
/// (where `+A < -A < A`). It agrees with `Eq` and `Hash`.
///
/// ```
/// use tabula_pin::{Letter, Piece, Side, State};
///
/// let king: Piece = "-k^".parse()?;
/// assert_eq!(king.letter(), Letter::K);
/// assert_eq!(king.side(), Side::Second);
/// assert_eq!(king.state(), State::Diminished);
/// assert!(king.is_terminal());
/// assert_eq!(king.flip().normalize().to_string(), "K^");
/// assert!(Piece::parse("-A")? < Piece::parse("A")? && Piece::parse("A")? < Piece::parse("+A")?);
/// assert_eq!(Piece::try_from(&b"+r"[..])?, Piece::new(Letter::R, Side::Second, State::Enhanced, false));
/// assert_eq!(format!("{king:?}"), "Piece(\"-k^\")");
/// # Ok::<(), tabula_pin::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(NonZeroU16);

const _: () = assert!(core::mem::size_of::<Piece>() == 2);
const _: () = assert!(core::mem::size_of::<Option<Piece>>() == 2);

impl Piece {
    /// The length in bytes of the longest PIN token (`+K^`).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::MAX_LEN, 3);
    /// ```
    pub const MAX_LEN: usize = 3;

    /// The number of PIN tokens (26 letters × 2 sides × 3 states × 2 terminal flags).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::all().count(), tabula_pin::Piece::COUNT);
    /// ```
    pub const COUNT: usize = 312;

    /// The piece with these attributes.
    ///
    /// ```
    /// use tabula_pin::{Letter, Piece, Side, State};
    /// assert_eq!(Piece::new(Letter::R, Side::Second, State::Enhanced, false).to_string(), "+r");
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(letter: Letter, side: Side, state: State, terminal: bool) -> Piece {
        let side = match side {
            Side::First => 0,
            Side::Second => SIDE_BIT,
        };
        let terminal = if terminal { TERMINAL_BIT } else { 0 };
        let bits = letter.index() as u16 | side | ((state as u16) << STATE_SHIFT) | terminal;
        Piece::from_valid_bits(bits)
    }

    /// The piece of a packed form known to be valid.
    #[inline]
    const fn from_valid_bits(bits: u16) -> Piece {
        match NonZeroU16::new(bits | PRESENT_BIT) {
            Some(bits) => Piece(bits),
            // Never taken: PRESENT_BIT is set.
            None => Piece(NonZeroU16::MAX),
        }
    }

    /// The piece's letter (its name).
    ///
    /// ```
    /// use tabula_pin::{Letter, Piece};
    /// assert_eq!(Piece::parse("+b")?.letter(), Letter::B);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn letter(self) -> Letter {
        // The mask keeps 5 bits: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        match Letter::from_index((self.0.get() & LETTER_MASK) as u8) {
            Some(letter) => letter,
            // Never taken: the index was written by `new` or checked by `from_bits`.
            None => Letter::A,
        }
    }

    /// The piece's side (the letter's case).
    ///
    /// ```
    /// use tabula_pin::{Piece, Side};
    /// assert_eq!(Piece::parse("+b")?.side(), Side::Second);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn side(self) -> Side {
        if self.is_first() {
            Side::First
        } else {
            Side::Second
        }
    }

    /// The piece's state (the prefix).
    ///
    /// ```
    /// use tabula_pin::{Piece, State};
    /// assert_eq!(Piece::parse("+b")?.state(), State::Enhanced);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn state(self) -> State {
        match (self.0.get() & STATE_MASK) >> STATE_SHIFT {
            1 => State::Enhanced,
            2 => State::Diminished,
            _ => State::Normal,
        }
    }

    /// Whether the token ends with the terminal marker `^`.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("K^")?.is_terminal());
    /// assert!(!tabula_pin::Piece::parse("K")?.is_terminal());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_terminal(self) -> bool {
        self.0.get() & TERMINAL_BIT != 0
    }

    /// Whether the piece is on the first side (uppercase letter).
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("K")?.is_first());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_first(self) -> bool {
        self.0.get() & SIDE_BIT == 0
    }

    /// Whether the piece is on the second side (lowercase letter).
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("k")?.is_second());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_second(self) -> bool {
        !self.is_first()
    }

    /// Whether the piece is in its normal state (no prefix).
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("K")?.is_normal());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_normal(self) -> bool {
        self.0.get() & STATE_MASK == 0
    }

    /// Whether the piece is enhanced (`+`).
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("+K")?.is_enhanced());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_enhanced(self) -> bool {
        matches!(self.state(), State::Enhanced)
    }

    /// Whether the piece is diminished (`-`).
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("-K")?.is_diminished());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_diminished(self) -> bool {
        matches!(self.state(), State::Diminished)
    }

    /// The packed form: letter index in bits 0–4, side in bit 5 (0 first, 1 second), state in bits 6–7
    /// (0 normal, 1 enhanced, 2 diminished), terminal in bit 8; bits 9–15 are 0.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("K")?.to_bits(), 10);
    /// assert_eq!(Piece::parse("-k^")?.to_bits(), 10 | 1 << 5 | 2 << 6 | 1 << 8);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_bits(self) -> u16 {
        self.0.get() & BITS_MASK
    }

    /// The piece of a packed form, or `None` if `bits` is not one that [`Piece::to_bits`] produces (a letter
    /// index past 25, state code 3, or a bit above 8 set).
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::from_bits(10).map(|p| p.to_string()), Some("K".into()));
    /// assert_eq!(Piece::from_bits(3 << 6), None);
    /// assert_eq!(Piece::from_bits(26), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<Piece> {
        if bits & !BITS_MASK != 0 || bits & LETTER_MASK > 25 || bits & STATE_MASK == STATE_MASK {
            return None;
        }
        Some(Piece::from_valid_bits(bits))
    }

    /// Every PIN token in `Ord` order: `-A`, `-A^`, `A`, `A^`, `+A`, `+A^`, `-a`, … `+z^`.
    ///
    /// ```
    /// let first: Vec<String> = tabula_pin::Piece::all().take(3).map(|p| p.to_string()).collect();
    /// assert_eq!(first, ["-A", "-A^", "A"]);
    /// assert_eq!(tabula_pin::Piece::all().len(), 312);
    /// ```
    pub fn all() -> impl ExactSizeIterator<Item = Piece> + DoubleEndedIterator + Clone {
        // `COUNT` is 312: it fits a `u16`.
        #[allow(clippy::cast_possible_truncation)]
        (0..Piece::COUNT as u16).map(Piece::from_rank)
    }

    /// The position in `Ord` order (0 to 311): letter × 12 + side × 6 + state rank × 2 + terminal.
    #[inline]
    const fn rank(self) -> u16 {
        let bits = self.0.get();
        (bits & LETTER_MASK) * 12
            + ((bits & SIDE_BIT) >> 5) * 6
            + self.state().rank() * 2
            + ((bits & TERMINAL_BIT) >> 8)
    }

    /// The piece at `rank` in `Ord` order (`rank` < 312).
    const fn from_rank(rank: u16) -> Piece {
        let letter = rank / 12;
        let side = (rank / 6) % 2;
        let state = match (rank / 2) % 3 {
            0 => State::Diminished,
            1 => State::Normal,
            _ => State::Enhanced,
        };
        let terminal = rank % 2;
        Piece::from_valid_bits(
            letter | (side << 5) | ((state as u16) << STATE_SHIFT) | (terminal << 8),
        )
    }
}

impl PartialOrd for Piece {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Piece {
    /// Letter, then side (first before second), then state (diminished, normal, enhanced), then terminal
    /// (`false` before `true`).
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

tabula_protocol::__token_text_impls!(Piece, Error, "a PIN token such as \"+K^\"");

#[cfg(test)]
mod tests;
