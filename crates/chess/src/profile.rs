//! The one place that talks to tabula-feen and its `Qi` (reading FEEN), and that writes chess-profile FEEN.

use core::fmt::Write as _;

use cozy_chess::{Color, Piece, Rank, Square as Sq};
use tabula_feen::{Qi, QualifiedPiece, Side, Style};
use tabula_pin::State;
use tabula_protocol::Letter;

use crate::setup::Setup;
use crate::snapshot::Snapshot;
use crate::{Position, PositionError, Square};

/// Crazyhouse pockets: counts by colour (cozy index) and piece kind (pawn, knight, bishop, rook, queen).
pub(crate) type Pockets = [[u32; 5]; 2];

/// Tabula's bound on the pieces of one kind in one pocket (a game has at most 16 of a side's pieces).
const MAX_POCKET: u32 = 32;

/// A chess-profile token: piece, colour, marker (−1 `-`, 0 none, +1 `+`); kings are always `^`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) piece: Piece,
    pub(crate) color: Color,
    pub(crate) marker: i8,
}

impl Token {
    fn write(self, out: &mut String) {
        match self.marker {
            1 => out.push('+'),
            -1 => out.push('-'),
            _ => {}
        }
        let letter = piece_char(self.piece);
        out.push(if self.color == Color::White {
            letter
        } else {
            letter.to_ascii_lowercase()
        });
        if self.piece == Piece::King {
            out.push('^');
        }
    }

    fn text(self) -> String {
        let mut text = String::new();
        self.write(&mut text);
        text
    }
}

pub(crate) fn piece_char(piece: Piece) -> char {
    match piece {
        Piece::Pawn => 'P',
        Piece::Knight => 'N',
        Piece::Bishop => 'B',
        Piece::Rook => 'R',
        Piece::Queen => 'Q',
        Piece::King => 'K',
    }
}

fn piece_of(letter: Letter) -> Option<Piece> {
    Some(match letter {
        Letter::P => Piece::Pawn,
        Letter::N => Piece::Knight,
        Letter::B => Piece::Bishop,
        Letter::R => Piece::Rook,
        Letter::Q => Piece::Queen,
        Letter::K => Piece::King,
        _ => return None,
    })
}

fn color_of(side: Side) -> Color {
    match side {
        Side::First => Color::White,
        Side::Second => Color::Black,
    }
}

fn marker_of(state: State) -> i8 {
    match state {
        State::Enhanced => 1,
        State::Diminished => -1,
        State::Normal => 0,
    }
}

/// The canonical chess-profile tokens of a position, by cozy square index.
pub(crate) fn tokens(snapshot: &Snapshot) -> [Option<Token>; 64] {
    let bbs = &snapshot.bbs;
    let mut tokens = [None; 64];
    for color in Color::ALL {
        for piece in Piece::ALL {
            for square in bbs.piece(piece) & bbs.colors[color as usize] {
                let marker = i8::from(
                    piece == Piece::Pawn && square.rank() == Rank::Second.relative_to(color),
                );
                tokens[square as usize] = Some(Token {
                    piece,
                    color,
                    marker,
                });
            }
        }
    }
    if snapshot.in_check() {
        if let Some(king) = tokens[bbs.king(snapshot.turn) as usize].as_mut() {
            king.marker = -1;
        }
    }
    for color in Color::ALL {
        let rights = snapshot.rights[color as usize];
        for file in [rights.short, rights.long].into_iter().flatten() {
            let rook = Sq::new(file, Rank::First.relative_to(color));
            if let Some(token) = tokens[rook as usize].as_mut() {
                token.marker = if snapshot.castle_playable(color, rook) {
                    1
                } else {
                    -1
                };
            }
        }
    }
    if let Some(victim) = snapshot.legal_ep_victim() {
        if let Some(token) = tokens[victim as usize].as_mut() {
            token.marker = -1;
        }
    }
    tokens
}

