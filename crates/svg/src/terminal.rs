//! The terminal drawing of a position: a framed board with CELL (or shōgi) labels, then the hands, styles
//! and side to move, as text (box-drawing characters or ASCII, optionally coloured with ANSI escapes). The
//! `tabula show` command prints it.
//!
//! ```
//! use tabula_svg::terminal::{self, TerminalOptions};
//! let feen = tabula_feen::Feen::parse("k^+p4+PK^ / C/c")?;
//! let options = TerminalOptions { ascii: true, ..TerminalOptions::default() };
//! let drawn = terminal::draw(&feen, &options);
//! assert!(drawn.starts_with("      a    b    c"));
//! assert!(drawn.contains("| k^ | +p |"));
//! # Ok::<(), tabula_feen::Error>(())
//! ```
//!
//! The board is drawn from the FEEN string itself (the borrowing view), so irregular boards, which are valid
//! FEEN without a rectangular shape, are drawn too: each rank has the squares it has, and a square that does
//! not exist gets no frame (an empty square is an empty frame).

use std::fmt::Write as _;

use tabula_feen::{Feen, Side};

mod frame;

use frame::{LABEL, Layout, letters, paint, side_style};

/// How squares are labelled in the terminal drawing.
///
/// ```
/// use tabula_svg::terminal::{self, Labels, TerminalOptions};
/// let feen = tabula_feen::Feen::parse("9/9/9/9/9/9/9/9/9 / S/s")?;
/// let options = TerminalOptions { ascii: true, labels: Labels::Shogi, ..TerminalOptions::default() };
/// let drawn = terminal::draw(&feen, &options);
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

/// How to draw a position as terminal text. Start from [`TerminalOptions::default`] (box-drawing
/// characters, no colour, not flipped, CELL labels) and set the fields you need.
///
/// ```
/// use tabula_svg::terminal::{self, TerminalOptions};
/// let feen = tabula_feen::Feen::parse("rk/2/KR / C/c")?;
/// let plain = terminal::draw(&feen, &TerminalOptions::default());
/// assert!(plain.contains(" 3 │ r │ k │ 3"));
/// // ASCII, turned half a turn: the first rank on top, files from `b` on the left.
/// let options = TerminalOptions { flip: true, ascii: true, ..TerminalOptions::default() };
/// let flipped = terminal::draw(&feen, &options);
/// assert!(flipped.starts_with("     b   a"));
/// assert!(flipped.contains(" 1 | R | K | 1"));
/// // Coloured: pieces wrapped in ANSI escapes, one colour a side.
/// let coloured = terminal::draw(&feen, &TerminalOptions { color: true, ..TerminalOptions::default() });
/// assert!(coloured.contains('\u{1b}'));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TerminalOptions {
    /// Turn the board half a turn: the lowest rank on top, the last file on the left (and the lowest layer
    /// of a 3-D board first). Default: `false`.
    pub flip: bool,
    /// Draw the frame with ASCII (`+`, `-`, `|`) instead of box-drawing characters, and write a hand's
    /// counts before the piece as FEEN does (`2P`, not `P×2`). Default: `false`.
    pub ascii: bool,
    /// Colour the pieces by side (and dim the labels) with ANSI escapes. Default: `false`.
    pub color: bool,
    /// The square labels; check with [`shogi_labels`] that the board can take [`Labels::Shogi`].
    /// Default: [`Labels::Cell`].
    pub labels: Labels,
}

/// The labels to draw `feen` with: an error for shōgi labels on a board they cannot label (not 2-D, or
/// irregular).
///
/// ```
/// use tabula_svg::terminal::{Labels, shogi_labels};
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
pub(crate) type Square = (String, Option<Side>);

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

/// Draws the board (ranks labelled with CELL numbers, files with CELL letters, highest rank on top as FEEN
/// writes it; each layer of a 3-D board under its CELL layer letter, highest first), then the hands, styles
/// and side to move, as `options` say: pieces coloured by side when `color`; `flip` turns the board half a
/// turn (and shows the lowest layer first); shōgi labels are files numbered 9 … 1 from the left and ranks
/// lettered a … i from the top, as USI writes squares (`7g`), and the caller checks with [`shogi_labels`]
/// that the board can take them.
///
/// ```
/// use tabula_svg::terminal::{self, Labels, TerminalOptions};
/// let feen = tabula_feen::Feen::parse("ab/cd//AB/CD / G/g")?;
/// let drawn = terminal::draw(&feen, &TerminalOptions::default());
/// assert!(drawn.starts_with("layer B\n"));
/// assert!(drawn.ends_with("to move: first\n"));
///
/// let feen = tabula_feen::Feen::parse("k^8/9/9/9/9/9/9/9/8K^ / S/s")?;
/// let options = TerminalOptions { ascii: true, labels: Labels::Shogi, ..TerminalOptions::default() };
/// assert!(terminal::draw(&feen, &options).contains(" a | k^ |"));
/// # Ok::<(), tabula_feen::Error>(())
/// ```
#[must_use]
pub fn draw(feen: &Feen<'_>, options: &TerminalOptions) -> String {
    let &TerminalOptions {
        flip,
        ascii,
        color,
        labels: coordinates,
    } = options;
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
    hands_and_turn(&mut out, feen, ascii, color);
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

/// Writes the hands (counts as FEEN writes them in ASCII), the styles and the side to move.
fn hands_and_turn(out: &mut String, feen: &Feen<'_>, ascii: bool, color: bool) {
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
}

#[cfg(test)]
mod tests {
    use super::frame::junction;
    use super::*;

    fn show(text: &str, flip: bool, ascii: bool) -> String {
        let options = TerminalOptions {
            flip,
            ascii,
            ..TerminalOptions::default()
        };
        draw(&Feen::parse(text).unwrap(), &options)
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
