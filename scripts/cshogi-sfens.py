#!/usr/bin/env python3
"""Print the SFEN of every position of seeded random shōgi games played by cshogi (one per line).

Usage: cshogi-sfens.py SEED GAMES MAX_PLIES

Each game starts from the initial position (or, for one game in four, from a random handicap: some of
sente's or gote's pieces removed) and plays uniformly random legal moves until mate or MAX_PLIES. The
positions include drops, promotions and hands of every kind. Used by crates/shogi/tests/cshogi.rs
(scripts/diff-cshogi.sh) to check that SFEN → FEEN → SFEN gives cshogi's own SFEN back.
"""
import random
import sys

import cshogi

HANDICAPS = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
]


def main():
    seed, games, max_plies = (int(arg) for arg in sys.argv[1:4])
    rng = random.Random(seed)
    out = []
    for game in range(games):
        board = cshogi.Board(HANDICAPS[0] if game % 4 else rng.choice(HANDICAPS))
        out.append(board.sfen())
        for _ in range(rng.randrange(max_plies // 2, max_plies + 1)):
            moves = list(board.legal_moves)
            if not moves or board.is_game_over():
                break
            board.push(rng.choice(moves))
            out.append(board.sfen())
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
