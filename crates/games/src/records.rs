//! Whole games as records, the same for every door: PGN for chess, KIF and CSA for shōgi. A game of
//! another kind is refused with the formats that do record it.

use core::fmt;
use core::str::FromStr;

use tabula_game::{DynGame, GameError, GameKind, Notation, Rules};
use tabula_shogi::records::{CsaReader, KifOptions, KifReader, Record, RecordError};

use crate::detect::Format;
use crate::open::open_as;

/// A game and the headers of the record it was read from (PGN tags, KIF and CSA header lines), in order.
pub type RecordGame = (Box<dyn DynGame>, Vec<(String, String)>);

/// A record format.
///
/// ```
/// use tabula_games::RecordFormat;
/// assert_eq!("kif".parse::<RecordFormat>()?, RecordFormat::Kif);
/// assert_eq!(RecordFormat::Csa.game(), tabula_games::GameKind::Shogi);
/// # Ok::<(), tabula_games::GameError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RecordFormat {
    /// PGN (chess).
    Pgn,
    /// KIF (shōgi), written as UTF-8.
    Kif,
    /// CSA (shōgi), version 2.2.
    Csa,
}

impl RecordFormat {
    /// Every record format.
    pub const ALL: [RecordFormat; 3] = [RecordFormat::Pgn, RecordFormat::Kif, RecordFormat::Csa];

    /// The format's name in lowercase ASCII.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RecordFormat::Pgn => "pgn",
            RecordFormat::Kif => "kif",
            RecordFormat::Csa => "csa",
        }
    }

    /// The game the format records.
    #[must_use]
    pub const fn game(self) -> GameKind {
        match self {
            RecordFormat::Pgn => GameKind::Chess,
            RecordFormat::Kif | RecordFormat::Csa => GameKind::Shogi,
        }
    }

    /// Whether the format records games of `kind`: the error says which formats do.
    ///
    /// ```
    /// use tabula_games::{GameKind, RecordFormat};
    /// assert!(RecordFormat::Kif.check(GameKind::Shogi).is_ok());
    /// assert_eq!(RecordFormat::Pgn.check(GameKind::Shogi).unwrap_err().message,
    ///            "PGN records chess games, not shogi (for shogi: kif, csa)");
    /// ```
    ///
    /// # Errors
    /// `notation-unsupported` for a game of another kind.
    pub fn check(self, kind: GameKind) -> Result<(), GameError> {
        if self.game() == kind {
            Ok(())
        } else {
            Err(wrong_game(self, kind))
        }
    }

    /// The formats that record games of `kind`, joined for a message (`kif, csa`), or `none`.
    ///
    /// ```
    /// use tabula_games::{GameKind, RecordFormat};
    /// assert_eq!(RecordFormat::names_for(GameKind::Shogi), "kif, csa");
    /// assert_eq!(RecordFormat::names_for(GameKind::Xiangqi), "none yet");
    /// ```
    #[must_use]
    pub fn names_for(kind: GameKind) -> String {
        let names: Vec<&str> = RecordFormat::ALL
            .into_iter()
            .filter(|f| f.game() == kind)
            .map(RecordFormat::name)
            .collect();
        if names.is_empty() {
            "none yet".to_owned()
        } else {
            names.join(", ")
        }
    }
}

impl fmt::Display for RecordFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RecordFormat {
    type Err = GameError;

    fn from_str(s: &str) -> Result<RecordFormat, GameError> {
        RecordFormat::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                GameError::new(
                    "invalid-argument",
                    format!("record format: expected pgn, kif or csa, not {s:?}"),
                    None,
                )
            })
    }
}

/// The error for a game that `format` does not record.
fn wrong_game(format: RecordFormat, kind: GameKind) -> GameError {
    GameError::new(
        "notation-unsupported",
        format!(
            "{} records {} games, not {kind} (for {kind}: {})",
            format.name().to_ascii_uppercase(),
            format.game(),
            RecordFormat::names_for(kind)
        ),
        None,
    )
}

