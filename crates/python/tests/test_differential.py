"""Differential tests from Python: random games played by Tabula and by python-chess / cshogi side by side,
legal moves, SAN, check, FEN or SFEN and outcomes compared at every ply; the counts are listed in the
summary. Skipped with a message when the other library is not installed, which fails the session unless
TABULA_CI_ALLOW_SKIP=1 (conftest.py; scripts/test-python.sh installs both)."""

import random

import pytest

import tabula_games as tg

GAMES = 12


def python_chess():
    return pytest.importorskip("chess", reason="python-chess is not installed (pip install chess)")


def test_chess_against_python_chess(compared):
    chess = python_chess()
    rng = random.Random(2026)
    positions = endings = 0
    for _ in range(GAMES):
        board = chess.Board()
        game = tg.Game.start("chess")
        for _ in range(300):
            assert game.is_check() == board.is_check()
            # python-chess's default FEN writes the en-passant target only when a legal capture uses it,
            # as Tabula does.
            assert game.fen() == board.fen(), board.fen()
            positions += 1
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
                endings += 1
                break
            ours = sorted(game.legal_moves_in("uci"))
            theirs = sorted(m.uci() for m in board.legal_moves)
            assert ours == theirs, board.fen()
            assert sorted(game.legal_moves_in("san")) == sorted(board.san(m) for m in board.legal_moves), board.fen()
            move = rng.choice(list(board.legal_moves))
            assert game.push_san(board.san(move)) == game.moves()[-1]
            board.push(move)
    compared(positions, f"positions with python-chess ({GAMES} games, {endings} ended)")
    assert positions >= 1000 and endings > 0, (positions, endings)


def test_shogi_against_cshogi(compared):
    cshogi = pytest.importorskip("cshogi", reason="cshogi is not installed (pip install cshogi)")
    rng = random.Random(2027)
    positions = mates = 0
    for _ in range(GAMES):
        board = cshogi.Board()
        game = tg.Game.start("shogi")
        for _ in range(250):
            theirs = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
            if game.is_game_over():
                outcome = game.outcome()
                if outcome.termination == "checkmate":
                    assert not theirs and board.is_game_over(), board.sfen()
                    mates += 1
                break
            assert sorted(game.legal_moves_in("usi")) == theirs, board.sfen()
            assert game.is_check() == bool(board.is_check())
            positions += 1
            # No legal move for cshogi is mate in shōgi: Tabula must have ended the game above.
            assert theirs, f"cshogi has no legal move but the game is not over: {board.sfen()}"
            usi = rng.choice(theirs)
            game.push_usi(usi)
            board.push_usi(usi)
            assert game.sfen().split(" ")[:3] == board.sfen().split(" ")[:3]
    compared(positions, f"positions with cshogi ({GAMES} games, {mates} mates)")
    assert positions >= 1000, positions
