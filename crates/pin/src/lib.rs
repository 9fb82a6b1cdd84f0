#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroU16;
use core::str::FromStr;

pub use tabula_protocol::{Letter, Side};

mod forward;
mod read;

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

/// Bytes per slot of [`TEXT`].
const TEXT_STRIDE: usize = 3;

/// The token of every packed form (`to_bits`, 0–511), left-aligned in 3-byte slots; the slots of the unused
/// forms (letter index past 25, state code 3) are filled with `?`. Built at compile time.
const TEXT_BYTES: [u8; 512 * TEXT_STRIDE] = {
    let mut bytes = [b'?'; 512 * TEXT_STRIDE];
    let mut bits: u16 = 0;
    while bits < 512 {
        let letter = bits & LETTER_MASK;
        let state = (bits & STATE_MASK) >> STATE_SHIFT;
        if letter <= 25 && state != 3 {
            let mut at = bits as usize * TEXT_STRIDE;
            if state != 0 {
                bytes[at] = if state == 1 { b'+' } else { b'-' };
                at += 1;
            }
            // The side bit (0x20) is the ASCII case bit: `A` + index, plus 0x20 for lowercase.
            #[allow(clippy::cast_possible_truncation)]
            {
                bytes[at] = b'A' + (bits & (LETTER_MASK | SIDE_BIT)) as u8;
            }
            if bits & TERMINAL_BIT != 0 {
                bytes[at + 1] = b'^';
            }
        }
        bits += 1;
    }
    bytes
};

/// [`TEXT_BYTES`] as a string (all ASCII).
const TEXT: &str = match core::str::from_utf8(&TEXT_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("the token table is ASCII"),
};

/// A piece's state: the optional prefix of a PIN token (`+` enhanced, `-` diminished, none normal). What a
/// state means (promotion, castling right, …) is up to the rule system.
///
/// The discriminant is the state's code in [`Piece::to_bits`] (0 normal, 1 enhanced, 2 diminished).
///
/// **`Ord`**: `Diminished < Normal < Enhanced` (the reference Rust implementation's order), which is not the
/// discriminant order; [`State::ALL`] lists the states in `Ord` order.
///
/// ```
/// use tabula_pin::State;
///
/// assert_eq!("enhanced".parse::<State>(), Ok(State::Enhanced));
/// assert_eq!(State::Diminished.prefix(), "-");
/// assert_eq!(State::Normal.to_string(), "normal");
/// assert_eq!(format!("[{:>8}]", State::Normal), "[  normal]");
/// assert!(State::Diminished < State::Normal && State::Normal < State::Enhanced);
/// assert_eq!(State::default(), State::Normal);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum State {
    /// No prefix.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("K")?.state(), tabula_pin::State::Normal);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[default]
    Normal = 0,
    /// Prefix `+`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K")?.state(), tabula_pin::State::Enhanced);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    Enhanced = 1,
    /// Prefix `-`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-K")?.state(), tabula_pin::State::Diminished);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    Diminished = 2,
}

impl State {
    /// The three states in `Ord` order: diminished, normal, enhanced.
    ///
    /// ```
    /// use tabula_pin::State;
    /// assert_eq!(State::ALL, [State::Diminished, State::Normal, State::Enhanced]);
    /// ```
    pub const ALL: [State; 3] = [State::Diminished, State::Normal, State::Enhanced];

    /// The spec word: `"normal"`, `"enhanced"` or `"diminished"`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::State::Normal.as_str(), "normal");
    /// ```
    #[must_use]
    #[inline]
    pub const fn as_str(self) -> &'static str {
        match self {
            State::Normal => "normal",
            State::Enhanced => "enhanced",
            State::Diminished => "diminished",
        }
    }

    /// The token prefix: `""`, `"+"` or `"-"`.
    ///
    /// ```
    /// assert_eq!(tabula_pin::State::Enhanced.prefix(), "+");
    /// assert_eq!(tabula_pin::State::Normal.prefix(), "");
    /// ```
    #[must_use]
    #[inline]
    pub const fn prefix(self) -> &'static str {
        match self {
            State::Normal => "",
            State::Enhanced => "+",
            State::Diminished => "-",
        }
    }

    /// The position in `Ord` order (0 diminished, 1 normal, 2 enhanced).
    const fn rank(self) -> u16 {
        match self {
            State::Diminished => 0,
            State::Normal => 1,
            State::Enhanced => 2,
        }
    }
}

