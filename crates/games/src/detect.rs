//! Telling a position text's game and format apart by its shape, before any reader runs.

use core::fmt;

use tabula_game::GameKind;

/// A position format [`detect`] tells apart.
///
/// ```
/// use tabula_games::{detect, Format, GameKind};
/// assert_eq!(detect("position startpos moves 7g7f"), Some((GameKind::Shogi, Format::UsiPosition)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// FEEN (<https://sashite.dev/specs/feen/1.0.0/>), the game named by its styles.
    Feen,
    /// A chess FEN in any flavour tabula-chess reads (FEN, X-FEN, Shredder-FEN, EPD, crazyhouse).
    Fen,
    /// SFEN (shōgi).
    Sfen,
    /// A USI `position startpos|sfen … [moves …]` line (shōgi): the moves are played.
    UsiPosition,
    /// Xiangqi FEN.
    XiangqiFen,
    /// A UCI or UCCI `position fen FEN [moves …]` or `position startpos [moves …]` line (chess, xiangqi):
    /// the moves are played, in UCI (chess) or UCCI (xiangqi).
    EnginePosition,
}

impl Format {
    /// The format's name in lowercase ASCII.
    ///
    /// ```
    /// assert_eq!(tabula_games::Format::XiangqiFen.name(), "xiangqi-fen");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Feen => "feen",
            Format::Fen => "fen",
            Format::Sfen => "sfen",
            Format::UsiPosition => "usi-position",
            Format::XiangqiFen => "xiangqi-fen",
            Format::EnginePosition => "engine-position",
        }
    }

    /// Whether this format is the game's own notation (it carries the game's counters), not FEEN.
    ///
    /// ```
    /// assert!(tabula_games::Format::Sfen.is_native());
    /// assert!(!tabula_games::Format::Feen.is_native());
    /// ```
    #[must_use]
    pub const fn is_native(self) -> bool {
        !matches!(self, Format::Feen)
    }
}

/// The game's own position notation, the one that carries its counters: chess FEN, SFEN, xiangqi FEN.
///
/// ```
/// use tabula_games::{native_format, Format, GameKind};
/// assert_eq!(native_format(GameKind::Shogi), Format::Sfen);
/// assert_eq!(native_format(GameKind::Xiangqi).name(), "xiangqi-fen");
/// ```
#[must_use]
pub const fn native_format(kind: GameKind) -> Format {
    match kind {
        GameKind::Shogi => Format::Sfen,
        GameKind::Xiangqi => Format::XiangqiFen,
        _ => Format::Fen,
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether `text` has the shape of FEEN: three fields, the last a style–turn field such as `C/c`.
///
/// ```
/// assert!(tabula_games::looks_like_feen("8/8 / C/c"));
/// assert!(!tabula_games::looks_like_feen("8/8/8/8/8/8/8/8 w - - 0 1"));
/// ```
#[must_use]
pub fn looks_like_feen(text: &str) -> bool {
    let mut fields = text.split(' ');
    let (Some(_), Some(_), Some(styles), None) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return false;
    };
    matches!(styles.as_bytes(), [a, b'/', b] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic())
}

/// Whether a line of a game record is a position (the start of a game) rather than moves: FEEN's shape, a
/// placement of several ranks (chess FEN, SFEN, xiangqi FEN), or an engine's `position` line. A PMN move
/// holds at most one `/` (`e5+c7/P`), so a line of moves is never taken for a position.
///
/// ```
/// use tabula_games::looks_like_position;
/// assert!(looks_like_position("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
/// assert!(looks_like_position("k^+p4+PK^ / C/c"));
/// assert!(looks_like_position("position startpos"));
/// assert!(!looks_like_position("e5+c7/P g9+h8/b c3-c4"));
/// assert!(!looks_like_position("e2-e4 e7-e5"));
/// ```
#[must_use]
pub fn looks_like_position(line: &str) -> bool {
    let line = line.trim();
    if looks_like_feen(line) || position_line(line).is_some() {
        return true;
    }
    // A PMN move holds at most one `/` (before the captured piece); a placement of ranks holds several.
    line.split_ascii_whitespace()
        .next()
        .is_some_and(|first| first.matches('/').count() >= 2)
}

/// The parts of an engine's `position` line: the set-up (`startpos`, or the text after `fen`/`sfen`) and
/// the moves' text after ` moves`.
pub(crate) struct PositionLine<'a> {
    /// `None` for `startpos`, else the position text.
    pub(crate) setup: Option<&'a str>,
    /// Whether the set-up was written `sfen …` (USI).
    pub(crate) sfen: bool,
    /// The moves, whitespace-separated.
    pub(crate) moves: &'a str,
}

