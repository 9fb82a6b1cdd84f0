//! KIF's board diagrams (BOD): the hands and the rows of a start drawn as a board.

use tabula_qpi::Side;

use super::{HAND_ORDER, NAMES, read_count};
use crate::records::board::{Board, Piece, square};
use crate::records::lines::Line;
use crate::records::{RecordError, RecordErrorKind};

/// A diagram's hand: `なし`, or items like `飛　角　金二　歩十八` separated by spaces.
pub(super) fn read_hand(
    (board, _): &mut (Board, usize),
    line: &Line,
    side: Side,
    value: &str,
) -> Result<(), RecordError> {
    if value == "なし" {
        return Ok(());
    }
    for item in value.split([' ', '　']).filter(|item| !item.is_empty()) {
        let mut chars = item.chars();
        let piece = chars.next().and_then(|c| {
            HAND_ORDER
                .iter()
                .find(|&&kind| super::diagram_name(kind, false) == c)
        });
        let (Some(&kind), Some(count)) = (piece, read_count(chars.as_str())) else {
            return Err(line.error(RecordErrorKind::Diagram(
                "a hand item is a piece name and a kanji count",
            )));
        };
        board.set_hand(side, kind, board.hand(side, kind).saturating_add(count));
    }
    Ok(())
}

/// A diagram row: `|v香v桂v銀v金v玉v金v銀v桂v香|一`.
pub(super) fn read_row(
    (board, rows): &mut (Board, usize),
    line: &Line,
    text: &str,
) -> Result<(), RecordError> {
    let bad = |why| line.error(RecordErrorKind::Diagram(why));
    if *rows >= 9 {
        return Err(bad("more than 9 rows"));
    }
    let mut chars = text.chars().skip(1);
    for file in (1..=9).rev() {
        let (Some(mark), Some(name)) = (chars.next(), chars.next()) else {
            return Err(bad("a row has 9 squares of two characters"));
        };
        let side = match mark {
            ' ' | '^' => Side::First,
            'v' => Side::Second,
            _ => return Err(bad("a square starts with a space (sente) or `v` (gote)")),
        };
        let piece = if name == '・' {
            None
        } else {
            let Some((_, kind, promoted)) = NAMES
                .iter()
                .find(|(n, _, _)| n.chars().count() == 1 && n.starts_with(name))
            else {
                return Err(bad("not a piece name"));
            };
            Some(Piece {
                kind: *kind,
                promoted: *promoted,
                side,
            })
        };
        let rank = u8::try_from(*rows + 1).unwrap_or(9);
        if let Some(sq) = square(file, rank) {
            board.put(sq, piece);
        }
    }
    if chars.next() != Some('|') {
        return Err(bad("a row ends with `|`"));
    }
    *rows += 1;
    Ok(())
}
