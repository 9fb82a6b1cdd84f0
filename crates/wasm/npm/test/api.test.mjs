// The API from JavaScript: values, errors (TabulaError with code, offset, field, path), classes.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as tabula from "@tabula-rs/tabula";

const CHESS = "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c";
const FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const XIANGQI = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/** The TabulaError `run` throws. */
function thrown(run) {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof Error);
    assert.equal(error.name, "TabulaError");
    return error;
  }
  assert.fail("no error thrown");
}

test("validate: nothing for valid FEEN, a TabulaError with code, offset and field otherwise", () => {
  assert.equal(tabula.validate(CHESS), undefined);
  assert.equal(tabula.isValid(CHESS), true);
  assert.equal(tabula.isValid(" 8 / C/c"), false);
  const error = thrown(() => tabula.validate("8 3P2QP/ C/c"));
  assert.equal(error.code, "hand-not-aggregated");
  assert.equal(error.field, "hands");
  assert.equal(error.offset, 6);
  assert.equal(error.notation, "feen");
  assert.match(error.message, /.+/);
});

test("validateMany: one code or null per input, never a throw", () => {
  const codes = tabula.validateMany([CHESS, "8 3P2QP/ C/c", "", "k^ / S/s", "é"]);
  assert.deepEqual(codes, [null, "hand-not-aggregated", codes[2], null, "non-ascii"]);
  assert.equal(typeof codes[2], "string");
  assert.deepEqual(tabula.validateMany([]), []);
});

test("readFeen: the position as written, the QPI view, the canonical form", () => {
  const value = tabula.readFeen("8 2P/ C/c");
  assert.deepEqual(value.shape, [8]);
  assert.deepEqual(value.firstHand, [["P", 2]]);
  assert.deepEqual(value.qualified.firstHand, [["C:P", 2]]);
  assert.deepEqual(value.styles, ["C", "c"]);
  assert.equal(value.turn, "first");
  assert.equal(value.canonical, "8 2P/ C/c");
  const irregular = tabula.readFeen("ab/c / G/g");
  assert.equal(irregular.shape, undefined);
  assert.deepEqual(irregular.rankLengths, [2, 1]);
  assert.equal(thrown(() => tabula.readFeen("8 2P/ C/c/")).field, "style-turn");
});

test("writeFeen: a typed position written, or refused with FEEN's code", () => {
  const position = { shape: [2], board: ["C:K^", null], firstHand: [], secondHand: [], styles: ["C", "c"],
    turn: "second" };
  assert.equal(tabula.writeFeen(position), "K^1 / c/C");
  assert.equal(thrown(() => tabula.writeFeen({ ...position, styles: ["C", "C"] })).code, "style-side-mismatch");
  assert.equal(thrown(() => tabula.writeFeen({})).code, "invalid-argument");
});

