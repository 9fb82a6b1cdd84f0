//! FEN, SFEN and xiangqi FEN: each through its crate (`tabula-chess`, `tabula-shogi`, `tabula-xiangqi`),
//! which converts to and from FEEN text; the FEEN is then read (or written) by `tabula-feen` through
//! [`super::from_feen`] and [`super::to_feen`]. What FEEN cannot hold (clocks, move numbers) comes back as
//! the crate's `Lost`.

use super::{Model, from_feen, to_feen};

/// Why a conversion failed: the notation and the converting crate's code, offset and message.
#[derive(Debug)]
pub(crate) struct Failure {
    /// `"fen"`, `"sfen"` or `"xiangqi-fen"`.
    pub(crate) notation: &'static str,
    /// The converting crate's machine-readable code (`feen-emit` when the position has no FEEN).
    pub(crate) code: &'static str,
    /// The byte offset in the input string, when the crate gives one.
    pub(crate) offset: Option<usize>,
    /// The crate's message.
    pub(crate) message: String,
}

impl Failure {
    fn new(
        notation: &'static str,
        code: &'static str,
        offset: Option<usize>,
        message: String,
    ) -> Self {
        Failure {
            notation,
            code,
            offset,
            message,
        }
    }
}

/// What a conversion to FEEN could not keep, as the converting crate reports it.
#[derive(Debug)]
pub(crate) enum Lost {
    /// From FEN (clocks, move number, a dropped en-passant target, EPD operations, defaulted fields).
    Chess(tabula_chess::fen::Lost),
    /// From SFEN (the move count, where ignored moves began).
    Shogi(tabula_shogi::Lost),
    /// From xiangqi FEN (clocks, move number, the letter set, where ignored moves began).
    Xiangqi(tabula_xiangqi::Lost),
}

/// The model of a FEEN string a converting crate produced (valid FEEN: a refusal would be a crate bug,
/// reported as a failure all the same).
fn read_converted(notation: &'static str, feen: &str) -> Result<Model, Failure> {
    from_feen(feen.as_bytes())
        .map_err(|error| Failure::new(notation, error.code(), None, error.to_string()))
}

/// The canonical FEEN of a position, for a writer of another notation.
fn feen_for(notation: &'static str, position: &Model) -> Result<String, Failure> {
    to_feen(position).map_err(|error| Failure::new(notation, "feen-emit", None, error.to_string()))
}

/// Reads a chess FEN, X-FEN, Shredder-FEN, EPD or crazyhouse FEN record.
pub(crate) fn from_fen(text: &str) -> Result<(Model, Lost), Failure> {
    let fail =
        |e: tabula_chess::PositionError| Failure::new("fen", e.code(), e.offset(), e.to_string());
    let converted = tabula_chess::fen::to_feen(text).map_err(fail)?;
    Ok((
        read_converted("fen", &converted.feen)?,
        Lost::Chess(converted.lost),
    ))
}

/// Writes a chess position as FEN with the given options (clocks, castling spelling, EPD).
pub(crate) fn to_fen(
    position: &Model,
    options: &tabula_chess::fen::Options,
) -> Result<String, Failure> {
    let fail =
        |e: tabula_chess::PositionError| Failure::new("fen", e.code(), e.offset(), e.to_string());
    tabula_chess::fen::from_feen(&feen_for("fen", position)?, options).map_err(fail)
}

/// Reads an SFEN line (or a USI `position` command), strict mode.
pub(crate) fn from_sfen(text: &str) -> Result<(Model, Lost), Failure> {
    let fail = |e: tabula_shogi::Error| Failure::new("sfen", e.code(), e.offset(), e.to_string());
    let converted = tabula_shogi::sfen_to_feen(text).map_err(fail)?;
    Ok((
        read_converted("sfen", &converted.feen)?,
        Lost::Shogi(converted.lost),
    ))
}

