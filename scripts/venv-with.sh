# Sourced by the differential checks (scripts/diff-*.sh): makes or reuses a venv at ${TABULA_VENV:-target/venv},
# installs the PyPI package $PACKAGE into it unless the module $MODULE already imports, and sets VENV_PYTHON
# to its interpreter; when that is not possible, prints `SKIPPED: <CHECK>: …` and exits 0. Set CHECK, PACKAGE
# and MODULE before sourcing.
venv="${TABULA_VENV:-target/venv}"
case "$venv" in /*) ;; *) venv="$PWD/$venv" ;; esac
if [ ! -x "$venv/bin/python" ] && ! python3 -m venv "$venv" >/dev/null 2>&1; then
    echo "SKIPPED: $CHECK: python3 -m venv $venv failed (is python3-venv installed?)"
    exit 0
fi
if ! "$venv/bin/python" -c "import $MODULE" >/dev/null 2>&1 \
    && ! "$venv/bin/python" -m pip install --quiet "$PACKAGE" >/dev/null 2>&1; then
    echo "SKIPPED: $CHECK: pip could not install $PACKAGE into $venv"
    exit 0
fi
VENV_PYTHON="$venv/bin/python"
echo "$PACKAGE $("$VENV_PYTHON" -c "import importlib.metadata as m; print(m.version('$PACKAGE'))") in $venv"
