//! The chess-state facts behind FEEN's markers: attacks, castling playable now, a legal en-passant capture.

use cozy_chess::{
    BitBoard, Board, Color, File, Move, Piece, Rank, Square, get_between_rays, get_bishop_moves,
    get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves,
};

/// The placement as bitboards, by colour and by piece kind (cozy-chess's indices).
pub(crate) struct Bitboards {
    pub(crate) colors: [BitBoard; 2],
    pub(crate) pieces: [BitBoard; 6],
}

impl Bitboards {
    fn of(board: &Board) -> Bitboards {
        Bitboards {
            colors: Color::ALL.map(|c| board.colors(c)),
            pieces: Piece::ALL.map(|p| board.pieces(p)),
        }
    }

    fn piece(&self, piece: Piece) -> BitBoard {
        self.pieces[piece as usize]
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
        let occupied = self.colors[0] | self.colors[1];
        self.attackers_through(square, by, occupied)
    }
}

/// Where the king and the rook of `color` land when castling with the rook on `rook`.
pub(crate) fn castling_targets(king: Square, rook: Square) -> (Square, Square) {
    let rank = king.rank();
    if rook.file() > king.file() {
        (Square::new(File::G, rank), Square::new(File::F, rank))
    } else {
        (Square::new(File::C, rank), Square::new(File::D, rank))
    }
}

/// Whether `color` could castle with its rook on `rook` right now, whoever is to move: the squares the
/// king and the rook cross and land on are empty (but for these two), the king is not in check, and no
/// square of its path, nor its destination, is attacked. The attacks on the path are computed without the
/// king; on the destination, with the rook already on its castling square.
pub(crate) fn castle_playable(board: &Board, color: Color, rook: Square) -> bool {
    let king = board.king(color);
    let (king_to, rook_to) = castling_targets(king, rook);
    let king_bb = king.bitboard();
    let rook_bb = rook.bitboard();
    let occupied = board.occupied();
    let must_be_empty = get_between_rays(king, king_to)
        | king_to.bitboard()
        | get_between_rays(rook, rook_to)
        | rook_to.bitboard();
    if !((occupied ^ king_bb ^ rook_bb) & must_be_empty).is_empty() {
        return false;
    }
    let enemy = !color;
    let bbs = Bitboards::of(board);
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

/// The en-passant target square the board holds (the square a pawn just skipped), if any.
pub(crate) fn ep_target(board: &Board) -> Option<Square> {
    board
        .en_passant()
        .map(|file| Square::new(file, Rank::Third.relative_to(!board.side_to_move())))
}

/// The square of the pawn that can be taken en passant by a legal move right now, if there is one.
pub(crate) fn legal_ep_victim(board: &Board) -> Option<Square> {
    let target = ep_target(board)?;
    let us = board.side_to_move();
    let candidates = get_pawn_attacks(target, !us) & board.colored_pieces(us, Piece::Pawn);
    let legal = candidates.into_iter().any(|from| {
        board.is_legal(Move {
            from,
            to: target,
            promotion: None,
        })
    });
    legal.then(|| Square::new(target.file(), Rank::Fourth.relative_to(!us)))
}
