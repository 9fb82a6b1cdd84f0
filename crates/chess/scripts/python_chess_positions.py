#!/usr/bin/env python3
"""Positions from seeded random games, with python-chess's verdicts, as JSON Lines on stdout.

Usage: python_chess_positions.py SEED GAMES [MAX_PLIES]
       python_chess_positions.py history SEED GAMES

The second form plays games that favour reversible moves (so that positions repeat and the half-move clock
grows), from a FEN with counters, and writes one line per position of each game: {"game", "fen" (with the
counters), "played" (UCI, or null at the end), "repetition3" (is_repetition(3)), "fivefold", "seventyfive",
"fifty" (half-move clock at least 100), "over", "winner" ("white", "black" or null)}.

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


def history(seed, games):
    rng = random.Random(seed)
    out = sys.stdout
    for game in range(games):
        if game % 3 == 2:
            board = chess.Board.from_chess960_pos(rng.randrange(960))
        else:
            board = chess.Board()
        # Some games start late in the count, to reach the move-count rules.
        board.halfmove_clock = rng.choice([0, 0, 60, 95, 140])
        board.fullmove_number = rng.randrange(1, 60)
        start = board.fen()
        board = chess.Board(start, chess960=board.chess960)
        for _ in range(300):
            outcome = board.outcome()
            moves = list(board.legal_moves)
            quiet = [m for m in moves if not board.is_zeroing(m) and not board.is_castling(m)]
            move = None
            if outcome is None and moves:
                move = rng.choice(quiet) if quiet and rng.random() < 0.93 else rng.choice(moves)
                # Often the piece moved two plies ago goes back where it came from: positions repeat.
                if len(board.move_stack) >= 2 and rng.random() < 0.7:
                    own = board.move_stack[-2]
                    back = chess.Move(own.to_square, own.from_square)
                    if back in quiet:
                        move = back
            winner = None if outcome is None or outcome.winner is None else (
                "white" if outcome.winner else "black")
            out.write(json.dumps({
                "game": game,
                "fen": board.fen(),
                "played": None if move is None else board.uci(move, chess960=True),
                "repetition3": board.is_repetition(3),
                "fivefold": board.is_fivefold_repetition(),
                "seventyfive": board.is_seventyfive_moves(),
                "fifty": board.halfmove_clock >= 100,
                "over": outcome is not None,
                "winner": winner,
            }) + "\n")
            if move is None:
                break
            board.push(move)


def main():
    if sys.argv[1] == "history":
        history(int(sys.argv[2]), int(sys.argv[3]))
        return
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
