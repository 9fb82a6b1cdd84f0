//! What a door draws by default for a game: the square labels its players read.

use tabula_game::GameKind;

/// The name of the square labels a game's pictures carry when none are asked for, as the doors' picture
/// option `coordinates` takes it (tabula-svg's `Coordinates`): `shogi` (files 9 … 1 from the left, ranks
/// a … i from the top, as USI writes squares), `xiangqi` (files counted from each player's right, as WXF
/// counts them), `cell` for chess (CELL's files a … and ranks 1 …).
///
/// ```
/// use tabula_games::{usual_coordinates, GameKind};
/// assert_eq!(usual_coordinates(GameKind::Shogi), "shogi");
/// assert_eq!(usual_coordinates(GameKind::Xiangqi), "xiangqi");
/// assert_eq!(usual_coordinates(GameKind::Chess), "cell");
/// ```
#[must_use]
pub const fn usual_coordinates(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Shogi => "shogi",
        GameKind::Xiangqi => "xiangqi",
        _ => "cell",
    }
}
