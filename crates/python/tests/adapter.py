#!/usr/bin/env python3
"""A conformance adapter over the Python bindings (fixtures/README.md, "The adapter contract", JSON Lines mode).

    python3 fixtures/runners/python/run.py --adapter 'target/venv/bin/python crates/python/tests/adapter.py' --compare-codes

`ADAPTER <spec> --jsonl` reads one request per line and answers each with one line of JSON. Suites: sin, pin,
epin, qpi, cell, location, feen, pmn, pon, chess, sfen and xiangqi-fen; every other suite (qi) and every
request it cannot express through the bindings (a valid FEEN or PON board that is irregular, which has no
`Position`) is answered `{"unsupported": ...}`. The single-input mode is not implemented (exit status 2).
"""

import json
import math
import sys

import tabula_games

TOKENS = {"sin": tabula_games.Style, "pin": tabula_games.Piece, "epin": tabula_games.ExtendedPiece, "qpi": tabula_games.QualifiedPiece}


def sin_value(style):
    return {"abbr": style.letter, "side": style.side}


def pin_value(piece):
    return {"abbr": piece.letter, "side": piece.side, "state": piece.state, "terminal": piece.terminal}


def token_value(spec, token):
    if spec == "sin":
        return sin_value(token)
    if spec == "pin":
        return pin_value(token)
    if spec == "epin":
        return {**pin_value(token.piece), "derived": token.derived}
    return {"style": sin_value(token.style), "piece": pin_value(token.piece), "derived": token.derived}


def hand_value(hand, written=None):
    """A hand as `[epin, count]` pairs in the order of `written`, the canonical FEEN hand (the fixtures list
    hands in FEEN's canonical order; a `Hand` is a mapping in the model's order). Without `written` (a
    position FEEN cannot write), the model's order."""
    items = [[str(piece.epin), count] for piece, count in hand.items()]
    if written is None:
        return items
    order, at = {}, 0
    while at < len(written):
        while written[at].isdigit():
            at += 1
        # The item's EPIN is the longest of the hand's tokens written here (`P'` before `P`).
        token = max((epin for epin, _ in items if written.startswith(epin, at)), key=len)
        order[token] = len(order)
        at += len(token)
    return sorted(items, key=lambda item: order[item[0]])


def position_value(position):
    """The decoded value of a regular position (fixtures/schema/values.schema.json, FEEN)."""
    shape = list(position.shape)
    try:
        first, second = position.feen().split(" ")[1].split("/")
    except tabula_games.FeenError:
        first = second = None
    return {
        "shape": shape,
        "rankLengths": [shape[-1]] * math.prod(shape[:-1]),
        "board": [None if square is None else str(square.epin) for square in position.board],
        "firstHand": hand_value(position.first_hand, first),
        "secondHand": hand_value(position.second_hand, second),
        "styles": [str(position.first_style), str(position.second_style)],
        "turn": position.turn,
    }


MOVE_PARTS = ("source", "destination", "square", "piece", "actor", "captured")


def move_value(move):
    value = {"form": move.form}
    for name in MOVE_PARTS:
        part = getattr(move, name)
        if part is not None:
            value[name] = str(part)
    return value


def request_bytes(request):
    if "inputHex" in request:
        return bytes.fromhex(request["inputHex"])
    return request["input"].encode("utf-8")


def error_reply(error, **extra):
    return {"error": error.code, **extra}


IRREGULAR = {"unsupported": "a valid irregular board has no Position in the bindings"}


def feen(request):
    if "position" in request:
        parts = request["position"]
        try:
            position = tabula_games.Position(
                parts["shape"],
                parts["board"],
                tuple(parts["styles"]),
                parts["turn"],
                first_hand=[tuple(item) for item in parts["firstHand"]],
                second_hand=[tuple(item) for item in parts["secondHand"]],
            )
            return {"output": position.feen()}
        except tabula_games.TabulaError as error:
            return error_reply(error)
    data = request_bytes(request)
    try:
        tabula_games.validate(data)
    except tabula_games.FeenError as error:
        return error_reply(error, field=error.field)
    try:
        position = tabula_games.Position.from_feen(data)
    except tabula_games.FeenError as error:
        if error.code == "board-not-regular":
            return IRREGULAR
        raise
    return {"value": position_value(position), "canonical": position.feen()}


