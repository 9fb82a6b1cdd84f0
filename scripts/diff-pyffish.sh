#!/usr/bin/env bash
# The pyffish cross-check of the xiangqi rules: legal moves, WXF, mates and repetition against
# Fairy-Stockfish on seeded random games (crates/xiangqi/tests/pyffish.rs, scripts/pyffish-xiangqi-games.py).
# Makes or reuses a venv at ${TABULA_VENV:-target/venv} and installs pyffish from PyPI; prints SKIPPED when
# that is not possible.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECK="pyffish cross-check" PACKAGE=pyffish MODULE=pyffish
. scripts/venv-with.sh
TABULA_PYTHON="$VENV_PYTHON" \
    cargo test -p tabula-xiangqi --test pyffish -- --ignored --nocapture
