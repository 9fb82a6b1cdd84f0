//! Every place this crate builds or changes a `Qi` position, or reads and writes FEEN, in one module.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use tabula_qi::Qi;
use tabula_qpi::{QualifiedPiece, Style};

use crate::{Error, Move, NoRules, RuleHook, apply_with};

/// The position after `board` changes and `hand` changes of the active hand, with the turn passed; `position`
/// is left as it is.
pub(crate) fn commit<P: Ord + Clone, S: Clone>(
    position: &Qi<P, S>,
    board: Vec<(usize, Option<P>)>,
    hand: Vec<(P, i64)>,
) -> Result<Qi<P, S>, Error> {
    let side = position.turn();
    let mut next = position.clone();
    if !board.is_empty() {
        next.board_diff(board).map_err(Error::Position)?;
    }
    if !hand.is_empty() {
        next.hand_diff(side, hand).map_err(Error::Position)?;
    }
    next.toggle();
    Ok(next)
}

/// Plays a PMN move on a FEEN position and returns the FEEN of the result; without a rule system (special
/// moves and drops without a piece are refused). The position is the typed FEEN position (pieces with
/// their styles resolved), so a derived piece in a suffix is resolved as FEEN resolves it.
///
/// ```
/// let after = tabula_pmn::apply_feen("8/8/8/8/8/8/4P3/8 / C/c", "e2-e4")?;
/// assert_eq!(after, "8/8/8/8/4P3/8/8/8 / c/C");
/// # Ok::<(), tabula_pmn::Error>(())
/// ```
///
/// # Errors
/// [`Error::Feen`] for an invalid FEEN string, [`Error::FeenEmit`] for a result FEEN cannot write, a parse error for the move,
/// or an error of [`apply_with`].
pub fn apply_feen(feen: &str, pmn: &str) -> Result<String, Error> {
    apply_feen_with(feen, pmn, &NoRules)
}

/// [`apply_feen`] with a rule system.
///
/// ```
/// use tabula_pmn::{NoRules, apply_feen_with};
/// assert_eq!(apply_feen_with("8/8/8/8/8/8/8/8 / C/c", "...", &NoRules)?, "8/8/8/8/8/8/8/8 / c/C");
/// # Ok::<(), tabula_pmn::Error>(())
/// ```
///
/// # Errors
/// As [`apply_feen`].
pub fn apply_feen_with<H>(feen: &str, pmn: &str, hook: &H) -> Result<String, Error>
where
    H: RuleHook<QualifiedPiece, Style> + ?Sized,
{
    let position = feen.parse::<tabula_feen::Position>().map_err(Error::Feen)?;
    let mv = Move::parse(pmn)?;
    let after = apply_with(position.as_qi(), &mv, hook)?;
    let after = tabula_feen::Position::try_from(after).map_err(Error::FeenEmit)?;
    Ok(after.to_string())
}
