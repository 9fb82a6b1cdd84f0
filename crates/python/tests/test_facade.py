"""What the Python door takes from the facade crate tabula-games, and the defects that showed the doors had
drifted apart, each seen from Python: a drawn position lists its moves, CSA moves are played and written,
engine `position fen … moves …` lines are read, a record of a game its format does not record is refused
naming the formats that do, and every refusal is a Python exception carrying the facade's code."""

import pytest

import tabula_games as tg
from tabula_games import Game

CHESS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
XIANGQI_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
BARE_KINGS = "8/8/4k3/8/8/4K3/8/8 w - - 0 1"


def test_a_drawn_position_lists_its_moves_and_is_over():
    game = Game(BARE_KINGS)
    outcome = game.outcome()
    assert outcome is not None and game.is_game_over()
    assert (outcome.termination, outcome.winner, outcome.result) == ("insufficient-material", None, "1/2-1/2")
    assert len(game.legal_moves) == 8 == game.perft(1)
    assert sorted(game.legal_moves_in("uci")) == ["e3d2", "e3d3", "e3d4", "e3e2", "e3e4", "e3f2", "e3f3", "e3f4"]
    assert len(game.legal_moves_in("san")) == 8
    assert game.status == "insufficient material: neither side can mate, a draw"
    with pytest.raises(tg.IllegalMoveError) as refused:
        game.push_uci("e3e4")
    assert refused.value.code == "game-over" and game.ply == 0


def test_csa_moves_are_played_listed_and_written():
    game = Game.start("shogi")
    assert "csa" in game.notations
    listed = game.legal_moves_in("csa")
    assert len(listed) == 30 and "+7776FU" in listed
    assert game.push_csa("+7776FU") == game.moves()[-1]
    assert game.play("-3334FU") == game.moves()[-1]  # read as CSA among every notation shōgi reads
    game.play("+8822UM", "csa")
    assert game.moves("csa") == ["+7776FU", "-3334FU", "+8822UM"]
    assert game.moves("usi") == ["7g7f", "3c3d", "8h2b+"]
    with pytest.raises(tg.InvalidMoveError):
        game.push_csa("7776FU")
    with pytest.raises(tg.GameError):
        Game.start("chess").legal_moves_in("csa")


def test_engine_position_fen_lines_play_their_moves():
    chess = Game(f"position fen {CHESS_FEN} moves e2e4 e7e5")
    assert Game.detect(f"position fen {CHESS_FEN} moves e2e4") == "chess"
    assert chess.kind == "chess" and chess.ply == 2 and chess.moves("san") == ["e4", "e5"]
    assert chess.fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    assert Game("position startpos moves e2e4").moves("uci") == ["e2e4"]
    xiangqi = Game(f"position fen {XIANGQI_FEN} moves h2e2 h9g7")
    assert xiangqi.kind == "xiangqi" and xiangqi.moves("wxf") == ["C2=5", "H8+7"]
    shogi = Game("position startpos moves 7g7f 3c3d")
    assert shogi.kind == "shogi" and shogi.moves("usi") == ["7g7f", "3c3d"]
    with pytest.raises(tg.GameError) as refused:
        Game(f"position fen {CHESS_FEN} moves e2e4 e2e4")
    assert refused.value.code and "move 2" in str(refused.value)


def test_named_rules_read_the_text_by_that_game():
    assert Game(XIANGQI_FEN, rules="xiangqi").kind == "xiangqi"
    assert Game(CHESS_FEN, rules="chess").feen() == Game.start("chess").feen()
    with pytest.raises(tg.GameError) as chess_by_xiangqi:
        Game(CHESS_FEN, rules="xiangqi")
    assert chess_by_xiangqi.value.code == "invalid-piece"
    with pytest.raises(tg.GameError) as mismatch:
        Game(Game.start("chess").feen(), rules="shogi")
    assert mismatch.value.code == "rules-mismatch"
    with pytest.raises(ValueError):
        Game(CHESS_FEN, rules="go")


def test_status_lines_are_the_facades():
    assert Game.start("chess").status == "ongoing: White to move"
    assert Game.start("xiangqi").status == "ongoing: Red to move"
    mated = Game("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
    assert mated.status == "checkmate: White is mated, Black wins" and mated.legal_moves == []
    shogi = Game.start("shogi")
    shogi.end("resignation", "second")
    assert shogi.status.startswith("resignation: ") and "Gote wins" in shogi.status


def test_usual_notations_are_the_facades():
    assert [Game.start(kind).notation for kind in ("chess", "shogi", "xiangqi")] == ["san", "usi", "ucci"]
    assert Game.start("xiangqi").legal_moves_in() == Game.start("xiangqi").legal_moves_in("ucci")


def test_a_record_of_a_game_its_format_does_not_record_names_the_formats():
    xiangqi = Game.start("xiangqi")
    xiangqi.push_ucci("h2e2")
    for write in (lambda g: tg.write_record(g, "kif"), tg.write_kif, tg.write_csa, tg.write_pgn):
        with pytest.raises(tg.GameError) as refused:
            write(xiangqi)
        assert refused.value.code == "notation-unsupported"
        assert "not xiangqi (for xiangqi: none yet)" in str(refused.value)
    with pytest.raises(tg.GameError) as chess_as_kif:
        tg.write_kif(Game.start("chess"))
    assert str(chess_as_kif.value) == "KIF records shogi games, not chess (for chess: pgn)"
    with pytest.raises(tg.GameError) as shogi_as_pgn:
        tg.write_record(Game.start("shogi"), "pgn")
    assert str(shogi_as_pgn.value) == "PGN records chess games, not shogi (for shogi: kif, csa)"
    with pytest.raises(ValueError):
        tg.write_record(Game.start("chess"), "sgf")


@pytest.mark.parametrize(
    ("kind", "moves", "format"),
    [
        ("chess", ["f3", "e5", "g4", "Qh4#"], "pgn"),
        ("shogi", ["7g7f", "3c3d", "8h2b+", "3a2b"], "kif"),
        ("shogi", ["7g7f", "3c3d", "8h2b+", "3a2b"], "csa"),
    ],
)
def test_records_written_and_read_back(kind, moves, format):
    game = Game.start(kind)
    for move in moves:
        game.play(move)
    text = tg.write_record(game, format, {"Event": "Door"} if format == "pgn" else None)
    again = tg.read_record(format, text)
    assert again.feens() == game.feens() and again.outcome() == game.outcome()
    older = {"pgn": tg.write_pgn, "kif": tg.write_kif, "csa": tg.write_csa}[format](game)
    assert tg.read_record(format, older).feens() == game.feens()


def test_record_errors_carry_the_facades_code():
    with pytest.raises(tg.GameError) as empty:
        tg.read_record("kif", "")
    assert empty.value.code == "record-empty"
    with pytest.raises(tg.GameError) as refused:
        tg.read_record("csa", "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7674FU\n")
    assert refused.value.code == "unreachable" and str(refused.value).startswith("move 3 `7f7d`: ")
    with pytest.raises(tg.GameError) as no_rules:
        Game("8/8 / C/s")
    assert no_rules.value.code == "no-rules" and no_rules.value.offset is None


def test_own_formats_are_named_by_the_facade():
    with pytest.raises(ValueError, match="a xiangqi game has no fen: native\\(\\) writes its own format \\(xiangqi-fen\\)"):
        Game.start("xiangqi").fen()
    with pytest.raises(ValueError, match="a chess game has no sfen"):
        Game.start("chess").sfen()
    assert Game.start("shogi").sfen() == Game.start("shogi").native()
