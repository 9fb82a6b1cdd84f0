#!/usr/bin/env bash
# The cshogi cross-check of the shōgi rules: legal moves, check and mate on every position of seeded random
# games and constructed positions, and the SFEN after each game played as a USI `position` line
# (crates/shogi/tests/cshogi_rules.rs, scripts/cshogi-rules.py). Makes or reuses a venv at
# ${TABULA_VENV:-target/venv} and installs cshogi from PyPI; prints SKIPPED when that is not possible.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${TABULA_VENV:-target/venv}"
case "$venv" in /*) ;; *) venv="$PWD/$venv" ;; esac
if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        echo "SKIPPED: cshogi rules cross-check: python3 -m venv $venv failed (is python3-venv installed?)"
        exit 0
    fi
fi
if ! "$venv/bin/python" -c 'import cshogi' >/dev/null 2>&1; then
    if ! "$venv/bin/python" -m pip install --quiet cshogi >/dev/null 2>&1; then
        echo "SKIPPED: cshogi rules cross-check: pip could not install cshogi into $venv"
        exit 0
    fi
fi
echo "cshogi $("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("cshogi"))') in $venv"
TABULA_PYTHON="$venv/bin/python" TABULA_CSHOGI_REQUIRED=1 \
    cargo test -p tabula-shogi --test cshogi_rules -- --nocapture
