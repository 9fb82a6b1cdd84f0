//! Reading FEN, X-FEN, Shredder-FEN, EPD and crazyhouse FEN (nom for the fields and counters).

use cozy_chess::Color;
use nom::Parser;
use nom::bytes::complete::{take_while, take_while1};

use super::{Conversion, Lost};
use crate::profile::{self, Pockets};
use crate::setup::Setup;
use crate::snapshot::Snapshot;
use crate::{FenError, FenField, PositionError};

mod counters;
mod placement;
mod rights;

use counters::counter;
use placement::placement;
use rights::{castling, en_passant};

/// Tabula's bound on the length of a FEN or EPD record, in bytes (the PGN standard sets none).
pub const MAX_FEN_LEN: usize = 1024;

/// A field of the record: its text and byte offset.
#[derive(Clone, Copy)]
struct Field<'a> {
    text: &'a str,
    offset: usize,
}

fn err(field: FenField, offset: usize, reason: &'static str) -> PositionError {
    PositionError::Fen(FenError::new(field, offset, reason))
}

/// At most this many fields are kept (FEN has 6; a 7th is reported as an error; EPD operations are read from
/// the text after the 4th).
const MAX_FIELDS: usize = 7;

/// Splits the record into whitespace-separated fields (runs of spaces and tabs count as one separator).
fn fields(text: &str) -> ([Field<'_>; MAX_FIELDS], usize) {
    let blank = |c: char| c == ' ' || c == '\t';
    let mut out = [Field {
        text: "",
        offset: 0,
    }; MAX_FIELDS];
    let mut count = 0;
    let mut rest = text;
    while count < MAX_FIELDS {
        let skipped: nom::IResult<&str, &str> = take_while(blank).parse(rest);
        let Ok((after, _)) = skipped else { break };
        let word: nom::IResult<&str, &str> = take_while1(|c: char| !blank(c)).parse(after);
        let Ok((next, word)) = word else { break };
        out[count] = Field {
            text: word,
            offset: text.len() - after.len(),
        };
        count += 1;
        rest = next;
    }
    (out, count)
}

/// Reads a FEN (or X-FEN, Shredder-FEN, EPD, crazyhouse FEN) record. With `fide`, the position must be a
/// FIDE one (at most 16 pieces and 8 pawns a side) even when the record has a crazyhouse pocket.
pub(super) fn read(text: &str, fide: bool) -> Result<(Snapshot, Pockets, Lost), PositionError> {
    if text.len() > MAX_FEN_LEN {
        return Err(err(
            FenField::Record,
            MAX_FEN_LEN,
            "longer than Tabula's bound of 1024 bytes",
        ));
    }
    let text = text.trim_end_matches(['\n', '\r']);
    let (all, count) = fields(text);
    let fields = &all[..count];
    let Some(&first) = fields.first() else {
        return Err(err(FenField::Record, 0, "empty record"));
    };
    let mut lost = Lost::default();
    let turn = match fields.get(1) {
        None => {
            lost.defaulted.push(FenField::Side);
            Color::White
        }
        Some(f) if f.text == "w" => Color::White,
        Some(f) if f.text == "b" => Color::Black,
        Some(f) => return Err(err(FenField::Side, f.offset, "expected w or b")),
    };
    let mut setup = Setup::empty(turn);
    let mut pockets: Pockets = [[0; 5]; 2];
    placement(first, &mut setup, &mut pockets)?;
    match fields.get(2) {
        Some(&f) => castling(f, &mut setup)?,
        None => lost.defaulted.push(FenField::Castling),
    }
    match fields.get(3) {
        Some(&f) => en_passant(f, &mut setup)?,
        None => lost.defaulted.push(FenField::EnPassant),
    }
    if let Some(&fifth) = fields.get(4) {
        if fifth
            .text
            .starts_with(|c: char| c == '-' || c.is_ascii_digit())
        {
            lost.halfmove_clock = Some(counter(fifth, FenField::HalfmoveClock)?);
            match fields.get(5) {
                Some(&sixth) => {
                    lost.fullmove_number = Some(counter(sixth, FenField::FullmoveNumber)?);
                }
                None => lost.defaulted.push(FenField::FullmoveNumber),
            }
            if let Some(extra) = fields.get(6) {
                return Err(err(FenField::Record, extra.offset, "more than 6 fields"));
            }
        } else {
            let operations = text[fifth.offset..].trim_end();
            if !operations.ends_with(';') {
                return Err(err(
                    FenField::Record,
                    text.len(),
                    "EPD operations end with ;",
                ));
            }
            lost.operations = Some(operations.to_owned());
        }
    } else {
        lost.defaulted.push(FenField::HalfmoveClock);
        lost.defaulted.push(FenField::FullmoveNumber);
    }
    let ep = setup.ep.map(|(_, named)| named);
    let crazyhouse =
        !fide && (pockets.iter().flatten().any(|&n| n > 0) || first.text.ends_with(']'));
    let snapshot = setup.into_snapshot(crazyhouse)?;
    if let Some(target) = ep {
        if snapshot.legal_ep_victim().is_none() {
            lost.en_passant = Some(target);
        }
    }
    Ok((snapshot, pockets, lost))
}

/// FEN → FEEN (see [`super::to_feen`]).
pub(super) fn to_feen(text: &str) -> Result<Conversion, PositionError> {
    let (snapshot, pockets, lost) = read(text, false)?;
    let mut feen = String::with_capacity(96);
    profile::write_feen(&snapshot, &pockets, &mut feen);
    Ok(Conversion { feen, lost })
}
