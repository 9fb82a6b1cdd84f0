"""PMN moves (Move, Position.apply, Position.diff, PmnError) and PON (Position.pon, Position.from_pon, PonError)."""

import copy
import json
import pickle

import pytest

import tabula_games

CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"


def test_move_value():
    move = tabula_games.Move("b7+a8=Q/r")
    assert str(move) == "b7+a8=Q/r" and repr(move) == "Move('b7+a8=Q/r')"
    assert move == tabula_games.Move.parse("b7+a8=Q/r") == tabula_games.Move(b"b7+a8=Q/r")
    assert move != tabula_games.Move("b7+a8=Q") and move != "b7+a8=Q/r"
    assert hash(move) == hash(tabula_games.Move("b7+a8=Q/r"))
    assert len({move, tabula_games.Move("b7+a8=Q/r"), tabula_games.Move("...")}) == 2
    assert pickle.loads(pickle.dumps(move)) == move and copy.deepcopy(move) == move
    with pytest.raises(AttributeError):
        move.form = "pass"
    assert tabula_games.Move.is_valid("e1~g1") and not tabula_games.Move.is_valid("e2-e4/p")
    assert tabula_games.PMN_MAX_LEN == len("iv256IV~iv255IV=+K^'/+K^'")


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("...", {"form": "pass"}),
        ("e7-e8=Q", {"form": "quiet", "source": "e7", "destination": "e8", "actor": "Q"}),
        ("b7+a8=Q/r", {"form": "capture", "source": "b7", "destination": "a8", "actor": "Q", "captured": "r"}),
        ("e1~g1", {"form": "special", "source": "e1", "destination": "g1"}),
        ("+d4/p", {"form": "static-capture", "square": "d4", "captured": "p"}),
        ("S*c3=+S", {"form": "drop", "piece": "S", "destination": "c3", "actor": "+S"}),
        ("*e5", {"form": "drop", "destination": "e5"}),
        ("L.b4/P", {"form": "drop-capture", "piece": "L", "destination": "b4", "captured": "P"}),
        ("e4=+P", {"form": "mutate", "square": "e4", "actor": "+P"}),
    ],
)
def test_move_parts(text, parts):
    move = tabula_games.Move(text)
    assert move.form == parts["form"]
    for name in ("source", "destination", "square"):
        value = getattr(move, name)
        assert value == (tabula_games.Coordinate(parts[name]) if name in parts else None), name
    for name in ("piece", "actor", "captured"):
        value = getattr(move, name)
        assert value == (tabula_games.ExtendedPiece(parts[name]) if name in parts else None), name


def test_pmn_errors():
    with pytest.raises(tabula_games.PmnError) as raised:
        tabula_games.Move("e2-e4=QQ")
    error = raised.value
    assert isinstance(error, tabula_games.TabulaError) and isinstance(error, ValueError)
    assert (error.code, error.offset, error.part) == ("invalid-actor", 7, "actor")
    assert error.message == str(error) and "invalid actor at byte 6" in error.message
    with pytest.raises(tabula_games.PmnError) as raised:
        tabula_games.Move("e2e4")
    assert (raised.value.code, raised.value.offset, raised.value.part) == ("missing-operator", 2, None)
    with pytest.raises(tabula_games.PmnError) as raised:
        tabula_games.Move("a" * 1000)
    assert (raised.value.code, raised.value.offset) == ("too-long", 0)
    with pytest.raises(tabula_games.PmnError) as raised:
        tabula_games.Move(b"e2\xffe4")
    assert (raised.value.code, raised.value.offset) == ("non-ascii", 2)
    with pytest.raises(TypeError):
        tabula_games.Move(42)
    assert tabula_games.PmnError.__module__ == "tabula_games"


def test_apply():
    start = tabula_games.Position.from_feen(CHESS)
    after = start.apply("e2-e4")
    assert after.feen() == "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/4+P3/8/+P+P+P+P1+P+P+P/-RNBQK^BN-R / c/C"
    assert start.feen() == CHESS  # positions are immutable: apply returns a new one
    assert start.apply(tabula_games.Move("e2-e4")) == after == start.apply(b"e2-e4")
    capture = tabula_games.Position.from_feen("8/8/8/8/8/5n2/8/3Q4 / C/c").apply("d1+f3")
    assert capture.feen() == "8/8/8/8/8/5Q2/8/8 n/ c/C"
    assert dict(capture.first_hand) == {tabula_games.QualifiedPiece("c:n"): 1}
    drop = tabula_games.Position.from_feen("9/9/9/9/9/9/9/9/9 P/ S/s").apply("P*e5")
    assert drop["e5"] == tabula_games.QualifiedPiece("S:P") and len(drop.first_hand) == 0


