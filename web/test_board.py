"""The web board in a real browser: Debian's headless Chromium driven by Playwright for Python (no browser
download). Run by scripts/test-web.sh, which builds the package, serves the repository and sets TABULA_WEB_URL.
Screenshots go to target/web-screenshots/ for a person to look at."""

import os
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

URL = os.environ.get("TABULA_WEB_URL", "http://127.0.0.1:8765/web/")
SHOTS = Path(__file__).resolve().parents[1] / "target" / "web-screenshots"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def page():
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
        page = browser.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(URL)
        page.wait_for_selector("#board .square")
        yield page
        assert errors == [], errors
        browser.close()


def square(page, name):
    return page.locator(f'#board [data-square="{name}"]')


def load(page, text):
    page.fill("#position", text)
    page.click("#load")


def test_a_fen_loads_and_e2_e4_is_played(page):
    load(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    assert page.text_content("#format") == "read as FEN"
    assert square(page, "e2").text_content() == "+P"
    square(page, "e2").click()
    assert "target" in square(page, "e4").get_attribute("class")
    square(page, "e4").click()
    assert square(page, "e4").text_content() == "P"
    assert square(page, "e2").text_content() == ""
    assert page.locator("#moves li").last.text_content() == "e2-e4"
    page.screenshot(path=str(SHOTS / "chess-e4.png"))


def test_an_illegal_click_is_refused(page):
    before = page.text_content("#feen")
    square(page, "d7").click()
    square(page, "d4").click()  # two squares is legal for d7-d5 only
    assert page.text_content("#feen") == before
    assert square(page, "d4").text_content() == ""


def test_undo_takes_the_move_back(page):
    load(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    square(page, "g1").click()
    square(page, "f3").click()
    assert square(page, "f3").text_content() == "N"
    page.click("#undo")
    assert square(page, "g1").text_content() == "N"
    assert page.locator("#moves li").count() == 0


def test_a_game_played_to_checkmate_shows_the_result(page):
    load(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    for source, destination in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")]:
        square(page, source).click()
        square(page, destination).click()
    assert page.text_content("#status") == "checkmate"
    page.screenshot(path=str(SHOTS / "chess-mate.png"))


def test_a_promotion(page):
    load(page, "k7/4P3/8/8/8/8/8/K7 w - - 0 1")
    square(page, "e7").click()
    square(page, "e8").click()
    assert square(page, "e8").text_content() == "Q"


def test_other_formats_are_told_apart_and_drawn(page):
    load(page, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
    assert page.text_content("#format") == "read as SFEN"
    assert page.locator("#board .square").count() == 81
    load(page, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
    assert page.text_content("#format") == "read as xiangqi FEN"
    assert page.locator("#board .square").count() == 90
    page.screenshot(path=str(SHOTS / "xiangqi.png"))
    load(page, "not a position")
    assert page.text_content("#error") != ""
