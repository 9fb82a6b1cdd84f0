"""The Dask example (examples/dask_positions.py) runs and checks itself: a FEN column analysed per
partition, a PGN file's games replayed in parallel, with threads and with processes."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

import tabula_games as tg

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "dask_positions.py"


def pgn_file(path, games=40):
    rng = random.Random(11)
    texts = []
    for number in range(games):
        game = tg.Game.start("chess")
        for _ in range(rng.randrange(1, 100)):
            if game.is_game_over():
                break
            game.push(rng.choice(game.legal_moves))
        texts.append(tg.write_pgn(game, {"Event": f"Random {number}"}))
    path.write_text("\n".join(texts), encoding="utf-8")
    return path


@pytest.mark.parametrize("scheduler", ["threads", "processes"])
def test_dask_example(tmp_path, scheduler):
    pytest.importorskip("dask.dataframe", reason="dask[dataframe] is not installed")
    pgn = pgn_file(tmp_path / "games.pgn")
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), "--scheduler", scheduler, "--positions", "3000", "--partitions", "4",
         "--pgn", str(pgn)],
        capture_output=True, text=True, check=False, timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "3000 positions in 4 partitions" in run.stdout and "40 PGN games replayed" in run.stdout
