"""The game interface, records and batches against python-chess and cshogi, in one run.

    target/venv/bin/python crates/python/bench/games.py [--positions N]

Measures (CPU time of the process, best of several repetitions, from one run):
- legal moves of a position already opened: `game.legal_moves` (PMN strings) vs python-chess
  `list(board.legal_moves)` (Move objects) and cshogi `list(board.legal_moves)` (integers), on positions from
  random games; the batch form `legal_move_counts(fens)` too;
- SAN parse: `game.push_san(san); game.pop()` vs python-chess `board.push_san(san); board.pop()`;
- PGN reading in games per second: `read_pgn(path)` vs `chess.pgn.read_game` in a loop;
- batch validation throughput: `validate_many` on a list, `validate_arrow` on a pyarrow column, valid and
  invalid inputs, against a Python loop over `is_valid`.
"""

import argparse
import os
import random
import sys
import tempfile
import time

import tabula_games as tg

# cshogi imports numpy, whose OpenBLAS threads would otherwise spin beside the measured work.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def cpu(work):
    """The CPU time of one run of `work`."""
    start = time.process_time()
    work()
    return time.process_time() - start


def best(repeat, work):
    return min(cpu(work) for _ in range(repeat))


def alternate(rounds, ours, theirs):
    """The best CPU time of each of two works run in turn, `rounds` times each: both see the same state of
    the process and of the machine."""
    mine, other = [], []
    for _ in range(rounds):
        mine.append(cpu(ours))
        other.append(cpu(theirs))
    return min(mine), min(other)


def best_wall(repeat, work):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def positions(kind, count, seed, longest, write):
    """`count` positions along games of random legal moves from the start of `kind` (each game up to
    `longest` plies), each written by `write`."""
    rng = random.Random(seed)
    texts = []
    while len(texts) < count:
        game = tg.Game.start(kind)
        for _ in range(rng.randrange(2, longest)):
            moves = game.legal_moves
            if not moves:
                break
            game.push(rng.choice(moves))
            texts.append(write(game))
    return texts[:count]


def chess_positions(count, seed):
    return positions("chess", count, seed, 120, tg.Game.fen)


def shogi_positions(count, seed):
    return positions("shogi", count, seed, 150, tg.Game.sfen)


