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
    assert last.tag("Event") == "Resigned" and last.game().outcome() == tg.Outcome("resignation", "first")
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
    with pytest.raises(tg.GameError) as refused:
        tg.write_pgn(tg.Game.start("shogi"))
    assert refused.value.code == "notation-unsupported" and isinstance(refused.value, ValueError)


KIF = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:02/00:00:02)\n   3 ２二角成(88) ( 0:03/00:00:04)\n   4 同　銀(31)   ( 0:01/00:00:03)\n   5 投了\n"
CSA = "V2.2\nN+Sente\nN-Gote\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n/\nPI\n+\n+2726FU\n%CHUDAN\n"


def test_kif_and_csa_records(tmp_path):
    [record] = list(tg.parse_kif(KIF))
    assert record.moves == ["7g7f", "3c3d", "8h2b+", "3a2b"] and record.times == [1, 2, 3, 1]
    assert record.result == tg.Outcome("resignation", "second")
    game = record.game()
    assert game.ply == 4 and game.outcome() == tg.Outcome("resignation", "second")
    path = tmp_path / "games.csa"
    path.write_text(CSA, encoding="utf-8")
    records = list(tg.read_csa(path))
    assert len(records) == 2 and records[0].header("N+") == "Sente" and records[1].moves == ["2g2f"]
    assert records[1].result is None


def test_shogi_games_written_and_read_back():
    rng = random.Random(5)
    for _ in range(10):
        game = tg.Game.start("shogi")
        for _ in range(rng.randrange(0, 80)):
            if game.is_game_over():
                break
            game.push(rng.choice(game.legal_moves))
        for write, parse in ((tg.write_kif, tg.parse_kif), (tg.write_csa, tg.parse_csa)):
            [record] = list(parse(write(game)))
            assert record.moves == game.moves("usi") and record.game().feens() == game.feens()
    with pytest.raises(tg.GameError) as refused:
        tg.write_kif(tg.Game.start("chess"))
    assert refused.value.code == "notation-unsupported"
