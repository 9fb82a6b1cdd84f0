//! Positions in every notation: FEEN read and written, FEN / SFEN / xiangqi FEN / PON to and from FEEN.
//!
//! Pure Rust (JSON values in the fixtures' words, [`Failure`] for errors); `bindings` exposes them to
//! JavaScript. Each conversion goes through its notation's crate; FEEN is the hub.

use serde_json::{Value, json};
use tabula_feen::{Feen, QualifiedPiece, Side, Style};

use crate::failure::Failure;

/// Validates a FEEN string (irregular boards are valid FEEN).
///
/// # Errors
/// The first FEEN error of the string.
pub fn validate(text: &str) -> Result<(), Failure> {
    tabula_feen::validate(text).map_err(|error| Failure::feen(&error))
}

/// Reads a FEEN string: the position as written (`rankLengths`, `board`, `firstHand`, `secondHand`,
/// `styles`, `turn`; `shape` for a regular board) and, for a regular board, `qualified` (the pieces
/// resolved to QPI through the styles) and `canonical` (the typed position written back).
///
/// # Errors
/// The first FEEN error of the string.
pub fn read_feen(text: &str) -> Result<Value, Failure> {
    let view = Feen::parse(text).map_err(|error| Failure::feen(&error))?;
    let (first, second) = (view.first_style(), view.second_style());
    let hand = |side, qualify: bool| {
        view.hand(side)
            .map(|(piece, count)| {
                let token = if qualify {
                    QualifiedPiece::from_extended(piece, first, second).to_string()
                } else {
                    piece.to_string()
                };
                json!([token, count])
            })
            .collect::<Vec<_>>()
    };
    let mut value = json!({
        "rankLengths": view.rank_lengths().collect::<Vec<_>>(),
        "board": view.squares().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
        "firstHand": hand(Side::First, false),
        "secondHand": hand(Side::Second, false),
        "styles": [first.to_string(), second.to_string()],
        "turn": view.turn().as_str(),
        "canonical": view.as_str(),
    });
    if let Some(shape) = view.shape() {
        value["shape"] = json!(shape.as_slice());
    }
    if let Ok(position) = view.as_str().parse::<tabula_feen::Position>() {
        value["qualified"] = json!({
            "board": position.board().iter().map(|s| s.map(|p| p.to_string())).collect::<Vec<_>>(),
            "firstHand": hand(Side::First, true),
            "secondHand": hand(Side::Second, true),
        });
        value["canonical"] = json!(position.to_string());
    }
    Ok(value)
}

