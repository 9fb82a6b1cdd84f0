//! Why a string is not a PIN token.

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
    /// of [`State::from_str`](core::str::FromStr::from_str) and of deserializing a [`State`](crate::State),
    /// never of a token parse.
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
