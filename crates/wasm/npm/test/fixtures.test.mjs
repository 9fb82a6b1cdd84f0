// Every suite of the conformance fixtures (a copy under test/fixtures, made by scripts/wasm-package.sh), run by
// the suite's own runner (fixtures/runners/python/run.py, Python standard library only) through this package's
// adapter (adapter.js), with the error codes compared too, and every case answered (--require-all: the
// adapter declines none). Without Python the test fails, unless TABULA_CI_ALLOW_SKIP=1 (Tabula's CI switch for
// a check that cannot run), where it says SKIPPED.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const python = process.env.PYTHON ?? "python3";
const hasPython = spawnSync(python, ["--version"]).status === 0;

test("every fixture suite passes through the JavaScript adapter", () => {
  if (!hasPython) {
    assert.equal(process.env.TABULA_CI_ALLOW_SKIP, "1", `no ${python} to run the fixture runner`);
    console.log(`SKIPPED: the fixture suite through the JavaScript adapter: no ${python}`);
    return;
  }
  const run = spawnSync(
    python,
    ["test/fixtures/runners/python/run.py", "--adapter", `${process.execPath} adapter.js`, "--compare-codes",
      "--require-all"],
    { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 },
  );
  const lines = run.stdout.trim().split("\n");
  for (const line of lines) console.log(line);
  if (run.stderr) console.error(run.stderr.split("\n").slice(0, 40).join("\n"));
  const last = lines.at(-1);
  assert.match(last, /^\d+ passed, 0 failed$/, "the runner's last line");
  assert.ok(Number(last.split(" ")[0]) > 1000, "the whole suite ran");
  assert.equal(run.status, 0);
  // One line per suite of the manifest, every one run.
  for (const spec of ["sin", "pin", "epin", "qpi", "cell", "location", "feen", "pmn", "pon", "qi", "chess",
    "sfen", "xiangqi-fen"]) {
    assert.ok(lines.some((line) => line.startsWith(`${spec}: `) && / 0 failed/.test(line)), `suite ${spec}`);
  }
});
