#!/usr/bin/env python3
"""Seeded random xiangqi games played by pyffish (Fairy-Stockfish), printed for crates/xiangqi/tests/pyffish.rs.

Usage: pyffish-xiangqi-games.py SEED GAMES MAX_PLIES

Games mix three ways of choosing a move: uniformly at random; captures first (material runs out, so games
end in checkmate or stalemate); checks first and, half the time, the mover's previous move undone (so
positions repeat, with and without perpetual check). Each game stops at pyffish's own end: no legal move
(game_result), an optional end (is_optional_game_end: repetition, perpetual check, chasing, the move
rule), or MAX_PLIES. Output, tab-separated:

    G  <start FEN>
    P  <FEN> <legal moves, UCI, comma-separated> <move played> <in check 0/1> <its WXF>
    E  nomoves  <game_result>  <in check 0/1>
    E  optional <result>       <halfmove clock>
    E  maxplies
"""
import random
import sys

import pyffish as sf

V = "xiangqi"


# Games with chosen moves, for the verdicts random games seldom reach: a perpetual check (the checking
# side loses), a stalemate (the stalemated side loses), a perpetual chase (Fairy-Stockfish: the chaser
# loses; Tabula: a draw by repetition).
SCENARIOS = [
    ("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
     "a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10"),
    ("3k5/2R6/9/9/9/9/9/9/9/4K4 b - - 0 1", ""),
    ("4k4/9/c8/9/9/9/9/9/9/1R1K5 w - - 0 1",
     "b1a1 a8b8 a1b1 b8a8 b1a1 a8b8 a1b1 b8a8 b1a1 a8b8 a1b1 b8a8"),
]


def main():
    seed, games, max_plies = (int(arg) for arg in sys.argv[1:4])
    rng = random.Random(seed)
    out = []
    games = [(fen, moves.split()) for fen, moves in SCENARIOS] + [None] * games
    for game, scenario in enumerate(games):
        style = game % 3
        start, script = scenario if scenario else (sf.start_fen(V), None)
        moves = []
        played = []
        out.append(f"G\t{start}")
        while True:
            fen = sf.get_fen(V, start, moves)
            legal = sf.legal_moves(V, fen, [])
            check = 1 if sf.gives_check(V, fen, []) else 0
            if not legal:
                end = f"E\tnomoves\t{sf.game_result(V, start, moves)}\t{check}"
                break
            if moves:
                ended, result = sf.is_optional_game_end(V, start, moves)
                if ended:
                    end = f"E\toptional\t{result}\t{fen.split()[4]}"
                    break
            if len(moves) >= max_plies:
                end = "E\tmaxplies"
                break
            choice = None
            if script is not None:
                choice = script[len(moves)]
            elif style == 1:
                board = occupied(fen)
                captures = [m for m in legal if target(m) in board]
                if captures and rng.random() < 0.8:
                    choice = rng.choice(captures)
            elif style == 2:
                if len(moves) >= 2 and rng.random() < 0.6 and undo(moves[-2]) in legal:
                    choice = undo(moves[-2])
                if choice is None:
                    for m in rng.sample(legal, min(4, len(legal))):
                        if sf.gives_check(V, fen, [m]):
                            choice = m
                            break
            if choice is None:
                choice = rng.choice(legal)
            played.append(f"P\t{fen}\t{','.join(legal)}\t{choice}\t{check}")
            moves.append(choice)
        wxf = sf.get_san_moves(V, start, moves, False, sf.NOTATION_XIANGQI_WXF) if moves else []
        out.extend(f"{line}\t{san}" for line, san in zip(played, wxf))
        out.append(end)
    print("\n".join(out))


def occupied(fen):
    """The occupied squares of a FEN placement, in UCI spelling (a1 … i10)."""
    squares = set()
    for row, rank in enumerate(fen.split()[0].split("/")):
        col = 0
        for ch in rank:
            if ch.isdigit():
                col += int(ch)
            else:
                squares.add(f"{'abcdefghi'[col]}{10 - row}")
                col += 1
    return squares


def target(move):
    """The destination square of a UCI move."""
    i = 1
    while move[i].isdigit():
        i += 1
    return move[i:]


def undo(move):
    """The move back: the same squares swapped (UCI squares are a letter and 1-2 digits)."""
    i = 1
    while move[i].isdigit():
        i += 1
    return move[i:] + move[:i]


if __name__ == "__main__":
    main()
