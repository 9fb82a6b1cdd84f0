// "Legal moves of a chess FEN" (parse + generate) in Node, Tabula against chessops and chess.js, in one run:
//   (cd crates/wasm/bench && npm install) && node crates/wasm/bench/legal-moves.mjs [PACKAGE_DIR]
// PACKAGE_DIR defaults to target/npm (scripts/wasm-build.sh). Each library reads the FEN and lists every legal
// move as a string in its usual form: Tabula `new Game(fen).legalMoves("uci")`, chessops `Chess.fromSetup(
// parseFen(fen))` then `makeUci` over `allDests()` (promotions expanded), chess.js `new Chess(fen).moves()`
// (SAN, its only string form; `{ verbose: true }` is slower). Positions: the start, Kiwipete, and five
// middlegame and endgame positions. Prints positions per second (wall and per CPU-second) and the ratios.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { Chess as ChessJs } from "chess.js";
import { Chess } from "chessops/chess";
import { parseFen } from "chessops/fen";
import { makeUci } from "chessops/util";

const dir = resolve(process.argv[2] ?? "target/npm");
const tabula = await import(pathToFileURL(`${dir}/node.js`).href);

const FENS = [
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
];

function tabulaMoves(fen) {
  const game = new tabula.Game(fen);
  const moves = game.legalMoves("uci");
  game.free();
  return moves;
}

function chessopsMoves(fen) {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const moves = [];
  for (const [from, dests] of pos.allDests()) {
    const pawnToLast = pos.board.pawn.has(from);
    for (const to of dests) {
      const rank = to >> 3;
      if (pawnToLast && (rank === 0 || rank === 7)) {
        for (const promotion of ["queen", "rook", "bishop", "knight"]) moves.push(makeUci({ from, to, promotion }));
      } else {
        moves.push(makeUci({ from, to }));
      }
    }
  }
  return moves;
}

function chessJsMoves(fen) {
  return new ChessJs(fen).moves();
}

// The three agree on the number of moves (chessops writes castling king-takes-rook: counted the same).
for (const fen of FENS) {
  const counts = [tabulaMoves(fen).length, chessopsMoves(fen).length, chessJsMoves(fen).length];
  if (new Set(counts).size !== 1) throw new Error(`move counts differ for ${fen}: ${counts}`);
}

function measure(name, generate) {
  for (let i = 0; i < 200; i++) for (const fen of FENS) generate(fen); // warm up
  let positions = 0;
  let sink = 0;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < 2e9) {
    for (const fen of FENS) sink += generate(fen).length;
    positions += FENS.length;
    elapsed = Number(process.hrtime.bigint() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = positions / (elapsed / 1e9);
  console.log(`${name}: ${Math.round(rate).toLocaleString("en")} positions/s wall, `
    + `${Math.round(positions / cpuSeconds).toLocaleString("en")} per CPU-second (${positions} positions, ${sink} moves)`);
  return positions / cpuSeconds;
}

const t = measure("tabula   new Game(fen).legalMoves(\"uci\")", tabulaMoves);
const c = measure("chessops fromSetup(parseFen(fen)) + allDests + makeUci", chessopsMoves);
const j = measure("chess.js new Chess(fen).moves()", chessJsMoves);
console.log(`tabula / chessops: ${(t / c).toFixed(2)}x; tabula / chess.js: ${(t / j).toFixed(1)}x (per CPU-second)`);
