#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![allow(clippy::inline_always)]

extern crate alloc;

use core::fmt;

use alloc::string::String;
use alloc::vec::Vec;

pub use tabula_epin::ExtendedPiece;
pub use tabula_qi::Qi;
pub use tabula_qpi::{QualifiedPiece, Side, Style};

mod emit;
mod error;
mod order;
mod scan;
#[cfg(feature = "serde")]
pub mod serde;
mod view;

pub use error::{Error, Field};
pub use view::{Feen, HandItems, RankLengths, Squares};

/// A position with fully qualified pieces: every piece carries its style (QPI). What [`parse`] returns and
/// [`emit`] writes.
pub type Position = Qi<QualifiedPiece, Style>;

/// A position with pieces as FEEN writes them (EPIN tokens: native or derived). What [`parse_extended`]
/// returns and [`emit_extended`] writes.
pub type ExtendedPosition = Qi<ExtendedPiece, Style>;

/// Tabula's bound on the length of a FEEN string, in bytes (the spec sets none). Checked before anything
/// else, so a 10 MB input costs nothing.
pub const MAX_LEN: usize = 4096;
/// Tabula's bound on board dimensions (the spec sets none).
pub const MAX_DIMENSIONS: usize = 3;
/// Tabula's bound on the size of one dimension (the spec sets none).
pub const MAX_DIMENSION_SIZE: usize = 255;
/// Tabula's bound on the number of squares (the spec sets none).
pub const MAX_SQUARES: usize = 65_025;

/// A regular board shape, outermost dimension first (the order `Qi` uses).
///
/// ```
/// use tabula_feen::Feen;
/// let shape = Feen::parse("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x")?
///     .shape()
///     .unwrap();
/// assert_eq!(shape.as_slice(), &[10, 9]);
/// assert_eq!(shape.to_string(), "10×9");
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    dimensions: [usize; MAX_DIMENSIONS],
    len: usize,
}

impl Shape {
    fn new(dimensions: &[usize]) -> Shape {
        let mut shape = Shape {
            dimensions: [0; MAX_DIMENSIONS],
            len: dimensions.len().min(MAX_DIMENSIONS),
        };
        shape.dimensions[..shape.len].copy_from_slice(&dimensions[..shape.len]);
        shape
    }

    /// The dimensions, outermost first.
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// assert_eq!(Feen::parse("K11 / C/c")?.shape().unwrap().as_slice(), &[12]);
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    #[must_use]
    pub fn as_slice(&self) -> &[usize] {
        &self.dimensions[..self.len]
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, dimension) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str("×")?;
            }
            write!(f, "{dimension}")?;
        }
        Ok(())
    }
}

/// Validates a FEEN string in one pass without allocating. Irregular boards are valid FEEN and pass.
///
/// ```
/// assert!(tabula_feen::validate("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c").is_ok());
/// let error = tabula_feen::validate("8 3P2QP/ C/c").unwrap_err();
/// assert_eq!(error.code(), "hand-not-aggregated");
/// assert_eq!(error.offset(), Some(6));
/// ```
///
/// # Errors
/// The first [`Error`] in the order of feen.md §9.
pub fn validate(s: &str) -> Result<(), Error> {
    scan::scan(s.as_bytes(), &mut scan::Discard).map(|_| ())
}

/// [`validate`] for bytes (any byte string; non-ASCII bytes are an error).
///
/// ```
/// assert!(tabula_feen::validate_bytes(b"1 / C/c").is_ok());
/// assert_eq!(tabula_feen::validate_bytes(b"1 / C/\xc3\xa9").unwrap_err().code(), "non-ascii");
/// ```
///
/// # Errors
/// The first [`Error`] in the order of feen.md §9.
pub fn validate_bytes(bytes: &[u8]) -> Result<(), Error> {
    scan::scan(bytes, &mut scan::Discard).map(|_| ())
}

