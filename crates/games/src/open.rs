//! Games from position texts: the reader of the game a text is for (or the one the caller names), the moves
//! of an engine's `position` line played.

use tabula_game::{DynGame, Game, GameError, GameKind, Notation, Rules};

use crate::detect::{Format, detect, looks_like_feen, position_line};

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

/// A game from a position in any format [`detect`] tells apart (the moves of a USI, UCI or UCCI
/// `position … moves …` line played, each checked).
///
/// ```
/// use tabula_games::{open, GameKind, Notation};
/// let game = open("position startpos moves 7g7f 3c3d")?;
/// assert_eq!(game.kind(), GameKind::Shogi);
/// assert_eq!(game.ply(), 2);
/// assert_eq!(game.native(), "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
/// let chess = open("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// assert_eq!(chess.legal_moves(Notation::San)?.len(), 20);
/// assert_eq!(open("position startpos moves e2e4 e7e5")?.moves(Notation::San)?, ["e4", "e5"]);
/// assert_eq!(open("8/8 / C/s").unwrap_err().code, "no-rules");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// `no-rules` for a FEEN whose styles name no game with rules; otherwise the game's reader's error, or the
/// first refused move of a `position` line (named with its number).
pub fn open(text: &str) -> Result<Box<dyn DynGame>, GameError> {
    open_with(text, None).map(|(game, _)| game)
}

/// A game from a position text read by the rules of `rules` (`None`: the text's own game, as [`open`]),
/// with the format it was written in. A text of another game's shape is read by the named game's reader
/// all the same, so that its error says what that game expects; a FEEN whose styles name another game is
/// refused.
///
/// ```
/// use tabula_games::{open_with, Format, GameKind};
/// let (game, format) = open_with("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x", None)?;
/// assert_eq!((game.kind(), format), (GameKind::Xiangqi, Format::Feen));
/// // Nine ranks read as xiangqi FEN: the xiangqi reader says what is wrong.
/// let error = open_with("rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
///                       Some(GameKind::Xiangqi)).unwrap_err();
/// assert!(error.message.contains("rank"), "{}", error.message);
/// let error = open_with("8/8/8/8/8/8/8/8 / C/c", Some(GameKind::Shogi)).unwrap_err();
/// assert_eq!(error.code, "rules-mismatch");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// As [`open`]; `rules-mismatch` for a FEEN or an engine line of another game than `rules`.
pub fn open_with(
    text: &str,
    rules: Option<GameKind>,
) -> Result<(Box<dyn DynGame>, Format), GameError> {
    let text = text.trim();
    let detected = detect(text);
    let (kind, format) = match (rules, detected) {
        (None, Some(found)) => found,
        (None, None) => return Err(no_rules(text)),
        (Some(wanted), Some((kind, format)))
            if kind != wanted && matches!(format, Format::Feen | Format::UsiPosition) =>
        {
            return Err(mismatch(wanted, kind));
        }
        (Some(wanted), None) => {
            return Err(GameError::new(
                "rules-mismatch",
                format!(
                    "--rules {wanted}, but this FEEN's styles {:?} are not {wanted}'s ({}); the styles name the game",
                    style_field(text),
                    styles_of(wanted)
                ),
                None,
            ));
        }
        (Some(wanted), Some((_, format))) => (wanted, own_format(wanted, format, text)),
    };
    open_as(kind, format, text).map(|game| (game, format))
}

/// The format a text is read in by the game `kind` when its shape said another game's.
fn own_format(kind: GameKind, format: Format, text: &str) -> Format {
    match (kind, format) {
        (_, Format::Feen) => Format::Feen,
        (GameKind::Shogi, Format::EnginePosition) => Format::UsiPosition,
        (_, Format::EnginePosition) => Format::EnginePosition,
        (GameKind::Shogi, _) if position_line(text).is_some() => Format::UsiPosition,
        (GameKind::Shogi, _) => Format::Sfen,
        (GameKind::Xiangqi, _) => Format::XiangqiFen,
        _ => Format::Fen,
    }
}

fn style_field(text: &str) -> &str {
    text.rsplit(' ').next().unwrap_or("")
}

const fn styles_of(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Shogi => "S/s",
        GameKind::Xiangqi => "X/x",
        _ => "C/c",
    }
}

fn no_rules(text: &str) -> GameError {
    GameError::new(
        "no-rules",
        format!(
            "no rules for this position's styles (the style–turn field {:?}): Tabula plays chess (C/c), shōgi (S/s) and xiangqi (X/x)",
            style_field(text)
        ),
        None,
    )
}

fn mismatch(wanted: GameKind, kind: GameKind) -> GameError {
    GameError::new(
        "rules-mismatch",
        format!("--rules {wanted}, but this is a {kind} position; --rules auto picks its game"),
        None,
    )
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
    let text = text.trim();
    match kind {
        GameKind::Shogi if format == Format::UsiPosition => tabula_shogi::rules::play_usi(text)
            .map(|game| Box::new(game) as Box<dyn DynGame>)
            .map_err(|e| GameError::from_error(&e)),
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
        Format::EnginePosition | Format::UsiPosition => engine_position::<R>(text),
        _ => Ok(Box::new(
            Game::<R>::from_native(text).map_err(|e| error(&e))?,
        )),
    }
}

/// `[position] startpos|fen FEN [moves M…]`: the start, then each move played in the engines' coordinates
/// (UCI for chess, UCCI for xiangqi).
fn engine_position<R>(text: &str) -> Result<Box<dyn DynGame>, GameError>
where
    R: Rules + Send + Sync + 'static,
    R::Move: Send + Sync,
{
    let Some(line) = position_line(text) else {
        return Err(GameError::new(
            "engine-position",
            format!(
                "a position line reads `position startpos [moves …]` or `position fen FEN [moves …]`, not {text:?}"
            ),
            Some(0),
        ));
    };
    let mut game: Box<dyn DynGame> = match line.setup {
        None => Box::new(Game::<R>::start()),
        Some(fen) => Box::new(Game::<R>::from_native(fen).map_err(|e| GameError::from_error(&e))?),
    };
    let notation = if R::KIND == GameKind::Xiangqi {
        Notation::Ucci
    } else {
        Notation::Uci
    };
    crate::records::play_all(game.as_mut(), line.moves.split_ascii_whitespace(), notation)?;
    Ok(game)
}

/// A FEEN string for any position text: FEEN as it is (any board, with rules or not), else the position
/// of the game [`open`] reads (after the moves of a `position` line).
///
/// ```
/// assert_eq!(tabula_games::feen_of("8/8 / C/s")?, "8/8 / C/s");
/// assert!(tabula_games::feen_of("position startpos moves 7g7f")?.starts_with("lnsgk^gsnl/1r5b1/ppppppppp/9/9/2P6/"));
/// assert_eq!(tabula_games::feen_of("8/8 / C/").unwrap_err().code, "invalid-style-token");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
///
/// # Errors
/// The FEEN reader's error (its code and byte offset) for a text with FEEN's shape, else the game reader's
/// error.
pub fn feen_of(text: &str) -> Result<String, GameError> {
    let text = text.trim();
    match tabula_feen::validate(text) {
        Ok(()) => Ok(text.to_owned()),
        Err(e) if looks_like_feen(text) || text.split(' ').count() == 3 => {
            Err(GameError::new(e.code(), e.to_string(), e.offset()))
        }
        Err(_) => Ok(open(text)?.feen()),
    }
}