/// Writes `position` (and `pockets` as hands) as canonical chess-profile FEEN.
pub(crate) fn write_feen(snapshot: &Snapshot, pockets: &Pockets, out: &mut String) {
    let tokens = tokens(snapshot);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match tokens[rank * 8 + file] {
                Some(token) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    token.write(out);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    for (index, color) in Color::ALL.into_iter().enumerate() {
        if index == 1 {
            out.push('/');
        }
        let mut items: Vec<(u32, Piece)> = [
            Piece::Bishop,
            Piece::Knight,
            Piece::Pawn,
            Piece::Queen,
            Piece::Rook,
        ]
        .into_iter()
        .map(|piece| (pockets[color as usize][piece as usize], piece))
        .filter(|(count, _)| *count > 0)
        .collect();
        items.sort_by_key(|&(count, piece)| (core::cmp::Reverse(count), piece_char(piece)));
        for (count, piece) in items {
            if count > 1 {
                let _ = write!(out, "{count}");
            }
            let letter = piece_char(piece);
            out.push(if color == Color::White {
                letter
            } else {
                letter.to_ascii_lowercase()
            });
        }
    }
    out.push_str(if snapshot.turn == Color::White {
        " C/c"
    } else {
        " c/C"
    });
}

/// Reads a chess-profile FEEN: the position and the pieces in hand (refused unless `allow_hands`). An
/// ordinary position (no hands, only chess tokens, markers right) is read straight from its bytes
/// ([`crate::direct`]); anything else, and every error, through tabula-feen's `Position`.
pub(crate) fn read_feen(
    text: &str,
    allow_hands: bool,
) -> Result<(Snapshot, Pockets), PositionError> {
    match crate::direct::read(text) {
        Some(snapshot) => Ok((snapshot, [[0; 5]; 2])),
        None => read_feen_general(text, allow_hands),
    }
}

/// [`read_feen`] the general way: through tabula-feen's typed `Position`, token by token.
pub(crate) fn read_feen_general(
    text: &str,
    allow_hands: bool,
) -> Result<(Snapshot, Pockets), PositionError> {
    let qi = text.parse::<tabula_feen::Position>()?;
    if qi.shape() != [8, 8] {
        let shape: Vec<String> = qi.shape().iter().map(ToString::to_string).collect();
        return Err(PositionError::NotChessBoard {
            shape: shape.join("×"),
        });
    }
    for style in [qi.first_style(), qi.second_style()] {
        if style.letter() != Letter::C {
            return Err(PositionError::NotChessStyle {
                found: style.to_string(),
            });
        }
    }
    let mut pockets: Pockets = [[0; 5]; 2];
    for side in Side::ALL {
        for (piece, count) in qi.hand(side) {
            let token = piece.extended().to_string();
            if !allow_hands {
                return Err(PositionError::HandsNotAllowed { token });
            }
            let kind = piece_of(piece.letter()).filter(|&p| {
                p != Piece::King && piece.is_native() && !piece.is_terminal() && piece.is_normal()
            });
            let (Some(kind), Ok(count)) = (kind, u32::try_from(count)) else {
                return Err(PositionError::BadHandPiece { token });
            };
            if piece.side() != side {
                return Err(PositionError::HandPieceOfOtherSide { token, hand: side });
            }
            let slot = &mut pockets[color_of(side) as usize][kind as usize];
            *slot = slot.saturating_add(count);
            if *slot > MAX_POCKET {
                return Err(PositionError::BadHandPiece { token });
            }
        }
    }
    let turn = color_of(qi.turn());
    let mut setup = Setup::empty(turn);
    let mut written = [None; 64];
    for (index, cell) in qi.board().iter().enumerate() {
        let (Some(piece), Some(square)) = (cell, Square::from_feen_index(index)) else {
            continue;
        };
        let token = read_token(*piece, square)?;
        let cozy = square.cozy();
        setup.put(cozy, token.piece, token.color);
        written[cozy as usize] = Some(token);
        match (token.piece, token.marker) {
            (Piece::Rook, -1 | 1) => setup.castling.push(cozy),
            (Piece::Pawn, -1) => claim_ep(&mut setup, token.color, cozy, square)?,
            _ => {}
        }
    }
    let crazyhouse = pockets.iter().flatten().any(|&n| n > 0);
    let snapshot = setup.into_snapshot(crazyhouse)?;
    check_markers(&snapshot, &written)?;
    Ok((snapshot, pockets))
}

fn read_token(piece: QualifiedPiece, square: Square) -> Result<Token, PositionError> {
    let bad = |rule| PositionError::BadPiece {
        square,
        token: piece.extended().to_string(),
        rule,
    };
    if piece.is_derived() {
        return Err(bad("a derived piece (') has no chess meaning"));
    }
    let kind =
        piece_of(piece.letter()).ok_or_else(|| bad("chess pieces are K, Q, R, B, N and P"))?;
    let marker = marker_of(piece.state());
    match kind {
        Piece::King if !piece.is_terminal() => return Err(bad("a chess king is terminal (^)")),
        Piece::King if marker == 1 => return Err(bad("+ has no chess meaning on a king")),
        Piece::King => {}
        _ if piece.is_terminal() => return Err(bad("only the king is terminal (^)")),
        Piece::Queen | Piece::Bishop | Piece::Knight if marker != 0 => {
            return Err(bad("+ and - have no chess meaning on Q, B and N"));
        }
        _ => {}
    }
    Ok(Token {
        piece: kind,
        color: color_of(piece.side()),
        marker,
    })
}

fn claim_ep(
    setup: &mut Setup,
    color: Color,
    pawn: Sq,
    square: Square,
) -> Result<(), PositionError> {
    let rule = if setup.ep.is_some() {
        "a second pawn marked - (only one pawn can just have double-stepped)"
    } else if color == setup.turn {
        "- marks a pawn of the side that just moved, not of the side to move"
    } else if pawn.rank() != Rank::Fourth.relative_to(color) {
        "- marks a pawn on the rank a double step reaches"
    } else {
        let target = Sq::new(pawn.file(), Rank::Third.relative_to(color));
        setup.ep = Some((target, square));
        return Ok(());
    };
    Err(PositionError::EnPassant { square, rule })
}

fn check_markers(snapshot: &Snapshot, written: &[Option<Token>; 64]) -> Result<(), PositionError> {
    let expected = tokens(snapshot);
    for index in 0..64 {
        let Some(square) = Square::from_feen_index(index) else {
            continue;
        };
        let cozy = square.cozy() as usize;
        let (Some(found), Some(want)) = (written[cozy], expected[cozy]) else {
            continue;
        };
        if found != want {
            let rule = match (want.piece, want.marker) {
                (Piece::King, -1) => "the king to move is in check",
                (Piece::King, _) => "the king is not in check",
                (Piece::Rook, 1) => "castling with this rook is playable now",
                (Piece::Rook, _) => {
                    "this rook keeps its castling right, but castling with it is not playable now"
                }
                (Piece::Pawn, 1) => "a pawn on its initial rank is marked +",
                (Piece::Pawn, _) if found.marker == -1 => {
                    "no legal en-passant capture of this pawn exists"
                }
                _ => "+ marks only a pawn on its initial rank",
            };
            return Err(PositionError::WrongMarker {
                square,
                found: found.text(),
                expected: want.text(),
                rule,
            });
        }
    }
    Ok(())
}

/// The position as tabula-feen's typed `Qi` (through its reader, from the chess-profile FEEN).
pub(crate) fn to_qi(position: &Position) -> Result<Qi<QualifiedPiece, Style>, PositionError> {
    Ok(position
        .to_feen()
        .parse::<tabula_feen::Position>()?
        .into_qi())
}

/// The chess position a typed `Qi` holds, read as strictly as [`Position::from_feen`] reads FEEN.
pub(crate) fn from_qi(qi: &Qi<QualifiedPiece, Style>) -> Result<Position, PositionError> {
    Position::from_feen(&tabula_feen::Position::try_from(qi.clone())?.to_string())
}
