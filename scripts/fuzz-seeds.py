#!/usr/bin/env python3
"""Seed the fuzz corpora from the conformance fixtures.

Writes fuzz/corpus/<target>/seed-<sha1 prefix> for every fuzz target (the corpora are not committed:
`/fuzz/corpus` is in .gitignore, and this script regenerates them). Standard library only.

  python3 scripts/fuzz-seeds.py           # write the seeds (existing corpus files are kept)
  python3 scripts/fuzz-seeds.py --clean   # empty each corpus directory first

What each target gets:

  sin       SIN inputs
  pin       PIN inputs, plus the SIN ones
  epin      EPIN and PIN inputs
  qpi       QPI inputs, plus the SIN and PIN ones
  cell      CELL coordinate and location inputs
  feen      every FEEN input (`input` or `inputHex`) and canonical string
  qi_serde  the `Qi` serde JSON of every FEEN position with a regular board (once with EPIN pieces, once
            with QPI pieces), of the FEEN emit-error positions and of the Qi operation fixtures
  qi_emit   the same positions encoded as the target's `arbitrary` recipe (fuzz/src/qi.rs, `QiRecipe`)
"""

import glob
import hashlib
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")
CORPUS = os.path.join(ROOT, "fuzz", "corpus")
TARGETS = ["sin", "pin", "epin", "qpi", "cell", "feen", "qi_serde", "qi_emit"]

# Which fixture specs feed which token target.
TOKEN_SOURCES = {
    "sin": ["sin"],
    "pin": ["pin", "sin"],
    "epin": ["epin", "pin"],
    "qpi": ["qpi", "sin", "pin"],
    "cell": ["cell", "location"],
    "feen": ["feen"],
}

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cases(spec):
    for path in sorted(glob.glob(os.path.join(FIXTURES, spec, "*", "*.json"))):
        with open(path, encoding="utf-8") as f:
            yield from json.load(f).get("cases", [])


def input_bytes(case):
    """The case's input bytes and, for valid cases, its canonical form."""
    out = []
    if isinstance(case.get("input"), str):
        out.append(case["input"].encode("utf-8"))
    if isinstance(case.get("inputHex"), str):
        out.append(bytes.fromhex(case["inputHex"]))
    if isinstance(case.get("canonical"), str):
        out.append(case["canonical"].encode("utf-8"))
    return out


# ---- positions -----------------------------------------------------------------------------------
# A position here is a dict: shape, board (flat, FEEN order; EPIN or QPI token strings or None),
# first_hand / second_hand ([token, count] lists), first_style, second_style, turn.


def epin_parts(token):
    """An EPIN (or PIN) token string as (letter index, second side, state index, terminal, derived)."""
    derived = token.endswith("'")
    body = token[:-1] if derived else token
    state = 1  # State::ALL = [Diminished, Normal, Enhanced]
    if body[0] in "+-":
        state = 2 if body[0] == "+" else 0
        body = body[1:]
    terminal = body.endswith("^")
    letter = body[0]
    return LETTERS.index(letter.upper()), letter.islower(), state, terminal, derived


def qpi_of(token, first_style, second_style):
    """The QPI token of an EPIN token in a match of the two styles (feen.md §8)."""
    if ":" in token:
        return token
    _, second, _, _, derived = epin_parts(token)
    own, other = (second_style, first_style) if second else (first_style, second_style)
    pin = token[:-1] if derived else token
    return (other if derived else own) + ":" + pin


def board_of(value):
    """The flat board of a fixture value: `board`, or `occupied` ([index, token] pairs), or else empty
    (large empty boards are written without their squares)."""
    if isinstance(value.get("board"), list):
        return value["board"]
    squares = 1
    for size in value["shape"]:
        squares *= size
    board = [None] * squares
    for index, token in value.get("occupied", []):
        board[index] = token
    return board


