//! Moves as PMN: `h3-e3` to an empty point, `h3+h10` for a capture (the captured piece leaves the game, so
//! no `/C` suffix), squares in CELL coordinates (file `a` on red's left, rank `1` red's back rank).

use tabula_pmn::{Coordinate, Implicit, Qi, RuleHook};
use tabula_qpi::{QualifiedPiece, Style};

use crate::Square;
use crate::rules::{IllegalMove, Move, Xiangqi};

/// The flat index of a CELL coordinate on the 10×9 board.
fn index(c: Coordinate) -> Option<usize> {
    match *c.indices() {
        [file, rank] if file < 9 && rank < 10 => {
            Some(usize::from(9 - rank) * 9 + usize::from(file))
        }
        _ => None,
    }
}

/// The move in PMN.
pub(crate) fn write(position: &Xiangqi, m: Move) -> tabula_pmn::Move {
    let from = Square(m.from).coordinate();
    let to = Square(m.to).coordinate();
    if position.code(usize::from(m.to)) == 0 {
        tabula_pmn::Move::Quiet {
            from,
            to,
            actor: None,
        }
    } else {
        tabula_pmn::Move::Capture {
            from,
            to,
            actor: None,
            captured: None,
        }
    }
}

/// The legal move a PMN move names.
pub(crate) fn read(position: &Xiangqi, pmn: &tabula_pmn::Move) -> Result<Move, IllegalMove> {
    let text = || pmn.to_string();
    let not_xiangqi = |reason: &str| IllegalMove::NotAXiangqiMove {
        pmn: text(),
        reason: reason.to_owned(),
    };
    let (from, to, capture) = match *pmn {
        tabula_pmn::Move::Quiet {
            from,
            to,
            actor: None,
        } => (from, to, false),
        tabula_pmn::Move::Capture {
            from,
            to,
            actor: None,
            captured: None,
        } => (from, to, true),
        tabula_pmn::Move::Quiet { .. } | tabula_pmn::Move::Capture { .. } => {
            return Err(not_xiangqi(
                "xiangqi writes no =A or /C suffix: no piece changes, and a captured piece leaves the game",
            ));
        }
        tabula_pmn::Move::Special { .. } => {
            return Err(not_xiangqi(
                "xiangqi has no special move (~): every move is s-d or s+d",
            ));
        }
        _ => {
            return Err(not_xiangqi(
                "xiangqi has no pass, drop or in-place move: every move is s-d or s+d",
            ));
        }
    };
    let (Some(from), Some(to)) = (index(from), index(to)) else {
        return Err(not_xiangqi(
            "a point is off the 10×9 board (files a–i, ranks 1–10)",
        ));
    };
    #[allow(clippy::cast_possible_truncation)]
    let m = Move {
        from: from as u8,
        to: to as u8,
    };
    if let Some(error) = position.why_illegal(m) {
        return Err(error);
    }
    let is_capture = position.code(to) != 0;
    if capture != is_capture {
        let canonical = write(position, m).to_string();
        return Err(IllegalMove::NotAXiangqiMove {
            pmn: text(),
            reason: if is_capture {
                format!("this move captures; it is written {canonical}")
            } else {
                format!(
                    "{} is empty; this move is written {canonical}",
                    Square(m.to)
                )
            },
        });
    }
    Ok(m)
}

/// Whether `text` has PMN's shape (a point, `-` or `+`, a point).
pub(crate) fn looks_like_pmn(text: &str) -> bool {
    tabula_pmn::Move::parse(text).is_ok()
}

/// The rules of xiangqi for [`tabula_pmn::apply_with`]: no special move and no drop, and captured pieces
/// leave the game ([`RuleHook::captures_to_hand`] is `false`), so the hands stay empty.
///
/// ```
/// use tabula_xiangqi::XiangqiRules;
/// let before: tabula_feen::Position =
///     "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x".parse()?;
/// let after = tabula_pmn::apply_with(&before.into(), &"h3+h10".parse()?, &XiangqiRules)?;
/// let after = tabula_feen::Position::try_from(after)?;
/// assert_eq!(after.to_string(), "rheag^aeCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RHEAG^AEHR / x/X");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct XiangqiRules;

impl RuleHook<QualifiedPiece, Style> for XiangqiRules {
    fn special(
        &self,
        _position: &Qi<QualifiedPiece, Style>,
        _from: usize,
        _to: usize,
    ) -> Option<Implicit<QualifiedPiece>> {
        None
    }

    fn captures_to_hand(&self) -> bool {
        false
    }
}
