// What `npm publish` would ship (`npm pack --dry-run`): the API, the module and the README, no command and none of
// the test support (adapter.js and test/ serve `npm test` and scripts/test-wasm.sh only).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

test("the published package installs no command and leaves the test support out", () => {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  assert.equal(manifest.bin, undefined, "no command for the package's users");
  const packed = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" });
  assert.equal(packed.status, 0, packed.stderr);
  const files = JSON.parse(packed.stdout)[0].files.map((file) => file.path);
  for (const wanted of ["index.js", "node.js", "index.d.ts", "tabula_wasm.js", "tabula_wasm_bg.wasm", "package.json"]) {
    assert.ok(files.includes(wanted), `${wanted} is published: ${files.join(" ")}`);
  }
  const support = files.filter((file) => file === "adapter.js" || file.startsWith("test/"));
  assert.deepEqual(support, [], "test support is not published");
});
