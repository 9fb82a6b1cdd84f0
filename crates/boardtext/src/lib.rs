#![doc = include_str!("../README.md")]

mod decimal;
mod profile;
mod table;
mod tokens;

pub use decimal::Decimal;
pub use profile::{Misfit, Profile};
pub use table::{CodeRules, CodeTable};
pub use tokens::{Gap, Tokens};

#[doc(hidden)]
pub use tabula_feen as __feen;

/// Tabula's bound on the length of a FEN-like line (SFEN, xiangqi FEN), in bytes, checked before anything
/// else (the conventions set none). Readers stop at `moves`, so the bound only limits what is handed over,
/// not the work done.
///
/// ```
/// assert_eq!(tabula_boardtext::MAX_LEN, 65_536);
/// ```
pub const MAX_LEN: usize = 1 << 16;

/// How strictly a FEN-like line is read. Each format's reader documents what its lenient mode accepts
/// besides whitespace.
///
/// ```
/// assert_eq!(tabula_boardtext::Mode::default(), tabula_boardtext::Mode::Strict);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// The text as its convention writes it: one space between fields, no leading zeros, items in the
    /// convention's order. The default.
    #[default]
    Strict,
    /// What common readers accept besides: runs of whitespace around and between fields and the format's
    /// listed leniencies (SFEN: hand items in any order, counts of 1, leading zeros; xiangqi FEN: short forms,
    /// `r` for red, mixed letter sets). The position is the same; writing it back gives the canonical text.
    Lenient,
}

/// A line converted to FEEN, with what FEEN could not keep (`L`: the format's own record of it, such as
/// `tabula_shogi::Lost` or `tabula_xiangqi::Lost`).
///
/// ```
/// let converted = tabula_boardtext::Converted::new("9/9 / S/s".to_owned(), Some(3u32));
/// assert_eq!(converted.lost, Some(3));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Converted<L> {
    /// The FEEN string.
    pub feen: String,
    /// What was dropped.
    pub lost: L,
}

impl<L> Converted<L> {
    /// A FEEN string and what was dropped.
    ///
    /// ```
    /// let converted = tabula_boardtext::Converted::new(String::new(), ());
    /// assert!(converted.feen.is_empty());
    /// ```
    #[must_use]
    pub fn new(feen: String, lost: L) -> Converted<L> {
        Converted { feen, lost }
    }
}

/// Reads a FEEN string into tabula-feen's typed position: the one place the FEN-like formats call it (kept
/// small so that a change of tabula-feen's API is a few lines here).
///
/// ```
/// let position = tabula_boardtext::parse_feen("9/9 / S/s")?;
/// assert_eq!(position.shape(), &[2, 9]);
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// tabula-feen's error for an invalid FEEN string.
pub fn parse_feen(feen: &str) -> Result<tabula_feen::Position, tabula_feen::Error> {
    feen.parse::<tabula_feen::Position>()
}

/// Reads a FEEN string into tabula-feen's borrowed view (validated, nothing built), or `None` when it is not
/// valid FEEN (the typed reader, [`parse_feen`], then names the error).
///
/// ```
/// assert!(tabula_boardtext::view_feen("9/9 / S/s").is_some());
/// assert!(tabula_boardtext::view_feen("9/9 / S").is_none());
/// ```
#[must_use]
pub fn view_feen(feen: &str) -> Option<tabula_feen::Feen<'_>> {
    tabula_feen::Feen::parse(feen).ok()
}
