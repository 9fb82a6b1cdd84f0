"""The fixture runner (fixtures/runners/python/run.py) against the adapter over the bindings (adapter.py):
every suite the bindings cover, error codes compared, nothing may fail."""

import subprocess
import sys
from pathlib import Path

from conftest import FIXTURES

ADAPTER = Path(__file__).resolve().parent / "adapter.py"


def test_runner_passes_through_the_bindings():
    run = subprocess.run(
        [
            sys.executable,
            str(FIXTURES / "runners" / "python" / "run.py"),
            "--adapter",
            f"{sys.executable} {ADAPTER}",
            "--compare-codes",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    report = run.stdout + run.stderr
    last = run.stdout.strip().splitlines()[-1]
    assert run.returncode == 0, report
    assert " 0 failed" in last, report
    passed = int(last.split(" passed")[0])
    assert passed > 1000, report
