// The doors' shared cases (fixtures/doors/cases.json, copied under test/fixtures by scripts/wasm-package.sh):
// every case run through this package's API, each answer equal to the case's `expect`. The command line and
// the Python package run the same list through theirs (fixtures/doors/README.md lists the ops).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "@tabula-rs/tabula";

const cases = JSON.parse(readFileSync(new URL("fixtures/doors/cases.json", import.meta.url), "utf8"));

/** Plays the case's moves; the refused one as `{ error, ply }` (1-based), or null when all are played. */
function play(game, kase) {
  for (const [index, move] of kase.moves.entries()) {
    try {
      game.play(move, kase.notation);
    } catch (error) {
      if (error.name !== "TabulaError") throw error;
      return { error: error.code, ply: index + 1 };
    }
  }
  return null;
}

/** What the JavaScript API answers to a case, in the case's own keys. */
function answer(kase) {
  let game;
  try {
    game = new Game(kase.position, kase.rules);
  } catch (error) {
    if (error.name !== "TabulaError") throw error;
    return { error: error.code };
  }
  try {
    switch (kase.op) {
      case "open":
        return { feen: game.toFeen() };
      case "moves":
        return { moves: game.legalMoves(kase.notation).sort() };
      case "status":
        return { line: game.status() };
      case "play":
        return play(game, kase) ?? { feen: game.toFeen() };
      case "record": {
        const refused = play(game, kase);
        if (refused) return refused;
        let record;
        try {
          record = game.toRecord(kase.format);
        } catch (error) {
          if (error.name !== "TabulaError") throw error;
          return { error: error.code };
        }
        // The lines the case looks for that the record holds: all of them when the record is right.
        return { contains: (kase.expect.contains ?? []).filter((line) => record.includes(line)) };
      }
      default:
        throw new Error(`unknown op ${kase.op} in ${kase.name}`);
    }
  } finally {
    game.free();
  }
}

test("every shared door case answers as the facade does", () => {
  assert.ok(cases.length >= 20, "the whole list");
  const wrong = [];
  for (const kase of cases) {
    const got = answer(kase);
    try {
      assert.deepStrictEqual(got, kase.expect);
    } catch {
      wrong.push(`${kase.name}: expected ${JSON.stringify(kase.expect)}, got ${JSON.stringify(got)}`);
    }
  }
  console.log(`compared ${cases.length} shared cases`);
  assert.deepEqual(wrong, []);
});
