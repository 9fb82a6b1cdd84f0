//! Move generation: pseudo-legal moves from the tables, then the legality filter (royal safety,
//! explosions, no-check and must-capture rules).

use crate::engine::{Engine, NONE};
use crate::moves::{Kind, Move};
use crate::state::{State, piece_of, side_of};

impl Engine {
    /// Every pseudo-legal move of the side to move (royal safety not tested).
    pub(crate) fn pseudo_moves(&self, s: &State, out: &mut Vec<Move>) {
        let us = s.us();
        for from in self.squares() {
            let c = s.board[usize::from(from)];
            if c == 0 || side_of(c) != us {
                continue;
            }
            let piece = piece_of(c);
            self.piece_moves(s, from, piece, out);
        }
        if self.def.castling.is_some() {
            self.castling_moves(s, out);
        }
        if self.def.drops.is_some() {
            self.drops(s, out);
        }
    }

    fn push(&self, s: &State, from: u8, to: u8, piece: u8, kind: Kind, out: &mut Vec<Move>) {
        let info = &self.pieces[usize::from(piece)];
        if info.pawn && self.promotion[s.us()] >> to & 1 == 1 {
            for &promo in &self.promotion_choices {
                out.push(Move {
                    from,
                    to,
                    piece,
                    promo,
                    kind,
                });
            }
        } else {
            out.push(Move {
                from,
                to,
                piece,
                promo: NONE,
                kind,
            });
        }
    }

    fn piece_moves(&self, s: &State, from: u8, piece: u8, out: &mut Vec<Move>) {
        let us = s.us();
        let info = &self.pieces[usize::from(piece)];
        let may_capture = !(self.def.blast && info.royal);
        let reach = self.reach(us, piece, from);
        for leap in &reach.leaps {
            if leap.block != NONE && s.board[usize::from(leap.block)] != 0 {
                continue;
            }
            let t = s.board[usize::from(leap.to)];
            if t == 0 {
                if leap.modality.moves() {
                    self.push(s, from, leap.to, piece, Kind::Quiet, out);
                } else if info.pawn && leap.to == s.ep && may_capture {
                    out.push(Move {
                        from,
                        to: leap.to,
                        piece,
                        promo: NONE,
                        kind: Kind::EnPassant,
                    });
                }
            } else if side_of(t) != us && leap.modality.captures() && may_capture {
                self.push(s, from, leap.to, piece, Kind::Capture, out);
            }
        }
        for ray in &reach.rays {
            let mut screened = false;
            for &to in &ray.squares {
                let t = s.board[usize::from(to)];
                if ray.hop && !screened {
                    if t != 0 {
                        screened = true;
                    }
                    continue;
                }
                if t == 0 {
                    if ray.modality.moves() {
                        self.push(s, from, to, piece, Kind::Quiet, out);
                    }
                    continue;
                }
                if side_of(t) != us && ray.modality.captures() && may_capture {
                    self.push(s, from, to, piece, Kind::Capture, out);
                }
                break;
            }
        }
        if info.pawn && self.double_step[us] >> from & 1 == 1 {
            let step = self.forward(us);
            if let (Some(one), Some(two)) = (self.offset(from, step), self.offset(from, 2 * step)) {
                if s.board[usize::from(one)] == 0 && s.board[usize::from(two)] == 0 {
                    self.push(s, from, two, piece, Kind::DoubleStep, out);
                }
            }
        }
    }

    fn castling_moves(&self, s: &State, out: &mut Vec<Move>) {
        let us = s.us();
        let king = s.kings[us];
        if king == NONE {
            return;
        }
        for wing in 0..2 {
            let rook = s.castling[us][wing];
            if rook != NONE && self.castle_playable(s, us, wing) {
                let to = self.castle_king_to(us, wing);
                let piece = piece_of(s.board[usize::from(king)]);
                out.push(Move {
                    from: king,
                    to,
                    piece,
                    promo: NONE,
                    kind: Kind::Castle(rook),
                });
            }
        }
    }

    pub(crate) fn castle_king_to(&self, side: usize, wing: usize) -> u8 {
        let castling = self.def.castling.as_ref().expect("castling");
        let rank = if side == 0 {
            castling.rank - 1
        } else {
            self.ranks - castling.rank
        };
        rank * self.files + castling.king_files[wing] - 1
    }

