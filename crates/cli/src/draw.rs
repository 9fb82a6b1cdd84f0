//! Drawing a position as a framed board with CELL labels.

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

/// The frame characters: corners, edges, junctions.
struct Frame {
    horizontal: char,
    vertical: char,
    top: [char; 3],
    middle: [char; 3],
    bottom: [char; 3],
}

const BOX: Frame = Frame {
    horizontal: '─',
    vertical: '│',
    top: ['┌', '┬', '┐'],
    middle: ['├', '┼', '┤'],
    bottom: ['└', '┴', '┘'],
};

const ASCII: Frame = Frame {
    horizontal: '-',
    vertical: '|',
    top: ['+', '+', '+'],
    middle: ['+', '+', '+'],
    bottom: ['+', '+', '+'],
};

fn letters(index: usize, upper: bool) -> String {
    let i = u8::try_from(index).unwrap_or(u8::MAX);
    let c = Coordinate::new(&[i])
        .map(|c| c.to_string())
        .unwrap_or_default();
    if upper { c.to_uppercase() } else { c }
}

/// Draws the board (ranks labelled with CELL numbers, files with CELL letters, highest rank on top as FEEN
/// writes it), then the hands, styles and side to move; pieces coloured by side when `color`.
#[allow(clippy::too_many_lines)]
pub(crate) fn draw(feen: &Feen<'_>, flip: bool, ascii: bool, color: bool) -> String {
    let frame = if ascii { &ASCII } else { &BOX };
    let squares: Vec<(String, Option<Side>)> = feen
        .squares()
        .map(|s| s.map_or((String::new(), None), |p| (p.to_string(), Some(p.side()))))
        .collect();
    let lengths: Vec<usize> = feen.rank_lengths().collect();
    let width = squares
        .iter()
        .map(|(t, _)| t.len())
        .max()
        .unwrap_or(1)
        .max(1)
        + 2;
    let dimensions = feen.dimensions();
    let shape = feen.shape();
    let ranks_per_layer = shape.map_or(lengths.len(), |s| {
        if s.as_slice().len() == 3 {
            s.as_slice()[1]
        } else {
            lengths.len()
        }
    });
    let layers = lengths.len() / ranks_per_layer.max(1);
    let files = lengths.iter().copied().max().unwrap_or(0);
    // Rank numbers right-aligned in at least two columns (three from rank 100 on).
    let label_width = ranks_per_layer.to_string().len().max(2);
    let margin = " ".repeat(label_width + 1);

    let mut ranks: Vec<Vec<(String, Option<Side>)>> = Vec::new();
    let mut at = 0;
    for &len in &lengths {
        ranks.push(squares[at..at + len].to_vec());
        at += len;
    }
    let mut out = String::new();
    let mut layer_order: Vec<usize> = (0..layers.max(1)).collect();
    if flip {
        layer_order.reverse();
    }
    for layer in layer_order {
        if dimensions == 3 {
            let title = format!("layer {}", letters(layers - 1 - layer, true));
            let _ = writeln!(out, "{}", paint(&title, LABEL, color));
        }
        let mut order: Vec<usize> = (0..ranks_per_layer).collect();
        if flip {
            order.reverse();
        }
        let file_order: Vec<usize> = if flip {
            (0..files).rev().collect()
        } else {
            (0..files).collect()
        };
        let mut header = String::new();
        for &f in &file_order {
            let _ = write!(header, "{:^width$}", letters(f, false), width = width + 1);
        }
        let _ = writeln!(out, "{margin} {}", paint(header.trim_end(), LABEL, color));
        let rule = |ends: [char; 3]| {
            let cells: Vec<String> = (0..files)
                .map(|_| frame.horizontal.to_string().repeat(width))
                .collect();
            format!(
                "{margin}{}{}{}",
                ends[0],
                cells.join(&ends[1].to_string()),
                ends[2]
            )
        };
        let _ = writeln!(out, "{}", rule(frame.top));
        for (row, &r) in order.iter().enumerate() {
            let rank = &ranks[layer * ranks_per_layer + r];
            let label = if dimensions == 1 {
                String::new()
            } else {
                (ranks_per_layer - r).to_string()
            };
            let mut line = format!(
                "{} {}",
                paint(&format!("{label:>label_width$}"), LABEL, color),
                frame.vertical
            );
            for &f in &file_order {
                let (cell, side) = rank.get(f).map_or(("", None), |(t, s)| (t.as_str(), *s));
                // Centred by hand: escape codes must not count in the width.
                let pad = width - cell.len();
                let painted = side.map_or_else(
                    || cell.to_owned(),
                    |side| paint(cell, side_style(side), color),
                );
                let _ = write!(
                    line,
                    "{}{painted}{}{}",
                    " ".repeat(pad / 2),
                    " ".repeat(pad - pad / 2),
                    frame.vertical
                );
            }
            if label.is_empty() {
                let _ = writeln!(out, "{line}");
            } else {
                let _ = writeln!(out, "{line} {}", paint(&label, LABEL, color));
            }
            if row + 1 < order.len() {
                let _ = writeln!(out, "{}", rule(frame.middle));
            }
        }
        let _ = writeln!(out, "{}", rule(frame.bottom));
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
        let _ = writeln!(out, "note: irregular board (rank lengths {lengths:?})");
    }
    out
}
