//! Why a move is not legal, in words (for a player interface: "e1~g1: castling through an attacked square f1").

use cozy_chess::{
    Color, Piece, Rank, get_between_rays, get_bishop_moves, get_king_moves, get_knight_moves,
    get_pawn_attacks, get_rook_moves,
};

use crate::snapshot::{Snapshot, castling_targets};
use crate::{Position, Promotion, Square};

impl Position {
    /// Why no legal move goes from `from` to `to` with this promotion, or `None` if one does. With
    /// `special` (a PMN `~`), the move is read as castling (king squares, or rook squares when the king
    /// stays) or en passant.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1")?;
    /// assert_eq!(position.why_illegal("e1".parse()?, "g1".parse()?, None, true).as_deref(),
    ///     Some("castling through an attacked square f1"));
    /// assert_eq!(position.why_illegal("e1".parse()?, "c1".parse()?, None, true), None);
    /// assert_eq!(Position::start().why_illegal("e2".parse()?, "e5".parse()?, None, false).as_deref(),
    ///     Some("the pawn on e2 cannot move to e5"));
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn why_illegal(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Promotion>,
        special: bool,
    ) -> Option<String> {
        let legal = self.legal_moves().into_iter().any(|m| {
            m.pmn_squares() == (from, to) && m.promotion == promotion && m.is_special() == special
        });
        if legal {
            return None;
        }
        let snapshot = self.snapshot();
        let bbs = &snapshot.bbs;
        let us = snapshot.turn;
        let Some((piece, color)) = bbs.piece_on(from.cozy()) else {
            return Some(format!("no piece on {from}"));
        };
        if color != us {
            return Some(format!(
                "the piece on {from} belongs to the side not to move"
            ));
        }
        let name = match piece {
            Piece::Pawn => "pawn",
            Piece::Knight => "knight",
            Piece::Bishop => "bishop",
            Piece::Rook => "rook",
            Piece::Queen => "queen",
            Piece::King => "king",
        };
        if special && (piece == Piece::King || piece == Piece::Rook) {
            return Some(castling_reason(&snapshot, from, to));
        }
        if special {
            return Some(format!("no en-passant capture from {from} to {to}"));
        }
        let last_rank = Rank::Eighth.relative_to(us);
        let promotes = piece == Piece::Pawn && to.cozy().rank() == last_rank;
        if promotes && promotion.is_none() {
            return Some(format!(
                "a pawn reaching {to} must promote (=Q, =R, =B or =N)"
            ));
        }
        if !promotes && promotion.is_some() {
            return Some("only a pawn reaching the last rank promotes".to_owned());
        }
        let occupied = bbs.occupied();
        let (f, t) = (from.cozy(), to.cozy());
        let reach = match piece {
            Piece::Pawn => {
                let forward = if us == Color::White { 1 } else { -1 };
                let step = i32::from(to.rank()) - i32::from(from.rank());
                let push = to.file() == from.file()
                    && !occupied.has(t)
                    && (step == forward
                        || (step == 2 * forward
                            && f.rank() == Rank::Second.relative_to(us)
                            && (get_between_rays(f, t) & occupied).is_empty()));
                push || (get_pawn_attacks(f, us).has(t) && bbs.colors[!us as usize].has(t))
            }
            Piece::Knight => get_knight_moves(f).has(t),
            Piece::Bishop => get_bishop_moves(f, occupied).has(t),
            Piece::Rook => get_rook_moves(f, occupied).has(t),
            Piece::Queen => (get_bishop_moves(f, occupied) | get_rook_moves(f, occupied)).has(t),
            Piece::King => get_king_moves(f).has(t),
        };
        if !reach {
            return Some(format!("the {name} on {from} cannot move to {to}"));
        }
        if bbs.colors[us as usize].has(t) {
            return Some(format!("{to} holds a piece of the side to move"));
        }
        if snapshot.in_check() {
            return Some(format!("{from}-{to} leaves the king in check"));
        }
        Some(format!("{from}-{to} exposes the king to check"))
    }
}

impl Position {
    /// Why the side to move cannot castle on this wing (`long`: queenside): it has no such castling right,
    /// or the rule castling breaks here (an occupied or attacked square, castling out of check).
    pub(crate) fn castling_refusal(&self, long: bool) -> String {
        let snapshot = self.snapshot();
        let us = snapshot.turn;
        let (wing, player) = (
            if long { "queenside" } else { "kingside" },
            if us == Color::White { "White" } else { "Black" },
        );
        let rights = snapshot.rights[us as usize];
        let Some(file) = (if long { rights.long } else { rights.short }) else {
            return format!("{player} has no {wing} castling right");
        };
        let king = snapshot.bbs.king(us);
        let rook = cozy_chess::Square::new(file, Rank::First.relative_to(us));
        let (king_to, rook_to) = castling_targets(king, rook);
        let (from, to) = if king == king_to {
            (rook, rook_to)
        } else {
            (king, king_to)
        };
        castling_reason(&snapshot, Square::from_cozy(from), Square::from_cozy(to))
    }
}

fn castling_reason(snapshot: &Snapshot, from: Square, to: Square) -> String {
    let us = snapshot.turn;
    let king = snapshot.bbs.king(us);
    let rights = snapshot.rights[us as usize];
    let back = Rank::First.relative_to(us);
    let rook = [rights.short, rights.long]
        .into_iter()
        .flatten()
        .map(|file| cozy_chess::Square::new(file, back))
        .find(|&rook| {
            let (king_to, rook_to) = castling_targets(king, rook);
            let named = if king == king_to {
                (rook, rook_to)
            } else {
                (king, king_to)
            };
            (Square::from_cozy(named.0), Square::from_cozy(named.1)) == (from, to)
        });
    let Some(rook) = rook else {
        return format!("no castling right lets {from}~{to} castle");
    };
    let (king_to, rook_to) = castling_targets(king, rook);
    let occupied = snapshot.bbs.occupied() ^ king.bitboard() ^ rook.bitboard();
    let path = get_between_rays(king, king_to)
        | king_to.bitboard()
        | get_between_rays(rook, rook_to)
        | rook_to.bitboard();
    if let Some(square) = (path & occupied).next_square() {
        return format!(
            "castling through an occupied square {}",
            Square::from_cozy(square)
        );
    }
    if snapshot.in_check() {
        return "castling out of check".to_owned();
    }
    let without_king = snapshot.bbs.occupied() ^ king.bitboard();
    for square in get_between_rays(king, king_to) {
        if !snapshot
            .bbs
            .attackers_through(square, !us, without_king)
            .is_empty()
        {
            return format!(
                "castling through an attacked square {}",
                Square::from_cozy(square)
            );
        }
    }
    format!("castling into check on {}", Square::from_cozy(king_to))
}