/// Splits `[position] startpos|fen …|sfen … [moves …]`, or `None` for a text of another shape.
pub(crate) fn position_line(text: &str) -> Option<PositionLine<'_>> {
    let body = text
        .strip_prefix("position")
        .map_or(text, str::trim_start)
        .trim();
    let (setup, moves) = match body.split_once(" moves") {
        Some((setup, moves)) => (setup.trim(), moves.trim()),
        None if body.ends_with("moves") => (body.trim_end_matches("moves").trim(), ""),
        None => (body, ""),
    };
    if setup == "startpos" {
        return Some(PositionLine {
            setup: None,
            sfen: false,
            moves,
        });
    }
    let (sfen, rest) = if let Some(rest) = setup.strip_prefix("sfen ") {
        (true, rest)
    } else {
        (false, setup.strip_prefix("fen ")?)
    };
    Some(PositionLine {
        setup: Some(rest.trim()),
        sfen,
        moves,
    })
}

/// Whether a move text is written in USI's coordinates (`7g7f`, `8h2b+`, `P*5e`) rather than UCI's.
fn looks_like_usi(text: &str) -> bool {
    match text.as_bytes() {
        [b'1'..=b'9', b'a'..=b'i', ..] => true,
        [piece, b'*', ..] => piece.is_ascii_uppercase(),
        _ => false,
    }
}

/// Tells the game and the format of a position text from its shape, without reading it (the game's
/// reader decides): FEEN names its game by its styles (`C/c`, `S/s`, `X/x`); a USI `position` line and SFEN
/// (9 ranks, `b`/`w`) are shōgi; a `position fen …` line is chess or xiangqi by its FEN, and `position
/// startpos moves …` is chess when its first move is written in UCI's coordinates (`e2e4`); xiangqi FEN
/// has 10 ranks; anything else is tried as chess FEN. `None` for a FEEN whose styles name no game with
/// rules (a cross-style position, or a style Tabula has no rules for).
///
/// ```
/// use tabula_games::{detect, Format, GameKind};
/// assert_eq!(detect("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
///            Some((GameKind::Chess, Format::Fen)));
/// assert_eq!(detect("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
///            Some((GameKind::Shogi, Format::Sfen)));
/// assert_eq!(detect("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
///            Some((GameKind::Xiangqi, Format::XiangqiFen)));
/// assert_eq!(detect("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x"),
///            Some((GameKind::Xiangqi, Format::Feen)));
/// assert_eq!(detect("position startpos moves e2e4"), Some((GameKind::Chess, Format::EnginePosition)));
/// assert_eq!(detect("8/8 / C/s"), None);
/// ```
#[must_use]
pub fn detect(text: &str) -> Option<(GameKind, Format)> {
    let text = text.trim();
    if looks_like_feen(text) {
        return GameKind::from_feen(text).map(|kind| (kind, Format::Feen));
    }
    let first = text.split_ascii_whitespace().next().unwrap_or("");
    if matches!(first, "position" | "startpos" | "sfen" | "fen") {
        if let Some(line) = position_line(text) {
            let engine = match line.setup {
                None => line
                    .moves
                    .split_ascii_whitespace()
                    .next()
                    .is_some_and(|m| !looks_like_usi(m)),
                Some(setup) => !line.sfen && !tabula_shogi::looks_like_sfen(setup),
            };
            if engine {
                let kind = match line.setup {
                    Some(fen) if tabula_xiangqi::looks_like_xiangqi_fen(fen) => GameKind::Xiangqi,
                    _ => GameKind::Chess,
                };
                return Some((kind, Format::EnginePosition));
            }
        }
        return Some((GameKind::Shogi, Format::UsiPosition));
    }
    let found = shapes(text);
    let format = match found.as_slice() {
        [] => return Some(closest(text)),
        [one] => *one,
        // Only a crazyhouse FEN without counters has two shapes (chess FEN and SFEN): the reader that
        // takes it decides.
        several => several
            .iter()
            .copied()
            .find(|&format| reads(format, text).is_ok())
            .unwrap_or(several[0]),
    };
    Some((game_of(format), format))
}

/// The game whose own notation `format` is (chess for FEEN, whose styles name the game).
const fn game_of(format: Format) -> GameKind {
    match format {
        Format::Sfen | Format::UsiPosition => GameKind::Shogi,
        Format::XiangqiFen => GameKind::Xiangqi,
        _ => GameKind::Chess,
    }
}

