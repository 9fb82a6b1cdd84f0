#!/usr/bin/env bash
# Builds the Python package `tabula_games` (distribution `tabula-games`, crates/python) with maturin, installs it in a virtual environment and
# runs its pytest suite (the API, the conformance fixtures through the bindings, hypothesis properties, the
# README's example, the type stubs against the module).
#
# The virtual environment is ${TABULA_VENV:-target/venv}; pip installs maturin, pytest, hypothesis and mypy
# there from PyPI. When Python, venv or PyPI is not available it says SKIPPED and exits 0 without testing:
# the log then says so, never that it passed. A build or test failure fails the script, and so does a skipped
# test (crates/python/tests/conftest.py lists each as `SKIPPED: <test>: <reason>`) unless TABULA_CI_ALLOW_SKIP=1.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${TABULA_VENV:-target/venv}"
python="${PYTHON:-python3}"

skip() {
    echo "SKIPPED: Python tests not run: $1"
    exit 0
}

command -v "$python" >/dev/null 2>&1 || skip "no $python on PATH"
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv" >/dev/null 2>&1 || skip "could not create a virtual environment at $venv ($python -m venv)"
fi
py="$venv/bin/python"
# The maturin build hook runs the `maturin` executable of the venv: put it on PATH.
case "$venv" in /*) bin="$venv/bin" ;; *) bin="$PWD/$venv/bin" ;; esac
export PATH="$bin:$PATH"
"$py" -m pip install --quiet --disable-pip-version-check "maturin>=1.9.4,<2" pytest \
    || skip "could not install maturin and pytest from PyPI"
# Without them the property tests, the stub check (mypy's stubtest), the differential tests (python-chess,
# cshogi), the Arrow tests (pyarrow, Polars, pandas) and the Dask example are skipped, which fails the
# session unless TABULA_CI_ALLOW_SKIP=1 (pytest lists which and why).
"$py" -m pip install --quiet --disable-pip-version-check hypothesis mypy \
    || echo "note: hypothesis/mypy not installed; their tests will be skipped (a failure unless TABULA_CI_ALLOW_SKIP=1)"
"$py" -m pip install --quiet --disable-pip-version-check chess cshogi pyarrow polars pandas "dask[dataframe]" \
    || echo "note: python-chess/cshogi/pyarrow/polars/dask not installed; their tests will be skipped (a failure unless TABULA_CI_ALLOW_SKIP=1)"

echo "building and installing crates/python into $venv"
# The venv's maturin builds it (no isolated build environment to download again), in the workspace's `wheel`
# profile (release with fat LTO; crates/python/pyproject.toml names it).
"$py" -m pip install --quiet --disable-pip-version-check --no-build-isolation --force-reinstall --no-deps \
    ./crates/python

# Hypothesis keeps its example database under target/, not in the source tree.
# -rs lists every skipped test with its reason; conftest.py fails the session on one.
mkdir -p target && cd target && PYTHONDONTWRITEBYTECODE=1 "$bin/python" -m pytest -q -rs -p no:cacheprovider ../crates/python/tests
