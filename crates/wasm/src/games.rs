//! Games of any kind (tabula-games' [`DynGame`]) for the `Game` class: notations and outcomes as values,
//! PGN read and written, and pictures drawn by tabula-svg.
//!
//! ```
//! let mut game = tabula_wasm::games::open("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! game.play("e4", None).unwrap();
//! assert_eq!(tabula_wasm::games::to_pgn(game.as_ref())?.lines().last(), Some("1. e4 *"));
//! # Ok::<(), tabula_wasm::Failure>(())
//! ```

use core::fmt::Write as _;

use serde_json::{Value, json};
use tabula_games::{DynGame, Format, GameError, GameKind, Notation, Outcome};
use tabula_svg::{Arrow, Coordinate, Coordinates, Highlight, Mark, Options};

use crate::failure::Failure;

/// The largest square size `renderSvg` accepts, in pixels.
pub const MAX_SQUARE_SIZE: u32 = 1024;

impl Failure {
    /// A game's error (a refused move, a position its reader refused).
    pub(crate) fn game(error: &GameError) -> Self {
        Failure::new("game", error.code, error.message.clone()).at(error.offset)
    }
}

/// A game from a position in any format tabula-games tells apart.
///
/// ```
/// let game = tabula_wasm::games::open("position startpos moves 7g7f")?;
/// assert_eq!(game.ply(), 1);
/// assert_eq!(tabula_wasm::games::open("8/8 / C/s").unwrap_err().code, "no-rules");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The game's reader's error (`notation: "game"`).
pub fn open(text: &str) -> Result<Box<dyn DynGame>, Failure> {
    tabula_games::open(text).map_err(|e| Failure::game(&e))
}

/// A game of `kind` (`chess`, `shogi`, `xiangqi`) from its usual start.
///
/// ```
/// assert!(tabula_wasm::games::start("xiangqi")?.feen().ends_with(" X/x"));
/// assert_eq!(tabula_wasm::games::start("go").unwrap_err().code, "invalid-argument");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for another name.
pub fn start(kind: &str) -> Result<Box<dyn DynGame>, Failure> {
    let kind: GameKind = kind
        .parse()
        .map_err(|e| Failure::argument(format!("{e}")))?;
    Ok(tabula_games::start(kind))
}

/// A notation named in JavaScript (`pmn`, `san`, `uci`, `usi`, `csa`, `ucci`, `wxf`), or `None`.
///
/// ```
/// use tabula_games::Notation;
/// assert_eq!(tabula_wasm::games::notation(Some("san"))?, Some(Notation::San));
/// assert_eq!(tabula_wasm::games::notation(None)?, None);
/// assert!(tabula_wasm::games::notation(Some("kif")).is_err());
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `invalid-argument` for an unknown name.
pub fn notation(name: Option<&str>) -> Result<Option<Notation>, Failure> {
    name.map(|n| n.parse().map_err(|e| Failure::argument(format!("{e}"))))
        .transpose()
}

/// The game's usual notation (the first after PMN).
///
/// ```
/// let game = tabula_wasm::games::start("shogi")?;
/// assert_eq!(tabula_wasm::games::usual(game.as_ref()).name(), "usi");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
#[must_use]
pub fn usual(game: &dyn DynGame) -> Notation {
    game.notations().get(1).copied().unwrap_or(Notation::Pmn)
}

/// An outcome as `{ result, termination, winner }` (`winner` is `first`, `second` or `null`), or `null`.
///
/// ```
/// use tabula_games::{Outcome, Side, Termination};
/// let value = tabula_wasm::games::outcome(Some(Outcome::win(Side::First, Termination::Checkmate)));
/// assert_eq!(value["result"], "1-0");
/// assert_eq!(value["termination"], "checkmate");
/// assert_eq!(value["winner"], "first");
/// assert!(tabula_wasm::games::outcome(None).is_null());
/// ```
#[must_use]
pub fn outcome(outcome: Option<Outcome>) -> Value {
    outcome.map_or(Value::Null, |o| {
        json!({
            "result": o.result(),
            "termination": o.termination.name(),
            "winner": o.winner.map(tabula_games::Side::as_str),
        })
    })
}

/// A PGN game's tags, in order: `(name, value)`.
pub type Tags = Vec<(String, String)>;

