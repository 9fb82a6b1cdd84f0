//! `tabula replay` for every input but a chess PGN: shōgi's KIF and CSA records, engine `position … moves`
//! lines (USI, UCI, UCCI: one game a line), and line games (a position line in any notation Tabula reads,
//! then lines of moves in any notation of its game). Every move is played through the game's rules (the
//! facade, tabula-games), so a record with an illegal move is refused at that move; records are written by
//! the facade, which refuses a game the format does not record.

use std::io::{self, BufRead, Write};

use clap::ValueEnum;

use tabula_games::{DynGame, GameKind, Notation, RecordFormat};
use tabula_shogi::records::{CsaReader, KifReader, Record};

use crate::replay::{Options, To};

/// What a record stream is, from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// PGN (chess).
    Pgn,
    /// A position line (an engine's `position startpos|sfen|fen … [moves …]` line among them), then lines
    /// of moves; a position line starts the next game.
    Lines,
    /// KIF (UTF-8 or `Shift_JIS`).
    Kif,
    /// CSA.
    Csa,
}

/// Tells the kind of a stream from its buffered start.
pub(crate) fn detect(buffer: &[u8]) -> Kind {
    let text = String::from_utf8_lossy(buffer);
    let text = text.trim_start_matches('\u{feff}');
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .unwrap_or("");
    if line.starts_with('[') {
        return Kind::Pgn;
    }
    let first = line.split_ascii_whitespace().next().unwrap_or("");
    if matches!(first, "position" | "startpos" | "sfen") {
        return Kind::Lines;
    }
    let csa = line.starts_with("V2")
        || line.starts_with("N+")
        || line.starts_with("N-")
        || line.starts_with("PI")
        || line.starts_with("P1")
        || line.starts_with('$')
        || (line.starts_with('\'') && !text.contains('：'));
    if csa {
        return Kind::Csa;
    }
    let kif = text.contains("手合割")
        || text.contains("手数")
        || text.contains('：')
        || buffer.iter().any(|&b| b >= 0x80);
    if kif {
        return Kind::Kif;
    }
    if tabula_games::looks_like_position(line) {
        return Kind::Lines;
    }
    Kind::Pgn
}

/// The record format `--to` asks for, if any.
fn record_format(to: To) -> Option<RecordFormat> {
    match to {
        To::Pgn => Some(RecordFormat::Pgn),
        To::Kif => Some(RecordFormat::Kif),
        To::Csa => Some(RecordFormat::Csa),
        _ => None,
    }
}