/// Whether `s` is valid FEEN (see [`validate`]).
///
/// ```
/// assert!(tabula_feen::is_valid("k^ / S/s"));
/// assert!(!tabula_feen::is_valid(" k^ / S/s"));
/// ```
#[must_use]
pub fn is_valid(s: &str) -> bool {
    validate(s).is_ok()
}

/// Parses a FEEN string into a position with fully qualified pieces: each piece takes the style of the
/// player on its side when native, of the other player when derived (feen.md §8), so nothing is lost.
///
/// ```
/// use tabula_feen::Side;
///
/// let position = tabula_feen::parse("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/9/+P+P+P+P+P+P+P2/-RNBQK^BN-R1 /p' C/s")?;
/// assert_eq!(position.shape(), &[9, 9]);
/// let (captured, count) = position.hand(Side::Second).next().unwrap();
/// assert_eq!((captured.to_string().as_str(), count), ("C:p", 1)); // a chess pawn kept by the shogi player
/// assert_eq!(position.board()[0].unwrap().to_string(), "s:l");
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// Any validation [`Error`], or [`Error::BoardNotRegular`] for a valid but irregular board.
pub fn parse(s: &str) -> Result<Position, Error> {
    parse_in_one_pass(s, QualifiedPiece::from_extended)
}

/// Parses a FEEN string into a position whose pieces are the EPIN tokens as written.
///
/// ```
/// let position = tabula_feen::parse_extended("K'K / C/c")?;
/// assert_eq!(position.board()[0].unwrap().to_string(), "K'");
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// Any validation [`Error`], or [`Error::BoardNotRegular`] for a valid but irregular board.
pub fn parse_extended(s: &str) -> Result<ExtendedPosition, Error> {
    parse_in_one_pass(s, |token, _, _| token)
}

/// How many squares a parse keeps on the stack while it validates: a board of at most this many squares
/// (every board of the usual games) is written during the one validating pass, then copied once into its
/// final allocation; a larger one is read a second time once the string is known to be valid.
const STACK_SQUARES: usize = 256;

/// The sink of a parse: the squares, converted as they are read, on the stack.
struct BoardSink<P, F> {
    squares: [Option<P>; STACK_SQUARES],
    /// Squares read so far (may pass `STACK_SQUARES`: the rest are not kept).
    len: usize,
    convert: F,
    /// The last token converted and what it became: a run of identical pieces (a rank of pawns) is
    /// converted once.
    last: Option<(ExtendedPiece, P)>,
}

impl<P: Copy, F: Fn(ExtendedPiece) -> P> scan::Sink for BoardSink<P, F> {
    const TOKENS: bool = true;

    #[inline(always)]
    fn piece(&mut self, token: ExtendedPiece) {
        if let Some(square) = self.squares.get_mut(self.len) {
            let piece = match self.last {
                Some((last, piece)) if last == token => piece,
                _ => {
                    let piece = (self.convert)(token);
                    self.last = Some((token, piece));
                    piece
                }
            };
            *square = Some(piece);
        }
        self.len += 1;
    }

    #[inline(always)]
    fn empty(&mut self, count: u32) {
        // The squares start empty: nothing to write.
        self.len += count as usize;
    }
}

/// Parses `text` into a position whose pieces are `convert(token, first style, second style)`, writing
/// the board during the validating pass.
#[inline(always)]
fn parse_in_one_pass<P: Copy + Ord>(
    text: &str,
    convert: impl Fn(ExtendedPiece, Style, Style) -> P + Copy,
) -> Result<Qi<P, Style>, Error> {
    let bytes = text.as_bytes();
    let Some((first, second)) = scan::styles_at_end(bytes) else {
        // A valid string ends with its styles, so this one is not valid: the view names the first
        // problem (and would build the position if it were valid after all).
        let feen = Feen::parse(text)?;
        let (first, second) = (feen.first_style(), feen.second_style());
        return feen.build(|token| convert(token, first, second));
    };
    let convert = move |token| convert(token, first, second);
    let mut sink = BoardSink {
        squares: [None; STACK_SQUARES],
        len: 0,
        convert,
        last: None,
    };
    let layout = scan::scan(bytes, &mut sink)?;
    let feen = Feen::from_layout(text, layout);
    match sink.squares.get(..sink.len) {
        Some(squares) => {
            let shape = feen.regular_shape()?;
            feen.assemble(&shape, squares.to_vec(), convert)
        }
        None => feen.build(convert),
    }
}