impl PartialOrd for State {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for State {
    /// `Diminished < Normal < Enhanced`.
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl fmt::Display for State {
    /// Writes the spec word, honouring width, fill and alignment.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl FromStr for State {
    type Err = Error;

    /// Parses the spec words `"normal"`, `"enhanced"`, `"diminished"` (exactly; no trimming, no case folding).
    /// Anything else is [`Error::UnknownState`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "normal" => Ok(State::Normal),
            "enhanced" => Ok(State::Enhanced),
            "diminished" => Ok(State::Diminished),
            _ => Err(Error::UnknownState),
        }
    }
}

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

/// Why a byte string is not a PIN token (or, for [`Error::UnknownState`], a text not a state word).
///
/// The length bound is checked first: an input longer than the longest token (3 bytes, `+K^`) is
/// [`Error::TooLong`] whatever it holds, and nothing else is read. The bound is the spec's own
/// (PIN, <https://sashite.dev/specs/pin/1.0.0/>, "Syntax").
/// Length is counted in bytes: a non-ASCII character is 2 to 4 bytes and never a letter.
///
/// Otherwise the first byte that breaks the grammar `[+-]?letter^?` is named by what it is and where it
/// stands (the spec fixes which inputs are valid, not the reason; the reference implementations disagree on
/// reasons, and Tabula reports the most precise one). Each variant has a stable kebab-case
/// [`code`](Error::code), the one used by the conformance fixtures, and the [`offset`](Error::offset) of the
/// offending byte.
///
/// ```
/// use tabula_pin::{Error, Piece};
///
/// let reason = |s: &str| Piece::parse(s).unwrap_err();
/// assert_eq!(reason(""), Error::Empty);
/// assert_eq!(reason("KKKK"), Error::TooLong { len: 4 });
/// assert_eq!(reason("1"), Error::InvalidLetter { offset: 0, byte: b'1' });
/// assert_eq!(reason("+"), Error::MissingLetter { offset: 1 });
/// assert_eq!(reason("++K"), Error::DoubledStateModifier { offset: 1 });
/// assert_eq!(reason("K+"), Error::MisplacedStateModifier { offset: 1 });
/// assert_eq!(reason("^K"), Error::MisplacedTerminalMarker { offset: 0 });
/// assert_eq!(reason("K^^"), Error::DoubledTerminalMarker { offset: 2 });
/// assert_eq!(reason("K'"), Error::DerivationMarker { offset: 1 });
/// assert_eq!(reason("KK"), Error::TrailingByte { offset: 1, byte: b'K' });
/// assert_eq!("promoted".parse::<tabula_pin::State>(), Err(Error::UnknownState));
/// assert_eq!(reason("K^^").code(), "doubled-terminal-marker");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse(""), Err(tabula_pin::Error::Empty));
    /// ```
    #[error("empty PIN token")]
    Empty,
    /// More than 3 bytes, the length of the longest token `+K^` (code `too-long`); nothing else was examined,
    /// so a 1 MB input costs no more than a 4-byte one.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("+K^'"), Err(Error::TooLong { len: 4 }));
    /// ```
    #[error("PIN token is {len} bytes long, longer than the 3 bytes of the longest token")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// Where the letter is due (first byte, or the byte after the state modifier), a byte that is no ASCII
    /// letter and none of `+ - ^ '` (code `invalid-letter`): a digit, whitespace, punctuation, a byte of a
    /// non-ASCII character.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("+1"), Err(Error::InvalidLetter { offset: 1, byte: b'1' }));
    /// assert_eq!(Piece::parse(" K"), Err(Error::InvalidLetter { offset: 0, byte: b' ' }));
    /// ```
    #[error("expected an ASCII letter at byte {offset}, found byte 0x{byte:02x}")]
    InvalidLetter {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
    /// A state modifier with nothing after it, `+` or `-` alone (code `missing-letter`).
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("-"), Err(Error::MissingLetter { offset: 1 }));
    /// ```
    #[error("state modifier is not followed by a letter (byte {offset})")]
    MissingLetter {
        /// Offset where the letter was expected (the end of the input).
        offset: usize,
    },
    /// A second state modifier where the letter is due: `++K`, `+-K` (code `doubled-state-modifier`).
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("+-K"), Err(Error::DoubledStateModifier { offset: 1 }));
    /// ```
    #[error("second state modifier at byte {offset}; a piece has at most one")]
    DoubledStateModifier {
        /// Offset of the second modifier.
        offset: usize,
    },
    /// A state modifier after the letter or the terminal marker: `K+`, `K^-` (code
    /// `misplaced-state-modifier`); it must come first.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("K^-"), Err(Error::MisplacedStateModifier { offset: 2 }));
    /// ```
    #[error("state modifier at byte {offset} must come before the letter")]
    MisplacedStateModifier {
        /// Offset of the modifier.
        offset: usize,
    },
    /// A terminal marker where the letter is due: `^K`, `+^K`, `^` (code `misplaced-terminal-marker`); it
    /// must follow the letter.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("+^K"), Err(Error::MisplacedTerminalMarker { offset: 1 }));
    /// ```
    #[error("terminal marker at byte {offset} must come right after the letter")]
    MisplacedTerminalMarker {
        /// Offset of the marker.
        offset: usize,
    },
    /// A second terminal marker: `K^^` (code `doubled-terminal-marker`).
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("k^^"), Err(Error::DoubledTerminalMarker { offset: 2 }));
    /// ```
    #[error("second terminal marker at byte {offset}; a piece has at most one")]
    DoubledTerminalMarker {
        /// Offset of the second marker.
        offset: usize,
    },
    /// A derivation marker `'` (code `derivation-marker`): that is EPIN, not PIN (`K'`, `K^'`, `'`).
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("K^'"), Err(Error::DerivationMarker { offset: 2 }));
    /// ```
    #[error("derivation marker (') at byte {offset} belongs to EPIN, not PIN")]
    DerivationMarker {
        /// Offset of the marker.
        offset: usize,
    },
    /// Any other byte after a complete token (code `trailing-byte`): a second letter (`KK`), whitespace or a
    /// newline (`K `, `K\n`), a separator (`C:K`), a NUL.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert_eq!(Piece::parse("K\n"), Err(Error::TrailingByte { offset: 1, byte: b'\n' }));
    /// ```
    #[error("unexpected byte 0x{byte:02x} at byte {offset} after the piece")]
    TrailingByte {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
    /// Not one of the state words `"normal"`, `"enhanced"`, `"diminished"` (code `unknown-state`): the error
    /// of [`State::from_str`] and of deserializing a [`State`], never of a token parse.
    ///
    /// ```
    /// use tabula_pin::{Error, State};
    /// assert_eq!("Normal".parse::<State>(), Err(Error::UnknownState));
    /// ```
    #[error("expected \"normal\", \"enhanced\" or \"diminished\"")]
    UnknownState,
}

