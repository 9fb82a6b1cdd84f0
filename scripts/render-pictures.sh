#!/usr/bin/env bash
# Draws the pictures shown in README.md and crates/svg/README.md (docs/pictures/*.svg and *.png) with
# `tabula show --format svg|png`. With --check, draws them into a temporary folder and fails when they differ
# from the files in docs/pictures (run without --check to regenerate them after changing the drawing).
#
# The SVGs are compared byte for byte, and so are the PNGs. The CJK characters are outlines inside the SVG (no
# CJK font is needed or used); the Latin text (labels, "to move", the generic tiles' letters) is rendered by
# resvg with DejaVu Sans (Debian's fonts-dejavu-core, which this script installs with apt-get when it is
# missing). Without it the PNG comparison says SKIPPED and only the SVGs are checked.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true

# name | FEEN | extra options
pictures=(
    "chess|-rnbqk^bn-r/+p+p+p+p1+p+p+p/8/4p3/4P3/5N2/+P+P+P+P1+P+P+P/-RNBQK^B1-R / c/C|--highlight g1,f3"
    "shogi|ln1gk^1snl/1r1s2gb1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LNS1K^GSNL 2PS/b S/s|--coordinates kanji"
    "xiangqi|rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAG^AEHR / x/X|--coordinates xiangqi --highlight h3,e3"
    "line|k^+p4+PK^ / C/c|"
    "cube|rnk^/ppp/3//3/3/3//PPP/3/RNK^ / G/g|"
    "cross|lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/9/+P+P+P+P+P+P+P2/-RNBQK^BN-R1 /p' C/s|"
)

latin_font() {
    fc-list 2>/dev/null | grep -i "DejaVu Sans" >/dev/null
}
if ! latin_font && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-dejavu-core >/dev/null 2>&1 || true
fi

cargo build --quiet -p tabula-cli
tabula="${CARGO_TARGET_DIR:-target}/debug/tabula"
out=docs/pictures
if $check; then
    out="$(mktemp -d)"
    trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

for entry in "${pictures[@]}"; do
    IFS='|' read -r name feen extra <<<"$entry"
    # shellcheck disable=SC2086 # the extra options are words
    "$tabula" show --format svg -o "$out/$name.svg" $extra "$feen"
    # shellcheck disable=SC2086
    "$tabula" show --format png -o "$out/$name.png" $extra "$feen"
done

if ! $check; then
    echo "drew ${#pictures[@]} pictures (SVG and PNG) in docs/pictures"
    exit 0
fi
status=0
for entry in "${pictures[@]}"; do
    name="${entry%%|*}"
    if ! cmp -s "$out/$name.svg" "docs/pictures/$name.svg"; then
        echo "docs/pictures/$name.svg is not what the code draws now: run scripts/render-pictures.sh" >&2
        status=1
    fi
done
if latin_font; then
    for entry in "${pictures[@]}"; do
        name="${entry%%|*}"
        if ! cmp -s "$out/$name.png" "docs/pictures/$name.png"; then
            echo "docs/pictures/$name.png is not what the code draws now: run scripts/render-pictures.sh" >&2
            status=1
        fi
    done
else
    echo "SKIPPED: the PNG comparison (no DejaVu Sans font; install fonts-dejavu-core); the SVGs were compared"
fi
[ "$status" = 0 ] && echo "ok: the ${#pictures[@]} pictures in docs/pictures match the code"
exit "$status"
