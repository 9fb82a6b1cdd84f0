#!/usr/bin/env python3
"""The README pictures in a real browser: headless Chromium (Debian's `chromium` package) screenshots each
SVG of docs/pictures, and the test checks the pixels:

- the board is not blank (many pixels are not the background, several colours);
- an occupied square differs from an empty square of the same colour;
- a flipped board mirrors: every square of the flipped chess picture looks like the same square of the
  upright one (found through its `data-square`);
- resvg's PNG (`tabula show --format png`) and Chromium's screenshot of the same SVG agree: few pixels differ
  by more than a quarter of the scale (fonts and anti-aliasing differ a little between the two);
- on the shōgi and xiangqi boards, in both Chromium's screenshot and resvg's PNG, any two different pieces of
  one player look different in the middle of their squares, where their characters are (which needs no CJK
  font: tabula-svg draws the characters as outlines).

The screenshots are kept in target/browser-svg/ for a person to look at. Installs chromium with apt-get when
it is missing; prints `SKIPPED: …` and exits 0 when it cannot. Standard library only (its own PNG reader).
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "browser-svg")
PICTURES = ["chess", "shogi", "xiangqi", "line", "cube", "cross"]
# resvg against Chromium: the share of pixels allowed to differ by more than 64 (of 255) in a channel.
MAX_DIFFERENT = 0.03


def read_png(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit, non-interlaced PNG (grey, RGB, RGBA)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0 or color not in (0, 2, 6):
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour {color}, interlace {interlace})")
    channels = {0: 1, 2: 3, 6: 4}[color]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        row = []
        for x in range(width):
            px = line[x * channels : (x + 1) * channels]
            if channels == 1:
                row.append((px[0],) * 3)
            elif channels == 3:
                row.append(tuple(px))
            else:  # over white
                alpha = px[3]
                row.append(tuple((v * alpha + 255 * (255 - alpha)) // 255 for v in px[:3]))
        rows.append(row)
    return width, height, rows


def svg_geometry(svg):
    """(width, height, scale: pixels per viewBox unit, {square: (x, y, side) in viewBox units})."""
    head = re.search(r"<svg [^>]*>", svg).group(0)
    width = int(re.search(r' width="(\d+)"', head).group(1))
    height = int(re.search(r' height="(\d+)"', head).group(1))
    box = [float(v) for v in re.search(r' viewBox="([^"]+)"', head).group(1).split()]
    squares = {}
    for m in re.finditer(r'<rect x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="\d+" [^>]*data-square="([^"]+)"', svg):
        squares[m.group(4)] = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return width, height, width / box[2], squares


def region(rows, scale, square):
    """The pixels inside a square (a margin of a tenth left out)."""
    x, y, side = square
    inset = side // 10
    x0, y0 = int((x + inset) * scale), int((y + inset) * scale)
    x1, y1 = int((x + side - inset) * scale), int((y + side - inset) * scale)
    return [rows[j][i] for j in range(y0, y1) for i in range(x0, x1)]


def different(a, b, threshold=64):
    """The share of pixel pairs differing by more than `threshold` in some channel."""
    count = sum(1 for p, q in zip(a, b) if max(abs(u - v) for u, v in zip(p, q)) > threshold)
    return count / max(1, min(len(a), len(b)))


def characters_differ(svg, rows, scale, squares):
    """The least share of differing pixels between the middles (half the side) of two squares holding
    different pieces of the same player, over every such pair; None when there is no pair."""
    tokens = {}
    for token, square in re.findall(r'data-piece="([^"]+)" data-square="([^"]+)"', svg):
        tokens.setdefault(token, square)
    def first_player(token):
        return re.search(r"[A-Za-z]", token.split(":")[-1]).group(0).isupper()

    least = None
    for a, b in ((a, b) for a in tokens for b in tokens if a < b):
        if first_player(a) != first_player(b):
            continue

        def middle(square):
            x, y, side = squares[square]
            return region(rows, scale, (x + side // 5, y + side // 5, side - 2 * (side // 5)))

        share = different(middle(tokens[a]), middle(tokens[b]))
        least = share if least is None else min(least, share)
    return least


def chromium():
    """The browser command, installed with apt-get if missing; None when it cannot be."""
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    if shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    return shutil.which("chromium")


def screenshot(browser, svg_path, png_path, width, height):
    with tempfile.TemporaryDirectory() as profile:
        command = [
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars", "--force-device-scale-factor=1", f"--user-data-dir={profile}",
            f"--screenshot={png_path}", f"--window-size={width},{height}", "file://" + svg_path,
        ]
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=True)


def main():
    browser = chromium()
    if browser is None:
        print("SKIPPED: chromium is not installed and apt-get could not install it")
        return 0
    os.makedirs(OUT, exist_ok=True)
    subprocess.run(["cargo", "build", "--quiet", "-p", "tabula-cli"], cwd=ROOT, check=True)
    tabula = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "debug", "tabula")
    failures = []

    def check(ok, message):
        print(("ok: " if ok else "FAILED: ") + message)
        if not ok:
            failures.append(message)

    shots = {}
    for name in PICTURES:
        svg_path = os.path.join(ROOT, "docs", "pictures", f"{name}.svg")
        svg = open(svg_path, encoding="utf-8").read()
        width, height, scale, squares = svg_geometry(svg)
        png_path = os.path.join(OUT, f"{name}-chromium.png")
        screenshot(browser, svg_path, png_path, width, height)
        w, h, rows = read_png(png_path)
        check((w, h) == (width, height), f"{name}: Chromium drew {w}×{h}, the SVG is {width}×{height}")
        pixels = [p for row in rows for p in row]
        colored = sum(1 for p in pixels if max(p) - min(p) > 24 or max(p) < 200) / len(pixels)
        check(colored > 0.2 and len(set(pixels)) > 50,
              f"{name}: the board is not blank ({colored:.0%} coloured pixels, {len(set(pixels))} colours)")
        # An occupied square against an empty one with the same fill.
        occupied = set(re.findall(r'data-piece="[^"]+" data-square="([^"]+)"', svg))
        fills = {sq: fill for fill, sq in re.findall(r'<rect [^>]*fill="([^"]+)"[^>]*data-square="([^"]+)"', svg)}
        pair = next(((o, e) for o in sorted(occupied) for e in sorted(squares)
                     if e not in occupied and fills.get(e) == fills.get(o)), None)
        if pair:
            o, e = pair
            share = different(region(rows, scale, squares[o]), region(rows, scale, squares[e]))
            check(share > 0.05, f"{name}: occupied {o} differs from empty {e} ({share:.0%} of pixels)")
        resvg_png = os.path.join(ROOT, "docs", "pictures", f"{name}.png")
        rw, rh, resvg_rows = read_png(resvg_png)
        shutil.copy(resvg_png, os.path.join(OUT, f"{name}-resvg.png"))
        if (rw, rh) == (w, h):
            share = different([p for row in resvg_rows for p in row], pixels)
            check(share < MAX_DIFFERENT,
                  f"{name}: resvg and Chromium agree ({share:.2%} of pixels differ by more than 64, bound {MAX_DIFFERENT:.0%})")
        else:
            check(False, f"{name}: resvg drew {rw}×{rh}, Chromium {w}×{h}")
        if re.search(r'data-board="(shogi|xiangqi)"', svg):
            for drawer, drawn in (("Chromium", rows), ("resvg", resvg_rows)):
                least = characters_differ(svg, drawn, scale, squares)
                check(least is not None and least > 0.05,
                      f"{name}: {drawer} draws every piece's character apart (the closest two differ in "
                      f"{least:.0%} of their middle pixels)")
        shots[name] = (rows, scale, squares)

    # A flipped board mirrors: each square of the flipped chess picture looks like the same square upright.
    feen = re.search(r"<title>([^<]+)</title>", open(os.path.join(ROOT, "docs", "pictures", "chess.svg"),
                                                    encoding="utf-8").read()).group(1)
    feen = feen.replace("&apos;", "'").replace("&amp;", "&")
    # At 50 pixels to a square every square starts on a whole pixel, so both pictures sample alike.
    drawn = {}
    for label, flags in (("upright", []), ("flipped", ["--flip"])):
        svg_path = os.path.join(OUT, f"chess-{label}.svg")
        subprocess.run([tabula, "show", "--format", "svg", "--size", "50", *flags, "--highlight", "g1,f3",
                        "-o", svg_path, feen], check=True)
        width, height, scale, squares = svg_geometry(open(svg_path, encoding="utf-8").read())
        png_path = os.path.join(OUT, f"chess-{label}-chromium.png")
        screenshot(browser, svg_path, png_path, width, height)
        drawn[label] = (read_png(png_path)[2], scale, squares)
    (upright_rows, upright_scale, upright_squares), (flipped_rows, scale, squares) = drawn["upright"], drawn["flipped"]
    worst = max(different(region(upright_rows, upright_scale, upright_squares[s]), region(flipped_rows, scale, sq))
                for s, sq in squares.items())
    moved = upright_squares["a1"] != squares["a1"] and upright_squares["h8"] == squares["a1"]
    check(moved and worst < 0.02,
          f"chess --flip mirrors the board (a1 where h8 was; worst square {worst:.2%} different)")

    print(f"screenshots in {os.path.relpath(OUT, ROOT)}/")
    if failures:
        print(f"{len(failures)} check(s) failed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
