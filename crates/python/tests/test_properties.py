"""Property tests (hypothesis): no input makes a reader fail otherwise than with its documented exception,
and what reads writes back to the same thing."""

import pytest

import tabula_games

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

# Inputs that look like FEEN often enough to reach every field: the FEEN alphabet plus a few strangers.
FEEN_ALPHABET = st.sampled_from(list("/ 0123456789+-^'KkPpQqRrBbNnSsCcXx") + ["\n", "\t", "é", ":"])
FEENISH = st.lists(FEEN_ALPHABET, max_size=40).map("".join)
ANY_TEXT = st.one_of(st.text(max_size=40), st.binary(max_size=40), FEENISH)

READERS = [
    (tabula_games.Style, tabula_games.TokenError),
    (tabula_games.Piece, tabula_games.TokenError),
    (tabula_games.ExtendedPiece, tabula_games.TokenError),
    (tabula_games.QualifiedPiece, tabula_games.TokenError),
    (tabula_games.Coordinate, tabula_games.CellError),
    (tabula_games.Location, tabula_games.CellError),
    (tabula_games.Position.from_feen, tabula_games.FeenError),
    (tabula_games.validate, tabula_games.FeenError),
    (tabula_games.Move, tabula_games.PmnError),
]


@settings(max_examples=300, deadline=None)
@given(ANY_TEXT)
def test_readers_raise_only_their_error(text):
    for read, error in READERS:
        try:
            read(text)
        except error as raised:
            assert raised.code and raised.message == str(raised)
            assert raised.offset is None or raised.offset >= 0


@settings(max_examples=300, deadline=None)
@given(st.lists(ANY_TEXT, max_size=20))
def test_validate_many_agrees_with_validate(texts):
    results = tabula_games.validate_many(texts)
    assert len(results) == len(texts)
    for text, result in zip(texts, results):
        if result is None:
            assert tabula_games.is_valid(text)
        else:
            with pytest.raises(tabula_games.FeenError) as raised:
                tabula_games.validate(text)
            assert raised.value.code == result


PIECE_LETTERS = st.sampled_from(list("KQRBNPkqrbnp"))
PIN_TOKENS = st.builds(
    lambda state, letter, terminal: state + letter + terminal,
    st.sampled_from(["", "+", "-"]),
    PIECE_LETTERS,
    st.sampled_from(["", "^"]),
)
EPIN_TOKENS = st.builds(lambda pin, derived: pin + derived, PIN_TOKENS, st.sampled_from(["", "'"]))


@settings(max_examples=200, deadline=None)
@given(PIN_TOKENS, st.sampled_from(list("CcSs")))
def test_tokens_round_trip(pin, style):
    for cls, text in [(tabula_games.Piece, pin), (tabula_games.QualifiedPiece, f"{style}:{pin}"), (tabula_games.Style, style)]:
        token = cls(text)
        assert str(token) == text and cls(str(token)) == token and hash(cls(text)) == hash(token)


@st.composite
def positions(draw):
    """A regular one- or two-dimensional FEEN string built from random squares (valid by construction)."""
    files = draw(st.integers(1, 6))
    ranks = draw(st.integers(2, 4)) if draw(st.booleans()) else 1
    squares = draw(st.lists(st.one_of(st.none(), EPIN_TOKENS), min_size=files * ranks, max_size=files * ranks))
    rows = []
    for r in range(ranks):
        row, empty = "", 0
        for square in squares[r * files:(r + 1) * files]:
            if square is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + square
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    styles = draw(st.sampled_from(["C/c", "c/C", "S/x", "x/S"]))
    return "/".join(rows) + " / " + styles


@settings(max_examples=200, deadline=None)
@given(positions())
def test_positions_round_trip(text):
    position = tabula_games.Position.from_feen(text)
    assert position.feen() == text
    assert tabula_games.Position.from_feen(position.feen()) == position
    for coordinate, piece in position.pieces():
        assert position[coordinate] == piece
    assert sum(piece is not None for piece in position.board) == len(position.pieces())
    assert position.toggle().toggle() == position


@settings(max_examples=200, deadline=None)
@given(positions())
def test_positions_round_trip_through_pon(text):
    position = tabula_games.Position.from_feen(text)
    assert tabula_games.Position.from_pon(position.pon()) == position
    assert tabula_games.Position.from_pon(position.pon(pretty=True)) == position


# Inputs that look like PON often enough to reach its rules: JSON punctuation, member names, tokens.
PON_ALPHABET = st.sampled_from(
    ['{', '}', '[', ']', ',', ':', 'null', '"board"', '"hands"', '"styles"', '"turn"', '"first"', '"second"',
     '"K^"', '"p"', '"C"', '"c"', '1', ' ', '"', "\\", "é"]
)
PONISH = st.lists(PON_ALPHABET, max_size=40).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=40), st.binary(max_size=40), PONISH))
def test_pon_reader_raises_only_pon_error(text):
    try:
        position = tabula_games.Position.from_pon(text)
    except tabula_games.PonError as raised:
        assert raised.code and raised.message == str(raised)
        assert raised.path is None or raised.path == "" or raised.path.startswith("/")
    else:
        assert tabula_games.Position.from_pon(position.pon()) == position