def positions_from_fixtures():
    """(position, pieces) pairs: pieces is "epin" or "qpi", the kind of token the board holds."""
    out = []
    for case in cases("feen"):
        value = case.get("value")
        if case.get("valid") and isinstance(value, dict) and value.get("shape"):
            first, second = value["styles"]
            out.append(
                (
                    {
                        "shape": value["shape"],
                        "board": board_of(value),
                        "first_hand": value["firstHand"],
                        "second_hand": value["secondHand"],
                        "first_style": first,
                        "second_style": second,
                        "turn": value["turn"],
                    },
                    "epin",
                )
            )
        position = case.get("position")
        if isinstance(position, dict) and position.get("shape"):
            first, second = position["styles"]
            out.append(
                (
                    {
                        "shape": position["shape"],
                        "board": board_of(position),
                        "first_hand": position["firstHand"],
                        "second_hand": position["secondHand"],
                        "first_style": first,
                        "second_style": second,
                        "turn": position["turn"],
                    },
                    "qpi",
                )
            )
    for case in cases("qi"):
        parts = case.get("fromParts")
        if isinstance(parts, dict) and parts.get("shape"):
            out.append(
                (
                    {
                        "shape": parts["shape"],
                        "board": board_of(parts),
                        "first_hand": parts["firstHand"],
                        "second_hand": parts["secondHand"],
                        "first_style": parts["firstStyle"],
                        "second_style": parts["secondStyle"],
                        "turn": parts["turn"],
                    },
                    "epin",
                )
            )
    return out


def serde_json(position):
    """The `Qi` serde wire form (crates/qi/src/serde_impl.rs), fields in order."""
    return json.dumps(
        {
            "shape": position["shape"],
            "board": board_of(position),
            "first_hand": position["first_hand"],
            "second_hand": position["second_hand"],
            "first_style": position["first_style"],
            "second_style": position["second_style"],
            "turn": position["turn"],
        },
        separators=(",", ":"),
    ).encode("utf-8")


def as_qpi(position):
    first, second = position["first_style"], position["second_style"]
    convert = lambda t: None if t is None else qpi_of(t, first, second)
    return dict(
        position,
        board=[convert(t) for t in position["board"]],
        first_hand=[[convert(t), n] for t, n in position["first_hand"]],
        second_hand=[[convert(t), n] for t, n in position["second_hand"]],
    )


def piece_recipe(token, first_style, second_style):
    """`PieceRecipe` bytes: letter, second, state, terminal, kind (0 native, 6 derived, 7 any), style."""
    if ":" in token:
        style, pin = token.split(":", 1)
        letter, second, state, terminal, _ = epin_parts(pin)
        own, other = (second_style, first_style) if second else (first_style, second_style)
        if style == own:
            kind, style_bits = 0, 0
        elif style == other:
            kind, style_bits = 6, 0
        else:
            # Style::from_bits: assumed letter index, plus 32 for the second side (checked by the target).
            kind, style_bits = 7, LETTERS.index(style.upper()) | (32 if style.islower() else 0)
    else:
        letter, second, state, terminal, derived = epin_parts(token)
        kind, style_bits = (6 if derived else 0), 0
    return bytes([letter, int(second), state, int(terminal), kind, style_bits])


def style_recipe(style, second_player):
    """`StyleRecipe` bytes: letter, flip, odd (a wrong-case style is flip and odd)."""
    wrong = style.islower() != second_player
    return bytes([LETTERS.index(style.upper()), int(wrong), int(wrong)])


def recipe(position):
    """The `QiRecipe` bytes (arbitrary 1.x: integers little-endian, bool = byte & 1, a Vec is a
    continue byte 1 before each element and 0 after the last; the last field takes the rest)."""
    shape = position["shape"]
    first, second = position["first_style"], position["second_style"]
    if len(shape) > 3 or any(not 1 <= s <= 255 for s in shape):
        return None
    # `dimensions`: the count, plus bits 6 and 7 (sizes taken as they are) when a size is 16 or more.
    large = 0xC0 if any(s >= 16 for s in shape) else 0
    out = bytearray([large | (len(shape) - 1)])
    out += bytes(shape + [0] * (3 - len(shape)))
    out += style_recipe(first, False) + style_recipe(second, True)
    out += bytes([int(position["turn"] == "second"), 1])  # second_to_move, from_parts
    for index, token in enumerate(position["board"]):
        if token is not None:
            if index > 0xFFFF:
                return None
            out += b"\x01" + index.to_bytes(2, "little") + b"\x01"
            out += piece_recipe(token, first, second)
    out += b"\x00"
    for name in ("first_hand", "second_hand"):
        for token, count in position[name]:
            if not 1 <= count <= 255:
                return None
            out += b"\x01" + piece_recipe(token, first, second) + bytes([count])
        out += b"\x00"
    return bytes(out)


