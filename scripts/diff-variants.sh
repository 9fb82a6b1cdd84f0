#!/usr/bin/env bash
# tabula-variants against python-chess's chess.variant (PyPI `chess`) and pyffish (PyPI `pyffish`,
# Fairy-Stockfish): random playouts of the seven lichess variants, the same legal moves (UCI), check, end
# and winner in every position, and (pyffish) the FEN written back (crates/variants/tests/python_chess.rs,
# tests/pyffish.rs). Makes or reuses a venv at ${TABULA_VENV:-target/venv} and installs each package there;
# prints SKIPPED and exits 0 when that is not possible. Prints the positions and moves compared per variant.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECK="python-chess variant differential" PACKAGE=chess MODULE=chess.variant
. scripts/venv-with.sh
TABULA_PYTHON="$VENV_PYTHON" TABULA_DIFF_REQUIRED=1 \
    cargo test -p tabula-variants --test python_chess -- --nocapture
CHECK="pyffish variant differential" PACKAGE=pyffish MODULE=pyffish
. scripts/venv-with.sh
TABULA_PYTHON="$VENV_PYTHON" TABULA_DIFF_REQUIRED=1 \
    cargo test -p tabula-variants --test pyffish -- --nocapture
