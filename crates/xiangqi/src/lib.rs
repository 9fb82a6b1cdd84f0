#![doc = include_str!("../README.md")]

mod error;
pub mod fen;
mod notation;
pub mod profile;
mod rules;

pub use error::{Error, Field, Square};
pub use fen::{Mode, XiangqiFen};
pub use notation::pmn::XiangqiRules;
pub use profile::Letters;
pub use rules::{IllegalMove, Move, PositionError, REPETITIONS, Xiangqi};
pub use tabula_boardtext::MAX_LEN;
pub use tabula_feen::Position;
pub use tabula_qpi::Side;

/// What a conversion to FEEN could not keep.
///
/// ```
/// use tabula_xiangqi::{fen_to_feen, Letters};
/// let converted = fen_to_feen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAKAEHR b - - 1 1")?;
/// assert_eq!(converted.lost.halfmove_clock, Some(1));
/// assert_eq!(converted.lost.fullmove_number, Some(1));
/// assert_eq!(converted.lost.letters, Letters::Wxf);
/// assert_eq!(converted.lost.moves_at, None);
/// # Ok::<(), tabula_xiangqi::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub struct Lost {
    /// The halfmove clock (`None` when the line had none).
    pub halfmove_clock: Option<u32>,
    /// The fullmove number (`None` when the line had none).
    pub fullmove_number: Option<u32>,
    /// The letter set the line was written in.
    pub letters: Letters,
    /// The byte offset of `moves` when the line went on with moves, which were not read.
    pub moves_at: Option<usize>,
}

/// A xiangqi FEN line converted to FEEN, with what FEEN could not keep.
///
/// ```
/// let converted = tabula_xiangqi::fen_to_feen("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1")?;
/// assert_eq!(converted.feen, "3g^5/9/9/9/9/9/9/9/9/4G^4 / x/X");
/// # Ok::<(), tabula_xiangqi::Error>(())
/// ```
pub type Converted = tabula_boardtext::Converted<Lost>;

/// Converts a xiangqi FEN line (or a UCCI `position` command, see [`XiangqiFen::parse`]) to FEEN, strict
/// mode.
///
/// ```
/// let converted = tabula_xiangqi::fen_to_feen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
/// assert_eq!(converted.feen, "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x");
/// # Ok::<(), tabula_xiangqi::Error>(())
/// ```
///
/// # Errors
/// What [`XiangqiFen::parse`] refuses.
pub fn fen_to_feen(line: &str) -> Result<Converted, Error> {
    fen_to_feen_with(line, Mode::Strict)
}

/// [`fen_to_feen`] in the given [`Mode`].
///
/// ```
/// use tabula_xiangqi::{fen_to_feen_with, Mode};
/// let converted = fen_to_feen_with("3k5/9/9/9/9/9/9/9/9/4K4 b", Mode::Lenient)?;
/// assert_eq!(converted.feen, "3g^5/9/9/9/9/9/9/9/9/4G^4 / x/X");
/// assert_eq!(converted.lost.fullmove_number, None);
/// # Ok::<(), tabula_xiangqi::Error>(())
/// ```
///
/// # Errors
/// What [`XiangqiFen::parse_with`] refuses.
pub fn fen_to_feen_with(line: &str, mode: Mode) -> Result<Converted, Error> {
    let (fen, moves_at, placement) = fen::read(line, mode)?;
    Ok(Converted::new(
        placement
            .and_then(|placement| fen::feen_of_placement(placement, fen.side_to_move()))
            .unwrap_or_else(|| fen.to_feen()),
        Lost {
            halfmove_clock: fen.halfmove_clock(),
            fullmove_number: fen.fullmove_number(),
            letters: fen.letters(),
            moves_at,
        },
    ))
}

/// Converts a FEEN string to xiangqi FEN in a letter set, with the counters `0 1` (use
/// [`XiangqiFen::from_feen`] and [`XiangqiFen::with_counters`] to supply others). Refuses what xiangqi FEN
/// cannot spell, with the reason (see [`XiangqiFen::from_position`]).
///
/// ```
/// use tabula_xiangqi::{feen_to_fen, Letters};
/// let feen = "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x";
/// assert_eq!(feen_to_fen(feen, Letters::Ucci)?, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
/// assert_eq!(feen_to_fen(feen, Letters::Wxf)?, "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1");
/// let error = feen_to_fen("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR P/ X/x", Letters::Ucci).unwrap_err();
/// assert_eq!(error.to_string(), "red holds 1 piece(s) in hand; xiangqi has no hands");
/// # Ok::<(), tabula_xiangqi::Error>(())
/// ```
///
/// # Errors
/// [`Error::Feen`] for an invalid FEEN string, or what [`XiangqiFen::from_position`] refuses.
pub fn feen_to_fen(feen: &str, letters: Letters) -> Result<String, Error> {
    // Straight from the borrowed view when xiangqi FEN can spell it; otherwise the typed path names the
    // error.
    if let Some(text) =
        tabula_boardtext::view_feen(feen).and_then(|view| fen::write_fen(&view, letters))
    {
        return Ok(text);
    }
    Ok(XiangqiFen::from_feen(feen)?.to_fen(letters))
}

/// A cheap look at a line: whether it has the shape of xiangqi FEN (or a UCCI `position`/`fen` line),
/// without reading it. For telling formats apart (a CLI's `--from auto`); [`XiangqiFen::parse`] decides.
///
/// The fields tell the formats apart: xiangqi FEN's placement has 10 ranks (9 `/`) and its second field is
/// `w`, `b` or `r`; chess FEN has 8 ranks, SFEN 9; FEEN has 3 fields, the last of which holds a `/`. The
/// `startpos` keyword alone is not taken as xiangqi (SFEN's USI uses it too).
///
/// ```
/// use tabula_xiangqi::looks_like_xiangqi_fen;
/// assert!(looks_like_xiangqi_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
/// assert!(looks_like_xiangqi_fen("position fen 3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1 moves e1e2"));
/// assert!(!looks_like_xiangqi_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
/// assert!(!looks_like_xiangqi_fen("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x"));
/// ```
#[must_use]
pub fn looks_like_xiangqi_fen(line: &str) -> bool {
    let mut fields = line.split_ascii_whitespace();
    let mut first = fields.next();
    if first == Some("position") {
        first = fields.next();
    }
    if first == Some("fen") {
        first = fields.next();
    }
    let Some(placement) = first else {
        return false;
    };
    placement.bytes().filter(|&b| b == b'/').count() == 9
        && matches!(fields.next(), Some("w" | "b" | "r"))
        && fields.all(|field| !field.contains('/'))
}
