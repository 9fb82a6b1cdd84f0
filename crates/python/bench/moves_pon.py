"""Per-call CPU time of the PMN and PON calls of the bindings on the chess start position (best of 3 runs of
100,000 calls each, `time.process_time`), with `Position.from_feen` for scale. Usage: python moves_pon.py"""

import time

import tabula_games

START = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
position = tabula_games.Position.from_feen(START)
move = tabula_games.Move("e2-e4")
after = position.apply(move)
pon = position.pon()

CALLS = [
    ("Position.from_feen(start)", lambda: tabula_games.Position.from_feen(START)),
    ("Move('e2-e4')", lambda: tabula_games.Move("e2-e4")),
    ("position.apply(move)", lambda: position.apply(move)),
    ("position.apply('e2-e4')", lambda: position.apply("e2-e4")),
    ("position.diff(after)", lambda: position.diff(after)),
    ("position.pon()", lambda: position.pon()),
    ("Position.from_pon(pon)", lambda: tabula_games.Position.from_pon(pon)),
    ("empty Python function", lambda: None),
]


def best(call, n=100_000, repeat=3):
    times = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(n):
            call()
        times.append((time.process_time() - start) / n)
    return min(times)


for name, call in CALLS:
    print(f"| `{name}` | {best(call) * 1e9:,.0f} ns |")
