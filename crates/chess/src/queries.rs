//! Questions to a position: what stands on a square, where the kings are, who gives check, which rooks
//! keep a castling right, where an en-passant capture lands; and the position's 64-bit key.

use core::hash::{Hash, Hasher};

use cozy_chess::{Color, Move, Piece, Rank, get_pawn_attacks};
use tabula_protocol::Side;

use crate::{Position, Square};

/// A kind of chess piece.
///
/// ```
/// use tabula_chess::{PieceKind, Position, Side};
/// let start = Position::start();
/// assert_eq!(start.piece_at("e1".parse()?), Some((PieceKind::King, Side::First)));
/// assert_eq!(PieceKind::Knight.letter(), 'N');
/// # Ok::<(), tabula_chess::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    /// A pawn (`P`).
    Pawn,
    /// A knight (`N`).
    Knight,
    /// A bishop (`B`).
    Bishop,
    /// A rook (`R`).
    Rook,
    /// A queen (`Q`).
    Queen,
    /// A king (`K`).
    King,
}

impl PieceKind {
    /// The upper-case letter of the piece, as FEN writes White's.
    ///
    /// ```
    /// assert_eq!(tabula_chess::PieceKind::King.letter(), 'K');
    /// ```
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'P',
            PieceKind::Knight => 'N',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            PieceKind::Queen => 'Q',
            PieceKind::King => 'K',
        }
    }

    pub(crate) const fn from_cozy(piece: Piece) -> PieceKind {
        match piece {
            Piece::Pawn => PieceKind::Pawn,
            Piece::Knight => PieceKind::Knight,
            Piece::Bishop => PieceKind::Bishop,
            Piece::Rook => PieceKind::Rook,
            Piece::Queen => PieceKind::Queen,
            Piece::King => PieceKind::King,
        }
    }
}

/// The rooks with which a side keeps its castling rights: on the king's h side (`short`, O-O) and a side
/// (`long`, O-O-O); in Chess960 they may stand on any file.
///
/// ```
/// use tabula_chess::{Position, Side};
/// let rights = Position::start().castling_rights(Side::Second);
/// assert_eq!(rights.short.map(|s| s.to_string()), Some("h8".to_owned()));
/// assert_eq!(rights.long.map(|s| s.to_string()), Some("a8".to_owned()));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights {
    /// The rook of the short castling (the king goes to g1/g8), if the right is kept.
    pub short: Option<Square>,
    /// The rook of the long castling (the king goes to c1/c8), if the right is kept.
    pub long: Option<Square>,
}

const fn color_of(side: Side) -> Color {
    match side {
        Side::First => Color::White,
        Side::Second => Color::Black,
    }
}

/// Eight Zobrist keys for the en-passant file when a capture is legal (splitmix64 of fixed seeds; any
/// fixed random values serve, they only need to differ from one another and from cozy-chess's keys).
const EP_KEYS: [u64; 8] = {
    let mut keys = [0u64; 8];
    let mut state: u64 = 0x7461_6275_6c61_6570; // "tabulaep"
    let mut i = 0;
    while i < 8 {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        keys[i] = z ^ (z >> 31);
        i += 1;
    }
    keys
};

impl Position {
    /// The piece on `square` and its side, or `None` for an empty square.
    ///
    /// ```
    /// use tabula_chess::{PieceKind, Position, Side};
    /// assert_eq!(Position::start().piece_at("d8".parse()?), Some((PieceKind::Queen, Side::Second)));
    /// assert_eq!(Position::start().piece_at("e4".parse()?), None);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<(PieceKind, Side)> {
        let at = square.cozy();
        let piece = self.board.piece_on(at)?;
        let color = self.board.color_on(at)?;
        Some((PieceKind::from_cozy(piece), crate::position::side_of(color)))
    }

    /// The square of `side`'s king.
    ///
    /// ```
    /// use tabula_chess::{Position, Side};
    /// assert_eq!(Position::start().king_square(Side::Second).to_string(), "e8");
    /// ```
    #[must_use]
    pub fn king_square(&self, side: Side) -> Square {
        Square::from_cozy(self.board.king(color_of(side)))
    }

    /// The pieces that give check to the side to move (none, one or two), in square order (a1 first).
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let position = Position::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")?;
    /// let checkers: Vec<String> = position.checkers().iter().map(ToString::to_string).collect();
    /// assert_eq!(checkers, ["e2"]);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn checkers(&self) -> Vec<Square> {
        self.board
            .checkers()
            .into_iter()
            .map(Square::from_cozy)
            .collect()
    }

    /// The rooks with which `side` keeps a castling right.
    ///
    /// ```
    /// use tabula_chess::{Position, Side};
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1")?;
    /// let rights = position.castling_rights(Side::First);
    /// assert_eq!((rights.short, rights.long.map(|s| s.to_string())), (None, Some("a1".to_owned())));
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn castling_rights(&self, side: Side) -> CastlingRights {
        let color = color_of(side);
        let rights = self.board.castle_rights(color);
        let back = Rank::First.relative_to(color);
        let rook = |file: Option<cozy_chess::File>| {
            file.map(|f| Square::from_cozy(cozy_chess::Square::new(f, back)))
        };
        CastlingRights {
            short: rook(rights.short),
            long: rook(rights.long),
        }
    }

    /// The en-passant target (the square the pawn that just double-stepped skipped) when a legal
    /// en-passant capture exists; `None` otherwise, as FIDE's "same position" and FEEN count it.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let usable = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")?;
    /// assert_eq!(usable.en_passant_square().map(|s| s.to_string()), Some("d6".to_owned()));
    /// let unusable = Position::from_fen("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1")?;
    /// assert_eq!(unusable.en_passant_square(), None);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    #[must_use]
    pub fn en_passant_square(&self) -> Option<Square> {
        let board = &self.board;
        let file = board.en_passant()?;
        let us = board.side_to_move();
        let target = cozy_chess::Square::new(file, Rank::Sixth.relative_to(us));
        let capturers = get_pawn_attacks(target, !us) & board.colored_pieces(us, Piece::Pawn);
        capturers
            .into_iter()
            .any(|from| {
                board.is_legal(Move {
                    from,
                    to: target,
                    promotion: None,
                })
            })
            .then(|| Square::from_cozy(target))
    }

    /// A 64-bit Zobrist key of the position, consistent with `Eq` (FIDE's "same position"): cozy-chess's
    /// incremental key of the pieces, side to move and castling rights, combined with a key for the
    /// en-passant file only when an en-passant capture is legal. Equal positions have equal keys; the
    /// counters (not part of a position) do not enter it.
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let start = Position::start();
    /// let back = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"]
    ///     .iter()
    ///     .try_fold(start.clone(), |p, m| p.play_pmn(m))?;
    /// assert_eq!(back.key(), start.key());
    /// assert_ne!(start.play_pmn("e2-e4")?.key(), start.key());
    /// # Ok::<(), tabula_chess::PlayError>(())
    /// ```
    #[must_use]
    pub fn key(&self) -> u64 {
        let base = self.board.hash_without_ep();
        match self.en_passant_square() {
            Some(target) => base ^ EP_KEYS[usize::from(target.file())],
            None => base,
        }
    }
}

/// Hashes [`Position::key`], consistent with `Eq`.
impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.key());
    }
}
