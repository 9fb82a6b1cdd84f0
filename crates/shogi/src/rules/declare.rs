//! The entering-king (jishōgi, nyūgyoku) declaration, by the 27-point rule.
//!
//! Tabula implements the **27-point declaration rule** of computer shōgi (the rule of the Computer Shogi
//! Association's tournaments and of floodgate, the one cshogi's `is_nyugyoku` checks), rather than the
//! 24-point rule: the 27-point rule decides the game (the declarer wins or the declaration fails), where the
//! 24-point rule ends in a points comparison with a drawn band, which needs an agreement the position cannot
//! give. The player to move may declare a win when all of these hold:
//!
//! 1. their king stands in the promotion zone (the opponent's three ranks);
//! 2. at least ten of their other pieces stand in that zone;
//! 3. their points, counting the pieces in the zone (king excepted) and in hand, the rook and bishop
//!    (promoted or not) 5 and every other piece 1, reach 28 for sente or 27 for gote;
//! 4. their king is not in check.
//!
//! (The tournament rule's last condition, time left on the clock, is the caller's.) A declaration is never
//! automatic: [`tabula_game::Game`] ends only when the caller ends it with the outcome.

use tabula_game::{Outcome, Termination};
use tabula_qpi::Side;

use super::ShogiPosition;
use super::board::{BISHOP, KING, ROOK, WALL, in_zone, pad, side_bit, side_index, unpromoted};

/// The entering-king count of one player (see [`ShogiPosition::entering_king`]).
///
/// ```
/// use tabula_game::Rules;
/// use tabula_shogi::rules::ShogiPosition;
/// let count = ShogiPosition::start().entering_king();
/// assert_eq!((count.king_in_zone, count.pieces_in_zone, count.points, count.required), (false, 0, 0, 28));
/// assert!(!count.wins());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct EnteringKing {
    /// The player counted (the side to move).
    pub side: Side,
    /// Whether their king stands in the promotion zone.
    pub king_in_zone: bool,
    /// Their pieces in the zone, the king excepted.
    pub pieces_in_zone: u32,
    /// Their points: pieces in the zone (king excepted) and in hand; rook and bishop 5, others 1.
    pub points: u32,
    /// The points the rule asks of them: 28 for sente, 27 for gote.
    pub required: u32,
    /// Whether their king is in check.
    pub in_check: bool,
}

impl EnteringKing {
    /// Whether the declaration wins: king in the zone, ten pieces there, the points reached, no check.
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::rules::ShogiPosition;
    /// // Sente's king on 5b with ten pieces in the zone and 28 points (two rooks, two bishops, 8 others in
    /// // the zone and in hand).
    /// let (position, _) = ShogiPosition::from_native("R1B1+P4/+P+P+P1K4/RB+P+P+P4/9/9/9/9/9/4k4 b 8P 1")?;
    /// let count = position.entering_king();
    /// assert_eq!((count.pieces_in_zone, count.points), (11, 35));
    /// assert!(count.wins());
    /// # Ok::<(), tabula_shogi::rules::PositionError>(())
    /// ```
    #[must_use]
    pub fn wins(&self) -> bool {
        self.king_in_zone
            && self.pieces_in_zone >= 10
            && self.points >= self.required
            && !self.in_check
    }
}

impl ShogiPosition {
    /// The entering-king count of the player to move, by the 27-point rule (see the module's decision).
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::rules::ShogiPosition;
    /// assert_eq!(ShogiPosition::start().entering_king().pieces_in_zone, 0);
    /// ```
    #[must_use]
    pub fn entering_king(&self) -> EnteringKing {
        let side = self.turn;
        let own = side_bit(side);
        let value = |kind: u8| {
            if matches!(unpromoted(kind), BISHOP | ROOK) {
                5
            } else {
                1
            }
        };
        let mut count = EnteringKing {
            side,
            king_in_zone: false,
            pieces_in_zone: 0,
            points: 0,
            required: if side == Side::First { 28 } else { 27 },
            in_check: self.in_check(),
        };
        for flat in 0..81 {
            let p = pad(flat);
            let v = self.board[p];
            if v & WALL != own || !in_zone(side, p) {
                continue;
            }
            let kind = v & 15;
            if kind == KING {
                count.king_in_zone = true;
            } else {
                count.pieces_in_zone += 1;
                count.points += value(kind);
            }
        }
        for kind in 1u8..8 {
            count.points +=
                value(kind) * u32::from(self.hands[side_index(side)][usize::from(kind)]);
        }
        count
    }

    /// The outcome of an entering-king declaration by the player to move, when it wins; `None` when the
    /// conditions are not met (a declaration that fails loses in tournament play: the caller decides).
    ///
    /// ```
    /// use tabula_game::Rules;
    /// use tabula_shogi::rules::ShogiPosition;
    /// assert_eq!(ShogiPosition::start().declare_entering_king(), None);
    /// ```
    #[must_use]
    pub fn declare_entering_king(&self) -> Option<Outcome> {
        self.entering_king()
            .wins()
            .then(|| Outcome::win(self.turn, Termination::EnteringKing))
    }
}
