"""One kind of call repeated N times, for instruction counts: `python calls.py KIND N` (see instructions.sh)."""

import sys

import tabula_games

start = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
n = int(sys.argv[2])
f = {"from_feen": tabula_games.Position.from_feen, "is_valid": tabula_games.is_valid, "nothing": lambda s: None}[sys.argv[1]]
for _ in range(n):
    f(start)
