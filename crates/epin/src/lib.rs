#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroU16;

pub use tabula_pin::{self as pin, Letter, Piece, Side, State};

mod parser;
mod write;

/// Bit 9 of the packed form: the derivation flag.
const DERIVED_BIT: u16 = 1 << 9;
/// Bits 0–8 of the packed form: the PIN piece (`Piece::to_bits`).
const PIECE_MASK: u16 = 0x01FF;
/// Always set in the stored value so that it is never zero (gives `Option<ExtendedPiece>` its niche).
const PRESENT_BIT: u16 = 1 << 15;

/// An EPIN token: a PIN [`Piece`] plus the style status (native, or derived when the token ends with `'`).
///
/// Stored in two bytes; `Option<ExtendedPiece>` is two bytes too.
///
/// `Ord` compares the PIN piece first (with [`Piece`]'s order), then native before derived. It is **not** the
/// FEEN hand order (see `tabula-feen`), and not the byte order of the text.
///
/// ```
/// use tabula_epin::{ExtendedPiece, Letter, Side};
///
/// let piece: ExtendedPiece = "+r^'".parse()?;
/// assert_eq!(piece.letter(), Letter::R);
/// assert_eq!(piece.side(), Side::Second);
/// assert!(piece.is_enhanced() && piece.is_terminal() && piece.is_derived());
/// assert_eq!(piece.native().to_string(), "+r^");
/// # Ok::<(), tabula_epin::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExtendedPiece(NonZeroU16);

const _: () = assert!(core::mem::size_of::<ExtendedPiece>() == 2);
const _: () = assert!(core::mem::size_of::<Option<ExtendedPiece>>() == 2);

/// Why a byte string is not an EPIN token.
///
/// Every variant that points into the input carries the byte offset where the problem was found; see
/// [`Error::offset`].
///
/// ```
/// use tabula_epin::{Error, ExtendedPiece};
///
/// assert_eq!(ExtendedPiece::parse("K'^"), Err(Error::MisplacedDerivationMarker { offset: 1 }));
/// assert_eq!(ExtendedPiece::parse("K'^").unwrap_err().code(), "misplaced-derivation-marker");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is empty (code `empty`).
    ///
    /// ```
    /// assert_eq!(tabula_epin::ExtendedPiece::parse(""), Err(tabula_epin::Error::Empty));
    /// ```
    #[error("empty EPIN token")]
    Empty,
    /// The input is longer than the longest EPIN token (4 bytes, `+K^'`; code `too-long`); nothing else was
    /// examined, so a 1 MB input costs no more than a 5-byte one. The bound is the spec's own
    /// (EPIN, <https://sashite.dev/specs/epin/1.0.0/>, "Syntax").
    ///
    /// ```
    /// use tabula_epin::{Error, ExtendedPiece};
    /// assert_eq!(ExtendedPiece::parse("+K^''"), Err(Error::TooLong { len: 5 }));
    /// ```
    #[error("EPIN token is {len} bytes long, longer than the 4 bytes of the longest token")]
    TooLong {
        /// Length of the input in bytes.
        len: usize,
    },
    /// A derivation marker `'` that is not the single last byte right after a PIN token (`'K`, `K''`, `K'^`;
    /// code `misplaced-derivation-marker`). The offset is that of the first `'` that is not the final one.
    ///
    /// ```
    /// use tabula_epin::{Error, ExtendedPiece};
    /// assert_eq!(ExtendedPiece::parse("'K"), Err(Error::MisplacedDerivationMarker { offset: 0 }));
    /// assert_eq!(ExtendedPiece::parse("K''"), Err(Error::MisplacedDerivationMarker { offset: 1 }));
    /// ```
    #[error("derivation marker (') at byte {offset} must come once, last, right after a PIN token")]
    MisplacedDerivationMarker {
        /// Byte offset of the misplaced marker.
        offset: usize,
    },
    /// The part before the optional final `'` is not a PIN token; the PIN error says why (its offset is the
    /// offset in the EPIN input too, since the PIN part starts at byte 0), and its code is this error's code.
    ///
    /// ```
    /// use tabula_epin::{Error, ExtendedPiece, pin};
    /// let error = ExtendedPiece::parse("K^^'").unwrap_err();
    /// assert_eq!(error, Error::Pin(pin::Error::DoubledTerminalMarker { offset: 2 }));
    /// assert_eq!((error.code(), error.offset()), ("doubled-terminal-marker", 2));
    /// ```
    #[error("invalid PIN part: {0}")]
    Pin(#[from] pin::Error),
}