/// Whether `text` has the shape of a chess FEN (X-FEN, Shredder-FEN, EPD, crazyhouse): 8 ranks, or 8 ranks
/// and a pocket of chess piece letters after an eighth `/`; then `w` or `b` as the second field when there
/// is one.
fn looks_like_fen(text: &str) -> bool {
    let mut fields = text.split_ascii_whitespace();
    let Some(placement) = fields.next() else {
        return false;
    };
    let groups: Vec<&str> = placement.split('/').collect();
    let pocket = |group: &str| group.bytes().all(|b| b"PNBRQKpnbrqk".contains(&b));
    (groups.len() == 8 || (groups.len() == 9 && pocket(groups[8])))
        && matches!(fields.next(), None | Some("w" | "b"))
        && fields.take(2).all(|field| !field.contains('/'))
}

/// The games' own position notations whose shape `text` has (a cheap look at its fields, no reader), in
/// the order chess FEN, SFEN, xiangqi FEN.
///
/// ```
/// use tabula_games::{shapes, Format};
/// assert_eq!(shapes("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), [Format::Fen]);
/// // A crazyhouse FEN without counters has the fields of both a chess FEN and an SFEN.
/// assert_eq!(shapes("2k5/8/8/8/8/8/8/4K3/Qn w - -"), [Format::Fen, Format::Sfen]);
/// assert!(shapes("8/8 / C/c").is_empty());
/// ```
#[must_use]
pub fn shapes(text: &str) -> Vec<Format> {
    let text = text.trim();
    [
        (looks_like_fen(text), Format::Fen),
        (tabula_shogi::looks_like_sfen(text), Format::Sfen),
        (
            tabula_xiangqi::looks_like_xiangqi_fen(text),
            Format::XiangqiFen,
        ),
    ]
    .into_iter()
    .filter_map(|(fits, format)| fits.then_some(format))
    .collect()
}

/// Whether the reader of `format` takes `text` as a position (its words when it does not); no rules are
/// applied. Engine lines are read by their games ([`crate::open`]).
///
/// ```
/// use tabula_games::{reads, Format};
/// assert!(reads(Format::Fen, "2k5/8/8/8/8/8/8/4K3/Qn w - -").is_ok());
/// assert!(reads(Format::Sfen, "2k5/8/8/8/8/8/8/4K3/Qn w - -").is_err());
/// ```
///
/// # Errors
/// The reader's message.
pub fn reads(format: Format, text: &str) -> Result<(), String> {
    let text = text.trim();
    match format {
        Format::Feen => tabula_feen::validate(text).map_err(|e| e.to_string()),
        Format::Sfen | Format::UsiPosition => tabula_shogi::sfen_to_feen(text)
            .map(drop)
            .map_err(|e| e.to_string()),
        Format::XiangqiFen => tabula_xiangqi::fen_to_feen(text)
            .map(drop)
            .map_err(|e| e.to_string()),
        Format::Fen | Format::EnginePosition => tabula_chess::fen::to_feen(text)
            .map(drop)
            .map_err(|e| e.to_string()),
    }
}

/// The game whose reader comes closest to a text no shape test recognised, by its number of ranks: ten
/// are xiangqi's, nine shōgi's, anything else chess's (whose reader's error then names the problem).
fn closest(text: &str) -> (GameKind, Format) {
    let placement = text.split_ascii_whitespace().next().unwrap_or("");
    match placement.split('/').count() {
        10 => (GameKind::Xiangqi, Format::XiangqiFen),
        9 if !placement.ends_with('/') => (GameKind::Shogi, Format::Sfen),
        _ => (GameKind::Chess, Format::Fen),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_lines_split() {
        let line = position_line("position sfen 9/9 b - 1 moves 7g7f").unwrap();
        assert_eq!(
            (line.setup, line.sfen, line.moves),
            (Some("9/9 b - 1"), true, "7g7f")
        );
        let line = position_line("position fen 8/8 w - - moves").unwrap();
        assert_eq!((line.setup, line.moves), (Some("8/8 w - -"), ""));
        assert!(position_line("position what").is_none());
    }

    #[test]
    fn engine_lines_and_closest_readers() {
        assert_eq!(
            detect("position startpos"),
            Some((GameKind::Shogi, Format::UsiPosition))
        );
        assert_eq!(
            detect("position startpos moves P*5e"),
            Some((GameKind::Shogi, Format::UsiPosition))
        );
        assert_eq!(
            detect(
                "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
            ),
            Some((GameKind::Xiangqi, Format::EnginePosition))
        );
        assert_eq!(
            detect("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
            Some((GameKind::Shogi, Format::UsiPosition))
        );
        // Ten ranks but a side letter xiangqi FEN does not have: the xiangqi reader says why.
        assert_eq!(
            detect("9/9/9/9/9/9/9/9/9/9 x"),
            Some((GameKind::Xiangqi, Format::XiangqiFen))
        );
        assert_eq!(
            detect("9/9/9/9/9/9/9/9/9 x").map(|d| d.0),
            Some(GameKind::Shogi)
        );
        assert_eq!(detect("junk").map(|d| d.0), Some(GameKind::Chess));
    }
}
