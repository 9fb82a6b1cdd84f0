//! The terminal drawing of a position: a framed board with CELL (or shōgi) labels, then the hands, styles
//! and side to move, as text (box-drawing characters or ASCII, optionally coloured with ANSI escapes). The
//! `tabula show` command prints it.
//!
//! ```
//! let feen = tabula_feen::Feen::parse("k^+p4+PK^ / C/c")?;
//! let drawn = tabula_svg::text::draw(&feen, false, true, false);
//! assert!(drawn.starts_with("      a    b    c"));
//! assert!(drawn.contains("| k^ | +p |"));
//! # Ok::<(), tabula_feen::Error>(())
//! ```
//!
//! The board is drawn from the FEEN string itself (the borrowing view), so irregular boards, which are valid
//! FEEN without a rectangular shape, are drawn too: each rank has the squares it has, and a square that does
//! not exist gets no frame (an empty square is an empty frame).

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use tabula_cell::Coordinate;
use tabula_feen::{Feen, Side};

/// First-side pieces: bold yellow; second-side pieces: bold cyan; labels: dimmed.
const FIRST: Style = Style::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Yellow)));
const SECOND: Style = Style::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Cyan)));
const LABEL: Style = Style::new().dimmed();

/// `text` in `style` when colouring, as is otherwise.
fn paint(text: &str, style: Style, color: bool) -> String {
    if color && !text.trim().is_empty() {
        format!("{style}{text}{style:#}")
    } else {
        text.to_owned()
    }
}

fn side_style(side: Side) -> Style {
    match side {
        Side::First => FIRST,
        Side::Second => SECOND,
    }
}

/// The CELL letters of index `index` (`a` … `z`, `aa` …), upper case for layers.
fn letters(index: usize, upper: bool) -> String {
    let i = u8::try_from(index).unwrap_or(u8::MAX);
    let c = Coordinate::new(&[i])
        .map(|c| c.to_string())
        .unwrap_or_default();
    if upper { c.to_uppercase() } else { c }
}

/// The frame character where the lines going `[up, down, left, right]` meet.
fn junction(ascii: bool, [up, down, left, right]: [bool; 4]) -> char {
    if ascii {
        return match (up || down, left || right) {
            (true, _) => '+',
            (false, true) => '-',
            (false, false) => ' ',
        };
    }
    match (up, down, left, right) {
        (true, true, true, true) => '┼',
        (true, true, true, false) => '┤',
        (true, true, false, true) => '├',
        (true, true, false, false) => '│',
        (true, false, true, true) => '┴',
        (true, false, true, false) => '┘',
        (true, false, false, true) => '└',
        (false, true, true, true) => '┬',
        (false, true, true, false) => '┐',
        (false, true, false, true) => '┌',
        (false, _, _, _) if up || down => '│',
        (false, false, true, _) | (false, false, _, true) => '─',
        _ => ' ',
    }
}

/// How squares are labelled in the text drawing.
///
/// ```
/// use tabula_svg::text::{Labels, draw_with};
/// let feen = tabula_feen::Feen::parse("9/9/9/9/9/9/9/9/9 / S/s")?;
/// let drawn = draw_with(&feen, false, true, false, Labels::Shogi);
/// assert!(drawn.starts_with("     9   8   7"));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum Labels {
    /// CELL: files `a` …, ranks `1` … (layers `A` …).
    #[default]
    Cell,
    /// Shōgi (USI): files `9` … `1` from the left, ranks `a` … `i` from the top.
    Shogi,
}

/// The labels to draw `feen` with: an error for shōgi labels on a board they cannot label (not 2-D, or
/// irregular).
///
/// ```
/// use tabula_svg::text::{Labels, shogi_labels};
/// let line = tabula_feen::Feen::parse("9 / S/s")?;
/// assert_eq!(shogi_labels(&line, Labels::Cell), Ok(Labels::Cell));
/// assert!(shogi_labels(&line, Labels::Shogi).unwrap_err().contains("this board is 1-D"));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
///
/// # Errors
/// The message for a board shōgi labels cannot label.
pub fn shogi_labels(feen: &Feen<'_>, coordinates: Labels) -> Result<Labels, String> {
    if coordinates == Labels::Cell {
        return Ok(coordinates);
    }
    if feen.dimensions() != 2 || !feen.is_regular() {
        return Err(format!(
            "--coordinates shogi labels a rectangular 2-D board; this board is {}",
            if feen.is_regular() {
                format!("{}-D", feen.dimensions())
            } else {
                "irregular".to_owned()
            }
        ));
    }
    Ok(coordinates)
}