def row(name, seconds, count, unit="position", against=None):
    per = seconds / count * 1e9
    text = f"{name:58s} {seconds:8.3f} s {per:9.0f} ns/{unit}"
    if against is not None:
        text += f"   {against / seconds:6.1f}x"
    print(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=5_000)
    parser.add_argument("--batch", type=int, default=1_000_000)
    parser.add_argument("--games", type=int, default=2_000)
    args = parser.parse_args()
    try:
        import chess
        import chess.pgn
    except ImportError:
        chess = None
    try:
        import cshogi
    except ImportError:
        cshogi = None
    print(f"python {sys.version.split()[0]}, tabula_games {tg.__version__}, "
          f"python-chess {chess.__version__ if chess else 'absent'}, "
          f"cshogi {getattr(cshogi, '__version__', 'present') if cshogi else 'absent'}, cores {os.cpu_count()}")

    # Legal moves.
    fens = chess_positions(args.positions, 1)
    n = len(fens)
    games = [tg.Game(fen) for fen in fens]
    ours = best(5, lambda: [g.legal_moves for g in games])
    print(f"\nlegal moves, {n} chess positions from random games")
    if chess:
        boards = [chess.Board(fen) for fen in fens]
        theirs = best(3, lambda: [list(b.legal_moves) for b in boards])
        row("python-chess list(board.legal_moves)", theirs, n)
        row("tabula_games game.legal_moves (PMN strings)", ours, n, against=theirs)
    else:
        row("tabula_games game.legal_moves (PMN strings)", ours, n)
    counts = best(5, lambda: tg.legal_move_counts(fens))
    row("tabula_games.legal_move_counts(fens) (opens each FEN too)", counts, n)

    sfens = shogi_positions(args.positions, 2)
    m = len(sfens)
    shogi = [tg.Game(s) for s in sfens]
    print(f"\nlegal moves, {m} shogi positions from random games")
    if cshogi:
        cboards = [cshogi.Board(s) for s in sfens]
        ours, theirs = alternate(
            9, lambda: [g.legal_moves for g in shogi], lambda: [list(b.legal_moves) for b in cboards]
        )
        row("cshogi list(board.legal_moves) (integers)", theirs, m)
        row("tabula_games game.legal_moves (PMN strings)", ours, m, against=theirs)
        usi = best(5, lambda: [g.legal_moves_in("usi") for g in shogi])
        row("tabula_games game.legal_moves_in('usi')", usi, m, against=theirs)
        cusi = best(3, lambda: [[cshogi.move_to_usi(x) for x in b.legal_moves] for b in cboards])
        row("cshogi [move_to_usi(m) for m in board.legal_moves]", cusi, m)
    else:
        ours = best(5, lambda: [g.legal_moves for g in shogi])
        row("tabula_games game.legal_moves (PMN strings)", ours, m)

    # SAN parse.
    print("\nSAN parse: push_san + pop on every legal move of the chess positions")
    try:
        sans = [(g, g.legal_moves_in("san")) for g in games[:1000]]
    except tg.GameError as error:
        print(f"SKIPPED: SAN is not wired into the chess rules on this build ({error})")
        sans = None
    if sans:
        total = sum(len(s) for _, s in sans)

        def ours_san():
            for g, moves in sans:
                for san in moves:
                    g.push_san(san)
                    g.pop()

        t_ours = best(3, ours_san)
        if chess:
            pairs = [(chess.Board(g.fen()), s) for g, s in sans]

            def theirs_san():
                for b, moves in pairs:
                    for san in moves:
                        b.push_san(san)
                        b.pop()

            t_theirs = best(3, theirs_san)
            row("python-chess board.push_san(san); board.pop()", t_theirs, total, "move")
            row("tabula_games game.push_san(san); game.pop()", t_ours, total, "move", against=t_theirs)
        else:
            row("tabula_games game.push_san(san); game.pop()", t_ours, total, "move")

    # PGN reading.
    rng = random.Random(3)
    texts = []
    for number in range(args.games):
        board = tg.Game.start("chess")
        for _ in range(rng.randrange(20, 160)):
            if board.is_game_over():
                break
            board.push(rng.choice(board.legal_moves))
        texts.append(tg.write_pgn(board, {"Event": f"Bench {number}"}))
    if texts:
        with tempfile.NamedTemporaryFile("w", suffix=".pgn", delete=False, encoding="utf-8") as f:
            f.write("\n".join(texts))
            path = f.name
        print(f"\nPGN reading, {args.games} random games ({os.path.getsize(path) / 1e6:.1f} MB)")
        t_ours = best(3, lambda: sum(1 for _ in tg.read_pgn(path)))
        if chess:
            def theirs_pgn():
                with open(path, encoding="utf-8") as handle:
                    while chess.pgn.read_game(handle) is not None:
                        pass

            t_theirs = best(1, theirs_pgn)
            print(f"{'python-chess chess.pgn.read_game loop':58s} {args.games / t_theirs:10.0f} games/s")
            print(f"{'tabula_games.read_pgn(path)':58s} {args.games / t_ours:10.0f} games/s   {t_theirs / t_ours:6.1f}x")
        else:
            print(f"{'tabula_games.read_pgn(path)':58s} {args.games / t_ours:10.0f} games/s")
        os.unlink(path)

    # Batch validation.
    feens = tg.to_feen_many(fens)
    valid = (feens * (args.batch // len(feens) + 1))[: args.batch]
    invalid = [f.replace(" / ", " // ") for f in valid]
    print(f"\nbatch validation, {args.batch:,} FEEN strings (wall time: both cores)")
    loop = best_wall(1, lambda: [tg.is_valid(t) for t in invalid[:100_000]]) * (args.batch / 100_000)
    row("Python loop over is_valid (invalid input; 100,000 scaled)", loop, args.batch, "string")
    for name, texts in (("valid", valid), ("invalid", invalid)):
        t = best_wall(3, lambda: tg.validate_many(texts))
        row(f"validate_many(list), {name}", t, args.batch, "string")
        print(f"{'':58s} {args.batch / t / 1e6:8.2f} M validations/s")
    try:
        import pyarrow as pa
    except ImportError:
        pa = None
    if pa:
        for name, texts in (("valid", valid), ("invalid", invalid)):
            column = pa.array(texts, type=pa.string())
            t = best_wall(5, lambda: tg.validate_arrow(column))
            row(f"validate_arrow(pyarrow column), {name}", t, args.batch, "string")
            print(f"{'':58s} {args.batch / t / 1e6:8.2f} M validations/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
