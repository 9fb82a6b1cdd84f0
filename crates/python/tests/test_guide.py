"""The Python examples of docs/python-guide.md run as written (its ```python blocks, in order)."""

import re
from pathlib import Path

GUIDE = Path(__file__).resolve().parents[3] / "docs" / "python-guide.md"


def test_guide_examples_run():
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 2, "the guide has lost its examples"
    namespace = {}
    for block in blocks:
        exec(compile(block, str(GUIDE), "exec"), namespace)  # noqa: S102 - our own document