PMN_ALPHABET = st.sampled_from(list("abcdefgh12345678-+~*.=/'^KPQpqr") + ["...", "A", "é"])
PMNISH = st.lists(PMN_ALPHABET, max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(PMNISH)
def test_moves_round_trip(text):
    try:
        move = tabula_games.Move(text)
    except tabula_games.PmnError as raised:
        assert raised.code and raised.offset is not None and 0 <= raised.offset <= len(text.encode())
    else:
        assert str(move) == text and tabula_games.Move(str(move)) == move


def coordinates_of(position):
    """The coordinate of every square of a one- or two-dimensional position, in FEEN order."""
    shape = position.shape
    if len(shape) == 1:
        return [tabula_games.Coordinate.from_indices(f) for f in range(shape[0])]
    ranks, files = shape
    return [tabula_games.Coordinate.from_indices(i % files, ranks - 1 - i // files) for i in range(ranks * files)]


@settings(max_examples=200, deadline=None)
@given(positions(), st.data())
def test_diff_finds_the_move_applied(text, data):
    position = tabula_games.Position.from_feen(text)
    squares = coordinates_of(position)
    assert [position[square] for square in squares] == position.board
    pieces = position.pieces()
    if not pieces:
        return
    source, _ = data.draw(st.sampled_from(pieces))
    destination = data.draw(st.sampled_from(squares))
    if destination == source:
        return
    move = f"{source}{'-' if position[destination] is None else '+'}{destination}"
    after = position.apply(move)
    found = position.diff(after)
    assert position.apply(found) == after
    assert after.turn != position.turn and after.piece_count == position.piece_count


# ---- FEN, SFEN and xiangqi FEN conversions ----

CONVERSIONS = [
    (tabula_games.Position.from_fen, lambda pos: pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (tabula_games.Position.from_sfen, lambda pos: pos.sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
    (
        tabula_games.Position.from_xiangqi_fen,
        lambda pos: pos.xiangqi_fen(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ),
]
FEN_ALPHABET = list("/ 0123456789-KkQqRrBbNnPpSsGgLlAaCcEeHhwb+[]") + ["\t", "é"]


@st.composite
def mutated(draw, start):
    """A start position's line with up to three characters replaced, inserted or deleted."""
    text = list(start)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["replace", "insert", "delete"]))
        char = draw(st.sampled_from(FEN_ALPHABET))
        if kind == "insert":
            text.insert(at, char)
        elif at < len(text):
            text[at : at + 1] = [] if kind == "delete" else [char]
    return "".join(text)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_conversions_raise_only_conversion_error_and_round_trip(data):
    for read, write, start in CONVERSIONS:
        text = data.draw(st.one_of(st.text(max_size=40), mutated(start)))
        try:
            position = read(text)
        except tabula_games.ConversionError as raised:
            assert raised.code and raised.message == str(raised)
            assert raised.offset is None or 0 <= raised.offset <= len(text.encode("utf-8"))
            continue
        # What reads writes back to a line that reads as the same position.
        assert read(write(position)) == position


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["chess", "shogi", "xiangqi"]),
    st.lists(st.integers(min_value=0, max_value=10_000), max_size=40),
)
def test_games_play_pop_and_notations_agree(kind, choices):
    """Any sequence of legal moves: each move written in every notation reads back as the same move, undoing
    every move returns to the start, and the FEEN history matches a replay in PMN."""
    game = tabula_games.Game.start(kind)
    for choice in choices:
        moves = game.legal_moves
        if not moves:
            break
        index = choice % len(moves)
        for notation in game.notations:
            probe = game.copy()
            assert probe.play(game.legal_moves_in(notation)[index], notation) == moves[index]
        game.push(moves[index])
    replay = tabula_games.Game(game.start_feen)
    for move in game.moves():
        replay.push(move)
    assert replay.feens() == game.feens()
    while game.ply:
        game.pop()
    assert game.feen() == game.start_feen


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_game_readers_never_crash(text):
    """Any text: opening it as a position and playing it as a move raise Tabula's errors or succeed."""
    try:
        tabula_games.Game(text)
    except tabula_games.GameError as error:
        assert error.code
    for kind in ("chess", "shogi", "xiangqi"):
        game = tabula_games.Game.start(kind)
        try:
            game.play(text)
        except tabula_games.GameError as error:
            assert error.code and (error.offset is None or error.offset >= 0)
