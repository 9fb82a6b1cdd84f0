#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroU16;
use core::str::FromStr;

pub use tabula_protocol::{Letter, Side};

mod parser;

const LETTER_MASK: u16 = 0x1F;
const SIDE_BIT: u16 = 1 << 5;
const STATE_SHIFT: u16 = 6;
const TERMINAL_BIT: u16 = 1 << 8;
/// Always set in the stored value (the niche of `Option<Piece>`).
const PRESENT_BIT: u16 = 1 << 15;

/// A piece's state: the optional prefix of a PIN token.
///
/// `Ord`: `Diminished < Normal < Enhanced`.
///
/// ```
/// use tabula_pin::State;
/// assert_eq!("enhanced".parse::<State>(), Ok(State::Enhanced));
/// assert_eq!(State::Diminished.prefix(), "-");
/// assert!(State::Diminished < State::Normal && State::Normal < State::Enhanced);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum State {
    /// No prefix.
    #[default]
    Normal = 0,
    /// Prefix `+`.
    Enhanced = 1,
    /// Prefix `-`.
    Diminished = 2,
}

impl State {
    /// The three states in `Ord` order.
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
    /// ```
    #[must_use]
    pub const fn prefix(self) -> &'static str {
        match self {
            State::Normal => "",
            State::Enhanced => "+",
            State::Diminished => "-",
        }
    }

    const fn rank(self) -> u8 {
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
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// The error of [`State::from_str`]: not one of the three spec words.
///
/// ```
/// assert!("promoted".parse::<tabula_pin::State>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("expected \"normal\", \"enhanced\" or \"diminished\"")]
pub struct UnknownState;

impl FromStr for State {
    type Err = UnknownState;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "normal" => Ok(State::Normal),
            "enhanced" => Ok(State::Enhanced),
            "diminished" => Ok(State::Diminished),
            _ => Err(UnknownState),
        }
    }
}

/// A PIN token `[+-]?letter^?`: a piece's name (letter), side (case), state (prefix) and terminal status
/// (`^`).
///
/// Two bytes; `Option<Piece>` is two bytes too.
///
/// `Ord`: letter, then side (first before second), then state (`Diminished < Normal < Enhanced`), then
/// terminal (`false < true`). Not the byte order of the text.
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
/// # Ok::<(), tabula_pin::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(NonZeroU16);

const _: () = assert!(core::mem::size_of::<Piece>() == 2);
const _: () = assert!(core::mem::size_of::<Option<Piece>>() == 2);

/// Why a byte string is not a PIN token. Every variant but [`Error::Empty`] and [`Error::TooLong`] carries
/// the byte offset of the offending byte.
///
/// ```
/// use tabula_pin::{Error, Piece};
/// assert_eq!(Piece::parse("K^^"), Err(Error::DoubledTerminalMarker { offset: 2 }));
/// assert_eq!(Piece::parse("K'").unwrap_err().code(), "derivation-marker");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty.
    #[error("empty PIN token")]
    Empty,
    /// More than 3 bytes (the longest token is `+K^`); nothing else was examined.
    #[error("PIN token is {len} bytes long, longer than the 3 bytes of the longest token")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// A byte that cannot start a token, or a non-letter after the state modifier.
    #[error("expected an ASCII letter at byte {offset}, found byte 0x{byte:02x}")]
    InvalidLetter {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
    /// A state modifier with nothing after it (`+`).
    #[error("state modifier is not followed by a letter (byte {offset})")]
    MissingLetter {
        /// Offset where the letter was expected (the end of the input).
        offset: usize,
    },
    /// Two state modifiers (`++K`, `+-K`).
    #[error("second state modifier at byte {offset}; a piece has at most one")]
    DoubledStateModifier {
        /// Offset of the second modifier.
        offset: usize,
    },
    /// A state modifier after the letter (`K+`, `K^-`); it must come first.
    #[error("state modifier at byte {offset} must come before the letter")]
    MisplacedStateModifier {
        /// Offset of the modifier.
        offset: usize,
    },
    /// A terminal marker before the letter (`^K`, `+^K`); it must follow the letter.
    #[error("terminal marker at byte {offset} must come right after the letter")]
    MisplacedTerminalMarker {
        /// Offset of the marker.
        offset: usize,
    },
    /// Two terminal markers (`K^^`).
    #[error("second terminal marker at byte {offset}; a piece has at most one")]
    DoubledTerminalMarker {
        /// Offset of the second marker.
        offset: usize,
    },
    /// A derivation marker `'`: that is EPIN, not PIN.
    #[error("derivation marker (') at byte {offset} belongs to EPIN, not PIN")]
    DerivationMarker {
        /// Offset of the marker.
        offset: usize,
    },
    /// Any other byte after the letter or terminal marker (`KK`, `K `, `C:K`).
    #[error("unexpected byte 0x{byte:02x} at byte {offset} after the piece")]
    TrailingByte {
        /// Offset of the byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
}

impl Error {
    /// Byte offset at which the error was detected (0 for [`Error::Empty`] and [`Error::TooLong`]).
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+1").unwrap_err().offset(), 1);
    /// ```
    #[must_use]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } => 0,
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

    /// The kebab-case code used by the conformance fixtures.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("++K").unwrap_err().code(), "doubled-state-modifier");
    /// ```
    #[must_use]
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
        }
    }
}

