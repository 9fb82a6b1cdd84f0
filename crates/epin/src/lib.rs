#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::num::NonZeroU16;

pub use tabula_pin::{self as pin, Letter, Piece, Side, State};

mod error;
pub mod lex;
mod read;
#[cfg(test)]
mod tests;
mod text;
mod write;

pub use error::Error;

/// Bit 9 of the packed form: the derivation flag.
const DERIVED_BIT: u16 = 1 << 9;
/// Bits 0–8 of the packed form: the PIN piece (`Piece::to_bits`).
const PIECE_MASK: u16 = 0x01FF;
/// Always set in the stored value so that it is never zero (gives `Option<ExtendedPiece>` its niche).
const PRESENT_BIT: u16 = 1 << 15;

/// Bytes per slot of [`TEXT`].
const TEXT_STRIDE: usize = 4;

/// The token of every packed form (`to_bits`, 0–1023), left-aligned in 4-byte slots; the slots of the
/// unused forms are filled with `?`. Built at compile time by the writer (`write.rs`).
const TEXT_BYTES: [u8; 1024 * TEXT_STRIDE] = {
    let mut bytes = [b'?'; 1024 * TEXT_STRIDE];
    let mut bits: u16 = 0;
    while bits < 1024 {
        if let Some(token) = ExtendedPiece::from_bits(bits) {
            let mut slot = [b'?'; TEXT_STRIDE];
            token.spell(&mut slot);
            let at = bits as usize * TEXT_STRIDE;
            let mut i = 0;
            while i < TEXT_STRIDE {
                bytes[at + i] = slot[i];
                i += 1;
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

    /// Every EPIN token in `Ord` order: each PIN token in [`Piece`]'s order, native then derived (`-A`,
    /// `-A'`, `-A^`, `-A^'`, `A`, … `+z^'`).
    ///
    /// ```
    /// use tabula_epin::ExtendedPiece;
    /// let first: Vec<&str> = ExtendedPiece::all().take(3).map(ExtendedPiece::as_str).collect();
    /// assert_eq!(first, ["-A", "-A'", "-A^"]);
    /// assert_eq!(ExtendedPiece::all().len(), 624);
    /// ```
    pub fn all() -> impl ExactSizeIterator<Item = ExtendedPiece> + DoubleEndedIterator + Clone {
        // `COUNT` is 624: it fits a `u16`.
        #[allow(clippy::cast_possible_truncation)]
        (0..ExtendedPiece::COUNT as u16).map(ExtendedPiece::from_rank)
    }

    /// The token at `rank` in `Ord` order (`rank` < 624): the PIN piece at `rank / 2` in [`Piece`]'s order
    /// (letter × 12 + side × 6 + state × 2 + terminal), derived when `rank` is odd.
    const fn from_rank(rank: u16) -> ExtendedPiece {
        let piece = rank / 2;
        #[allow(clippy::cast_possible_truncation)]
        let letter = match Letter::from_index((piece / 12) as u8) {
            Some(letter) => letter,
            None => Letter::Z,
        };
        let side = if (piece / 6) % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let state = State::ALL[((piece / 2) % 3) as usize];
        ExtendedPiece::new(
            Piece::new(letter, side, state, piece % 2 == 1),
            rank % 2 == 1,
        )
    }
}

tabula_pin::__forward_piece_accessors!(tabula_epin::ExtendedPiece, "-k^'");

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

tabula_protocol::__token_text_impls!(ExtendedPiece, Error, "an EPIN token such as \"+K^'\"");
