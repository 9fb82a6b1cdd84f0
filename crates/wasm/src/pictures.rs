//! Pictures of positions: SVG drawn by tabula-svg, with the options JavaScript passes.

use serde_json::Value;
use tabula_svg::{Arrow, Coordinate, Coordinates, Highlight, Mark, Options};

use crate::failure::Failure;

/// The largest square size `renderSvg` accepts, in pixels.
pub const MAX_SQUARE_SIZE: u32 = 1024;

/// An SVG picture of a position in any format, with options `{ flip, size, coordinates, highlights:
/// [{ square, mark }], arrows: [[from, to]] }` (marks `last-move`, `selected`, `check`, `destination`;
/// coordinates `cell`, `shogi`, `kanji`, `xiangqi`, `none`, by default the game's own).
///
/// ```
/// use serde_json::json;
/// let svg = tabula_wasm::pictures::render_svg("8/8/8/8/4P3/8/8/8 / C/c",
///     &json!({ "highlights": [{ "square": "e4", "mark": "destination" }], "flip": true }))?;
/// assert!(svg.contains("data-square=\"e4\""));
/// let error = tabula_wasm::pictures::render_svg("8/8 / C/c", &json!({ "size": 0 })).unwrap_err();
/// assert_eq!(error.code, "invalid-argument");
/// # Ok::<(), tabula_wasm::Failure>(())
/// ```
///
/// # Errors
/// The position's reader's error; `invalid-argument` for a malformed option; `off-board` for a square the
/// board does not have.
pub fn render_svg(text: &str, options: &Value) -> Result<String, Failure> {
    let feen = tabula_games::feen_of(text).map_err(|e| Failure::game(&e))?;
    let position: tabula_feen::Position = feen.parse().map_err(|e| Failure::feen(&e))?;
    let mut drawn = Options::default();
    drawn.flip = options["flip"].as_bool().unwrap_or(false);
    if let Some(size) = options.get("size").filter(|v| !v.is_null()) {
        drawn.size = size
            .as_u64()
            .filter(|s| (1..=u64::from(MAX_SQUARE_SIZE)).contains(s))
            .and_then(|s| u32::try_from(s).ok())
            .ok_or_else(|| Failure::argument(format!("size: expected 1 to {MAX_SQUARE_SIZE}")))?;
    }
    // By default the labels of the position's game (the facade knows which), CELL's for any other board.
    let usual =
        tabula_games::GameKind::from_feen(&feen).map_or("cell", tabula_games::usual_coordinates);
    drawn.coordinates = match options["coordinates"].as_str().unwrap_or(usual) {
        "shogi" => Coordinates::Shogi,
        "kanji" => Coordinates::Kanji,
        "xiangqi" => Coordinates::Xiangqi,
        "none" => Coordinates::None,
        "cell" => Coordinates::Cell,
        other => return Err(Failure::argument(format!("coordinates: unknown {other:?}"))),
    };
    let square = |v: &Value| -> Result<Coordinate, Failure> {
        v.as_str()
            .ok_or_else(|| Failure::argument("a square: expected a string"))?
            .parse()
            .map_err(|_| Failure::argument(format!("not a CELL square: {v}")))
    };
    for h in options["highlights"]
        .as_array()
        .map_or(&[][..], Vec::as_slice)
    {
        let mark = match h["mark"].as_str() {
            Some("last-move") => Mark::LastMove,
            Some("selected") => Mark::Selected,
            Some("check") => Mark::Check,
            Some("destination") => Mark::Destination,
            other => return Err(Failure::argument(format!("mark: unknown {other:?}"))),
        };
        drawn
            .highlights
            .push(Highlight::new(square(&h["square"])?, mark));
    }
    for a in options["arrows"].as_array().map_or(&[][..], Vec::as_slice) {
        drawn
            .arrows
            .push(Arrow::new(square(&a[0])?, square(&a[1])?));
    }
    tabula_svg::render(&position, &drawn).map_err(|e| Failure::new("svg", e.code(), e.to_string()))
}
