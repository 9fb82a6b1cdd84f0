"""The game interface for each game: legal moves, moves in each notation, push/pop, outcome, perft, counters,
repetition, the familiar python-chess / cshogi spellings, and the errors."""

import copy
import random

import pytest

import tabula_games
from tabula_games import Game

CHESS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
XIANGQI_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

STARTS = {
    # kind: (legal moves at the start, perft 2, perft 3)
    "chess": (20, 400, 8902),
    "shogi": (30, 900, 25470),
    "xiangqi": (44, 1920, 79666),
}


@pytest.mark.parametrize("kind", sorted(STARTS))
def test_start_counts_and_perft(kind):
    game = Game.start(kind)
    moves, perft2, perft3 = STARTS[kind]
    assert game.kind == kind and game.ply == 0 and game.turn == "first"
    assert len(game.legal_moves) == moves
    assert len(game.legal_moves_in()) == moves and len(game.legal_moves_in("pmn")) == moves
    assert game.perft(1) == moves and game.perft(2) == perft2 and game.perft(3) == perft3
    assert sum(game.divide(2).values()) == perft2
    assert game.outcome() is None and not game.is_game_over() and not game.is_check()
    assert game.notations[0] == "pmn" and game.notation == game.notations[1]


@pytest.mark.parametrize(("text", "kind"), [(CHESS_FEN, "chess"), (SFEN, "shogi"), (XIANGQI_FEN, "xiangqi")])
def test_native_texts_open_the_start(text, kind):
    game = Game(text)
    assert Game.detect(text) == kind and game.kind == kind
    assert game.feen() == Game.start(kind).feen()
    assert Game(game.feen()).native() == game.native()
    assert game.start_feen == game.feen() and game.feens() == [game.feen()]


@pytest.mark.parametrize("kind", sorted(STARTS))
def test_random_games_in_every_notation(kind):
    rng = random.Random(kind)
    game = Game.start(kind)
    for _ in range(120):
        if game.is_game_over():
            break
        pmn = game.legal_moves
        # The shared texts are the texts written afresh, in the same order.
        assert pmn == game.legal_moves_in("pmn")
        for notation in game.notations[1:]:
            written = game.legal_moves_in(notation)
            assert len(written) == len(pmn) and len(set(written)) == len(written), notation
        index = rng.randrange(len(pmn))
        notation = rng.choice(game.notations)
        text = game.legal_moves_in(notation)[index]
        before = game.feen()
        probe = game.copy()
        assert probe.play(text, notation) == pmn[index]
        assert probe.pop() == pmn[index] and probe.feen() == before
        assert game.play(text) == pmn[index]  # any notation the game reads
        assert game.moves()[-1] == pmn[index]
    assert len(game.feens()) == game.ply + 1 == len(game.move_stack) + 1
    assert len(game) == game.ply
    # Replaying the moves in the game's notation from the start gives the same positions.
    replay = Game(game.start_feen)
    for move in game.moves(game.notation):
        replay.play(move, game.notation)
    assert replay.feens() == game.feens()


def test_chess_fools_mate_in_san():
    game = Game.start("chess")
    for san in ["f3", "e5", "g4", "Qh4#"]:
        game.push_san(san)
    outcome = game.outcome()
    assert outcome is not None and game.is_checkmate() and game.is_check() and game.is_game_over()
    assert (outcome.winner, outcome.termination, outcome.result) == ("second", "checkmate", "0-1")
    assert str(outcome) == "0-1 checkmate" and outcome == tabula_games.Outcome("checkmate", "second")
    assert game.legal_moves == []
    assert game.moves("san") == ["f3", "e5", "g4", "Qh4#"]
    assert game.fen() == "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    with pytest.raises(tabula_games.IllegalMoveError):
        game.push_san("a3")
    assert game.pop() and game.outcome() is None


def test_chess_counters_and_uci():
    game = Game("4k3/8/8/8/8/8/8/4K2R w K - 10 40")
    assert (game.halfmove_clock, game.move_number) == (10, 40)
    game.push_uci("e1g1")
    assert game.fen() == "4k3/8/8/8/8/8/8/5RK1 b - - 11 40" and game.move_stack == ["e1~g1"]


def test_chess_repetition_and_claim():
    game = Game.start("chess")
    for _ in range(2):
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"]:
            game.push_san(san)
    assert game.repetitions() == 3
    claim = game.claimable()
    assert claim is not None and claim.termination == "threefold-repetition" and claim.winner is None


def test_shogi_drop_mate_in_usi():
    game = Game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")
    assert "G*5b" in game.legal_moves_in("usi")
    game.push_usi("G*5b")
    outcome = game.outcome()
    assert outcome is not None and (outcome.winner, outcome.termination) == ("first", "checkmate")
    assert game.sfen().startswith("4k4/4G4/4P4/")


def test_shogi_usi_position_line_with_moves():
    game = Game("position startpos moves 7g7f 3c3d")
    played = Game.start("shogi")
    played.push_usi("7g7f")
    played.push_usi("3c3d")
    assert game.feen() == played.feen() and game.turn == "first"
    game.push_usi("8h2b+")
    assert game.moves("usi")[-1] == "8h2b+" and game.turn == "second"


def test_xiangqi_in_wxf():
    game = Game.start("xiangqi")
    game.push_wxf("C2=5")
    game.push_wxf("H8+7")
    assert game.ply == 2 and game.moves("wxf") == ["C2=5", "H8+7"]
    assert game.moves("ucci")[0] == "h2e2"


def test_errors_carry_code_and_offset():
    game = Game.start("chess")
    with pytest.raises(tabula_games.InvalidMoveError) as invalid:
        game.push_san("Nf9")
    assert isinstance(invalid.value, ValueError) and invalid.value.offset is not None and invalid.value.code
    with pytest.raises(tabula_games.IllegalMoveError) as illegal:
        game.push_san("Ke2")
    assert illegal.value.offset is None and isinstance(illegal.value, tabula_games.TabulaError)
    with pytest.raises(tabula_games.AmbiguousMoveError):
        Game("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1").push_san("Ne2")
    with pytest.raises(tabula_games.GameError) as opening:
        Game("not a position")
    assert opening.value.code
    with pytest.raises(IndexError):
        Game.start("shogi").pop()
    with pytest.raises(ValueError):
        Game.start("chess").legal_moves_in("nonsense")
    with pytest.raises(ValueError):
        Game.start("xiangqi").fen()
    assert not Game.start("chess").is_legal("e5") and Game.start("chess").is_legal("e4")


def test_end_copy_and_position():
    game = Game.start("shogi")
    game.push_usi("7g7f")
    twin = copy.deepcopy(game)
    game.end("resignation", "first")
    assert game.outcome() == tabula_games.Outcome("resignation", "first") and twin.outcome() is None
    assert game.position() == tabula_games.Position.from_feen(game.feen())
    assert repr(game).startswith("Game(")
