#!/usr/bin/env bash
# The web board (web/) in headless Chromium: Debian's `chromium` (apt-get install -y chromium when root and it
# is missing), Playwright for Python in target/web-venv (pip; no browser download), the package built by
# scripts/wasm-build.sh unless target/npm exists (TABULA_WEB_REBUILD=1 forces it), the repository served by
# Python's http.server. Screenshots: target/web-screenshots/. SKIPPED (exit 0) when a piece cannot be had.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
    echo "SKIPPED: web board not tested: $1"
    exit 0
}

if [ ! -x /usr/bin/chromium ]; then
    if [ "$(id -u)" = 0 ]; then apt-get install -y -qq chromium >/dev/null 2>&1 || true; fi
    [ -x /usr/bin/chromium ] || skip "no /usr/bin/chromium (apt-get install -y chromium)"
fi
venv=target/web-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" >/dev/null 2>&1 || skip "could not create $venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check playwright pytest >/dev/null 2>&1 \
    || skip "could not install playwright and pytest from PyPI"
if [ ! -f target/npm/index.js ] || [ "${TABULA_WEB_REBUILD:-0}" = 1 ]; then
    status=0
    bash scripts/wasm-build.sh || status=$?
    [ "$status" = 3 ] && skip "the wasm toolchain could not be fetched"
    [ "$status" = 0 ] || exit "$status"
fi

port="${TABULA_WEB_PORT:-8765}"
python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/web/')" 2>/dev/null && break
    sleep 0.1
done
TABULA_WEB_URL="http://127.0.0.1:$port/web/" "$venv/bin/python" -m pytest -q -p no:cacheprovider web/test_board.py
