#![doc = include_str!("../README.md")]

mod error;
pub mod profile;
pub mod records;
pub mod rules;
pub mod sfen;

pub use error::{Error, Field, Square};
pub use rules::{ShogiMove, ShogiPosition};
pub use sfen::{Mode, Sfen};
pub use tabula_boardtext::MAX_LEN;
pub use tabula_feen::Position;
pub use tabula_qpi::Side;

/// What a conversion to FEEN could not keep.
///
/// ```
/// let converted = tabula_shogi::sfen_to_feen("position startpos moves 7g7f")?;
/// assert_eq!(converted.lost.move_count, Some(1));
/// assert_eq!(converted.lost.moves_at, Some(18));
/// # Ok::<(), tabula_shogi::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub struct Lost {
    /// The SFEN move count, which FEEN has no field for (`None` when the SFEN had none).
    pub move_count: Option<u32>,
    /// The byte offset of `moves` when the line went on with moves, which were not read.
    pub moves_at: Option<usize>,
}

/// An SFEN line converted to FEEN, with what FEEN could not keep.
///
/// ```
/// let converted = tabula_shogi::sfen_to_feen("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124")?;
/// assert_eq!(converted.feen, "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S");
/// assert_eq!(converted.lost.move_count, Some(124));
/// # Ok::<(), tabula_shogi::Error>(())
/// ```
pub type Converted = tabula_boardtext::Converted<Lost>;

/// Converts an SFEN line (or a USI `position` command, see [`Sfen::parse`]) to FEEN, strict mode.
///
/// ```
/// let converted = tabula_shogi::sfen_to_feen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")?;
/// assert_eq!(converted.feen, "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s");
/// # Ok::<(), tabula_shogi::Error>(())
/// ```
///
/// # Errors
/// What [`Sfen::parse`] refuses.
pub fn sfen_to_feen(line: &str) -> Result<Converted, Error> {
    sfen_to_feen_with(line, Mode::Strict)
}

/// [`sfen_to_feen`] in the given [`Mode`].
///
/// ```
/// use tabula_shogi::{sfen_to_feen_with, Mode};
/// let converted = sfen_to_feen_with("4k4/9/9/9/9/9/9/9/4K4 b PR", Mode::Lenient)?;
/// assert_eq!(converted.feen, "4k^4/9/9/9/9/9/9/9/4K^4 PR/ S/s");
/// assert_eq!(converted.lost.move_count, None);
/// # Ok::<(), tabula_shogi::Error>(())
/// ```
///
/// # Errors
/// What [`Sfen::parse_with`] refuses.
pub fn sfen_to_feen_with(line: &str, mode: Mode) -> Result<Converted, Error> {
    let (sfen, moves_at, board) = sfen::read(line, mode)?;
    Ok(Converted::new(
        board.map_or_else(|| sfen.to_feen(), |board| sfen.feen_of_board(board)),
        Lost {
            move_count: sfen.move_count(),
            moves_at,
        },
    ))
}

/// Converts a FEEN string to SFEN, writing `move_count` as the move count (`None`: `1`; FEEN has no move
/// count, so the caller supplies it). Refuses what SFEN cannot spell, with the reason (see
/// [`Sfen::from_position`]).
///
/// ```
/// let sfen = tabula_shogi::feen_to_sfen("4k^4/9/9/9/9/9/9/9/4K^4 4PGR/3p2b2s S/s", None)?;
/// assert_eq!(sfen, "4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 1");
/// let error = tabula_shogi::feen_to_sfen("lnsgk^'gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s", None).unwrap_err();
/// assert_eq!(error.to_string(), "k^' at e9 (USI 5a): a derived piece (`'`) has no SFEN spelling");
/// # Ok::<(), tabula_shogi::Error>(())
/// ```
///
/// # Errors
/// [`Error::Feen`] for an invalid FEEN string, or what [`Sfen::from_position`] refuses.
pub fn feen_to_sfen(feen: &str, move_count: Option<u32>) -> Result<String, Error> {
    // Straight from the borrowed view when SFEN can spell it; otherwise the typed path names the error.
    if let Some(text) =
        tabula_boardtext::view_feen(feen).and_then(|view| sfen::write_sfen(&view, move_count))
    {
        return Ok(text);
    }
    Ok(Sfen::from_feen(feen)?
        .with_move_count(move_count)
        .to_sfen_string())
}

/// A cheap look at a line: whether it has the shape of SFEN (or a USI `position`/`sfen`/`startpos` line),
/// without reading it. For telling formats apart (a CLI's `--from auto`); [`Sfen::parse`] decides.
///
/// The fields tell the formats apart: SFEN's board has 9 ranks (8 `/`), its second field is `b` or `w`, and
/// it has 3 or 4 fields (or `moves …` after them); chess FEN has 8 ranks and 6 fields, xiangqi FEN 10 ranks
/// and 6 fields; FEEN has 3 fields, the last of which holds a `/` (the style–turn field).
///
/// ```
/// use tabula_shogi::looks_like_sfen;
/// assert!(looks_like_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
/// assert!(looks_like_sfen("position startpos moves 7g7f"));
/// assert!(!looks_like_sfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
/// assert!(!looks_like_sfen("lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s"));
/// ```
#[must_use]
pub fn looks_like_sfen(line: &str) -> bool {
    let mut fields = line.split_ascii_whitespace();
    let mut first = fields.next();
    if first == Some("position") {
        first = fields.next();
    }
    match first {
        Some("startpos") => return true,
        Some("sfen") => first = fields.next(),
        _ => {}
    }
    let Some(board) = first else {
        return false;
    };
    if board.bytes().filter(|&b| b == b'/').count() != 8 {
        return false;
    }
    if !matches!(fields.next(), Some("b" | "w")) {
        return false;
    }
    if fields.next().is_none() {
        return false;
    }
    match fields.next() {
        None | Some("moves") => true,
        Some(_) => matches!(fields.next(), None | Some("moves")),
    }
}
