//! Reading positions: FEEN and xiangqi FEN through the crate's converters, then the placement checked
//! against the points each piece can ever reach.

use tabula_qpi::Side;

use super::geometry::{
    ADVISOR, BLACK_BIT, ELEPHANT, GENERAL, SOLDIER, col, in_own_half, in_palace, row,
};
use super::{PositionError, Xiangqi};
use crate::{Square, XiangqiFen};

/// The advisor's points (red's; black's mirror them).
const fn advisor_point(side: usize, sq: usize) -> bool {
    in_palace(side, sq) && (row(sq) + col(sq)) % 2 == if side == 0 { 0 } else { 1 }
}

/// The elephant's seven points on its side of the river.
const fn elephant_point(side: usize, sq: usize) -> bool {
    let (r, c) = (row(sq), col(sq));
    let r = if side == 0 { 9 - r } else { r };
    in_own_half(side, sq) && c % 2 == 0 && r % 2 == 0 && (r + c) % 4 == 2
}

/// The points a soldier can reach: from its starting rank on, on its own half only the starting files.
const fn soldier_point(side: usize, sq: usize) -> bool {
    let (r, c) = (row(sq), col(sq));
    let r = if side == 0 { 9 - r } else { r };
    r >= 5 || (r >= 3 && c % 2 == 0)
}

fn side_of(side: usize) -> Side {
    if side == 0 { Side::First } else { Side::Second }
}

impl Xiangqi {
    /// The position a xiangqi FEN holds, checked.
    pub(crate) fn from_fen_value(fen: &XiangqiFen) -> Result<Xiangqi, PositionError> {
        let mut board = [0u8; 90];
        for (sq, code) in board.iter_mut().enumerate() {
            if let Some((kind, side)) = Square::from_index(sq).and_then(|s| fen.piece_at(s)) {
                #[allow(clippy::cast_possible_truncation)]
                let kind = kind as u8 + 1;
                *code = kind | if side == Side::First { 0 } else { BLACK_BIT };
            }
        }
        let turn = u8::from(fen.side_to_move() == Side::Second);
        let position = Xiangqi::from_board(board, turn);
        position.validate()?;
        Ok(position)
    }

    /// Checks each piece's point and that the side not to move is not in check.
    fn validate(&self) -> Result<(), PositionError> {
        for sq in 0..90 {
            let code = self.code(sq);
            if code == 0 {
                continue;
            }
            let side = usize::from(code & BLACK_BIT != 0);
            let square = Square::from_index(sq).unwrap_or(Square(0));
            let owner = side_of(side);
            let error = match code & !BLACK_BIT {
                GENERAL if !in_palace(side, sq) => PositionError::GeneralOutsidePalace {
                    side: owner,
                    square,
                },
                ADVISOR if !advisor_point(side, sq) => PositionError::AdvisorOffPoint {
                    side: owner,
                    square,
                },
                ELEPHANT if !elephant_point(side, sq) => PositionError::ElephantOffPoint {
                    side: owner,
                    square,
                },
                SOLDIER if !soldier_point(side, sq) => PositionError::SoldierUnreachable {
                    side: owner,
                    square,
                },
                _ => continue,
            };
            return Err(error);
        }
        if self.generals_facing() {
            return Err(PositionError::GeneralsFacing);
        }
        let them = self.turn_index() ^ 1;
        if self.general_attacked(them) {
            return Err(PositionError::OpponentInCheck {
                side: side_of(them),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points() {
        let count = |f: fn(usize, usize) -> bool, side| (0..90).filter(|&sq| f(side, sq)).count();
        for side in 0..2 {
            assert_eq!(count(advisor_point, side), 5);
            assert_eq!(count(elephant_point, side), 7);
            assert_eq!(count(soldier_point, side), 45 + 10);
        }
        // Red's advisors start on d1 (85 - 1) and f1; black's elephants on c10 and g10.
        assert!(advisor_point(0, 84) && advisor_point(0, 86) && advisor_point(0, 76));
        assert!(elephant_point(1, 2) && elephant_point(1, 6) && elephant_point(1, 18));
        assert!(!elephant_point(1, 20));
    }
}
