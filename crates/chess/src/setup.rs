//! What a FEN or a FEEN says, before it is known to be a legal chess position; its checks.

use cozy_chess::{
    BitBoard, BoardBuilder, BoardBuilderError, CastleRights, Color, Piece, Rank, Square as Sq,
    get_line_rays,
};

use crate::position::{Position, side_of};
use crate::snapshot::{Bitboards, Snapshot};
use crate::{PositionError, Square};

/// The placement, side, castling rooks and en-passant target read from a FEN or a FEEN.
#[derive(Debug, Clone)]
pub(crate) struct Setup {
    /// The placement.
    pub(crate) bbs: Bitboards,
    pub(crate) turn: Color,
    /// The rooks that keep a castling right, in reading order.
    pub(crate) castling: Vec<Sq>,
    /// The en-passant target (the square skipped), with the square to name in an error.
    pub(crate) ep: Option<(Sq, Square)>,
}

/// A placement square by square, by cozy-chess square index (as cozy-chess's `BoardBuilder` holds it).
pub(crate) type Squares = [Option<(Piece, Color)>; 64];

fn sq(square: Sq) -> Square {
    Square::from_cozy(square)
}

impl Setup {
    pub(crate) fn empty(turn: Color) -> Setup {
        Setup {
            bbs: Bitboards {
                colors: [BitBoard::EMPTY; 2],
                pieces: [BitBoard::EMPTY; 6],
            },
            turn,
            castling: Vec::new(),
            ep: None,
        }
    }

    /// Puts a piece on an empty square.
    pub(crate) fn put(&mut self, square: Sq, piece: Piece, color: Color) {
        self.bbs.colors[color as usize] |= square.bitboard();
        self.bbs.pieces[piece as usize] |= square.bitboard();
    }

    pub(crate) fn piece_on(&self, square: Sq) -> Option<(Piece, Color)> {
        self.bbs.piece_on(square)
    }

    fn pieces(&self, color: Color, piece: Piece) -> BitBoard {
        self.bbs.piece(piece) & self.bbs.colors[color as usize]
    }

    /// Checks everything a FIDE position (or, with `crazyhouse`, a crazyhouse one, which may hold more than
    /// 16 pieces of a side) must satisfy.
    pub(crate) fn into_snapshot(self, crazyhouse: bool) -> Result<Snapshot, PositionError> {
        self.snapshot_with(crazyhouse, self.castling.iter().copied())
            .map(|(snapshot, _)| snapshot)
    }

    /// [`Setup::into_snapshot`] with the castling rooks given apart (in reading order, the first wrong one
    /// being the one reported); and whether the side to move is in check (found on the way).
    pub(crate) fn snapshot_with(
        &self,
        crazyhouse: bool,
        castling: impl IntoIterator<Item = Sq>,
    ) -> Result<(Snapshot, bool), PositionError> {
        for color in Color::ALL {
            let side = side_of(color);
            let mut kings = self.pieces(color, Piece::King).into_iter();
            if kings.next().is_none() {
                return Err(PositionError::MissingKing { side });
            }
            if let Some(extra) = kings.next() {
                return Err(PositionError::TooManyKings {
                    side,
                    square: sq(extra),
                });
            }
        }
        for color in Color::ALL {
            // The first one in square order, as a walk over the pawns would find it.
            let back_ranks = Rank::First.bitboard() | Rank::Eighth.bitboard();
            if let Some(pawn) = (self.pieces(color, Piece::Pawn) & back_ranks).next_square() {
                return Err(PositionError::PawnOnBackRank { square: sq(pawn) });
            }
            if crazyhouse {
                continue;
            }
            let side = side_of(color);
            let count = self.bbs.colors[color as usize].len();
            if count > 16 {
                return Err(PositionError::TooMuchMaterial {
                    side,
                    rule: "more than 16 pieces",
                });
            }
            if self.pieces(color, Piece::Pawn).len() > 8 {
                return Err(PositionError::TooMuchMaterial {
                    side,
                    rule: "more than 8 pawns",
                });
            }
        }
        let rights = self.castle_rights(castling)?;
        self.check_ep()?;
        let in_check = self.check_attacks()?;
        let snapshot = Snapshot {
            bbs: self.bbs,
            turn: self.turn,
            rights,
            ep: self.ep.map(|(target, _)| target),
        };
        Ok((snapshot, in_check))
    }

    fn king(&self, color: Color) -> Sq {
        self.bbs.king(color)
    }

