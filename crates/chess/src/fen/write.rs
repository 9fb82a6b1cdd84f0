//! Writing FEN, X-FEN, Shredder-FEN, EPD and crazyhouse pockets.

use core::fmt::Write as _;

use cozy_chess::{Color, File, Piece, Rank, Square as Sq};

use super::{Castling, Options};
use crate::profile::{Pockets, piece_char};
use crate::snapshot::Snapshot;

fn letter(piece: Piece, color: Color) -> char {
    let c = piece_char(piece);
    if color == Color::White {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

/// The pocket in python-chess's order (White's `QRBNP`, then Black's), or `None` if both are empty.
pub(super) fn pocket_text(pockets: &Pockets) -> Option<String> {
    let mut text = String::new();
    for color in Color::ALL {
        for piece in [
            Piece::Queen,
            Piece::Rook,
            Piece::Bishop,
            Piece::Knight,
            Piece::Pawn,
        ] {
            for _ in 0..pockets[color as usize][piece as usize] {
                text.push(letter(piece, color));
            }
        }
    }
    (!text.is_empty()).then_some(text)
}

fn castling(snapshot: &Snapshot, spelling: Castling, out: &mut String) {
    let before = out.len();
    for color in Color::ALL {
        let back = Rank::First.relative_to(color);
        let rooks = snapshot.bbs.piece(Piece::Rook) & snapshot.bbs.colors[color as usize];
        let rights = snapshot.rights[color as usize];
        for (file, short) in [(rights.short, true), (rights.long, false)] {
            let Some(file) = file else { continue };
            let outer = File::ALL.into_iter().any(|f| {
                let beyond = if short { f > file } else { f < file };
                beyond && rooks.has(Sq::new(f, back))
            });
            let c = if spelling == Castling::Shredder || outer {
                char::from(b'A' + file as u8)
            } else if short {
                'K'
            } else {
                'Q'
            };
            out.push(if color == Color::White {
                c
            } else {
                c.to_ascii_lowercase()
            });
        }
    }
    if out.len() == before {
        out.push('-');
    }
}

pub(super) fn write(snapshot: &Snapshot, pockets: &Pockets, options: &Options) -> String {
    let mut out = String::with_capacity(90);
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0u8;
        for file in File::ALL {
            let square = Sq::new(file, rank);
            match snapshot.bbs.piece_on(square) {
                Some((piece, color)) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(letter(piece, color));
                }
                _ => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank != Rank::First {
            out.push('/');
        }
    }
    if let Some(pocket) = pocket_text(pockets) {
        let _ = write!(out, "[{pocket}]");
    }
    out.push_str(if snapshot.turn == Color::White {
        " w "
    } else {
        " b "
    });
    castling(snapshot, options.castling, &mut out);
    out.push(' ');
    match snapshot.legal_ep_victim().and(snapshot.ep) {
        Some(target) => {
            let _ = write!(out, "{}", crate::Square::from_cozy(target));
        }
        None => out.push('-'),
    }
    if !options.epd {
        let _ = write!(
            out,
            " {} {}",
            options.halfmove_clock, options.fullmove_number
        );
    }
    out
}
