//! Fairy-Stockfish's FEN for a variant: `<board>[<pocket>] <side> <castling> <ep> [<checks>] <halfmove>
//! <fullmove>`, with `~` after a promoted piece (crazyhouse), pockets in brackets (or as a ninth rank
//! after a slash), the remaining checks `3+3` (three-check; lichess's trailing `+1+0`, the checks given,
//! is read too), castling as `KQkq` or the rook's file (Shredder and X-FEN letters).

use core::fmt::Write as _;

use tabula_game::Counters;

use crate::engine::{Engine, NONE};
use crate::error::PositionError;
use crate::state::{State, code, piece_of, side_of};

/// The longest FEN read (a bound checked before any work).
pub const MAX_FEN: usize = 512;

impl Engine {
    /// Reads a FEN of this variant.
    pub(crate) fn read_fen(&self, text: &str) -> Result<(State, Counters), PositionError> {
        let bad = |offset: usize, reason: &str| PositionError::Fen {
            offset,
            reason: reason.to_owned(),
        };
        if text.len() > MAX_FEN {
            return Err(bad(MAX_FEN, "longer than 512 bytes"));
        }
        let mut fields = Vec::new();
        let mut offset = 0;
        for part in text.split(' ') {
            if !part.is_empty() {
                fields.push((offset, part));
            }
            offset += part.len() + 1;
        }
        let Some(&(_, placement)) = fields.first() else {
            return Err(bad(0, "empty"));
        };
        let mut s = State::empty();
        self.read_placement(placement, &mut s)?;
        let on_board = s.board.iter().filter(|&&c| c != 0).count();
        let in_hand: usize = s.hands.iter().flatten().map(|&n| usize::from(n)).sum();
        if on_board + in_hand > self.square_count() {
            return Err(bad(0, "more pieces than squares (FEEN's bound)"));
        }
        let field = |i: usize| fields.get(i).copied();
        match field(1) {
            Some((_, "w")) | None => s.turn = 0,
            Some((_, "b")) => s.turn = 1,
            Some((at, _)) => return Err(bad(at, "the side to move is w or b")),
        }
        if let Some((at, castling)) = field(2) {
            self.read_castling(castling, at, &mut s)?;
        }
        if let Some((at, ep)) = field(3) {
            if ep != "-" {
                s.ep = self
                    .parse_square(ep)
                    .ok_or_else(|| bad(at, "not a square of the board"))?;
            }
        }
        let mut rest: Vec<(usize, &str)> = fields.iter().skip(4).copied().collect();
        if let Some(limit) = self.def.end.check_limit {
            if let Some(&(at, last)) = rest.last() {
                if let Some(given) = last.strip_prefix('+') {
                    let given = read_checks(given, at)?;
                    s.checks = given;
                    rest.pop();
                }
            }
            if let Some(&(at, first)) = rest.first() {
                if first.contains('+') {
                    let remaining = read_checks(first, at)?;
                    s.checks = [
                        limit.saturating_sub(remaining[0]),
                        limit.saturating_sub(remaining[1]),
                    ];
                    rest.remove(0);
                }
            }
        }
        let number = |i: usize, default: u32| -> Result<u32, PositionError> {
            rest.get(i).map_or(Ok(default), |&(at, t)| {
                t.parse().map_err(|_| bad(at, "a move counter is a number"))
            })
        };
        let counters = Counters {
            halfmove_clock: number(0, 0)?,
            move_number: number(1, 1)?.max(1),
        };
        if rest.len() > 2 {
            return Err(bad(rest[2].0, "more fields than the variant's FEN has"));
        }
        self.settle(&mut s)?;
        Ok((s, counters))
    }
}

fn read_checks(text: &str, at: usize) -> Result<[u8; 2], PositionError> {
    let mut parts = text.split('+');
    let mut next = || -> Option<u8> { parts.next()?.parse().ok() };
    match (next(), next(), next()) {
        (Some(a), Some(b), None) => Ok([a, b]),
        _ => Err(PositionError::Fen {
            offset: at,
            reason: "checks are written n+n".into(),
        }),
    }
}

