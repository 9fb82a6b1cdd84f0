"""The conformance fixtures (fixtures/*/1.0.0/*.json) driven through the bindings, one test per case id.

For every token, CELL, location, FEEN, PMN and PON case: accept or reject as the case says, decode to its
value, write back its canonical form; for rejections the error code (and, for FEEN, the field and offset;
for PMN the offset; for PON the path) that Tabula gives. PMN apply cases apply the move to the position.
The inputs are given as bytes exactly as the fixtures define them; valid ones are also given as str.
"""

import pytest

import tabula_games
from adapter import TOKENS, move_value, token_value
from conftest import case_input, fixture_cases


def ids(cases):
    return [case["id"] for case, _ in cases]


TOKEN_CASES = fixture_cases("sin", "pin", "epin", "qpi")


@pytest.mark.parametrize(("case", "spec"), TOKEN_CASES, ids=ids(TOKEN_CASES))
def test_token(case, spec):
    cls, data = TOKENS[spec], case_input(case)
    if case["valid"]:
        for given in (data, data.decode("utf-8")):
            token = cls(given)
            assert token_value(spec, token) == case["value"]
            assert str(token) == case["canonical"]
            assert cls.is_valid(given)
    else:
        with pytest.raises(tabula_games.TokenError) as raised:
            cls(data)
        assert raised.value.code == case["error"]
        assert raised.value.notation == spec
        assert not cls.is_valid(data)


CELL_CASES = fixture_cases("cell", "location")


@pytest.mark.parametrize(("case", "spec"), CELL_CASES, ids=ids(CELL_CASES))
def test_cell(case, spec):
    data = case_input(case)
    if case["valid"]:
        if spec == "cell":
            coordinate = tabula_games.Coordinate(data)
            assert {"indices": list(coordinate.indices)} == case["value"]
            assert str(coordinate) == case["canonical"]
            assert tabula_games.Coordinate.from_indices(*coordinate.indices) == coordinate
        else:
            location = tabula_games.Location(data)
            if location.is_hand:
                value = {"kind": "hand"}
            else:
                value = {"kind": "board", "indices": list(location.coordinate.indices)}
            assert value == case["value"]
            assert str(location) == case["canonical"]
    else:
        cls = tabula_games.Coordinate if spec == "cell" else tabula_games.Location
        with pytest.raises(tabula_games.CellError) as raised:
            cls(data)
        assert raised.value.code == case["error"]
        if "offset" in case:
            assert raised.value.offset == case["offset"]


FEEN_CASES = fixture_cases("feen")


def epin_of(piece):
    return None if piece is None else str(piece.epin)


def check_feen_value(position, value):
    """Compares a position with a fixture value: the shape, the board as written (EPIN), hands, styles, turn."""
    assert list(position.shape) == value["shape"]
    if "board" in value:
        assert [epin_of(square) for square in position.board] == value["board"]
    for hand, expected in ((position.first_hand, value["firstHand"]), (position.second_hand, value["secondHand"])):
        assert {str(piece.epin): count for piece, count in hand.items()} == dict(map(tuple, expected))
        assert hand.total() == sum(count for _, count in expected)
    assert [str(position.first_style), str(position.second_style)] == value["styles"]
    assert position.turn == value["turn"]
    qualified = value.get("qualified")
    if qualified:
        assert [None if p is None else str(p) for p in position.board] == qualified["board"]
        for hand, expected in ((position.first_hand, qualified["firstHand"]), (position.second_hand, qualified["secondHand"])):
            assert {str(piece): count for piece, count in hand.items()} == dict(map(tuple, expected))


def build(position):
    return tabula_games.Position(
        position["shape"],
        position["board"],
        tuple(position["styles"]),
        position["turn"],
        first_hand=[tuple(item) for item in position["firstHand"]],
        second_hand=[tuple(item) for item in position["secondHand"]],
    )


