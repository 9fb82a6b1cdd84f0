"""The web board in a real browser: Debian's headless Chromium driven by Playwright for Python (no browser
download). Run by scripts/test-web.sh, which builds the package, serves the repository and sets TABULA_WEB_URL.
Screenshots go to target/web-screenshots/ for a person to look at."""

import importlib.util
import os
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

URL = os.environ.get("TABULA_WEB_URL", "http://127.0.0.1:8765/web/")
SHOTS = Path(__file__).resolve().parents[1] / "target" / "web-screenshots"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


@pytest.fixture(scope="module")
def page():
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(URL)
        page.wait_for_selector("#board svg")
        yield page
        assert errors == [], errors
        browser.close()


def click(page, name):
    """Clicks the middle of square `name` (a CELL coordinate), piece or not, as a person would."""
    box = page.locator(f'#board rect[data-square="{name}"]').bounding_box()
    assert box is not None, f"no square {name}"
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def click_hand(page, side, piece):
    box = page.locator(f'#board [data-hand="{side}"] [data-piece="{piece}"]').first.bounding_box()
    assert box is not None, f"no {piece} in the {side} hand"
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def piece(page, name):
    """The QPI token on square `name`, or None."""
    found = page.locator(f'#board g[data-piece][data-square="{name}"]')
    return found.first.get_attribute("data-piece") if found.count() else None


