//! `Position`: a typed FEEN position (board, two hands, two styles, the side to move), immutable.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString, PyTuple};
use tabula_cell::Coordinate as RsCoordinate;
use tabula_feen::Side;
use tabula_qpi::QualifiedPiece as RsPiece;

use crate::convert;
use crate::coordinates::Coordinate;
use crate::errors;
use crate::hand::{Hand, piece_arg};
use crate::moves::{Move, move_arg};
use crate::picture::{self, Picture};
use crate::position_value::{self, Model};
use crate::tokens::{QualifiedPiece, Style};

/// A position: a board of one to three dimensions, two hands, two styles and the side to move. Pieces are
/// fully qualified (`QualifiedPiece`): each carries its style.
#[pyclass(module = "tabula_games", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Position(pub(crate) Model);

impl Position {
    /// The position of a FEEN string (for the game's current position).
    pub(crate) fn from_feen_text(py: Python<'_>, feen: &str) -> PyResult<Position> {
        position_value::from_feen(feen.as_bytes())
            .map(Position)
            .map_err(|error| errors::feen(py, &error))
    }
}

/// `"first"` or `"second"` as a [`Side`].
pub(crate) fn side_arg(side: &str) -> PyResult<Side> {
    match side {
        "first" => Ok(Side::First),
        "second" => Ok(Side::Second),
        other => Err(PyValueError::new_err(format!(
            "a side is \"first\" or \"second\", not {other:?}"
        ))),
    }
}

/// A style given as a `Style` or its SIN string.
fn style_arg(py: Python<'_>, style: &Bound<'_, PyAny>) -> PyResult<tabula_qpi::Style> {
    if let Ok(style) = style.cast::<Style>() {
        return Ok(style.get().0);
    }
    errors::with_bytes(style, tabula_qpi::Style::parse_bytes)?
        .map_err(|error| errors::token(py, "sin", &error.to_string(), error.offset(), error.code()))
}