/// The first game of a PGN text, replayed move by move (each SAN checked by the rules), with its tags.
///
/// ```
/// let (game, tags) = tabula_wasm::games::from_pgn("[White \"A\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")?;
/// assert_eq!(game.ply(), 4);
/// assert_eq!(game.outcome().unwrap().to_string(), "0-1 checkmate");
/// assert_eq!(tags, vec![("White".to_owned(), "A".to_owned())]);
/// assert_eq!(tabula_wasm::games::from_pgn("1. e5 *").unwrap_err().notation, "pgn");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `notation: "pgn"` with the reader's code for a text with no game or a move the rules refuse.
pub fn from_pgn(text: &str) -> Result<(Box<dyn DynGame>, Tags), Failure> {
    let record = tabula_chess::pgn::Reader::new(text.as_bytes())
        .next()
        .ok_or_else(|| Failure::new("pgn", "pgn-empty", "no game in this PGN text"))?
        .map_err(|e| Failure::new("pgn", e.code(), e.to_string()))?;
    let (halfmove, fullmove) = record.start_counters();
    let fen = tabula_chess::pgn::Replay::new(record.start().clone(), halfmove, fullmove).fen();
    let mut game =
        tabula_games::open_as(GameKind::Chess, Format::Fen, &fen).map_err(|e| Failure::game(&e))?;
    for san in record.sans() {
        game.play(san, Some(Notation::San))
            .map_err(|e| Failure::new("pgn", e.code, e.message))?;
    }
    Ok((game, record.tags().to_vec()))
}

