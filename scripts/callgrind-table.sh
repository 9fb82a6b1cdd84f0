#!/usr/bin/env bash
# Instruction counts per call, Tabula against the official crates, for every operation of the side-by-side
# benchmarks (docs/performance.md). valgrind counts instructions, not seconds, so the figures repeat exactly
# whatever else the machine is doing: the check on the criterion ratios, which this shared machine makes noisy.
#
#   scripts/callgrind-table.sh
#
# Needs valgrind. Builds crates/bench/examples/instruction_counts.rs with the bench profile; each cell is
# (instructions for N2 calls - instructions for N1 calls) / (N2 - N1), which cancels start-up and set-up.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --quiet --profile bench -p tabula-bench --example instruction_counts
# Copied out of target/, so that a later build does not change it under the measurement.
driver="${TMPDIR:-/tmp}/tabula-callgrind-table"
cp "${CARGO_TARGET_DIR:-target}/release/examples/instruction_counts" "$driver"
n1=1000
n2=11000

count() { # implementation operation input calls -> total instructions
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$driver" "$@" 2>&1 |
        sed -n 's/.*Collected : *//p'
}
per_call() {
    local a b
    a="$(count "$1" "$2" "$3" "$n1")"
    b="$(count "$1" "$2" "$3" "$n2")"
    echo $(((b - a) / (n2 - n1)))
}

echo '| operation | input | Tabula | official | ratio |'
echo '|---|---|---:|---:|---:|'
row() {
    local ours theirs
    ours="$(per_call tabula "$1" "$2")"
    theirs="$(per_call sashite "$1" "$2")"
    printf '| `%s` | `%s` | %s | %s | %s |\n' "$1" "$2" "$ours" "$theirs" \
        "$(python3 -c "print(f'{$ours / $theirs:.2f}')")"
}
for op in feen-validate feen-parse feen-emit; do
    for position in chess-start shogi-hands xiangqi-start empty-8x8 3d-5x5x5 1d; do
        row "$op" "$position"
    done
done
for token in C s; do row sin-parse "$token"; done
for token in K -p +K^ K^^; do row pin-parse "$token"; done
for token in K "-p'" "+K^'"; do row epin-parse "$token"; done
