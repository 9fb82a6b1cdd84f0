"""PGN records: read as a stream from a file or text, each game replayed, written back, picklable."""

import pickle
import random

import pytest

import tabula_games as tg

PGN = """[Event "Fool"]
[White "A"]
[Black "B"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Open"]
[Result "*"]

1. e4 {best by test} e5 2. Nf3 (2. f4 exf4) Nc6 *

[Event "Bad"]
[Result "*"]

1. e4 e5 2. Ke3 *

[Event "Resigned"]
[Result "1-0"]

1. d4 d5 1-0
"""


def test_games_from_text_with_an_error_raised():
    games = tg.parse_pgn(PGN)
    first = next(games)
    assert (first.number, first.tags["Event"], first.result, first.moves) == (1, "Fool", "0-1", ["f3", "e5", "g4", "Qh4#"])
    game = first.game()
    assert game.is_checkmate() and game.outcome().winner == "second" and game.ply == 4
    second = next(games)
    assert second.moves == ["e4", "e5", "Nf3", "Nc6"] and second.game().outcome() is None
    with pytest.raises(tg.GameError) as bad:
        next(games)
    assert bad.value.code == "pgn-illegal-move"
    last = next(games)
    assert last.tag("Event") == "Resigned" and last.game().outcome() == tg.Outcome("other", "first")
    with pytest.raises(StopIteration):
        next(games)


def test_games_streamed_from_a_file_skipping_errors(tmp_path):
    path = tmp_path / "games.pgn"
    path.write_text(PGN * 50, encoding="utf-8")
    reader = tg.read_pgn(path, errors="skip")
    records = list(reader)
    assert len(records) == 150 and len(reader.skipped) == 50
    assert reader.skipped[0][0] == "pgn-illegal-move"
    assert [r.number for r in records[:3]] == [1, 2, 4]


def test_write_and_read_back_random_games():
    rng = random.Random(7)
    for _ in range(20):
        game = tg.Game.start("chess")
        for _ in range(rng.randrange(0, 120)):
            if game.is_game_over():
                break
            game.push(rng.choice(game.legal_moves))
        text = tg.write_pgn(game, {"Event": "Random", "White": "x"})
        [record] = list(tg.parse_pgn(text))
        assert record.tags["Event"] == "Random"
        assert record.moves == game.moves("san") and record.game().feens() == game.feens()
        assert pickle.loads(pickle.dumps(record)).moves == record.moves


def test_write_pgn_refuses_other_games():
    with pytest.raises(ValueError):
        tg.write_pgn(tg.Game.start("shogi"))
