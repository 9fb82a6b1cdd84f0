//! Putting one picture together.

use std::fmt::Write as _;

use tabula_feen::{Position, Side};

use crate::board::{self, BoardLook, board_look};
use crate::layout::Layout;
use crate::pieces::{self, Defs, Place, style_letter};
use crate::write::Escaped;
use crate::{Coordinate, Coordinates, Error, MAX_SIZE, Mark, Options, hands, marks};

/// The fonts of the labels and of the generic pieces' letters.
const LATIN_FONTS: &str = "'DejaVu Sans','Noto Sans',Verdana,Arial,sans-serif";

/// Draws `position` as one self-contained SVG document (no external file, script or stylesheet).
///
/// - **The board**: a 2-D board of any size; a 1-D board as one row; a 3-D board as its layers side by
///   side, each named (`layer A` on the left, the lowest). Two shōgi players (`S/s`) get the shōgi board
///   (one colour, a grid, the star points of 9 × 9); two xiangqi players (`X/x`) get the xiangqi board
///   (pieces on the points, the river and palaces of 10 × 9); every other board is checkered (a1 dark).
/// - **The pieces**: each drawn by its own style (QPI), so a chess-against-shōgi position draws each side
///   in its own kind: chess pieces (our own outlines) white for the first player and black for the
///   second; shōgi pieces as pentagons with their character, pointing at the opponent, promoted ones
///   with red characters; xiangqi pieces as discs with their character, red (first) or black; any other
///   piece, and any derived piece, as a tile with its letter (as FEEN writes it), its state (`+`, `−`),
///   terminal (`^`) and derived (`′`) marks.
/// - **Around it**: the labels ([`Coordinates`]), both hands (the player at the top's over the board)
///   with their counts, and the side to move.
/// - **For web pages**: every square is a `<rect data-square="e4">` and every piece a
///   `<g data-piece="C:P" data-square="e4">` (hand pieces in a `<g data-hand="first">`).
///
/// Everything is shapes except Latin text (labels, the generic tiles' letters, "to move", counts), which
/// is text in a sans-serif font stack (`DejaVu Sans` first): the CJK characters (shōgi and xiangqi pieces,
/// the river, kanji labels) are Noto Serif CJK's outlines, each defined once in `<defs>` (`<path
/// id="gj6b69">`: `j` for the Japanese forms, `c` for the Chinese ones, then the code point) and placed
/// with `<use>`, so the picture does not depend on the fonts of the machine that shows it. The output is a
/// pure function of its arguments.
///
/// ```
/// let position: tabula_feen::Position =
///     "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s".parse()?;
/// let svg = tabula_svg::render(&position, &tabula_svg::Options::default())?;
/// // 歩 (U+6B69), the pawn's character, from its outline.
/// assert!(svg.contains("data-square=\"e1\"") && svg.contains("<use href=\"#gj6b69\""));
/// assert!(svg.ends_with("</svg>\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`Error::OffBoard`] for a highlight or an arrow naming a square this board does not have.
pub fn render(position: &Position, options: &Options) -> Result<String, Error> {
    let shape = position.shape();
    let index = |c: Coordinate| {
        tabula_cell::square_index(shape, c).map_err(|_| Error::OffBoard {
            coordinate: c.to_string(),
            shape: shape.to_string(),
        })
    };
    let highlights = options
        .highlights
        .iter()
        .map(|h| Ok((index(h.square)?, h.mark)))
        .collect::<Result<Vec<(usize, Mark)>, Error>>()?;
    let arrows = options
        .arrows
        .iter()
        .map(|a| Ok((index(a.from)?, index(a.to)?)))
        .collect::<Result<Vec<(usize, usize)>, Error>>()?;

    let palette = &options.palette;
    let held = Side::ALL.map(|side| position.hand(side).len());
    let hand_width = (held != [0, 0]).then(|| hands::width(held[0].max(held[1])));
    let labels = options.coordinates != Coordinates::None;
    let layout = Layout::new(shape, options.flip, labels, hand_width);
    let styles = [Side::First, Side::Second].map(|side| style_letter(*position.style(side)));
    let look = board_look(position.dimensions(), styles);

    let mut defs = Defs::default();
    let mut body = String::with_capacity(16 * 1024);
    let _ = write!(
        body,
        "<rect width=\"{}\" height=\"{}\" fill=\"{}\"/>",
        layout.width,
        layout.height,
        Escaped(&palette.background)
    );
    board::squares(&mut body, &layout, look, shape, palette);
    board::lines(&mut body, &mut defs.glyphs, &layout, look, palette);
    board::labels(
        &mut body,
        &mut defs.glyphs,
        &layout,
        options.coordinates,
        position.dimensions(),
        palette,
    );
    marks::under(&mut body, &mut defs, &layout, &highlights, palette);
    let coordinates = tabula_cell::coordinates(shape).into_iter().flatten();
    for (i, (square, coordinate)) in position.board().iter().zip(coordinates).enumerate() {
        let Some(piece) = square else { continue };
        let (x, y) = layout.cell(i);
        let place = Place {
            x,
            y,
            scale: 100,
            flip: options.flip,
            square: Some(coordinate),
        };
        pieces::draw(&mut body, &mut defs, *piece, &place, palette);
    }
    marks::over(
        &mut body,
        &layout,
        &highlights,
        |i| position.piece_at(i).is_some(),
        palette,
    );
    marks::arrows(&mut body, &layout, &arrows, palette);
    hands::draw(&mut body, &mut defs, position, &layout, palette);

    let size = i64::from(options.size.clamp(1, MAX_SIZE));
    let mut svg =
        String::with_capacity(body.len() + defs.text.len() + defs.glyphs.text.len() + 512);
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" \
         font-family=\"{LATIN_FONTS}\" data-board=\"{}\">\n<title>{}</title>\n<defs>{}{}</defs>\n{body}\n</svg>\n",
        scaled(layout.width, size),
        scaled(layout.height, size),
        layout.width,
        layout.height,
        match look {
            BoardLook::Checkered => "checkered",
            BoardLook::Shogi => "shogi",
            BoardLook::Xiangqi => "xiangqi",
        },
        Escaped(&position.to_string()),
        defs.text,
        defs.glyphs.text,
    );
    Ok(svg)
}

/// `units` (100 to a square) at `size` pixels to a square, rounded up.
fn scaled(units: i64, size: i64) -> i64 {
    (units * size + 99) / 100
}
