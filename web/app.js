// The web board: a position or a game record pasted in any format (told apart by tabula-games, then FEEN and
// PON for boards without rules), or a start (chess, Chess960, shōgi, xiangqi); the board drawn by tabula-svg
// (renderSvg); click or drag to move with the legal destinations highlighted; promotion choices; drops from
// hand; the move list in PMN and in the game's notation; undo, flip, status, export. Everything goes through
// the WebAssembly package (target/npm, built by scripts/wasm-build.sh). Serve the repository root and open
// /web/ (README.md).
import * as tabula from "../target/npm/index.js";

const $ = (id) => document.getElementById(id);
const state = {
  game: null, // a tabula.Game, or null for a position without rules
  feen: null, // the position drawn (the game's, or the rule-free one)
  history: [], // rule-free: the FEEN before each edit
  applied: [], // rule-free: the PMN moves applied
  selected: null, // { square } or { hand: "first" | "second", piece: "P" }
  flip: false,
  pending: null, // the moves offered by the choice buttons
};

const MOVE = /^([a-z]+\d+)([-+~])([a-z]+\d+)(?:=([^/]+))?(?:\/.*)?$/;
const DROP = /^([^*.]*)[*.]([a-z]+\d+)$/;

/** A legal PMN move taken apart: `{ from, to, promotion }` or `{ drop, to }`. */
export function parseMove(pmn) {
  let m = MOVE.exec(pmn);
  if (m) return { from: m[1], to: m[3], promotion: m[4] ?? null, pmn };
  m = DROP.exec(pmn);
  if (m) return { drop: letters(m[1]), to: m[2], pmn };
  return { pmn };
}

