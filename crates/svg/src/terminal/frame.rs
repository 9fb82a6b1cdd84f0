//! The frame of the terminal drawing: the colours, the junction characters and the layout of one layer.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use tabula_cell::Coordinate;
use tabula_feen::Side;

use super::{Labels, Square};

/// First-side pieces: bold yellow; second-side pieces: bold cyan; labels: dimmed.
const FIRST: Style = Style::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Yellow)));
const SECOND: Style = Style::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(AnsiColor::Cyan)));
pub(super) const LABEL: Style = Style::new().dimmed();

/// `text` in `style` when colouring, as is otherwise.
pub(super) fn paint(text: &str, style: Style, color: bool) -> String {
    if color && !text.trim().is_empty() {
        format!("{style}{text}{style:#}")
    } else {
        text.to_owned()
    }
}

pub(super) fn side_style(side: Side) -> Style {
    match side {
        Side::First => FIRST,
        Side::Second => SECOND,
    }
}

/// The CELL letters of index `index` (`a` … `z`, `aa` …), upper case for layers.
pub(super) fn letters(index: usize, upper: bool) -> String {
    let i = u8::try_from(index).unwrap_or(u8::MAX);
    let c = Coordinate::new(&[i])
        .map(|c| c.to_string())
        .unwrap_or_default();
    if upper { c.to_uppercase() } else { c }
}

/// The frame character where the lines going `[up, down, left, right]` meet.
pub(super) fn junction(ascii: bool, [up, down, left, right]: [bool; 4]) -> char {
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

/// How one layer is laid out: the columns, the cell width, the margin for rank numbers.
pub(super) struct Layout {
    pub(super) ascii: bool,
    pub(super) color: bool,
    pub(super) flip: bool,
    /// The number of columns: the longest rank.
    pub(super) files: usize,
    /// Inner width of a square (the longest token plus a space each side).
    pub(super) width: usize,
    /// Width of the rank numbers.
    pub(super) label_width: usize,
    /// The labels (shōgi's: files numbered from the right, 9 … 1, ranks lettered from the top, a … i).
    pub(super) coordinates: Labels,
}

impl Layout {
    /// The file shown in column `column` (files run backwards when flipped).
    pub(super) fn file(&self, column: usize) -> usize {
        if self.flip {
            self.files - 1 - column
        } else {
            column
        }
    }

    /// Whether `rank` has a square in column `column` (`column` may be -1 or `files`: outside).
    pub(super) fn has(&self, rank: Option<&[Square]>, column: Option<usize>) -> bool {
        match (rank, column) {
            (Some(rank), Some(column)) if column < self.files => self.file(column) < rank.len(),
            _ => false,
        }
    }

    /// The horizontal rule between two drawn ranks (`None` above the first or below the last).
    pub(super) fn rule(&self, above: Option<&[Square]>, below: Option<&[Square]>) -> String {
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
    pub(super) fn rank(&self, rank: &[Square], label: &str) -> String {
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
    pub(super) fn header(&self) -> String {
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
