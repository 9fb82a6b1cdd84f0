// The web board: paste a position in any format Tabula reads (told apart by trying each reader), see it drawn
// (a placeholder grid until tabula-svg lands), and play chess by clicking a piece then a destination; the moves
// are tabula-chess's legal moves, through the WebAssembly package. Serve the repository's target/ and web/
// together (see README.md: `python3 -m http.server` from the repository root, then open /web/).
import * as tabula from "../target/npm/index.js";

const $ = (id) => document.getElementById(id);
const state = { feen: null, history: [], moves: [], selected: null, chess: false };

/** The FEEN of `text` and the format it was read as: FEEN, PON, chess FEN, SFEN or xiangqi FEN, in that order. */
export function toFeen(text) {
  const trimmed = text.trim();
  const readers = [
    ["FEEN", (t) => tabula.readFeen(t).canonical],
    ["PON", (t) => tabula.ponToFeen(t)],
    ["FEN", (t) => tabula.fenToFeen(t).feen],
    ["SFEN", (t) => tabula.sfenToFeen(t, { mode: "lenient" }).feen],
    ["xiangqi FEN", (t) => tabula.xiangqiFenToFeen(t, { mode: "lenient" }).feen],
  ];
  let first = null;
  for (const [format, read] of readers) {
    try {
      return { feen: read(trimmed), format };
    } catch (error) {
      first ??= error;
    }
  }
  throw first;
}

/** The square name (`e4`) of board index `index` on a board of `files` × `ranks` (rank 1 at the bottom). */
function squareName(index, files, ranks) {
  const file = index % files;
  const rank = ranks - 1 - Math.floor(index / files);
  return `${String.fromCharCode(97 + file)}${rank + 1}`;
}

function load(text) {
  $("error").textContent = "";
  try {
    const { feen, format } = toFeen(text);
    state.feen = feen;
    state.history = [];
    $("moves").replaceChildren();
    $("format").textContent = `read as ${format}`;
    refresh();
  } catch (error) {
    $("error").textContent = `${error.code ?? "error"}: ${error.message}`;
  }
}

function refresh() {
  state.selected = null;
  try {
    state.moves = tabula.chessLegalMoves(state.feen);
    state.chess = true;
    const { status, check } = tabula.chessStatus(state.feen);
    $("status").textContent = status === "ongoing" ? (check ? "check" : "") : status;
  } catch {
    state.moves = [];
    state.chess = false;
    $("status").textContent = "no rules for this position (drawn only)";
  }
  $("feen").textContent = state.feen;
  draw();
}

function draw() {
  const value = tabula.readFeen(state.feen);
  const board = $("board");
  board.replaceChildren();
  const shape = value.shape ?? [value.rankLengths.length, Math.max(...value.rankLengths)];
  const [ranks, files] = shape.length === 1 ? [1, shape[0]] : shape.slice(-2);
  board.style.gridTemplateColumns = `repeat(${files}, 48px)`;
  const targets = state.selected
    ? state.moves.filter((m) => m.startsWith(`${state.selected}-`) || m.startsWith(`${state.selected}+`))
      .map((m) => m.slice(3, 5))
    : [];
  value.board.slice(0, ranks * files).forEach((piece, index) => {
    const name = squareName(index, files, ranks);
    const cell = document.createElement("div");
    const rankFromTop = Math.floor(index / files);
    cell.className = `square ${(index % files + rankFromTop) % 2 ? "dark" : "light"}`;
    if (piece) cell.classList.add(/[A-Z]/.test(piece) ? "first" : "second");
    if (name === state.selected) cell.classList.add("selected");
    if (targets.includes(name)) cell.classList.add("target");
    cell.dataset.square = name;
    cell.textContent = piece ?? "";
    cell.addEventListener("click", () => click(name));
    board.append(cell);
  });
}

function click(name) {
  if (!state.chess) return;
  if (state.selected) {
    const from = state.selected;
    const candidates = state.moves.filter((m) => m.slice(0, 2) === from && m.slice(3, 5) === name);
    if (candidates.length > 0) {
      // A promotion offers several moves; the first the generator lists (a queen) until a chooser exists.
      const move = candidates.find((m) => m.endsWith("=Q") || m.endsWith("=q")) ?? candidates[0];
      state.history.push(state.feen);
      state.feen = tabula.chessPlay(state.feen, move);
      const item = document.createElement("li");
      item.textContent = move;
      $("moves").append(item);
      refresh();
      return;
    }
  }
  state.selected = state.moves.some((m) => m.startsWith(name)) ? name : null;
  if (state.selected === null && name !== state.selected) $("error").textContent = "";
  draw();
}

$("load").addEventListener("click", () => load($("position").value));
$("undo").addEventListener("click", () => {
  if (state.history.length === 0) return;
  state.feen = state.history.pop();
  $("moves").lastElementChild?.remove();
  refresh();
});
load($("position").value);
