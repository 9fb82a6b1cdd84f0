//! What the doors say about a game in words: the players' names, the game's usual notation, the rule that
//! ended it or makes a draw claimable, the one-line status.

use core::fmt::Write as _;

use tabula_game::{DynGame, GameKind, Notation, Outcome, Side, Termination};

/// The players' names in a game: Sente and Gote in shōgi, Red and Black in xiangqi, White and Black in
/// chess.
///
/// ```
/// use tabula_games::{player, GameKind, Side};
/// assert_eq!(player(GameKind::Shogi, Side::Second), "Gote");
/// assert_eq!(player(GameKind::Xiangqi, Side::First), "Red");
/// assert_eq!(player(GameKind::Chess, Side::Second), "Black");
/// ```
#[must_use]
pub const fn player(kind: GameKind, side: Side) -> &'static str {
    match (kind, side) {
        (GameKind::Shogi, Side::First) => "Sente",
        (GameKind::Shogi, Side::Second) => "Gote",
        (GameKind::Xiangqi, Side::First) => "Red",
        (_, Side::First) => "White",
        (_, Side::Second) => "Black",
    }
}

/// The notation a game's moves are written in when none is asked for: the first of the game's own after
/// PMN (chess SAN, shōgi USI, xiangqi UCCI).
///
/// ```
/// use tabula_games::{start, usual_notation, GameKind, Notation};
/// assert_eq!(usual_notation(start(GameKind::Chess).as_ref()), Notation::San);
/// assert_eq!(usual_notation(start(GameKind::Shogi).as_ref()), Notation::Usi);
/// assert_eq!(usual_notation(start(GameKind::Xiangqi).as_ref()), Notation::Ucci);
/// ```
#[must_use]
pub fn usual_notation(game: &dyn DynGame) -> Notation {
    game.notations().get(1).copied().unwrap_or(Notation::Pmn)
}

/// The names of the notations a game reads and writes, PMN first, joined for a message: `pmn, san, uci`.
///
/// ```
/// use tabula_games::{notation_names, start, GameKind};
/// assert_eq!(notation_names(start(GameKind::Shogi).as_ref()), "pmn, usi, csa");
/// ```
#[must_use]
pub fn notation_names(game: &dyn DynGame) -> String {
    let names: Vec<&str> = game.notations().into_iter().map(Notation::name).collect();
    names.join(", ")
}

/// A rule in words (`the fifty-move rule`, `fivefold repetition`, `sennichite`).
///
/// ```
/// use tabula_games::{rule_words, Termination};
/// assert_eq!(rule_words(Termination::SeventyFiveMoves), "the seventy-five-move rule");
/// assert_eq!(rule_words(Termination::PerpetualCheck), "perpetual check");
/// ```
#[must_use]
pub const fn rule_words(termination: Termination) -> &'static str {
    match termination {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::FivefoldRepetition => "fivefold repetition",
        Termination::ThreefoldRepetition => "threefold repetition",
        Termination::SeventyFiveMoves => "the seventy-five-move rule",
        Termination::FiftyMoves => "the fifty-move rule",
        Termination::Sennichite => "sennichite",
        Termination::PerpetualCheck => "perpetual check",
        Termination::Repetition => "repetition",
        Termination::EnteringKing => "entering king",
        Termination::Resignation => "resignation",
        Termination::Agreement => "agreement",
        _ => "another reason",
    }
}

/// The rule with what the game shows of it: `threefold repetition (this position has occurred 3 times)`.
///
/// ```
/// use tabula_games::{open, rule_in, Termination};
/// let game = open("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")?;
/// assert_eq!(rule_in(game.as_ref(), Termination::FiftyMoves),
///            "the fifty-move rule (100 plies without a pawn move or capture)");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
#[must_use]
pub fn rule_in(game: &dyn DynGame, termination: Termination) -> String {
    let detail = match termination {
        Termination::FivefoldRepetition
        | Termination::ThreefoldRepetition
        | Termination::Sennichite
        | Termination::Repetition => {
            format!(" (this position has occurred {} times)", game.repetitions())
        }
        Termination::SeventyFiveMoves | Termination::FiftyMoves => format!(
            " ({} plies without a pawn move or capture)",
            game.counters().halfmove_clock
        ),
        _ => String::new(),
    };
    format!("{}{detail}", rule_words(termination))
}

