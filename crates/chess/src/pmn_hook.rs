//! The rules of chess as a tabula-pmn rule hook: the implicit effects of `~` moves, and captures out of the game.

use tabula_pmn::{Implicit, Qi, RuleHook};
use tabula_qpi::{QualifiedPiece, Style};

use crate::{MoveKind, Position, Square, profile};

/// The rules of chess for [`tabula_pmn::apply_with`]: the rook's displacement of a castling (the rook lands
/// without a marker, its right spent) and the pawn taken en passant; captured pieces leave the game
/// ([`RuleHook::captures_to_hand`] is `false`), so the hands stay empty.
///
/// The hook reads the position before the move as strictly as [`Position::from_feen`]; a position that is
/// not a consistent chess position, or a `~` move that is not a legal castling or en passant, has no
/// implicit effects, and `apply_with` refuses it (`ImplicitEffectsUnknown`).
///
/// `apply_with` gives PMN's direct effects plus these implicit ones, not the chess successor with its
/// markers recomputed: the moved piece keeps its marker (`+P` double-stepped to e4 stays `+P`, a king
/// in check stays `-K^`), and the markers of pieces that did not move are not updated (a rook's `+R`/`-R`
/// whose castling became playable or not, the last `-P`, the `-K^` of the king now in check). The
/// placement is the same as [`Position::play`]'s; for the successor with its markers, use `play` (or
/// [`Position::play_move`]).
///
/// ```
/// use tabula_chess::{ChessRules, Position};
/// let before = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
/// let after = tabula_pmn::apply_with(&before.to_qi()?, &"e1~g1".parse()?, &ChessRules)?;
/// let after = tabula_feen::Position::try_from(after)?.to_string();
/// assert_eq!(after, "4k^3/8/8/8/8/8/8/5RK^1 / c/C");
/// assert_eq!(after, before.play_pmn("e1~g1")?.to_feen());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ChessRules;

impl RuleHook<QualifiedPiece, Style> for ChessRules {
    fn special(
        &self,
        position: &Qi<QualifiedPiece, Style>,
        from: usize,
        to: usize,
    ) -> Option<Implicit<QualifiedPiece>> {
        let chess = profile::from_qi(position).ok()?;
        let m = chess
            .find_special_move(Square::from_feen_index(from)?, Square::from_feen_index(to)?)?;
        match m.kind() {
            MoveKind::Castle => {
                let (rook_from, rook_to) = m.castling_rook()?;
                let rook = *position.piece_at(rook_from.feen_index())?;
                let plain = rook.with_piece(rook.piece().normalize());
                let mut board = Vec::with_capacity(2);
                // When the king moves, the direct effect moved it; the rook leaves its square unless the
                // king now stands there (Chess960). When the king stays, PMN named the rook's squares.
                if m.from() != m.to() && rook_from != m.to() {
                    board.push((rook_from.feen_index(), None));
                }
                board.push((rook_to.feen_index(), Some(plain)));
                Some(Implicit {
                    board,
                    captured: None,
                })
            }
            MoveKind::EnPassant => {
                let victim = m.captured_square()?;
                let pawn = *position.piece_at(victim.feen_index())?;
                Some(Implicit {
                    board: vec![(victim.feen_index(), None)],
                    captured: Some(pawn),
                })
            }
            MoveKind::Normal | MoveKind::Capture => None,
        }
    }

    fn captures_to_hand(&self) -> bool {
        false
    }
}

impl Position {
    /// The position as tabula-feen's typed `Qi` (the value tabula-pmn applies moves to), read back from
    /// [`Position::to_feen`] by tabula-feen.
    ///
    /// ```
    /// let qi = tabula_chess::Position::start().to_qi()?;
    /// assert_eq!(qi.square_count(), 64);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`PositionError::Feen`](crate::PositionError::Feen) only if tabula-feen refused this crate's FEEN, which the tests
    /// show it does not.
    pub fn to_qi(&self) -> Result<Qi<QualifiedPiece, Style>, crate::PositionError> {
        profile::to_qi(self)
    }

    /// The chess position a typed `Qi` holds, read as strictly as [`Position::from_feen`].
    ///
    /// ```
    /// use tabula_chess::Position;
    /// let start = Position::start();
    /// assert_eq!(Position::from_qi(&start.to_qi()?)?, start);
    /// # Ok::<(), tabula_chess::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Position::from_feen`].
    pub fn from_qi(qi: &Qi<QualifiedPiece, Style>) -> Result<Position, crate::PositionError> {
        profile::from_qi(qi)
    }
}
