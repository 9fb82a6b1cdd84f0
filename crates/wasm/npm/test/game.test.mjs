// The Game class (every game through tabula-games): rules by name, status, CSA moves, PGN, KIF and CSA records
// read and written, and renderSvg.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, readShogiRecords, renderSvg } from "@tabula-rs/tabula";

const FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const XIANGQI = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

function thrown(run) {
  try {
    run();
  } catch (error) {
    assert.equal(error.name, "TabulaError");
    return error;
  }
  assert.fail("no error thrown");
}

test("a chess game: legal moves in PMN and SAN, play, undo, FEN back", () => {
  const game = new Game(FEN);
  assert.equal(game.kind, "chess");
  assert.equal(game.sideToMove, "first");
  assert.equal(game.legalMoves().length, 20);
  assert.ok(game.legalMoves("san").includes("Nf3"));
  assert.deepEqual(game.notations(), ["pmn", "san", "uci"]);
  assert.equal(game.usualNotation, "san");
  assert.equal(game.status(), "ongoing: White to move");
  const first = game.play("e4");
  assert.equal(first.notation, "san");
  assert.equal(first.pmn, "e2-e4");
  assert.equal(game.sideToMove, "second");
  const second = game.play("e7e5", "uci");
  assert.deepEqual(second, { notation: "uci", pmn: "e7-e5" });
  assert.deepEqual(game.moves(), ["e2-e4", "e7-e5"]);
  assert.deepEqual(game.moves("san"), ["e4", "e5"]);
  assert.equal(game.toNative(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  assert.equal(game.undo(), "e7-e5");
  assert.equal(game.ply, 1);
  assert.equal(game.outcome(), null);
  assert.equal(game.perft(2), 600); // after 1. e4
});

test("a refused move is a TabulaError with a code; an unknown notation is an argument error", () => {
  const game = Game.start("chess");
  const error = thrown(() => game.play("e5"));
  assert.equal(error.notation, "game");
  assert.ok(error.code.length > 0);
  assert.equal(thrown(() => game.legalMoves("kif")).code, "invalid-argument");
  assert.equal(thrown(() => Game.start("go")).code, "invalid-argument");
  assert.equal(thrown(() => new Game("8/8 / C/s")).code, "no-rules");
  assert.equal(thrown(() => game.toRecord("sgf")).code, "invalid-argument");
  assert.equal(thrown(() => Game.fromRecord("sgf", "")).code, "invalid-argument");
  assert.equal(game.ply, 0);
});

test("the rules by name: the named game's reader, whose error says what that game expects", () => {
  const nine = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  assert.equal(thrown(() => new Game(nine, "xiangqi")).code, "rank-count");
  assert.equal(thrown(() => new Game(FEN, "shogi")).notation, "game");
  assert.equal(thrown(() => new Game(FEN, "go")).code, "invalid-argument");
  assert.equal(new Game(FEN, "chess").kind, "chess");
  assert.equal(new Game(XIANGQI, undefined).kind, "xiangqi");
});

test("a drawn game still lists its position's moves; the outcome and status say it is over", () => {
  const game = new Game("8/8/4k3/8/8/4K3/8/8 w - - 0 1");
  assert.equal(game.legalMoves().length, 8);
  assert.equal(game.legalMoves("uci").length, 8);
  assert.deepEqual(game.outcome(), { result: "1/2-1/2", termination: "insufficient-material", winner: null });
  assert.equal(game.status(), "insufficient material: neither side can mate, a draw");
  assert.equal(thrown(() => game.play("e3e4", "uci")).code, "game-over");
});

test("fool's mate: the outcome, check, and the PGN written and read back", () => {
  const game = Game.start("chess");
  for (const m of ["f3", "e5", "g4"]) game.play(m, "san");
  assert.equal(game.isCheck(), false);
  game.play("Qh4#");
  assert.equal(game.isCheck(), true);
  assert.deepEqual(game.outcome(), { result: "0-1", termination: "checkmate", winner: "second" });
  assert.deepEqual(game.legalMoves(), []);
  assert.equal(game.status(), "checkmate: White is mated, Black wins");
  assert.deepEqual(game.recordFormats(), ["pgn"]);
  const pgn = game.toRecord("pgn");
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.ok(pgn.endsWith("1. f3 e5 2. g4 Qh4# 0-1\n"));
  const again = Game.fromRecord("pgn", pgn);
  assert.equal(again.toFeen(), game.toFeen());
  assert.deepEqual(again.outcome(), game.outcome());
  assert.equal(thrown(() => Game.fromRecord("pgn", "1. e5 *")).notation, "pgn");
  assert.equal(thrown(() => game.toRecord("kif")).code, "notation-unsupported");
});

test("a shōgi game: USI moves, a drop, SFEN back", () => {
  const game = new Game(SFEN);
  assert.equal(game.kind, "shogi");
  assert.equal(game.legalMoves("usi").length, 30);
  for (const m of ["7g7f", "3c3d", "8h2b+", "3a2b"]) game.play(m, "usi");
  assert.ok(game.legalMoves("usi").includes("B*5e"));
  const played = game.play("B*5e", "usi");
  assert.equal(played.notation, "usi");
  assert.equal(played.pmn, "B*e5");
  assert.match(game.toNative(), / w /);
  assert.equal(game.usualNotation, "usi");
  assert.equal(game.status(), "ongoing: Gote to move");
  assert.deepEqual(game.recordFormats(), ["kif", "csa"]);
  const error = thrown(() => game.toRecord("pgn"));
  assert.equal(error.code, "notation-unsupported");
  assert.equal(error.notation, "pgn");
  const csa = game.toRecord("csa");
  assert.match(csa, /\+7776FU/);
  assert.match(csa, /\+0055KA/);
  assert.equal(Game.fromRecord("csa", csa).toFeen(), game.toFeen());
  const kif = game.toRecord("kif");
  assert.match(kif, /７六歩/);
  assert.equal(Game.fromRecord("kif", kif).toFeen(), game.toFeen());
  const empty = thrown(() => Game.fromRecord("kif", ""));
  assert.equal(empty.notation, "kif");
  assert.equal(empty.code, "record-empty");
  const resigned = Game.fromRecord("csa", "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
  assert.deepEqual(resigned.outcome(), { result: "0-1", termination: "resignation", winner: "second" });
});

test("CSA moves: read and written like the game's other notations", () => {
  const game = Game.start("shogi");
  assert.ok(game.notations().includes("csa"));
  assert.equal(game.legalMoves("csa").length, 30);
  assert.ok(game.legalMoves("csa").includes("+7776FU"));
  assert.deepEqual(game.play("+7776FU", "csa"), { notation: "csa", pmn: "c3-c4" });
  game.play("-3334FU", "csa");
  game.play("+8822UM", "csa");
  assert.deepEqual(game.moves("usi"), ["7g7f", "3c3d", "8h2b+"]);
  assert.deepEqual(game.moves("csa"), ["+7776FU", "-3334FU", "+8822UM"]);
  assert.equal(game.play("-3122GI").notation, "csa"); // told apart with no notation named
  assert.equal(thrown(() => game.play("+0055HI", "csa")).notation, "game");
  assert.equal(thrown(() => Game.start("chess").legalMoves("csa")).notation, "game");
});

test("a xiangqi game: UCCI and WXF", () => {
  const game = new Game(XIANGQI);
  assert.equal(game.kind, "xiangqi");
  assert.equal(game.legalMoves().length, 44);
  assert.equal(game.play("h2e2", "ucci").notation, "ucci");
  assert.equal(game.moves("wxf")[0], "C2=5");
  assert.match(game.toNative(), / b /);
  assert.equal(game.usualNotation, "ucci");
  assert.equal(game.status(), "ongoing: Black to move");
  assert.deepEqual(game.recordFormats(), []);
  assert.equal(thrown(() => game.toRecord("kif")).code, "notation-unsupported");
});

test("renderSvg: any position text, highlights, errors", () => {
  const svg = renderSvg(FEN, { highlights: [{ square: "e4", mark: "destination" }], flip: true, size: 40 });
  assert.ok(svg.startsWith("<svg"));
  assert.match(svg, /data-square="e4"/);
  assert.match(renderSvg(SFEN), /data-piece="S:K\^"|data-piece="S:K"/);
  assert.match(renderSvg("3/3/3 / A/b"), /data-square="c3"/);
  assert.equal(thrown(() => renderSvg(FEN, { size: 0 })).code, "invalid-argument");
  assert.equal(thrown(() => renderSvg(FEN, { highlights: [{ square: "z9", mark: "selected" }] })).code, "off-board");
});

test("a Shift_JIS .kif file as bytes: the host's decoder reads it (the module has no Shift_JIS tables)", () => {
  // 手合割：平手 / 先手：甲 / 後手：乙 / the moves header / ７六歩(77) / ３四歩(33) / 投了, in code page 932.
  const bytes = new Uint8Array([142, 232, 141, 135, 138, 132, 129, 70, 149, 189, 142, 232, 10, 144, 230, 142, 232, 129, 70, 141, 98, 10, 140, 227, 142, 232, 129, 70, 137, 179, 10, 142, 232, 144, 148, 45, 45, 45, 45, 142, 119, 142, 232, 45, 45, 45, 45, 45, 45, 45, 45, 45, 143, 193, 148, 239, 142, 158, 138, 212, 45, 45, 10, 32, 32, 32, 49, 32, 130, 86, 152, 90, 149, 224, 40, 55, 55, 41, 10, 32, 32, 32, 50, 32, 130, 82, 142, 108, 149, 224, 40, 51, 51, 41, 10, 32, 32, 32, 51, 32, 147, 138, 151, 185, 10]);
  const records = readShogiRecords("kif", bytes);
  assert.equal(records.games.length, 1);
  assert.deepEqual(records.games[0].moves, ["7g7f", "3c3d"]);
  assert.ok(records.canonical.includes("７六歩(77)"));
  // The same game as a string reads the same.
  const again = readShogiRecords("kif", new TextDecoder("shift_jis").decode(bytes));
  assert.deepEqual(again.games[0].moves, records.games[0].moves);
  // Bytes that are neither UTF-8 nor Shift_JIS are refused as the native reader refuses them.
  const error = thrown(() => readShogiRecords("kif", new Uint8Array([0x0a, 0x31, 0x20, 0xff, 0xfe, 0x0a])));
  assert.equal(error.code, "encoding");
  assert.equal(error.message, "line 2 (byte 1): the bytes are not valid Shift_JIS");
});
