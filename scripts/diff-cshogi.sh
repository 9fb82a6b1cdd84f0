#!/usr/bin/env bash
# The cshogi cross-check: SFEN → FEEN → SFEN must give cshogi's own SFEN back on every position of seeded
# random games (crates/shogi/tests/cshogi.rs, scripts/cshogi-sfens.py). Makes or reuses a venv at
# ${TABULA_VENV:-target/venv} and installs cshogi from PyPI; prints SKIPPED when that is not possible.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECK="cshogi cross-check" PACKAGE=cshogi MODULE=cshogi
. scripts/venv-with.sh
TABULA_PYTHON="$VENV_PYTHON" \
    cargo test -p tabula-shogi --test cshogi -- --ignored --nocapture