/// Replays KIF or CSA records.
pub(crate) fn replay_records(
    kind: Kind,
    reader: Box<dyn BufRead>,
    options: &Options,
    out: &mut dyn Write,
    report_error: &mut dyn FnMut(String),
) -> io::Result<()> {
    let records: Box<dyn Iterator<Item = Result<Record, _>>> = if kind == Kind::Csa {
        Box::new(CsaReader::new(reader))
    } else {
        Box::new(KifReader::new(reader))
    };
    let format = record_format(options.to);
    let mut written = Vec::new();
    for (number, record) in records.enumerate() {
        let number = number + 1;
        let record = match record {
            Ok(record) => record,
            Err(error) => {
                let _ = out.flush();
                report_error(format!("game {number}: {error}"));
                continue;
            }
        };
        let played = tabula_games::game_of_record(&record)
            .map_err(|e| format!("game {number}: {e}"))
            .and_then(|game| {
                let mut buffer = Vec::new();
                if format.is_none() {
                    if options.every_ply {
                        every_ply(game.as_ref(), options.to, &mut buffer)?;
                    } else {
                        write_position(game.as_ref(), options.to, &mut buffer)?;
                    }
                    writeln!(buffer, "{}", ending(game.as_ref())).map_err(|e| e.to_string())?;
                }
                check_format(game.as_ref(), format, number)?;
                Ok(buffer)
            });
        match played {
            Ok(buffer) => {
                out.write_all(&buffer)?;
                written.push(record);
            }
            Err(message) => {
                let _ = out.flush();
                report_error(message);
            }
        }
    }
    // The records as read (headers, comments and times kept), written again.
    if let Some(format @ (RecordFormat::Kif | RecordFormat::Csa)) = format {
        let text = tabula_games::write_shogi(&written, format).map_err(io::Error::other)?;
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Refuses a game that the record format asked for does not record.
fn check_format(
    game: &dyn DynGame,
    format: Option<RecordFormat>,
    number: usize,
) -> Result<(), String> {
    match format {
        Some(format) => format
            .check(game.kind())
            .map_err(|e| format!("game {number}: --to {format}: {e}")),
        None => Ok(()),
    }
}

/// The longest line of a line game Tabula reads (a position, or moves).
const MAX_LINE: usize = 1 << 20;

/// Replays line games: a position line (an engine's `position … moves …` line among them), then lines of
/// moves in any notation of its game, until the next position line.
pub(crate) fn replay_lines(
    reader: Box<dyn BufRead>,
    options: &Options,
    out: &mut dyn Write,
    report_error: &mut dyn FnMut(String),
) -> io::Result<()> {
    let mut lines = Lines {
        options,
        games: Vec::new(),
        number: 0,
        current: None,
    };
    let mut input = crate::batch::LineReader::new(reader, MAX_LINE);
    let mut bytes = Vec::new();
    while let Some((number, len)) = {
        bytes.clear();
        input.next_into(&mut bytes)?
    } {
        if len > MAX_LINE as u64 {
            // Memory stays bounded: the line is not kept, and its game is not played on.
            let _ = out.flush();
            report_error(format!(
                "line {number} is {len} bytes long; a line of a record holds at most {MAX_LINE}"
            ));
            lines.current = None;
            continue;
        }
        let text = String::from_utf8_lossy(&bytes);
        let line = text.trim().trim_start_matches('\u{feff}');
        if line.is_empty() {
            continue;
        }
        if tabula_games::looks_like_position(line) {
            lines.finish(out, report_error)?;
            lines.number += 1;
            match tabula_games::open(line) {
                Ok(game) => {
                    let mut buffer = Vec::new();
                    if options.every_ply && record_format(options.to).is_none() {
                        // A `position … moves …` line's start, then each of its moves.
                        let outcome = every_ply(game.as_ref(), options.to, &mut buffer);
                        if let Err(message) = outcome {
                            out.write_all(&buffer)?;
                            report_error(format!("game {}: {message}", lines.number));
                            continue;
                        }
                    }
                    out.write_all(&buffer)?;
                    lines.current = Some(game);
                }
                Err(error) => {
                    let _ = out.flush();
                    report_error(format!("game {}: {error}", lines.number));
                }
            }
            continue;
        }
        let number = lines.number;
        let Some(game) = lines.current.as_mut() else {
            continue;
        };
        let mut buffer = Vec::new();
        match play_all(
            game.as_mut(),
            line.split_ascii_whitespace(),
            number,
            options,
            &mut buffer,
        ) {
            Ok(()) => out.write_all(&buffer)?,
            Err(message) => {
                out.write_all(&buffer)?;
                let _ = out.flush();
                report_error(message);
                lines.current = None;
            }
        }
    }
    lines.finish(out, report_error)?;
    lines.write_records(out, report_error)
}

/// The line games read so far.
struct Lines<'a> {
    options: &'a Options,
    /// The finished games, for `--to pgn|kif|csa`.
    games: Vec<Box<dyn DynGame>>,
    /// The number of the game being read.
    number: usize,
    /// The game being read; `None` after a refused start or move (its lines are skipped).
    current: Option<Box<dyn DynGame>>,
}

impl Lines<'_> {
    /// The end of a line game: its final position (unless every ply was written) and its ending line, or
    /// its record for `--to pgn|kif|csa`.
    fn finish(
        &mut self,
        out: &mut dyn Write,
        report_error: &mut dyn FnMut(String),
    ) -> io::Result<()> {
        let Some(game) = self.current.take() else {
            return Ok(());
        };
        let format = record_format(self.options.to);
        if format.is_some() {
            match check_format(game.as_ref(), format, self.number) {
                Ok(()) => self.games.push(game),
                Err(message) => {
                    let _ = out.flush();
                    report_error(message);
                }
            }
            return Ok(());
        }
        let mut buffer = Vec::new();
        if !self.options.every_ply {
            if let Err(message) = write_position(game.as_ref(), self.options.to, &mut buffer) {
                let _ = out.flush();
                report_error(format!("game {}: {message}", self.number));
                return Ok(());
            }
        }
        out.write_all(&buffer)?;
        writeln!(out, "{}", ending(game.as_ref()))
    }

    /// The records of the games, for `--to pgn|kif|csa`.
    fn write_records(
        &self,
        out: &mut dyn Write,
        report_error: &mut dyn FnMut(String),
    ) -> io::Result<()> {
        match record_format(self.options.to) {
            Some(RecordFormat::Pgn) => {
                for (n, game) in self.games.iter().enumerate() {
                    match tabula_games::write_record(game.as_ref(), RecordFormat::Pgn, &[]) {
                        Ok(text) => {
                            if n > 0 {
                                out.write_all(b"\n")?;
                            }
                            out.write_all(text.as_bytes())?;
                        }
                        Err(error) => report_error(error.to_string()),
                    }
                }
            }
            Some(format) => {
                let records: Vec<Record> = self
                    .games
                    .iter()
                    .filter_map(|game| tabula_games::shogi_record(game.as_ref()).ok())
                    .collect();
                let text = tabula_games::write_shogi(&records, format).map_err(io::Error::other)?;
                out.write_all(text.as_bytes())?;
            }
            None => {}
        }
        Ok(())
    }
}

