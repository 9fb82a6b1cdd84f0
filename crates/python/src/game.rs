//! `Game`: a game of chess, shōgi or xiangqi with its rules and history (legal moves, moves in any notation
//! the game reads, outcome, perft, counters, repetition), over `tabula_game::DynGame`; `Outcome`.

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tabula_game::{DynGame, GameKind, Notation, Side, Termination};

use crate::errors;
use crate::facade;
use crate::picture::{self, Picture};
use crate::position::Position;

/// How a game ended: `winner` (`"first"`, `"second"` or `None` for a draw), `termination` (a code such as
/// `"checkmate"`, `"stalemate"`, `"sennichite"`, `"threefold-repetition"`) and `result` (`"1-0"`, `"0-1"`,
/// `"1/2-1/2"`).
#[pyclass(module = "tabula_games", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Outcome(pub(crate) tabula_game::Outcome);

fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn termination_arg(name: &str) -> PyResult<Termination> {
    const ALL: [Termination; 14] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::FivefoldRepetition,
        Termination::ThreefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::FiftyMoves,
        Termination::Sennichite,
        Termination::PerpetualCheck,
        Termination::Repetition,
        Termination::EnteringKing,
        Termination::Resignation,
        Termination::Agreement,
        Termination::Other,
    ];
    ALL.into_iter()
        .find(|t| t.name() == name)
        .ok_or_else(|| PyValueError::new_err(format!("unknown termination {name:?}")))
}

#[pymethods]
impl Outcome {
    /// An outcome from its parts: `winner` `"first"`, `"second"` or `None`; `termination` a code.
    #[new]
    #[pyo3(signature = (termination, winner=None))]
    fn new(termination: &str, winner: Option<&str>) -> PyResult<Self> {
        let termination = termination_arg(termination)?;
        Ok(Outcome(match winner {
            None => tabula_game::Outcome::draw(termination),
            Some(side) => tabula_game::Outcome::win(crate::position::side_arg(side)?, termination),
        }))
    }

    /// The winner: `"first"`, `"second"`, or `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.0.winner.map(side_name)
    }

    /// The rule that ended the game, as a code (`"checkmate"`, `"sennichite"`, …).
    #[getter]
    fn termination(&self) -> &'static str {
        self.0.termination.name()
    }

    /// The result as PGN writes it: `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    #[getter]
    fn result(&self) -> &'static str {
        self.0.result()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        match self.0.winner {
            Some(side) => format!(
                "Outcome({:?}, winner={:?})",
                self.0.termination.name(),
                side_name(side)
            ),
            None => format!("Outcome({:?})", self.0.termination.name()),
        }
    }
}

/// A notation named in Python (`"pmn"`, `"san"`, `"usi"`, …), or the game's own when `None`.
fn notation_arg(game: &dyn DynGame, name: Option<&str>) -> PyResult<Notation> {
    match name {
        None => Ok(native_notation(game)),
        Some(name) => name
            .parse::<Notation>()
            .map_err(|error| PyValueError::new_err(error.to_string())),
    }
}

/// The game's usual notation: SAN, USI, WXF (the first after PMN).
fn native_notation(game: &dyn DynGame) -> Notation {
    game.notations().get(1).copied().unwrap_or(Notation::Pmn)
}

fn kind_arg(name: &str) -> PyResult<GameKind> {
    name.parse::<GameKind>()
        .map_err(|error| PyValueError::new_err(error.to_string()))
}

/// A game of chess, shōgi or xiangqi: its start position, the moves played and the rules. Made from any
/// position text (`Game(text)`: FEEN, chess FEN, SFEN or a USI `position … moves …` line, xiangqi FEN) or a
/// start (`Game.start("chess")`).
#[pyclass(module = "tabula_games")]
pub(crate) struct Game(Box<dyn DynGame>);

impl Game {
    /// A game of any kind.
    pub(crate) fn from_box(game: Box<dyn DynGame>) -> Game {
        Game(game)
    }

    /// The game behind.
    pub(crate) fn inner(&self) -> &dyn DynGame {
        self.0.as_ref()
    }