/// A shōgi game as a record (start, USI moves, outcome) for the KIF and CSA writers.
///
/// ```
/// let game = tabula_games::open("position startpos moves 7g7f 3c3d")?;
/// assert_eq!(tabula_games::shogi_record(game.as_ref())?.moves, ["7g7f", "3c3d"]);
/// let xiangqi = tabula_games::start(tabula_games::GameKind::Xiangqi);
/// let error = tabula_games::shogi_record(xiangqi.as_ref()).unwrap_err();
/// assert_eq!(error.message, "KIF records shogi games, not xiangqi (for xiangqi: none yet)");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// `notation-unsupported` for a game other than shōgi.
pub fn shogi_record(game: &dyn DynGame) -> Result<Record, GameError> {
    RecordFormat::Kif.check(game.kind())?;
    let mut record = Record::new(&game.start_native());
    record.moves = game.moves(Notation::Usi)?;
    record.times = vec![None; record.moves.len()];
    record.result = game.outcome();
    Ok(record)
}

/// A game written as a record of `format`: PGN with the given tags (the Seven Tag Roster filled with `?`),
/// KIF or CSA.
///
/// ```
/// use tabula_games::{open, write_record, RecordFormat};
/// let game = open("position startpos moves 7g7f 3c3d")?;
/// assert!(write_record(game.as_ref(), RecordFormat::Csa, &[])?.contains("+7776FU\n-3334FU"));
/// assert!(write_record(game.as_ref(), RecordFormat::Kif, &[])?.contains("７六歩"));
/// let chess = open("position startpos moves f2f3 e7e5 g2g4 d8h4")?;
/// assert!(write_record(chess.as_ref(), RecordFormat::Pgn, &[])?.ends_with("\n1. f3 e5 2. g4 Qh4# 0-1\n"));
/// assert_eq!(write_record(chess.as_ref(), RecordFormat::Kif, &[]).unwrap_err().code, "notation-unsupported");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// `notation-unsupported` for a game `format` does not record; the writer's error.
pub fn write_record(
    game: &dyn DynGame,
    format: RecordFormat,
    tags: &[(String, String)],
) -> Result<String, GameError> {
    format.check(game.kind())?;
    match format {
        RecordFormat::Pgn => Ok(pgn_game(game, tags)?.to_pgn()),
        RecordFormat::Kif | RecordFormat::Csa => {
            let mut record = shogi_record(game)?;
            record.headers.extend(tags.iter().cloned());
            write_shogi(&[record], format)
        }
    }
}