def _browser_svg():
    """scripts/test-browser-svg.py, for its PNG reader and pixel comparison."""
    path = Path(__file__).resolve().parents[1] / "scripts" / "test-browser-svg.py"
    spec = importlib.util.spec_from_file_location("browser_svg", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BROWSER_SVG = _browser_svg()


def difference(page, a, b):
    """The share of pixels (more than a quarter of the scale apart) that differ between the pieces on squares
    `a` and `b` as the browser draws them. Used on two pieces of the same size on alike squares: only their
    characters can tell them apart."""
    shots = []
    for name in (a, b):
        path = SHOTS / f"piece-{name}.png"
        page.locator(f'#board g[data-piece][data-square="{name}"]').first.screenshot(path=str(path))
        shots.append(BROWSER_SVG.read_png(str(path)))
    (wa, ha, rows_a), (wb, hb, rows_b) = shots
    # The boxes may start a pixel apart: the least difference over shifts of up to a pixel each way.
    width, height = min(wa, wb) - 2, min(ha, hb) - 2
    base = [rows_a[j + 1][i + 1] for j in range(height) for i in range(width)]
    return min(
        BROWSER_SVG.different(base, [rows_b[j + 1 + dy][i + 1 + dx] for j in range(height) for i in range(width)])
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
    )


def moves(page, column):
    return page.locator(f"#moves tr td:nth-child({column})").all_text_contents()


def load(page, text):
    page.fill("#position", text)
    page.click("#load")


def usi(square):
    """A USI square (`7g`) as CELL (`c3`)."""
    return f"{chr(ord('a') + 9 - int(square[0]))}{9 - (ord(square[1]) - ord('a'))}"


def test_a_fen_loads_and_e2_e4_is_played(page):
    load(page, FEN)
    assert page.text_content("#format") == "read as chess position"
    assert piece(page, "e2") == "C:+P"  # a pawn that may still advance two squares
    click(page, "e2")
    assert page.locator("#board svg").count() == 1
    click(page, "e4")
    assert piece(page, "e4") == "C:P"
    assert piece(page, "e2") is None
    assert moves(page, 3) == ["e4"]
    assert moves(page, 2) == ["e2-e4"]
    page.screenshot(path=str(SHOTS / "chess-e4.png"))


def test_an_illegal_click_is_refused(page):
    before = page.get_attribute("#board", "data-feen")
    click(page, "d7")
    click(page, "d4")  # two squares is legal for d7-d5 only
    assert page.get_attribute("#board", "data-feen") == before
    assert piece(page, "d4") is None
    assert "illegal" in page.text_content("#error")
    assert moves(page, 3) == ["e4"]


def test_undo_takes_the_move_back(page):
    load(page, FEN)
    click(page, "g1")
    click(page, "f3")
    assert piece(page, "f3") == "C:N"
    page.click("#undo")
    assert piece(page, "g1") == "C:N"
    assert piece(page, "f3") is None
    assert moves(page, 2) == []


def test_a_drag_moves_a_piece(page):
    load(page, FEN)
    start = page.locator('#board rect[data-square="b1"]').bounding_box()
    end = page.locator('#board rect[data-square="c3"]').bounding_box()
    page.mouse.move(start["x"] + 20, start["y"] + 20)
    page.mouse.down()
    page.mouse.move(end["x"] + 20, end["y"] + 20, steps=4)
    page.mouse.up()
    assert piece(page, "c3") == "C:N"
    assert moves(page, 3) == ["Nc3"]


def test_a_game_played_to_checkmate_shows_the_result(page):
    load(page, FEN)
    for source, destination in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")]:
        click(page, source)
        click(page, destination)
    status = page.text_content("#status")
    assert status == "0-1 — checkmate: White is mated, Black wins", status
    assert moves(page, 3) == ["f3", "e5", "g4", "Qh4#"]
    page.click('[data-export="record"]')
    assert page.input_value("#export").endswith("1. f3 e5 2. g4 Qh4# 0-1\n")
    page.screenshot(path=str(SHOTS / "chess-mate.png"))


def test_a_promotion_with_the_choice(page):
    load(page, "k7/4P3/8/8/8/8/8/K7 w - - 0 1")
    click(page, "e7")
    click(page, "e8")
    assert page.is_visible("#choice")
    assert page.locator("#choice button").all_text_contents() == ["Q", "R", "B", "N"]
    page.screenshot(path=str(SHOTS / "chess-promotion-choice.png"))
    page.click('#choice button:text-is("N")')
    assert piece(page, "e8") == "C:N"
    assert moves(page, 3) == ["e8=N"]


def test_a_shogi_drop(page):
    page.click('[data-start="shogi"]')
    assert page.text_content("#notation-name") == "USI"
    # The characters are outlines (no CJK font needed): a gold and a silver, the same pentagon, differ.
    assert page.locator('#board use[href^="#gj"]').count() >= 8
    apart, alike = difference(page, usi("6i"), usi("7i")), difference(page, usi("6i"), usi("4i"))
    print(f"金 against 銀: {apart:.1%} of pixels differ; 金 against 金: {alike:.1%}")
    assert apart > 0.05 and alike < 0.01, f"金 and 銀 differ in {apart:.1%} of pixels, two 金 in {alike:.1%}"
    for source, destination in [("7g", "7f"), ("3c", "3d"), ("8h", "2b")]:
        click(page, usi(source))
        click(page, usi(destination))
    # The bishop reaches the promotion zone: promote or not.
    labels = page.locator("#choice button").all_text_contents()
    assert labels == ["promote", "do not promote"], labels
    page.click('#choice button:text-is("promote")')
    assert not page.is_visible("#choice")
    click(page, usi("3a"))
    click(page, usi("2b"))
    assert moves(page, 3) == ["7g7f", "3c3d", "8h2b+", "3a2b"]
    marks = page.locator("#board circle").count()
    click_hand(page, "first", "S:B")
    page.screenshot(path=str(SHOTS / "shogi-drop-destinations.png"))
    assert page.locator("#board circle").count() - marks >= 40  # a dot on every empty square
    click(page, usi("5e"))
    assert moves(page, 3)[-1] == "B*5e"
    assert piece(page, usi("5e")) == "S:B"
    page.screenshot(path=str(SHOTS / "shogi-drop.png"))
    page.click('[data-export="csa"]')
    csa = page.input_value("#export")
    assert "+7776FU" in csa and "+0055KA" in csa, csa
    page.click('[data-export="record"]')
    kif = page.input_value("#export")
    assert "７六歩" in kif, kif
    load(page, csa)  # the record read back
    assert page.text_content("#format") == "read as CSA"
    assert moves(page, 3) == ["7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"]
    load(page, kif)
    assert page.text_content("#format") == "read as KIF"
    assert len(moves(page, 3)) == 5


def test_a_xiangqi_move(page):
    load(page, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
    assert page.text_content("#format") == "read as xiangqi position"
    assert page.text_content("#notation-name") == "UCCI"
    click(page, "h3")
    click(page, "e3")
    assert moves(page, 3) == ["h2e2"]
    assert piece(page, "e3") is not None
    assert "Black to move" in page.text_content("#status")
    # The horse and the elephant, two red discs on alike points, differ by their characters (outlines).
    apart, alike = difference(page, "b1", "c1"), difference(page, "b1", "h1")
    print(f"傌 against 相: {apart:.1%} of pixels differ; 傌 against 傌: {alike:.1%}")
    assert apart > 0.05 and alike < 0.01, f"傌 and 相 differ in {apart:.1%} of pixels, two 傌 in {alike:.1%}"
    page.screenshot(path=str(SHOTS / "xiangqi.png"))


def test_positions_without_rules_are_drawn(page):
    load(page, "3/1K^1/3 / A/b")
    assert "without rules" in page.text_content("#format")
    assert page.locator("#board rect[data-square]").count() == 9
    click(page, "b2")
    click(page, "c3")  # no rules: the move is applied as PMN writes it
    assert piece(page, "c3") == "A:K^"
    assert moves(page, 2) == ["b2-c3"]
    page.screenshot(path=str(SHOTS / "rule-free.png"))
    load(page, "not a position")
    assert page.text_content("#error") != ""


def test_a_crazyhouse_drop_without_rules(page):
    load(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1")
    assert "without rules" in page.text_content("#format")
    click_hand(page, "first", "C:Q")
    click(page, "e4")
    assert piece(page, "e4") == "C:Q"
    assert moves(page, 2) == ["Q*e4"]
    page.screenshot(path=str(SHOTS / "crazyhouse-drop.png"))


def centre(page, name):
    """The middle of square `name` on the screen, (x, y)."""
    box = page.locator(f'#board rect[data-square="{name}"]').bounding_box()
    assert box is not None, f"no square {name}"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def near(a, b):
    """Two screen points within half a pixel."""
    return abs(a[0] - b[0]) <= 0.5 and abs(a[1] - b[1]) <= 0.5


def test_flip_and_exports(page):
    load(page, FEN)
    (a1x, a1y), (h8x, h8y) = centre(page, "a1"), centre(page, "h8")
    assert a1x < h8x and a1y > h8y, "White's side is at the bottom before the flip"
    page.click("#flip")
    # Turned half round: a1 where h8 was, h8 where a1 was, the pieces with their squares.
    assert near(centre(page, "a1"), (h8x, h8y)) and near(centre(page, "h8"), (a1x, a1y))
    assert piece(page, "a1") == "C:-R" and piece(page, "e8") == "c:k^"
    page.click('[data-export="feen"]')
    assert page.input_value("#export").endswith(" / C/c")
    page.click('[data-export="native"]')
    assert page.input_value("#export") == FEN
    page.screenshot(path=str(SHOTS / "chess-flipped.png"))
    # The flipped board is played by clicks like the upright one.
    click(page, "e2")
    click(page, "e4")
    assert piece(page, "e4") == "C:P" and piece(page, "e2") is None
    page.click("#flip")
    assert near(centre(page, "a1"), (a1x, a1y)), "a second flip puts the board back"


def test_a_chess960_start(page):
    page.click('[data-start="chess960"]')
    assert page.text_content("#format") == "read as Chess960 start"
    assert page.text_content("#status") == "ongoing: White to move"
    assert [piece(page, f"{f}1") for f in "abcdefgh"].count("C:K^") + \
        [piece(page, f"{f}1") for f in "abcdefgh"].count("C:+K^") == 1
    click(page, "e2")
    click(page, "e4")
    assert moves(page, 3) == ["e4"]
    page.screenshot(path=str(SHOTS / "chess960.png"))