    fn write(
        &self,
        notation: Notation,
        f: impl FnOnce(&dyn DynGame, Notation) -> Result<Vec<String>, tabula_game::GameError>,
        py: Python<'_>,
    ) -> PyResult<Vec<String>> {
        f(self.0.as_ref(), notation).map_err(|error| errors::game(py, &error, true))
    }

    fn play_in(
        &mut self,
        py: Python<'_>,
        text: &str,
        notation: Option<Notation>,
    ) -> PyResult<String> {
        self.0
            .play(text, notation)
            .map(|played| played.pmn)
            .map_err(|error| errors::game(py, &error, true))
    }
}

#[pymethods]
impl Game {
    /// The game at the position `text` (its moves too for a USI `position … moves …` line).
    #[new]
    fn new(py: Python<'_>, text: &str) -> PyResult<Self> {
        facade::open(text)
            .map(Game)
            .map_err(|error| errors::game(py, &error, false))
    }

    /// A game at the start position of `kind`: `"chess"`, `"shogi"` or `"xiangqi"`.
    #[staticmethod]
    fn start(kind: &str) -> PyResult<Self> {
        Ok(Game(facade::start(kind_arg(kind)?)))
    }

    /// The game a position text is for (`"chess"`, `"shogi"`, `"xiangqi"`), or `None`.
    #[staticmethod]
    fn detect(text: &str) -> Option<&'static str> {
        facade::detect(text).map(GameKind::name)
    }

    /// `"chess"`, `"shogi"` or `"xiangqi"`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind().name()
    }

    /// The notations the game reads and writes: `"pmn"` first, then its own (usual one first).
    #[getter]
    fn notations(&self) -> Vec<&'static str> {
        self.0.notations().into_iter().map(Notation::name).collect()
    }

    /// The game's usual notation: `"san"`, `"usi"` or `"wxf"`.
    #[getter]
    fn notation(&self) -> &'static str {
        native_notation(self.0.as_ref()).name()
    }

    /// The number of plies played.
    #[getter]
    fn ply(&self) -> usize {
        self.0.ply()
    }

    /// The side to move: `"first"` (White, Sente, Red) or `"second"`.
    #[getter]
    fn turn(&self) -> &'static str {
        side_name(self.0.side_to_move())
    }

    /// The half-move clock (plies since the last capture or pawn move; shōgi counts nothing here).
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.0.counters().halfmove_clock
    }

    /// The move number as the game's own format writes it (chess's fullmove number, SFEN's move count).
    #[getter]
    fn move_number(&self) -> u32 {
        self.0.counters().move_number
    }

    /// The legal moves in PMN, in the generator's order (none once the game is over).
    #[getter]
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        crate::move_texts::legal_moves(py, self.0.as_ref())
    }

    /// The legal moves written in `notation` (the game's usual one when `None`).
    #[pyo3(signature = (notation=None))]
    fn legal_moves_in(&self, py: Python<'_>, notation: Option<&str>) -> PyResult<Vec<String>> {
        let notation = notation_arg(self.0.as_ref(), notation)?;
        self.write(notation, |g, n| g.legal_moves(n), py)
    }

    /// The moves played, in `notation` (PMN when `None`).
    #[pyo3(signature = (notation=None))]
    fn moves(&self, py: Python<'_>, notation: Option<&str>) -> PyResult<Vec<String>> {
        let notation = match notation {
            None => Notation::Pmn,
            name => notation_arg(self.0.as_ref(), name)?,
        };
        self.write(notation, |g, n| g.moves(n), py)
    }

    /// The moves played in PMN (python-chess's `move_stack`, as text).
    #[getter]
    fn move_stack(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.write(Notation::Pmn, |g, n| g.moves(n), py)
    }

    /// Reads `text` as a move in `notation` (any notation the game reads when `None`), plays it and
    /// returns it in PMN. Raises `InvalidMoveError`, `AmbiguousMoveError` or `IllegalMoveError`.
    #[pyo3(signature = (text, notation=None))]
    fn play(&mut self, py: Python<'_>, text: &str, notation: Option<&str>) -> PyResult<String> {
        let notation = match notation {
            None => None,
            name => Some(notation_arg(self.0.as_ref(), name)?),
        };
        self.play_in(py, text, notation)
    }

    /// Plays a move given in PMN; returns it.
    fn push(&mut self, py: Python<'_>, pmn: &str) -> PyResult<String> {
        self.play_in(py, pmn, Some(Notation::Pmn))
    }

    /// Plays a SAN move (chess); returns it in PMN.
    fn push_san(&mut self, py: Python<'_>, san: &str) -> PyResult<String> {
        self.play_in(py, san, Some(Notation::San))
    }

    /// Plays a UCI move (chess; xiangqi as Fairy-Stockfish writes it); returns it in PMN.
    fn push_uci(&mut self, py: Python<'_>, uci: &str) -> PyResult<String> {
        self.play_in(py, uci, Some(Notation::Uci))
    }

    /// Plays a USI move (shōgi); returns it in PMN.
    fn push_usi(&mut self, py: Python<'_>, usi: &str) -> PyResult<String> {
        self.play_in(py, usi, Some(Notation::Usi))
    }

    /// Plays a CSA move (shōgi, `+7776FU`); returns it in PMN.
    fn push_csa(&mut self, py: Python<'_>, csa: &str) -> PyResult<String> {
        self.play_in(py, csa, Some(Notation::Csa))
    }

    /// Plays a WXF move (xiangqi, `C2=5`); returns it in PMN.
    fn push_wxf(&mut self, py: Python<'_>, wxf: &str) -> PyResult<String> {
        self.play_in(py, wxf, Some(Notation::Wxf))
    }

    /// Plays a UCCI (ICCS) move (xiangqi, `h2e2`); returns it in PMN.
    fn push_ucci(&mut self, py: Python<'_>, ucci: &str) -> PyResult<String> {
        self.play_in(py, ucci, Some(Notation::Ucci))
    }

    /// Whether `text` reads as a legal move now (in `notation`, or any the game reads).
    #[pyo3(signature = (text, notation=None))]
    fn is_legal(&self, text: &str, notation: Option<&str>) -> PyResult<bool> {
        let notation = match notation {
            None => None,
            name => Some(notation_arg(self.0.as_ref(), name)?),
        };
        Ok(self.0.boxed_clone().play(text, notation).is_ok())
    }

    /// Takes back the last move and returns it in PMN; `IndexError` when no move was played.
    fn pop(&mut self) -> PyResult<String> {
        self.0
            .undo()
            .ok_or_else(|| PyIndexError::new_err("pop from a game with no moves"))
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.0.is_check()
    }

    /// How the game ended (rules: mate, stalemate, repetition, …, or `end`), or `None`.
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome().map(Outcome)
    }

    /// A draw the player to move may claim now (threefold repetition, fifty moves), or `None`.
    fn claimable(&self) -> Option<Outcome> {
        self.0.claimable().map(Outcome)
    }

    /// Whether the game is over.
    fn is_game_over(&self) -> bool {
        self.0.outcome().is_some()
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        matches!(self.0.outcome(), Some(o) if o.termination == Termination::Checkmate)
    }

    /// Whether the side to move is stalemated.
    fn is_stalemate(&self) -> bool {
        matches!(self.0.outcome(), Some(o) if o.termination == Termination::Stalemate)
    }

    /// Ends the game with an outcome the rules cannot see: `termination` such as `"resignation"` or
    /// `"agreement"`, `winner` `"first"`, `"second"` or `None`.
    #[pyo3(signature = (termination, winner=None))]
    fn end(&mut self, termination: &str, winner: Option<&str>) -> PyResult<()> {
        let outcome = Outcome::new(termination, winner)?;
        self.0.end(outcome.0);
        Ok(())
    }

    /// How often the current position has occurred (1 the first time).
    fn repetitions(&self) -> usize {
        self.0.repetitions()
    }

    /// The current position in FEEN.
    fn feen(&self) -> String {
        self.0.feen()
    }

    /// The current position in the game's own format with the counters: chess FEN, SFEN, xiangqi FEN.
    fn native(&self) -> String {
        self.0.native()
    }

    /// The chess FEN of the current position (python-chess's `Board.fen()`); other games: `ValueError`.
    fn fen(&self) -> PyResult<String> {
        self.native_of(GameKind::Chess, "fen")
    }

    /// The SFEN of the current position (cshogi's `Board.sfen()`); other games: `ValueError`.
    fn sfen(&self) -> PyResult<String> {
        self.native_of(GameKind::Shogi, "sfen")
    }

    /// The start position in FEEN.
    #[getter]
    fn start_feen(&self) -> String {
        self.0.start_feen()
    }

    /// The start position in the game's own format.
    #[getter]
    fn start_native(&self) -> String {
        self.0.start_native()
    }

    /// Every position from the start to now, in FEEN.
    fn feens(&self) -> Vec<String> {
        self.0.feens()
    }

    /// The current position as a `Position` (the FEEN model: board, hands, styles, turn).
    fn position(&self, py: Python<'_>) -> PyResult<Position> {
        Position::from_feen_text(py, &self.0.feen())
    }

    /// The number of move paths of `depth` plies from the current position (the GIL released).
    fn perft(&self, py: Python<'_>, depth: u32) -> u64 {
        let game = &self.0;
        py.detach(|| game.perft(depth))
    }

    /// Perft split by first move: `{move: count}`, moves in `notation` (PMN when `None`).
    #[pyo3(signature = (depth, notation=None))]
    fn divide<'py>(
        &self,
        py: Python<'py>,
        depth: u32,
        notation: Option<&str>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let notation = match notation {
            None => Notation::Pmn,
            name => notation_arg(self.0.as_ref(), name)?,
        };
        let game = &self.0;
        let split = py
            .detach(|| game.divide(depth, notation))
            .map_err(|error| errors::game(py, &error, true))?;
        let dict = PyDict::new(py);
        for (m, n) in split {
            dict.set_item(m, n)?;
        }
        Ok(dict)
    }

    /// A copy (the history too).
    fn copy(&self) -> Game {
        Game(self.0.boxed_clone())
    }

    fn __copy__(&self) -> Game {
        self.copy()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.copy()
    }

    /// The SVG picture of the current position: `flip`, `coordinates` (`"cell"`, `"shogi"`, `"kanji"`,
    /// `"xiangqi"`, `"none"`; the game's own when `None`), `size` (pixels a square), `highlights` (squares,
    /// or `{square: mark}` with marks `"last-move"`, `"selected"`, `"check"`, `"destination"`), `last_move`
    /// (a PMN move or squares; the last move played when `None`), `arrows` (pairs of squares).
    #[pyo3(signature = (flip=false, coordinates=None, size=48, highlights=None, last_move=None, arrows=None))]
    #[allow(clippy::too_many_arguments)]
    fn svg(
        &self,
        py: Python<'_>,
        flip: bool,
        coordinates: Option<&str>,
        size: u32,
        highlights: Option<&Bound<'_, PyAny>>,
        last_move: Option<&Bound<'_, PyAny>>,
        arrows: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        let coordinates = coordinates.or(match self.0.kind() {
            GameKind::Shogi => Some("shogi"),
            GameKind::Xiangqi => Some("xiangqi"),
            _ => None,
        });
        let mut picture = Picture::new(flip, coordinates, size, highlights, last_move, arrows)?;
        if last_move.is_none()
            && let Some(last) = self
                .0
                .moves(Notation::Pmn)
                .ok()
                .and_then(|m| m.last().cloned())
        {
            picture.options.highlights.splice(
                0..0,
                picture::move_squares(&last)
                    .into_iter()
                    .map(tabula_svg::Highlight::last_move),
            );
        }
        let _ = py;
        picture.svg(&self.0.feen())
    }

    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        self.svg(py, false, None, 48, None, None, None)
    }

    /// The text board `tabula show` draws (`ascii=True` for ASCII frames).
    #[pyo3(signature = (flip=false, ascii=false))]
    fn text(&self, flip: bool, ascii: bool) -> String {
        picture::text(&self.0.feen(), flip, ascii)
    }

    fn __str__(&self) -> String {
        picture::text(&self.0.feen(), false, false)
    }

    fn __repr__(&self) -> String {
        format!("Game({:?})", self.0.feen())
    }

    fn __len__(&self) -> usize {
        self.0.ply()
    }
}

impl Game {
    fn native_of(&self, kind: GameKind, what: &str) -> PyResult<String> {
        if self.0.kind() == kind {
            Ok(self.0.native())
        } else {
            Err(PyValueError::new_err(format!(
                "a {} game has no {what}: native() writes its own format",
                self.0.kind()
            )))
        }
    }
}
