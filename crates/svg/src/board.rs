//! The board: its squares (each with its CELL coordinate), the lines of the shōgi and xiangqi boards, and
//! the labels around it.

use std::fmt::Write as _;

use tabula_feen::Shape;

use crate::Coordinates;
use crate::glyphs::{Face, Glyphs};
use crate::layout::{Layout, SQUARE, len};
use crate::palette::Palette;
use crate::write::{self, Escaped, int};

/// How the board itself is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BoardLook {
    /// Light and dark squares (chess, and every board that is not a shōgi or xiangqi one).
    Checkered,
    /// One colour, a grid of lines, the four star points of 9 × 9.
    Shogi,
    /// Pieces on the points: lines through the square centres, the river and palaces of 10 × 9.
    Xiangqi,
}

/// The board of a 2-D position whose players are both shōgi (`S`) or both xiangqi (`X`); checkered otherwise.
pub(crate) fn board_look(dimensions: usize, styles: [char; 2]) -> BoardLook {
    match (dimensions, styles) {
        (2, ['S', 'S']) => BoardLook::Shogi,
        (2, ['X', 'X']) => BoardLook::Xiangqi,
        _ => BoardLook::Checkered,
    }
}

/// The CELL letters of file `index` (`a` … `z`, `aa` …).
pub(crate) fn file_letters(index: usize) -> String {
    tabula_cell::coordinate_of(&[index + 1], index)
        .map(|c| c.to_string())
        .unwrap_or_default()
}

/// Writes every square: a `<rect>` with its colour and `data-square`.
pub(crate) fn squares(
    out: &mut String,
    layout: &Layout,
    look: BoardLook,
    shape: &Shape,
    palette: &Palette,
) {
    let light = Escaped(&palette.light_square).to_string();
    let dark = Escaped(&palette.dark_square).to_string();
    let plain = Escaped(match look {
        BoardLook::Xiangqi => &palette.xiangqi_board,
        _ => &palette.shogi_board,
    })
    .to_string();
    let Ok(all) = tabula_cell::coordinates(shape) else {
        return;
    };
    // A one-colour board is one rectangle (no seams between squares); its squares are invisible
    // rectangles that still catch clicks.
    if look != BoardLook::Checkered {
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{plain}\"/>",
            layout.block_x(0) + layout.margin,
            layout.board_top(),
            len(layout.files) * SQUARE,
            len(layout.ranks) * SQUARE
        );
    }
    for (index, coordinate) in all.enumerate() {
        let (x, y) = layout.cell(index);
        let fill = if look == BoardLook::Checkered {
            let (layer, rank, file) = layout.split(index);
            // a1 (and a1A) is dark; colours alternate along every dimension.
            let parity = file + (layout.ranks - 1 - rank) + (layout.layers - 1 - layer);
            if parity % 2 == 0 { &dark } else { &light }
        } else {
            &plain
        };
        let hidden = if look == BoardLook::Checkered {
            ""
        } else {
            " fill-opacity=\"0\""
        };
        out.push_str("<rect x=\"");
        int(out, x);
        out.push_str("\" y=\"");
        int(out, y);
        out.push_str("\" width=\"100\" height=\"100\" fill=\"");
        out.push_str(fill);
        out.push('"');
        out.push_str(hidden);
        out.push_str(" data-square=\"");
        write::coordinate(out, coordinate);
        out.push_str("\"/>");
    }
}

/// The river's name, 楚河 (Chu river) and 漢界 (Han border), as boards write it: the left half, the right
/// half.
pub(crate) const RIVER: [&str; 2] = ["楚河", "漢界"];