/// `1/2-1/2, a draw by RULE` or `1-0, White wins by RULE`.
///
/// ```
/// use tabula_games::{open, outcome_words};
/// let game = open("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")?;
/// assert_eq!(outcome_words(game.as_ref(), game.outcome().unwrap()), "1/2-1/2, a draw by stalemate");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
#[must_use]
pub fn outcome_words(game: &dyn DynGame, outcome: Outcome) -> String {
    let rule = rule_in(game, outcome.termination);
    match outcome.winner {
        None => format!("{}, a draw by {rule}", outcome.result()),
        Some(side) => format!(
            "{}, {} wins by {rule}",
            outcome.result(),
            player(game.kind(), side)
        ),
    }
}

/// The state of the game in one line: `ongoing: White to move`, `check: …`, `checkmate: White is mated,
/// Black wins`, a draw by rule, and a draw that may be claimed.
///
/// ```
/// use tabula_games::{open, status_line};
/// assert_eq!(status_line(open("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")?.as_ref()),
///            "stalemate: Black has no legal move and is not in check, a draw");
/// assert_eq!(status_line(open("8/8/4k3/8/8/4K3/8/8 w - - 0 1")?.as_ref()),
///            "insufficient material: neither side can mate, a draw");
/// # Ok::<(), tabula_games::GameError>(())
/// ```
#[must_use]
pub fn status_line(game: &dyn DynGame) -> String {
    let kind = game.kind();
    let side = game.side_to_move();
    let (mover, other) = (player(kind, side), player(kind, side.flip()));
    let mut line = match game.outcome() {
        Some(outcome) => ended(game, outcome, mover, other),
        None if game.is_check() => format!("check: {mover} to move, in check"),
        None => format!("ongoing: {mover} to move"),
    };
    if let Some(claim) = game.claimable() {
        let _ = write!(
            line,
            "; a draw may be claimed by {}",
            rule_in(game, claim.termination)
        );
    }
    line
}

/// The status line of a game that is over.
fn ended(game: &dyn DynGame, outcome: Outcome, mover: &str, other: &str) -> String {
    match (outcome.termination, outcome.winner) {
        (Termination::Checkmate, _) => format!("checkmate: {mover} is mated, {other} wins"),
        (Termination::Stalemate, None) => {
            format!("stalemate: {mover} has no legal move and is not in check, a draw")
        }
        (Termination::Stalemate, Some(_)) => {
            format!("stalemate: {mover} has no legal move and loses, {other} wins")
        }
        (Termination::InsufficientMaterial, _) => {
            "insufficient material: neither side can mate, a draw".to_owned()
        }
        (termination, _) => format!("{}: {}", termination.name(), outcome_words(game, outcome)),
    }
}

/// What `play` says after its moves: the end of the game or a draw that may be claimed, or `None`.
///
/// ```
/// use tabula_games::{after_moves, open};
/// let game = open("position startpos moves f2f3 e7e5 g2g4 d8h4")?;
/// assert_eq!(after_moves(game.as_ref(), 4).as_deref(),
///            Some("after move 4 the game is over: 0-1, Black wins by checkmate"));
/// # Ok::<(), tabula_games::GameError>(())
/// ```
#[must_use]
pub fn after_moves(game: &dyn DynGame, count: usize) -> Option<String> {
    match (game.outcome(), game.claimable()) {
        (Some(outcome), _) => Some(format!(
            "after move {count} the game is over: {}",
            outcome_words(game, outcome)
        )),
        (None, Some(claim)) => Some(format!(
            "after move {count} a draw may be claimed by {}",
            rule_in(game, claim.termination)
        )),
        (None, None) => None,
    }
}
