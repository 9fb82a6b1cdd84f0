#!/usr/bin/env bash
# tabula-chess against python-chess (PyPI `chess`): seeded random games, standard and Chess960; the same legal
# moves, verdicts and FEN round trips; SAN of every legal move; PGN both ways (tests/python_chess_notation.rs). Creates (or reuses) a virtual environment at ${TABULA_VENV:-target/venv},
# installs `chess` there, and runs the differential test with the interpreter in TABULA_PYTHON. Prints SKIPPED
# and exits 0 when the environment or the package cannot be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${TABULA_VENV:-target/venv}"
if [ ! -x "$venv/bin/python" ]; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        echo "SKIPPED: python-chess differential test: cannot create a virtual environment at $venv"
        exit 0
    fi
fi
if ! "$venv/bin/python" -c 'import chess' >/dev/null 2>&1; then
    if ! "$venv/bin/python" -m pip install --quiet chess >/dev/null 2>&1; then
        echo "SKIPPED: python-chess differential test: pip cannot install chess"
        exit 0
    fi
fi
echo "python-chess $("$venv/bin/python" -c 'import chess; print(chess.__version__)')"
TABULA_PYTHON="$(cd "$(dirname "$venv/bin/python")" && pwd)/python" \
    cargo test -p tabula-chess --test python_chess --test python_chess_notation -- --ignored --nocapture
