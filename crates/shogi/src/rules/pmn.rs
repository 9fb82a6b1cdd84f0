//! Shōgi moves in PMN, both ways, and the rule hook that lets tabula-pmn apply them.
//!
//! Tabula writes a shōgi move in PMN with every identity change spelt out: a promotion as the actor suffix
//! (`b2-h8=+B`), a capture with the piece as it enters the capturer's hand (`c2+b1/B`: gote's bishop becomes
//! sente's, a captured `+r` becomes `/R`), a drop with its piece in the mover's case (`P*e5`, `p*e5`). So
//! tabula-pmn's direct effects alone give the shōgi successor, and [`ShogiRules`] adds nothing but the
//! inference of a drop written without its piece.

use tabula_cell::square_index;
use tabula_game::{MoveError, Notation, Rules};
use tabula_pmn::{ExtendedPiece, Implicit, Move, Qi, RuleHook};
use tabula_qpi::{QualifiedPiece, Side, Style};

use super::board::{pad, profile_kind, unpromoted};
use super::{IllegalMove, ShogiMove, ShogiPosition};
use crate::Square;
use crate::profile::Kind;

/// The EPIN token of a shōgi piece.
fn token(kind: Kind, side: Side, promoted: bool) -> ExtendedPiece {
    let mut text = [0u8; 2];
    let mut len = 0;
    if promoted {
        text[0] = b'+';
        len = 1;
    }
    #[allow(clippy::cast_possible_truncation)]
    let letter = kind.letter() as u8;
    text[len] = if side == Side::First {
        letter
    } else {
        letter.to_ascii_lowercase()
    };
    match ExtendedPiece::parse_bytes(&text[..=len]) {
        Ok(piece) => piece,
        Err(_) => unreachable!("a shōgi letter with an optional + is EPIN"),
    }
}

/// The square of a CELL coordinate on the 9×9 board.
fn square(coordinate: tabula_pmn::Coordinate) -> Option<Square> {
    square_index(&[9usize, 9], coordinate)
        .ok()
        .and_then(Square::from_index)
}

impl ShogiPosition {
    /// The canonical PMN of a move (legal here).
    pub(crate) fn pmn_of(&self, m: ShogiMove) -> Move {
        let us = self.turn;
        let to = m.to().coordinate();
        if let Some(kind) = m.dropped() {
            return Move::Drop {
                piece: Some(token(kind, us, false)),
                to,
                actor: None,
            };
        }
        let Some(from) = m.from() else {
            return Move::Pass;
        };
        let moved = self.board[pad(from.index())] & 15;
        let actor = m
            .is_promotion()
            .then(|| token(profile_kind(moved), us, true));
        let target = self.board[pad(m.to().index())];
        if target == 0 {
            Move::Quiet {
                from: from.coordinate(),
                to,
                actor,
            }
        } else {
            let kind = unpromoted(target & 15);
            Move::Capture {
                from: from.coordinate(),
                to,
                actor,
                captured: Some(token(profile_kind(kind), us, false)),
            }
        }
    }

    /// A number naming the text [`ShogiPosition::pmn_of`] writes for `m`: everything that text depends on,
    /// the move's own 16 bits, the side to move, and the codes of the pieces on its two squares (the mover,
    /// whose kind a promotion writes, and the piece taken, whose kind goes to the hand).
    pub(crate) fn pmn_code_of(&self, m: ShogiMove) -> u64 {
        let side = u64::from(self.turn == Side::Second);
        let on =
            |square: Option<Square>| square.map_or(0, |s| u64::from(self.board[pad(s.index())]));
        u64::from(m.bits()) | on(m.from()) << 16 | on(Some(m.to())) << 24 | side << 32
    }

