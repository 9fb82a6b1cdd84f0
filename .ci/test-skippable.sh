#!/usr/bin/env bash
# The skip rule of .ci/run (.ci/skippable.sh): a step that says SKIPPED fails the run unless
# TABULA_CI_ALLOW_SKIP=1; a failing step fails it; a passing step passes. Also a pytest-style step: a child
# shell that prints a SKIPPED line and exits 1 (what crates/python/tests/conftest.py makes pytest do on a skip).
set -uo pipefail
cd "$(dirname "$0")/.."

# status ALLOW STEP... -> the exit status of a run made of that one step
status() {
    local allow=$1
    shift
    (
        set -euo pipefail
        export TABULA_CI_ALLOW_SKIP="$allow"
        . .ci/skippable.sh
        skippable "$@"
    ) >/dev/null 2>&1
    echo $?
}
failures=0
expect() { # pass|fail GOT WHAT
    local got=pass
    [ "$2" = 0 ] || got=fail
    if [ "$1" != "$got" ]; then
        echo "test-skippable: $3: exit status $2, expected the run to $1" >&2
        failures=$((failures + 1))
    fi
}
expect pass "$(status 0 bash -c 'echo ran')" "a step that ran"
expect fail "$(status 0 bash -c 'echo "SKIPPED: no oracle"')" "a skipped step"
expect pass "$(status 1 bash -c 'echo "SKIPPED: no oracle"')" "a skipped step, skips allowed"
expect fail "$(status 0 bash -c 'exit 3')" "a failing step"
expect fail "$(status 1 bash -c 'exit 3')" "a failing step, skips allowed"
expect fail "$(status 0 bash -c 'echo "SKIPPED: t.py::test: no chess"; exit 1')" "a pytest session with a skip"
expect pass "$(status 0 bash -c 'echo "  not SKIPPED: at the start"')" "SKIPPED not at a line start"
[ "$failures" = 0 ] && echo "ok: the skip rule (7 cases)"
exit "$([ "$failures" = 0 ] && echo 0 || echo 1)"
