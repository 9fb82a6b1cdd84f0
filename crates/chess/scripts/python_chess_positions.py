#!/usr/bin/env python3
"""Positions from seeded random games, with python-chess's verdicts, as JSON Lines on stdout.

Usage: python_chess_positions.py SEED GAMES [MAX_PLIES]

Half the games start from the standard position, half from a random Chess960 start. Each line is one position:
{"fen", "shredder" (the same position with Shredder-FEN castling), "chess960", "moves" (legal moves in UCI,
castling as king-takes-rook), "check", "checkmate", "stalemate", "insufficient", "played" (the move played next
in the game, UCI, or null) and "after" (the FEN after it, or null)}. Used by tabula-chess's differential test.
"""

import json
import random
import sys

import chess


def record(board, played, after):
    return {
        "fen": board.fen(),
        "shredder": board.fen(shredder=True),
        "chess960": board.chess960,
        "moves": sorted(board.uci(m, chess960=True) for m in board.legal_moves),
        "check": board.is_check(),
        "checkmate": board.is_checkmate(),
        "stalemate": board.is_stalemate(),
        "insufficient": board.is_insufficient_material(),
        "played": played,
        "after": after,
    }


def main():
    seed, games = int(sys.argv[1]), int(sys.argv[2])
    max_plies = int(sys.argv[3]) if len(sys.argv) > 3 else 160
    rng = random.Random(seed)
    out = sys.stdout
    for game in range(games):
        if game % 2:
            board = chess.Board.from_chess960_pos(rng.randrange(960))
        else:
            board = chess.Board()
        for _ in range(max_plies):
            moves = list(board.legal_moves)
            if not moves:
                out.write(json.dumps(record(board, None, None)) + "\n")
                break
            # Prefer captures, castling and promotions now and then, so that the special moves are common.
            special = [m for m in moves if board.is_castling(m) or board.is_en_passant(m) or m.promotion]
            move = rng.choice(special) if special and rng.random() < 0.5 else rng.choice(moves)
            played = board.uci(move, chess960=True)
            after = board.copy(stack=False)
            after.push(move)
            out.write(json.dumps(record(board, played, after.fen())) + "\n")
            board = after
            if board.is_insufficient_material():
                out.write(json.dumps(record(board, None, None)) + "\n")
                break


if __name__ == "__main__":
    main()