/// Plays `moves` in any notation the game reads, writing the position after each when `every_ply` (and the
/// start first).
fn play_all<'a>(
    game: &mut dyn DynGame,
    moves: impl IntoIterator<Item = &'a str>,
    number: usize,
    options: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let positions = options.every_ply && record_format(options.to).is_none();
    if positions && game.ply() == 0 {
        write_position(game, options.to, out)?;
    }
    for text in moves {
        game.play(text, None)
            .map_err(|e| format!("game {number}, ply {}: {e}", game.ply() + 1))?;
        if positions {
            write_position(game, options.to, out)?;
        }
    }
    Ok(())
}

/// Writes the start and the position after every move played so far.
fn every_ply(game: &dyn DynGame, to: To, out: &mut Vec<u8>) -> Result<(), String> {
    let mut replay = tabula_games::open(&game.start_native()).map_err(|e| e.to_string())?;
    write_position(replay.as_ref(), to, out)?;
    for m in game.moves(Notation::Pmn).map_err(|e| e.to_string())? {
        replay
            .play(&m, Some(Notation::Pmn))
            .map_err(|e| e.to_string())?;
        write_position(replay.as_ref(), to, out)?;
    }
    Ok(())
}

/// Writes the current position as `--to` asks.
fn write_position(game: &dyn DynGame, to: To, out: &mut Vec<u8>) -> Result<(), String> {
    if let Some(refusal) = refusal(to, game.kind()) {
        return Err(refusal);
    }
    let text = match to {
        To::Feen => game.feen(),
        To::Shredder => {
            let options = crate::convert::Options {
                from: crate::formats::Notation::Fen,
                to: crate::formats::Notation::Shredder,
                letters: crate::convert::Letters::default(),
            };
            crate::convert::convert(&game.native(), options)?.text
        }
        _ => game.native(),
    };
    out.extend_from_slice(text.as_bytes());
    out.push(b'\n');
    Ok(())
}

/// Why `--to` cannot write games of `kind`, naming the values that can; `None` when it can.
pub(crate) fn refusal(to: To, kind: GameKind) -> Option<String> {
    if writes(to, kind) {
        return None;
    }
    let names: Vec<&str> = To::value_variants()
        .iter()
        .filter(|&&other| writes(other, kind))
        .map(|other| other.name())
        .collect();
    Some(format!(
        "--to {} does not write {kind} games ({} do)",
        to.name(),
        names.join(", ")
    ))
}

/// Whether `--to` writes games of `kind`: FEEN every game; the game's own notation (for chess, in each of
/// the FEN flavours `convert` writes); a record format of the game.
fn writes(to: To, kind: GameKind) -> bool {
    let native = tabula_games::native_format(kind);
    match to {
        To::Feen => true,
        To::Xfen | To::Shredder => native == tabula_games::Format::Fen,
        to => match record_format(to) {
            Some(format) => format.game() == kind,
            None => to.name() == native.name(),
        },
    }
}

/// `RESULT TERMINATION`, or `* ongoing`.
fn ending(game: &dyn DynGame) -> String {
    game.outcome()
        .map_or_else(|| "* ongoing".to_owned(), |outcome| outcome.to_string())
}