impl Engine {
    /// The board and the pocket (`[…]` after it, or a ninth rank after a slash).
    fn read_placement(&self, placement: &str, s: &mut State) -> Result<(), PositionError> {
        let bad = |offset: usize, reason: &str| PositionError::Fen {
            offset,
            reason: reason.to_owned(),
        };
        let (board, pocket) = if let Some(open) = placement.find('[') {
            if !placement.ends_with(']') {
                return Err(bad(placement.len(), "a pocket ends with ]"));
            }
            let pocket = &placement[open + 1..placement.len() - 1];
            (&placement[..open], Some((open + 1, pocket)))
        } else if self.def.drops.is_some()
            && placement.matches('/').count() == usize::from(self.ranks)
        {
            let cut = placement.rfind('/').unwrap_or(0);
            (&placement[..cut], Some((cut + 1, &placement[cut + 1..])))
        } else {
            (placement, None)
        };
        self.read_board(board, s)?;
        let Some((at, pocket)) = pocket else {
            return Ok(());
        };
        if self.def.drops.is_none() {
            return Err(bad(at, "this variant has no pockets"));
        }
        for (i, b) in pocket.bytes().enumerate() {
            if b == b'-' && pocket.len() == 1 {
                break;
            }
            let piece = self
                .piece_of_letter(b)
                .ok_or_else(|| bad(at + i, "not a piece letter of the variant"))?;
            let hand = &mut s.hands[usize::from(b.is_ascii_lowercase())][usize::from(piece)];
            *hand = hand
                .checked_add(1)
                .ok_or_else(|| bad(at + i, "too many pieces in a pocket"))?;
        }
        Ok(())
    }

    fn read_board(&self, board: &str, s: &mut State) -> Result<(), PositionError> {
        let bad = |offset: usize, reason: &str| PositionError::Fen {
            offset,
            reason: reason.to_owned(),
        };
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != usize::from(self.ranks) {
            return Err(bad(0, &format!("the board has {} ranks", self.ranks)));
        }
        let mut at = 0;
        for (i, row) in rows.iter().enumerate() {
            let rank = usize::from(self.ranks) - 1 - i;
            let mut file = 0usize;
            let bytes = row.as_bytes();
            let mut j = 0;
            while j < bytes.len() {
                let b = bytes[j];
                if b.is_ascii_digit() {
                    let mut n = 0usize;
                    while j < bytes.len() && bytes[j].is_ascii_digit() {
                        n = n * 10 + usize::from(bytes[j] - b'0');
                        j += 1;
                        if n > usize::from(self.files) {
                            return Err(bad(at + j, "too many squares in a rank"));
                        }
                    }
                    file += n;
                    continue;
                }
                let piece = self
                    .piece_of_letter(b)
                    .filter(|_| b.is_ascii_alphabetic())
                    .ok_or_else(|| bad(at + j, "not a piece letter of the variant"))?;
                if file >= usize::from(self.files) {
                    return Err(bad(at + j, "too many squares in a rank"));
                }
                let q = rank * usize::from(self.files) + file;
                s.board[q] = code(usize::from(b.is_ascii_lowercase()), piece);
                if bytes.get(j + 1) == Some(&b'~') {
                    if !self.def.captures_to_hand {
                        return Err(bad(at + j + 1, "this variant marks no promoted pieces (~)"));
                    }
                    s.promoted |= 1u128 << q;
                    j += 1;
                }
                file += 1;
                j += 1;
            }
            if file != usize::from(self.files) {
                return Err(bad(
                    at + row.len(),
                    &format!("a rank has {} squares", self.files),
                ));
            }
            at += row.len() + 1;
        }
        Ok(())
    }

    fn read_castling(&self, text: &str, at: usize, s: &mut State) -> Result<(), PositionError> {
        if text == "-" {
            return Ok(());
        }
        let Some(castling) = &self.def.castling else {
            return Ok(());
        };
        for (i, b) in text.bytes().enumerate() {
            let side = usize::from(b.is_ascii_lowercase());
            let rank = if side == 0 {
                castling.rank - 1
            } else {
                self.ranks - castling.rank
            };
            let row = |f: u8| rank * self.files + f;
            let rook = code(side, self.castle_rook);
            let king_file = (0..self.files).find(|&f| {
                let c = s.board[usize::from(row(f))];
                c != 0 && side_of(c) == side && self.pieces[usize::from(piece_of(c))].royal
            });
            let Some(king_file) = king_file else { continue };
            let file = match b.to_ascii_uppercase() {
                b'K' => (king_file + 1..self.files)
                    .rev()
                    .find(|&f| s.board[usize::from(row(f))] == rook),
                b'Q' => (0..king_file).find(|&f| s.board[usize::from(row(f))] == rook),
                l @ b'A'..=b'L' if l - b'A' < self.files => Some(l - b'A'),
                _ => {
                    return Err(PositionError::Fen {
                        offset: at + i,
                        reason: "not a castling letter".into(),
                    });
                }
            };
            if let Some(f) = file.filter(|&f| s.board[usize::from(row(f))] == rook) {
                s.castling[side][usize::from(f < king_file)] = row(f);
            }
        }
        Ok(())
    }