impl Piece {
    /// The length of the longest PIN token (`+K^`).
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
    pub const fn new(letter: Letter, side: Side, state: State, terminal: bool) -> Piece {
        let side = match side {
            Side::First => 0,
            Side::Second => SIDE_BIT,
        };
        let terminal = if terminal { TERMINAL_BIT } else { 0 };
        let bits = letter.index() as u16 | side | ((state as u16) << STATE_SHIFT) | terminal;
        match NonZeroU16::new(bits | PRESENT_BIT) {
            Some(bits) => Piece(bits),
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
    pub const fn letter(self) -> Letter {
        #[allow(clippy::cast_possible_truncation)]
        match Letter::from_index((self.0.get() & LETTER_MASK) as u8) {
            Some(letter) => letter,
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
    pub const fn side(self) -> Side {
        if self.0.get() & SIDE_BIT == 0 {
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
    pub const fn state(self) -> State {
        match (self.0.get() >> STATE_SHIFT) & 0b11 {
            1 => State::Enhanced,
            2 => State::Diminished,
            _ => State::Normal,
        }
    }

    /// Whether the token ends with the terminal marker `^`.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("K^")?.is_terminal());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn is_terminal(self) -> bool {
        self.0.get() & TERMINAL_BIT != 0
    }

    /// Whether the piece is on the first side.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("K")?.is_first());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn is_first(self) -> bool {
        self.0.get() & SIDE_BIT == 0
    }

    /// Whether the piece is on the second side.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("k")?.is_second());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn is_second(self) -> bool {
        !self.is_first()
    }

    /// Whether the piece is in its normal state.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("K")?.is_normal());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn is_normal(self) -> bool {
        matches!(self.state(), State::Normal)
    }

    /// Whether the piece is enhanced (`+`).
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse("+K")?.is_enhanced());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
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
    pub const fn is_diminished(self) -> bool {
        matches!(self.state(), State::Diminished)
    }

    /// The piece with another letter.
    ///
    /// ```
    /// use tabula_pin::{Letter, Piece};
    /// assert_eq!(Piece::parse("+p")?.with_letter(Letter::Q).to_string(), "+q");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn with_letter(self, letter: Letter) -> Piece {
        Piece::new(letter, self.side(), self.state(), self.is_terminal())
    }

