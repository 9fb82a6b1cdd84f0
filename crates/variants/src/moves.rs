//! A move of the engine: a small `Copy` value, and its UCI text as Fairy-Stockfish writes it.

use crate::engine::{Engine, NONE};

/// What kind of move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    /// To an empty square.
    Quiet,
    /// Onto an enemy piece.
    Capture,
    /// A pawn's two-square step.
    DoubleStep,
    /// A pawn takes the pawn that just double-stepped past its destination.
    EnPassant,
    /// The king to its castling square, the rook (on this square) beside it.
    Castle(u8),
    /// A piece from the hand onto an empty square.
    Drop,
}

/// A legal move in some position of a variant (it means nothing in another position).
///
/// ```
/// use tabula_game::Rules;
/// let position = tabula_variants::Crazyhouse::start();
/// let m = position.legal_moves()[0];
/// assert_eq!(position.uci(m).len(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) from: u8,
    pub(crate) to: u8,
    /// The moving or dropped piece type.
    pub(crate) piece: u8,
    /// The piece type promoted to, or `NONE`.
    pub(crate) promo: u8,
    pub(crate) kind: Kind,
}

impl Move {
    pub(crate) fn is_capture(self) -> bool {
        matches!(self.kind, Kind::Capture | Kind::EnPassant)
    }
}

impl Engine {
    /// The move in Fairy-Stockfish's UCI: `e2e4`, `e7e8q`, `P@e4`, castling as the king's two squares.
    pub(crate) fn uci(&self, m: Move) -> String {
        let letter = |p: u8| char::from(self.pieces[usize::from(p)].letter);
        let mut text = if m.kind == Kind::Drop {
            format!("{}@{}", letter(m.piece), self.square_name(m.to))
        } else {
            format!("{}{}", self.square_name(m.from), self.square_name(m.to))
        };
        if m.promo != NONE {
            text.push(letter(m.promo).to_ascii_lowercase());
        }
        text
    }

    /// The move in PMN: `e2-e4`, `d4+e5`, `e7-e8=Q`, `e1~g1` (castling), `e5~d6` (en passant and, with
    /// explosions, every capture), `P*e4` (drops); with captures to hand, a capture names the captured
    /// piece as it enters the hand (`e4+d5/P`).
    pub(crate) fn pmn_text(&self, state: &crate::state::State, m: Move) -> String {
        let side = state.us();
        let token = |p: u8, side: usize| {
            let piece = &self.pieces[usize::from(p)];
            let l = char::from(piece.letter);
            let mut t = String::new();
            t.push(if side == 0 { l } else { l.to_ascii_lowercase() });
            if piece.royal {
                t.push('^');
            }
            t
        };
        if m.kind == Kind::Drop {
            return format!("{}*{}", token(m.piece, side), self.square_name(m.to));
        }
        let operator = match m.kind {
            Kind::Castle(_) | Kind::EnPassant => '~',
            Kind::Capture if self.def.blast => '~',
            Kind::Capture => '+',
            _ => '-',
        };
        let mut text = format!(
            "{}{operator}{}",
            self.square_name(m.from),
            self.square_name(m.to)
        );
        if m.promo != NONE {
            text.push('=');
            text.push_str(&token(m.promo, side));
        }
        if self.def.captures_to_hand && m.is_capture() {
            let at = if m.kind == Kind::EnPassant {
                self.offset(m.to, -self.forward(side)).unwrap_or(m.to)
            } else {
                m.to
            };
            let c = state.board[usize::from(at)];
            let kind = if state.promoted >> at & 1 == 1 {
                self.first_pawn
            } else {
                crate::state::piece_of(c)
            };
            text.push('/');
            text.push_str(&token(kind, side));
        }
        text
    }
}