impl Error {
    /// Byte offset in the input at which the error was detected (0 for [`Error::Empty`] and
    /// [`Error::TooLong`]).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("K''").unwrap_err().offset(), 1);
    /// assert_eq!(ExtendedPiece::parse("K$'").unwrap_err().offset(), 1);
    /// ```
    #[must_use]
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            Error::Empty | Error::TooLong { .. } => 0,
            Error::MisplacedDerivationMarker { offset } => *offset,
            Error::Pin(e) => e.offset(),
        }
    }

    /// The kebab-case error code used by the conformance fixtures (`fixtures/README.md`). A wrapped PIN
    /// error reports the PIN code.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("").unwrap_err().code(), "empty");
    /// assert_eq!(ExtendedPiece::parse("+K^''").unwrap_err().code(), "too-long");
    /// ```
    #[must_use]
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::TooLong { .. } => "too-long",
            Error::MisplacedDerivationMarker { .. } => "misplaced-derivation-marker",
            Error::Pin(e) => e.code(),
        }
    }
}

impl ExtendedPiece {
    /// The length of the longest EPIN token (`+K^'`).
    ///
    /// ```
    /// assert_eq!(tabula_epin::ExtendedPiece::MAX_LEN, 4);
    /// ```
    pub const MAX_LEN: usize = 4;

    /// The number of EPIN tokens (312 PIN tokens × native/derived).
    ///
    /// ```
    /// assert_eq!(tabula_epin::ExtendedPiece::all().count(), tabula_epin::ExtendedPiece::COUNT);
    /// ```
    pub const COUNT: usize = 624;

