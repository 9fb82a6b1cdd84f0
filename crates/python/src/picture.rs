//! Pictures of a position: the SVG of `tabula-svg` (what Jupyter shows through `_repr_svg_`) and the text
//! board `tabula show` draws (`tabula_svg::terminal`), from a FEEN string.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use tabula_cell::Coordinate;
use tabula_game::{DynGame, GameKind, Notation};
use tabula_svg::{Arrow, Coordinates, Highlight, Mark, Options};

/// What the picture methods take (`svg(flip=..., coordinates=..., size=..., highlights=..., last_move=...,
/// arrows=...)`), read from Python values.
#[derive(Default)]
pub(crate) struct Picture {
    pub(crate) options: Options,
}

fn square(text: &str) -> PyResult<Coordinate> {
    text.parse::<Coordinate>()
        .map_err(|error| PyValueError::new_err(format!("{text:?} is not a square: {error}")))
}

fn mark(name: &str) -> PyResult<Mark> {
    Ok(match name {
        "last-move" | "last_move" => Mark::LastMove,
        "selected" => Mark::Selected,
        "check" => Mark::Check,
        "destination" => Mark::Destination,
        other => {
            return Err(PyValueError::new_err(format!(
                "a mark is \"last-move\", \"selected\", \"check\" or \"destination\", not {other:?}"
            )));
        }
    })
}

fn coordinates(name: &str) -> PyResult<Coordinates> {
    Ok(match name {
        "none" => Coordinates::None,
        "cell" => Coordinates::Cell,
        "shogi" => Coordinates::Shogi,
        "kanji" => Coordinates::Kanji,
        "xiangqi" => Coordinates::Xiangqi,
        other => {
            return Err(PyValueError::new_err(format!(
                "coordinates are \"cell\", \"shogi\", \"kanji\", \"xiangqi\" or \"none\", not {other:?}"
            )));
        }
    })
}

/// The squares a PMN move touches, to mark as the last move: source and destination, or the one square.
pub(crate) fn move_squares(pmn: &str) -> Vec<Coordinate> {
    let Ok(m) = tabula_pmn::Move::parse(pmn) else {
        return Vec::new();
    };
    [m.source(), m.destination(), m.square()]
        .into_iter()
        .flatten()
        .collect()
}

impl Picture {
    /// The options from the keyword arguments; `last_move` a PMN move or a pair of squares.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        flip: bool,
        coordinates_name: Option<&str>,
        size: u32,
        highlights: Option<&Bound<'_, PyAny>>,
        last_move: Option<&Bound<'_, PyAny>>,
        arrows: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Picture> {
        let mut options = Options::default();
        options.flip = flip;
        options.size = size;
        if let Some(name) = coordinates_name {
            options.coordinates = coordinates(name)?;
        }
        if let Some(last) = last_move {
            if let Ok(text) = last.cast::<PyString>() {
                let squares = move_squares(text.to_str()?);
                if squares.is_empty() {
                    return Err(PyValueError::new_err(format!(
                        "last_move {:?} is not a PMN move with squares",
                        text.to_str()?
                    )));
                }
                options
                    .highlights
                    .extend(squares.into_iter().map(Highlight::last_move));
            } else {
                for item in last.try_iter()? {
                    let item = item?;
                    options.highlights.push(Highlight::last_move(square(
                        item.cast::<PyString>()?.to_str()?,
                    )?));
                }
            }
        }
        if let Some(highlights) = highlights {
            if let Ok(dict) = highlights.cast::<PyDict>() {
                for (key, value) in dict.iter() {
                    let at = square(key.cast::<PyString>()?.to_str()?)?;
                    let how = mark(value.cast::<PyString>()?.to_str()?)?;
                    options.highlights.push(Highlight::new(at, how));
                }
            } else {
                for item in highlights.try_iter()? {
                    let item = item?;
                    let at = square(item.cast::<PyString>()?.to_str()?)?;
                    options.highlights.push(Highlight::new(at, Mark::Selected));
                }
            }
        }
        if let Some(arrows) = arrows {
            for pair in arrows.try_iter()? {
                let (from, to): (String, String) = pair?.extract()?;
                options
                    .arrows
                    .push(Arrow::new(square(&from)?, square(&to)?));
            }
        }
        Ok(Picture { options })
    }

    /// The SVG of the position `feen`.
    pub(crate) fn svg(&self, feen: &str) -> PyResult<String> {
        let position: tabula_feen::Position = feen
            .parse()
            .map_err(|error: tabula_feen::Error| PyValueError::new_err(error.to_string()))?;
        tabula_svg::render(&position, &self.options)
            .map_err(|error| PyValueError::new_err(error.to_string()))
    }
}

/// The SVG picture of a game's current position, the game's usual labels when `coordinates` is `None`
/// (tabula-games' `usual_coordinates`) and its last move marked when `last_move` is `None`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn game_svg(
    game: &dyn DynGame,
    flip: bool,
    coordinates: Option<&str>,
    size: u32,
    highlights: Option<&Bound<'_, PyAny>>,
    last_move: Option<&Bound<'_, PyAny>>,
    arrows: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let coordinates = coordinates.unwrap_or(tabula_games::usual_coordinates(game.kind()));
    let mut picture = Picture::new(flip, Some(coordinates), size, highlights, last_move, arrows)?;
    if last_move.is_none()
        && let Some(last) = game
            .moves(Notation::Pmn)
            .ok()
            .and_then(|m| m.last().cloned())
    {
        picture.options.highlights.splice(
            0..0,
            move_squares(&last).into_iter().map(Highlight::last_move),
        );
    }
    picture.svg(&game.feen())
}

/// The text board of `tabula show` (box-drawing characters, or ASCII), with the labels of the game the
/// position is for where the text board draws them (shōgi's), else CELL's.
pub(crate) fn text(feen: &str, flip: bool, ascii: bool) -> String {
    match tabula_feen::Feen::parse(feen) {
        Ok(view) => {
            let usual = GameKind::from_feen(feen).map_or("cell", tabula_games::usual_coordinates);
            let labels = if usual == "shogi" {
                tabula_svg::terminal::shogi_labels(&view, tabula_svg::terminal::Labels::Shogi)
                    .unwrap_or_default()
            } else {
                tabula_svg::terminal::Labels::Cell
            };
            tabula_svg::terminal::draw(
                &view,
                &tabula_svg::terminal::TerminalOptions {
                    flip,
                    ascii,
                    color: false,
                    labels,
                },
            )
        }
        Err(error) => format!("<position: {error}>"),
    }
}
