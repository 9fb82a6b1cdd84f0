#!/usr/bin/env bash
# The cshogi cross-check of the shōgi rules: legal moves, check and mate on every position of seeded random
# games and constructed positions, and the SFEN after each game played as a USI `position` line
# (crates/shogi/tests/cshogi_rules.rs, scripts/cshogi-rules.py). Makes or reuses a venv at
# ${TABULA_VENV:-target/venv} and installs cshogi from PyPI; prints SKIPPED when that is not possible.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECK="cshogi rules cross-check" PACKAGE=cshogi MODULE=cshogi
. scripts/venv-with.sh
TABULA_PYTHON="$VENV_PYTHON" \
    cargo test -p tabula-shogi --test cshogi_rules -- --ignored --nocapture
