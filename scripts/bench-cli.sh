#!/bin/sh
# Throughput and peak memory of `tabula validate` on a large generated file (issue: the tabula command as a
# batch tool). Usage: scripts/bench-cli.sh [LINES] [FORMAT] [EVERY]
#   (default 5000000 lines, text format, one line in EVERY = 4 invalid; the issue's target case)
#
# Generates target/bench-cli/positions-LINES-EVERY.txt once (typical positions: chess, shogi with hands,
# xiangqi, middlegames; every EVERY-th line invalid, cycling through typical mistakes: a FEN field left
# over, a bad token, a bad count, styles of one case, a dropped separator...), builds the release binary, runs
#   tabula validate --format FORMAT < FILE > /dev/null
# under /usr/bin/time -v, and prints lines/s and the peak RSS. Needs python3 and GNU time.
set -eu
lines=${1:-5000000}
format=${2:-text}
every=${3:-4}
root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/target/bench-cli"
file="$dir/positions-$lines-$every.txt"
mkdir -p "$dir"
if [ ! -f "$file" ]; then
    python3 - "$lines" "$file" "$every" <<'PY'
import sys
n, path, every = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
typical = [
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
    "r1bqk^b1r/+p+p+p+p1+p+p+p/2n2n2/4p3/2B1P3/5N2/+P+P+P+P1+P+P+P/RNBQK^2R / C/c",
    "2r2rk^1/pp3ppp/2n1pn2/q7/3P4/P1PB1N2/5PPP/R2Q1RK^1 / C/c",
    "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
    "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL 2PS/p s/S",
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
    "8/8/8/4k^3/8/8/3K^4/8 / C/c",
    "k^+p4+PK^ / C/c",
    "r3k^2r/8/8/8/8/8/8/R3K^2R / C/c",
    "4k^3/8/8/8/8/8/4P3/4K^3 / c/C",
]
invalid = [
    "8/8 P2P/ C/c", "k$k / C/c", "8 / C/C", "8/8/8/8/8/8/8/8 / C/c x",
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c w KQkq - 0 1",
    "r1bqk^b1r/+p+p+p+p1+p+p+p/2n2n2/4p3/2B1P3/5N2/+P+P+P+P1+P+P+P/RNBQK^2R / C/C",
    "2r2rk^1/pp3ppp/2n1pn2/q7/3P4/P1PB1N2/5PPP/R2Q1RK^1 / C/c/",
    "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL S/s",
    "ln1gk^gsnl/1r5b1/p1pp1pppp/9/9/9/PP1PPPPPP/1B5R1/LNSGK^GSNL P2S/p s/S",
    "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x ",
    "8/8/8/4k^3/8/8/3K^4/08 / C/c",
    "k^+p4+PK^/ / C/c",
    "r3k^2r/8/8/8/8/8/8/R3K^2R / Cc",
    "4k^3/8/8/8/8/8/4P3/4K^3 / c/C/",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN+-R / C/c",
]
with open(path, "w") as f:
    buf = []
    for i in range(n):
        bad = i % every == every - 1
        buf.append(invalid[i // every % len(invalid)] if bad else typical[i % len(typical)])
        if len(buf) == 100000:
            f.write("\n".join(buf) + "\n")
            buf = []
    if buf:
        f.write("\n".join(buf) + "\n")
PY
fi
[ -n "${TABULA_BIN:-}" ] || (cd "$root" && cargo build --release -q -p tabula-cli)
bytes=$(wc -c < "$file")
log="$dir/time.log"
/usr/bin/time -v "${TABULA_BIN:-$root/target/release/tabula}" validate --format "$format" < "$file" > /dev/null 2> "$log" || true
secs=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
user=$(sed -n 's/.*User time (seconds): //p' "$log")
sys=$(sed -n 's/.*System time (seconds): //p' "$log")
echo "tabula validate --format $format < $file > /dev/null"
echo "lines: $lines, bytes: $bytes, wall: ${secs} s"
awk -v n="$lines" -v s="$secs" -v r="$rss" 'BEGIN { printf "throughput: %.2f M lines/s, peak RSS: %.1f MB\n", n / s / 1e6, r / 1024 }'
# On a shared machine the wall clock counts other work too: the CPU time is this run's own, and two
# cores' worth of it is what the run would reach with both cores to itself.
awk -v n="$lines" -v u="$user" -v t="$sys" -v l="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN { printf "CPU: %.2f s user + %.2f s system; %.2f M lines per CPU-second, %.2f M lines/s on 2 idle cores (load average %s)\n", u, t, n / (u + t) / 1e6, 2 * n / (u + t) / 1e6, l }'