/// Writes a position as canonical FEEN. Whatever this returns parses back to the same position.
///
/// ```
/// let text = "lnsgk^'gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s";
/// assert_eq!(tabula_feen::emit(&tabula_feen::parse(text)?)?, text);
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// [`Error::ShapeNotRepresentable`], [`Error::StyleSideMismatch`], [`Error::ForeignStyle`] or
/// [`Error::OutputTooLong`] for positions FEEN cannot spell.
pub fn emit(position: &Position) -> Result<String, Error> {
    let (first, second) = (*position.first_style(), *position.second_style());
    emit::emit(position, |piece| {
        piece
            .to_extended(first, second)
            .map_err(Error::ForeignStyle)
    })
}

/// Writes a position of EPIN tokens as canonical FEEN.
///
/// ```
/// let text = "8/8/8/8/8/8/8/8 3B2PNR/2qp C/c";
/// assert_eq!(tabula_feen::emit_extended(&tabula_feen::parse_extended(text)?)?, text);
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// [`Error::ShapeNotRepresentable`], [`Error::StyleSideMismatch`] or [`Error::OutputTooLong`].
pub fn emit_extended(position: &ExtendedPosition) -> Result<String, Error> {
    emit::emit(position, |piece| Ok(*piece))
}

impl Feen<'_> {
    /// Builds the position with fully qualified pieces (see [`parse`]).
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// let position = Feen::parse("k^ / S/s")?.to_position()?;
    /// assert_eq!(position.board()[0].unwrap().to_string(), "s:k^");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardNotRegular`] for an irregular board.
    pub fn to_position(&self) -> Result<Position, Error> {
        let (first, second) = (self.first_style(), self.second_style());
        self.build(|token| QualifiedPiece::from_extended(token, first, second))
    }

    /// Builds the position with the EPIN tokens as written (see [`parse_extended`]).
    ///
    /// ```
    /// use tabula_feen::Feen;
    /// let position = Feen::parse("k^' / S/s")?.to_extended_position()?;
    /// assert_eq!(position.board()[0].unwrap().to_string(), "k^'");
    /// # Ok::<(), tabula_feen::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BoardNotRegular`] for an irregular board.
    pub fn to_extended_position(&self) -> Result<ExtendedPosition, Error> {
        self.build(|token| token)
    }

    fn build<P: Ord + Clone>(
        &self,
        convert: impl Fn(ExtendedPiece) -> P,
    ) -> Result<Qi<P, Style>, Error> {
        let shape = self.regular_shape()?;
        let mut board = Vec::with_capacity(self.square_count());
        self.fill_board(&mut board, &convert);
        self.assemble(&shape, board, convert)
    }

    /// The shape, or the error of an irregular board.
    fn regular_shape(&self) -> Result<Shape, Error> {
        self.shape().ok_or(Error::BoardNotRegular {
            offset: self.irregular_at().unwrap_or(0),
        })
    }

    /// The position of this (regular) string with the board already read.
    fn assemble<P: Ord + Clone>(
        &self,
        shape: &Shape,
        board: Vec<Option<P>>,
        convert: impl Fn(ExtendedPiece) -> P,
    ) -> Result<Qi<P, Style>, Error> {
        let first = self
            .hand(Side::First)
            .map(|(token, count)| (convert(token), count));
        let second = self
            .hand(Side::Second)
            .map(|(token, count)| (convert(token), count));
        Qi::from_parts(
            shape.as_slice(),
            board,
            first,
            second,
            self.first_style(),
            self.second_style(),
            self.turn(),
        )
        .map_err(Error::Model)
    }
}
