#!/usr/bin/env python3
"""Legal moves, check and mate as cshogi sees them, on seeded random shōgi games and constructed positions.

Usage: cshogi-rules.py SEED GAMES MAX_PLIES

Prints one line per position, tab-separated: `P`, the SFEN, 1 or 0 for check, 1 or 0 for cshogi's
`is_nyugyoku` (the entering-king declaration, 27-point rule), the legal moves in USI
sorted and space-separated. After each random game a line `G`, its start SFEN, the USI moves played (space-separated) and
cshogi's SFEN after them. The games play random legal moves, preferring checks, mates in one, captures, drops and promotions
(so hands fill and nifu, uchifuzume and forced promotions come up), until mate or MAX_PLIES. Constructed
positions (nifu, uchifuzume, dead squares, pins and checks by every piece) come first. Used by
crates/shogi/tests/cshogi_rules.rs (scripts/diff-cshogi-rules.sh).
"""
import random
import sys

import cshogi

CONSTRUCTED = [
    # Uchifuzume: P*1b would mate (gold on 2c guards it, the knight blocks 2a): illegal; other drops legal.
    "7nk/9/7G1/9/9/9/9/9/4K4 b P 1",
    # The same pawn drop is fine when the king can escape (no knight on 2a).
    "8k/9/7G1/9/9/9/9/9/4K4 b P 1",
    # A pawn *move* that mates is legal.
    "7nk/9/7GP/9/9/9/9/9/4K4 b - 1",
    # Uchifuzume for gote.
    "4k4/9/9/9/9/9/7g1/9/7NK w p 1",
    # Pawn drop that checks, and the checked king can capture the pawn.
    "8k/9/9/9/9/9/9/9/4K4 b P 1",
    # Nifu: a pawn on every file but one.
    "4k4/9/9/9/9/9/PPPP1PPPP/9/4K4 b P 1",
    # Dead squares for drops: knight, lance, pawn in hand for both.
    "4k4/9/9/9/9/9/9/9/4K4 b NLPnlp 1",
    "4k4/9/9/9/9/9/9/9/4K4 w NLPnlp 1",
    # Forced and optional promotions: pawn, lance and knight near the far ranks.
    "4k4/P1L6/4N4/N8/9/9/9/9/4K4 b - 1",
    "4k4/9/9/9/9/n8/4n4/p1l6/4K4 w - 1",
    # Pins by lance, bishop, rook, dragon, horse.
    "4k4/9/9/4l4/9/9/4G4/9/4K4 b - 1",
    "4k4/9/9/9/8b/9/6S2/9/4K4 b - 1",
    "4k4/4r4/9/9/9/9/4S4/9/4K4 b G 1",
    "4k4/9/9/9/+r3G3K/9/9/9/9 b - 1",
    "4k4/9/+b8/9/9/9/9/5G3/6K2 b - 1",
    # Double check: only king moves.
    "4k4/9/9/9/9/9/3n5/4r4/4K4 b RBGSNLP 1",
    # A distant check answered by drops in between.
    "4k4/9/9/9/4r4/9/9/9/4K4 b RBGSNLP 1",
    # Contact check by a knight: no drop helps.
    "4k4/9/9/9/9/9/3n5/9/4K4 b G 1",
    # Checkmate and a king-less side (tsume style).
    "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1",
    "4k4/9/9/9/9/9/9/9/9 b 2G 1",
    # Entering king (27-point rule): sente needs 28 points, gote 27, ten pieces in the zone, no check.
    "R1B1+P4/+P+P+P1K4/RB+P+P+P4/9/9/9/9/9/4k4 b P 1",
    "R1B1+P4/+P+P+P1K4/RB+P+P+P4/9/9/9/9/9/4k4 b - 1",
    "R1B1+P4/+P+P+P1K4/RB+P+P5/9/9/9/9/9/4k4 b 3P 1",
    "R1B1+P4/+P+P+P1Kg3/RB+P+P+P4/9/9/9/9/9/4k4 b 8P 1",
    "4K4/9/9/9/9/9/rb+p+p+p4/+p+p+p1k4/r1b1+p4 w - 1",
    "4K4/9/9/9/9/9/rb+p+p5/+p+p+p1k4/r1b1+p4 w p 1",
    "4K4/9/9/9/9/9/rb+p+p5/+p+p+p1k4/r1b1+p4 w - 1",
    # Promoted pieces of both sides everywhere.
    "+P+L+N+S1+B+R2/9/4k4/9/9/9/4K4/9/2+r+b1+s+n+l+p b - 1",
]

HANDICAPS = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
]


def line(board, out):
    moves = sorted(cshogi.move_to_usi(m) for m in board.legal_moves)
    out.append("P\t%s\t%d\t%d\t%s" % (board.sfen(), 1 if board.is_check() else 0,
                                        1 if board.is_nyugyoku() else 0, " ".join(moves)))
    return moves


def interesting(board, move):
    return (
        cshogi.move_is_drop(move)
        or cshogi.move_is_promotion(move)
        or board.piece(cshogi.move_to(move)) != cshogi.NONE
    )


def main():
    seed, games, max_plies = (int(arg) for arg in sys.argv[1:4])
    rng = random.Random(seed)
    out = []
    if seed == 1:
        for sfen in CONSTRUCTED:
            line(cshogi.Board(sfen), out)
    for game in range(games):
        board = cshogi.Board(HANDICAPS[0] if game % 4 else rng.choice(HANDICAPS))
        start = board.sfen()
        played = []
        for _ in range(rng.randrange(max_plies // 2, max_plies + 1)):
            line(board, out)
            moves = list(board.legal_moves)
            if not moves:
                break
            special = [m for m in moves if interesting(board, m)]
            checks = list(board.check_moves) if rng.random() < 0.3 else []
            mate = board.mate_move_in_1ply() if rng.random() < 0.2 else 0
            if mate and mate in moves:  # mate_move_in_1ply may name a move that is not legal
                move = mate
            elif checks:
                move = rng.choice(checks)
            else:
                move = rng.choice(special if special and rng.random() < 0.6 else moves)
            played.append(cshogi.move_to_usi(move))
            board.push(move)
        line(board, out)
        out.append("G\t%s\t%s\t%s" % (start, " ".join(played), board.sfen()))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
