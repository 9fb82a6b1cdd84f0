#!/usr/bin/env bash
# Assembles the npm package @tabula-rs/tabula from wasm-bindgen's output and crates/wasm/npm/ into a folder
# ready for `npm publish` (default target/npm). Called by scripts/wasm-build.sh; usable alone after it:
#   bash scripts/wasm-package.sh [BINDGEN_OUT_DIR] [PACKAGE_DIR]
# The tests (test/, adapter.js, and a copy of the conformance fixtures with their Python runner under
# test/fixtures) are in the folder for `npm test` but outside the published files (package.json "files"):
# the adapter serves the project's tests (npm test, scripts/test-wasm.sh), it is not a command for users.
set -euo pipefail
cd "$(dirname "$0")/.."
src="${1:-target/wasm-bindgen}"
out="${2:-target/npm}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
[ -f "$src/tabula_wasm_bg.wasm" ] || { echo "wasm-package: no $src/tabula_wasm_bg.wasm; run scripts/wasm-build.sh" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
cp "$src"/tabula_wasm.js "$src"/tabula_wasm.d.ts "$src"/tabula_wasm_bg.wasm "$src"/tabula_wasm_bg.wasm.d.ts "$out"/
cp -r crates/wasm/npm/. "$out"/
cp LICENSE "$out"/
# The pictures' CJK glyph outlines (tabula-svg, in the module) are under the SIL Open Font License.
cp crates/svg/src/glyphs/OFL.txt "$out"/
mkdir -p "$out/test/fixtures"
# The suite as data (every spec folder, the manifest) and the runner (standard library only).
(cd fixtures && for d in */; do
    case "$d" in runners/|schema/|__pycache__/) continue ;; esac
    find "$d" -name '*.json' -print0 | xargs -0 -I{} cp --parents {} "$out/test/fixtures/"
done)
cp fixtures/manifest.json "$out/test/fixtures/"
mkdir -p "$out/test/fixtures/runners/python"
cp fixtures/runners/python/run.py "$out/test/fixtures/runners/python/"
echo "wasm-package: $out (npm publish from there; npm test runs its tests)"