@pytest.mark.parametrize(
    ("feen", "move", "code", "part", "message"),
    [
        ("8/8/8/8/4p3/8/4P3/8 / C/c", "e2-e4", "occupied", "destination",
         "destination e4 is occupied (a capture is written with + or .)"),
        ("8/8/8/8/8/8/8/8 / C/c", "e2-e4", "empty-square", "source", "source e2 is empty"),
        ("8/8/8/8/8/8/8/8 / C/c", "P*e5", "not-in-hand", "piece", "the first player's hand holds no P"),
        ("8/8/8/8/8/8/4P3/8 / C/c", "e2-e4=P", "no-op-suffix", "actor",
         "actor suffix P at e2 names the identity the piece already has"),
        ("8/8/8/8/8/8/8/4K^2-R / C/c", "e1~g1", "implicit-effects-unknown", None,
         "the special move e1~g1 needs a rule system for its implicit effects"),
        ("8/8/8/8/8/8/8/8 P/ C/c", "*e5", "piece-not-inferable", "destination",
         "the drop on e5 names no piece and no rule system infers it"),
        ("8/8/8/8/8/8/8/8 / C/c", "i9-i8", "off-board", "source", None),
    ],
)
def test_apply_errors_name_the_rule(feen, move, code, part, message):
    with pytest.raises(tabula_games.PmnError) as raised:
        tabula_games.Position.from_feen(feen).apply(move)
    error = raised.value
    assert (error.code, error.part, error.offset) == (code, part, None)
    if message is not None:
        assert error.message == message
    if part is not None:
        assert getattr(tabula_games.Move(move), part) is not None  # the part names the move's attribute


def test_apply_rejects_a_bad_move_with_its_parse_error():
    position = tabula_games.Position.from_feen(CHESS)
    with pytest.raises(tabula_games.PmnError) as raised:
        position.apply("e2e4")
    assert (raised.value.code, raised.value.offset) == ("missing-operator", 2)
    with pytest.raises(TypeError):
        position.apply(None)


def test_diff():
    before = tabula_games.Position.from_feen("8/8/8/8/8/5n2/8/3Q4 / C/c")
    move = before.diff(before.apply("d1+f3"))
    assert isinstance(move, tabula_games.Move) and move == tabula_games.Move("d1+f3")
    shogi = tabula_games.Position.from_feen("9/9/9/9/9/9/9/2S6/1b7 / S/s")
    assert shogi.diff(shogi.apply("c2+b1/B")) == tabula_games.Move("c2+b1/B")
    assert before.diff(before.toggle()) == tabula_games.Move("...")
    with pytest.raises(tabula_games.PmnError) as raised:
        before.diff(before)
    assert raised.value.code == "no-move" and raised.value.message.endswith("the turn does not pass")
    assert (raised.value.offset, raised.value.part) == (None, None)
    with pytest.raises(TypeError):
        before.diff("8/8/8/8/8/5Q2/8/8 n/ c/C")


def test_pon_written():
    position = tabula_games.Position.from_feen("K^1/1k^ P/ C/c")
    assert position.pon() == (
        '{"board":[["K^",null],[null,"k^"]],"hands":{"first":["P"],"second":[]},'
        '"styles":{"first":"C","second":"c"},"turn":"first"}'
    )
    assert position.pon(pretty=True) == "\n".join([
        "{",
        '  "board": [',
        '    ["K^", null],',
        '    [null, "k^"]',
        "  ],",
        '  "hands": {"first": ["P"], "second": []},',
        '  "styles": {"first": "C", "second": "c"},',
        '  "turn": "first"',
        "}",
    ])
    assert json.loads(position.pon()) == json.loads(position.pon(pretty=True))
    assert tabula_games.Position.from_pon(position.pon()) == position
    assert tabula_games.Position.from_pon(position.pon(pretty=True).encode()) == position


def test_pon_read():
    pon = json.dumps({
        "turn": "second",
        "styles": {"second": "s", "first": "S"},
        "hands": {"first": ["P"], "second": ["p"]},
        "board": [["k^", None], [None, "K^"]],
    })
    position = tabula_games.Position.from_pon(pon)
    assert position.feen() == "k^1/1K^ P/p s/S"
    assert position["b1"] == tabula_games.QualifiedPiece("S:K^")
    assert tabula_games.PON_MAX_LEN == 1 << 20


@pytest.mark.parametrize(
    ("text", "code", "path"),
    [
        ("[]", "wrong-type", ""),
        ('{"board":[["k^",null],[null,"K^^"]]}', "invalid-piece", "/board/1/1"),
        ('{"turn":"white"}', "invalid-turn", "/turn"),
        ("{", "json", None),
        ('{"board":[["K^",null],["k^"]],"hands":{"first":[],"second":[]},'
         '"styles":{"first":"C","second":"c"},"turn":"first"}', "board-not-regular", "/board/1"),
    ],
)
def test_pon_errors(text, code, path):
    with pytest.raises(tabula_games.PonError) as raised:
        tabula_games.Position.from_pon(text)
    error = raised.value
    assert isinstance(error, tabula_games.TabulaError)
    assert (error.code, error.path) == (code, path)
    assert error.message == str(error)


def test_pon_too_large_is_refused_first():
    with pytest.raises(tabula_games.PonError) as raised:
        tabula_games.Position.from_pon(b"\xff" * (tabula_games.PON_MAX_LEN + 1))
    assert (raised.value.code, raised.value.path) == ("too-large", None)


def test_pon_cannot_write_a_foreign_style():
    position = tabula_games.Position([2], ["X:K^", None], ("C", "c"))
    with pytest.raises(tabula_games.PonError) as raised:
        position.pon()
    assert raised.value.code == "foreign-style"
