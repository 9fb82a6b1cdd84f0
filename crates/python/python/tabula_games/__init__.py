"""Tabula: read, write and model positions and moves of two-player board games (Sashite FEEN, PON, PMN, SIN,
PIN, EPIN, QPI, CELL).

The work is done in Rust (the extension module ``tabula_games._native``); this package re-exports it.

>>> import tabula_games
>>> pos = tabula_games.Position.from_feen("8/8/8/8/4K^3/8/8/8 / C/c")
>>> pos["e4"]
QualifiedPiece('C:K^')
"""

from collections.abc import Mapping as _Mapping

from tabula_games._native import (
    FEEN_MAX_LEN,
    PMN_MAX_LEN,
    PON_MAX_LEN,
    AmbiguousMoveError,
    CellError,
    ConversionError,
    Coordinate,
    ExtendedPiece,
    FeenError,
    Game,
    GameError,
    Hand,
    IllegalMoveError,
    InvalidMoveError,
    Location,
    Move,
    Outcome,
    Piece,
    PmnError,
    PonError,
    Position,
    PositionError,
    QualifiedPiece,
    Style,
    TabulaError,
    TokenError,
    __version__,
    is_valid,
    legal_move_counts,
    legal_move_counts_arrow,
    outcomes,
    outcomes_arrow,
    to_feen_arrow,
    to_feen_many,
    validate,
    validate_arrow,
    validate_many,
)

# A hand is a read-only mapping: isinstance(hand, collections.abc.Mapping) holds.
_Mapping.register(Hand)

__all__ = [
    "FEEN_MAX_LEN",
    "PMN_MAX_LEN",
    "PON_MAX_LEN",
    "AmbiguousMoveError",
    "CellError",
    "ConversionError",
    "Coordinate",
    "ExtendedPiece",
    "FeenError",
    "Game",
    "GameError",
    "Hand",
    "IllegalMoveError",
    "InvalidMoveError",
    "Location",
    "Move",
    "Outcome",
    "Piece",
    "PmnError",
    "PonError",
    "Position",
    "PositionError",
    "QualifiedPiece",
    "Style",
    "TabulaError",
    "TokenError",
    "__version__",
    "is_valid",
    "legal_move_counts",
    "legal_move_counts_arrow",
    "outcomes",
    "outcomes_arrow",
    "to_feen_arrow",
    "to_feen_many",
    "validate",
    "validate_arrow",
    "validate_many",
]
