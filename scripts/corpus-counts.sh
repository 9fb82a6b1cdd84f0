#!/usr/bin/env bash
# Instructions and branch mispredictions per pass over the diverse FEEN corpus, Tabula against the official
# crate, for the four operations of benches/corpus.rs (docs/performance.md). valgrind counts, so the figures
# repeat exactly whatever else the machine is doing.
#
#   scripts/corpus-counts.sh [OPERATION...]   # default: validate-valid validate-invalid parse emit
#   CORPUS=small scripts/corpus-counts.sh      # the small-position corpus (crates/bench/src/small.rs);
#                                               # one more operation there: chess-typed (vs shakmaty)
#
# Needs valgrind. Builds crates/bench/examples/instruction_counts.rs with the bench profile and runs its corpus mode
# under `valgrind --tool=cachegrind --branch-sim=yes` (whose instruction count is callgrind's); one pass
# costs (count at 3 passes - count at 1 pass) / 2, which cancels start-up and the corpus generation. The
# mispredictions are those of cachegrind's simulated predictor, not of this CPU: a measure of how
# data-dependent the branches are, to compare the two sides.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --quiet --profile bench -p tabula-bench --example instruction_counts
# Copied out of target/, so that a later build does not change it under the measurement.
driver="${TMPDIR:-/tmp}/tabula-callgrind-bench"
cp "${CARGO_TARGET_DIR:-target}/release/examples/instruction_counts" "$driver"
corpus="${CORPUS:-corpus}"
ops=("$@")
[ ${#ops[@]} -gt 0 ] || ops=(validate-valid validate-invalid parse emit)

# operation implementation passes -> "instructions mispredictions strings bytes"
measure() {
    local out
    out="$(cd /tmp && valgrind --tool=cachegrind --branch-sim=yes --cache-sim=no \
        --cachegrind-out-file=/dev/null "$driver" "$corpus" "$@" 2>&1)"
    python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
num = lambda pattern: int(re.search(pattern, out).group(1).replace(",", ""))
print(num(r"I\s+refs:\s+([\d,]+)"), num(r"Mispredicts:\s+([\d,]+)"),
      num(r"corpus pass: (\d+) strings"), num(r"strings, (\d+) bytes"))
PY
}

echo '| operation | instructions per pass, Tabula / official | ratio | per string | per byte | mispredictions per pass, Tabula / official | ratio | per string |'
echo '|---|---:|---:|---:|---:|---:|---:|---:|'
for op in "${ops[@]}"; do
    read -r o1 m1 strings bytes <<<"$(measure "$op" tabula 1)"
    read -r o3 m3 _ _ <<<"$(measure "$op" tabula 3)"
    read -r t1 n1 _ _ <<<"$(measure "$op" sashite 1)"
    read -r t3 n3 _ _ <<<"$(measure "$op" sashite 3)"
    python3 - "$op" "$strings" "$bytes" "$o1" "$o3" "$m1" "$m3" "$t1" "$t3" "$n1" "$n3" <<'PY'
import sys
op, strings, nbytes, o1, o3, m1, m3, t1, t3, n1, n3 = sys.argv[1], *map(int, sys.argv[2:])
ours, theirs = (o3 - o1) / 2, (t3 - t1) / 2
mours, mtheirs = (m3 - m1) / 2, (n3 - n1) / 2
print(f"| `{op}` ({strings:,} strings, {nbytes:,} bytes) | {ours/1e6:,.1f} M / {theirs/1e6:,.1f} M | {ours/theirs:.2f} "
      f"| {ours/strings:,.0f} / {theirs/strings:,.0f} | {ours/nbytes:.2f} / {theirs/nbytes:.2f} "
      f"| {mours/1e6:,.2f} M / {mtheirs/1e6:,.2f} M | {mours/mtheirs:.2f} | {mours/strings:,.1f} / {mtheirs/strings:,.1f} |")
PY
done