    /// The piece on `side`.
    ///
    /// ```
    /// use tabula_pin::{Piece, Side};
    /// assert_eq!(Piece::parse("+p")?.with_side(Side::First).to_string(), "+P");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn with_side(self, side: Side) -> Piece {
        Piece::new(self.letter(), side, self.state(), self.is_terminal())
    }

    /// The piece in `state`.
    ///
    /// ```
    /// use tabula_pin::{Piece, State};
    /// assert_eq!(Piece::parse("+p")?.with_state(State::Diminished).to_string(), "-p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn with_state(self, state: State) -> Piece {
        Piece::new(self.letter(), self.side(), state, self.is_terminal())
    }

    /// The piece with the terminal marker set or cleared.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("K")?.with_terminal(true).to_string(), "K^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn with_terminal(self, terminal: bool) -> Piece {
        Piece::new(self.letter(), self.side(), self.state(), terminal)
    }

    /// The piece with the terminal marker.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-k")?.mark_terminal().to_string(), "-k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
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
    pub const fn unmark_terminal(self) -> Piece {
        self.with_terminal(false)
    }

    /// The piece on the other side.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+K^")?.flip().to_string(), "+k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn flip(self) -> Piece {
        self.with_side(self.side().flip())
    }

    /// The piece enhanced.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("-p")?.enhance().to_string(), "+p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn enhance(self) -> Piece {
        self.with_state(State::Enhanced)
    }

    /// The piece diminished.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("p")?.diminish().to_string(), "-p");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn diminish(self) -> Piece {
        self.with_state(State::Diminished)
    }

    /// The piece in its normal state.
    ///
    /// ```
    /// assert_eq!(tabula_pin::Piece::parse("+p^")?.normalize().to_string(), "p^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn normalize(self) -> Piece {
        self.with_state(State::Normal)
    }

    /// Whether both pieces have the same letter.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K")?.same_letter(Piece::parse("+k^")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
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
    pub const fn same_state(self, other: Piece) -> bool {
        self.state() as u8 == other.state() as u8
    }

    /// Whether both pieces have the same terminal status.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert!(Piece::parse("K^")?.same_terminal(Piece::parse("q^")?));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn same_terminal(self, other: Piece) -> bool {
        self.is_terminal() == other.is_terminal()
    }

    /// The packed form: letter in bits 0–4, side in bit 5, state in bits 6–7 (0 normal, 1 enhanced,
    /// 2 diminished), terminal in bit 8.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::parse("K")?.to_bits(), 10);
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    pub const fn to_bits(self) -> u16 {
        self.0.get() & !PRESENT_BIT
    }

    /// The piece of a packed form, or `None` if `bits` is not one [`Piece::to_bits`] produces.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// assert_eq!(Piece::from_bits(10).map(|p| p.to_string()), Some("K".into()));
    /// assert_eq!(Piece::from_bits(3 << 6), None);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u16) -> Option<Piece> {
        if bits & !(LETTER_MASK | SIDE_BIT | (0b11 << STATE_SHIFT) | TERMINAL_BIT) != 0
            || (bits & LETTER_MASK) > 25
            || (bits >> STATE_SHIFT) & 0b11 == 0b11
        {
            return None;
        }
        match NonZeroU16::new(bits | PRESENT_BIT) {
            Some(bits) => Some(Piece(bits)),
            None => None,
        }
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
    pub fn parse(s: &str) -> Result<Piece, Error> {
        Piece::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one PIN token; the length bound (3 bytes) is checked first.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::parse_bytes(b"-p").is_ok());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one PIN token.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Piece, Error> {
        if bytes.len() > Piece::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        parser::whole(bytes)
    }

    /// Reads one PIN token at the start of `bytes` and returns it with the bytes it took; what follows is
    /// left alone (`b"+K^'"` gives `+K^` and 3).
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// let (piece, used) = Piece::parse_prefix(b"+K^'")?;
    /// assert_eq!((piece.to_string().as_str(), used), ("+K^", 3));
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] when no PIN token starts at byte 0.
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Piece, usize), Error> {
        parser::prefix(bytes)
    }

    /// Whether `s` is exactly one PIN token.
    ///
    /// ```
    /// assert!(tabula_pin::Piece::is_valid("-r"));
    /// assert!(!tabula_pin::Piece::is_valid("-r'"));
    /// ```
    #[must_use]
    pub fn is_valid(s: &str) -> bool {
        Piece::parse(s).is_ok()
    }

    /// Writes the canonical token into `buf` and returns it; no allocation.
    ///
    /// ```
    /// use tabula_pin::Piece;
    /// let mut buf = [0; Piece::MAX_LEN];
    /// assert_eq!(Piece::parse("-k^")?.encode(&mut buf), "-k^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    pub fn encode(self, buf: &mut [u8; Piece::MAX_LEN]) -> &str {
        let mut len = 0;
        match self.state() {
            State::Normal => {}
            State::Enhanced => {
                buf[0] = b'+';
                len = 1;
            }
            State::Diminished => {
                buf[0] = b'-';
                len = 1;
            }
        }
        buf[len] = self.letter().to_ascii(self.side());
        len += 1;
        if self.is_terminal() {
            buf[len] = b'^';
            len += 1;
        }
        // ASCII written just above.
        core::str::from_utf8(&buf[..len]).unwrap_or("")
    }

    /// Every PIN token in `Ord` order.
    ///
    /// ```
    /// let first: Vec<String> = tabula_pin::Piece::all().take(3).map(|p| p.to_string()).collect();
    /// assert_eq!(first, ["-A", "-A^", "A"]);
    /// ```
    pub fn all() -> impl Iterator<Item = Piece> {
        Letter::ALL.into_iter().flat_map(|letter| {
            Side::ALL.into_iter().flat_map(move |side| {
                State::ALL.into_iter().flat_map(move |state| {
                    [false, true].map(|terminal| Piece::new(letter, side, state, terminal))
                })
            })
        })
    }
}