/// One square as drawn: its token and the side of its piece (`None` for an empty square).
type Square = (String, Option<Side>);

/// The board as written: layers (highest first), each a list of ranks (highest first), each a list of squares.
fn layers(feen: &Feen<'_>) -> Vec<Vec<Vec<Square>>> {
    let squares: Vec<Square> = feen
        .squares()
        .map(|s| s.map_or((String::new(), None), |p| (p.to_string(), Some(p.side()))))
        .collect();
    let mut rest = squares.as_slice();
    let mut ranks: Vec<Vec<Square>> = Vec::new();
    for len in feen.rank_lengths() {
        let (rank, tail) = rest.split_at(len.min(rest.len()));
        ranks.push(rank.to_vec());
        rest = tail;
    }
    // Layers are the `//`-separated groups of the placement field (a valid string has no longer run).
    let placement = feen.as_str().split(' ').next().unwrap_or_default();
    let per_layer: Vec<usize> = if feen.dimensions() == 3 {
        placement
            .split("//")
            .map(|layer| layer.matches('/').count() + 1)
            .collect()
    } else {
        vec![ranks.len()]
    };
    if per_layer.iter().sum::<usize>() != ranks.len() {
        return vec![ranks];
    }
    let mut ranks = ranks.into_iter();
    per_layer
        .iter()
        .map(|&n| ranks.by_ref().take(n).collect())
        .collect()
}

/// How one layer is laid out: the columns, the cell width, the margin for rank numbers.
struct Layout {
    ascii: bool,
    color: bool,
    flip: bool,
    /// The number of columns: the longest rank.
    files: usize,
    /// Inner width of a square (the longest token plus a space each side).
    width: usize,
    /// Width of the rank numbers.
    label_width: usize,
    /// The labels (shōgi's: files numbered from the right, 9 … 1, ranks lettered from the top, a … i).
    coordinates: Labels,
}

impl Layout {
    /// The file shown in column `column` (files run backwards when flipped).
    fn file(&self, column: usize) -> usize {
        if self.flip {
            self.files - 1 - column
        } else {
            column
        }
    }

    /// Whether `rank` has a square in column `column` (`column` may be -1 or `files`: outside).
    fn has(&self, rank: Option<&[Square]>, column: Option<usize>) -> bool {
        match (rank, column) {
            (Some(rank), Some(column)) if column < self.files => self.file(column) < rank.len(),
            _ => false,
        }
    }

    /// The horizontal rule between two drawn ranks (`None` above the first or below the last).
    fn rule(&self, above: Option<&[Square]>, below: Option<&[Square]>) -> String {
        let horizontal = if self.ascii { '-' } else { '─' };
        let mut line = " ".repeat(self.label_width + 1);
        for boundary in 0..=self.files {
            let (left, right) = (boundary.checked_sub(1), Some(boundary));
            let cell_left = self.has(above, left) || self.has(below, left);
            let cell_right = self.has(above, right) || self.has(below, right);
            let up = self.has(above, left) || self.has(above, right);
            let down = self.has(below, left) || self.has(below, right);
            line.push(junction(self.ascii, [up, down, cell_left, cell_right]));
            if boundary < self.files {
                let fill = if cell_right { horizontal } else { ' ' };
                line.extend(std::iter::repeat_n(fill, self.width));
            }
        }
        line.trim_end().to_owned()
    }

