#!/usr/bin/env bash
# The cshogi cross-check of the KIF and CSA records (crates/shogi/tests/cshogi_records.rs,
# scripts/cshogi-records.py): hundreds of seeded random games written by cshogi's KIF and CSA exporters are
# read by Tabula to the same start, USI moves, SFEN at every ply, times and end, and Tabula's KIF and CSA
# of them are read by cshogi's parsers to the same start, moves and SFEN at every ply. The venv and cshogi
# come from scripts/venv-with.sh; prints SKIPPED when they cannot be had.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECK="cshogi records cross-check" PACKAGE=cshogi MODULE=cshogi
. scripts/venv-with.sh
TABULA_PYTHON="$VENV_PYTHON" \
    cargo test -p tabula-shogi --test cshogi_records -- --ignored --nocapture