def pmn(request):
    data = request_bytes(request)
    try:
        if "before" in request:
            after = tabula_games.Position.from_feen(request["before"]).apply(data)
            return {"value": {"after": after.feen()}, "canonical": str(tabula_games.Move(data))}
        move = tabula_games.Move(data)
        return {"value": move_value(move), "canonical": str(move)}
    except tabula_games.PmnError as error:
        return error_reply(error)


def pon(request):
    try:
        position = tabula_games.Position.from_pon(request_bytes(request))
    except tabula_games.PonError as error:
        if error.code == "board-not-regular":
            return IRREGULAR
        return error_reply(error, **({} if error.path is None else {"path": error.path}))
    value = {"dimensions": len(position.shape), **position_value(position)}
    try:
        value["feen"] = position.feen()
    except tabula_games.FeenError:
        value["feen"] = None
    return {"value": value, "canonical": position.pon()}


def conversion(spec, request):
    options = request.get("options", {})
    try:
        if request.get("from") == "feen":
            try:
                position = tabula_games.Position.from_feen(request["input"])
            except tabula_games.FeenError:
                return {"error": "feen"}  # not FEEN at all: the fixtures' code
            if spec == "chess":
                return {"output": position.fen()}
            if spec == "sfen":
                return {"output": position.sfen()}
            return {"output": position.xiangqi_fen(letters=options.get("letters", "ucci"))}
        if spec == "chess":
            position = tabula_games.Position.from_fen(request["input"])
            value = {
                "feen": position.feen(),
                "xfen": position.fen(epd=True),
                "shredder": position.fen(castling="shredder", epd=True),
            }
            return {"value": value, "canonical": value["feen"]}
        if spec == "sfen":
            position, lost = tabula_games.Position.from_sfen(request["input"], with_lost=True)
            value = {"feen": position.feen(), "moveCount": lost["move_count"]}
            return {"value": value, "canonical": position.sfen(move_count=lost["move_count"])}
        position, lost = tabula_games.Position.from_xiangqi_fen(request["input"], with_lost=True)
        value = {
            "feen": position.feen(),
            "halfmoveClock": lost["halfmove_clock"],
            "fullmoveNumber": lost["fullmove_number"],
            "letters": lost["letters"],
        }
        # The writer gives the counters 0 1 only: `canonical` (optional) is left out for other counters.
        reply = {"value": value}
        if (lost["halfmove_clock"], lost["fullmove_number"]) in ((0, 1), (None, None)):
            reply["canonical"] = position.xiangqi_fen(letters=options.get("letters", lost["letters"]))
        return reply
    except tabula_games.ConversionError as error:
        return error_reply(error)


def answer(spec, request):
    if spec in TOKENS:
        try:
            token = TOKENS[spec](request_bytes(request))
        except tabula_games.TokenError as error:
            return error_reply(error)
        return {"value": token_value(spec, token), "canonical": str(token)}
    if spec == "cell":
        try:
            coordinate = tabula_games.Coordinate(request_bytes(request))
        except tabula_games.CellError as error:
            return error_reply(error)
        return {"value": {"indices": list(coordinate.indices)}, "canonical": str(coordinate)}
    if spec == "location":
        try:
            location = tabula_games.Location(request_bytes(request))
        except tabula_games.CellError as error:
            return error_reply(error)
        if location.is_hand:
            value = {"kind": "hand"}
        else:
            value = {"kind": "board", "indices": list(location.coordinate.indices)}
        return {"value": value, "canonical": str(location)}
    if spec == "feen":
        return feen(request)
    if spec == "pmn":
        return pmn(request)
    if spec == "pon":
        return pon(request)
    if spec in ("chess", "sfen", "xiangqi-fen"):
        return conversion(spec, request)
    return {"unsupported": f"the Python bindings have no {spec} suite"}


def main(argv):
    if len(argv) != 3 or argv[2] != "--jsonl":
        print("usage: adapter.py SPEC --jsonl (the single-input mode is not implemented)", file=sys.stderr)
        return 2
    spec = argv[1]
    for line in sys.stdin.buffer:
        request = json.loads(line)
        sys.stdout.write(json.dumps(answer(spec, request), ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
