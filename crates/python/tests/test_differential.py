"""Differential tests from Python: random games played by Tabula and by python-chess / cshogi side by side,
legal moves, SAN, check and outcomes compared at every ply. Skipped with a message when the other library is
not installed (scripts/test-python.sh installs both)."""

import random

import pytest

import tabula_games as tg

GAMES = 12


def python_chess():
    return pytest.importorskip("chess", reason="python-chess is not installed (pip install chess)")


def test_chess_against_python_chess():
    chess = python_chess()
    rng = random.Random(2026)
    for _ in range(GAMES):
        board = chess.Board()
        game = tg.Game.start("chess")
        for _ in range(300):
            assert game.is_check() == board.is_check()
            assert game.fen() == board.fen(en_passant="fen") or game.fen() == board.fen(), board.fen()
            outcome = board.outcome(claim_draw=False)
            if outcome is not None or game.is_game_over():
                mine = game.outcome()
                assert mine is not None and outcome is not None, board.fen()
                assert mine.result == outcome.result(), (mine, outcome)
                names = {
                    "checkmate": "CHECKMATE",
                    "stalemate": "STALEMATE",
                    "insufficient-material": "INSUFFICIENT_MATERIAL",
                    "fivefold-repetition": "FIVEFOLD_REPETITION",
                    "seventy-five-moves": "SEVENTYFIVE_MOVES",
                }
                assert names[mine.termination] == outcome.termination.name, (mine, outcome)
                break
            ours = sorted(game.legal_moves_in("uci"))
            theirs = sorted(m.uci() for m in board.legal_moves)
            assert ours == theirs, board.fen()
            assert sorted(game.legal_moves_in("san")) == sorted(board.san(m) for m in board.legal_moves), board.fen()
            move = rng.choice(list(board.legal_moves))
            assert game.push_san(board.san(move)) == game.moves()[-1]
            board.push(move)


def test_shogi_against_cshogi():
    cshogi = pytest.importorskip("cshogi", reason="cshogi is not installed (pip install cshogi)")
    rng = random.Random(2027)
    for _ in range(GAMES):
        board = cshogi.Board()
        game = tg.Game.start("shogi")
        for _ in range(250):
            theirs = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
            if game.is_game_over():
                outcome = game.outcome()
                if outcome.termination == "checkmate":
                    assert not theirs and board.is_game_over()
                break
            assert sorted(game.legal_moves_in("usi")) == theirs, board.sfen()
            assert game.is_check() == bool(board.is_check())
            if not theirs:
                break
            usi = rng.choice(theirs)
            game.push_usi(usi)
            board.push_usi(usi)
            assert game.sfen().split(" ")[:3] == board.sfen().split(" ")[:3]
