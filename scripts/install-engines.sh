#!/usr/bin/env bash
# Installs the engines tabula-engine's tests drive: Debian's `stockfish` (UCI) and `fairy-stockfish` (UCI with
# UCI_Variant, USI, UCCI, XBoard), at /usr/games/stockfish and /usr/games/fairy-stockfish. Prints
# "SKIPPED: <reason>" and exits 0 when it cannot (not root, no apt-get, no network), so .ci/run's `skippable`
# fails the run unless TABULA_CI_ALLOW_SKIP=1.
set -uo pipefail

want=(stockfish fairy-stockfish)
missing=()
for engine in "${want[@]}"; do
    if [ ! -x "/usr/games/$engine" ]; then
        missing+=("$engine")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "engines present: /usr/games/stockfish /usr/games/fairy-stockfish"
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "SKIPPED: apt-get not found; install ${missing[*]} by hand (Debian packages of those names)"
    exit 0
fi
if [ "$(id -u)" != 0 ]; then
    echo "SKIPPED: not root; run 'apt-get install ${missing[*]}' as root"
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# The package lists are fetched only when they do not know the packages yet.
if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
    if ! apt-get update -qq; then
        echo "SKIPPED: apt-get update failed (no network?)"
        exit 0
    fi
fi
if ! apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
    echo "SKIPPED: apt-get install ${missing[*]} failed"
    exit 0
fi
for engine in "${want[@]}"; do
    if [ ! -x "/usr/games/$engine" ]; then
        echo "SKIPPED: $engine installed but /usr/games/$engine is missing (dpkg -L $engine)"
        exit 0
    fi
done
echo "engines installed: /usr/games/stockfish /usr/games/fairy-stockfish"
