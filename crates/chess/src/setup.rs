//! What a FEN or a FEEN says, before it is known to be a legal chess position; its checks.

use cozy_chess::{BitBoard, BoardBuilder, CastleRights, Color, Piece, Rank, Square as Sq};

use crate::markers;
use crate::position::{Position, side_of};
use crate::{Error, Square};

/// The placement, side, castling rooks and en-passant target read from a FEN or a FEEN.
#[derive(Debug, Clone)]
pub(crate) struct Setup {
    /// Indexed like cozy-chess (`a1` = 0, `h8` = 63).
    pub(crate) squares: [Option<(Piece, Color)>; 64],
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
            squares: [None; 64],
            turn,
            castling: Vec::new(),
            ep: None,
        }
    }

    fn pieces(&self, color: Color, piece: Piece) -> impl Iterator<Item = Sq> + '_ {
        Sq::ALL
            .into_iter()
            .filter(move |s| self.squares[*s as usize] == Some((piece, color)))
    }

    /// Checks everything and builds the position.
    pub(crate) fn into_position(self) -> Result<Position, Error> {
        for color in Color::ALL {
            let side = side_of(color);
            let mut kings = self.pieces(color, Piece::King);
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
            let side = side_of(color);
            let count = self
                .squares
                .iter()
                .flatten()
                .filter(|(_, c)| *c == color)
                .count();
            if count > 16 {
                return Err(Error::TooMuchMaterial {
                    side,
                    rule: "more than 16 pieces",
                });
            }
            if self.pieces(color, Piece::Pawn).count() > 8 {
                return Err(Error::TooMuchMaterial {
                    side,
                    rule: "more than 8 pawns",
                });
            }
        }
        let mut builder = BoardBuilder::empty();
        builder.board = self.squares;
        builder.side_to_move = self.turn;
        let castle_rights = self.castle_rights()?;
        self.check_ep()?;
        self.check_attacks()?;
        builder.castle_rights = castle_rights;
        builder.en_passant = self.ep.map(|(target, _)| target);
        builder.fullmove_number = 1;
        match builder.build() {
            Ok(board) => Ok(Position { board }),
            Err(_) => Err(match self.ep {
                Some((_, named)) => Error::EnPassant {
                    square: named,
                    rule: "the check on the king to move cannot follow that double step",
                },
                None => Error::ImpossibleCheck {
                    square: sq(self.king(self.turn)),
                    count: 2,
                },
            }),
        }
    }

    fn king(&self, color: Color) -> Sq {
        self.pieces(color, Piece::King).next().unwrap_or(Sq::A1)
    }

    fn castle_rights(&self) -> Result<[CastleRights; 2], Error> {
        let mut rights = [CastleRights::EMPTY; 2];
        for &rook in &self.castling {
            let named = sq(rook);
            let Some((Piece::Rook, color)) = self.squares[rook as usize] else {
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
        if self.squares[pawn as usize] != Some((Piece::Pawn, mover)) {
            return Err(Error::EnPassant {
                square: named,
                rule: "no pawn of the side that just moved stands beyond the target",
            });
        }
        let origin = Sq::new(target.file(), Rank::Second.relative_to(mover));
        if self.squares[target as usize].is_some() || self.squares[origin as usize].is_some() {
            return Err(Error::EnPassant {
                square: named,
                rule: "the skipped square or the pawn's origin is occupied",
            });
        }
        Ok(())
    }

    fn check_attacks(&self) -> Result<(), Error> {
        let mut colors = [BitBoard::EMPTY; 2];
        let mut pieces = [BitBoard::EMPTY; 6];
        for square in Sq::ALL {
            if let Some((piece, color)) = self.squares[square as usize] {
                colors[color as usize] |= square.bitboard();
                pieces[piece as usize] |= square.bitboard();
            }
        }
        let board = markers::Bitboards { colors, pieces };
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
        Ok(())
    }
}
