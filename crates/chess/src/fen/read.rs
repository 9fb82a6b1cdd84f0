//! Reading FEN, X-FEN, Shredder-FEN, EPD and crazyhouse FEN (nom for the fields and counters).

use cozy_chess::{Color, File, Piece, Rank, Square as Sq};
use nom::Parser;
use nom::bytes::complete::{take_while, take_while1};
use nom::character::complete::digit1;
use nom::combinator::all_consuming;

use super::{Conversion, Lost};
use crate::profile::{self, Pockets};
use crate::setup::Setup;
use crate::snapshot::Snapshot;
use crate::{FenError, FenField, PositionError, Square};

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

fn piece_of_char(c: u8) -> Option<(Piece, Color)> {
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let piece = match c.to_ascii_lowercase() {
        b'p' => Piece::Pawn,
        b'n' => Piece::Knight,
        b'b' => Piece::Bishop,
        b'r' => Piece::Rook,
        b'q' => Piece::Queen,
        b'k' => Piece::King,
        _ => return None,
    };
    Some((piece, color))
}

/// Reads field 1 into `setup` and `pockets`.
fn placement(
    field: Field<'_>,
    setup: &mut Setup,
    pockets: &mut Pockets,
) -> Result<(), PositionError> {
    let bytes = field.text.as_bytes();
    let at = |i: usize| field.offset + i;
    let mut rank = 7u8;
    let mut file = 0u8;
    let mut previous_digit = false;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'/' if file == 8 && rank == 0 => return pocket(field, i + 1, bytes.len(), pockets),
            b'[' if file == 8 && rank == 0 => {
                if bytes.last() != Some(&b']') {
                    return Err(err(
                        FenField::Pocket,
                        at(bytes.len()),
                        "a pocket opened with [ must close with ]",
                    ));
                }
                return pocket(field, i + 1, bytes.len() - 1, pockets);
            }
            b'/' => {
                if file != 8 {
                    return Err(err(
                        FenField::Placement,
                        at(i),
                        "expected 8 squares in each rank",
                    ));
                }
                if rank == 0 {
                    return Err(err(FenField::Placement, at(i), "more than 8 ranks"));
                }
                rank -= 1;
                file = 0;
                previous_digit = false;
            }
            b'1'..=b'8' => {
                if previous_digit {
                    return Err(err(
                        FenField::Placement,
                        at(i),
                        "two digits in a row (write 8, not 44)",
                    ));
                }
                file += c - b'0';
                if file > 8 {
                    return Err(err(
                        FenField::Placement,
                        at(i),
                        "more than 8 squares in a rank",
                    ));
                }
                previous_digit = true;
            }
            b'~' => {
                return Err(err(
                    FenField::Placement,
                    at(i),
                    "the promoted-piece marker ~ has no FEEN form",
                ));
            }
            _ => {
                let Some(piece) = piece_of_char(c) else {
                    return Err(err(
                        FenField::Placement,
                        at(i),
                        "not a piece letter (PNBRQK, pnbrqk) or a digit 1-8",
                    ));
                };
                if file >= 8 {
                    return Err(err(
                        FenField::Placement,
                        at(i),
                        "more than 8 squares in a rank",
                    ));
                }
                let square = Sq::index(usize::from(rank * 8 + file));
                setup.put(square, piece.0, piece.1);
                file += 1;
                previous_digit = false;
            }
        }
        i += 1;
    }
    if rank != 0 {
        return Err(err(
            FenField::Placement,
            at(bytes.len()),
            "expected 8 ranks",
        ));
    }
    if file != 8 {
        return Err(err(
            FenField::Placement,
            at(bytes.len()),
            "expected 8 squares in each rank",
        ));
    }
    Ok(())
}

