//! The CSA writer.

use std::fmt::Write as _;
use std::io::Write;

use tabula_qpi::Side;

use super::code_of;
use crate::profile::Kind;
use crate::records::board::{Board, UsiMove, file_of, rank_of};
use crate::records::{
    HEADER_NAMES, Record, RecordError, RecordErrorKind, STARTPOS, at_move, parse_move, play_move,
    write_comments,
};

/// Writes one record as CSA (version 2.2): `V2.2`, the names (`N+`, `N-`, from KIF's `先手`/`後手` too),
/// the `$` information, `PI` for the even start or `P1`…`P9` rows and `P+`/`P-` hands for any other,
/// the side to move, one move a line with its `T` time where the record has one, comments as `'` lines,
/// and the `%` end. The moves are checked on a board as they are written.
///
/// ```
/// use tabula_shogi::records::{CsaReader, Record, STARTPOS, write_csa};
/// let mut record = Record::new(STARTPOS);
/// record.moves = vec!["7g7f".into(), "3c3d".into(), "8h2b+".into()];
/// record.times = vec![Some(1), None, Some(3)];
/// let mut out = Vec::new();
/// write_csa(&mut out, &record)?;
/// assert_eq!(String::from_utf8(out.clone()).unwrap(), "V2.2\nPI\n+\n+7776FU\nT1\n-3334FU\n+8822UM\nT3\n");
/// assert_eq!(CsaReader::new(&out[..]).next().unwrap()?.moves, record.moves);
/// # Ok::<(), tabula_shogi::records::RecordError>(())
/// ```
///
/// # Errors
/// As [`write_kif`](crate::records::write_kif) (no encoding error: the text is written as UTF-8).
pub fn write_csa<W: Write>(out: &mut W, record: &Record) -> Result<(), RecordError> {
    let text = csa_text(record)?;
    out.write_all(text.as_bytes())
        .map_err(|e| at_move(0, RecordErrorKind::Io(e.to_string())))
}

/// Writes records as one CSA file, games separated by a line `/`.
///
/// ```
/// use tabula_shogi::records::{CsaReader, Record, STARTPOS, write_csa_games};
/// let games = [Record::new(STARTPOS), Record::new(STARTPOS)];
/// let mut out = Vec::new();
/// write_csa_games(&mut out, &games)?;
/// assert_eq!(CsaReader::new(&out[..]).count(), 2);
/// # Ok::<(), tabula_shogi::records::RecordError>(())
/// ```
///
/// # Errors
/// As [`write_csa`].
pub fn write_csa_games<W: Write>(out: &mut W, records: &[Record]) -> Result<(), RecordError> {
    for (index, record) in records.iter().enumerate() {
        if index > 0 {
            out.write_all(b"/\n")
                .map_err(|e| at_move(0, RecordErrorKind::Io(e.to_string())))?;
        }
        write_csa(out, record)?;
    }
    Ok(())
}

fn csa_text(record: &Record) -> Result<String, RecordError> {
    let mut board =
        Board::from_sfen(&record.start_sfen).map_err(|e| at_move(0, RecordErrorKind::Start(e)))?;
    let mut text = String::with_capacity(64 + record.moves.len() * 12);
    text.push_str("V2.2\n");
    for (key, value) in &record.headers {
        let key = HEADER_NAMES
            .iter()
            .find(|(kif, _)| kif == key)
            .map_or(key.as_str(), |(_, csa)| csa);
        match key {
            "N+" | "N-" => {
                let _ = writeln!(text, "{key}{value}");
            }
            _ if key.starts_with('$') => {
                let _ = writeln!(text, "{key}:{value}");
            }
            _ => {}
        }
    }
    if board.sfen(1) == STARTPOS {
        text.push_str("PI\n");
    } else {
        write_position(&mut text, &board);
    }
    text.push_str(if board.turn() == Side::First {
        "+\n"
    } else {
        "-\n"
    });
    write_comments(&mut text, record, 0, '\'');
    for (ply, usi) in record.moves.iter().enumerate() {
        let number = ply + 1;
        let mv = parse_move(number, usi)?;
        text.push(if board.turn() == Side::First {
            '+'
        } else {
            '-'
        });
        match mv {
            UsiMove::Drop { kind, to } => {
                let _ = write!(
                    text,
                    "00{}{}{}",
                    file_of(to),
                    rank_of(to),
                    code_of(kind, false)
                );
            }
            UsiMove::Move { from, to, promote } => {
                let (kind, promoted) = board
                    .at(from)
                    .map_or((Kind::Pawn, false), |p| (p.kind, p.promoted));
                let _ = write!(
                    text,
                    "{}{}{}{}{}",
                    file_of(from),
                    rank_of(from),
                    file_of(to),
                    rank_of(to),
                    code_of(kind, promoted || promote)
                );
            }
        }
        text.push('\n');
        play_move(&mut board, number, usi, mv)?;
        if let Some(Some(seconds)) = record.times.get(ply) {
            let _ = writeln!(text, "T{seconds}");
        }
        write_comments(&mut text, record, number, '\'');
    }
    if let Some(end) = record.end {
        let _ = writeln!(text, "{}", end.csa(board.turn()));
    }
    Ok(text)
}

/// `P1`…`P9` rows, then `P+`/`P-` with the pieces in hand.
fn write_position(text: &mut String, board: &Board) {
    for rank in 0..9u8 {
        let _ = write!(text, "P{}", rank + 1);
        for file in 0..9u8 {
            match board.at(rank * 9 + file) {
                None => text.push_str(" * "),
                Some(piece) => {
                    text.push(if piece.side == Side::First { '+' } else { '-' });
                    text.push_str(code_of(piece.kind, piece.promoted));
                }
            }
        }
        text.push('\n');
    }
    for (side, sign) in [(Side::First, '+'), (Side::Second, '-')] {
        let mut line = String::new();
        for kind in Kind::ALL[..7].iter().rev() {
            for _ in 0..board.hand(side, *kind) {
                line.push_str("00");
                line.push_str(code_of(*kind, false));
            }
        }
        if !line.is_empty() {
            let _ = writeln!(text, "P{sign}{line}");
        }
    }
}
