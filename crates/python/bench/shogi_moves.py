"""Shōgi legal moves against cshogi: time, and a driver for instruction counts.

    target/venv/bin/python crates/python/bench/shogi_moves.py time
    valgrind --tool=cachegrind --cache-sim=yes target/venv/bin/python crates/python/bench/shogi_moves.py count ours|cshogi PASSES

`time`: CPU time per position (best of 7, then the best of three fresh processes per side, alternating) of
`[g.legal_moves for g in games]` against cshogi's `[list(b.legal_moves) for b in boards]` on 3,000 positions from
random games (as `games.py` makes them), and on the first 100 of them repeated 30 times (their data stay in
cache). Each side runs in a process of its own, so that the other's objects do not weigh on its memory and
its garbage collector. `count`: builds 2,000 positions, then runs PASSES passes of one side; the difference
between 6 passes and 1, over 10,000, is the instructions a position once every text has been met (the first
pass makes them).
"""

import os
import sys

# cshogi imports numpy, whose OpenBLAS threads would otherwise spin beside the measured work (and add to the
# instruction counts by however long they run).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import tabula_games as tg


def positions(count, seed=2):
    """The shōgi positions of `games.py` (the same generator, beside this file)."""
    from games import shogi_positions

    return shogi_positions(count, seed)


def best(work, count, repeat=7):
    """The best CPU time of `repeat` runs of `work` (`games.best`), in microseconds per item of `count`."""
    from games import best as best_seconds

    return best_seconds(repeat, work) / count * 1e6


def main():
    import cshogi

    mode = sys.argv[1] if len(sys.argv) > 1 else "time"
    if mode == "count":
        side, passes = sys.argv[2], int(sys.argv[3])
        sfens = positions(2000)
        if side == "ours":
            games = [tg.Game(s) for s in sfens]
            for _ in range(passes):
                [g.legal_moves for g in games]
        else:
            boards = [cshogi.Board(s) for s in sfens]
            for _ in range(passes):
                [list(b.legal_moves) for b in boards]
        return 0
    if mode == "side":
        # One side alone in this process (`time` runs each in a fresh process, so that neither side's objects
        # are alive while the other is measured).
        side = sys.argv[2]
        sfens = positions(3000)
        if side == "ours":
            items = [tg.Game(s) for s in sfens]
            work = lambda batch: [g.legal_moves for g in batch]  # noqa: E731
        else:
            items = [cshogi.Board(s) for s in sfens]
            work = lambda batch: [list(b.legal_moves) for b in batch]  # noqa: E731
        hot = items[:100] * 30
        print(best(lambda: work(items), len(items)), best(lambda: work(hot), len(hot)))
        return 0
    import subprocess

    rows = {"ours": [], "cshogi": []}
    for _ in range(3):  # alternating fresh processes
        for side in rows:
            out = subprocess.run([sys.executable, __file__, "side", side], capture_output=True, text=True, check=True)
            rows[side].append(tuple(float(x) for x in out.stdout.split()))
    for index, name in enumerate(("3,000 positions", "100 positions in cache")):
        ours = min(r[index] for r in rows["ours"])
        theirs = min(r[index] for r in rows["cshogi"])
        print(f"{name:24s} tabula {ours:6.2f} us   cshogi {theirs:6.2f} us   ratio {ours / theirs:5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