@pytest.mark.parametrize(("case", "spec"), FEEN_CASES, ids=ids(FEEN_CASES))
def test_feen(case, spec):
    if "position" in case:
        position = build(case["position"])
        with pytest.raises(tabula_games.FeenError) as raised:
            position.feen()
        assert raised.value.code == case["error"]
        return
    data = case_input(case)
    if case["valid"]:
        assert tabula_games.validate(data) is None
        assert tabula_games.is_valid(data)
        assert tabula_games.validate_many([data, data.decode("utf-8")]) == [None, None]
        if "shape" not in case["value"]:
            # An irregular board: valid FEEN, but no shape, so no Position.
            with pytest.raises(tabula_games.FeenError) as raised:
                tabula_games.Position.from_feen(data)
            assert raised.value.code == "board-not-regular"
            return
        position = tabula_games.Position.from_feen(data.decode("utf-8"))
        check_feen_value(position, case["value"])
        assert position.feen() == case["canonical"]
        assert tabula_games.Position.from_feen(position.feen()) == position
    else:
        with pytest.raises(tabula_games.FeenError) as raised:
            tabula_games.validate(data)
        error = raised.value
        assert (error.field, error.code) == (case["field"], case["error"])
        if "offset" in case:
            assert error.offset == case["offset"]
        assert not tabula_games.is_valid(data)
        assert tabula_games.validate_many([data]) == [error.code]
        with pytest.raises(tabula_games.FeenError) as parsed:
            tabula_games.Position.from_feen(data)
        assert parsed.value.code == case["error"]


PMN_CASES = fixture_cases("pmn")
@pytest.mark.parametrize(("case", "spec"), PMN_CASES, ids=ids(PMN_CASES))
def test_pmn(case, spec):
    data = case_input(case)
    if "before" in case:
        before = tabula_games.Position.from_feen(case["before"])
        if case["valid"]:
            after = before.apply(data.decode("utf-8"))
            assert after.feen() == case["value"]["after"]
            assert after == tabula_games.Position.from_feen(case["value"]["after"])
            assert before.apply(tabula_games.Move(data)) == after
        else:
            with pytest.raises(tabula_games.PmnError) as raised:
                before.apply(data)
            assert raised.value.code == case["error"]
        return
    if case["valid"]:
        for given in (data, data.decode("utf-8")):
            move = tabula_games.Move(given)
            assert move_value(move) == case["value"]
            assert str(move) == case["canonical"]
            assert tabula_games.Move.is_valid(given)
            assert tabula_games.Move(str(move)) == move
    else:
        with pytest.raises(tabula_games.PmnError) as raised:
            tabula_games.Move(data)
        assert raised.value.code == case["error"]
        if "offset" in case:
            assert raised.value.offset == case["offset"]
        assert not tabula_games.Move.is_valid(data)


PON_CASES = fixture_cases("pon")


@pytest.mark.parametrize(("case", "spec"), PON_CASES, ids=ids(PON_CASES))
def test_pon(case, spec):
    data = case_input(case)
    if not case["valid"]:
        for given in (data, data.decode("utf-8")):
            with pytest.raises(tabula_games.PonError) as raised:
                tabula_games.Position.from_pon(given)
            assert raised.value.code == case["error"]
            if "path" in case:
                assert raised.value.path == case["path"]
        return
    value = case["value"]
    if "shape" not in value:
        # An irregular board: valid PON, but no shape, so no Position.
        with pytest.raises(tabula_games.PonError) as raised:
            tabula_games.Position.from_pon(data)
        assert raised.value.code == "board-not-regular"
        return
    position = tabula_games.Position.from_pon(data.decode("utf-8"))
    check_feen_value(position, value)
    assert position.pon() == case["canonical"]
    assert tabula_games.Position.from_pon(position.pon(pretty=True)) == position
    if value["feen"] is None:
        # A board FEEN cannot spell (an outer dimension of 1): a Position, but no FEEN string.
        with pytest.raises(tabula_games.FeenError):
            position.feen()
    else:
        assert position.feen() == value["feen"]
        assert tabula_games.Position.from_feen(value["feen"]) == position


def test_every_suite_is_driven():
    """Every suite is read (a manifest change cannot silently empty one)."""
    specs = {spec for _, spec in TOKEN_CASES + CELL_CASES + FEEN_CASES + PMN_CASES + PON_CASES}
    assert specs == {"sin", "pin", "epin", "qpi", "cell", "location", "feen", "pmn", "pon"}
    assert len(FEEN_CASES) > 200
    assert sum("before" in case for case, _ in PMN_CASES) >= 30
    assert sum(case["valid"] for case, _ in PMN_CASES) >= 60
    assert len(PON_CASES) >= 60