/// Writes the lines of a shōgi or xiangqi board (a 2-D board: one block), and the xiangqi river's name.
pub(crate) fn lines(
    out: &mut String,
    glyphs: &mut Glyphs,
    layout: &Layout,
    look: BoardLook,
    palette: &Palette,
) {
    let (files, ranks) = (len(layout.files), len(layout.ranks));
    let (left, top) = (layout.block_x(0) + layout.margin, layout.board_top());
    let (right, bottom) = (left + files * SQUARE, top + ranks * SQUARE);
    match look {
        BoardLook::Checkered => {}
        BoardLook::Shogi => {
            let line = Escaped(&palette.shogi_line);
            let _ = write!(out, "<g stroke=\"{line}\" stroke-width=\"2\">");
            for i in 0..=files {
                let x = left + i * SQUARE;
                let _ = write!(out, "<path d=\"M{x} {top}V{bottom}\"/>");
            }
            for i in 0..=ranks {
                let y = top + i * SQUARE;
                let _ = write!(out, "<path d=\"M{left} {y}H{right}\"/>");
            }
            let _ = write!(
                out,
                "<rect x=\"{left}\" y=\"{top}\" width=\"{}\" height=\"{}\" fill=\"none\" \
                 stroke-width=\"4\"/></g>",
                files * SQUARE,
                ranks * SQUARE
            );
            if (files, ranks) == (9, 9) {
                let _ = write!(out, "<g fill=\"{line}\">");
                for (i, j) in [(3, 3), (6, 3), (3, 6), (6, 6)] {
                    let _ = write!(
                        out,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"7\"/>",
                        left + i * SQUARE,
                        top + j * SQUARE
                    );
                }
                out.push_str("</g>");
            }
        }
        BoardLook::Xiangqi => xiangqi_lines(out, glyphs, [left, top, right, bottom], palette),
    }
}

/// The xiangqi board's lines through the square centres: the river (rows 5 and 6 of ten not joined inside),
/// the two palaces (on a 10 × 9 board), and a frame.
fn xiangqi_lines(
    out: &mut String,
    glyphs: &mut Glyphs,
    [left, top, right, bottom]: [i64; 4],
    palette: &Palette,
) {
    let half = SQUARE / 2;
    let (x0, y0, x1, y1) = (left + half, top + half, right - half, bottom - half);
    let files = (x1 - x0) / SQUARE + 1;
    let ranks = (y1 - y0) / SQUARE + 1;
    let line = Escaped(&palette.xiangqi_line);
    let _ = write!(
        out,
        "<g stroke=\"{line}\" stroke-width=\"2.5\" fill=\"none\"><rect x=\"{}\" y=\"{}\" width=\"{}\" \
         height=\"{}\" stroke-width=\"5\"/>",
        x0 - 14,
        y0 - 14,
        x1 - x0 + 28,
        y1 - y0 + 28
    );
    let river = ranks == 10;
    for i in 0..files {
        let x = x0 + i * SQUARE;
        if river && i > 0 && i < files - 1 {
            let _ = write!(
                out,
                "<path d=\"M{x} {y0}V{}M{x} {}V{y1}\"/>",
                y0 + 4 * SQUARE,
                y0 + 5 * SQUARE
            );
        } else {
            let _ = write!(out, "<path d=\"M{x} {y0}V{y1}\"/>");
        }
    }
    for j in 0..ranks {
        let y = y0 + j * SQUARE;
        let _ = write!(out, "<path d=\"M{x0} {y}H{x1}\"/>");
    }
    if river && files == 9 {
        for top_row in [0, 7] {
            let (a, b) = (y0 + top_row * SQUARE, y0 + (top_row + 2) * SQUARE);
            let (l, r) = (x0 + 3 * SQUARE, x0 + 5 * SQUARE);
            let _ = write!(out, "<path d=\"M{l} {a}L{r} {b}M{r} {a}L{l} {b}\"/>");
        }
    }
    out.push_str("</g>");
    if river && files == 9 {
        // Each half in the middle of its four files, the two characters 62 apart (50 wide).
        let _ = write!(out, "<g fill=\"{line}\">");
        for (half, name) in [2, 6].into_iter().zip(RIVER) {
            let middle = x0 + half * SQUARE;
            glyphs.row(
                out,
                Face::Chinese,
                name,
                [middle, y0 + 4 * SQUARE + SQUARE / 2],
                50,
                12,
            );
        }
        out.push_str("</g>");
    }
}

