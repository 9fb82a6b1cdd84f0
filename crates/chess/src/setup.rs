//! What a FEN or a FEEN says, before it is known to be a legal chess position; its checks.

use cozy_chess::{BitBoard, BoardBuilder, CastleRights, Color, Piece, Rank, Square as Sq};

use crate::markers::{Bitboards, Snapshot};
use crate::position::{Position, side_of};
use crate::{Error, Square};

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
    pub(crate) fn into_snapshot(self, crazyhouse: bool) -> Result<Snapshot, Error> {
        for color in Color::ALL {
            let side = side_of(color);
            let mut kings = self.pieces(color, Piece::King).into_iter();
            if kings.next().is_none() {
                return Err(Error::MissingKing { side });
            }
            if let Some(extra) = kings.next() {
                return Err(Error::TooManyKings {
                    side,
                    square: sq(extra),
                });
            }
        }
        for color in Color::ALL {
            for pawn in self.pieces(color, Piece::Pawn) {
                if matches!(pawn.rank(), Rank::First | Rank::Eighth) {
                    return Err(Error::PawnOnBackRank { square: sq(pawn) });
                }
            }
            if crazyhouse {
                continue;
            }
            let side = side_of(color);
            let count = self.bbs.colors[color as usize].len();
            if count > 16 {
                return Err(Error::TooMuchMaterial {
                    side,
                    rule: "more than 16 pieces",
                });
            }
            if self.pieces(color, Piece::Pawn).len() > 8 {
                return Err(Error::TooMuchMaterial {
                    side,
                    rule: "more than 8 pawns",
                });
            }
        }
        let rights = self.castle_rights()?;
        self.check_ep()?;
        let bbs = self.check_attacks()?;
        Ok(Snapshot {
            bbs,
            turn: self.turn,
            rights,
            ep: self.ep.map(|(target, _)| target),
        })
    }

    fn king(&self, color: Color) -> Sq {
        self.bbs.king(color)
    }

    fn castle_rights(&self) -> Result<[CastleRights; 2], Error> {
        let mut rights = [CastleRights::EMPTY; 2];
        for &rook in &self.castling {
            let named = sq(rook);
            let Some((Piece::Rook, color)) = self.piece_on(rook) else {
                return Err(Error::CastlingRight {
                    square: named,
                    rule: "no rook stands there",
                });
            };
            let back_rank = Rank::First.relative_to(color);
            if rook.rank() != back_rank {
                return Err(Error::CastlingRight {
                    square: named,
                    rule: "a castling rook stands on its own back rank",
                });
            }
            let king = self.king(color);
            if king.rank() != back_rank {
                return Err(Error::CastlingRight {
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
                    return Err(Error::CastlingRight {
                        square: named,
                        rule: "a second castling rook on the same side of the king",
                    });
                }
                None => *side = Some(rook.file()),
            }
        }
        Ok(rights)
    }

    fn check_ep(&self) -> Result<(), Error> {
        let Some((target, named)) = self.ep else {
            return Ok(());
        };
        let mover = !self.turn;
        if target.rank() != Rank::Third.relative_to(mover) {
            return Err(Error::EnPassant {
                square: named,
                rule: "the target is not on the square a pawn of the side that just moved skips",
            });
        }
        let pawn = Sq::new(target.file(), Rank::Fourth.relative_to(mover));
        if self.piece_on(pawn) != Some((Piece::Pawn, mover)) {
            return Err(Error::EnPassant {
                square: named,
                rule: "no pawn of the side that just moved stands beyond the target",
            });
        }
        let origin = Sq::new(target.file(), Rank::Second.relative_to(mover));
        if self.bbs.occupied().has(target) || self.bbs.occupied().has(origin) {
            return Err(Error::EnPassant {
                square: named,
                rule: "the skipped square or the pawn's origin is occupied",
            });
        }
        Ok(())
    }

    fn check_attacks(&self) -> Result<Bitboards, Error> {
        let board = self.bbs;
        let waiting = self.king(!self.turn);
        if !board.attackers(waiting, self.turn).is_empty() {
            return Err(Error::OppositeCheck {
                square: sq(waiting),
            });
        }
        let king = self.king(self.turn);
        let count = board.attackers(king, !self.turn).len();
        if count > 2 {
            return Err(Error::ImpossibleCheck {
                square: sq(king),
                count,
            });
        }
        Ok(board)
    }
}

impl Snapshot {
    /// The position for the rules (cozy-chess's board); the snapshot must come from a FIDE setup.
    pub(crate) fn into_position(self) -> Result<Position, Error> {
        let mut builder = BoardBuilder::empty();
        for square in Sq::ALL {
            builder.board[square as usize] = self.bbs.piece_on(square);
        }
        builder.side_to_move = self.turn;
        builder.castle_rights = self.rights;
        builder.en_passant = self.ep;
        builder.fullmove_number = 1;
        builder
            .build()
            .map(|board| Position { board })
            .map_err(|_| match self.ep {
                Some(target) => Error::EnPassant {
                    square: sq(target),
                    rule: "the check on the king to move cannot follow that double step",
                },
                None => Error::ImpossibleCheck {
                    square: sq(self.bbs.king(self.turn)),
                    count: 2,
                },
            })
    }
}
