//! `tabula replay` for the games other than a chess PGN: shōgi's KIF and CSA records, USI `position … moves`
//! lines, and a FEEN line followed by PMN moves for shōgi and xiangqi. Every move is played through the
//! game's rules (tabula-games), so a record with an illegal move is refused at that move.

use std::io::{self, BufRead, Write};

use tabula_game::{DynGame, GameKind, Notation, Outcome};
use tabula_shogi::records::{CsaReader, KifOptions, KifReader, Record, write_csa, write_kif};

use crate::replay::{Options, To};

/// What a record stream is, from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// PGN (chess).
    Pgn,
    /// A FEEN line, then PMN moves (chess: the PGN module's replay; others: [`replay_lines`]).
    Feen(Option<GameKind>),
    /// USI `position startpos|sfen … moves …` lines, one game each.
    Usi,
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
        return Kind::Usi;
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
    if line.matches('/').count() >= 3 {
        return Kind::Feen(GameKind::from_feen(line));
    }
    Kind::Pgn
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
        match play_record(&record, number, options, out) {
            Ok(()) => written.push(record),
            Err(message) => {
                let _ = out.flush();
                report_error(message);
            }
        }
    }
    write_records(&written, options, out)
}

/// Plays a record's moves, printing the positions asked for, then its ending line.
fn play_record(
    record: &Record,
    number: usize,
    options: &Options,
    out: &mut dyn Write,
) -> Result<(), String> {
    let mut game = tabula_games::open(&record.start_sfen)
        .map_err(|e| format!("game {number}: the start is not a shōgi position: {e}"))?;
    let mut buffer = Vec::new();
    play_all(
        &mut *game,
        record.moves.iter().map(String::as_str),
        Notation::Usi,
        number,
        options,
        &mut buffer,
    )?;
    if !options.every_ply {
        write_position(&*game, options.to, &mut buffer)?;
    }
    if game.outcome().is_none() {
        if let Some(result) = record.result {
            game.end(result);
        }
    }
    if !matches!(options.to, To::Kif | To::Csa) {
        out.write_all(&buffer).map_err(|e| e.to_string())?;
        writeln!(out, "{}", ending(&*game)).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Replays line games: USI `position` lines (one game a line), or a FEEN line followed by PMN moves.
pub(crate) fn replay_lines(
    kind: Kind,
    reader: Box<dyn BufRead>,
    options: &Options,
    out: &mut dyn Write,
    report_error: &mut dyn FnMut(String),
) -> io::Result<()> {
    let mut records = Vec::new();
    let mut number = 0;
    // The game being read, with its number; `None` after a refused start or move (its lines are skipped).
    let mut current: Option<(Box<dyn DynGame>, usize)> = None;
    for line in reader.lines() {
        let line = line?;
        let line = line.trim().trim_start_matches('\u{feff}');
        if line.is_empty() {
            continue;
        }
        let (setup, moves, notation) = if kind == Kind::Usi {
            match line.split_once(" moves") {
                Some((setup, moves)) => (Some(setup), moves, Notation::Usi),
                None => (Some(line), "", Notation::Usi),
            }
        } else if line.matches('/').count() >= 3 {
            (Some(line), "", Notation::Pmn)
        } else {
            (None, line, Notation::Pmn)
        };
        if let Some(setup) = setup {
            finish(current.take(), options, out, &mut records)?;
            number += 1;
            match tabula_games::open(setup) {
                Ok(game) => current = Some((game, number)),
                Err(error) => {
                    let _ = out.flush();
                    report_error(format!("game {number}: {error}"));
                    continue;
                }
            }
        }
        let Some((game, n)) = current.as_mut() else {
            continue;
        };
        let mut buffer = Vec::new();
        let words = moves.split_ascii_whitespace();
        match play_all(&mut **game, words, notation, *n, options, &mut buffer) {
            Ok(()) => out.write_all(&buffer)?,
            Err(message) => {
                out.write_all(&buffer)?;
                let _ = out.flush();
                report_error(message);
                current = None;
            }
        }
    }
    finish(current.take(), options, out, &mut records)?;
    write_records(&records, options, out)
}

/// The end of a line game: its final position (unless every ply was written) and its ending line, or its
/// record for `--to kif|csa`.
fn finish(
    game: Option<(Box<dyn DynGame>, usize)>,
    options: &Options,
    out: &mut dyn Write,
    records: &mut Vec<Record>,
) -> io::Result<()> {
    let Some((game, _)) = game else {
        return Ok(());
    };
    if matches!(options.to, To::Kif | To::Csa) {
        records.push(record_of(&*game));
        return Ok(());
    }
    if !options.every_ply {
        let mut buffer = Vec::new();
        write_position(&*game, options.to, &mut buffer).map_err(io::Error::other)?;
        out.write_all(&buffer)?;
    }
    writeln!(out, "{}", ending(&*game))
}

/// Plays `moves` in `notation`, writing the position after each when `every_ply` (and the start first).
fn play_all<'a>(
    game: &mut dyn DynGame,
    moves: impl IntoIterator<Item = &'a str>,
    notation: Notation,
    number: usize,
    options: &Options,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    if options.every_ply && game.ply() == 0 {
        write_position(game, options.to, out)?;
    }
    for text in moves {
        game.play(text, Some(notation))
            .map_err(|e| format!("game {number}, ply {}: {e}", game.ply() + 1))?;
        if options.every_ply {
            write_position(game, options.to, out)?;
        }
    }
    Ok(())
}

/// Writes the current position as `--to` asks.
fn write_position(game: &dyn DynGame, to: To, out: &mut Vec<u8>) -> Result<(), String> {
    let text = match (to, game.kind()) {
        (To::Kif | To::Csa, GameKind::Shogi) => return Ok(()),
        (To::Feen, _) => game.feen(),
        (To::Sfen, GameKind::Shogi) | (To::XiangqiFen, GameKind::Xiangqi) => game.native(),
        (to, kind) => {
            return Err(format!(
                "--to {} does not write {kind} positions (feen does, and {})",
                to.name(),
                match kind {
                    GameKind::Shogi => "sfen, kif, csa",
                    GameKind::Xiangqi => "xiangqi-fen",
                    _ => "fen, shredder, xfen, pgn",
                }
            ));
        }
    };
    out.extend_from_slice(text.as_bytes());
    out.push(b'\n');
    Ok(())
}

/// `RESULT TERMINATION`, or `* ongoing`.
fn ending(game: &dyn DynGame) -> String {
    game.outcome().map_or_else(
        || "* ongoing".to_owned(),
        |outcome: Outcome| outcome.to_string(),
    )
}

/// A shōgi game as a record (start, USI moves) for the KIF and CSA writers.
fn record_of(game: &dyn DynGame) -> Record {
    let mut record = Record::new(&game.start_native());
    record.moves = game.moves(Notation::Usi).unwrap_or_default();
    record
}

fn write_records(records: &[Record], options: &Options, out: &mut dyn Write) -> io::Result<()> {
    match options.to {
        To::Kif => {
            for record in records {
                write_kif(&mut &mut *out, record, KifOptions::default())
                    .map_err(io::Error::other)?;
            }
        }
        To::Csa => {
            for (n, record) in records.iter().enumerate() {
                if n > 0 {
                    out.write_all(b"/\n")?;
                }
                write_csa(&mut &mut *out, record).map_err(io::Error::other)?;
            }
        }
        _ => {}
    }
    Ok(())
}