/// One label, centred at (`x`, `y`) (the middle of its line of text): Latin text, or CJK characters
/// (kanji, full-width digits) drawn from their outlines.
fn label(out: &mut String, glyphs: &mut Glyphs, x: i64, y: i64, text: &str) {
    if text.is_ascii() {
        let _ = write!(out, "<text x=\"{x}\" y=\"{}\">{text}</text>", y + 11);
    } else {
        glyphs.row(out, Face::Japanese, text, [x, y], 32, 0);
    }
}

/// Shōgi's rank names in Japanese (一 … 十), then digits.
pub(crate) fn kanji(n: usize) -> String {
    const KANJI: [&str; 10] = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
    KANJI
        .get(n.wrapping_sub(1))
        .map_or_else(|| n.to_string(), |k| (*k).to_owned())
}

/// A number in full-width digits (`９`).
pub(crate) fn wide(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(u32::from(c) - u32::from('0') + 0xFF10).unwrap_or(c))
        .collect()
}

/// Writes the labels of every block, and the layer names of a 3-D board.
pub(crate) fn labels(
    out: &mut String,
    glyphs: &mut Glyphs,
    layout: &Layout,
    coordinates: Coordinates,
    dimensions: usize,
    palette: &Palette,
) {
    let color = Escaped(&palette.label);
    let _ = write!(
        out,
        "<g fill=\"{color}\" font-size=\"32\" text-anchor=\"middle\">"
    );
    let coordinates = match coordinates {
        Coordinates::Shogi | Coordinates::Kanji | Coordinates::Xiangqi if dimensions != 2 => {
            Coordinates::Cell
        }
        other => other,
    };
    let (top, bottom) = (layout.board_top(), layout.board_bottom());
    let m = layout.margin;
    for l in 0..layout.layers {
        let block = layout.block_x(layout.block_of(l));
        let (left, right) = (block + m, block + m + len(layout.files) * SQUARE);
        if dimensions == 3 {
            let name = file_letters(layout.layers - 1 - l).to_uppercase();
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"36\">layer {name}</text>",
                (left + right) / 2,
                layout.title_y() + 44
            );
        }
        // This block's labels: (x, y, text).
        let mut put: Vec<(i64, i64, String)> = Vec::new();
        for column in 0..layout.files {
            let x = left + len(column) * SQUARE + SQUARE / 2;
            let (file, _) = layout.column_row(0, column);
            let (over, under) = (top - m / 2, bottom + m / 2);
            match coordinates {
                Coordinates::None => {}
                Coordinates::Cell => put.push((x, under, file_letters(file))),
                Coordinates::Shogi => put.push((x, over, (layout.files - file).to_string())),
                Coordinates::Kanji => put.push((x, over, wide(layout.files - file))),
                Coordinates::Xiangqi => {
                    put.push((x, under, (layout.files - column).to_string()));
                    put.push((x, over, (column + 1).to_string()));
                }
            }
        }
        for row in 0..layout.ranks {
            let y = top + len(row) * SQUARE + SQUARE / 2;
            let (_, rank) = layout.column_row(row, 0);
            match coordinates {
                _ if dimensions == 1 => {}
                Coordinates::Cell => put.push((left - m / 2, y, (layout.ranks - rank).to_string())),
                Coordinates::Shogi => put.push((right + m / 2, y, file_letters(rank))),
                Coordinates::Kanji => put.push((right + m / 2, y, kanji(rank + 1))),
                Coordinates::None | Coordinates::Xiangqi => {}
            }
        }
        for (x, y, text) in put {
            label(out, glyphs, x, y, &text);
        }
    }
    out.push_str("</g>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numerals() {
        assert_eq!(kanji(1), "一");
        assert_eq!(kanji(10), "十");
        assert_eq!(kanji(11), "11");
        assert_eq!(wide(9), "９");
        assert_eq!(wide(12), "１２");
        assert_eq!(file_letters(0), "a");
        assert_eq!(file_letters(26), "aa");
    }
}