/** A piece's letters without side, state or terminal marks (`+P^` and `p'` are both `P`). */
function letters(token) {
  return token.replace(/^[A-Za-z]+:/, "").replace(/[+\-^']/g, "").toUpperCase();
}

/** The record format a pasted text looks like (PGN, KIF, CSA), or null. */
function recordFormat(text) {
  if (/^\[/.test(text) || /^1\.\s*\S/.test(text)) return "pgn";
  if (/手合割|手数-|^\s*1\s+[１-９同]/m.test(text)) return "kif";
  if (/^(V2|PI|P1)/m.test(text) && /^[+-]\d{4}[A-Z]{2}/m.test(text)) return "csa";
  return null;
}

/** Reads `text`: a game record, a position with rules (tabula-games), or FEEN / PON drawn without rules. */
export function open(text) {
  const trimmed = text.trim();
  const record = recordFormat(trimmed);
  if (record) return { game: tabula.Game.fromRecord(record, trimmed), format: record.toUpperCase() };
  let first;
  try {
    const game = new tabula.Game(trimmed);
    return { game, format: `${game.kind} position` };
  } catch (error) {
    first = error;
  }
  const readers = [
    ["FEEN", (t) => tabula.readFeen(t).canonical],
    ["PON", tabula.ponToFeen],
    ["FEN (crazyhouse pockets)", (t) => tabula.fenToFeen(t).feen],
  ];
  for (const [format, read] of readers) {
    try {
      return { game: null, feen: read(trimmed), format: `${format} without rules` };
    } catch {
      // the next reader
    }
  }
  throw first;
}

function fail(error) {
  $("error").textContent = `${error.code ?? "error"}: ${error.message}`;
}

function setGame(opened) {
  state.game = opened.game;
  state.feen = opened.game ? opened.game.toFeen() : opened.feen;
  state.history = [];
  state.selected = null;
  state.pending = null;
  state.applied = [];
  $("choice").hidden = true;
  state.flip = false;
  $("format").textContent = `read as ${opened.format}`;
  $("export").value = "";
  refresh();
}

function load(text) {
  $("error").textContent = "";
  try {
    setGame(open(text));
  } catch (error) {
    fail(error);
  }
}

/** A Chess960 start: bishops on opposite colours, the king between the rooks. */
function chess960() {
  const rank = Array(8).fill(null);
  const free = () => rank.flatMap((p, i) => (p ? [] : [i]));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  rank[pick([0, 2, 4, 6])] = "B";
  rank[pick([1, 3, 5, 7])] = "B";
  rank[pick(free())] = "Q";
  rank[pick(free())] = "N";
  rank[pick(free())] = "N";
  const [a, k, h] = free();
  rank[a] = "R";
  rank[k] = "K";
  rank[h] = "R";
  const white = rank.join("");
  return `${white.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white} w KQkq - 0 1`;
}

function start(kind) {
  $("error").textContent = "";
  try {
    if (kind === "chess960") {
      const fen = chess960();
      $("position").value = fen;
      setGame({ game: new tabula.Game(fen), format: "Chess960 start" });
    } else {
      const game = tabula.Game.start(kind);
      $("position").value = game.toNative();
      setGame({ game, format: `${kind} start` });
    }
  } catch (error) {
    fail(error);
  }
}

function legal() {
  return state.game ? state.game.legalMoves().map(parseMove) : [];
}

function targets() {
  const s = state.selected;
  if (!s) return [];
  return legal().filter((m) => (s.square ? m.from === s.square : m.drop === s.piece && turn() === s.hand));
}

function turn() {
  return state.game ? state.game.sideToMove : tabula.readFeen(state.feen).turn;
}

/** The square of the side to move's king (its terminal piece), for the check glow. */
function kingSquare() {
  const value = tabula.readFeen(state.feen);
  if (!value.shape || value.shape.length !== 2) return null;
  const [ranks, files] = value.shape;
  const upper = turn() === "first";
  const index = value.board.findIndex((p) => p && p.includes("^") && (/[A-Z]/.test(p) === upper));
  if (index < 0) return null;
  return `${String.fromCharCode(97 + (index % files))}${ranks - Math.floor(index / files)}`;
}

function refresh() {
  if (state.game) state.feen = state.game.toFeen();
  draw();
  status();
  moveList();
}

function draw() {
  const highlights = [];
  const played = state.game ? state.game.moves() : [];
  const last = played.length ? parseMove(played[played.length - 1]) : null;
  if (last?.from) highlights.push({ square: last.from, mark: "last-move" });
  if (last?.to) highlights.push({ square: last.to, mark: "last-move" });
  if (state.game?.isCheck()) {
    const king = kingSquare();
    if (king) highlights.push({ square: king, mark: "check" });
  }
  if (state.selected?.square) highlights.push({ square: state.selected.square, mark: "selected" });
  for (const to of new Set(targets().map((m) => m.to))) highlights.push({ square: to, mark: "destination" });
  try {
    $("board").innerHTML = tabula.renderSvg(state.feen, { highlights, flip: state.flip, size: 56 });
  } catch (error) {
    fail(error);
  }
  $("board").dataset.feen = state.feen;
}

function status() {
  const game = state.game;
  if (!game) {
    $("status").textContent = `no rules for this position: drawn only (moves are applied as written); ${turn()} to move`;
    return;
  }
  // The status line every door shows (tabula-games), with the result once the game is over.
  const outcome = game.outcome();
  let text = outcome ? `${outcome.result} — ${game.status()}` : game.status();
  if (!outcome && game.repetitions() > 1) text += ` — position seen ${game.repetitions()} times`;
  $("status").textContent = text;
}

function moveList() {
  const body = $("moves");
  body.replaceChildren();
  const notation = state.game?.usualNotation ?? "pmn";
  $("notation-name").textContent = state.game ? notation.toUpperCase() : "";
  const pmn = state.game ? state.game.moves() : state.applied;
  const own = state.game ? state.game.moves(notation) : [];
  pmn.forEach((m, i) => {
    const row = document.createElement("tr");
    for (const text of [`${i + 1}`, m, own[i] ?? ""]) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.append(cell);
    }
    body.append(row);
  });
}

function play(pmn) {
  try {
    if (state.game) {
      state.game.play(pmn, "pmn");
    } else {
      const after = tabula.applyPmn(state.feen, pmn);
      state.history.push(state.feen);
      state.applied.push(pmn);
      state.feen = after;
    }
    $("error").textContent = "";
  } catch (error) {
    fail(error);
  }
  state.selected = null;
  state.pending = null;
  $("choice").hidden = true;
  refresh();
}

/** The label of a promotion choice: the piece letter (chess), promote or not (shōgi). */
function label(move, all) {
  if (!move.promotion) return all.some((m) => m.promotion?.startsWith("+")) ? "do not promote" : "as is";
  if (move.promotion.startsWith("+")) return "promote";
  return letters(move.promotion);
}

const ORDER = ["Q", "R", "B", "N", "promote"];

function offer(candidates) {
  const rank = (m) => {
    const i = ORDER.indexOf(label(m, candidates));
    return i < 0 ? ORDER.length : i;
  };
  candidates = [...candidates].sort((a, b) => rank(a) - rank(b));
  state.pending = candidates;
  const box = $("choice");
  box.replaceChildren();
  for (const move of candidates) {
    const button = document.createElement("button");
    button.textContent = label(move, candidates);
    button.dataset.move = move.pmn;
    button.addEventListener("click", () => play(move.pmn));
    box.append(button);
  }
  box.hidden = false;
}

/** Moves to `square` from the selection, or selects what is there. */
function clickSquare(square) {
  if (state.pending) return;
  if (!state.game) return ruleFree(square);
  const candidates = targets().filter((m) => m.to === square);
  if (candidates.length === 1) return play(candidates[0].pmn);
  if (candidates.length > 1) return offer(candidates);
  const movable = legal().some((m) => m.from === square);
  if (state.selected && !movable) $("error").textContent = `illegal: no legal move to ${square}`;
  else $("error").textContent = "";
  state.selected = movable ? { square } : null;
  draw();
}

function clickHand(hand, piece, token) {
  if (state.pending) return;
  if (!state.game) {
    // Without rules: the piece is dropped where the next click says (PMN's drop, `Q*e4`).
    state.selected = hand === turn() ? { hand, piece, token } : null;
    return draw();
  }
  const droppable = legal().some((m) => m.drop === piece) && hand === turn();
  state.selected = droppable ? { hand, piece } : null;
  draw();
}

/** Without rules: pick a piece, then a square; the move is applied as PMN writes it (its direct effect). */
function ruleFree(square) {
  const value = tabula.readFeen(state.feen);
  const occupied = (sq) => {
    const [ranks, files] = value.shape ?? [0, 0];
    const file = sq.charCodeAt(0) - 97;
    const rank = Number(sq.slice(1));
    return Boolean(value.board[(ranks - rank) * files + file]);
  };
  if (state.selected?.token && !occupied(square)) return play(`${state.selected.token}*${square}`);
  if (state.selected?.square && state.selected.square !== square) {
    return play(`${state.selected.square}${occupied(square) ? "+" : "-"}${square}`);
  }
  state.selected = occupied(square) ? { square } : null;
  draw();
}

/** What lies under the pointer: a hand piece, or a square (through marks and pieces drawn over it). */
function target(event) {
  for (const element of document.elementsFromPoint(event.clientX, event.clientY)) {
    const hand = element.closest("[data-hand]");
    const piece = element.closest("[data-piece]");
    if (hand && piece) {
    return { hand: hand.dataset.hand, piece: letters(piece.dataset.piece), token: piece.dataset.piece.split(":").pop() };
  }
    const square = element.closest("[data-square]");
    if (square) return { square: square.dataset.square };
  }
  return null;
}

let down = null;
$("board").addEventListener("pointerdown", (event) => {
  down = target(event);
  if (!down) return;
  if (down.hand) clickHand(down.hand, down.piece, down.token);
  else clickSquare(down.square);
});
$("board").addEventListener("pointerup", (event) => {
  const up = target(event);
  const from = down;
  down = null;
  // A drag: released on another square than it was picked up from, with a piece selected.
  if (!up?.square || !from || (from.square === up.square) || !state.selected) return;
  clickSquare(up.square);
});

$("load").addEventListener("click", () => load($("position").value));
for (const button of document.querySelectorAll("[data-start]")) {
  button.addEventListener("click", () => start(button.dataset.start));
}
$("undo").addEventListener("click", () => {
  state.selected = null;
  state.pending = null;
  $("choice").hidden = true;
  if (state.game) state.game.undo();
  else if (state.history.length) {
    state.feen = state.history.pop();
    state.applied.pop();
  }
  refresh();
});
$("flip").addEventListener("click", () => {
  state.flip = !state.flip;
  draw();
});
for (const button of document.querySelectorAll("[data-export]")) {
  button.addEventListener("click", () => {
    const game = state.game;
    try {
      $("export").value = {
        feen: () => state.feen,
        native: () => (game ? game.toNative() : state.feen),
        record: () => {
          if (!game) throw Object.assign(new Error("no game without rules"), { code: "no-rules" });
          // The game's first record format (PGN, KIF); a game with none: its start and its moves.
          const [format] = game.recordFormats();
          if (format) return game.toRecord(format);
          const moves = game.moves(game.usualNotation);
          const start = game.startFeen();
          const head = new tabula.Game(start).toNative();
          return moves.length ? `${head} moves ${moves.join(" ")}` : head;
        },
        csa: () => {
          if (!game) throw Object.assign(new Error("no game without rules"), { code: "no-rules" });
          return game.toRecord("csa");
        },
      }[button.dataset.export]();
    } catch (error) {
      fail(error);
    }
  });
}

load($("position").value);
