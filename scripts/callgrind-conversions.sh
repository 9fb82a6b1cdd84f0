#!/usr/bin/env bash
# Instruction counts per call of the shōgi and xiangqi format conversions (docs/performance.md, "tabula-shogi
# and tabula-xiangqi (format conversion)"), with tabula-feen's view and typed parse of the same FEEN for
# scale. valgrind counts instructions, not seconds, so the figures repeat exactly on a busy machine.
#
#   scripts/callgrind-conversions.sh
#
# Needs valgrind. Builds the crates' callgrind examples (`shogi_callgrind`, `xiangqi_callgrind`) with the bench profile; each figure is
# (instructions for N2 calls - instructions for N1 calls) / (N2 - N1), which cancels start-up.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --quiet --profile bench -p tabula-shogi --example shogi_callgrind
cp "${CARGO_TARGET_DIR:-target}/release/examples/shogi_callgrind" "${TMPDIR:-/tmp}/tabula-callgrind-shogi"
cargo build --quiet --profile bench -p tabula-xiangqi --example xiangqi_callgrind
cp "${CARGO_TARGET_DIR:-target}/release/examples/xiangqi_callgrind" "${TMPDIR:-/tmp}/tabula-callgrind-xiangqi"
n1=1000
n2=11000

count() { # driver operation calls -> total instructions
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 |
        sed -n 's/.*Collected : *//p'
}
per_call() {
    local a b
    a="$(count "$1" "$2" "$n1")"
    b="$(count "$1" "$2" "$n2")"
    echo $(((b - a) / (n2 - n1)))
}

echo '| crate | operation | instructions per call |'
echo '|---|---|---:|'
for op in sfen-to-feen feen-to-sfen feen-view feen-squares feen-parse feen-extended; do
    printf '| tabula-shogi | `%s` | %s |\n' "$op" "$(per_call "${TMPDIR:-/tmp}/tabula-callgrind-shogi" "$op")"
done
for op in fen-to-feen feen-to-fen feen-view feen-squares feen-parse feen-extended; do
    printf '| tabula-xiangqi | `%s` | %s |\n' "$op" "$(per_call "${TMPDIR:-/tmp}/tabula-callgrind-xiangqi" "$op")"
done
