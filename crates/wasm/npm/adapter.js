#!/usr/bin/env node
// The conformance adapter of Tabula's fixture suite (fixtures/README.md, "The adapter contract"), answered
// by this package's API: `node adapter.js <spec> [--jsonl]`. The runner fixtures/runners/python/run.py
// starts it once per suite with --jsonl; without it, stdin's bytes are one input.
import { readFileSync, realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import * as tabula from "./node.js";

/** A reply for a thrown TabulaError: the code, and the FEEN field or PON path. */
function rejected(error) {
  if (error?.name !== "TabulaError") throw error;
  const reply = { error: error.code };
  if (error.field) reply.field = error.field;
  if (error.path !== null && error.path !== undefined) reply.path = error.path;
  return reply;
}

/** `{value, canonical}` from an API value that carries its own `canonical` member. */
function withCanonical(value) {
  const { canonical, ...rest } = value;
  return { value: rest, canonical };
}

const tokenSuites = ["sin", "pin", "epin", "qpi", "cell", "location"];
const moveSuites = ["usi", "xiangqi-moves", "san", "uci"];

/** Decodes one input of `spec`: a string, or bytes (a `Uint8Array`, from `inputHex`). */
function decode(spec, bytesOrString) {
  // The token readers take bytes as they are; the other readers take strings (bytes that are not UTF-8 become
  // U+FFFD, which they refuse as a byte outside ASCII, as they refuse the original byte).
  if (tokenSuites.includes(spec)) return withCanonical(tabula.parseToken(spec, bytesOrString));
  const input = typeof bytesOrString === "string" ? bytesOrString : new TextDecoder().decode(bytesOrString);
  switch (spec) {
    case "feen":
      return withCanonical(tabula.readFeen(input));
    case "pmn":
      return withCanonical(tabula.parsePmn(input));
    case "pon":
      return withCanonical(tabula.readPon(input));
    case "chess": {
      const { feen } = tabula.fenToFeen(input);
      const xfen = tabula.feenToFen(feen, { epd: true });
      const shredder = tabula.feenToFen(feen, { epd: true, castling: "shredder" });
      return { value: { feen, xfen, shredder }, canonical: feen };
    }
    case "sfen":
      return sfen(input, {});
    case "xiangqi-fen":
      return xiangqiFen(input, {});
    default:
      return { unsupported: `${spec} has no string inputs` };
  }
}

function sfen(input, options) {
  const { feen, moveCount } = tabula.sfenToFeen(input, options);
  const value = { feen };
  if (moveCount !== null) value.moveCount = moveCount;
  return { value, canonical: tabula.feenToSfen(feen, moveCount ?? undefined) };
}

function xiangqiFen(input, options) {
  const { feen, letters, halfmoveClock, fullmoveNumber } = tabula.xiangqiFenToFeen(input, options);
  const value = { feen, letters };
  if (halfmoveClock !== null) value.halfmoveClock = halfmoveClock;
  if (fullmoveNumber !== null) value.fullmoveNumber = fullmoveNumber;
  return { value };
}

/** A conversion request with `from` or `options`. */
function convert(spec, request) {
  const { input, from, options = {} } = request;
  if (from !== undefined && from !== "feen") return { unsupported: `from ${from}` };
  if (from === "feen") {
    let written;
    if (spec === "chess") written = { fen: tabula.feenToFen(input) };
    else if (spec === "sfen") written = { sfen: tabula.feenToSfen(input) };
    else if (spec === "xiangqi-fen") written = { fen: tabula.feenToXiangqiFen(input, options.letters) };
    else return { unsupported: `no conversion for ${spec}` };
    return { value: written, canonical: Object.values(written)[0] };
  }
  if (spec === "sfen") return sfen(input, options);
  if (spec === "xiangqi-fen") return xiangqiFen(input, options);
  return { unsupported: `options for ${spec}` };
}

/** A Qi case: the constructor's outcome, then each step's. */
function qiCase(qi) {
  const results = [];
  let position;
  try {
    position = qi.new
      ? new tabula.Qi(qi.new.shape, qi.new.firstStyle, qi.new.secondStyle)
      : tabula.Qi.fromParts(qi.fromParts);
  } catch (error) {
    return { results: [rejected(error)] };
  }
  results.push({ state: position.state() });
  for (const step of qi.steps ?? []) {
    try {
      switch (step.op) {
        case "board_diff": position.boardDiff(step.changes); break;
        case "first_hand_diff": position.handDiff("first", step.changes); break;
        case "second_hand_diff": position.handDiff("second", step.changes); break;
        case "toggle": position.toggle(); break;
        case "with_turn": position.setTurn(step.turn); break;
        default: return { unsupported: `unknown op ${step.op}` };
      }
      results.push({ state: position.state() });
    } catch (error) {
      results.push(rejected(error));
    }
  }
  position.free();
  return { results };
}


/** A move read in a position (`before`): USI, xiangqi (UCCI, UCI, WXF, PMN), SAN and UCI. */
function moveCase(spec, request) {
  const { before, input } = request;
  if (spec === "san" || spec === "uci") return tabula.readChessMove(spec, before, input);
  const game = new tabula.Game(before);
  try {
    if (spec === "usi") {
      const { pmn } = game.play(input, "usi");
      return { value: { pmn, after: game.toNative() }, canonical: game.moves("usi")[0] };
    }
    const notation = request.options?.notation;
    if (!["ucci", "uci", "wxf", "pmn"].includes(notation)) return { unsupported: `notation ${notation}` };
    game.play(input, notation);
    const value = Object.fromEntries(["ucci", "uci", "wxf", "pmn"].map((n) => [n, game.moves(n)[0]]));
    return { value, canonical: value[notation] };
  } finally {
    game.free();
  }
}

/** The reply to one request of the stream. */
export function answer(spec, request) {
  try {
    if (moveSuites.includes(spec)) {
      if (request.before === undefined) return { unsupported: `a ${spec} move is read on a position: send before` };
      return moveCase(spec, request);
    }
    if (spec === "pgn" && request.input !== undefined) {
      const games = tabula.readPgn(request.input)
        .map(({ moves, fen, termination }) => ({ moves, fen, termination }));
      return { value: { games }, canonical: "" };
    }
    if (request.from !== undefined || request.options !== undefined) return convert(spec, request);
    if (spec === "pmn" && request.before !== undefined) {
      return { value: { after: tabula.applyPmn(request.before, request.input) },
        canonical: tabula.parsePmn(request.input).canonical };
    }
    if (spec === "kif" || spec === "csa") {
      const input = request.input ?? new Uint8Array(Buffer.from(request.inputHex, "hex"));
      const { games, canonical } = tabula.readShogiRecords(spec, input);
      return { value: { games }, canonical };
    }
    if (request.input !== undefined) return decode(spec, request.input);
    if (request.inputHex !== undefined) return decode(spec, new Uint8Array(Buffer.from(request.inputHex, "hex")));
    if (spec === "feen" && request.position !== undefined) {
      return { output: tabula.writeFeen(request.position) };
    }
    if (spec === "qi" && request.qi !== undefined) return qiCase(request.qi);
    return { unsupported: `no request this adapter answers for ${spec}` };
  } catch (error) {
    return rejected(error);
  }
}

/** The reply to one input given as bytes (the one-input mode: stdin's bytes, nothing trimmed). */
function answerBytes(spec, bytes) {
  try {
    return decode(spec, bytes);
  } catch (error) {
    return rejected(error);
  }
}

const known = [...tokenSuites, "feen", "pmn", "pon", "qi", "chess", "sfen", "xiangqi-fen", ...moveSuites, "pgn", "kif", "csa"];

function main() {
  const [spec, mode] = process.argv.slice(2);
  if (!known.includes(spec)) {
    console.error(`tabula-conformance-adapter: no adapter for the spec ${JSON.stringify(spec)}`);
    process.exit(2);
  }
  if (mode !== "--jsonl") {
    const reply = answerBytes(spec, new Uint8Array(readFileSync(0)));
    if (reply.value !== undefined) {
      process.stdout.write(`${JSON.stringify(reply.value)}\n`);
      process.exit(0);
    }
    if (reply.error !== undefined) {
      process.stdout.write(`${reply.error}${reply.field ? ` ${reply.field}` : ""}\n`);
      process.exit(1);
    }
    console.error(JSON.stringify(reply));
    process.exit(2);
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    let reply;
    try {
      reply = answer(spec, JSON.parse(line));
    } catch (error) {
      reply = { unsupported: `not a JSON request: ${error.message}` };
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  });
}

// Run as a command (not when a test imports `answer`).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
