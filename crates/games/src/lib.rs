#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

use core::fmt;

pub use tabula_game::{
    Counters, DynGame, GameError, GameKind, Notation, Outcome, Played, Side, Termination,
};
use tabula_game::{Game, Rules};

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
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether `text` has the shape of FEEN: three fields, the last a style–turn field such as `C/c`.
fn looks_like_feen(text: &str) -> bool {
    let mut fields = text.split(' ');
    let (Some(_), Some(_), Some(styles), None) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return false;
    };
    matches!(styles.as_bytes(), [a, b'/', b] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic())
}

/// Tells the game and the format of a position text from its shape, without reading it (the game's
/// reader decides): FEEN names its game by its styles (`C/c`, `S/s`, `X/x`); a USI `position` line and SFEN
/// (9 ranks, `b`/`w`) are shōgi; xiangqi FEN has 10 ranks; anything else is tried as chess FEN. `None` for a
/// FEEN whose styles name no game with rules (a cross-style position, or a style Tabula has no rules for).
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
/// assert_eq!(detect("8/8 / C/s"), None);
/// ```
#[must_use]
pub fn detect(text: &str) -> Option<(GameKind, Format)> {
    let text = text.trim();
    if looks_like_feen(text) {
        return GameKind::from_feen(text).map(|kind| (kind, Format::Feen));
    }
    let first = text.split_ascii_whitespace().next().unwrap_or("");
    if matches!(first, "position" | "startpos" | "sfen") {
        return Some((GameKind::Shogi, Format::UsiPosition));
    }
    if tabula_shogi::looks_like_sfen(text) {
        return Some((GameKind::Shogi, Format::Sfen));
    }
    if tabula_xiangqi::looks_like_xiangqi_fen(text) {
        return Some((GameKind::Xiangqi, Format::XiangqiFen));
    }
    Some((GameKind::Chess, Format::Fen))
}

/// A new game of `kind` from its usual start.
///
/// ```
/// use tabula_games::{start, GameKind, Notation};
/// assert_eq!(start(GameKind::Shogi).legal_moves(Notation::Usi)?.len(), 30);
/// assert_eq!(start(GameKind::Xiangqi).legal_moves(Notation::Pmn)?.len(), 44);
/// assert_eq!(start(GameKind::Chess).legal_moves(Notation::San)?.len(), 20);
/// # Ok::<(), tabula_games::GameError>(())
/// ```
#[must_use]
pub fn start(kind: GameKind) -> Box<dyn DynGame> {
    match kind {
        GameKind::Shogi => Box::new(Game::<tabula_shogi::ShogiPosition>::start()),
        GameKind::Xiangqi => Box::new(Game::<tabula_xiangqi::Xiangqi>::start()),
        _ => Box::new(Game::<tabula_chess::Position>::start()),
    }
}

/// A game from a position in any format [`detect`] tells apart (a USI `position … moves …` line has its
/// moves played, each checked).
///
/// ```
/// use tabula_games::{open, GameKind, Notation};
/// let game = open("position startpos moves 7g7f 3c3d")?;
/// assert_eq!(game.kind(), GameKind::Shogi);
/// assert_eq!(game.ply(), 2);
/// assert_eq!(game.native(), "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
/// let chess = open("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// assert_eq!(chess.legal_moves(Notation::San)?.len(), 20);
/// assert_eq!(open("8/8 / C/s").unwrap_err().code, "no-rules");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// `no-rules` for a FEEN whose styles name no game with rules; otherwise the game's reader's error, or the
/// first refused move of a USI line (named with its number).
pub fn open(text: &str) -> Result<Box<dyn DynGame>, GameError> {
    let trimmed = text.trim();
    let Some((kind, format)) = detect(trimmed) else {
        return Err(GameError::new(
            "no-rules",
            format!(
                "no rules for this position's styles (the style–turn field {:?}): Tabula plays chess (C/c), shōgi (S/s) and xiangqi (X/x)",
                trimmed.rsplit(' ').next().unwrap_or("")
            ),
            None,
        ));
    };
    open_as(kind, format, trimmed)
}

/// A game of `kind` from a position in `format`.
///
/// ```
/// use tabula_games::{open_as, Format, GameKind};
/// let game = open_as(GameKind::Chess, Format::Fen, "4k3/8/8/8/8/8/8/4K2R w K - 7 40")?;
/// assert_eq!(game.counters().move_number, 40);
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// As [`open`].
pub fn open_as(kind: GameKind, format: Format, text: &str) -> Result<Box<dyn DynGame>, GameError> {
    match kind {
        GameKind::Shogi => typed::<tabula_shogi::ShogiPosition>(format, text),
        GameKind::Xiangqi => typed::<tabula_xiangqi::Xiangqi>(format, text),
        _ => typed::<tabula_chess::Position>(format, text),
    }
}

fn typed<R>(format: Format, text: &str) -> Result<Box<dyn DynGame>, GameError>
where
    R: Rules + Send + Sync + 'static,
    R::Move: Send + Sync,
{
    let error = |e: &R::PositionError| GameError::from_error(e);
    match format {
        Format::Feen => Ok(Box::new(Game::<R>::from_feen(text).map_err(|e| error(&e))?)),
        Format::UsiPosition => usi_position::<R>(text),
        _ => Ok(Box::new(
            Game::<R>::from_native(text).map_err(|e| error(&e))?,
        )),
    }
}

/// `[position] startpos|sfen B S H [N] [moves M…]`: the start, then each move played in USI.
fn usi_position<R>(text: &str) -> Result<Box<dyn DynGame>, GameError>
where
    R: Rules + Send + Sync + 'static,
    R::Move: Send + Sync,
{
    let body = text.strip_prefix("position").map_or(text, str::trim_start);
    let (setup, moves) = match body.split_once(" moves") {
        Some((setup, moves)) => (setup.trim(), Some(moves)),
        None => (body.trim(), None),
    };
    let mut game = if setup == "startpos" {
        Game::<R>::start()
    } else if let Some(sfen) = setup.strip_prefix("sfen ") {
        Game::<R>::from_native(sfen.trim()).map_err(|e| GameError::from_error(&e))?
    } else {
        return Err(GameError::new(
            "usi-position",
            format!(
                "a USI position line starts `position startpos` or `position sfen …`, not {setup:?}"
            ),
            Some(0),
        ));
    };
    for (number, m) in moves.unwrap_or("").split_ascii_whitespace().enumerate() {
        game.play(m, Notation::Usi).map_err(|e| {
            let e = GameError::from_move(&e);
            GameError::new(
                e.code,
                format!("move {} `{m}`: {}", number + 1, e.message),
                None,
            )
        })?;
    }
    Ok(Box::new(game))
}
