#!/usr/bin/env bash
# The pyffish cross-check of the xiangqi rules: legal moves, WXF, mates and repetition against
# Fairy-Stockfish on seeded random games (crates/xiangqi/tests/pyffish.rs, scripts/pyffish-xiangqi-games.py).
# Makes or reuses a venv at ${TABULA_VENV:-target/venv} and installs pyffish from PyPI; prints SKIPPED when
# that is not possible.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${TABULA_VENV:-target/venv}"
case "$venv" in /*) ;; *) venv="$PWD/$venv" ;; esac
if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        echo "SKIPPED: pyffish cross-check: python3 -m venv $venv failed (is python3-venv installed?)"
        exit 0
    fi
fi
if ! "$venv/bin/python" -c 'import pyffish' >/dev/null 2>&1; then
    if ! "$venv/bin/python" -m pip install --quiet pyffish >/dev/null 2>&1; then
        echo "SKIPPED: pyffish cross-check: pip could not install pyffish into $venv"
        exit 0
    fi
fi
echo "pyffish $("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("pyffish"))') in $venv"
TABULA_PYTHON="$venv/bin/python" TABULA_PYFFISH_REQUIRED=1 \
    cargo test -p tabula-xiangqi --test pyffish -- --nocapture
