//! The two hands, one row over the board and one under it, each led by a marker of its player (the side
//! to move marked "to move").

use std::fmt::Write as _;

use tabula_feen::{Position, Side};

use crate::asian::pentagon;
use crate::layout::Layout;
use crate::palette::Palette;
use crate::pieces::{self, Defs, Place, style_letter};
use crate::write::Escaped;

/// Where the pieces of a hand row start.
const ITEMS: i64 = 230;
/// The width each hand item takes (the piece and its count).
const ITEM: i64 = 140;

/// The width a hand row of `items` different pieces needs.
pub(crate) fn width(items: usize) -> i64 {
    ITEMS + crate::layout::len(items) * ITEM + 20
}

/// The player drawn at the top: the second, or the first when flipped.
fn top_side(flip: bool) -> Side {
    if flip { Side::First } else { Side::Second }
}

/// Writes both hand rows.
pub(crate) fn draw(
    out: &mut String,
    defs: &mut Defs,
    position: &Position,
    layout: &Layout,
    palette: &Palette,
) {
    let top = top_side(layout.flip);
    for (side, y) in [(top, 0), (top.flip(), layout.lower_hand_y())] {
        let _ = write!(out, "<g data-hand=\"{}\">", side.as_str());
        marker(out, position, side, y + layout.hand_row / 2, palette);
        if position.turn() == side {
            let _ = write!(
                out,
                "<text x=\"82\" y=\"{}\" font-size=\"30\" font-weight=\"bold\" fill=\"{}\">to move</text>",
                y + layout.hand_row / 2 + 10,
                Escaped(&palette.label)
            );
        }
        for (i, (piece, count)) in position.hand(side).enumerate() {
            let x = ITEMS + crate::layout::len(i) * ITEM;
            let place = Place {
                x,
                y: y + (layout.hand_row - 80) / 2,
                scale: 80,
                flip: layout.flip,
                square: None,
            };
            pieces::draw(out, defs, *piece, &place, palette);
            if count > 1 {
                let _ = write!(
                    out,
                    "<text x=\"{}\" y=\"{}\" font-size=\"32\" fill=\"{}\">\u{d7}{count}</text>",
                    x + 82,
                    y + layout.hand_row / 2 + 22,
                    Escaped(&palette.label)
                );
            }
        }
        out.push_str("</g>");
    }
}

/// A player's marker, centred at (40, `cy`): a shōgi player's pentagon (☗ dark for the first player, ☖
/// light for the second), a xiangqi player's red or black disc, anyone else's white or black disc; a
/// ring around the side to move's.
fn marker(out: &mut String, position: &Position, side: Side, cy: i64, palette: &Palette) {
    let first = side == Side::First;
    let outline = Escaped(&palette.outline);
    match style_letter(*position.style(side)) {
        'S' => {
            let fill = Escaped(if first {
                &palette.second_piece
            } else {
                &palette.shogi_piece
            });
            let _ = write!(
                out,
                "<path d=\"{}\" transform=\"translate(15 {}) scale(0.5)\" fill=\"{fill}\" \
                 stroke=\"{outline}\" stroke-width=\"5\"/>",
                pentagon(10),
                cy - 26
            );
        }
        letter => {
            let fill = Escaped(match (letter, first) {
                ('X', true) => &palette.xiangqi_red,
                ('X', false) => &palette.xiangqi_black,
                (_, true) => &palette.first_piece,
                (_, false) => &palette.second_piece,
            });
            let _ = write!(
                out,
                "<circle cx=\"40\" cy=\"{cy}\" r=\"20\" fill=\"{fill}\" stroke=\"{outline}\" \
                 stroke-width=\"3\"/>"
            );
        }
    }
    if position.turn() == side {
        let _ = write!(
            out,
            "<circle cx=\"40\" cy=\"{cy}\" r=\"31\" fill=\"none\" stroke=\"{}\" stroke-width=\"4\"/>",
            Escaped(&palette.label)
        );
    }
}