/// Hand items given as a mapping `{piece: count}` or an iterable of `(piece, count)` pairs.
fn hand_arg(py: Python<'_>, hand: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(RsPiece, usize)>> {
    let Some(hand) = hand else {
        return Ok(Vec::new());
    };
    let pairs = if hand.hasattr("items")? {
        hand.call_method0("items")?
    } else {
        hand.clone()
    };
    pairs
        .try_iter()?
        .map(|pair| {
            let (piece, count): (Bound<'_, PyAny>, usize) = pair?.extract()?;
            Ok((piece_arg(py, &piece)?, count))
        })
        .collect()
}

/// A converted position, or `(position, lost)` when `with_lost`; a failure as a `ConversionError`.
fn converted(
    py: Python<'_>,
    result: Result<(Model, position_value::Lost), position_value::Failure>,
    with_lost: bool,
) -> PyResult<Py<PyAny>> {
    let (position, lost) = result.map_err(|failure| errors::conversion(py, &failure))?;
    let position = Position(position).into_pyobject(py)?.into_any();
    if with_lost {
        let lost = convert::lost_dict(py, &lost)?.into_any();
        Ok(PyTuple::new(py, [position, lost])?.into_any().unbind())
    } else {
        Ok(position.unbind())
    }
}

#[pymethods]
impl Position {
    /// A position from its parts: `shape` outermost first (`(8, 8)`), `board` one entry per square in FEEN
    /// order (the highest rank first, each from file `a`) holding a `QualifiedPiece`, its QPI string or
    /// `None`; hands as `{piece: count}` or `(piece, count)` pairs; `styles` the first then the second
    /// player's; `turn` the side to move. Raises `PositionError` when the parts do not make a position.
    #[new]
    #[allow(clippy::needless_pass_by_value)] // PyO3 extracts the `styles` pair by value.
    #[pyo3(signature = (shape, board, styles, turn = "first", first_hand = None, second_hand = None))]
    fn new(
        py: Python<'_>,
        shape: Vec<usize>,
        board: &Bound<'_, PyAny>,
        styles: (Bound<'_, PyAny>, Bound<'_, PyAny>),
        turn: &str,
        first_hand: Option<&Bound<'_, PyAny>>,
        second_hand: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let board = board
            .try_iter()?
            .map(|square| {
                let square = square?;
                if square.is_none() {
                    Ok(None)
                } else {
                    piece_arg(py, &square).map(Some)
                }
            })
            .collect::<PyResult<Vec<_>>>()?;
        let parts = position_value::Parts {
            shape,
            board,
            first_hand: hand_arg(py, first_hand)?,
            second_hand: hand_arg(py, second_hand)?,
            styles: (style_arg(py, &styles.0)?, style_arg(py, &styles.1)?),
            turn: side_arg(turn)?,
        };
        position_value::from_parts(parts)
            .map(Position)
            .map_err(|error| errors::position(py, &error))
    }

    /// Reads a FEEN string (`str` or `bytes`). Raises `FeenError` when it is not valid FEEN, or when the
    /// board is valid but irregular (code `board-not-regular`: such a board has no shape).
    #[staticmethod]
    fn from_feen(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Position> {
        errors::with_bytes(text, position_value::from_feen)?
            .map(Position)
            .map_err(|error| errors::feen(py, &error))
    }

    /// The canonical FEEN string. Raises `FeenError` for a position FEEN cannot write (built from parts with
    /// a piece of neither player's style, an outer dimension of 1, a style of the wrong case).
    fn feen(&self, py: Python<'_>) -> PyResult<String> {
        position_value::to_feen(&self.0).map_err(|error| errors::feen_emit(py, &error))
    }

    // Conversions from and to other notations: one static reader and one writer per notation, each
    // through a `position_value` function (which calls the notation's crate).

    /// Reads a chess FEN, X-FEN, Shredder-FEN, EPD or crazyhouse FEN record (through `tabula-chess`). With
    /// `with_lost=True`, returns `(position, lost)`: `lost` holds what FEEN cannot (`halfmove_clock`,
    /// `fullmove_number`, `en_passant`, `operations`, `defaulted`). Raises `ConversionError`.
    #[staticmethod]
    #[pyo3(signature = (text, with_lost = false))]
    fn from_fen(py: Python<'_>, text: &str, with_lost: bool) -> PyResult<Py<PyAny>> {
        converted(py, position_value::from_fen(text), with_lost)
    }

    /// The FEN record of a chess position (through `tabula-chess`): `castling` `"xfen"` (`KQkq`) or
    /// `"shredder"` (`HAha`), the clocks FEEN has none of, and `epd=True` for EPD's four fields. Raises
    /// `ConversionError` for a position that is not chess.
    #[pyo3(signature = (castling = "xfen", halfmove_clock = 0, fullmove_number = 1, epd = false))]
    fn fen(
        &self,
        py: Python<'_>,
        castling: &str,
        halfmove_clock: u32,
        fullmove_number: u32,
        epd: bool,
    ) -> PyResult<String> {
        let options = tabula_chess::fen::Options {
            castling: convert::castling_arg(castling)?,
            epd,
            halfmove_clock,
            fullmove_number,
        };
        position_value::to_fen(&self.0, &options)
            .map_err(|failure| errors::conversion(py, &failure))
    }

    /// Reads an SFEN line or a USI `position` command (through `tabula-shogi`). With `with_lost=True`,
    /// returns `(position, lost)`: `lost` holds `move_count` and `moves_at` (the offset of ignored moves).
    /// Raises `ConversionError`.
    #[staticmethod]
    #[pyo3(signature = (text, with_lost = false))]
    fn from_sfen(py: Python<'_>, text: &str, with_lost: bool) -> PyResult<Py<PyAny>> {
        converted(py, position_value::from_sfen(text), with_lost)
    }

    /// The SFEN of a shōgi position (through `tabula-shogi`), with `move_count` (`None`: `1`). Raises
    /// `ConversionError` for what SFEN cannot spell.
    #[pyo3(signature = (move_count = None))]
    fn sfen(&self, py: Python<'_>, move_count: Option<u32>) -> PyResult<String> {
        position_value::to_sfen(&self.0, move_count)
            .map_err(|failure| errors::conversion(py, &failure))
    }

    /// Reads a xiangqi FEN line or a UCCI `position` command, UCCI or WXF letters (through
    /// `tabula-xiangqi`). With `with_lost=True`, returns `(position, lost)`: `lost` holds
    /// `halfmove_clock`, `fullmove_number`, `letters` and `moves_at`. Raises `ConversionError`.
    #[staticmethod]
    #[pyo3(signature = (text, with_lost = false))]
    fn from_xiangqi_fen(py: Python<'_>, text: &str, with_lost: bool) -> PyResult<Py<PyAny>> {
        converted(py, position_value::from_xiangqi_fen(text), with_lost)
    }

    /// The xiangqi FEN of a xiangqi position (through `tabula-xiangqi`) in `letters` `"ucci"` or `"wxf"`,
    /// with the counters `0 1`. Raises `ConversionError` for what xiangqi FEN cannot spell.
    #[pyo3(signature = (letters = "ucci"))]
    fn xiangqi_fen(&self, py: Python<'_>, letters: &str) -> PyResult<String> {
        position_value::to_xiangqi_fen(&self.0, convert::letters_arg(letters)?)
            .map_err(|failure| errors::conversion(py, &failure))
    }

    /// Reads a PON document (`str` or `bytes`, JSON text). Raises `PonError` when it is not valid PON, or
    /// when the board is valid but irregular (code `board-not-regular`: such a board has no shape).
    #[staticmethod]
    fn from_pon(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Position> {
        errors::with_bytes(text, position_value::from_pon)?
            .map(Position)
            .map_err(|error| errors::pon(py, &error))
    }

    /// The PON document (JSON text): compact by default, one rank per line with `pretty=True`. Both are
    /// deterministic. Raises `PonError` for a position PON cannot write (built from parts with a piece of
    /// neither player's style, or a style of the wrong case).
    #[pyo3(signature = (pretty = false))]
    fn pon(&self, py: Python<'_>, pretty: bool) -> PyResult<String> {
        position_value::to_pon(&self.0, pretty).map_err(|error| errors::pon(py, &error))
    }

    // Moves (PMN).

    /// The position after `move` (a `Move` or its PMN string): its direct effect only, with no rule system
    /// (a special move `~` and a drop that names no piece are refused). Returns a new position; raises
    /// `PmnError` naming the rule the move breaks (`code`, such as `occupied` or `empty-square`, and `part`).
    fn apply(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<Position> {
        let mv = move_arg(py, r#move)?;
        position_value::apply(&self.0, &mv)
            .map(Position)
            .map_err(|error| errors::pmn(py, &error))
    }

    /// The PMN move whose direct effect turns this position into `other`. Raises `PmnError` (code `no-move`,
    /// the message naming the difference no move explains) when there is none.
    fn diff(&self, py: Python<'_>, other: &Bound<'_, Position>) -> PyResult<Move> {
        position_value::diff(&self.0, &other.get().0)
            .map(Move)
            .map_err(|error| errors::pmn(py, &error))
    }

    /// The piece on a square, or `None` when it is empty. The key is a CELL coordinate (`"e4"`, a
    /// `Coordinate`); a malformed one, one with another number of dimensions than the board or one off the
    /// board raises `CellError`.
    fn __getitem__(
        &self,
        py: Python<'_>,
        key: &Bound<'_, PyAny>,
    ) -> PyResult<Option<QualifiedPiece>> {
        let coordinate = if let Ok(coordinate) = key.cast::<Coordinate>() {
            coordinate.get().0
        } else if key.is_instance_of::<PyString>() || key.is_instance_of::<PyBytes>() {
            errors::with_bytes(key, RsCoordinate::parse_bytes)?
                .map_err(|error| errors::cell(py, &error))?
        } else {
            return Err(PyTypeError::new_err(format!(
                "a square is a CELL coordinate (str or Coordinate), not {}",
                key.get_type().name()?
            )));
        };
        let qi = position_value::qi(&self.0);
        let index = tabula_cell::square_index(qi.shape(), coordinate)
            .map_err(|error| errors::cell(py, &error))?;
        Ok(qi.piece_at(index).copied().map(QualifiedPiece))
    }

    /// The board's dimensions, outermost first: `(8, 8)` for chess, `(10, 9)` for xiangqi.
    #[getter]
    fn shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, position_value::qi(&self.0).shape().iter())
    }

    /// How many squares the board has.
    #[getter]
    fn square_count(&self) -> usize {
        position_value::qi(&self.0).square_count()
    }

    /// Every square in FEEN order (the highest rank first, each from file `a`): a piece or `None`.
    #[getter]
    fn board(&self) -> Vec<Option<QualifiedPiece>> {
        position_value::qi(&self.0)
            .board()
            .iter()
            .map(|square| square.map(QualifiedPiece))
            .collect()
    }

    /// The occupied squares in FEEN order, as `(Coordinate, QualifiedPiece)` pairs.
    fn pieces(&self) -> Vec<(Coordinate, QualifiedPiece)> {
        let qi = position_value::qi(&self.0);
        let Ok(coordinates) = tabula_cell::coordinates(qi.shape()) else {
            return Vec::new(); // A model's shape is always valid.
        };
        coordinates
            .zip(qi.board())
            .filter_map(|(coordinate, square)| {
                square.map(|piece| (Coordinate(coordinate), QualifiedPiece(piece)))
            })
            .collect()
    }

    /// `"first"` or `"second"`: the side to move.
    #[getter]
    fn turn(&self) -> &'static str {
        position_value::qi(&self.0).turn().as_str()
    }

    /// The first player's style.
    #[getter]
    fn first_style(&self) -> Style {
        Style(*position_value::qi(&self.0).first_style())
    }

    /// The second player's style.
    #[getter]
    fn second_style(&self) -> Style {
        Style(*position_value::qi(&self.0).second_style())
    }

    /// The style of the side to move.
    #[getter]
    fn active_style(&self) -> Style {
        let qi = position_value::qi(&self.0);
        Style(*qi.style(qi.turn()))
    }

    /// The first player's hand: a read-only mapping `{QualifiedPiece: count}`.
    #[getter]
    fn first_hand(&self) -> Hand {
        self.hand_of(Side::First)
    }

    /// The second player's hand: a read-only mapping `{QualifiedPiece: count}`.
    #[getter]
    fn second_hand(&self) -> Hand {
        self.hand_of(Side::Second)
    }

    /// The hand of `side` (`"first"` or `"second"`).
    fn hand(&self, side: &str) -> PyResult<Hand> {
        Ok(self.hand_of(side_arg(side)?))
    }

    /// Pieces on the board and in both hands.
    #[getter]
    fn piece_count(&self) -> usize {
        position_value::qi(&self.0).piece_count()
    }

    /// The same position with the other side to move.
    fn toggle(&self) -> Position {
        let qi = position_value::qi(&self.0);
        Position(position_value::with_turn(&self.0, qi.turn().flip()))
    }

    /// The same position with `side` to move.
    fn with_turn(&self, side: &str) -> PyResult<Position> {
        Ok(Position(position_value::with_turn(
            &self.0,
            side_arg(side)?,
        )))
    }

    /// The FEEN string, or a description when FEEN cannot write the position.
    /// The text board `tabula show` draws (the FEEN string for a position FEEN cannot write).
    fn __str__(&self) -> String {
        match position_value::to_feen(&self.0) {
            Ok(feen) => picture::text(&feen, false, false),
            Err(error) => format!("<position: {error}>"),
        }
    }

    /// The text board `tabula show` draws: `flip` turns it, `ascii=True` for ASCII frames.
    #[pyo3(signature = (flip=false, ascii=false))]
    fn text(&self, py: Python<'_>, flip: bool, ascii: bool) -> PyResult<String> {
        Ok(picture::text(&self.feen(py)?, flip, ascii))
    }

    /// The SVG picture: `flip`, `coordinates` (`"cell"`, `"shogi"`, `"kanji"`, `"xiangqi"`, `"none"`),
    /// `size` (pixels a square), `highlights` (squares, or `{square: mark}` with marks `"last-move"`,
    /// `"selected"`, `"check"`, `"destination"`), `last_move` (a PMN move or squares), `arrows` (pairs of
    /// squares).
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
        Picture::new(flip, coordinates, size, highlights, last_move, arrows)?.svg(&self.feen(py)?)
    }

    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        self.svg(py, false, None, 48, None, None, None)
    }

    fn __repr__(&self) -> String {
        match position_value::to_feen(&self.0) {
            Ok(feen) => format!("Position.from_feen('{feen}')"),
            Err(error) => format!("<Position that FEEN cannot write: {error}>"),
        }
    }

    /// Pickles as the FEEN string.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let feen = slf.get().feen(py)?;
        Ok((slf.get_type().getattr("from_feen")?, (feen,)))
    }
}

impl Position {
    fn hand_of(&self, side: Side) -> Hand {
        Hand::new(
            position_value::qi(&self.0)
                .hand(side)
                .map(|(piece, count)| (*piece, count))
                .collect(),
        )
    }
}
