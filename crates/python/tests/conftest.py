"""Shared helpers: where the repository's conformance fixtures are; the `compared` fixture, with which a
differential test says how many cases it compared; and the skip policy of CI.

The skip policy: a test that is skipped (`pytest.skip`, `importorskip` of python-chess, cshogi, hypothesis…, a
skip mark) did not check anything. Every skip is listed at the end as a line `SKIPPED: <test>: <reason>`,
and it fails the session (exit status 1) unless TABULA_CI_ALLOW_SKIP=1, the switch `.ci/run` reads for its
own `SKIPPED:` steps: a green run never hides a check that did not happen.
"""

import json
import os
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"

# (where, reason) of every skipped test or module, and the differential counts, in the order they came.
_SKIPPED = []
_COMPARED = []


def fixture_cases(*specs):
    """Every case of the manifest's files for `specs`, as (case, spec) pairs, in manifest order."""
    manifest = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))
    cases = []
    for entry in manifest["files"]:
        if entry["spec"] in specs:
            data = json.loads((FIXTURES / entry["path"]).read_text(encoding="utf-8"))
            cases.extend((case, entry["spec"]) for case in data["cases"])
    return cases


def case_input(case):
    """The input bytes of a case: `input` as UTF-8, or `inputHex` decoded."""
    if "inputHex" in case:
        return bytes.fromhex(case["inputHex"])
    return case["input"].encode("utf-8")


@pytest.fixture
def compared(request):
    """`compared(count, what)`: a differential test's count of compared cases, listed in the summary."""

    def record(count, what):
        _COMPARED.append(f"{request.node.nodeid}: compared {count} {what}")

    return record


def skip_allowed():
    return os.environ.get("TABULA_CI_ALLOW_SKIP") == "1"


def _skip_reason(report):
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


def pytest_runtest_logreport(report):
    # An expected failure (xfail) ran; only a real skip is listed.
    if report.skipped and not hasattr(report, "wasxfail"):
        _SKIPPED.append((report.nodeid, _skip_reason(report)))


def pytest_collectreport(report):
    # A module skipped as a whole (a module-level importorskip).
    if report.skipped:
        _SKIPPED.append((report.nodeid, _skip_reason(report)))


def pytest_sessionfinish(session, exitstatus):
    if _SKIPPED and not skip_allowed() and exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter):
    if _COMPARED:
        terminalreporter.section("differential counts")
        for line in _COMPARED:
            terminalreporter.write_line(line)
    if _SKIPPED:
        terminalreporter.section("skipped checks")
        for where, reason in _SKIPPED:
            terminalreporter.write_line(f"SKIPPED: {where}: {reason}")
        if skip_allowed():
            terminalreporter.write_line(f"{len(_SKIPPED)} skipped; allowed by TABULA_CI_ALLOW_SKIP=1")
        else:
            terminalreporter.write_line(
                f"error: {len(_SKIPPED)} skipped, which fails the session; set TABULA_CI_ALLOW_SKIP=1 to accept that"
            )
