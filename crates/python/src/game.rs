//! `Game`: a game of chess, shōgi or xiangqi with its rules and history (legal moves, moves in any notation
//! the game reads, outcome, status, perft, counters, repetition), over `tabula_game::DynGame`. Every game
//! comes from the facade crate tabula-games (`open_with`, `start`), which also says what the game is
//! called, which notation it writes by default and how its state reads in words: this door only
//! translates Python values.

use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tabula_game::{DynGame, Notation, Termination};
use tabula_games::Format;

mod args;

use crate::errors;
use crate::outcome::Outcome;
use crate::picture;
use crate::position::Position;

/// A game of chess, shōgi or xiangqi: its start position, the moves played and the rules. Made from any
/// position text (`Game(text)`: FEEN, chess FEN, SFEN, xiangqi FEN, a USI `position … moves …` line or a
/// UCI/UCCI `position fen … moves …` line; `Game(text, rules="xiangqi")` reads it by the named game's
/// rules) or a start (`Game.start("chess")`).
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
    /// The game at the position `text` (its moves played for an engine's `position … moves …` line), read
    /// by the rules of `rules` (`"chess"`, `"shogi"`, `"xiangqi"`) or, when `None`, of the game the text
    /// is for. Raises `GameError` with the reader's code (`"no-rules"`, `"rules-mismatch"`, …).
    #[new]
    #[pyo3(signature = (text, rules=None))]
    fn new(py: Python<'_>, text: &str, rules: Option<&str>) -> PyResult<Self> {
        let rules = rules.map(args::kind).transpose()?;
        tabula_games::open_with(text, rules)
            .map(|(game, _)| Game(game))
            .map_err(|error| errors::game(py, &error, false))
    }

    /// A game at the start position of `kind`: `"chess"`, `"shogi"` or `"xiangqi"`.
    #[staticmethod]
    fn start(kind: &str) -> PyResult<Self> {
        Ok(Game(tabula_games::start(args::kind(kind)?)))
    }

    /// The game a position text is for (`"chess"`, `"shogi"`, `"xiangqi"`), or `None`.
    #[staticmethod]
    fn detect(text: &str) -> Option<&'static str> {
        tabula_games::detect(text).map(|(kind, _)| kind.name())
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

    /// The game's usual notation, the first of its own after PMN: `"san"` (chess), `"usi"` (shōgi) or
    /// `"ucci"` (xiangqi).
    #[getter]
    fn notation(&self) -> &'static str {
        tabula_games::usual_notation(self.0.as_ref()).name()
    }

    /// The number of plies played.
    #[getter]
    fn ply(&self) -> usize {
        self.0.ply()
    }

    /// The side to move: `"first"` (White, Sente, Red) or `"second"`.
    #[getter]
    fn turn(&self) -> &'static str {
        self.0.side_to_move().as_str()
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

    /// The state of the game in one line, as every door says it: `"ongoing: White to move"`,
    /// `"checkmate: White is mated, Black wins"`, `"insufficient material: neither side can mate, a
    /// draw"`, with the draw the player to move may claim.
    #[getter]
    fn status(&self) -> String {
        tabula_games::status_line(self.0.as_ref())
    }

    /// The legal moves of the current position in PMN, in the generator's order, whatever the game's
    /// state (a drawn position still lists its moves; `outcome()` says the game is over and `play`
    /// refuses them).
    #[getter]
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        crate::move_texts::legal_moves(py, self.0.as_ref())
    }

    /// The legal moves written in `notation` (the game's usual one when `None`), whatever the game's state.
    #[pyo3(signature = (notation=None))]
    fn legal_moves_in(&self, py: Python<'_>, notation: Option<&str>) -> PyResult<Vec<String>> {
        let notation = args::notation_or_usual(self.0.as_ref(), notation)?;
        self.write(notation, |g, n| g.legal_moves(n), py)
    }

    /// The moves played, in `notation` (PMN when `None`).
    #[pyo3(signature = (notation=None))]
    fn moves(&self, py: Python<'_>, notation: Option<&str>) -> PyResult<Vec<String>> {
        let notation = args::notation_or_pmn(notation)?;
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
        let notation = args::notation_or_any(notation)?;
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
        let notation = args::notation_or_any(notation)?;
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

    /// The current position in FEN, for a game whose own format is FEN (chess; python-chess's
    /// `Board.fen()`); other games: `ValueError`.
    fn fen(&self) -> PyResult<String> {
        args::native_in(self.0.as_ref(), Format::Fen)
    }

    /// The current position in SFEN, for a game whose own format is SFEN (shōgi; cshogi's
    /// `Board.sfen()`); other games: `ValueError`.
    fn sfen(&self) -> PyResult<String> {
        args::native_in(self.0.as_ref(), Format::Sfen)
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
        let notation = args::notation_or_pmn(notation)?;
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
        flip: bool,
        coordinates: Option<&str>,
        size: u32,
        highlights: Option<&Bound<'_, PyAny>>,
        last_move: Option<&Bound<'_, PyAny>>,
        arrows: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        picture::game_svg(
            self.0.as_ref(),
            flip,
            coordinates,
            size,
            highlights,
            last_move,
            arrows,
        )
    }

    fn _repr_svg_(&self) -> PyResult<String> {
        self.svg(false, None, 48, None, None, None)
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
