"""The skip policy of conftest.py: a skipped test fails the session unless TABULA_CI_ALLOW_SKIP=1, and is
listed as a `SKIPPED:` line either way; the `compared` counts are listed too. Checked on a small suite
run in a child pytest with this directory's conftest.py."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CONFTEST = Path(__file__).resolve().parent / "conftest.py"

SUITE = {
    "test_skips.py": (
        "import pytest\n\n"
        "def test_runs(compared):\n    compared(3, 'things')\n\n"
        "def test_needs_an_oracle():\n    pytest.skip('the oracle is not installed')\n"
    ),
    "test_module_skip.py": "import pytest\n\npytest.importorskip('no_such_module_for_tabula')\n",
    "test_passes.py": "def test_passes():\n    assert 1 + 1 == 2\n",
}


def run_suite(tmp_path, files, allow):
    for name in files:
        (tmp_path / name).write_text(SUITE[name], encoding="utf-8")
    shutil.copy(CONFTEST, tmp_path / "conftest.py")
    env = {k: v for k, v in os.environ.items() if k != "TABULA_CI_ALLOW_SKIP"}
    if allow:
        env["TABULA_CI_ALLOW_SKIP"] = "1"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *files],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    return run.returncode, run.stdout.splitlines()


def skipped_lines(lines):
    return [line for line in lines if line.startswith("SKIPPED:")]


@pytest.mark.parametrize("allow", [False, True])
def test_a_skip_fails_the_session_unless_allowed(tmp_path, allow):
    status, lines = run_suite(tmp_path, ["test_skips.py", "test_module_skip.py"], allow)
    assert status == (0 if allow else 1), lines
    assert skipped_lines(lines) == [
        "SKIPPED: test_module_skip.py: could not import 'no_such_module_for_tabula': "
        "No module named 'no_such_module_for_tabula'",
        "SKIPPED: test_skips.py::test_needs_an_oracle: the oracle is not installed",
    ], lines
    assert "test_skips.py::test_runs: compared 3 things" in lines, lines


def test_a_session_without_skips_passes(tmp_path):
    status, lines = run_suite(tmp_path, ["test_passes.py"], allow=False)
    assert status == 0, lines
    assert skipped_lines(lines) == [], lines
