"""Random playouts of the lichess variants with pyffish (Fairy-Stockfish), one JSON line per position: the
variant, the FEN (get_fen), the legal moves in UCI, check (the side to move is in check), whether the game
is over and who won. Read by tests/pyffish.rs.

Usage: pyffish_variants.py GAMES PLIES SEED
"""
import json
import random
import sys

import pyffish

VARIANTS = ["crazyhouse", "kingofthehill", "3check", "atomic", "antichess", "horde", "racingkings"]


def winner(value, turn):
    if value == 0:
        return None
    mover_wins = value > 0
    return turn if mover_wins else ("b" if turn == "w" else "w")


def main():
    games, plies, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    for name in VARIANTS:
        for _ in range(games):
            fen = pyffish.start_fen(name)
            for _ in range(plies + 1):
                moves = sorted(pyffish.legal_moves(name, fen, []))
                turn = fen.split(" ")[1]
                ended, value = pyffish.is_immediate_game_end(name, fen, [])
                if not ended and not moves:
                    ended, value = True, pyffish.game_result(name, fen, [])
                record = {"variant": name, "fen": fen, "moves": moves,
                          "check": pyffish.gives_check(name, fen, []),
                          "end": ended, "winner": winner(value, turn) if ended else None}
                if moves:
                    played = rng.choice(moves)
                    record["san"] = {played: pyffish.get_san(name, fen, played)}
                print(json.dumps(record))
                if not moves:
                    break
                fen = pyffish.get_fen(name, fen, [played])


main()
