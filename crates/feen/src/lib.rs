#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![allow(clippy::inline_always)]

extern crate alloc;

use alloc::string::String;
use alloc::vec::Vec;

pub use tabula_epin::ExtendedPiece;
pub use tabula_qi::{Parts, Qi};
pub use tabula_qpi::{QualifiedPiece, Side, Style};

mod build;
mod emit;
mod error;
mod order;
mod position;
mod rank;
mod scan;
mod view;

pub use error::{EmitError, Error, Field};
pub use position::Position;
pub use view::{Feen, HandItems, RankLengths, Run, Runs, Squares};

/// A position with pieces as FEEN writes them (EPIN tokens: native or derived). What [`parse_extended`]
/// returns and [`emit_extended`] writes.
pub type ExtendedPosition = Qi<ExtendedPiece, Style>;

/// Tabula's bound on the length of a FEEN string, in bytes (the spec sets none). Checked before anything
/// else, so a 10 MB input costs nothing.
pub const MAX_LEN: usize = 4096;
/// Tabula's bound on the size of one dimension (the spec sets none).
pub use tabula_qi::MAX_DIMENSION_SIZE;
/// Tabula's bound on board dimensions (the spec sets none).
pub use tabula_qi::MAX_DIMENSIONS;
/// Tabula's bound on the number of squares (the spec sets none).
pub use tabula_qi::MAX_SQUARES;

/// A board shape, outermost dimension first (the order `Qi` uses): the one `Shape` of the workspace,
/// defined with the bounds in `tabula-protocol` (re-exported here). A FEEN string's board has one when it is
/// regular ([`Feen::shape`]); a position's is [`Qi::shape`].
///
/// ```
/// use tabula_feen::Feen;
/// let shape = Feen::parse("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x")?
///     .shape()
///     .unwrap();
/// assert_eq!(shape, [10, 9]);
/// assert_eq!(shape.as_slice(), &[10, 9]);
/// assert_eq!(shape.to_string(), "10×9");
/// # Ok::<(), tabula_feen::Error>(())
/// ```
pub use tabula_qi::Shape;

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
/// The first [`enum@Error`] in the documented order (see [`enum@Error`]).
pub fn validate(s: &str) -> Result<(), Error> {
    scan::validate(s.as_bytes())
}

/// [`validate`] for bytes (any byte string; non-ASCII bytes are an error).
///
/// ```
/// assert!(tabula_feen::validate_bytes(b"1 / C/c").is_ok());
/// assert_eq!(tabula_feen::validate_bytes(b"1 / C/\xc3\xa9").unwrap_err().code(), "non-ascii");
/// ```
///
/// # Errors
/// The first [`enum@Error`] in the documented order (see [`enum@Error`]).
pub fn validate_bytes(bytes: &[u8]) -> Result<(), Error> {
    scan::validate(bytes)
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

/// Parses a FEEN string into a position whose pieces are the EPIN tokens as written (the typed form is
/// [`Position`], read with `text.parse::<Position>()`).
///
/// ```
/// let position = tabula_feen::parse_extended("K'K / C/c")?;
/// assert_eq!(position.board()[0].unwrap().to_string(), "K'");
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// Any validation [`enum@Error`], or [`Error::BoardNotRegular`] for a valid but irregular board.
pub fn parse_extended(s: &str) -> Result<ExtendedPosition, Error> {
    build::build::<_, build::AsWritten>(s.as_bytes(), Vec::new()).map_err(|(error, _)| error)
}

/// Writes a position of EPIN tokens as canonical FEEN.
///
/// ```
/// let text = "8/8/8/8/8/8/8/8 3B2PNR/2qp C/c";
/// assert_eq!(tabula_feen::emit_extended(&tabula_feen::parse_extended(text)?)?, text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`EmitError::ShapeNotRepresentable`], [`EmitError::StyleSideMismatch`] or
/// [`EmitError::OutputTooLong`].
pub fn emit_extended(position: &ExtendedPosition) -> Result<String, EmitError> {
    let mut text = String::new();
    emit::emit_string(position, &emit::AsWritten, &mut text)?;
    Ok(text)
}