    /// Castling with this right is playable now by `side` (as if it were to move): the squares the king
    /// and rook cross and land on are empty but for them, and the king is not attacked on its square, on
    /// the squares it crosses or where it lands.
    pub(crate) fn castle_playable(&self, s: &State, side: usize, wing: usize) -> bool {
        let (king, rook) = (s.kings[side], s.castling[side][wing]);
        if king == NONE || rook == NONE {
            return false;
        }
        let king_to = self.castle_king_to(side, wing);
        let rook_to = if rook > king {
            king_to - 1
        } else {
            king_to + 1
        };
        let span = |a: u8, b: u8| a.min(b)..=a.max(b);
        for q in span(king, king_to).chain(span(rook, rook_to)) {
            if q != king && q != rook && s.board[usize::from(q)] != 0 {
                return false;
            }
        }
        let mut board = s.board;
        board[usize::from(king)] = 0;
        for q in span(king, king_to) {
            if q != king_to && self.royal_attacked(s, &board, q, side) {
                return false;
            }
        }
        board[usize::from(rook)] = 0;
        board[usize::from(rook_to)] = s.board[usize::from(rook)];
        board[usize::from(king_to)] = s.board[usize::from(king)];
        !self.royal_attacked(s, &board, king_to, side)
    }

    fn drops(&self, s: &State, out: &mut Vec<Move>) {
        let us = s.us();
        for piece in self.piece_ids() {
            if s.hands[us][usize::from(piece)] == 0 {
                continue;
            }
            let pawn = self.pieces[usize::from(piece)].pawn;
            for to in self.squares() {
                if s.board[usize::from(to)] == 0 && !(pawn && self.no_pawn_drop[us] >> to & 1 == 1)
                {
                    out.push(Move {
                        from: NONE,
                        to,
                        piece,
                        promo: NONE,
                        kind: Kind::Drop,
                    });
                }
            }
        }
    }

    /// Whether a pseudo-legal move is legal: the mover's royal piece is not left attacked (with explosions:
    /// it survives, and the enemy's exploding wins at once), and, where giving check is forbidden, the
    /// enemy's royal piece is not attacked after it.
    pub(crate) fn legal_after(&self, before: &State, after: &State) -> bool {
        let us = before.us();
        if before.kings[us] != NONE {
            if after.kings[us] == NONE {
                return false;
            }
            let exploded =
                self.def.blast && before.kings[1 - us] != NONE && after.kings[1 - us] == NONE;
            if !exploded && self.in_check(after, us) {
                return false;
            }
        }
        self.def.checking || !self.in_check(after, 1 - us)
    }

    /// Every legal move (none once the game has ended by a variant rule).
    pub(crate) fn legal_moves(&self, s: &State) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        if self.immediate_end(s).is_some() {
            return out;
        }
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(s, &mut pseudo);
        for m in pseudo {
            let after = self.apply(s, m);
            if self.legal_after(s, &after) {
                out.push(m);
            }
        }
        if self.def.must_capture && out.iter().any(|m| m.is_capture()) {
            out.retain(|m| m.is_capture());
        }
        out
    }

    /// Whether some legal move of the side to move captures en passant on the target.
    pub(crate) fn has_legal_ep(&self, s: &State) -> bool {
        let us = s.us();
        let mut pseudo = Vec::new();
        for from in self.squares() {
            let c = s.board[usize::from(from)];
            if c != 0 && side_of(c) == us && self.pieces[usize::from(piece_of(c))].pawn {
                self.piece_moves(s, from, piece_of(c), &mut pseudo);
            }
        }
        pseudo
            .into_iter()
            .filter(|m| m.kind == Kind::EnPassant)
            .any(|m| self.legal_after(s, &self.apply(s, m)) && self.immediate_end(s).is_none())
    }

    /// The position after a legal move, complete.
    pub(crate) fn play(&self, s: &State, m: Move) -> State {
        let mut next = self.apply(s, m);
        self.finish(&mut next);
        next
    }

    /// Perft by the generator (the last ply counted, not played).
    pub(crate) fn perft(&self, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves(s);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| self.perft(&self.play(s, m), depth - 1))
            .sum()
    }
}