    /// Builds the token for `piece` with the given style status.
    ///
    /// ```
    /// use tabula_epin::{ExtendedPiece, Piece};
    /// let king: Piece = "K^".parse()?;
    /// assert_eq!(ExtendedPiece::new(king, true).to_string(), "K^'");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn new(piece: Piece, derived: bool) -> ExtendedPiece {
        let derived = if derived { DERIVED_BIT } else { 0 };
        match NonZeroU16::new(piece.to_bits() | derived | PRESENT_BIT) {
            Some(bits) => ExtendedPiece(bits),
            None => unreachable_nonzero(),
        }
    }

    /// The native token of `piece` (no derivation marker).
    ///
    /// ```
    /// use tabula_epin::{ExtendedPiece, Piece};
    /// let pawn: Piece = "p".parse()?;
    /// assert!(ExtendedPiece::native_of(pawn).is_native());
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn native_of(piece: Piece) -> ExtendedPiece {
        ExtendedPiece::new(piece, false)
    }

    /// The PIN part (the token without its derivation marker).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let token: ExtendedPiece = "-p'".parse()?;
    /// assert_eq!(token.piece().to_string(), "-p");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn piece(self) -> Piece {
        match Piece::from_bits(self.0.get() & PIECE_MASK) {
            Some(piece) => piece,
            // Never taken: the bits were produced by `Piece::to_bits`.
            None => Piece::new(Letter::A, Side::First, State::Normal, false),
        }
    }

    /// Whether the token ends with the derivation marker `'`.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("K'")?.is_derived());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_derived(self) -> bool {
        self.0.get() & DERIVED_BIT != 0
    }

    /// Whether the token has no derivation marker.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("K")?.is_native());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_native(self) -> bool {
        !self.is_derived()
    }

    /// The same piece, native (idempotent).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("+R'")?.native().to_string(), "+R");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn native(self) -> ExtendedPiece {
        ExtendedPiece::new(self.piece(), false)
    }

    /// The same piece, derived (idempotent).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("+R")?.derive().to_string(), "+R'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn derive(self) -> ExtendedPiece {
        ExtendedPiece::new(self.piece(), true)
    }

    /// The same style status with another PIN part.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let token = ExtendedPiece::parse("P'")?;
    /// assert_eq!(token.with_piece(token.piece().flip()).to_string(), "p'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_piece(self, piece: Piece) -> ExtendedPiece {
        ExtendedPiece::new(piece, self.is_derived())
    }

    /// The same PIN part with the given style status.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("k")?.with_derived(true).to_string(), "k'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn with_derived(self, derived: bool) -> ExtendedPiece {
        ExtendedPiece::new(self.piece(), derived)
    }

    /// The piece's letter (its name).
    ///
    /// ```
    /// use tabula_epin::{ExtendedPiece, Letter};
    /// assert_eq!(ExtendedPiece::parse("-q'")?.letter(), Letter::Q);
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn letter(self) -> Letter {
        self.piece().letter()
    }

    /// The piece's side (its letter's case).
    ///
    /// ```
    /// use tabula_epin::{ExtendedPiece, Side};
    /// assert_eq!(ExtendedPiece::parse("-q'")?.side(), Side::Second);
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn side(self) -> Side {
        self.piece().side()
    }

    /// The piece's state (`+` enhanced, `-` diminished, none normal).
    ///
    /// ```
    /// use tabula_epin::{ExtendedPiece, State};
    /// assert_eq!(ExtendedPiece::parse("-q'")?.state(), State::Diminished);
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn state(self) -> State {
        self.piece().state()
    }

    /// Whether the piece carries the terminal marker `^`.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("K^'")?.is_terminal());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_terminal(self) -> bool {
        self.piece().is_terminal()
    }

    /// Whether the piece belongs to the first side (uppercase letter).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("K'")?.is_first());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_first(self) -> bool {
        self.piece().is_first()
    }

    /// Whether the piece belongs to the second side (lowercase letter).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("k'")?.is_second());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_second(self) -> bool {
        self.piece().is_second()
    }

    /// Whether the piece is enhanced (`+`).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("+P'")?.is_enhanced());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_enhanced(self) -> bool {
        self.piece().is_enhanced()
    }

    /// Whether the piece is diminished (`-`).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("-P")?.is_diminished());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_diminished(self) -> bool {
        self.piece().is_diminished()
    }

    /// Whether the piece is in its normal state (no modifier).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("P'")?.is_normal());
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn is_normal(self) -> bool {
        self.piece().is_normal()
    }

    /// The same token with the piece moved to the other side (the style status is kept).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse("+b'")?.flip().to_string(), "+B'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip(self) -> ExtendedPiece {
        self.with_piece(self.piece().flip())
    }

    /// The packed form: PIN bits (`Piece::to_bits`, bits 0–8) and the derivation flag in bit 9.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let token = ExtendedPiece::parse("K^'")?;
    /// assert_eq!(ExtendedPiece::from_bits(token.to_bits()), Some(token));
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub const fn to_bits(self) -> u16 {
        self.0.get() & (PIECE_MASK | DERIVED_BIT)
    }

    /// The token of a packed form, or `None` if `bits` is not one that [`ExtendedPiece::to_bits`] produces.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::from_bits(u16::MAX), None);
    /// ```
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<ExtendedPiece> {
        if bits & !(PIECE_MASK | DERIVED_BIT) != 0 {
            return None;
        }
        match Piece::from_bits(bits & PIECE_MASK) {
            Some(piece) => Some(ExtendedPiece::new(piece, bits & DERIVED_BIT != 0)),
            None => None,
        }
    }

    /// Parses a whole string as one EPIN token.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::parse("-k^'").is_ok());
    /// assert!(ExtendedPiece::parse("K'K").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `s` is not exactly one EPIN token.
    #[inline]
    pub fn parse(s: &str) -> Result<ExtendedPiece, Error> {
        ExtendedPiece::parse_bytes(s.as_bytes())
    }

    /// Parses a whole byte string as one EPIN token. The length bound (4 bytes) is checked first.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::parse_bytes(b"P'")?.to_string(), "P'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] when `bytes` is not exactly one EPIN token.
    #[inline]
    pub fn parse_bytes(bytes: &[u8]) -> Result<ExtendedPiece, Error> {
        if bytes.is_empty() {
            return Err(Error::Empty);
        }
        if bytes.len() > ExtendedPiece::MAX_LEN {
            return Err(Error::TooLong { len: bytes.len() });
        }
        match parser::whole(bytes) {
            Some(token) => Ok(token),
            None => Err(parser::diagnose(bytes)),
        }
    }

    /// Reads one EPIN token at the start of `bytes` (maximal munch) and returns it with the number of bytes
    /// it took; what follows is left alone. This is how FEEN reads concatenated tokens (`K'K` is `K'` then
    /// `K`).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let (token, used) = ExtendedPiece::parse_prefix(b"K'K")?;
    /// assert_eq!((token.to_string().as_str(), used), ("K'", 2));
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error`] when no EPIN token starts at byte 0; a derivation marker there is reported as
    /// [`Error::MisplacedDerivationMarker`].
    #[inline]
    pub fn parse_prefix(bytes: &[u8]) -> Result<(ExtendedPiece, usize), Error> {
        parser::prefix(bytes)
    }

    /// [`ExtendedPiece::parse_prefix`] without the error: `None` when no token starts at byte 0. Cheaper on
    /// the success path, for readers (such as FEEN's) that scan many tokens and ask for the error only when
    /// there is one.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let (token, used) = ExtendedPiece::try_prefix(b"+K^'x").unwrap();
    /// assert_eq!((token.to_string().as_str(), used), ("+K^'", 4));
    /// assert_eq!(ExtendedPiece::try_prefix(b"'K"), None);
    /// ```
    #[must_use]
    #[inline]
    pub fn try_prefix(bytes: &[u8]) -> Option<(ExtendedPiece, usize)> {
        parser::try_prefix(bytes)
    }

    /// Whether `s` is exactly one EPIN token.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert!(ExtendedPiece::is_valid("+R'"));
    /// assert!(!ExtendedPiece::is_valid("R'+"));
    /// ```
    #[must_use]
    #[inline]
    pub fn is_valid(s: &str) -> bool {
        ExtendedPiece::parse(s).is_ok()
    }

    /// Writes the canonical token into `buf` and returns it; no allocation.
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let mut buf = [0; ExtendedPiece::MAX_LEN];
    /// assert_eq!(ExtendedPiece::parse("+K^'")?.encode(&mut buf), "+K^'");
    /// # Ok::<(), tabula_epin::Error>(())
    /// ```
    pub fn encode(self, buf: &mut [u8; ExtendedPiece::MAX_LEN]) -> &str {
        let mut pin = [0; Piece::MAX_LEN];
        let len = self.piece().encode(&mut pin).len();
        buf[..len].copy_from_slice(&pin[..len]);
        let len = if self.is_derived() {
            buf[len] = b'\'';
            len + 1
        } else {
            len
        };
        // The bytes are ASCII written just above.
        core::str::from_utf8(&buf[..len]).unwrap_or("")
    }

    /// Every EPIN token, in `Ord` order (each PIN token native, then derived).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// assert_eq!(ExtendedPiece::all().count(), 624);
    /// ```
    pub fn all() -> impl Iterator<Item = ExtendedPiece> {
        Piece::all().flat_map(|piece| {
            [
                ExtendedPiece::new(piece, false),
                ExtendedPiece::new(piece, true),
            ]
        })
    }
}

