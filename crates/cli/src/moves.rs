//! `tabula play` and `tabula diff`: moves are PMN, read and applied by `tabula-pmn` (this module reads no
//! grammar of its own). Captures go to the mover's hand, as PMN's direct effect says; a move whose effect
//! depends on a game's rules (`s~d`, a drop without a piece) is refused, since `tabula play` knows no rules.

use tabula_feen::Position;
use tabula_pmn::{Move, Qi};
use tabula_qpi::{QualifiedPiece, Style};

/// The typed position a move is applied to.
pub(crate) type Board = Qi<QualifiedPiece, Style>;

/// The longest move line read from stdin, in bytes: a PMN move has at most [`Move::MAX_LEN`] bytes, and a
/// line may end in `\r`; a longer line is refused without being kept.
pub(crate) const MAX_LINE: usize = 64;

/// Plays `text` (one PMN move) on `position`, or says which move failed and why (the move as written, then
/// `tabula-pmn`'s message naming the part, the square in CELL terms and the rule).
pub(crate) fn apply(position: &Board, text: &str) -> Result<Board, String> {
    let mv = Move::parse(text).map_err(|e| format!("`{text}`: {e}"))?;
    tabula_pmn::apply(position, &mv).map_err(|e| format!("`{text}`: {e}"))
}

/// The FEEN of a played position, or why FEEN cannot write it.
pub(crate) fn feen(position: Board) -> Result<String, String> {
    Position::try_from(position)
        .map(|p| p.to_string())
        .map_err(|e| format!("the resulting position has no FEEN: {e}"))
}

/// The PMN move from `before` to `after`, or why there is none.
pub(crate) fn diff(before: &Position, after: &Position) -> Result<String, String> {
    tabula_pmn::diff(before.as_qi(), after.as_qi())
        .map(|mv| mv.to_string())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(feen: &str) -> Board {
        feen.parse::<Position>().unwrap().as_qi().clone()
    }

    #[test]
    fn a_capture_goes_to_the_movers_hand() {
        let after = apply(&board("k^1Q/3 / c/C"), "a2+c2").unwrap();
        assert_eq!(feen(after).unwrap(), "2k^/3 /Q C/c");
    }

    #[test]
    fn a_refused_move_is_named() {
        let error = apply(&board("8/8 / C/c"), "e2-e4").unwrap_err();
        assert!(error.starts_with("`e2-e4`: "), "{error}");
        let error = apply(&board("8/8 / C/c"), "e2~e4").unwrap_err();
        assert!(error.starts_with("`e2~e4`: "), "{error}");
    }

    #[test]
    fn the_difference_is_a_move_or_a_reason() {
        let before: Position = "8/8/8/8/8/8/4P3/8 / C/c".parse().unwrap();
        let after: Position = "8/8/8/8/4P3/8/8/8 / c/C".parse().unwrap();
        assert_eq!(diff(&before, &after).unwrap(), "e2-e4");
        assert!(diff(&before, &before).unwrap_err().contains("turn"));
    }
}
