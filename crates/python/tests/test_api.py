"""The Python API: token classes, coordinates, positions, hands, validation and the exceptions."""

import collections.abc
import copy
import pickle
import sys
import threading
import time
from pathlib import Path

import pytest

import tabula_games

CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
SHOGI_HANDS = "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2Pb'/p S/s"


# `first`: which of the two sorts first (the Rust type's order: uppercase first, a derivation marker after
# none, fewer dimensions first, squares before the hand).
@pytest.mark.parametrize(
    ("cls", "text", "other", "first"),
    [
        (tabula_games.Style, "C", "c", "C"),
        (tabula_games.Piece, "+K^", "-k", "+K^"),
        (tabula_games.ExtendedPiece, "K^'", "K^", "K^"),
        (tabula_games.QualifiedPiece, "C:K^", "s:k", "C:K^"),
        (tabula_games.Coordinate, "e4", "a1A", "e4"),
        (tabula_games.Location, "*", "e4", "e4"),
    ],
)
def test_value_classes(cls, text, other, first):
    value = cls(text)
    assert str(value) == text
    assert repr(value) == f"{cls.__name__}('{text}')"
    assert value == cls(text) and value != cls(other)
    assert hash(value) == hash(cls(text))
    assert len({value, cls(text), cls(other)}) == 2
    assert value != text  # a token is not its string
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.deepcopy(value) == value
    assert cls(text.encode("ascii")) == value
    second = other if first == text else text
    assert sorted([cls(other), value]) == sorted([value, cls(other)]) == [cls(first), cls(second)]
    assert cls(first) < cls(second) and not cls(second) < cls(first)
    with pytest.raises(AttributeError):
        value.anything = 1


def test_token_accessors():
    style = tabula_games.Style("s")
    assert (style.letter, style.side, str(style.flip())) == ("S", "second", "S")
    piece = tabula_games.Piece("+r^")
    assert (piece.letter, piece.side, piece.state, piece.terminal) == ("R", "second", "enhanced", True)
    assert [str(piece.flip()), str(piece.diminish()), str(piece.normalize()), str(piece.enhance())] == [
        "+R^", "-r^", "r^", "+r^",
    ]
    extended = tabula_games.ExtendedPiece("-p'")
    assert (extended.piece, extended.derived, extended.state, extended.side) == (tabula_games.Piece("-p"), True, "diminished", "second")
    assert extended.letter == "P" and not extended.terminal
    qualified = tabula_games.QualifiedPiece("C:p")
    assert (qualified.style, qualified.piece, qualified.derived) == (tabula_games.Style("C"), tabula_games.Piece("p"), True)
    assert (qualified.letter, qualified.side, qualified.state, qualified.terminal) == ("P", "second", "normal", False)
    assert qualified.epin == tabula_games.ExtendedPiece("p'")
    assert str(qualified.flip()) == "c:P"
    assert tabula_games.QualifiedPiece.of(tabula_games.Style("s"), tabula_games.Piece("K^")) == tabula_games.QualifiedPiece("s:K^")


def test_token_errors():
    with pytest.raises(tabula_games.TokenError) as raised:
        tabula_games.QualifiedPiece("C:K'")
    error = raised.value
    assert (error.notation, error.code, error.offset) == ("qpi", "invalid-piece", 3)
    assert error.message == str(error)
    assert isinstance(error, tabula_games.TabulaError) and isinstance(error, ValueError)
    with pytest.raises(TypeError, match="expected str or bytes, not int"):
        tabula_games.Style(3)
    assert tabula_games.Piece.is_valid("K^") and not tabula_games.Piece.is_valid("K^^")


