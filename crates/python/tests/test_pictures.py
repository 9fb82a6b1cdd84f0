"""Pictures: the SVG a notebook shows (`_repr_svg_`) parses and has one piece element per occupied square,
options change it; `str` is the text board of `tabula show`."""

import xml.etree.ElementTree as ET

import pytest

import tabula_games
from tabula_games import Game, Position

SVG = "{http://www.w3.org/2000/svg}"


def pieces(svg):
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return [element for element in root.iter() if "data-piece" in element.attrib]


@pytest.mark.parametrize("kind", ["chess", "shogi", "xiangqi"])
def test_game_picture_has_one_piece_per_occupied_square(kind):
    game = Game.start(kind)
    occupied = len(game.position().pieces())
    assert len(pieces(game._repr_svg_())) == occupied
    game.play(game.legal_moves[0])
    svg = game._repr_svg_()
    assert len(pieces(svg)) == len(game.position().pieces())
    assert svg != game.svg(last_move=[])  # the last move is marked by default


def test_position_picture_and_options():
    pos = Position.from_feen("-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c")
    svg = pos._repr_svg_()
    assert len(pieces(svg)) == 32
    flipped = pos.svg(flip=True)
    assert flipped != svg and len(pieces(flipped)) == 32
    marked = pos.svg(highlights={"e4": "destination"}, last_move="e2-e4", arrows=[("g1", "f3")], size=30)
    assert 'width="' in marked and marked != svg
    assert pos.svg(coordinates="none") != svg
    with pytest.raises(ValueError):
        pos.svg(highlights={"e4": "sparkles"})
    with pytest.raises(ValueError):
        pos.svg(coordinates="roman")


def test_str_is_the_text_board():
    pos = Position.from_feen("k^+p4+PK^ / C/c")
    text = str(pos)
    assert "k^" in text and "to move: first" in text
    assert pos.text(ascii=True).startswith("      a    b    c")
    game = Game.start("shogi")
    assert str(game).splitlines()[0] == "      9    8    7    6    5    4    3    2    1"
    assert repr(pos).startswith("Position.from_feen(")
    assert isinstance(tabula_games.Game.start("xiangqi").text(flip=True), str)


def test_the_font_licence_ships_with_the_package():
    """The wheel carries the glyph outlines of tabula-svg, so it carries their licence too (a copy)."""
    import pathlib

    import tabula_games

    shipped = pathlib.Path(tabula_games.__file__).with_name("OFL.txt").read_text(encoding="utf-8")
    root = pathlib.Path(__file__).resolve().parents[3]
    source = (root / "crates" / "svg" / "src" / "glyphs" / "OFL.txt").read_text(encoding="utf-8")
    assert shipped == source
    assert "SIL OPEN FONT LICENSE" in shipped.upper()