/// The game as PGN: the seven tags (with `SetUp` and `FEN` for another start), then the moves in SAN and
/// the result (`*` while the game goes on). Chess only.
///
/// ```
/// let mut game = tabula_wasm::games::start("chess")?;
/// for m in ["f3", "e5", "g4", "Qh4#"] { game.play(m, None).unwrap(); }
/// let pgn = tabula_wasm::games::to_pgn(game.as_ref())?;
/// assert!(pgn.contains("[Result \"0-1\"]"));
/// assert!(pgn.ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"));
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `notation-unsupported` for a game other than chess.
pub fn to_pgn(game: &dyn DynGame) -> Result<String, Failure> {
    if game.kind() != GameKind::Chess {
        return Err(Failure::new(
            "pgn",
            "notation-unsupported",
            format!("PGN records chess games, not {}", game.kind().name()),
        ));
    }
    let sans = game.moves(Notation::San).map_err(|e| Failure::game(&e))?;
    let result = game.outcome().map_or("*", |o| o.result());
    let mut out = String::new();
    for (tag, value) in [
        ("Event", "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "?"),
        ("White", "?"),
        ("Black", "?"),
        ("Result", result),
    ] {
        let _ = writeln!(out, "[{tag} \"{value}\"]");
    }
    let start = game.start_native();
    let standard = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    if start != standard {
        let _ = write!(out, "[SetUp \"1\"]\n[FEN \"{start}\"]\n");
    }
    out.push('\n');
    let counters = tabula_chess::Position::from_fen(&start)
        .map(|_| start.split(' ').nth(5).and_then(|n| n.parse::<u64>().ok()))
        .ok()
        .flatten()
        .unwrap_or(1);
    let black_first = start.split(' ').nth(1) == Some("b");
    let mut words = Vec::new();
    for (i, san) in sans.iter().enumerate() {
        let ply = i + usize::from(black_first);
        let number = counters + (ply / 2) as u64;
        if ply % 2 == 0 {
            words.push(format!("{number}. {san}"));
        } else if i == 0 {
            words.push(format!("{number}... {san}"));
        } else {
            words.push(san.clone());
        }
    }
    words.push(result.to_owned());
    out.push_str(&words.join(" "));
    out.push('\n');
    Ok(out)
}

/// A FEEN string for any position text: FEEN as it is (any board, with rules or not), else the position
/// of the game tabula-games reads.
///
/// ```
/// assert_eq!(tabula_wasm::games::feen_of("8/8 / C/s")?, "8/8 / C/s");
/// assert!(tabula_wasm::games::feen_of("position startpos")?.ends_with(" / S/s"));
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The FEEN reader's error for a text with FEEN's shape, else the game reader's error.
pub fn feen_of(text: &str) -> Result<String, Failure> {
    let text = text.trim();
    match tabula_feen::validate(text) {
        Ok(()) => Ok(text.to_owned()),
        Err(e) if text.split(' ').count() == 3 => Err(Failure::feen(&e)),
        Err(_) => Ok(open(text)?.feen()),
    }
}

/// An SVG picture of a position in any format, with options `{ flip, size, coordinates, highlights:
/// [{ square, mark }], arrows: [[from, to]] }` (marks `last-move`, `selected`, `check`, `destination`;
/// coordinates `cell`, `shogi`, `kanji`, `xiangqi`, `none`, by default the game's own).
///
/// ```
/// use serde_json::json;
/// let svg = tabula_wasm::games::render_svg("8/8/8/8/4P3/8/8/8 / C/c",
///     &json!({ "highlights": [{ "square": "e4", "mark": "destination" }], "flip": true }))?;
/// assert!(svg.contains("data-square=\"e4\""));
/// let error = tabula_wasm::games::render_svg("8/8 / C/c", &json!({ "size": 0 })).unwrap_err();
/// assert_eq!(error.code, "invalid-argument");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The position's reader's error; `invalid-argument` for a malformed option; `off-board` for a square the
/// board does not have.
pub fn render_svg(text: &str, options: &Value) -> Result<String, Failure> {
    let feen = feen_of(text)?;
    let position: tabula_feen::Position = feen.parse().map_err(|e| Failure::feen(&e))?;
    let mut drawn = Options::default();
    drawn.flip = options["flip"].as_bool().unwrap_or(false);
    if let Some(size) = options.get("size").filter(|v| !v.is_null()) {
        drawn.size = size
            .as_u64()
            .filter(|s| (1..=u64::from(MAX_SQUARE_SIZE)).contains(s))
            .and_then(|s| u32::try_from(s).ok())
            .ok_or_else(|| Failure::argument(format!("size: expected 1 to {MAX_SQUARE_SIZE}")))?;
    }
    let style = feen.rsplit('/').next().unwrap_or("").to_ascii_uppercase();
    drawn.coordinates = match options["coordinates"].as_str() {
        Some("shogi") => Coordinates::Shogi,
        Some("kanji") => Coordinates::Kanji,
        Some("xiangqi") => Coordinates::Xiangqi,
        Some("none") => Coordinates::None,
        None if style == "S" => Coordinates::Shogi,
        None if style == "X" => Coordinates::Xiangqi,
        None | Some("cell") => Coordinates::Cell,
        Some(other) => return Err(Failure::argument(format!("coordinates: unknown {other:?}"))),
    };
    let square = |v: &Value| -> Result<Coordinate, Failure> {
        v.as_str()
            .ok_or_else(|| Failure::argument("a square: expected a string"))?
            .parse()
            .map_err(|_| Failure::argument(format!("not a CELL square: {v}")))
    };
    for h in options["highlights"]
        .as_array()
        .map_or(&[][..], Vec::as_slice)
    {
        let mark = match h["mark"].as_str() {
            Some("last-move") => Mark::LastMove,
            Some("selected") => Mark::Selected,
            Some("check") => Mark::Check,
            Some("destination") => Mark::Destination,
            other => return Err(Failure::argument(format!("mark: unknown {other:?}"))),
        };
        drawn
            .highlights
            .push(Highlight::new(square(&h["square"])?, mark));
    }
    for a in options["arrows"].as_array().map_or(&[][..], Vec::as_slice) {
        drawn
            .arrows
            .push(Arrow::new(square(&a[0])?, square(&a[1])?));
    }
    tabula_svg::render(&position, &drawn).map_err(|e| Failure::new("svg", e.code(), e.to_string()))
}

/// A SAN (`spec` `"san"`) or UCI (`"uci"`) move read in the chess FEN position `before`: `{ uci, san }` (UCI
/// castling written king-takes-rook) and the canonical form (SAN, or UCI with standard castling).
///
/// ```
/// let (value, canonical) = tabula_wasm::games::read_chess_move("uci",
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
/// let games = tabula_wasm::games::read_pgn("1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 *\n")?;
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

/// The first game of a KIF (`"kif"`) or CSA (`"csa"`) text, every move replayed by the shōgi rules; a result
/// the rules cannot see (resignation, a time loss) ends the game as the record says.
///
/// ```
/// let csa = "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";
/// let game = tabula_wasm::games::from_shogi_record("csa", csa)?;
/// assert_eq!(game.ply(), 2);
/// assert_eq!(game.outcome().unwrap().to_string(), "0-1 resignation");
/// assert_eq!(tabula_wasm::games::from_shogi_record("kif", "").unwrap_err().code, "record-empty");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The reader's error (`notation` `"kif"` or `"csa"`), or the rules' error for a move (`notation` `"game"`).
pub fn from_shogi_record(format: &str, text: &str) -> Result<Box<dyn DynGame>, Failure> {
    use tabula_shogi::records::{CsaReader, KifReader};
    let (notation, next) = match format {
        "kif" => ("kif", KifReader::new(text.as_bytes()).next()),
        "csa" => ("csa", CsaReader::new(text.as_bytes()).next()),
        other => {
            return Err(Failure::argument(format!(
                "format: expected \"kif\" or \"csa\", not {other:?}"
            )));
        }
    };
    let record = next
        .ok_or_else(|| Failure::new(notation, "record-empty", "no game in this text"))?
        .map_err(|e| Failure::new(notation, e.code(), e.to_string()))?;
    let mut game = tabula_games::open_as(GameKind::Shogi, Format::Sfen, &record.start_sfen)
        .map_err(|e| Failure::game(&e))?;
    for (number, usi) in record.moves.iter().enumerate() {
        game.play(usi, Some(Notation::Usi)).map_err(|e| {
            Failure::game(&GameError::new(
                e.code,
                format!("move {} `{usi}`: {}", number + 1, e.message),
                None,
            ))
        })?;
    }
    if let (Some(result), None) = (record.result, game.outcome()) {
        game.end(result);
    }
    Ok(game)
}

/// A shōgi game written as KIF (`"kif"`, UTF-8) or CSA (`"csa"`, version 2.2).
///
/// ```
/// let game = tabula_wasm::games::open("position startpos moves 7g7f 3c3d")?;
/// let csa = tabula_wasm::games::to_shogi_record("csa", game.as_ref())?;
/// assert!(csa.contains("+7776FU") && csa.contains("-3334FU"));
/// assert!(tabula_wasm::games::to_shogi_record("kif", game.as_ref())?.contains("７六歩"));
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// `notation-unsupported` for a game other than shōgi; the writer's error.
pub fn to_shogi_record(format: &str, game: &dyn DynGame) -> Result<String, Failure> {
    use tabula_shogi::records::{KifOptions, Record, write_csa, write_kif};
    if game.kind() != GameKind::Shogi {
        return Err(Failure::new(
            "record",
            "notation-unsupported",
            format!("KIF and CSA record shōgi games, not {}", game.kind().name()),
        ));
    }
    let mut record = Record::new(&game.start_native());
    record.moves = game.moves(Notation::Usi).map_err(|e| Failure::game(&e))?;
    record.times = vec![None; record.moves.len()];
    record.result = game.outcome();
    let mut out = Vec::new();
    let written = match format {
        "kif" => write_kif(&mut out, &record, KifOptions::default()),
        "csa" => write_csa(&mut out, &record),
        other => {
            return Err(Failure::argument(format!(
                "format: expected \"kif\" or \"csa\", not {other:?}"
            )));
        }
    };
    written.map_err(|e| Failure::new("record", e.code(), e.to_string()))?;
    String::from_utf8(out).map_err(|_| Failure::new("record", "encoding", "not UTF-8"))
}

/// Every game of a KIF (`"kif"`, UTF-8 or `Shift_JIS` bytes) or CSA (`"csa"`) stream as the record says it (no
/// rules applied): `{ games: [{ start, moves, end, result }], canonical }`, `canonical` the stream written
/// back (UTF-8).
///
/// ```
/// let value = tabula_wasm::games::read_shogi_records("csa", b"PI\n+\n+7776FU\n%TORYO\n")?;
/// assert_eq!(value["games"][0]["moves"][0], "7g7f");
/// assert_eq!(value["games"][0]["result"]["winner"], "first");
/// assert!(value["canonical"].as_str().unwrap().contains("+7776FU"));
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The reader's or the writer's error (`notation` `"kif"` or `"csa"`).
pub fn read_shogi_records(format: &str, input: &[u8]) -> Result<Value, Failure> {
    use tabula_shogi::records::{
        CsaReader, KifOptions, KifReader, Record, RecordError, write_csa_games, write_kif,
    };
    let (notation, records): (&'static str, Result<Vec<Record>, RecordError>) = match format {
        "kif" => ("kif", KifReader::new(input).collect()),
        "csa" => ("csa", CsaReader::new(input).collect()),
        other => {
            return Err(Failure::argument(format!(
                "format: expected \"kif\" or \"csa\", not {other:?}"
            )));
        }
    };
    let refused = |e: RecordError| Failure::new(notation, e.code(), e.to_string());
    let records = records.map_err(refused)?;
    let mut out = Vec::new();
    if notation == "kif" {
        for record in &records {
            write_kif(&mut out, record, KifOptions::default()).map_err(refused)?;
        }
    } else {
        write_csa_games(&mut out, &records).map_err(refused)?;
    }
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
    Ok(json!({ "games": games, "canonical": String::from_utf8_lossy(&out) }))
}