    /// Kings found, rights and the en-passant target cleaned, as the references do.
    pub(crate) fn settle(&self, s: &mut State) -> Result<(), PositionError> {
        s.kings = [NONE; 2];
        for q in self.squares() {
            let c = s.board[usize::from(q)];
            if c != 0 && self.pieces[usize::from(piece_of(c))].royal {
                let side = side_of(c);
                if s.kings[side] != NONE {
                    return Err(PositionError::Royal {
                        square: self.square_name(q),
                    });
                }
                s.kings[side] = q;
            }
        }
        if s.ep != NONE {
            let us = s.us();
            let victim = self
                .offset(s.ep, -self.forward(us))
                .map_or(0, |v| s.board[usize::from(v)]);
            let ok = s.board[usize::from(s.ep)] == 0
                && self.en_passant[1 - us] >> s.ep & 1 == 1
                && victim != 0
                && side_of(victim) != us
                && self.pieces[usize::from(piece_of(victim))].pawn;
            if !ok || !self.has_legal_ep(s) {
                s.ep = NONE;
            }
        }
        Ok(())
    }

    /// Writes the FEN of a position with its counters.
    pub(crate) fn write_fen(&self, s: &State, counters: Counters) -> String {
        let mut out = String::new();
        for rank in (0..self.ranks).rev() {
            let mut empty = 0;
            for file in 0..self.files {
                let q = rank * self.files + file;
                let c = s.board[usize::from(q)];
                if c == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push(self.letter(c));
                if self.def.captures_to_hand && s.promoted >> q & 1 == 1 {
                    out.push('~');
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if self.def.drops.is_some() {
            out.push('[');
            for side in 0..2 {
                for p in self.piece_ids().rev() {
                    for _ in 0..s.hands[side][usize::from(p)] {
                        out.push(self.letter(code(side, p)));
                    }
                }
            }
            out.push(']');
        }
        out.push_str(if s.turn == 0 { " w " } else { " b " });
        let mut castling = String::new();
        for side in 0..2 {
            for wing in 0..2 {
                let rook = s.castling[side][wing];
                if rook == NONE {
                    continue;
                }
                let outer = self.outermost_rook(s, side, wing) == rook;
                let letter = match (outer, wing) {
                    (true, 0) => 'K',
                    (true, _) => 'Q',
                    _ => char::from(b'A' + rook % self.files),
                };
                castling.push(if side == 0 {
                    letter
                } else {
                    letter.to_ascii_lowercase()
                });
            }
        }
        out.push_str(if castling.is_empty() { "-" } else { &castling });
        out.push(' ');
        out.push_str(&if s.ep == NONE {
            "-".to_owned()
        } else {
            self.square_name(s.ep)
        });
        if let Some(limit) = self.def.end.check_limit {
            let left = |side: usize| limit.saturating_sub(s.checks[side]);
            let _ = write!(out, " {}+{}", left(0), left(1));
        }
        let _ = write!(out, " {} {}", counters.halfmove_clock, counters.move_number);
        out
    }

    fn outermost_rook(&self, s: &State, side: usize, wing: usize) -> u8 {
        let king = s.kings[side];
        let rook = code(side, self.castle_rook);
        let rank = king / self.files;
        let row = |f: u8| rank * self.files + f;
        let found = if wing == 0 {
            (king % self.files + 1..self.files)
                .rev()
                .find(|&f| s.board[usize::from(row(f))] == rook)
        } else {
            (0..king % self.files).find(|&f| s.board[usize::from(row(f))] == rook)
        };
        found.map_or(NONE, row)
    }

    pub(crate) fn letter(&self, c: u8) -> char {
        let l = char::from(self.pieces[usize::from(piece_of(c))].letter);
        if side_of(c) == 0 {
            l
        } else {
            l.to_ascii_lowercase()
        }
    }
}
