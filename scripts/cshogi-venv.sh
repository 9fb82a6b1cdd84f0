# Sourced by the cshogi cross-checks (scripts/diff-cshogi-records.sh): makes or reuses a venv at
# ${TABULA_VENV:-target/venv}, installs cshogi from PyPI into it, and sets CSHOGI_PYTHON to its interpreter;
# when that is not possible, prints `SKIPPED: <CHECK>: …` and exits 0. Set CHECK before sourcing.
venv="${TABULA_VENV:-target/venv}"
case "$venv" in /*) ;; *) venv="$PWD/$venv" ;; esac
if [ ! -x "$venv/bin/python" ] && ! python3 -m venv "$venv" >/dev/null 2>&1; then
    echo "SKIPPED: $CHECK: python3 -m venv $venv failed (is python3-venv installed?)"
    exit 0
fi
if ! "$venv/bin/python" -c 'import cshogi' >/dev/null 2>&1 \
    && ! "$venv/bin/python" -m pip install --quiet cshogi >/dev/null 2>&1; then
    echo "SKIPPED: $CHECK: pip could not install cshogi into $venv"
    exit 0
fi
CSHOGI_PYTHON="$venv/bin/python"
echo "cshogi $("$CSHOGI_PYTHON" -c 'import importlib.metadata as m; print(m.version("cshogi"))') in $venv"