BOUNDARY_PAYLOADS = [
    # the sequence form and a nested 2-D / 3-D board
    '[[2,2],[null,"K",null,null],[["P",2]],[],"C","c","second"]',
    '{"shape":[2,2],"board":[[null,"K"],[null,null]],"first_hand":[],"second_hand":[],'
    '"first_style":"C","second_style":"c","turn":"first"}',
    '{"shape":[2,1,2],"board":[[["a",null]],[[null,"b"]]],"first_hand":[],"second_hand":[],'
    '"first_style":"C","second_style":"c","turn":"first"}',
    # shapes past the bounds: no dimension, four, size 0, size 256, too many squares, a huge size
    '{"shape":[],"board":[]}',
    '{"shape":[1,1,1,1],"board":[null]}',
    '{"shape":[0],"board":[]}',
    '{"shape":[256],"board":[]}',
    '{"shape":[255,255,2],"board":[]}',
    '{"shape":[2,18446744073709551615],"board":[]}',
    # boards of the wrong length, hands with count 0, a duplicate, a huge count, more pieces than squares
    '{"shape":[2],"board":[null]}',
    '{"shape":[2],"board":[null,null,null]}',
    '{"shape":[2],"board":[null,null],"first_hand":[["P",0]]}',
    '{"shape":[2],"board":[null,null],"second_hand":[["P",1],["P",1]]}',
    '{"shape":[2],"board":[null,null],"first_hand":[["P",99999999999999]]}',
    '{"shape":[2],"board":["K",null],"first_hand":[["P",1],["B",1]]}',
    # fields out of order, a duplicate field, the board before the shape
    '{"turn":"second","second_hand":[],"first_hand":[],"board":[null],"shape":[1],'
    '"second_style":"c","first_style":"C"}',
    '{"shape":[2],"shape":[2]}',
    '{"board":[null,null,null],"shape":[2]}',
]


def write(target, data, written):
    directory = os.path.join(CORPUS, target)
    os.makedirs(directory, exist_ok=True)
    name = "seed-" + hashlib.sha1(data).hexdigest()[:16]
    path = os.path.join(directory, name)
    if path not in written:
        with open(path, "wb") as f:
            f.write(data)
        written.add(path)


def main():
    clean = "--clean" in sys.argv[1:]
    if clean:
        for target in TARGETS:
            shutil.rmtree(os.path.join(CORPUS, target), ignore_errors=True)
    written = set()
    for target, specs in TOKEN_SOURCES.items():
        for spec in specs:
            for case in cases(spec):
                for data in input_bytes(case):
                    write(target, data, written)
    for position, pieces in positions_from_fixtures():
        if pieces == "epin":
            write("qi_serde", serde_json(position), written)
        write("qi_serde", serde_json(as_qpi(position)), written)
        data = recipe(position)
        if data is not None:
            write("qi_emit", data, written)
    # Payloads at and past the model's bounds, and the other wire forms the decoder accepts.
    for text in BOUNDARY_PAYLOADS:
        write("qi_serde", text.encode("utf-8"), written)
    for target in TARGETS:
        directory = os.path.join(CORPUS, target)
        os.makedirs(directory, exist_ok=True)
        seeds = sum(1 for p in written if os.path.dirname(p) == directory)
        print(f"{target:9} {seeds:4} seeds  ->  {os.path.relpath(directory, ROOT)}")


if __name__ == "__main__":
    main()
