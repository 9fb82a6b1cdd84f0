# Sourced by .ci/run (and its test, .ci/test-skippable.sh): `skippable CMD...` runs a step that may not be
# able to run on this machine. Such a step prints a line "SKIPPED: <reason>" (and exits 0); that fails the
# run unless TABULA_CI_ALLOW_SKIP=1 is set (documented in README.md), so that a green run never hides a check
# that did not happen. A step that fails fails the run as any other (set -e with pipefail in the caller).
skippable() {
    local log
    log=$(mktemp)
    "$@" 2>&1 | tee "$log"
    if grep -q '^SKIPPED:' "$log"; then
        rm -f "$log"
        if [ "${TABULA_CI_ALLOW_SKIP:-0}" = 1 ]; then
            echo "(skipped; allowed by TABULA_CI_ALLOW_SKIP=1)"
        else
            echo "error: a step was SKIPPED; set TABULA_CI_ALLOW_SKIP=1 to accept that" >&2
            exit 1
        fi
    else
        rm -f "$log"
    fi
}