    /// One rank: its number (none on a 1-D board), its squares, its number again.
    fn rank(&self, rank: &[Square], label: &str) -> String {
        let vertical = if self.ascii { '|' } else { '│' };
        let mut line = format!(
            "{} ",
            paint(
                &format!("{label:>width$}", width = self.label_width),
                LABEL,
                self.color
            )
        );
        for boundary in 0..=self.files {
            let (left, right) = (boundary.checked_sub(1), Some(boundary));
            let edge = self.has(Some(rank), left) || self.has(Some(rank), right);
            line.push(if edge { vertical } else { ' ' });
            if boundary == self.files {
                break;
            }
            match rank.get(self.file(boundary)) {
                Some((token, side)) => {
                    // Centred by hand: escape codes must not count in the width.
                    let pad = self.width - token.len();
                    let painted = side.map_or_else(
                        || token.clone(),
                        |side| paint(token, side_style(side), self.color),
                    );
                    let _ = write!(
                        line,
                        "{}{painted}{}",
                        " ".repeat(pad / 2),
                        " ".repeat(pad - pad / 2)
                    );
                }
                None => line.push_str(&" ".repeat(self.width)),
            }
        }
        if label.is_empty() {
            line.trim_end().to_owned()
        } else {
            format!("{line} {}", paint(label, LABEL, self.color))
        }
    }

    /// The file letters over the columns.
    fn header(&self) -> String {
        let mut header = String::new();
        for column in 0..self.files {
            let file = self.file(column);
            let label = if self.coordinates == Labels::Shogi {
                (self.files - file).to_string()
            } else {
                letters(file, false)
            };
            let _ = write!(header, "{label:^width$}", width = self.width + 1);
        }
        format!(
            "{} {}",
            " ".repeat(self.label_width + 1),
            paint(header.trim_end(), LABEL, self.color)
        )
    }
}

/// Draws the board (ranks labelled with CELL numbers, files with CELL letters, highest rank on top as FEEN
/// writes it; each layer of a 3-D board under its CELL layer letter, highest first), then the hands, styles
/// and side to move; pieces coloured by side when `color`. `flip` turns the board half a turn (and shows the
/// lowest layer first).
///
/// ```
/// let feen = tabula_feen::Feen::parse("ab/cd//AB/CD / G/g")?;
/// let drawn = tabula_svg::text::draw(&feen, false, false, false);
/// assert!(drawn.starts_with("layer B\n"));
/// assert!(drawn.ends_with("to move: first\n"));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[must_use]
pub fn draw(feen: &Feen<'_>, flip: bool, ascii: bool, color: bool) -> String {
    draw_with(feen, flip, ascii, color, Labels::Cell)
}

