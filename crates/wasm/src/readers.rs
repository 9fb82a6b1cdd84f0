//! The readers the conformance suites ask of the package, their answers as data: a chess move read in
//! SAN or UCI, every game of a PGN text, every game of a KIF or CSA stream as the record says it.

use serde_json::{Value, json};
use tabula_games::RecordFormat;

use crate::failure::Failure;

/// A SAN (`spec` `"san"`) or UCI (`"uci"`) move read in the chess FEN position `before`: `{ uci, san }` (UCI
/// castling written king-takes-rook) and the canonical form (SAN, or UCI with standard castling).
///
/// ```
/// let (value, canonical) = tabula_wasm::readers::read_chess_move("uci",
///     "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1")?;
/// assert_eq!(value["san"], "O-O");
/// assert_eq!(value["uci"], "e1h1");
/// assert_eq!(canonical, "e1g1");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The FEN reader's error; the SAN or UCI reader's error (`notation` `"san"` or `"uci"`).
pub fn read_chess_move(spec: &str, before: &str, input: &str) -> Result<(Value, String), Failure> {
    use tabula_chess::uci::{self, Castling};
    use tabula_chess::{Position, san};
    let position = Position::from_fen(before).map_err(|e| Failure::chess("fen", &e))?;
    let m =
        match spec {
            "san" => san::read(&position, input)
                .map_err(|e| Failure::new("san", e.code(), e.to_string()))?,
            "uci" => uci::read(&position, input)
                .map_err(|e| Failure::new("uci", e.code(), e.to_string()))?,
            other => {
                return Err(Failure::argument(format!(
                    "notation: expected \"san\" or \"uci\", not {other:?}"
                )));
            }
        };
    let written = san::write(&position, m);
    let value = json!({ "uci": uci::write(m, Castling::KingTakesRook), "san": written });
    let canonical = if spec == "san" {
        written
    } else {
        uci::write(m, Castling::Standard)
    };
    Ok((value, canonical))
}

/// Every game of a PGN text replayed: `[{ tags, moves (UCI, castling king-takes-rook), san, fen, result,
/// termination }]`.
///
/// ```
/// let games = tabula_wasm::readers::read_pgn("1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 *\n")?;
/// assert_eq!(games.as_array().unwrap().len(), 2);
/// assert_eq!(games[0]["termination"], "checkmate");
/// assert_eq!(games[1]["moves"][0], "e2e4");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The PGN reader's error (`notation` `"pgn"`).
pub fn read_pgn(text: &str) -> Result<Value, Failure> {
    use tabula_chess::uci::{self, Castling};
    let mut games = Vec::new();
    for game in tabula_chess::pgn::Reader::new(text.as_bytes()) {
        let game = game.map_err(|e| Failure::new("pgn", e.code(), e.to_string()))?;
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|p| uci::write(p.m, Castling::KingTakesRook))
            .collect();
        let tags: serde_json::Map<String, Value> = game
            .tags()
            .iter()
            .map(|(k, v)| (k.clone(), Value::from(v.as_str())))
            .collect();
        games.push(json!({
            "tags": tags,
            "moves": moves,
            "san": game.sans().collect::<Vec<_>>(),
            "fen": game.replay().fen(),
            "result": game.result(),
            "termination": game.replay().termination().map(tabula_chess::pgn::Termination::name),
        }));
    }
    Ok(Value::Array(games))
}

/// Every game of a KIF (`"kif"`, UTF-8 or `Shift_JIS` bytes) or CSA (`"csa"`) stream as the record says it (no
/// rules applied): `{ games: [{ start, moves, end, result }], canonical }`, `canonical` the stream written
/// back (UTF-8).
///
/// ```
/// let value = tabula_wasm::readers::read_shogi_records("csa", b"PI\n+\n+7776FU\n%TORYO\n")?;
/// assert_eq!(value["games"][0]["moves"][0], "7g7f");
/// assert_eq!(value["games"][0]["result"]["winner"], "first");
/// assert!(value["canonical"].as_str().unwrap().contains("+7776FU"));
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The reader's or the writer's error (`notation` `"kif"` or `"csa"`).
pub fn read_shogi_records(format: &str, input: &[u8]) -> Result<Value, Failure> {
    use tabula_shogi::records::{CsaReader, KifReader, Record, RecordError};
    let format: RecordFormat = format
        .parse()
        .map_err(|e: tabula_games::GameError| Failure::argument(e.message))?;
    let records: Result<Vec<Record>, RecordError> = match format {
        RecordFormat::Kif => KifReader::new(input).collect(),
        RecordFormat::Csa => CsaReader::new(input).collect(),
        _ => {
            return Err(Failure::argument(format!(
                "format: expected \"kif\" or \"csa\", not {:?}",
                format.name()
            )));
        }
    };
    let records = records.map_err(|e| Failure::new(format.name(), e.code(), e.to_string()))?;
    let canonical = tabula_games::write_shogi(&records, format)
        .map_err(|e| Failure::new(format.name(), e.code, e.message))?;
    let games: Vec<Value> = records
        .iter()
        .map(|record| {
            json!({
                "start": record.start_sfen,
                "moves": record.moves,
                "end": record.end.map(tabula_shogi::records::End::name),
                "result": record.result.map(|o| json!({
                    "winner": o.winner.map(tabula_games::Side::as_str),
                    "termination": o.termination.name(),
                })),
            })
        })
        .collect();
    Ok(json!({ "games": games, "canonical": canonical }))
}