    fn castle_rights(
        &self,
        castling: impl IntoIterator<Item = Sq>,
    ) -> Result<[CastleRights; 2], PositionError> {
        let mut rights = [CastleRights::EMPTY; 2];
        for rook in castling {
            let named = sq(rook);
            let Some((Piece::Rook, color)) = self.piece_on(rook) else {
                return Err(PositionError::CastlingRight {
                    square: named,
                    rule: "no rook stands there",
                });
            };
            let back_rank = Rank::First.relative_to(color);
            if rook.rank() != back_rank {
                return Err(PositionError::CastlingRight {
                    square: named,
                    rule: "a castling rook stands on its own back rank",
                });
            }
            let king = self.king(color);
            if king.rank() != back_rank {
                return Err(PositionError::CastlingRight {
                    square: named,
                    rule: "the king is not on its back rank",
                });
            }
            let slot = &mut rights[color as usize];
            let side = if rook.file() > king.file() {
                &mut slot.short
            } else {
                &mut slot.long
            };
            match side {
                Some(file) if *file == rook.file() => {}
                Some(_) => {
                    return Err(PositionError::CastlingRight {
                        square: named,
                        rule: "a second castling rook on the same side of the king",
                    });
                }
                None => *side = Some(rook.file()),
            }
        }
        Ok(rights)
    }

    fn check_ep(&self) -> Result<(), PositionError> {
        let Some((target, named)) = self.ep else {
            return Ok(());
        };
        let mover = !self.turn;
        if target.rank() != Rank::Third.relative_to(mover) {
            return Err(PositionError::EnPassant {
                square: named,
                rule: "the target is not on the square a pawn of the side that just moved skips",
            });
        }
        let pawn = Sq::new(target.file(), Rank::Fourth.relative_to(mover));
        if self.piece_on(pawn) != Some((Piece::Pawn, mover)) {
            return Err(PositionError::EnPassant {
                square: named,
                rule: "no pawn of the side that just moved stands beyond the target",
            });
        }
        let origin = Sq::new(target.file(), Rank::Second.relative_to(mover));
        if self.bbs.occupied().has(target) || self.bbs.occupied().has(origin) {
            return Err(PositionError::EnPassant {
                square: named,
                rule: "the skipped square or the pawn's origin is occupied",
            });
        }
        Ok(())
    }

    /// Checks the attacks on the kings; whether the side to move is in check.
    fn check_attacks(&self) -> Result<bool, PositionError> {
        let board = self.bbs;
        let waiting = self.king(!self.turn);
        if !board.attackers(waiting, self.turn).is_empty() {
            return Err(PositionError::OppositeCheck {
                square: sq(waiting),
            });
        }
        let king = self.king(self.turn);
        let checkers = board.attackers(king, !self.turn);
        let count = checkers.len();
        if count > 2 {
            return Err(PositionError::ImpossibleCheck {
                square: sq(king),
                count,
            });
        }
        // A move checks with the piece moved, and may discover one more check along a line it leaves;
        // two checks along one line (the king between them, or both on one side of it) no move gives.
        let mut pair = checkers.into_iter();
        if let (Some(a), Some(b)) = (pair.next(), pair.next()) {
            if get_line_rays(a, b).has(king) {
                return Err(PositionError::AlignedCheck { square: sq(king) });
            }
        }
        Ok(count > 0)
    }
}

impl Snapshot {
    /// The position for the rules (cozy-chess's board); the snapshot must come from a FIDE setup. An
    /// en-passant target that no legal capture uses is dropped, as FEEN drops it (the position is the same
    /// by FIDE's rule), so that FEN and FEEN read the same positions.
    pub(crate) fn into_position(self) -> Result<Position, PositionError> {
        let mut squares = [None; 64];
        // Square by square from the bitboards: the same board as asking each square, without searching
        // the six kinds for each of the 64 squares.
        for (color, &pieces_of_color) in Color::ALL.into_iter().zip(&self.bbs.colors) {
            for (piece, &pieces) in Piece::ALL.into_iter().zip(&self.bbs.pieces) {
                for square in pieces & pieces_of_color {
                    squares[square as usize] = Some((piece, color));
                }
            }
        }
        self.into_position_on(squares)
    }

    /// [`Snapshot::into_position`] with the placement square by square given (`squares`, by cozy-chess
    /// square index: it must be the snapshot's placement).
    pub(crate) fn into_position_on(self, squares: Squares) -> Result<Position, PositionError> {
        let ep = self.legal_ep_victim().and(self.ep);
        let mut builder = BoardBuilder::empty();
        builder.board = squares;
        builder.side_to_move = self.turn;
        builder.castle_rights = self.rights;
        builder.en_passant = ep;
        builder.fullmove_number = 1;
        builder
            .build()
            .map(|board| Position { board })
            .map_err(|error| match (error, ep) {
                (BoardBuilderError::InvalidEnPassant, Some(target)) => PositionError::EnPassant {
                    square: sq(target),
                    rule: "the check on the king to move cannot follow that double step",
                },
                (error, _) => PositionError::Unplayable {
                    cause: match error {
                        BoardBuilderError::InvalidBoard => {
                            "the placement (kings, material, pawns, check)"
                        }
                        BoardBuilderError::InvalidCastlingRights => "the castling rights",
                        BoardBuilderError::InvalidEnPassant => "the en-passant target",
                        BoardBuilderError::InvalidHalfMoveClock => "the half-move clock",
                        BoardBuilderError::InvalidFullmoveNumber => "the full-move number",
                    },
                },
            })
    }
}