/// [`draw`], with the given labels: shōgi's are files numbered 9 … 1 from the left and ranks lettered a … i
/// from the top, as USI writes squares (`7g`); the caller checks with [`shogi_labels`] that the board can
/// take them.
///
/// ```
/// use tabula_svg::text::{Labels, draw_with};
/// let feen = tabula_feen::Feen::parse("k^8/9/9/9/9/9/9/9/8K^ / S/s")?;
/// let drawn = draw_with(&feen, false, true, false, Labels::Shogi);
/// assert!(drawn.contains(" a | k^ |"));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[must_use]
pub fn draw_with(
    feen: &Feen<'_>,
    flip: bool,
    ascii: bool,
    color: bool,
    coordinates: Labels,
) -> String {
    let layers = layers(feen);
    let tallest = layers.iter().map(Vec::len).max().unwrap_or(0);
    let squares = layers.iter().flatten().flatten();
    let layout = Layout {
        ascii,
        color,
        flip,
        files: layers.iter().flatten().map(Vec::len).max().unwrap_or(0),
        width: squares.map(|(t, _)| t.len()).max().unwrap_or(0).max(1) + 2,
        // Rank numbers right-aligned in at least two columns (three from rank 100 on).
        label_width: tallest.to_string().len().max(2),
        coordinates,
    };
    let mut out = String::new();
    let count = layers.len();
    let mut order: Vec<usize> = (0..count).collect();
    if flip {
        order.reverse();
    }
    for l in order {
        let ranks = &layers[l];
        if feen.dimensions() == 3 {
            let title = format!("layer {}", letters(count - 1 - l, true));
            let _ = writeln!(out, "{}", paint(&title, LABEL, color));
        }
        let _ = writeln!(out, "{}", layout.header());
        // Ranks as drawn, each with its number (the first written is the highest).
        let mut drawn: Vec<(&[Square], String)> = ranks
            .iter()
            .enumerate()
            .map(|(r, rank)| {
                let label = if feen.dimensions() == 1 {
                    String::new()
                } else if coordinates == Labels::Shogi {
                    letters(r, false)
                } else {
                    (ranks.len() - r).to_string()
                };
                (rank.as_slice(), label)
            })
            .collect();
        if flip {
            drawn.reverse();
        }
        let mut above = None;
        for (rank, label) in &drawn {
            let _ = writeln!(out, "{}", layout.rule(above, Some(rank)));
            let _ = writeln!(out, "{}", layout.rank(rank, label));
            above = Some(*rank);
        }
        let _ = writeln!(out, "{}", layout.rule(above, None));
    }
    for side in Side::ALL {
        let items: Vec<String> = feen
            .hand(side)
            .map(|(p, n)| {
                let token = paint(&p.to_string(), side_style(p.side()), color);
                match (n, ascii) {
                    (1, _) => token,
                    // ASCII: the count before the piece, as FEEN writes it.
                    (_, true) => format!("{n}{token}"),
                    (_, false) => format!("{token}×{n}"),
                }
            })
            .collect();
        let items = if items.is_empty() {
            "(empty)".to_owned()
        } else {
            items.join(" ")
        };
        let _ = writeln!(out, "{side:<6} hand: {items}");
    }
    let _ = writeln!(
        out,
        "styles: {} (first), {} (second)",
        feen.first_style(),
        feen.second_style()
    );
    let _ = writeln!(out, "to move: {}", feen.turn());
    if !feen.is_regular() {
        let list = |numbers: Vec<usize>| {
            numbers
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let lengths = list(layers.iter().flatten().map(Vec::len).collect());
        let _ = write!(
            out,
            "note: irregular board (valid FEEN, no rectangular shape): ranks of {lengths} squares"
        );
        if count > 1 {
            let _ = write!(
                out,
                "; layers of {} ranks",
                list(layers.iter().map(Vec::len).collect())
            );
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(text: &str, flip: bool, ascii: bool) -> String {
        draw(&Feen::parse(text).unwrap(), flip, ascii, false)
    }

    #[test]
    fn missing_squares_of_an_irregular_board_have_no_frame() {
        let drawn = show("rkr/pp/PPPP / C/c", false, false);
        let expected = [
            "     a   b   c   d",
            "   ┌───┬───┬───┐",
            " 3 │ r │ k │ r │     3",
            "   ├───┼───┼───┘",
            " 2 │ p │ p │         2",
            "   ├───┼───┼───┬───┐",
            " 1 │ P │ P │ P │ P │ 1",
            "   └───┴───┴───┴───┘\n",
        ]
        .join("\n");
        assert!(drawn.starts_with(&expected), "{drawn}");
        assert!(drawn.ends_with("ranks of 3, 2, 4 squares\n"), "{drawn}");
        // Flipped, the short ranks lose their squares on the left.
        let flipped = show("rkr/pp/PPPP / C/c", true, true);
        assert!(flipped.contains("\n 2         | p | p | 2\n"), "{flipped}");
        assert!(
            flipped.contains("\n       +---+---+---+\n 3     | r | k | r | 3\n"),
            "{flipped}"
        );
    }

    #[test]
    fn an_irregular_three_d_board_keeps_its_layers() {
        let drawn = show("ab/c//AB/CD/EF / G/g", false, false);
        assert!(drawn.starts_with("layer B\n"), "{drawn}");
        assert!(drawn.contains(" 2 │ a │ b │ 2\n"), "{drawn}");
        assert!(drawn.contains(" 1 │ c │     1\n"), "{drawn}");
        assert!(drawn.contains("layer A\n"), "{drawn}");
        assert!(drawn.contains(" 3 │ A │ B │ 3\n"), "{drawn}");
        assert!(drawn.ends_with("; layers of 2, 3 ranks\n"), "{drawn}");
    }

    #[test]
    fn junctions_cover_every_meeting() {
        assert_eq!(junction(false, [false, true, false, true]), '┌');
        assert_eq!(junction(false, [true, true, true, true]), '┼');
        assert_eq!(junction(false, [true, false, true, false]), '┘');
        assert_eq!(junction(false, [false, false, false, false]), ' ');
        assert_eq!(junction(true, [true, false, false, false]), '+');
        assert_eq!(junction(true, [false, false, true, true]), '-');
        assert_eq!(junction(true, [false, false, false, false]), ' ');
    }
}