/// Writes a typed position (`shape`, `board` of QPI strings or `null`, `firstHand`/`secondHand` as
/// `[qpi, count]` pairs, `styles` as two SIN letters, `turn` `"first"` or `"second"`) as canonical FEEN.
///
/// # Errors
/// An argument failure for a malformed object, the model's error (`qi`) for parts that make no position,
/// or FEEN's emit error for a position FEEN cannot spell.
pub fn write_feen(position: &Value) -> Result<String, Failure> {
    let qpi = |value: &Value| {
        let text = string(value, "a piece")?;
        QualifiedPiece::parse(text).map_err(|e| {
            Failure::new("qpi", e.code(), format!("{text:?}: {e}")).at(Some(e.offset()))
        })
    };
    let style = |value: &Value| {
        let text = string(value, "a style")?;
        Style::parse(text).map_err(|e| {
            Failure::new("sin", e.code(), format!("{text:?}: {e}")).at(Some(e.offset()))
        })
    };
    let hand = |value: &Value| -> Result<Vec<(QualifiedPiece, usize)>, Failure> {
        list(value, "a hand")?
            .iter()
            .map(|item| Ok((qpi(&item[0])?, size(&item[1], "a hand count")?)))
            .collect()
    };
    let board = list(&position["board"], "board")?
        .iter()
        .map(|square| {
            if square.is_null() {
                Ok(None)
            } else {
                qpi(square).map(Some)
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let shape = list(&position["shape"], "shape")?
        .iter()
        .map(|n| size(n, "a dimension"))
        .collect::<Result<Vec<_>, _>>()?;
    let shape = tabula_qi::Shape::new(&shape).map_err(|e| Failure::qi(&e.into()))?;
    let typed = tabula_feen::Qi::from_parts(tabula_feen::Parts {
        shape,
        board,
        first_hand: hand(&position["firstHand"])?,
        second_hand: hand(&position["secondHand"])?,
        first_style: style(&position["styles"][0])?,
        second_style: style(&position["styles"][1])?,
        turn: side(&position["turn"])?,
    })
    .map_err(|e| Failure::qi(&e))?;
    tabula_feen::Position::try_from(typed)
        .map(|position| position.to_string())
        .map_err(|e| Failure::feen_emit(&e))
}

/// A chess FEN, X-FEN, Shredder-FEN, EPD or crazyhouse record converted to chess-profile FEEN, with what
/// FEEN cannot hold: `{ feen, halfmoveClock, fullmoveNumber, enPassant, operations, defaulted }`.
///
/// # Errors
/// tabula-chess's error (`fen-placement`, `castling-right`, …) with the byte offset when it has one.
pub fn fen_to_feen(text: &str) -> Result<Value, Failure> {
    let converted = tabula_chess::fen::to_feen(text).map_err(|e| Failure::chess("fen", &e))?;
    let lost = &converted.lost;
    Ok(json!({
        "feen": converted.feen,
        "halfmoveClock": lost.halfmove_clock,
        "fullmoveNumber": lost.fullmove_number,
        "enPassant": lost.en_passant.map(|square| square.to_string()),
        "operations": lost.operations,
        "defaulted": lost.defaulted.iter().map(|field| field.as_str()).collect::<Vec<_>>(),
    }))
}

/// Options of [`feen_to_fen`]: the castling spelling (`"xfen"`, the default, or `"shredder"`), EPD's four
/// fields instead of six, and the counters to write.
#[derive(Debug, Default, Clone, Copy)]
pub struct FenOptions {
    /// Shredder-FEN castling letters (file letters) instead of X-FEN's `KQkq`.
    pub shredder: bool,
    /// Four fields (EPD).
    pub epd: bool,
    /// The half-move clock to write (default 0).
    pub halfmove_clock: Option<u32>,
    /// The full-move number to write (default 1).
    pub fullmove_number: Option<u32>,
}

/// A chess-profile FEEN written as FEN.
///
/// # Errors
/// tabula-chess's error for a FEEN that is not a chess position.
pub fn feen_to_fen(feen: &str, options: FenOptions) -> Result<String, Failure> {
    let mut written = tabula_chess::fen::Options {
        epd: options.epd,
        ..tabula_chess::fen::Options::default()
    };
    if options.shredder {
        written.castling = tabula_chess::fen::Castling::Shredder;
    }
    if let Some(clock) = options.halfmove_clock {
        written.halfmove_clock = clock;
    }
    if let Some(number) = options.fullmove_number {
        written.fullmove_number = number;
    }
    tabula_chess::fen::from_feen(feen, &written).map_err(|e| Failure::chess("fen", &e))
}

/// An SFEN line (strict mode, or lenient) converted to FEEN: `{ feen, moveCount, movesAt }`.
///
/// # Errors
/// tabula-shogi's error with its byte offset.
pub fn sfen_to_feen(text: &str, lenient: bool) -> Result<Value, Failure> {
    let mode = if lenient {
        tabula_shogi::Mode::Lenient
    } else {
        tabula_shogi::Mode::Strict
    };
    let converted = tabula_shogi::sfen_to_feen_with(text, mode).map_err(|e| Failure::sfen(&e))?;
    Ok(json!({
        "feen": converted.feen,
        "moveCount": converted.lost.move_count,
        "movesAt": converted.lost.moves_at,
    }))
}

/// A shōgi FEEN written as SFEN, with a move count when given.
///
/// # Errors
/// tabula-shogi's error for a FEEN SFEN cannot spell.
pub fn feen_to_sfen(feen: &str, move_count: Option<u32>) -> Result<String, Failure> {
    tabula_shogi::feen_to_sfen(feen, move_count).map_err(|e| Failure::sfen(&e))
}

/// A xiangqi FEN line (strict mode, or lenient) converted to FEEN:
/// `{ feen, halfmoveClock, fullmoveNumber, letters, movesAt }`.
///
/// # Errors
/// tabula-xiangqi's error with its byte offset.
pub fn xiangqi_fen_to_feen(text: &str, lenient: bool) -> Result<Value, Failure> {
    let mode = if lenient {
        tabula_xiangqi::Mode::Lenient
    } else {
        tabula_xiangqi::Mode::Strict
    };
    let converted =
        tabula_xiangqi::fen_to_feen_with(text, mode).map_err(|e| Failure::xiangqi(&e))?;
    let lost = &converted.lost;
    Ok(json!({
        "feen": converted.feen,
        "halfmoveClock": lost.halfmove_clock,
        "fullmoveNumber": lost.fullmove_number,
        "letters": letters_name(lost.letters),
        "movesAt": lost.moves_at,
    }))
}

/// A xiangqi FEEN written as xiangqi FEN, in UCCI letters or WXF letters.
///
/// # Errors
/// tabula-xiangqi's error for a FEEN xiangqi FEN cannot spell.
pub fn feen_to_xiangqi_fen(feen: &str, wxf: bool) -> Result<String, Failure> {
    let letters = if wxf {
        tabula_xiangqi::Letters::Wxf
    } else {
        tabula_xiangqi::Letters::Ucci
    };
    tabula_xiangqi::feen_to_fen(feen, letters).map_err(|e| Failure::xiangqi(&e))
}

fn letters_name(letters: tabula_xiangqi::Letters) -> &'static str {
    match letters {
        tabula_xiangqi::Letters::Wxf => "wxf",
        tabula_xiangqi::Letters::Ucci => "ucci",
    }
}

/// A PON document read: the position as written, in the fixtures' words, with the FEEN it converts to
/// (`feen`, `null` for an irregular board) and `canonical` (the compact PON Tabula writes).
///
/// # Errors
/// tabula-pon's error, with the JSON Pointer of the value at fault.
pub fn read_pon(text: &str) -> Result<Value, Failure> {
    let pon = tabula_pon::Pon::from_slice(text.as_bytes()).map_err(|e| Failure::pon(&e))?;
    let mut value = tabula_fixtures::values::pon(&pon);
    value["canonical"] = json!(pon.to_string());
    Ok(value)
}

/// A PON document converted to FEEN.
///
/// # Errors
/// tabula-pon's error (an irregular board has no FEEN: `board-not-regular`).
pub fn pon_to_feen(text: &str) -> Result<String, Failure> {
    let pon = tabula_pon::Pon::from_slice(text.as_bytes()).map_err(|e| Failure::pon(&e))?;
    pon.to_feen().map_err(|e| Failure::pon(&e))
}

/// A FEEN string written as PON (compact, or pretty-printed).
///
/// # Errors
/// tabula-pon's error (`feen` for a string that is not FEEN).
pub fn feen_to_pon(feen: &str, pretty: bool) -> Result<String, Failure> {
    let pon = tabula_pon::Pon::from_feen(feen).map_err(|e| Failure::pon(&e))?;
    Ok(if pretty {
        pon.to_pretty_string()
    } else {
        pon.to_string()
    })
}

// ---- Reading JSON arguments ----

pub(crate) fn string<'v>(value: &'v Value, what: &str) -> Result<&'v str, Failure> {
    value
        .as_str()
        .ok_or_else(|| Failure::argument(format!("{what}: expected a string, got {value}")))
}