/// Shōgi records written as one KIF or CSA stream (CSA games separated by `/`).
///
/// # Errors
/// The writer's error.
pub fn write_shogi(records: &[Record], format: RecordFormat) -> Result<String, GameError> {
    let mut out = Vec::new();
    let written = if format == RecordFormat::Csa {
        tabula_shogi::records::write_csa_games(&mut out, records)
    } else {
        records.iter().try_for_each(|record| {
            tabula_shogi::records::write_kif(&mut out, record, KifOptions::default())
        })
    };
    written.map_err(|e| record_error(format, &e))?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

fn record_error(format: RecordFormat, error: &RecordError) -> GameError {
    GameError::new(error.code(), format!("{format}: {error}"), None)
}

/// A chess game as tabula-chess's PGN game: its start, its moves, its outcome and tags.
fn pgn_game(
    game: &dyn DynGame,
    tags: &[(String, String)],
) -> Result<tabula_chess::pgn::Game, GameError> {
    let (start, counters) = tabula_chess::Position::from_native(&game.start_native())
        .map_err(|e| GameError::from_error(&e))?;
    let chess960 = tags
        .iter()
        .any(|(k, v)| k == "Variant" && v.eq_ignore_ascii_case("chess960"));
    let mut record = tabula_chess::pgn::Game::new(
        start,
        counters.halfmove_clock,
        counters.move_number,
        chess960,
    );
    for (name, value) in tags {
        record.set_tag(name, value);
    }
    for pmn in game.moves(Notation::Pmn)? {
        let parsed = tabula_pmn::Move::parse(&pmn)
            .map_err(|e| GameError::new("pmn", format!("{pmn:?}: {e}"), None))?;
        let m = record
            .replay()
            .position()
            .find_pmn(&parsed)
            .map_err(|e| GameError::from_error(&e))?;
        record
            .push(m)
            .map_err(|e| GameError::new("illegal", e.to_string(), None))?;
    }
    record.set_result(game.outcome().map_or("*", |o| o.result()));
    Ok(record)
}

/// The first game of a record text in `format`, every move played by the rules, with its headers (PGN
/// tags, KIF and CSA header lines); the record's result ends the game when the rules see no end.
///
/// ```
/// use tabula_games::{read_record, RecordFormat};
/// let (game, tags) = read_record(RecordFormat::Pgn, "[White \"A\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")?;
/// assert_eq!(game.outcome().unwrap().to_string(), "0-1 checkmate");
/// assert_eq!(tags, [("White".to_owned(), "A".to_owned())]);
/// let (game, _) = read_record(RecordFormat::Csa, "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n")?;
/// assert_eq!(game.outcome().unwrap().to_string(), "0-1 resignation");
/// assert_eq!(read_record(RecordFormat::Kif, "").unwrap_err().code, "record-empty");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// `record-empty` for a text without a game; the reader's error; the rules' error for a refused move,
/// named with its number.
pub fn read_record(format: RecordFormat, text: &str) -> Result<RecordGame, GameError> {
    let empty = || {
        GameError::new(
            "record-empty",
            format!("no game in this {format} text"),
            None,
        )
    };
    match format {
        RecordFormat::Pgn => {
            let record = tabula_chess::pgn::Reader::new(text.as_bytes())
                .next()
                .ok_or_else(empty)?
                .map_err(|e| GameError::new(e.code(), e.to_string(), None))?;
            Ok((crate::game_of_pgn(&record)?, record.tags().to_vec()))
        }
        RecordFormat::Kif | RecordFormat::Csa => {
            let next = if format == RecordFormat::Kif {
                KifReader::new(text.as_bytes()).next()
            } else {
                CsaReader::new(text.as_bytes()).next()
            };
            let record = next
                .ok_or_else(empty)?
                .map_err(|e| record_error(format, &e))?;
            let headers = record.headers.clone();
            Ok((game_of_record(&record)?, headers))
        }
    }
}

/// The outcome a PGN result token stands for, the termination unknown (resignation for a decided game,
/// agreement for a draw).
pub(crate) fn pgn_outcome(result: Option<&str>) -> Option<tabula_game::Outcome> {
    use tabula_game::{Outcome, Side, Termination};
    match result? {
        "1-0" => Some(Outcome::win(Side::First, Termination::Resignation)),
        "0-1" => Some(Outcome::win(Side::Second, Termination::Resignation)),
        "1/2-1/2" => Some(Outcome::draw(Termination::Agreement)),
        _ => None,
    }
}

/// A shōgi record replayed by the rules; its result ends the game when the rules see no end.
///
/// ```
/// let mut record = tabula_shogi::records::Record::new(tabula_shogi::records::STARTPOS);
/// record.moves = vec!["7g7f".into(), "7g7f".into()];
/// let error = tabula_games::game_of_record(&record).unwrap_err();
/// assert!(error.message.starts_with("move 2 `7g7f`: "), "{}", error.message);
/// ```
///
/// # Errors
/// The start's error, or the rules' error for the first refused move, named with its number.
pub fn game_of_record(record: &Record) -> Result<Box<dyn DynGame>, GameError> {
    let mut game = open_as(GameKind::Shogi, Format::Sfen, &record.start_sfen)?;
    play_all(
        game.as_mut(),
        record.moves.iter().map(String::as_str),
        Notation::Usi,
    )?;
    if let (Some(result), None) = (record.result, game.outcome()) {
        game.end(result);
    }
    Ok(game)
}

/// Plays moves in `notation`, the first refused one named with its number.
pub(crate) fn play_all<'a>(
    game: &mut dyn DynGame,
    moves: impl IntoIterator<Item = &'a str>,
    notation: Notation,
) -> Result<(), GameError> {
    for (number, text) in moves.into_iter().enumerate() {
        game.play(text, Some(notation)).map_err(|e| {
            GameError::new(
                e.code,
                format!("move {} `{text}`: {}", number + 1, e.message),
                None,
            )
        })?;
    }
    Ok(())
}
