//! FEEN for the chess family of variants: the chess profile with the variant's geometry.
//!
//! - Every piece by its letter, upper case the first player's; a royal piece carries `^`.
//! - `+P`: a pawn on a square from which its side may double-step (only where the variant has double steps).
//! - `-P`: the pawn that just double-stepped, when a legal en-passant capture of it exists.
//! - `+R` / `-R`: a rook holding a castling right, castling with it playable now (for its side, as if that
//!   side were to move) or not.
//! - `-K^`: the side to move's royal piece is in check, by the variant's rule (with explosions: not when
//!   the royal pieces touch).
//! - Hands in FEEN's canonical order; styles `C/c`.
//!
//! What FEEN does not hold travels beside it, like FEN's counters: the checks given (three-check), the
//! promoted pieces (crazyhouse), the variant's name.

use core::cmp::Reverse;

use tabula_feen::{Feen, Side};

use crate::engine::{Engine, NONE};
use crate::error::PositionError;
use crate::state::{State, code, piece_of, side_of};

impl Engine {
    /// The FEEN token of the piece on a square of `s`, with its marker.
    fn token(&self, s: &State, q: u8) -> String {
        let c = s.board[usize::from(q)];
        let (side, piece) = (side_of(c), piece_of(c));
        let info = &self.pieces[usize::from(piece)];
        let mut marker = "";
        if info.pawn && self.double_step[side] >> q & 1 == 1 {
            marker = "+";
        }
        if info.royal && side == s.us() && self.in_check(s, side) {
            marker = "-";
        }
        for wing in 0..2 {
            if s.castling[side][wing] == q {
                marker = if self.castle_playable(s, side, wing) {
                    "+"
                } else {
                    "-"
                };
            }
        }
        if s.ep != NONE && i32::from(q) == i32::from(s.ep) - self.forward(s.us()) {
            marker = "-";
        }
        let mut t = marker.to_owned();
        t.push(self.letter(c));
        if info.royal {
            t.push('^');
        }
        t
    }

    /// Writes the position as canonical FEEN.
    pub(crate) fn write_feen(&self, s: &State) -> String {
        let mut out = String::new();
        for rank in (0..self.ranks).rev() {
            let mut empty = 0;
            for file in 0..self.files {
                let q = rank * self.files + file;
                if s.board[usize::from(q)] == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(&self.token(s, q));
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        for side in 0..2 {
            let mut items: Vec<(u8, u8)> = self
                .piece_ids()
                .filter_map(|p| {
                    let n = s.hands[side][usize::from(p)];
                    (n > 0).then_some((n, p))
                })
                .collect();
            items.sort_by_key(|&(n, p)| (Reverse(n), self.pieces[usize::from(p)].letter));
            for (n, p) in items {
                if n > 1 {
                    out.push_str(&n.to_string());
                }
                out.push(self.letter(code(side, p)));
                if self.pieces[usize::from(p)].royal {
                    out.push('^');
                }
            }
            if side == 0 {
                out.push('/');
            }
        }
        out.push_str(if s.turn == 0 { " C/c" } else { " c/C" });
        out
    }

    /// Reads a FEEN position of this variant (its canonical form only).
    pub(crate) fn read_feen(&self, text: &str) -> Result<State, PositionError> {
        let feen = Feen::parse(text)?;
        let profile = |reason: String| PositionError::Profile(reason);
        if feen.dimensions() != 2
            || feen.square_count() != self.square_count()
            || !feen.rank_lengths().all(|n| n == usize::from(self.files))
        {
            return Err(profile(format!(
                "the board of {} is {} ranks of {} files",
                self.def.name, self.ranks, self.files
            )));
        }
        if feen.first_style().to_string() != "C" || feen.second_style().to_string() != "c" {
            return Err(profile(format!("the styles of {} are C/c", self.def.name)));
        }
        let mut s = State::empty();
        s.turn = u8::from(feen.turn() == Side::Second);
        let mut marked = Vec::new();
        for (i, square) in feen.squares().enumerate() {
            let Some(piece) = square else { continue };
            let rank = usize::from(self.ranks) - 1 - i / usize::from(self.files);
            let q = rank * usize::from(self.files) + i % usize::from(self.files);
            let token = piece.to_string();
            let (c, mark) = self
                .parse_token(&token)
                .ok_or_else(|| profile(format!("{token} is not a piece of {}", self.def.name)))?;
            s.board[q] = c;
            if mark != 0 {
                marked.push((crate::engine::sq(q), c, mark));
            }
        }
        for (index, side) in [Side::First, Side::Second].into_iter().enumerate() {
            for (piece, count) in feen.hand(side) {
                let token = piece.to_string();
                let (c, _) = self
                    .parse_token(&token)
                    .filter(|&(c, m)| m == 0 && side_of(c) == index)
                    .ok_or_else(|| {
                        profile(format!(
                            "{token} cannot be in this hand in {}",
                            self.def.name
                        ))
                    })?;
                let slot = &mut s.hands[index][usize::from(piece_of(c))];
                *slot = u8::try_from(count)
                    .ok()
                    .and_then(|n| slot.checked_add(n))
                    .ok_or_else(|| profile("too many pieces in a hand".to_owned()))?;
            }
        }
        self.settle(&mut s)?;
        for &(q, c, marker) in &marked {
            let side = side_of(c);
            if piece_of(c) == self.castle_rook
                && self.def.castling.is_some()
                && s.kings[side] != NONE
            {
                let wing = usize::from(q < s.kings[side]);
                s.castling[side][wing] = q;
            }
            if marker < 0 && self.pieces[usize::from(piece_of(c))].pawn && side != s.us() {
                if let Some(target) = self.offset(q, self.forward(s.us())) {
                    s.ep = target;
                }
            }
        }
        self.settle(&mut s)?;
        let expected = self.write_feen(&s);
        if expected != text {
            return Err(PositionError::NotCanonical { expected });
        }
        Ok(s)
    }

    /// A token `[+-]letter[^]` of this variant: the square code and the marker (−1, 0, +1).
    fn parse_token(&self, token: &str) -> Option<(u8, i8)> {
        let b = token.as_bytes();
        let (marker, rest) = match b.first()? {
            b'+' => (1, &b[1..]),
            b'-' => (-1, &b[1..]),
            _ => (0, b),
        };
        let (&letter, rest) = rest.split_first()?;
        let piece = self.piece_of_letter(letter)?;
        let royal = self.pieces[usize::from(piece)].royal;
        match rest {
            [] if !royal => {}
            [b'^'] if royal => {}
            _ => return None,
        }
        Some((
            code(usize::from(letter.is_ascii_lowercase()), piece),
            marker,
        ))
    }
}
