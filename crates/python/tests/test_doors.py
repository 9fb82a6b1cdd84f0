"""The doors' shared cases (fixtures/doors/cases.json) through the Python API: the command line and the
JavaScript package answer the same list through theirs, and every answer must be the case's `expect`
exactly (fixtures/doors/README.md lists the ops). Nothing is skipped: a case of an op this file does not
know fails."""

import json

import tabula_games as tg
from conftest import FIXTURES

CASES = json.loads((FIXTURES / "doors" / "cases.json").read_text(encoding="utf-8"))


def play(game, case):
    """Plays the case's moves; `None`, or the answer for the first refused one (its code, its number)."""
    for ply, move in enumerate(case["moves"], start=1):
        try:
            game.play(move, case.get("notation"))
        except tg.GameError as error:
            return {"error": error.code, "ply": ply}
    return None


def record(game, case):
    refused = play(game, case)
    if refused is not None:
        return refused
    try:
        text = tg.write_record(game, case["format"])
    except tg.GameError as error:
        return {"error": error.code}
    wanted = case["expect"].get("contains", [])
    found = [line for line in wanted if line in text]
    assert found == wanted, f"{case['name']}: the record holds\n{text}"
    return {"contains": found}


def answer(case):
    """What the Python API answers to a case, in the case's own keys."""
    try:
        game = tg.Game(case["position"], rules=case.get("rules"))
    except tg.GameError as error:
        return {"error": error.code}
    op = case["op"]
    if op == "open":
        return {"feen": game.feen()}
    if op == "moves":
        # The facade's default for a listing is PMN; Python's is the game's usual notation, so name it.
        return {"moves": sorted(game.legal_moves_in(case.get("notation", "pmn")))}
    if op == "status":
        return {"line": game.status}
    if op == "play":
        return play(game, case) or {"feen": game.feen()}
    if op == "record":
        return record(game, case)
    raise AssertionError(f"{case['name']}: unknown op {op!r}")


def test_every_shared_case(capsys):
    wrong = []
    for case in CASES:
        got = answer(case)
        if got != case["expect"]:
            wrong.append(f"{case['name']}: expected {case['expect']}, got {got}")
    with capsys.disabled():
        print(f"\ncompared {len(CASES)} shared cases")
    assert not wrong, "\n".join(wrong)
    assert len(CASES) >= 20
    assert {case["op"] for case in CASES} == {"open", "moves", "status", "play", "record"}
