//! Field 1, the piece placement, with a crazyhouse pocket (`[Pp]` or after an eighth `/`).

use cozy_chess::{Color, Piece, Square as Sq};

use super::{Field, err};
use crate::profile::Pockets;
use crate::setup::Setup;
use crate::{FenField, PositionError};

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
pub(super) fn placement(
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
