"""FEN, SFEN and xiangqi FEN conversions through the bindings: a few rows each, the errors, and every case of
the chess, sfen and xiangqi-fen conformance fixtures."""

import pytest

import tabula_games
from conftest import fixture_cases

CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CHESS_START_FEEN = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c"
SHOGI_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


@pytest.mark.parametrize(
    ("fen", "feen"),
    [
        (CHESS_START, CHESS_START_FEEN),
        ("8/8/8/8/8/8/8/K6k w - -", "8/8/8/8/8/8/8/K^6k^ / C/c"),
        ("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1", "2k^5/8/8/8/8/8/8/4K^3 Q/n C/c"),
    ],
)
def test_fen_rows(fen, feen):
    assert tabula_games.Position.from_fen(fen).feen() == feen


def test_fen_writer_options_and_lost_fields():
    pos, lost = tabula_games.Position.from_fen("4k3/8/8/8/8/8/8/4K3 b - - 12 40", with_lost=True)
    assert pos.turn == "second"
    assert lost == {
        "halfmove_clock": 12,
        "fullmove_number": 40,
        "en_passant": None,
        "operations": None,
        "defaulted": [],
    }
    start = tabula_games.Position.from_fen(CHESS_START)
    assert start.fen() == CHESS_START
    assert start.fen(castling="shredder", epd=True) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -"
    assert start.fen(halfmove_clock=3, fullmove_number=9).endswith(" 3 9")
    assert tabula_games.Position.from_fen("8/8/8/8/8/8/8/K6k w").fen() == "8/8/8/8/8/8/8/K6k w - - 0 1"
    _, lost = tabula_games.Position.from_fen("8/8/8/8/8/8/8/K6k w", with_lost=True)
    assert lost["defaulted"] and lost["halfmove_clock"] is None
    with pytest.raises(ValueError, match="castling"):
        start.fen(castling="kqkq")


def test_fen_errors():
    with pytest.raises(tabula_games.ConversionError) as caught:
        tabula_games.Position.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1")
    error = caught.value
    assert isinstance(error, tabula_games.TabulaError)
    assert (error.notation, error.code) == ("fen", "fen-placement")
    assert isinstance(error.offset, int) and error.message == str(error)
    # A position that is not chess: the chess crate refuses it, with no offset (no FEN string).
    with pytest.raises(tabula_games.ConversionError) as caught:
        tabula_games.Position.from_sfen(SHOGI_START).fen()
    assert caught.value.notation == "fen" and caught.value.offset is None


def test_sfen_rows_and_lost_fields():
    pos, lost = tabula_games.Position.from_sfen("position startpos moves 7g7f", with_lost=True)
    assert pos.feen() == "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s"
    assert lost == {"move_count": 1, "moves_at": 18}
    pos, lost = tabula_games.Position.from_sfen("4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 7", with_lost=True)
    assert pos.feen() == "4k^4/9/9/9/9/9/9/9/4K^4 4PGR/3p2b2s S/s" and lost["move_count"] == 7
    assert pos.sfen() == "4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 1"
    assert pos.sfen(move_count=7) == "4k4/9/9/9/9/9/9/9/4K4 b RG4P2b2s3p 7"
    assert tabula_games.Position.from_sfen(SHOGI_START).sfen() == SHOGI_START


def test_sfen_errors():
    with pytest.raises(tabula_games.ConversionError) as caught:
        tabula_games.Position.from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1")
    assert caught.value.notation == "sfen" and caught.value.offset is not None
    with pytest.raises(tabula_games.ConversionError) as caught:
        tabula_games.Position.from_fen(CHESS_START).sfen()
    assert caught.value.notation == "sfen"


def test_xiangqi_rows_and_lost_fields():
    pos, lost = tabula_games.Position.from_xiangqi_fen(XIANGQI_START, with_lost=True)
    assert pos.feen() == "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x"
    assert lost == {"halfmove_clock": 0, "fullmove_number": 1, "letters": "ucci", "moves_at": None}
    assert pos.xiangqi_fen() == XIANGQI_START
    assert pos.xiangqi_fen(letters="wxf") == "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1"
    assert tabula_games.Position.from_xiangqi_fen("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1").turn == "second"
    with pytest.raises(ValueError, match="letters"):
        pos.xiangqi_fen(letters="chinese")


def test_xiangqi_errors():
    with pytest.raises(tabula_games.ConversionError) as caught:
        tabula_games.Position.from_xiangqi_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w - - 0 1")
    assert caught.value.notation == "xiangqi-fen" and caught.value.offset is not None
    hand = tabula_games.Position.from_feen("rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR P/ X/x")
    with pytest.raises(tabula_games.ConversionError) as caught:
        hand.xiangqi_fen()
    assert caught.value.message == "red holds 1 piece(s) in hand; xiangqi has no hands"


# ---- The conformance fixtures ----

READERS = {
    "chess": tabula_games.Position.from_fen,
    "sfen": tabula_games.Position.from_sfen,
    "xiangqi-fen": tabula_games.Position.from_xiangqi_fen,
}


def write(spec, pos, case):
    if spec == "chess":
        return pos.fen()
    if spec == "sfen":
        return pos.sfen()
    return pos.xiangqi_fen(letters=case.get("options", {}).get("letters", "ucci"))


CASES = fixture_cases("chess", "sfen", "xiangqi-fen")


@pytest.mark.parametrize(("case", "spec"), CASES, ids=[case["id"] for case, _ in CASES])
def test_conversion_fixture(case, spec):
    if case.get("from") == "feen":
        # A FEEN the notation cannot spell: either not FEEN at all (FeenError) or refused by the writer.
        with pytest.raises((tabula_games.FeenError, tabula_games.ConversionError)) as caught:
            write(spec, tabula_games.Position.from_feen(case["input"]), case)
        # Not FEEN at all: the fixtures' code is `feen`.
        code = caught.value.code if isinstance(caught.value, tabula_games.ConversionError) else "feen"
        assert code == case["error"]
        return
    if not case["valid"]:
        with pytest.raises(tabula_games.ConversionError) as caught:
            READERS[spec](case["input"])
        assert caught.value.code == case["error"]
        return
    pos, lost = READERS[spec](case["input"], with_lost=True)
    value = case["value"]
    assert pos.feen() == value["feen"]
    if spec == "chess":
        assert case["canonical"] == value["feen"]
        assert pos.fen(epd=True) == value["xfen"]
        assert pos.fen(castling="shredder", epd=True) == value["shredder"]
    elif spec == "sfen":
        assert lost["move_count"] == value["moveCount"]
        assert pos.sfen(move_count=value["moveCount"]) == case["canonical"]
    else:
        assert lost["halfmove_clock"] == value["halfmoveClock"]
        assert lost["fullmove_number"] == value["fullmoveNumber"]
        assert lost["letters"] == value["letters"]
        # The writer gives the counters 0 1 (FEEN keeps none): compare the four fields before them.
        written = write(spec, pos, case).split(" ")[:4]
        assert written == case["canonical"].split(" ")[:4]
