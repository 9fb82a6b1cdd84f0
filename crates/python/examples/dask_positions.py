"""Tabula inside Dask: a dataset of positions analysed in parallel, and a PGN file's games replayed in
parallel.

    python crates/python/examples/dask_positions.py [--scheduler threads|processes] [--pgn FILE]

Part 1 builds a Dask DataFrame with a FEN column (random chess positions, or any Parquet/CSV file with
`dd.read_parquet`), and adds per position the FEEN (`to_feen_many`), the number of legal moves
(`legal_move_counts`) and the outcome the position decides (`outcomes`). Each partition is handed to
Tabula in one call: the work runs in Rust with the GIL released, so the threaded scheduler keeps every
core busy, and the process scheduler (or a cluster) works the same way since only strings travel.

Part 2 reads a PGN file's games as a Dask Bag (`tabula_games.read_pgn` yields one record per game) and
replays every game in parallel: moves, final FEEN, outcome.

On a cluster the same code runs unchanged: start a `distributed.Client("tcp://scheduler:8786")` (or
`Client(LocalCluster())`) before calling `compute()`, install `tabula-games` on every worker, and read the
dataset from storage every worker sees (`dd.read_parquet("s3://bucket/positions/*.parquet")`). The script
checks its own answers against a one-thread run, so it can serve as a test.
"""

import argparse
import random
import sys

import dask
import dask.bag as db
import dask.dataframe as dd
import pandas as pd

import tabula_games as tg


def random_positions(count, seed=2026):
    """FENs of positions from random games (Tabula plays them), plus a few bad strings and a mate."""
    rng = random.Random(seed)
    fens = []
    while len(fens) < count:
        game = tg.Game.start("chess")
        for _ in range(rng.randrange(1, 80)):
            moves = game.legal_moves
            if not moves:
                break
            game.push(rng.choice(moves))
            fens.append(game.fen())
    fens = fens[:count]
    fens[::97] = ["not a fen"] * len(fens[::97])
    fens[1] = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    return fens


def analyse(frame):
    """One partition: three columns from the FEN column, each in one call into Rust."""
    fens = frame["fen"].tolist()
    return frame.assign(
        feen=pd.array(tg.to_feen_many(fens), dtype="string"),
        legal=pd.array(tg.legal_move_counts(fens), dtype="Int64"),
        outcome=pd.array(tg.outcomes(fens), dtype="string"),
    )


def replay(record):
    """One PGN game: its moves replayed by the rules, the final position and the outcome."""
    game = record.game()
    outcome = game.outcome()
    return {
        "number": record.number,
        "plies": game.ply,
        "feen": game.feen(),
        "result": record.result,
        "outcome": None if outcome is None else str(outcome),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scheduler", choices=["threads", "processes", "synchronous"], default="threads")
    parser.add_argument("--positions", type=int, default=20_000)
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--pgn", help="a PGN file to replay in parallel")
    args = parser.parse_args()

    fens = random_positions(args.positions)
    frame = dd.from_pandas(pd.DataFrame({"fen": pd.array(fens, dtype="string")}), npartitions=args.partitions)
    meta = analyse(frame._meta)
    result = frame.map_partitions(analyse, meta=meta).compute(scheduler=args.scheduler)
    expected = analyse(pd.DataFrame({"fen": pd.array(fens, dtype="string")}))
    pd.testing.assert_frame_equal(result.reset_index(drop=True), expected.reset_index(drop=True))
    bad = result["feen"].isna().sum()
    print(f"{len(result)} positions in {args.partitions} partitions ({args.scheduler}): {bad} not FEN, "
          f"{result['legal'].sum()} legal moves in all, outcomes: "
          f"{result['outcome'].value_counts().to_dict()}")
    assert bad == len(fens[::97]) and result["outcome"].iloc[1] == "0-1 checkmate"

    if args.pgn:
        records = db.from_sequence(tg.read_pgn(args.pgn), npartitions=args.partitions)
        games = records.map(replay).compute(scheduler=args.scheduler)
        serial = [replay(record) for record in tg.read_pgn(args.pgn)]
        assert games == serial, "parallel replay != serial replay"
        print(f"{len(games)} PGN games replayed in parallel; "
              f"{sum(g['plies'] for g in games)} plies; results {sorted({g['result'] for g in games})}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
