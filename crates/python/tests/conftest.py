"""Shared helpers: where the repository's conformance fixtures are."""

import json
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"


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