def test_coordinates():
    e4 = tabula_games.Coordinate("e4")
    assert (e4.indices, e4.dimensions) == ((4, 3), 2)
    assert tabula_games.Coordinate.from_indices(0, 0, 0) == tabula_games.Coordinate("a1A")
    assert tabula_games.Location("*").is_hand and tabula_games.Location("*").coordinate is None
    assert tabula_games.Location("e4").coordinate == e4
    with pytest.raises(tabula_games.CellError) as raised:
        tabula_games.Coordinate("a01")
    assert (raised.value.code, raised.value.offset) == ("leading-zero", 1)
    with pytest.raises(tabula_games.CellError) as raised:
        tabula_games.Coordinate.from_indices()
    assert raised.value.code == "dimension-count"


def test_position_reading():
    position = tabula_games.Position.from_feen(CHESS)
    assert position.shape == (8, 8) and position.square_count == 64
    assert position["e1"] == tabula_games.QualifiedPiece("C:K^")
    assert position[tabula_games.Coordinate("e8")] == tabula_games.QualifiedPiece("c:k^")
    assert position["e4"] is None
    assert position.turn == "first"
    assert (position.first_style, position.second_style, position.active_style) == (
        tabula_games.Style("C"), tabula_games.Style("c"), tabula_games.Style("C"),
    )
    assert position.piece_count == 32
    board = position.board
    assert len(board) == 64 and board[0] == tabula_games.QualifiedPiece("c:-r") and board[36] is None
    pieces = position.pieces()
    assert len(pieces) == 32 and pieces[0] == (tabula_games.Coordinate("a8"), tabula_games.QualifiedPiece("c:-r"))
    assert position.feen() == CHESS and "to move: first" in str(position)
    assert repr(position) == f"Position.from_feen('{CHESS}')"
    assert tabula_games.Position.from_feen(CHESS.encode()) == position
    assert hash(position) == hash(tabula_games.Position.from_feen(CHESS))
    assert pickle.loads(pickle.dumps(position)) == position


def test_position_square_errors():
    position = tabula_games.Position.from_feen(CHESS)
    for key, code in [("i1", "off-board"), ("e4A", "wrong-dimensions"), ("E4", "must-start-with-lowercase")]:
        with pytest.raises(tabula_games.CellError) as raised:
            position[key]
        assert raised.value.code == code
    with pytest.raises(TypeError):
        position[36]


def test_position_turn():
    position = tabula_games.Position.from_feen(CHESS)
    toggled = position.toggle()
    assert toggled.turn == "second" and toggled.feen().endswith(" c/C")
    assert toggled != position and toggled.toggle() == position
    assert position.with_turn("second") == toggled
    with pytest.raises(ValueError, match="first"):
        position.with_turn("white")


def test_hands_are_mappings():
    position = tabula_games.Position.from_feen(SHOGI_HANDS)
    hand = position.first_hand
    assert isinstance(hand, collections.abc.Mapping)
    assert len(hand) == 2 and hand.total() == 3
    assert hand["S:P"] == 2 and hand[tabula_games.QualifiedPiece("S:b")] == 1
    assert "S:P" in hand and "S:R" not in hand and 3 not in hand and "not a piece" not in hand
    assert hand.get("S:R") is None and hand.get("S:R", 0) == 0 and hand.get("S:P") == 2
    with pytest.raises(KeyError):
        hand["S:R"]
    assert set(hand) == {tabula_games.QualifiedPiece("S:P"), tabula_games.QualifiedPiece("S:b")}
    assert dict(hand) == hand.to_dict() == dict(hand.items())
    assert sorted(hand.values()) == [1, 2]
    assert hand == {tabula_games.QualifiedPiece("S:P"): 2, tabula_games.QualifiedPiece("S:b"): 1}
    assert hand != {tabula_games.QualifiedPiece("S:P"): 2}
    assert hand == position.hand("first") and hand != position.second_hand
    assert position.second_hand == {tabula_games.QualifiedPiece("s:p"): 1}
    assert "QualifiedPiece('S:P'): 2" in repr(hand)
    with pytest.raises(TypeError):
        hash(hand)