    /// The legal move a PMN move names, written as [`ShogiPosition::pmn_of`] writes it.
    pub(crate) fn move_of_pmn(&self, given: &Move) -> Result<ShogiMove, IllegalMove> {
        let form = |why: &'static str| IllegalMove::PmnForm {
            given: given.to_string(),
            why,
        };
        let off_board = "a square is off the 9×9 board";
        let m = match *given {
            Move::Quiet {
                from, to, actor, ..
            }
            | Move::Capture {
                from, to, actor, ..
            } => {
                let from = square(from).ok_or_else(|| form(off_board))?;
                let to = square(to).ok_or_else(|| form(off_board))?;
                ShogiMove::new(from, to, actor.is_some())
            }
            Move::Drop { piece, to, .. } => {
                let to = square(to).ok_or_else(|| form(off_board))?;
                let kind = match piece {
                    Some(piece) => {
                        let text = piece.as_str();
                        let letter = text.bytes().last().unwrap_or(b'?');
                        Kind::from_letter(letter)
                            .filter(|&k| k != Kind::King && text.len() == 1)
                            .ok_or_else(|| form("only an unpromoted P L N S G B R is dropped"))?
                    }
                    None => self
                        .only_kind_in_hand()
                        .ok_or_else(|| form("name the piece dropped (e.g. P*e5)"))?,
                };
                ShogiMove::drop(kind, to).ok_or_else(|| form("a king is never in hand"))?
            }
            Move::Pass => return Err(form("shōgi has no pass")),
            Move::Special { .. } => return Err(form("shōgi has no special moves (~)")),
            Move::StaticCapture { .. } => return Err(form("shōgi has no capture without a move")),
            Move::DropCapture { .. } => return Err(form("a shōgi drop never captures")),
            Move::Mutate { .. } => return Err(form("shōgi has no mutation in place")),
        };
        self.diagnose(m)?;
        let expected = self.pmn_of(m);
        let same = match (*given, expected) {
            // A drop without its piece, inferred above, is the same drop.
            (Move::Drop { piece: None, .. }, Move::Drop { to, .. }) => {
                *given
                    == Move::Drop {
                        piece: None,
                        to,
                        actor: None,
                    }
            }
            _ => *given == expected,
        };
        if same {
            Ok(m)
        } else {
            Err(IllegalMove::PmnSpelling {
                given: given.to_string(),
                expected: expected.to_string(),
            })
        }
    }

    /// The kind in the mover's hand when there is exactly one.
    fn only_kind_in_hand(&self) -> Option<Kind> {
        let hand = &self.hands[self.turn as usize];
        let mut kinds = (1u8..8).filter(|&k| hand[usize::from(k)] > 0);
        match (kinds.next(), kinds.next()) {
            (Some(k), None) => Some(profile_kind(k)),
            _ => None,
        }
    }

    /// Reads PMN text and checks the move here; a text that is a legal USI move instead gets a hint.
    pub(crate) fn read_pmn_text(&self, text: &str) -> Result<ShogiMove, MoveError<IllegalMove>> {
        let given = Move::parse(text).map_err(|e| {
            let hint = text
                .parse::<ShogiMove>()
                .ok()
                .filter(|&m| self.diagnose(m).is_ok())
                .map(|m| format!("that is USI: in PMN it is {}", self.pmn_of(m)));
            MoveError::Syntax {
                notation: Notation::Pmn,
                text: text.to_owned(),
                offset: e.offset().unwrap_or(0),
                code: e.code(),
                message: e.to_string(),
                hint,
            }
        })?;
        self.read_pmn(&given).map_err(|error| MoveError::Illegal {
            text: text.to_owned(),
            error,
        })
    }
}

/// The rules of shōgi for [`tabula_pmn::apply_with`]: no special moves (`~` is refused), captures go to the
/// capturer's hand (PMN's direct effect), and a drop written without its piece (`*e5`) takes the one kind the
/// mover holds, when the hand holds exactly one.
///
/// A shōgi capture changes the captured piece's side and drops its promotion. PMN spells that change with the
/// capture suffix, and tabula-pmn applies it as written: `c2+b1/B` puts `B` in sente's hand. A capture
/// written without the suffix (`c2+b1`) is PMN's plain capture, which keeps the piece as it was (`b` in
/// sente's hand): the hook cannot change it, so give the suffix, as [`ShogiPosition`]'s `pmn` does, or read
/// the move with `Rules::read_pmn`, which refuses the plain form and names the right one.
///
/// ```
/// use tabula_game::Rules;
/// use tabula_shogi::rules::{ShogiPosition, ShogiRules};
/// let before = ShogiPosition::from_native("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3")?.0;
/// let m = before.read_move("8h2b+", tabula_game::Notation::Usi)?;
/// let pmn = before.pmn(m);
/// assert_eq!(pmn.to_string(), "b2+h8=+B/B");
/// let qi = tabula_feen::Position::try_from(before.to_feen().as_str())?.into_qi();
/// let after = tabula_pmn::apply_with(&qi, &pmn, &ShogiRules)?;
/// assert_eq!(tabula_feen::Position::try_from(after)?.to_string(), before.play(m)?.to_feen());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ShogiRules;

impl RuleHook<QualifiedPiece, Style> for ShogiRules {
    fn special(
        &self,
        _position: &Qi<QualifiedPiece, Style>,
        _from: usize,
        _to: usize,
    ) -> Option<Implicit<QualifiedPiece>> {
        None
    }

    fn infer_drop(
        &self,
        position: &Qi<QualifiedPiece, Style>,
        _to: usize,
    ) -> Option<QualifiedPiece> {
        let mut hand = position.hand(position.turn()).filter(|&(_, n)| n > 0);
        match (hand.next(), hand.next()) {
            (Some((&piece, _)), None) => Some(piece),
            _ => None,
        }
    }
}
