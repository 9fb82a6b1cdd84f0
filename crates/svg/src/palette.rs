//! The colours of a picture.

use std::borrow::Cow;

/// The colours a picture is drawn with, each an SVG colour (`#rrggbb`, a CSS name, …) written as given
/// into the SVG. [`Palette::default`] is the documented palette; change any field to restyle.
///
/// | field | default | where |
/// |---|---|---|
/// | `background` | `#ffffff` | behind everything |
/// | `light_square`, `dark_square` | `#f0d9b5`, `#b58863` | the checkered board (chess, 1-D, 3-D, any other style) |
/// | `shogi_board`, `shogi_line` | `#efc77a`, `#2b1d0e` | the shōgi board and its grid |
/// | `xiangqi_board`, `xiangqi_line` | `#f2d7a0`, `#5b3415` | the xiangqi board, its lines, river and palaces |
/// | `label` | `#4a4a4a` | coordinates, layer names, counts in hand, "to move" |
/// | `first_piece`, `second_piece`, `outline` | `#ffffff`, `#2a2a2a`, `#000000` | chess and generic pieces |
/// | `shogi_piece`, `shogi_text`, `shogi_promoted` | `#f8e2a8`, `#000000`, `#c0001a` | shōgi pieces; promoted characters in red |
/// | `xiangqi_piece`, `xiangqi_red`, `xiangqi_black` | `#f6e6c4`, `#c0001a`, `#101010` | xiangqi discs and their characters |
/// | `last_move`, `selected` | `#cdd16a`, `#6a9fd4` | squares of the last move; a selected square |
/// | `check` | `#ff0000` | the glow under a king in check |
/// | `destination` | `#1b6e20` | dots (empty square) and rings (capture) on legal destinations |
/// | `arrow` | `#15781b` | arrows |
///
/// ```
/// let mut options = tabula_svg::Options::default();
/// options.palette.dark_square = "#769656".into();
/// options.palette.light_square = "#eeeed2".into();
/// let position: tabula_feen::Position = "8/8/8/8/8/8/8/8 / C/c".parse()?;
/// assert!(tabula_svg::render(&position, &options)?.contains("#769656"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Palette {
    /// Behind everything.
    pub background: Cow<'static, str>,
    /// The light squares of a checkered board.
    pub light_square: Cow<'static, str>,
    /// The dark squares of a checkered board (a1 is dark).
    pub dark_square: Cow<'static, str>,
    /// The shōgi board.
    pub shogi_board: Cow<'static, str>,
    /// The shōgi grid and star points.
    pub shogi_line: Cow<'static, str>,
    /// The xiangqi board.
    pub xiangqi_board: Cow<'static, str>,
    /// The xiangqi lines, palaces, frame and river name.
    pub xiangqi_line: Cow<'static, str>,
    /// Coordinates, layer names, counts in hand, "to move", the side-to-move ring.
    pub label: Cow<'static, str>,
    /// The first player's chess pieces and tiles (and the detail lines on the second player's).
    pub first_piece: Cow<'static, str>,
    /// The second player's chess pieces and tiles.
    pub second_piece: Cow<'static, str>,
    /// Piece outlines.
    pub outline: Cow<'static, str>,
    /// Shōgi pieces' wood.
    pub shogi_piece: Cow<'static, str>,
    /// Shōgi characters.
    pub shogi_text: Cow<'static, str>,
    /// Promoted shōgi pieces' characters.
    pub shogi_promoted: Cow<'static, str>,
    /// Xiangqi discs.
    pub xiangqi_piece: Cow<'static, str>,
    /// The first player's (red) xiangqi characters and rings.
    pub xiangqi_red: Cow<'static, str>,
    /// The second player's (black) xiangqi characters and rings.
    pub xiangqi_black: Cow<'static, str>,
    /// Squares of the last move.
    pub last_move: Cow<'static, str>,
    /// A selected square.
    pub selected: Cow<'static, str>,
    /// The glow under a piece in check.
    pub check: Cow<'static, str>,
    /// Legal destinations: dots and rings.
    pub destination: Cow<'static, str>,
    /// Arrows.
    pub arrow: Cow<'static, str>,
}

impl Default for Palette {
    /// The palette in the table of [`Palette`].
    ///
    /// ```
    /// assert_eq!(tabula_svg::Palette::default().light_square, "#f0d9b5");
    /// ```
    fn default() -> Palette {
        Palette {
            background: Cow::Borrowed("#ffffff"),
            light_square: Cow::Borrowed("#f0d9b5"),
            dark_square: Cow::Borrowed("#b58863"),
            shogi_board: Cow::Borrowed("#efc77a"),
            shogi_line: Cow::Borrowed("#2b1d0e"),
            xiangqi_board: Cow::Borrowed("#f2d7a0"),
            xiangqi_line: Cow::Borrowed("#5b3415"),
            label: Cow::Borrowed("#4a4a4a"),
            first_piece: Cow::Borrowed("#ffffff"),
            second_piece: Cow::Borrowed("#2a2a2a"),
            outline: Cow::Borrowed("#000000"),
            shogi_piece: Cow::Borrowed("#f8e2a8"),
            shogi_text: Cow::Borrowed("#000000"),
            shogi_promoted: Cow::Borrowed("#c0001a"),
            xiangqi_piece: Cow::Borrowed("#f6e6c4"),
            xiangqi_red: Cow::Borrowed("#c0001a"),
            xiangqi_black: Cow::Borrowed("#101010"),
            last_move: Cow::Borrowed("#cdd16a"),
            selected: Cow::Borrowed("#6a9fd4"),
            check: Cow::Borrowed("#ff0000"),
            destination: Cow::Borrowed("#1b6e20"),
            arrow: Cow::Borrowed("#15781b"),
        }
    }
}
