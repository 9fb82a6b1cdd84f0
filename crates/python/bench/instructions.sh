#!/usr/bin/env bash
# Instructions per call of the bindings, counted by callgrind (exact and repeatable on a noisy machine, unlike
# times): each kind of call is run 1,000 and 11,000 times and the difference is divided by 10,000, so the
# interpreter's start-up cancels out. `nothing` is a call to an empty Python function: the loop and call cost
# every kind pays. Compare with the Rust-only counts of `scripts/callgrind-table.sh` (feen/parse/chess-start,
# feen/validate/chess-start) to get the bindings' own overhead.
#
# Usage: crates/python/bench/instructions.sh [PYTHON]   (PYTHON defaults to target/venv/bin/python)
set -euo pipefail
cd "$(dirname "$0")/../../.."
python="${1:-target/venv/bin/python}"
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }

count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$python" crates/python/bench/calls.py "$1" "$2" 2>&1 \
        | sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' | tr -d ,
}

for kind in nothing is_valid from_feen; do
    low=$(count "$kind" 1000)
    high=$(count "$kind" 11000)
    echo "$kind: $(( (high - low) / 10000 )) instructions per call"
done
