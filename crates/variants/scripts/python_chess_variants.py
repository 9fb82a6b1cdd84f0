"""Random playouts of python-chess's lichess variants, one JSON line per position: the variant, the FEN,
the legal moves in UCI, check, whether the game is over and who won. Read by tests/python_chess.rs.

Usage: python_chess_variants.py GAMES PLIES SEED
"""
import json
import random
import sys

import chess
import chess.variant

VARIANTS = {
    "crazyhouse": chess.variant.CrazyhouseBoard,
    "kingofthehill": chess.variant.KingOfTheHillBoard,
    "3check": chess.variant.ThreeCheckBoard,
    "atomic": chess.variant.AtomicBoard,
    "antichess": chess.variant.AntichessBoard,
    "horde": chess.variant.HordeBoard,
    "racingkings": chess.variant.RacingKingsBoard,
}


# The variants where python-chess writes SAN as Fairy-Stockfish does (elsewhere it writes `@e4` for pawn
# drops, `#` for a move that ends the game by a variant rule, `+` in atomic).
SAME_SAN = {"3check", "horde"}


def side(color):
    return None if color is None else ("w" if color == chess.WHITE else "b")


def verdict(board, moves):
    if board.is_variant_end():
        if board.is_variant_win():
            return True, side(board.turn)
        if board.is_variant_loss():
            return True, side(not board.turn)
        return True, None
    if not moves:
        if board.is_variant_win():
            return True, side(board.turn)
        if board.is_variant_loss() or board.is_check():
            return True, side(not board.turn)
        return True, None
    return False, None


def main():
    games, plies, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    for name, cls in VARIANTS.items():
        for _ in range(games):
            board = cls()
            for _ in range(plies + 1):
                moves = sorted(m.uci() for m in board.legal_moves)
                end, winner = verdict(board, moves)
                record = {"variant": name, "fen": board.fen(), "moves": moves,
                          "check": board.is_check(), "end": end, "winner": winner}
                if name in SAME_SAN:
                    record["san"] = {m.uci(): board.san(m) for m in board.legal_moves}
                print(json.dumps(record))
                if not moves:
                    break
                board.push_uci(rng.choice(moves))


main()