test("FEN to FEEN and back, with what FEEN cannot hold", () => {
  const converted = tabula.fenToFeen(FEN);
  assert.equal(converted.feen, CHESS);
  assert.equal(converted.halfmoveClock, 0);
  assert.equal(converted.fullmoveNumber, 1);
  assert.equal(tabula.feenToFen(CHESS), FEN);
  assert.equal(tabula.feenToFen(CHESS, { castling: "shredder", epd: true }),
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -");
  assert.equal(tabula.feenToFen(CHESS, { halfmoveClock: 3, fullmoveNumber: 7 }).slice(-4), " 3 7");
  const error = thrown(() => tabula.fenToFeen("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
  assert.equal(error.code, "fen-placement");
  assert.equal(error.notation, "fen");
  assert.equal(typeof error.offset, "number");
  assert.equal(thrown(() => tabula.feenToFen(CHESS, { castling: "kq" })).code, "invalid-argument");
});

test("SFEN and xiangqi FEN to FEEN and back", () => {
  const shogi = tabula.sfenToFeen(SFEN);
  assert.equal(shogi.feen, "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s");
  assert.equal(shogi.moveCount, 1);
  assert.equal(tabula.feenToSfen(shogi.feen, 1), SFEN);
  assert.equal(thrown(() => tabula.sfenToFeen("lnsgkgsnl b - 1")).notation, "sfen");
  const xiangqi = tabula.xiangqiFenToFeen(XIANGQI);
  assert.equal(xiangqi.letters, "ucci");
  assert.equal(tabula.feenToXiangqiFen(xiangqi.feen), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  assert.ok(tabula.feenToXiangqiFen(xiangqi.feen, "wxf").startsWith("rheakaehr/"));
  assert.equal(thrown(() => tabula.feenToXiangqiFen(CHESS)).code, "board-shape");
});

test("PON to FEEN and back, errors with a JSON Pointer", () => {
  const pon = tabula.feenToPon("K^2 2P/ C/c");
  assert.equal(JSON.parse(pon).turn, "first");
  assert.equal(tabula.ponToFeen(pon), "K^2 2P/ C/c");
  assert.ok(tabula.feenToPon("K^2 2P/ C/c", true).includes("\n"));
  assert.equal(tabula.readPon(pon).feen, "K^2 2P/ C/c");
  const error = thrown(() => tabula.readPon('{"board": 3}'));
  assert.equal(error.path, "/board");
  assert.equal(error.notation, "pon");
});

test("tokens decode into plain objects", () => {
  assert.deepEqual(tabula.parsePin("+K^"),
    { abbr: "K", side: "first", state: "enhanced", terminal: true, canonical: "+K^" });
  assert.equal(tabula.parseSin("s").side, "second");
  assert.equal(tabula.parseEpin("K'").derived, true);
  assert.equal(tabula.parseQpi("C:k").derived, true);
  assert.deepEqual(tabula.parseCell("e4").indices, [4, 3]);
  assert.equal(tabula.parseLocation("*").canonical, "*");
  assert.equal(tabula.parseToken("pin", "-p").state, "diminished");
  const error = thrown(() => tabula.parsePin("K^^"));
  assert.equal(error.code, "doubled-terminal-marker");
  assert.equal(error.offset, 2);
  assert.equal(thrown(() => tabula.parseToken("pcn", "x")).code, "invalid-argument");
});

test("PMN moves decode and apply", () => {
  assert.deepEqual(tabula.parsePmn("b7+a8=Q/r"),
    { form: "capture", source: "b7", destination: "a8", actor: "Q", captured: "r", canonical: "b7+a8=Q/r" });
  assert.equal(thrown(() => tabula.parsePmn("e2e4")).code, "missing-operator");
  assert.equal(tabula.applyPmn("8/8/8/8/8/5n2/8/3Q4 / C/c", "d1+f3"), "8/8/8/8/8/5Q2/8/8 n/ c/C");
  assert.equal(thrown(() => tabula.applyPmn("8/8/8/8/8/8/8/8 / C/c", "e2-e4")).code, "empty-square");
});

test("Qi: edits all or nothing", () => {
  const qi = new tabula.Qi([2], "C", "c");
  qi.handDiff("first", [["P", 3], ["P", -2]]);
  assert.deepEqual(qi.state().firstHand, [["P", 1]]);
  assert.equal(thrown(() => qi.boardDiff([[0, "K"], [1, "k"]])).code, "too-many-pieces");
  assert.deepEqual(qi.state().occupied, []);
  qi.toggle();
  assert.equal(qi.state().turn, "second");
  qi.setTurn("first");
  assert.equal(qi.state().turn, "first");
  assert.equal(thrown(() => qi.setTurn("third")).code, "invalid-argument");
  qi.free();
  assert.equal(thrown(() => new tabula.Qi([0], "C", "c")).code, "dimension-too-small");
  const parts = tabula.Qi.fromParts({ shape: [2], board: ["K", null], firstHand: [], secondHand: [],
    firstStyle: "C", secondStyle: "c", turn: "first" });
  assert.deepEqual(parts.state().occupied, [[0, "K"]]);
});

test("chess on a FEEN through the Game class: legal moves, play in PMN, outcome", () => {
  const game = new tabula.Game(CHESS);
  assert.equal(game.legalMoves().length, 20);
  for (const move of ["f2-f3", "e7-e5", "g2-g4", "d8-h4"]) game.play(move, "pmn");
  assert.equal(game.isCheck(), true);
  assert.equal(game.outcome().termination, "checkmate");
  assert.deepEqual(game.legalMoves(), []);
  assert.equal(thrown(() => new tabula.Game(CHESS).play("e2-e5", "pmn")).code, "illegal-move");
  assert.equal(thrown(() => new tabula.Game("8 / C/c")).code, "not-chess-board");
  assert.equal(tabula.chessLegalMoves, undefined); // the shortcuts before the Game class are gone
});

test("no input makes the module trap: long and odd strings come back as errors", () => {
  for (const text of ["", "\0", "😀".repeat(1000), "8/".repeat(70000), "9".repeat(100000)]) {
    assert.equal(typeof tabula.isValid(text), "boolean");
    for (const read of [tabula.readFeen, tabula.fenToFeen, tabula.sfenToFeen, tabula.xiangqiFenToFeen,
      tabula.readPon, tabula.parsePmn, tabula.parsePin, tabula.parseCell]) {
      try {
        read(text);
      } catch (error) {
        assert.equal(error.name, "TabulaError", `${read.name}: ${error.message}`);
      }
    }
  }
  // The module still answers after them.
  assert.equal(tabula.isValid(CHESS), true);
});
