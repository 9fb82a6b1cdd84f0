#!/usr/bin/env python3
"""The cshogi side of the KIF/CSA cross-check (crates/shogi/tests/cshogi_records.rs,
scripts/diff-cshogi-records.sh).

Usage:
  cshogi-records.py write SEED GAMES DIR
      Plays GAMES seeded random games with cshogi (from the even start, from a named handicap, or from a
      position reached by random moves, written as a board diagram) and writes into DIR: game-N.kifu
      (UTF-8) and game-N.kif (cp932) with cshogi.KIF.Exporter, games.csa (every game, separated by `/`)
      with cshogi.CSA.Exporter, and expected.jsonl, one JSON object per game: the start SFEN, the USI
      moves, the SFEN at every ply, the seconds per move, the KIF end reason and the CSA end keyword.
  cshogi-records.py read kif|csa FILE...
      Reads files with cshogi.KIF.Parser or cshogi.CSA.Parser and prints one JSON object per game: the
      start SFEN, the USI moves, the SFEN at every ply, the times and cshogi's end keyword.
"""
import datetime
import json
import os
import random
import sys

import cshogi
import cshogi.CSA
import cshogi.KIF

HANDICAPS = [name for name, sfen in cshogi.KIF.Parser.HANDYCAP_SFENS.items() if sfen and name != '平手']
KIF_ENDS = ['resign', 'win', 'draw', 'sennichite', 'illegal_win', 'illegal_lose']
CSA_ENDS = ['%TORYO', '%KACHI', '%JISHOGI', '%SENNICHITE', '%CHUDAN', '%TIME_UP', '%ILLEGAL_MOVE',
            '%+ILLEGAL_ACTION', '%-ILLEGAL_ACTION', '%HIKIWAKE']


def random_position(rng):
    board = cshogi.Board()
    for _ in range(rng.randrange(20, 80)):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            break
        board.push(rng.choice(moves))
    fields = board.sfen().split(' ')
    return ' '.join(fields[:3] + ['1'])


def write(seed, games, out):
    rng = random.Random(seed)
    csa = cshogi.CSA.Exporter(os.path.join(out, 'games.csa'))
    with open(os.path.join(out, 'expected.jsonl'), 'w') as expected:
        for game in range(games):
            kind = game % 5
            if kind == 0:
                handicap = rng.choice(HANDICAPS)
                start = cshogi.KIF.Parser.HANDYCAP_SFENS[handicap]
            elif kind == 1:
                start = random_position(rng)
                handicap = 'sfen ' + start
            else:
                start = cshogi.STARTING_SFEN
                handicap = None
            board = cshogi.Board(start)
            start = board.sfen()
            moves, sfens, times = [], [board.sfen()], []
            for _ in range(rng.randrange(10, 160)):
                legal = list(board.legal_moves)
                if not legal or board.is_game_over():
                    break
                move = rng.choice(legal)
                moves.append(move)
                times.append(rng.randrange(0, 200))
                board.push(move)
                sfens.append(board.sfen())
            kif_end = rng.choice(KIF_ENDS)
            csa_end = rng.choice(CSA_ENDS)
            names = ['先手' + str(game), '後手' + str(game)]
            for ext in ('kifu', 'kif'):
                kif = cshogi.KIF.Exporter(os.path.join(out, 'game-%d.%s' % (game, ext)))
                kif.header(names, starttime=datetime.datetime(2024, 1, 2, 10, 0, game % 60), handicap=handicap)
                totals = [0, 0]
                for ply, (move, sec) in enumerate(zip(moves, times)):
                    totals[ply % 2] += sec
                    kif.move(move, sec=sec, sec_sum=totals[ply % 2])
                kif.end(kif_end)
                kif.close()
            init = cshogi.Board(start)
            csa.info(init_board=init if start != cshogi.STARTING_SFEN else start, names=names,
                     var_info={'EVENT': 'cshogi %d' % game})
            for move, sec in zip(moves, times):
                csa.move(move, time=sec)
            csa.endgame(csa_end)
            expected.write(json.dumps({
                'start': start,
                'moves': [cshogi.move_to_usi(m) for m in moves],
                'sfens': sfens,
                'times': times,
                'kif_end': kif_end,
                'csa_end': csa_end,
                'handicap': handicap is None or not handicap.startswith('sfen '),
            }, ensure_ascii=False) + '\n')
    csa.close()


def describe(start, moves, times, endgame):
    board = cshogi.Board(start)
    start = board.sfen()
    sfens = [start]
    usi = []
    for move in moves:
        usi.append(cshogi.move_to_usi(move))
        board.push(move)
        sfens.append(board.sfen())
    return {'start': start, 'moves': usi, 'sfens': sfens, 'times': list(times), 'end': endgame}


def read(kind, paths):
    for path in paths:
        if kind == 'kif':
            parsers = [cshogi.KIF.Parser.parse_file(path)]
        else:
            parsers = cshogi.CSA.Parser.parse_file(path)
        for parser in parsers:
            print(json.dumps(describe(parser.sfen, parser.moves, parser.times, parser.endgame),
                             ensure_ascii=False))


def main():
    if sys.argv[1] == 'write':
        write(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    else:
        read(sys.argv[2], sys.argv[3:])


if __name__ == '__main__':
    main()
