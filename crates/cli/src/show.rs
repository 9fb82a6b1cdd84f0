//! `tabula show`: the terminal drawing (tabula-svg's terminal module) or a picture (SVG, PNG).

use tabula_feen::{Feen, Position};
use tabula_svg::terminal::{self, Labels, TerminalOptions};
use tabula_svg::{Coordinate, Highlight, Options};

use crate::cli::Drawing;

/// How squares are labelled (`show --coordinates`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub(crate) enum Coordinates {
    /// CELL: files `a` …, ranks `1` … (layers `A` …).
    Cell,
    /// Shōgi (USI): files `9` … `1` from the left, ranks `a` … `i` from the top.
    Shogi,
    /// Pictures: shōgi's in Japanese (files ９ … １, ranks 一 … 九).
    Kanji,
    /// Pictures: xiangqi's (files 1 … 9 from each player's right).
    Xiangqi,
    /// Pictures: no labels.
    None,
}

/// What `show` draws (`--format`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub(crate) enum Picture {
    /// The terminal board.
    Text,
    /// An SVG document.
    Svg,
    /// A PNG image.
    Png,
}

/// The options of `show` (after the position).
#[derive(clap::Args)]
pub(crate) struct ShowArgs {
    #[command(flatten)]
    pub(crate) drawing: Drawing,
    /// Square labels: CELL (files a…, ranks 1…), or shōgi's (files 9 … 1 from the left, ranks a … i
    /// from the top) for a 2-D board; for pictures also kanji (shōgi's in Japanese), xiangqi (files
    /// 1 … 9 from each player's right) and none.
    #[arg(long, value_enum, default_value_t = Coordinates::Cell)]
    pub(crate) coordinates: Coordinates,
    /// What to draw: text (the terminal board), svg or png (a picture).
    #[arg(long, value_enum, default_value_t = Picture::Text)]
    pub(crate) format: Picture,
    /// Write the drawing to FILE instead of stdout.
    #[arg(short, long, value_name = "FILE")]
    pub(crate) output: Option<std::path::PathBuf>,
    /// Pictures: squares to tint as the last move, comma-separated CELL coordinates (e2,e4).
    #[arg(long, value_name = "SQUARES", value_delimiter = ',')]
    pub(crate) highlight: Vec<String>,
    /// Pictures: the side of a square in pixels, 1 to 512.
    #[arg(long, value_name = "N", default_value_t = 48,
          value_parser = clap::value_parser!(u32).range(1..=i64::from(tabula_svg::MAX_SIZE)))]
    pub(crate) size: u32,
}

/// The drawing of `view` as bytes (the text drawing coloured when `color`), or why it cannot be drawn.
pub(crate) fn draw(view: &Feen<'_>, request: &ShowArgs, color: bool) -> Result<Vec<u8>, String> {
    if request.format == Picture::Text {
        let labels = match request.coordinates {
            Coordinates::Cell => Labels::Cell,
            Coordinates::Shogi => Labels::Shogi,
            other => {
                return Err(format!(
                    "--coordinates {} is for pictures (--format svg or png)",
                    format!("{other:?}").to_lowercase()
                ));
            }
        };
        if !request.highlight.is_empty() {
            return Err("--highlight is for pictures (--format svg or png)".to_owned());
        }
        let labels = terminal::shogi_labels(view, labels)?;
        let drawing = request.drawing;
        let options = TerminalOptions {
            flip: drawing.flip,
            ascii: drawing.ascii,
            color,
            labels,
        };
        return Ok(terminal::draw(view, &options).into_bytes());
    }
    if !view.is_regular() {
        return Err(
            "a picture needs a rectangular board; this one is irregular (use --format text)"
                .to_owned(),
        );
    }
    let position: Position = view.as_str().parse().map_err(|e| format!("{e}"))?;
    let mut options = Options::default();
    options.flip = request.drawing.flip;
    options.size = request.size;
    options.coordinates = match request.coordinates {
        Coordinates::Cell => tabula_svg::Coordinates::Cell,
        Coordinates::Shogi => tabula_svg::Coordinates::Shogi,
        Coordinates::Kanji => tabula_svg::Coordinates::Kanji,
        Coordinates::Xiangqi => tabula_svg::Coordinates::Xiangqi,
        Coordinates::None => tabula_svg::Coordinates::None,
    };
    for square in &request.highlight {
        let coordinate: Coordinate = square
            .trim()
            .parse()
            .map_err(|e| format!("--highlight {square}: {e}"))?;
        options.highlights.push(Highlight::last_move(coordinate));
    }
    let drawn = match request.format {
        Picture::Png => tabula_svg::render_png(&position, &options).map_err(|e| e.to_string())?,
        _ => tabula_svg::render(&position, &options)
            .map_err(|e| e.to_string())?
            .into_bytes(),
    };
    Ok(drawn)
}