impl PartialOrd for Piece {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Piece {
    fn cmp(&self, other: &Self) -> Ordering {
        let key = |p: &Piece| (p.letter(), p.side(), p.state(), p.is_terminal());
        key(self).cmp(&key(other))
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; Piece::MAX_LEN];
        f.pad(self.encode(&mut buf))
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; Piece::MAX_LEN];
        write!(f, "Piece({:?})", self.encode(&mut buf))
    }
}

impl FromStr for Piece {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Piece::parse(s)
    }
}

impl TryFrom<&str> for Piece {
    type Error = Error;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        Piece::parse(s)
    }
}

impl TryFrom<&[u8]> for Piece {
    type Error = Error;

    fn try_from(bytes: &[u8]) -> Result<Self, Self::Error> {
        Piece::parse_bytes(bytes)
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use super::{Piece, State};
    use core::fmt;
    use serde::de::{self, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Piece {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut buf = [0; Piece::MAX_LEN];
            serializer.serialize_str(self.encode(&mut buf))
        }
    }

    impl Serialize for State {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.as_str())
        }
    }

    struct TokenVisitor;

    impl Visitor<'_> for TokenVisitor {
        type Value = Piece;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a PIN token such as \"+K^\"")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<Piece, E> {
            Piece::parse(v).map_err(E::custom)
        }

        fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Piece, E> {
            Piece::parse_bytes(v).map_err(E::custom)
        }
    }

    impl<'de> Deserialize<'de> for Piece {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(TokenVisitor)
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

    impl<'de> Deserialize<'de> for State {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_str(StateVisitor)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips_for_every_token() {
        for piece in Piece::all() {
            assert_eq!(Piece::from_bits(piece.to_bits()), Some(piece));
        }
        let valid = (0..=u16::MAX).filter_map(Piece::from_bits).count();
        assert_eq!(valid, Piece::COUNT);
    }

    #[test]
    fn transformations_touch_one_attribute() {
        let piece = Piece::parse("+k^").unwrap();
        assert_eq!(piece.flip().state(), State::Enhanced);
        assert_eq!(piece.normalize().side(), Side::Second);
        assert!(piece.diminish().is_terminal());
        assert_eq!(piece.unmark_terminal().mark_terminal(), piece);
    }
}