impl Error {
    /// Byte offset at which the error was detected: the offending byte (or, for [`Error::MissingLetter`], the
    /// end of the input); 0 for [`Error::Empty`], [`Error::TooLong`] and [`Error::UnknownState`].
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+1").unwrap_err().offset(), 1);
    /// assert_eq!(tabula_pin::Piece::parse("hello").unwrap_err().offset(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } | Error::UnknownState => 0,
            Error::InvalidLetter { offset, .. }
            | Error::MissingLetter { offset }
            | Error::DoubledStateModifier { offset }
            | Error::MisplacedStateModifier { offset }
            | Error::MisplacedTerminalMarker { offset }
            | Error::DoubledTerminalMarker { offset }
            | Error::DerivationMarker { offset }
            | Error::TrailingByte { offset, .. } => *offset,
        }
    }

    /// The kebab-case code used by the conformance fixtures (one per variant; see `ERROR_CODES.md`).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("++K").unwrap_err().code(), "doubled-state-modifier");
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::InvalidLetter { .. } => "invalid-letter",
            Error::MissingLetter { .. } => "missing-letter",
            Error::DoubledStateModifier { .. } => "doubled-state-modifier",
            Error::MisplacedStateModifier { .. } => "misplaced-state-modifier",
            Error::MisplacedTerminalMarker { .. } => "misplaced-terminal-marker",
            Error::DoubledTerminalMarker { .. } => "doubled-terminal-marker",
            Error::DerivationMarker { .. } => "derivation-marker",
            Error::TrailingByte { .. } => "trailing-byte",
            Error::UnknownState => "unknown-state",
        }
    }
}

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

    /// The piece with another letter; side, state and terminal status are kept.
    ///
    /// ```
    /// use tabula_pin::{Letter, Piece};
    /// assert_eq!(Piece::parse("+p")?.with_letter(Letter::Q).to_string(), "+q");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_letter(self, letter: Letter) -> Piece {
        Piece::from_valid_bits((self.to_bits() & !LETTER_MASK) | letter.index() as u16)
    }

    /// The piece on `side`; letter, state and terminal status are kept.
    ///
    /// ```
    /// use tabula_pin::{Piece, Side};
    /// assert_eq!(Piece::parse("+K^")?.with_side(Side::Second).to_string(), "+k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_side(self, side: Side) -> Piece {
        let side = match side {
            Side::First => 0,
            Side::Second => SIDE_BIT,
        };
        Piece::from_valid_bits((self.to_bits() & !SIDE_BIT) | side)
    }

    /// The piece in `state`; letter, side and terminal status are kept.
    ///
    /// ```
    /// use tabula_pin::{Piece, State};
    /// assert_eq!(Piece::parse("+p")?.with_state(State::Diminished).to_string(), "-p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_state(self, state: State) -> Piece {
        Piece::from_valid_bits((self.to_bits() & !STATE_MASK) | ((state as u16) << STATE_SHIFT))
    }

    /// The piece with the terminal marker set or cleared; letter, side and state are kept.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("K")?.with_terminal(true).to_string(), "K^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_terminal(self, terminal: bool) -> Piece {
        let terminal = if terminal { TERMINAL_BIT } else { 0 };
        Piece::from_valid_bits((self.to_bits() & !TERMINAL_BIT) | terminal)
    }

    /// The piece with the terminal marker.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-k")?.mark_terminal().to_string(), "-k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn mark_terminal(self) -> Piece {
        self.with_terminal(true)
    }

    /// The piece without the terminal marker.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-k^")?.unmark_terminal().to_string(), "-k");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn unmark_terminal(self) -> Piece {
        self.with_terminal(false)
    }

    /// The piece on the other side; letter, state and terminal status are kept.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K^")?.flip().to_string(), "+k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip(self) -> Piece {
        Piece::from_valid_bits(self.to_bits() ^ SIDE_BIT)
    }

    /// The piece enhanced (`+`), whatever its state was.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-p")?.enhance().to_string(), "+p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn enhance(self) -> Piece {
        self.with_state(State::Enhanced)
    }

    /// The piece diminished (`-`), whatever its state was.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("p")?.diminish().to_string(), "-p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn diminish(self) -> Piece {
        self.with_state(State::Diminished)
    }

    /// The piece in its normal state (no prefix).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+p^")?.normalize().to_string(), "p^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn normalize(self) -> Piece {
        self.with_state(State::Normal)
    }

    /// Whether both pieces have the same letter, whatever their case.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K")?.same_letter(Piece::parse("+k^")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_letter(self, other: Piece) -> bool {
        self.0.get() & LETTER_MASK == other.0.get() & LETTER_MASK
    }

    /// Whether both pieces are on the same side.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K")?.same_side(Piece::parse("+Q")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_side(self, other: Piece) -> bool {
        self.0.get() & SIDE_BIT == other.0.get() & SIDE_BIT
    }

    /// Whether both pieces are in the same state.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("+K")?.same_state(Piece::parse("+q")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_state(self, other: Piece) -> bool {
        self.0.get() & STATE_MASK == other.0.get() & STATE_MASK
    }

    /// Whether both pieces have the same terminal status.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K^")?.same_terminal(Piece::parse("q^")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn same_terminal(self, other: Piece) -> bool {
        self.0.get() & TERMINAL_BIT == other.0.get() & TERMINAL_BIT
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

    /// Parses a whole string as one PIN token.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("+K^").is_ok());
    /// assert!(tabula_pin::Piece::parse("K+").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one PIN token.
    #[inline]
    pub fn parse(s: &str) -> Result<Piece, Error> {
        Piece::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one PIN token. The length bound (3 bytes) is checked first, so a 1 MB
    /// input is rejected without being read. No UTF-8 check is needed: a token is ASCII.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// assert!(Piece::parse_bytes(b"-p").is_ok());
    /// assert_eq!(Piece::parse_bytes(b"+\xff"), Err(Error::InvalidLetter { offset: 1, byte: 0xFF }));
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one PIN token.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<Piece, Error> {
        if bytes.len() > Piece::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        read::whole(bytes).map_err(read::Stop::error)
    }

    /// Reads one PIN token at the start of `bytes` and returns it with the number of bytes it took (1 to 3);
    /// what follows is left alone (`b"+K^'x"` gives `+K^` and 3). The token is the longest one there: the
    /// optional `^` is taken when present. At most 3 bytes are read, whatever the length of `bytes`.
    ///
    /// This is the reader EPIN, QPI and FEEN build on.
    ///
    /// ```
    /// use tabula_pin::{Error, Piece};
    /// let (piece, used) = Piece::parse_prefix(b"+K^'x")?;
    /// assert_eq!((piece.to_string().as_str(), used), ("+K^", 3));
    /// assert_eq!(Piece::parse_prefix(b"K+")?.1, 1);
    /// assert_eq!(Piece::parse_prefix(b"+/"), Err(Error::InvalidLetter { offset: 1, byte: b'/' }));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    ///
    /// # Errors
    /// When no token starts at byte 0: [`Error::Empty`], [`Error::InvalidLetter`], [`Error::MissingLetter`],
    /// [`Error::DoubledStateModifier`], [`Error::MisplacedTerminalMarker`] or [`Error::DerivationMarker`]
    /// (never an error about what follows a token, and never [`Error::TooLong`]).
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Piece, usize), Error> {
        read::token(bytes).map_err(read::Stop::error)
    }

    /// [`Piece::parse_prefix`] without the error: the same reading, `None` when no token starts at byte 0.
    /// For readers that scan many tokens and ask for the error only when there is one (EPIN's reader, and
    /// through it the FEEN scanner and PMN).
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::try_prefix(b"+K^'x").map(|(p, n)| (p.to_string(), n)), Some(("+K^".into(), 3)));
    /// assert_eq!(Piece::try_prefix(b"+/"), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(Piece, usize)> {
        read::token(bytes).ok()
    }

    /// [`Piece::try_prefix`], and whether the byte right after the token is `next`, in the same reading.
    /// Hidden: the plumbing of EPIN's reader (which asks for its derivation marker this way, so that the
    /// FEEN scanner and PMN pay for one look at the byte after a letter), not an API.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// let (piece, used, marked) = Piece::__try_prefix_then(b"K^'", b'\'').unwrap();
    /// assert_eq!((piece.as_str(), used, marked), ("K^", 2, true));
    /// ```
    #[doc(hidden)]
    #[must_use]
    #[inline]
    pub fn __try_prefix_then(bytes: &[u8], next: u8) -> Option<(Piece, usize, bool)> {
        read::token_then(bytes, next)
    }

    /// Whether `s` is exactly one PIN token.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::is_valid("-r"));
    /// assert!(!tabula_pin::Piece::is_valid("-r'"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        s.len() <= Piece::MAX_LEN && read::whole(s.as_bytes()).is_ok()
    }

    /// The length of the canonical token in bytes (1 to 3).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K^")?.encoded_len(), 3);
    /// assert_eq!(tabula_pin::Piece::parse("k")?.encoded_len(), 1);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn encoded_len(self) -> usize {
        1 + if self.is_normal() { 0 } else { 1 } + if self.is_terminal() { 1 } else { 0 }
    }

    /// The canonical token as a static string: no formatting machinery, no allocation, no copy.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("-k^")?.as_str(), "-k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn as_str(self) -> &'static str {
        let at = usize::from(self.to_bits()) * TEXT_STRIDE;
        // A typed invariant: `to_bits` of a `Piece` is below the 312 tokens the table holds (every one is
        // checked by the tests), so this slice is always in the table.
        &TEXT[at..at + self.encoded_len()]
    }

    /// Writes the canonical token into `buf` and returns it; no allocation, no formatting machinery (this is
    /// what emitters such as FEEN's use). The text returned is the same as [`Piece::as_str`].
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// let mut buf = [0; Piece::MAX_LEN];
    /// assert_eq!(Piece::parse("-k^")?.encode(&mut buf), "-k^");
    /// assert_eq!(&buf, b"-k^");
    /// assert_eq!(Piece::parse("Q")?.encode(&mut buf), "Q");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[inline]
    pub fn encode(self, buf: &mut [u8; Piece::MAX_LEN]) -> &str {
        let text = self.as_str();
        if let Some(head) = buf.get_mut(..text.len()) {
            head.copy_from_slice(text.as_bytes());
        }
        text
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

impl fmt::Display for Piece {
    /// Writes the canonical token, honouring width, fill and alignment like `str` does (`{:<4}` gives
    /// `"+K^ "`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for Piece {
    /// `Piece("+K^")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Piece({:?})", self.as_str())
    }
}

