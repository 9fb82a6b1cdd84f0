//! SAN as Fairy-Stockfish writes it for the chess variants (`SAN::move_to_san` of its `apiutil.h`): the
//! piece letter (none for a pawn), the file, rank or square that tells two pieces of one type apart, `x`
//! for a capture (a pawn's with its file), the destination, `=Q` for a promotion, `O-O`/`O-O-O`, drops
//! `P@e4` (pawns too), then `+` for check and `#` when the opponent has no legal move left — never in a
//! variant with explosions, whose royal piece Fairy-Stockfish does not treat as one.

use crate::engine::{Engine, NONE};
use crate::moves::{Kind, Move};
use crate::state::State;

impl Engine {
    /// The move in SAN (`m` legal in `s`).
    pub(crate) fn san(&self, s: &State, m: Move) -> String {
        let letter = |p: u8| char::from(self.pieces[usize::from(p)].letter);
        let mut text = String::new();
        match m.kind {
            Kind::Drop => {
                text.push(letter(m.piece));
                text.push('@');
                text.push_str(&self.square_name(m.to));
            }
            Kind::Castle(rook) => {
                text.push_str(if rook > m.from { "O-O" } else { "O-O-O" });
            }
            _ => {
                let pawn = self.pieces[usize::from(m.piece)].pawn;
                if pawn {
                    if m.is_capture() {
                        text.push(char::from(b'a' + m.from % self.files));
                    }
                } else {
                    text.push(letter(m.piece));
                    text.push_str(&self.disambiguation(s, m));
                }
                if m.is_capture() {
                    text.push('x');
                }
                text.push_str(&self.square_name(m.to));
                if m.promo != NONE {
                    text.push('=');
                    text.push(letter(m.promo));
                }
            }
        }
        if !self.def.blast {
            let after = self.play(s, m);
            if self.in_check(&after, after.us()) {
                text.push(if self.legal_moves(&after).is_empty() {
                    '#'
                } else {
                    '+'
                });
            }
        }
        text
    }

    /// What tells `m`'s piece from the others of its type that may go to the same square: nothing, the
    /// file, the rank, or the square.
    fn disambiguation(&self, s: &State, m: Move) -> String {
        let others: Vec<Move> = self
            .legal_moves(s)
            .into_iter()
            .filter(|o| {
                o.kind != Kind::Drop
                    && !matches!(o.kind, Kind::Castle(_))
                    && o.piece == m.piece
                    && o.to == m.to
                    && o.from != m.from
            })
            .collect();
        if others.is_empty() {
            return String::new();
        }
        let name = self.square_name(m.from);
        let (file, rank) = name.split_at(1);
        if others
            .iter()
            .all(|o| o.from % self.files != m.from % self.files)
        {
            file.to_owned()
        } else if others
            .iter()
            .all(|o| o.from / self.files != m.from / self.files)
        {
            rank.to_owned()
        } else {
            name
        }
    }
}
