// Every ```js example of README.md runs as a module of this package (it imports "@tabula-rs/tabula" by the
// package's own name) and must exit 0: the examples assert what they show.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = new URL("..", import.meta.url);
const readme = readFileSync(new URL("README.md", root), "utf8");
const examples = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);

test("the README has examples", () => {
  assert.ok(examples.length >= 3);
});

examples.forEach((source, index) => {
  test(`README example ${index + 1} runs`, () => {
    const file = new URL(`test/.readme-example-${index + 1}.mjs`, root);
    writeFileSync(file, source);
    try {
      const run = spawnSync(process.execPath, [fileURLToPath(file)], { encoding: "utf8" });
      assert.equal(run.status, 0, `example ${index + 1} failed:\n${source}\n${run.stderr}`);
    } finally {
      rmSync(file);
    }
  });
});
