//! The chess-state facts behind FEEN's markers (check, castling playable now, a legal en-passant capture),
//! computed on bitboards without the move generator, so that crazyhouse positions (which may hold more than
//! 16 pieces of a side) convert too.

use cozy_chess::{
    BitBoard, Board, CastleRights, Color, File, Piece, Rank, Square, get_between_rays,
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves,
};

/// The placement as bitboards, by colour and by piece kind (cozy-chess's indices).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bitboards {
    pub(crate) colors: [BitBoard; 2],
    pub(crate) pieces: [BitBoard; 6],
}

impl Bitboards {
    pub(crate) fn piece(&self, piece: Piece) -> BitBoard {
        self.pieces[piece as usize]
    }

    pub(crate) fn occupied(&self) -> BitBoard {
        self.colors[0] | self.colors[1]
    }

    pub(crate) fn piece_on(&self, square: Square) -> Option<(Piece, Color)> {
        let piece = Piece::ALL
            .into_iter()
            .find(|p| self.piece(*p).has(square))?;
        let color = if self.colors[0].has(square) {
            Color::White
        } else {
            Color::Black
        };
        Some((piece, color))
    }

    fn toggle(&mut self, square: Square, piece: Piece, color: Color) {
        self.colors[color as usize] ^= square.bitboard();
        self.pieces[piece as usize] ^= square.bitboard();
    }

    /// The pieces of `by` that attack `square`, with `occupied` as the blockers.
    pub(crate) fn attackers_through(
        &self,
        square: Square,
        by: Color,
        occupied: BitBoard,
    ) -> BitBoard {
        let queens = self.piece(Piece::Queen);
        ((get_rook_moves(square, occupied) & (self.piece(Piece::Rook) | queens))
            | (get_bishop_moves(square, occupied) & (self.piece(Piece::Bishop) | queens))
            | (get_knight_moves(square) & self.piece(Piece::Knight))
            | (get_king_moves(square) & self.piece(Piece::King))
            | (get_pawn_attacks(square, !by) & self.piece(Piece::Pawn)))
            & self.colors[by as usize]
    }

    /// The pieces of `by` that attack `square`.
    pub(crate) fn attackers(&self, square: Square, by: Color) -> BitBoard {
        self.attackers_through(square, by, self.occupied())
    }

    pub(crate) fn king(&self, color: Color) -> Square {
        (self.piece(Piece::King) & self.colors[color as usize])
            .next_square()
            .unwrap_or(Square::A1)
    }
}

/// Everything the markers and FEN depend on: placement, side to move, castling rooks, en-passant target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Snapshot {
    pub(crate) bbs: Bitboards,
    pub(crate) turn: Color,
    pub(crate) rights: [CastleRights; 2],
    /// The en-passant target square (the square a pawn just skipped), usable or not.
    pub(crate) ep: Option<Square>,
}

/// Where the king and the rook land when castling with the rook on `rook`.
pub(crate) fn castling_targets(king: Square, rook: Square) -> (Square, Square) {
    let rank = king.rank();
    if rook.file() > king.file() {
        (Square::new(File::G, rank), Square::new(File::F, rank))
    } else {
        (Square::new(File::C, rank), Square::new(File::D, rank))
    }
}

impl Snapshot {
    pub(crate) fn of_board(board: &Board) -> Snapshot {
        Snapshot {
            bbs: Bitboards {
                colors: Color::ALL.map(|c| board.colors(c)),
                pieces: Piece::ALL.map(|p| board.pieces(p)),
            },
            turn: board.side_to_move(),
            rights: Color::ALL.map(|c| *board.castle_rights(c)),
            ep: board
                .en_passant()
                .map(|file| Square::new(file, Rank::Third.relative_to(!board.side_to_move()))),
        }
    }

    /// Whether the side to move is in check.
    pub(crate) fn in_check(&self) -> bool {
        !self
            .bbs
            .attackers(self.bbs.king(self.turn), !self.turn)
            .is_empty()
    }

    /// Whether `color` could castle with its rook on `rook` right now, whoever is to move: the squares
    /// the king and the rook cross and land on are empty (but for these two), the king is not in check,
    /// and no square of its path, nor its destination, is attacked. The attacks on the path are computed
    /// without the king; on the destination, with the rook already on its castling square.
    pub(crate) fn castle_playable(&self, color: Color, rook: Square) -> bool {
        let bbs = &self.bbs;
        let king = bbs.king(color);
        let (king_to, rook_to) = castling_targets(king, rook);
        let king_bb = king.bitboard();
        let rook_bb = rook.bitboard();
        let occupied = bbs.occupied();
        let must_be_empty = get_between_rays(king, king_to)
            | king_to.bitboard()
            | get_between_rays(rook, rook_to)
            | rook_to.bitboard();
        if !((occupied ^ king_bb ^ rook_bb) & must_be_empty).is_empty() {
            return false;
        }
        let enemy = !color;
        let without_king = occupied ^ king_bb;
        let path = get_between_rays(king, king_to) | king_bb;
        if path.into_iter().any(|square| {
            !bbs.attackers_through(square, enemy, without_king)
                .is_empty()
        }) {
            return false;
        }
        let after = occupied ^ king_bb ^ rook_bb ^ rook_to.bitboard();
        bbs.attackers_through(king_to, enemy, after).is_empty()
    }

    /// The square of the pawn that a legal move of the side to move takes en passant, if there is one.
    pub(crate) fn legal_ep_victim(&self) -> Option<Square> {
        let target = self.ep?;
        let us = self.turn;
        let them = !us;
        let victim = Square::new(target.file(), Rank::Fourth.relative_to(them));
        if self.bbs.piece_on(victim) != Some((Piece::Pawn, them)) || self.bbs.occupied().has(target)
        {
            return None;
        }
        let king = self.bbs.king(us);
        let capturers = get_pawn_attacks(target, them)
            & self.bbs.piece(Piece::Pawn)
            & self.bbs.colors[us as usize];
        capturers
            .into_iter()
            .any(|from| {
                let mut after = self.bbs;
                after.toggle(from, Piece::Pawn, us);
                after.toggle(victim, Piece::Pawn, them);
                after.toggle(target, Piece::Pawn, us);
                after.attackers(king, them).is_empty()
            })
            .then_some(victim)
    }
}
