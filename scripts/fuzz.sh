#!/usr/bin/env bash
# Runs every fuzz target (fuzz/: cargo-fuzz + libFuzzer, nightly) for a bounded time and prints the
# executions and the coverage each one reached.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET ...]
#
#   SECONDS_PER_TARGET  default 60
#   TARGET              default: all of sin pin epin qpi cell feen qi_serde qi_emit
#
# Environment:
#   FUZZ_JOBS=N         run N targets at once (default 1); each target is one libFuzzer process
#   FUZZ_SANITIZER=S    address (default) or none; passed to `cargo fuzz --sanitizer`
#   FUZZ_ARGS="..."     extra libFuzzer flags for every target (e.g. "-runs=10000000")
#   FUZZ_FLAGS="..."    extra cargo-fuzz flags for the build and every run (e.g. "--no-trace-compares",
#                       which drops comparison tracing: ~1.5-2x faster for the structured qi_emit target,
#                       whose input is decoded by `arbitrary` rather than compared byte by byte; give such a
#                       run its own CARGO_TARGET_DIR, since different flags rebuild everything)
#   FUZZ_LOG_DIR=DIR    where the libFuzzer logs go (default fuzz/logs)
#   CARGO_TARGET_DIR    where cargo builds (cargo-fuzz honours it)
#
# Needs a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`). The corpora are seeded from the
# conformance fixtures first (scripts/fuzz-seeds.py), then grown by the runs. The targets are built with
# debug assertions, so integer overflow panics too. A crash leaves its input in fuzz/artifacts/<target>/
# and makes this script exit 1; the libFuzzer log of each run is in $FUZZ_LOG_DIR/<target>.log. Corpora,
# artifacts and logs are not committed (fuzz/.gitignore).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    targets=(sin pin epin qpi cell feen qi_serde qi_emit)
fi
jobs="${FUZZ_JOBS:-1}"
sanitizer="${FUZZ_SANITIZER:-address}"
logs="${FUZZ_LOG_DIR:-$root/fuzz/logs}"

# The longest input libFuzzer may try, per target: past each parser's length bound (so the bound itself
# is exercised), and room for big boards in the structured targets.
max_len() {
    case "$1" in
        sin | pin | epin | qpi | cell) echo 64 ;;
        feen) echo 8192 ;;
        qi_serde) echo 65536 ;;
        qi_emit) echo 16384 ;;
        *) echo 4096 ;;
    esac
}

python3 "$root/scripts/fuzz-seeds.py"

cd "$root/fuzz"
echo "building (nightly, sanitizer: $sanitizer, debug assertions)"
# shellcheck disable=SC2086
cargo +nightly fuzz build --sanitizer "$sanitizer" --debug-assertions ${FUZZ_FLAGS:-}
mkdir -p "$logs"

run() {
    local target="$1"
    mkdir -p "corpus/$target" "artifacts/$target"
    # shellcheck disable=SC2086
    cargo +nightly fuzz run --sanitizer "$sanitizer" --debug-assertions ${FUZZ_FLAGS:-} "$target" "corpus/$target" -- \
        -max_total_time="$seconds" -max_len="$(max_len "$target")" -print_final_stats=1 \
        -artifact_prefix="artifacts/$target/" ${FUZZ_ARGS:-} >"$logs/$target.log" 2>&1
}

status=0
pids=()
names=()
for target in "${targets[@]}"; do
    echo "fuzzing $target for ${seconds}s"
    run "$target" &
    pids+=("$!")
    names+=("$target")
    if [ "${#pids[@]}" -ge "$jobs" ]; then
        wait "${pids[0]}" || status=1
        pids=("${pids[@]:1}")
        names=("${names[@]:1}")
    fi
done
for pid in "${pids[@]}"; do
    wait "$pid" || status=1
done

# Summary from each log: libFuzzer's final stats and its last status line.
printf '\n%-9s %14s %10s %7s %7s %7s  %s\n' target executions exec/s cov ft corpus result
for target in "${targets[@]}"; do
    log="$logs/$target.log"
    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n1)"
    last="$(grep -E '^#[0-9]+.* cov: ' "$log" | tail -n1 || true)"
    cov="$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")"
    ft="$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")"
    corp="$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$last")"
    if grep -qE 'panicked at|ERROR: (libFuzzer|AddressSanitizer)' "$log"; then
        result="CRASH: $log, fuzz/artifacts/$target/"
        status=1
    else
        result="ok"
    fi
    printf '%-9s %14s %10s %7s %7s %7s  %s\n' "$target" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result"
done
exit "$status"