tabula_protocol::__token_text_impls!(Piece, Error, "a PIN token such as \"+K^\"");

#[cfg(feature = "serde")]
mod serde_impl {
    use super::State;
    use core::fmt;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// The spec word (`"enhanced"`).
    impl Serialize for State {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.as_str())
        }
    }

    struct StateVisitor;

    impl Visitor<'_> for StateVisitor {
        type Value = State;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("\"normal\", \"enhanced\" or \"diminished\"")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<State, E> {
            v.parse().map_err(E::custom)
        }
    }

    /// One of the spec words, exactly.
    impl<'de> Deserialize<'de> for State {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(StateVisitor)
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::format;
    use std::string::ToString;
    use std::vec::Vec;

    #[test]
    fn packing_accepts_exactly_the_produced_forms() {
        for piece in Piece::all() {
            assert_eq!(Piece::from_bits(piece.to_bits()), Some(piece));
            assert!(piece.to_bits() < 1 << 9);
        }
        let valid = (0..=u16::MAX).filter_map(Piece::from_bits).count();
        assert_eq!(valid, Piece::COUNT);
    }

    #[test]
    fn rank_is_the_position_in_all() {
        let all: Vec<Piece> = Piece::all().collect();
        for (rank, piece) in all.iter().enumerate() {
            assert_eq!(usize::from(piece.rank()), rank);
            assert_eq!(Piece::from_rank(piece.rank()), *piece);
        }
        assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!(
            Piece::all().next_back().map(|p| p.to_string()),
            Some("+z^".into())
        );
    }

    #[test]
    fn transformations_touch_one_attribute() {
        let piece = Piece::new(Letter::K, Side::Second, State::Enhanced, true);
        assert_eq!(
            piece.flip(),
            Piece::new(Letter::K, Side::First, State::Enhanced, true)
        );
        assert_eq!(
            piece.normalize(),
            Piece::new(Letter::K, Side::Second, State::Normal, true)
        );
        assert_eq!(
            piece.diminish(),
            Piece::new(Letter::K, Side::Second, State::Diminished, true)
        );
        assert_eq!(piece.diminish().enhance(), piece);
        assert_eq!(
            piece.unmark_terminal(),
            Piece::new(Letter::K, Side::Second, State::Enhanced, false)
        );
        assert_eq!(piece.unmark_terminal().mark_terminal(), piece);
        assert_eq!(
            piece.with_letter(Letter::Z),
            Piece::new(Letter::Z, Side::Second, State::Enhanced, true)
        );
        assert_eq!(piece.with_side(Side::Second), piece);
        assert_eq!(piece.with_state(State::Enhanced), piece);
        assert_eq!(piece.with_terminal(true), piece);
    }

    #[test]
    fn queries_read_the_right_bits() {
        let piece = Piece::new(Letter::P, Side::First, State::Diminished, false);
        assert!(piece.is_first() && !piece.is_second());
        assert!(piece.is_diminished() && !piece.is_enhanced() && !piece.is_normal());
        assert!(!piece.is_terminal());
        assert!(piece.same_letter(piece.flip()) && !piece.same_side(piece.flip()));
        assert!(piece.same_state(piece.flip()) && !piece.same_state(piece.normalize()));
        assert!(piece.same_terminal(piece.flip()) && !piece.same_terminal(piece.mark_terminal()));
    }

    #[test]
    fn encoding_writes_the_shortest_canonical_text() {
        let mut buf = [0; Piece::MAX_LEN];
        for piece in Piece::all() {
            let text = piece.encode(&mut buf);
            assert_eq!(text.len(), piece.encoded_len());
            assert_eq!(text.starts_with('+'), piece.is_enhanced());
            assert_eq!(text.starts_with('-'), piece.is_diminished());
            assert_eq!(text.ends_with('^'), piece.is_terminal());
        }
        let piece = Piece::new(Letter::G, Side::First, State::Enhanced, true);
        assert_eq!(format!("[{piece:>5}]"), "[  +G^]");
        assert_eq!(format!("{piece:?}"), "Piece(\"+G^\")");
    }

    #[test]
    fn state_words_and_order() {
        for state in State::ALL {
            assert_eq!(state.as_str().parse::<State>(), Ok(state));
            assert_eq!(state.to_string(), state.as_str());
        }
        assert!(State::ALL.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!("".parse::<State>(), Err(Error::UnknownState));
        assert_eq!(" normal".parse::<State>(), Err(Error::UnknownState));
    }

    #[test]
    fn every_error_has_its_code_and_offset() {
        let cases = [
            (Error::Empty, "empty", 0),
            (Error::TooLong { len: 5 }, "too-long", 0),
            (
                Error::InvalidLetter {
                    offset: 1,
                    byte: b'1',
                },
                "invalid-letter",
                1,
            ),
            (Error::MissingLetter { offset: 1 }, "missing-letter", 1),
            (
                Error::DoubledStateModifier { offset: 1 },
                "doubled-state-modifier",
                1,
            ),
            (
                Error::MisplacedStateModifier { offset: 2 },
                "misplaced-state-modifier",
                2,
            ),
            (
                Error::MisplacedTerminalMarker { offset: 0 },
                "misplaced-terminal-marker",
                0,
            ),
            (
                Error::DoubledTerminalMarker { offset: 2 },
                "doubled-terminal-marker",
                2,
            ),
            (
                Error::DerivationMarker { offset: 1 },
                "derivation-marker",
                1,
            ),
            (
                Error::TrailingByte {
                    offset: 1,
                    byte: b' ',
                },
                "trailing-byte",
                1,
            ),
            (Error::UnknownState, "unknown-state", 0),
        ];
        for (error, code, offset) in cases {
            assert_eq!((error.code(), error.offset()), (code, offset), "{error:?}");
            assert!(!error.to_string().is_empty());
        }
    }
}