pub(crate) fn size(value: &Value, what: &str) -> Result<usize, Failure> {
    value
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| Failure::argument(format!("{what}: expected a whole number, got {value}")))
}

pub(crate) fn list<'v>(value: &'v Value, what: &str) -> Result<&'v [Value], Failure> {
    value
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| Failure::argument(format!("{what}: expected an array, got {value}")))
}

pub(crate) fn side(value: &Value) -> Result<Side, Failure> {
    match value.as_str() {
        Some("first") => Ok(Side::First),
        Some("second") => Ok(Side::Second),
        _ => Err(Failure::argument(format!(
            "turn: expected \"first\" or \"second\", got {value}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";

    #[test]
    fn feen_reads_with_qualified_pieces_and_a_canonical_form() {
        let value = read_feen("8 2P/ C/c").unwrap();
        assert_eq!(value["qualified"]["firstHand"], json!([["C:P", 2]]));
        assert_eq!(value["canonical"], "8 2P/ C/c");
        assert_eq!(value["shape"], json!([8]));
        let irregular = read_feen("ab/c / G/g").unwrap();
        assert!(irregular.get("shape").is_none() && irregular.get("qualified").is_none());
        assert_eq!(
            read_feen("8 2P/ C/c/").unwrap_err().field,
            Some("style-turn")
        );
    }

    #[test]
    fn typed_positions_are_written_or_refused() {
        let position = json!({ "shape": [2], "board": ["C:K^", null], "firstHand": [], "secondHand": [],
            "styles": ["C", "c"], "turn": "second" });
        assert_eq!(write_feen(&position).unwrap(), "K^1 / c/C");
        let mismatch = json!({ "shape": [2], "board": ["C:K^", null], "firstHand": [], "secondHand": [],
            "styles": ["C", "C"], "turn": "first" });
        assert_eq!(
            write_feen(&mismatch).unwrap_err().code,
            "style-side-mismatch"
        );
        assert_eq!(write_feen(&json!({})).unwrap_err().code, "invalid-argument");
    }

    #[test]
    fn conversions_go_both_ways() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let converted = fen_to_feen(start).unwrap();
        assert_eq!(converted["feen"], CHESS);
        assert_eq!(converted["fullmoveNumber"], 1);
        assert_eq!(feen_to_fen(CHESS, FenOptions::default()).unwrap(), start);
        let shredder = FenOptions {
            shredder: true,
            epd: true,
            ..FenOptions::default()
        };
        assert_eq!(
            feen_to_fen(CHESS, shredder).unwrap(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -"
        );
        let failure =
            fen_to_feen("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
        assert_eq!((failure.notation, failure.code), ("fen", "fen-placement"));

        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let converted = sfen_to_feen(sfen, false).unwrap();
        assert_eq!(converted["moveCount"], 1);
        assert_eq!(
            feen_to_sfen(converted["feen"].as_str().unwrap(), Some(1)).unwrap(),
            sfen
        );

        let xiangqi = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let converted = xiangqi_fen_to_feen(xiangqi, false).unwrap();
        assert_eq!(converted["letters"], "ucci");
        let feen = converted["feen"].as_str().unwrap();
        assert!(
            feen_to_xiangqi_fen(feen, false)
                .unwrap()
                .starts_with("rnbakabnr/")
        );
        assert!(
            feen_to_xiangqi_fen(feen, true)
                .unwrap()
                .starts_with("rheakaehr/")
        );
        assert_eq!(
            feen_to_xiangqi_fen(CHESS, false).unwrap_err().code,
            "board-shape"
        );
    }

    #[test]
    fn pon_reads_and_writes() {
        let pon = feen_to_pon("K^2 2P/ C/c", false).unwrap();
        assert_eq!(pon_to_feen(&pon).unwrap(), "K^2 2P/ C/c");
        assert_eq!(read_pon(&pon).unwrap()["feen"], "K^2 2P/ C/c");
        let failure = read_pon("{\"board\": 3}").unwrap_err();
        assert_eq!(failure.path.as_deref(), Some("/board"));
    }
}
