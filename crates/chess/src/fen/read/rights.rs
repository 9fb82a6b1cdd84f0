//! Fields 3 and 4: the castling rights (FEN `KQkq`, X-FEN, Shredder-FEN) and the en passant target.

use cozy_chess::{Color, File, Piece, Rank, Square as Sq};

use super::{Field, err};
use crate::setup::Setup;
use crate::{FenField, PositionError, Square};

fn king_on_back_rank(setup: &Setup, color: Color) -> Option<Sq> {
    let back = Rank::First.relative_to(color);
    File::ALL
        .into_iter()
        .map(|f| Sq::new(f, back))
        .find(|s| setup.piece_on(*s) == Some((Piece::King, color)))
}

/// Reads field 3 (FEN `KQkq`, X-FEN, Shredder-FEN) into the rooks holding a right.
pub(super) fn castling(field: Field<'_>, setup: &mut Setup) -> Result<(), PositionError> {
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

pub(super) fn en_passant(field: Field<'_>, setup: &mut Setup) -> Result<(), PositionError> {
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