/// Writes a shōgi position as SFEN with `move_count` (`None`: `1`).
pub(crate) fn to_sfen(position: &Model, move_count: Option<u32>) -> Result<String, Failure> {
    let fail = |e: tabula_shogi::Error| Failure::new("sfen", e.code(), e.offset(), e.to_string());
    tabula_shogi::feen_to_sfen(&feen_for("sfen", position)?, move_count).map_err(fail)
}

/// Reads a xiangqi FEN line (or a UCCI `position` command), strict mode.
pub(crate) fn from_xiangqi_fen(text: &str) -> Result<(Model, Lost), Failure> {
    let fail =
        |e: tabula_xiangqi::Error| Failure::new("xiangqi-fen", e.code(), e.offset(), e.to_string());
    let converted = tabula_xiangqi::fen_to_feen(text).map_err(fail)?;
    Ok((
        read_converted("xiangqi-fen", &converted.feen)?,
        Lost::Xiangqi(converted.lost),
    ))
}

/// Writes a xiangqi position as xiangqi FEN in a letter set, with the counters `0 1`.
pub(crate) fn to_xiangqi_fen(
    position: &Model,
    letters: tabula_xiangqi::Letters,
) -> Result<String, Failure> {
    let fail =
        |e: tabula_xiangqi::Error| Failure::new("xiangqi-fen", e.code(), e.offset(), e.to_string());
    tabula_xiangqi::feen_to_fen(&feen_for("xiangqi-fen", position)?, letters).map_err(fail)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    #[test]
    fn conversions_read_and_write_through_their_crates() {
        let (position, lost) = from_fen("4k3/8/8/8/8/8/8/4K3 b - - 12 40").unwrap();
        assert_eq!(to_feen(&position).unwrap(), "4k^3/8/8/8/8/8/8/4K^3 / c/C");
        let Lost::Chess(lost) = lost else {
            panic!("a FEN conversion reports chess's lost fields")
        };
        assert_eq!(
            (lost.halfmove_clock, lost.fullmove_number),
            (Some(12), Some(40))
        );
        let options = tabula_chess::fen::Options {
            halfmove_clock: 12,
            fullmove_number: 40,
            ..tabula_chess::fen::Options::default()
        };
        assert_eq!(
            to_fen(&position, &options).unwrap(),
            "4k3/8/8/8/8/8/8/4K3 b - - 12 40"
        );

        let sfen = "4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 7";
        let (position, lost) = from_sfen(sfen).unwrap();
        assert!(matches!(lost, Lost::Shogi(lost) if lost.move_count == Some(7)));
        assert_eq!(to_sfen(&position, Some(7)).unwrap(), sfen);

        let xiangqi = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let (position, lost) = from_xiangqi_fen(xiangqi).unwrap();
        assert!(matches!(lost, Lost::Xiangqi(lost) if lost.fullmove_number == Some(1)));
        assert_eq!(
            to_xiangqi_fen(&position, tabula_xiangqi::Letters::Ucci).unwrap(),
            xiangqi
        );
    }

    #[test]
    fn conversion_failures_name_the_notation_code_and_offset() {
        let failure = from_sfen("4k4/9/9/9/9/9/9/9/4K4 x - 1").unwrap_err();
        assert_eq!(
            (failure.notation, failure.code, failure.offset),
            ("sfen", "invalid-side", Some(22))
        );
        let failure = from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1").unwrap_err();
        assert_eq!((failure.notation, failure.code), ("fen", "fen-placement"));
        assert!(failure.offset.is_some());
        // A writer's refusal has no offset: there is no input string.
        let chess = from_feen(CHESS.as_bytes()).unwrap();
        let failure = to_xiangqi_fen(&chess, tabula_xiangqi::Letters::Wxf).unwrap_err();
        assert_eq!((failure.notation, failure.offset), ("xiangqi-fen", None));
        assert!(to_sfen(&chess, None).is_err());
    }
}
