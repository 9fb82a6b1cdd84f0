#!/usr/bin/env bash
# Writes crates/svg/src/glyphs/outlines.rs (the outlines of the CJK characters tabula-svg draws) and OFL.txt
# beside it, with scripts/cjk-glyphs.py, from Noto Serif CJK Bold in Debian's fonts-noto-cjk. The package is
# fetched with `apt-get download` and unpacked under target/cjk-font/, never installed: the machine keeps no
# CJK font. fontTools comes from PyPI, in the venv of scripts/venv-with.sh.
#
# --check: writes nothing; fails when the files differ from what the generator writes, from the same
# fonts-noto-cjk version as the one outlines.rs names. It prints SKIPPED when that version, fontTools or
# apt-get cannot be had.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true
generated=crates/svg/src/glyphs/outlines.rs

if ! command -v apt-get >/dev/null || ! command -v dpkg-deb >/dev/null; then
    echo "SKIPPED: cjk-glyphs: no apt-get and dpkg-deb to fetch Debian's fonts-noto-cjk"
    exit 0
fi
if $check; then
    # The version the outlines were made from, as their header names it.
    version=$(sed -n 's|^// Debian package: fonts-noto-cjk ||p' "$generated")
    [ -n "$version" ] || { echo "$generated names no fonts-noto-cjk version" >&2; exit 1; }
else
    version=$(apt-cache policy fonts-noto-cjk 2>/dev/null | sed -n 's/^ *Candidate: //p')
    [ -n "$version" ] && [ "$version" != "(none)" ] || {
        echo "SKIPPED: cjk-glyphs: apt-cache knows no fonts-noto-cjk (run apt-get update)"
        exit 0
    }
fi

dir="target/cjk-font/${version//[:+]/_}"
font="$dir/root/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
copyright="$dir/root/usr/share/doc/fonts-noto-cjk/copyright"
if [ ! -f "$font" ] || [ ! -f "$copyright" ]; then
    mkdir -p "$dir"
    if ! (cd "$dir" && apt-get download -q "fonts-noto-cjk=$version" >/dev/null 2>&1); then
        echo "SKIPPED: cjk-glyphs: apt-get could not download fonts-noto-cjk $version (another Debian release?)"
        exit 0
    fi
    dpkg-deb -x "$dir"/fonts-noto-cjk_*.deb "$dir/root"
    rm -f "$dir"/fonts-noto-cjk_*.deb
fi

CHECK=cjk-glyphs PACKAGE=fonttools MODULE=fontTools
# shellcheck source=scripts/venv-with.sh
. scripts/venv-with.sh
args=("$font" "$version" "$copyright")
$check && args+=(--check)
"$VENV_PYTHON" scripts/cjk-glyphs.py "${args[@]}"