fn pocket(
    field: Field<'_>,
    start: usize,
    end: usize,
    pockets: &mut Pockets,
) -> Result<(), PositionError> {
    let bytes = field.text.as_bytes();
    for (i, &c) in bytes.iter().enumerate().take(end).skip(start) {
        match piece_of_char(c) {
            Some((piece, color)) if piece != Piece::King => {
                let slot = &mut pockets[color as usize][piece as usize];
                *slot += 1;
                if *slot > 32 {
                    return Err(err(
                        FenField::Pocket,
                        field.offset + i,
                        "more than 32 pieces of one kind in a pocket",
                    ));
                }
            }
            _ if c == b'~' => {
                return Err(err(
                    FenField::Pocket,
                    field.offset + i,
                    "the promoted-piece marker ~ has no FEEN form",
                ));
            }
            _ => {
                return Err(err(
                    FenField::Pocket,
                    field.offset + i,
                    "not a pocket piece (PNBRQ, pnbrq)",
                ));
            }
        }
    }
    Ok(())
}

fn king_on_back_rank(setup: &Setup, color: Color) -> Option<Sq> {
    let back = Rank::First.relative_to(color);
    File::ALL
        .into_iter()
        .map(|f| Sq::new(f, back))
        .find(|s| setup.piece_on(*s) == Some((Piece::King, color)))
}

/// Reads field 3 (FEN `KQkq`, X-FEN, Shredder-FEN) into the rooks holding a right.
fn castling(field: Field<'_>, setup: &mut Setup) -> Result<(), PositionError> {
    if field.text == "-" {
        return Ok(());
    }
    for (i, c) in field.text.bytes().enumerate() {
        let offset = field.offset + i;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = Rank::First.relative_to(color);
        let lower = c.to_ascii_lowercase();
        let rook_here = |s: Sq| setup.piece_on(s) == Some((Piece::Rook, color));
        let rook = match lower {
            b'k' | b'q' => {
                let corner = Sq::new(if lower == b'k' { File::H } else { File::A }, back);
                let Some(king) = king_on_back_rank(setup, color) else {
                    return Err(PositionError::CastlingRight {
                        square: Square::from_cozy(corner),
                        rule: "the king is not on its back rank",
                    });
                };
                let files: Vec<File> = if lower == b'k' {
                    File::ALL
                        .into_iter()
                        .rev()
                        .take_while(|f| *f > king.file())
                        .collect()
                } else {
                    File::ALL
                        .into_iter()
                        .take_while(|f| *f < king.file())
                        .collect()
                };
                let found = files
                    .into_iter()
                    .map(|f| Sq::new(f, back))
                    .find(|s| rook_here(*s));
                found.ok_or(PositionError::CastlingRight {
                    square: Square::from_cozy(corner),
                    rule: "no rook of that side stands beyond the king on its back rank",
                })?
            }
            b'a'..=b'h' => {
                let square = Sq::new(File::index(usize::from(lower - b'a')), back);
                if !rook_here(square) {
                    return Err(PositionError::CastlingRight {
                        square: Square::from_cozy(square),
                        rule: "no rook of that side stands there",
                    });
                }
                square
            }
            _ => {
                return Err(err(
                    FenField::Castling,
                    offset,
                    "expected -, K, Q, k, q or a file letter A-H, a-h",
                ));
            }
        };
        if setup.castling.contains(&rook) {
            return Err(err(
                FenField::Castling,
                offset,
                "a castling right given twice",
            ));
        }
        setup.castling.push(rook);
    }
    Ok(())
}

fn en_passant(field: Field<'_>, setup: &mut Setup) -> Result<(), PositionError> {
    match field.text.as_bytes() {
        b"-" => Ok(()),
        &[file @ b'a'..=b'h', rank @ (b'3' | b'6')] => {
            let square = Sq::new(
                File::index(usize::from(file - b'a')),
                Rank::index(usize::from(rank - b'1')),
            );
            setup.ep = Some((square, Square::from_cozy(square)));
            Ok(())
        }
        _ => Err(err(
            FenField::EnPassant,
            field.offset,
            "expected - or a square on rank 3 or 6 (e3, d6)",
        )),
    }
}

fn counter(field: Field<'_>, which: FenField) -> Result<u32, PositionError> {
    if field.text.starts_with('-') {
        return Err(err(which, field.offset, "a counter cannot be negative"));
    }
    let parsed: nom::IResult<&str, &str> = all_consuming(digit1).parse(field.text);
    if parsed.is_err() {
        return Err(err(which, field.offset, "expected a decimal number"));
    }
    field
        .text
        .parse()
        .map_err(|_| err(which, field.offset, "number too large"))
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
