"""The type stubs describe the module as built: mypy's stubtest finds no difference (skipped without mypy)."""

import subprocess
import sys

import pytest


def test_stubs_match_the_runtime(tmp_path):
    pytest.importorskip("mypy")
    run = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "tabula_games"],
        cwd=tmp_path,  # away from the source tree, so the installed package is the one checked
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