def test_position_from_parts():
    position = tabula_games.Position(
        (2, 2), ["C:K^", None, None, tabula_games.QualifiedPiece("c:k^")], ("C", tabula_games.Style("c")), "second",
        first_hand={"C:P": 1},
    )
    assert position.feen() == "K^1/1k^ P/ c/C"
    with pytest.raises(tabula_games.PositionError) as raised:
        tabula_games.Position((2,), ["C:K^"], ("C", "c"))
    assert raised.value.code == "board-length"
    with pytest.raises(tabula_games.PositionError) as raised:
        tabula_games.Position((1,), ["C:K^"], ("C", "c"), first_hand=[("C:P", 1)])
    assert raised.value.code == "too-many-pieces"
    with pytest.raises(tabula_games.TokenError):
        tabula_games.Position((1,), ["K^"], ("C", "c"))
    # A position FEEN cannot write: a piece of neither player's style.
    foreign = tabula_games.Position((2,), ["X:K^", None], ("C", "c"))
    with pytest.raises(tabula_games.FeenError) as raised:
        foreign.feen()
    assert raised.value.code == "foreign-style" and raised.value.offset is None
    assert "FEEN cannot write" in repr(foreign)


def test_feen_errors():
    with pytest.raises(tabula_games.FeenError) as raised:
        tabula_games.Position.from_feen("8/8/8/8/8/8/8/8 / C/C")
    error = raised.value
    assert (error.field, error.code, error.offset, error.length) == ("style-turn", "styles-same-case", 20, 1)
    assert error.message == "the two style tokens must be of opposite case (byte 20)"
    with pytest.raises(tabula_games.FeenError) as raised:
        tabula_games.Position.from_feen(b"8 / C/\xc3\xa9")
    assert raised.value.code == "non-ascii"
    with pytest.raises(tabula_games.FeenError) as raised:
        tabula_games.validate("x" * (tabula_games.FEEN_MAX_LEN + 1))
    assert raised.value.code == "too-long"


def test_validate_many():
    texts = [CHESS, "8 / C/C", b"1 / C/c", "rkr/pp/PPPP / C/c", ""]
    results = tabula_games.validate_many(texts)
    assert results == [None, "styles-same-case", None, None, "field-count"]
    assert tabula_games.validate_many(iter([CHESS])) == [None]
    assert tabula_games.validate_many([]) == []
    with pytest.raises(TypeError, match="item 1"):
        tabula_games.validate_many([CHESS, 3])


def test_validate_many_releases_the_gil():
    """Another thread runs while a large batch validates, which it could not if the GIL were held.

    The switch interval is made huge so that the interpreter never takes the GIL from this thread by force:
    the other thread (which gives the GIL back at every tick) then runs only when this one releases the GIL
    of its own accord, here only inside validate_many. On a loaded machine the other thread may not be
    scheduled during one call, so a few calls are allowed."""
    batch = [CHESS] * 100_000
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0)  # releases the GIL

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1000)
    worker = threading.Thread(target=tick)
    worker.start()
    seen = False
    try:
        while not ticks:  # let the thread start
            time.sleep(0.001)
        for _ in range(20):
            before = len(ticks)
            results = tabula_games.validate_many(batch)
            after = len(ticks)
            assert results == [None] * len(batch)
            if after > before:
                seen = True
                break
    finally:
        stop.set()
        sys.setswitchinterval(interval)
        worker.join()
    assert seen, "no other thread ran while validate_many worked"


def test_module():
    cargo = (Path(__file__).resolve().parents[3] / "Cargo.toml").read_text(encoding="utf-8")
    assert f'\nversion = "{tabula_games.__version__}"\n' in cargo  # the workspace's version, through Cargo
    assert set(tabula_games.__all__) <= set(dir(tabula_games))
    assert tabula_games.Position.__module__ == "tabula_games" and tabula_games.FeenError.__module__ == "tabula_games"
