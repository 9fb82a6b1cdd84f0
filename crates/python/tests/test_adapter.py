"""The fixture runner (fixtures/runners/python/run.py) against the adapter over the bindings (adapter.py):
every suite the bindings cover, error codes compared, nothing may fail, and the only cases declined are the
irregular boards (which have no `Position` in the bindings), named one by one. Then the runner's
--require-all, with the example adapter: a declined case fails the run unless TABULA_CI_ALLOW_SKIP=1."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES

ADAPTER = Path(__file__).resolve().parent / "adapter.py"
RUNNER = FIXTURES / "runners" / "python" / "run.py"

# The suites adapter.py answers; the others (records, moves, Qi) are not in the bindings' adapter.
SUITES = ["sin", "pin", "epin", "qpi", "cell", "location", "feen", "pmn", "pon", "chess", "sfen", "xiangqi-fen"]
DECLINED = {
    "feen.cardinality.irregular-full",
    "feen.irregular.irregular-ranks",
    "feen.irregular.irregular-two-ranks",
    "feen.irregular.irregular-growing",
    "feen.irregular.irregular-layers",
    "feen.irregular.irregular-3d-ranks",
    "pon.valid.irregular",
    "pon.valid.irregular-layers",
}


def run(args, allow_skip=False):
    env = {k: v for k, v in os.environ.items() if k != "TABULA_CI_ALLOW_SKIP"}
    if allow_skip:
        env["TABULA_CI_ALLOW_SKIP"] = "1"
    return subprocess.run(
        [sys.executable, str(RUNNER), *args], capture_output=True, text=True, check=False, env=env
    )


def test_runner_passes_through_the_bindings():
    suites = [arg for spec in SUITES for arg in ("--suite", spec)]
    done = run(["--adapter", f"{sys.executable} {ADAPTER}", "--compare-codes", "--verbose", *suites])
    report = done.stdout + done.stderr
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0, report
    for spec in SUITES:
        assert any(line.startswith(f"{spec}: ") and " 0 failed" in line for line in lines), (spec, report)
    last = lines[-1]
    passed = int(last.split(" passed")[0])
    assert last == f"{passed} passed, 0 failed, {len(DECLINED)} skipped", report
    assert passed > 1000, report
    declined = {line.split(":")[0].removeprefix("SKIP ") for line in done.stderr.splitlines() if line.startswith("SKIP ")}
    assert declined == DECLINED, report


@pytest.mark.parametrize("allow", [False, True])
def test_require_all_fails_on_declined_cases_unless_allowed(allow):
    # The example adapter answers SIN and declines FEEN.
    example = f"{sys.executable} {FIXTURES / 'runners' / 'python' / 'example_adapter.py'}"
    done = run(["--adapter", example, "--suite", "sin", "--suite", "feen", "--require-all"], allow_skip=allow)
    report = done.stdout + done.stderr
    assert done.returncode == (0 if allow else 1), report
    skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED:")]
    assert len(skipped) == 1 and skipped[0].startswith("SKIPPED: feen: "), report
    # Without --require-all the declined cases are only counted.
    done = run(["--adapter", example, "--suite", "sin", "--suite", "feen"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert not [line for line in done.stdout.splitlines() if line.startswith("SKIPPED:")]