/// Unreachable: the value always has `PRESENT_BIT` set.
const fn unreachable_nonzero() -> ExtendedPiece {
    ExtendedPiece(NonZeroU16::MAX)
}

impl From<Piece> for ExtendedPiece {
    /// The native token of a PIN piece.
    ///
    /// ```
    /// use tabula_epin::{ExtendedPiece, Piece};
    /// let token = ExtendedPiece::from("K^".parse::<Piece>()?);
    /// assert_eq!(token.to_string(), "K^");
    /// # Ok::<(), tabula_pin::Error>(())
    /// ```
    fn from(piece: Piece) -> ExtendedPiece {
        ExtendedPiece::native_of(piece)
    }
}

impl PartialOrd for ExtendedPiece {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for ExtendedPiece {
    fn cmp(&self, other: &Self) -> Ordering {
        self.piece()
            .cmp(&other.piece())
            .then(self.is_derived().cmp(&other.is_derived()))
    }
}

impl fmt::Display for ExtendedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; ExtendedPiece::MAX_LEN];
        f.pad(self.encode(&mut buf))
    }
}

impl fmt::Debug for ExtendedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; ExtendedPiece::MAX_LEN];
        write!(f, "ExtendedPiece({:?})", self.encode(&mut buf))
    }
}

tabula_protocol::__token_text_impls!(ExtendedPiece, Error, "an EPIN token such as \"+K^'\"");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips_for_every_token() {
        for token in ExtendedPiece::all() {
            assert_eq!(ExtendedPiece::from_bits(token.to_bits()), Some(token));
            assert_eq!(ExtendedPiece::new(token.piece(), token.is_derived()), token);
        }
    }

    #[test]
    fn from_bits_rejects_foreign_bits() {
        assert_eq!(ExtendedPiece::from_bits(1 << 10), None);
        assert_eq!(ExtendedPiece::from_bits(PRESENT_BIT), None);
    }

    #[test]
    fn derivation_flag_is_independent_of_the_piece() {
        let token = ExtendedPiece::parse("+k^").unwrap();
        assert!(token.is_native());
        assert!(token.derive().is_derived());
        assert_eq!(token.derive().native(), token);
        assert_eq!(token.derive().piece(), token.piece());
    }

    #[test]
    fn error_offsets_point_at_the_cause() {
        assert_eq!(ExtendedPiece::parse("'").unwrap_err().offset(), 0);
        assert_eq!(ExtendedPiece::parse("''").unwrap_err().offset(), 0);
        assert_eq!(ExtendedPiece::parse("+'K").unwrap_err().offset(), 1);
        assert_eq!(ExtendedPiece::parse("K^''").unwrap_err().offset(), 2);
    }
}
