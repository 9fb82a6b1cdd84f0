"""python-chess side of the SAN/UCI/PGN differential tests (crates/chess/tests/python_chess_notation.rs).

Usage:
  python_chess_notation.py san SEED GAMES   one JSON line per position: FEN, Chess960 flag, and the SAN of
                                            every legal move keyed by its king-takes-rook UCI spelling
  python_chess_notation.py pgn SEED GAMES   one JSON line per game: the PGN python-chess writes, the FEN
                                            (with counters) after every ply, the result and the termination
                                            of board.outcome(); random games plus games built to reach
                                            fivefold repetition and the seventy-five-move rule
  python_chess_notation.py readback         reads PGN on stdin; one JSON line per game with its moves (UCI,
                                            king-takes-rook) and its final FEN
"""

import io
import json
import random
import sys

import chess
import chess.pgn

TERMINATIONS = {
    chess.Termination.CHECKMATE: "checkmate",
    chess.Termination.STALEMATE: "stalemate",
    chess.Termination.INSUFFICIENT_MATERIAL: "insufficient-material",
    chess.Termination.SEVENTYFIVE_MOVES: "seventy-five-moves",
    chess.Termination.FIVEFOLD_REPETITION: "fivefold-repetition",
}


def start(rng, chess960):
    if chess960:
        return chess.Board.from_chess960_pos(rng.randrange(960))
    return chess.Board()


def random_game(rng, chess960, plies):
    board = start(rng, chess960)
    while not board.is_game_over() and len(board.move_stack) < plies:
        board.push(rng.choice(list(board.legal_moves)))
    return board


def san_positions(seed, games):
    rng = random.Random(seed)
    for index in range(games):
        chess960 = index % 3 == 2
        board = start(rng, chess960)
        while not board.is_game_over() and len(board.move_stack) < 160:
            moves = {board.uci(m, chess960=True): board.san(m) for m in board.legal_moves}
            print(json.dumps({"fen": board.fen(), "chess960": chess960, "moves": moves}))
            board.push(rng.choice(list(board.legal_moves)))


def shuffle_game(rng):
    """Knights out and back until the start position occurs a fifth time."""
    board = chess.Board()
    while board.outcome() is None:
        for san in ("Nf3", "Nf6", "Ng1", "Ng8"):
            if board.outcome() is None:
                board.push_san(san)
    return board


def quiet_game(rng):
    """Rooks and kings only, never capturing, until the seventy-five-move rule ends the game."""
    board = chess.Board("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    board.chess960 = False
    while board.outcome() is None:
        quiet = [m for m in board.legal_moves if not board.is_capture(m)]
        board.push(rng.choice(quiet or list(board.legal_moves)))
    return board


def record(board, chess960):
    game = chess.pgn.Game.from_board(board)
    if chess960:
        game.headers["Variant"] = "Chess960"
    outcome = board.outcome()
    replay = board.root()
    fens = []
    for move in board.move_stack:
        replay.push(move)
        fens.append(replay.fen())
    return {
        "pgn": str(game),
        "chess960": chess960,
        "fens": fens,
        "result": board.result(),
        "termination": TERMINATIONS[outcome.termination] if outcome else None,
    }


def pgn_games(seed, games):
    rng = random.Random(seed)
    for index in range(games):
        chess960 = index % 4 == 3
        board = random_game(rng, chess960, 300)
        print(json.dumps(record(board, chess960)))
    print(json.dumps(record(shuffle_game(rng), False)))
    for _ in range(2):
        print(json.dumps(record(quiet_game(rng), False)))


def readback():
    stream = io.StringIO(sys.stdin.read())
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            break
        board = game.board()
        moves = []
        for move in game.mainline_moves():
            moves.append(board.uci(move, chess960=True))
            board.push(move)
        errors = [str(e) for e in game.errors]
        print(json.dumps({"moves": moves, "fen": board.fen(), "errors": errors}))


def main():
    mode = sys.argv[1]
    if mode == "san":
        san_positions(int(sys.argv[2]), int(sys.argv[3]))
    elif mode == "pgn":
        pgn_games(int(sys.argv[2]), int(sys.argv[3]))
    elif mode == "readback":
        readback()
    else:
        raise SystemExit(f"unknown mode {mode}")


if __name__ == "__main__":
    main()
