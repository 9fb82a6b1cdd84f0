#!/usr/bin/env python3
"""Speed of the Python bindings, reproducible: `python crates/python/bench/bench.py [--positions N]`.

Needs the package installed (scripts/test-python.sh does it in target/venv) and python-chess
(`pip install chess`). All figures come from this one run, so their ratios are comparable.

1. Positions: N chess positions (default 100,000) from random games played with python-chess from the
   start position (fixed seed, so every run uses the same positions), as FEN from `Board.fen()`.
2. Each FEN is converted to FEEN outside the timings (`fen_to_feen` below: the nearest equivalent of the
   chess-state convention, see its docstring).
3. Timed in CPU time of this process (`time.process_time`: on a shared machine, time spent waiting for a
   core is not counted), best of several repetitions:
   - python-chess: `chess.Board(fen)` for every FEN (what a Python program does to check a FEN);
   - Tabula: `tabula_games.validate_many(feens)` (one call, GIL released while it validates);
   - Tabula: `tabula_games.Position.from_feen(feen)` for every FEEN in a Python loop (a position per call);
   - per-call cost of `Position.from_feen` and `tabula_games.is_valid` on one chess position (timeit), and of a
     call to an empty Python function for scale.
"""

import argparse
import random
import sys
import time
import timeit

import chess

import tabula_games


def games(count, seed):
    """`count` FENs from random games (at most 120 plies each, restarted at the end of a game)."""
    rng = random.Random(seed)
    fens = []
    while len(fens) < count:
        board = chess.Board()
        for _ in range(120):
            fens.append(board.fen())
            moves = list(board.legal_moves)
            if not moves or len(fens) >= count:
                break
            board.push(rng.choice(moves))
    return fens


def fen_to_feen(board):
    """FEEN of a python-chess board, with the chess-state markers approximated for the benchmark: `K^` for
    kings (`-K^` for the king in check), `+P` for a pawn on its home rank, `-P` for a pawn that can be taken en
    passant legally, `-R` for a rook that still holds a castling right (the recommended convention writes
    `+R` when castling is playable right now: not computed here). The validity and the length of the strings,
    which is what the benchmark depends on, are those of real conversions."""
    ep_victim = None
    if board.ep_square is not None and board.has_legal_en_passant():
        ep_victim = board.ep_square + (-8 if board.turn == chess.WHITE else 8)
    ranks = []
    for rank in range(7, -1, -1):
        row, empty = "", 0
        for file in range(8):
            square = chess.square(file, rank)
            piece = board.piece_at(square)
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            symbol = piece.symbol()
            token = symbol
            if piece.piece_type == chess.KING:
                token = ("-" if board.is_check() and piece.color == board.turn else "") + symbol + "^"
            elif piece.piece_type == chess.PAWN:
                home = 1 if piece.color == chess.WHITE else 6
                if square == ep_victim:
                    token = "-" + symbol
                elif rank == home:
                    token = "+" + symbol
            elif piece.piece_type == chess.ROOK and board.castling_rights & chess.BB_SQUARES[square]:
                token = "-" + symbol
            row += token
        ranks.append(row + (str(empty) if empty else ""))
    styles = "C/c" if board.turn == chess.WHITE else "c/C"
    return "/".join(ranks) + " / " + styles


def best(repeat, run):
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def per_call(statement, namespace, number):
    return min(timeit.repeat(statement, globals=namespace, number=number, repeat=5, timer=time.process_time)) / number


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    fens = games(args.positions, args.seed)
    feens = [fen_to_feen(chess.Board(fen)) for fen in fens]
    invalid = [r for r in tabula_games.validate_many(feens) if r is not None]
    if invalid:
        sys.exit(f"{len(invalid)} converted positions are not valid FEEN, e.g. {invalid[0]}")

    n = len(fens)
    chess_time = best(2, lambda: [chess.Board(fen) for fen in fens])
    many_time = best(7, lambda: tabula_games.validate_many(feens))
    parse_time = best(5, lambda: [tabula_games.Position.from_feen(feen) for feen in feens])

    start = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
    namespace = {"tabula_games": tabula_games, "start": start, "nothing": lambda s: None}
    from_feen = per_call("tabula_games.Position.from_feen(start)", namespace, 200_000)
    is_valid = per_call("tabula_games.is_valid(start)", namespace, 200_000)
    empty = per_call("nothing(start)", namespace, 200_000)

    print(f"python {sys.version.split()[0]}, python-chess {chess.__version__}, tabula_games {tabula_games.__version__}")
    print(f"{n} chess positions from random games (seed {args.seed}), mean FEEN length "
          f"{sum(map(len, feens)) / n:.1f} bytes")
    print(f"python-chess chess.Board(fen), loop       {chess_time:8.3f} s  {chess_time / n * 1e9:8.0f} ns/position")
    print(f"tabula_games.validate_many(feens), one call     {many_time:8.3f} s  {many_time / n * 1e9:8.0f} ns/position"
          f"  -> {chess_time / many_time:.1f}x faster")
    print(f"tabula_games.Position.from_feen(feen), loop     {parse_time:8.3f} s  {parse_time / n * 1e9:8.0f} ns/position"
          f"  -> {chess_time / parse_time:.1f}x faster")
    print(f"per call, chess start: Position.from_feen {from_feen * 1e9:6.0f} ns, is_valid {is_valid * 1e9:6.0f} ns, "
          f"empty Python function {empty * 1e9:6.0f} ns")


if __name__ == "__main__":
    main()
