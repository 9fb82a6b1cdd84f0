//! The JavaScript `Game` class and `renderSvg`: `#[wasm_bindgen]` wrappers over [`crate::games`].
//!
//! `unsafe_code` is allowed here for the same reason as in `bindings`: the macro's generated ABI glue.
#![allow(unsafe_code)]
#![allow(clippy::needless_pass_by_value)]

use serde_json::{Value, json};
use tabula_games::DynGame;
use wasm_bindgen::prelude::*;

use crate::bindings::{error, from_js, to_js};
use crate::games;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
export type GameKind = "chess" | "shogi" | "xiangqi";
export type MoveNotation = "pmn" | "san" | "uci" | "usi" | "csa" | "ucci" | "wxf";
/** How a game ended: `result` as PGN writes it (`1-0`, `0-1`, `1/2-1/2`). */
export interface GameOutcome { result: string; termination: string; winner: Turn | null }
/** A move played: the notation that read it, and the move in PMN. */
export interface PlayedMove { notation: MoveNotation; pmn: string }
/** One game of a PGN text, replayed: `moves` in UCI (castling king-takes-rook), `fen` the final position. */
export interface PgnGame {
  tags: Record<string, string>; moves: string[]; san: string[]; fen: string; result: string | null;
  termination: string | null;
}
/** `renderSvg` with its options typed (the generated declaration takes `any`). */
export function renderSvg(text: string, options?: SvgOptions): string;
/** KIF or CSA games as written: start SFEN, USI moves, how and with what result each ended. */
export interface ShogiRecords {
  games: { start: string; moves: string[]; end: string | null;
    result: { winner: Turn | null; termination: string } | null }[];
  canonical: string;
}
export interface SvgOptions {
  flip?: boolean; size?: number; coordinates?: "cell" | "shogi" | "kanji" | "xiangqi" | "none";
  highlights?: { square: string; mark: "last-move" | "selected" | "check" | "destination" }[];
  arrows?: [string, string][];
}
"#;

/// A game of chess, shōgi or xiangqi with its history: legal moves, play in PMN or the game's notations,
/// undo, outcome, the position in FEEN and in the game's own format.
#[wasm_bindgen]
pub struct Game(Box<dyn DynGame>);

/// Strings as a JS array, in one crossing: joined in Rust, split by JavaScript (a move never holds a line
/// break). Each string handed over alone costs a UTF-8 decoding call; for 30 moves that was most of the time.
fn string_array(items: &[String]) -> js_sys::Array {
    if items.is_empty() {
        return js_sys::Array::new();
    }
    js_sys::JsString::from(items.join("\n")).split("\n")
}

fn kind_name(game: &dyn DynGame) -> &'static str {
    game.kind().name()
}

#[wasm_bindgen]
impl Game {
    /// A game from a position in any format (FEEN, FEN, SFEN, a USI `position` line, xiangqi FEN).
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<Game, JsValue> {
        games::open(text).map(Game).map_err(error)
    }

    /// A game from its usual start: `"chess"`, `"shogi"` or `"xiangqi"`.
    pub fn start(
        #[wasm_bindgen(unchecked_param_type = "GameKind")] kind: &str,
    ) -> Result<Game, JsValue> {
        games::start(kind).map(Game).map_err(error)
    }

    /// The first game of a PGN text, every move replayed by the rules.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str) -> Result<Game, JsValue> {
        games::from_pgn(text).map(|(g, _)| Game(g)).map_err(error)
    }

    /// The game: `"chess"`, `"shogi"` or `"xiangqi"`.
    #[wasm_bindgen(getter, unchecked_return_type = "GameKind")]
    pub fn kind(&self) -> String {
        kind_name(self.0.as_ref()).to_owned()
    }

    /// The side to move: `"first"` or `"second"`.
    #[wasm_bindgen(getter, js_name = sideToMove, unchecked_return_type = "Turn")]
    pub fn side_to_move(&self) -> String {
        self.0.side_to_move().as_str().to_owned()
    }

    /// The number of plies played.
    #[wasm_bindgen(getter)]
    pub fn ply(&self) -> usize {
        self.0.ply()
    }

    /// The notations the game reads: PMN, then its own (its usual one first).
    #[wasm_bindgen(unchecked_return_type = "MoveNotation[]")]
    pub fn notations(&self) -> Vec<String> {
        self.0
            .notations()
            .iter()
            .map(|n| n.name().to_owned())
            .collect()
    }

    /// The legal moves written in `notation` (PMN by default); none once the game is over.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "string[]")]
    pub fn legal_moves(&self, notation: Option<String>) -> Result<js_sys::Array, JsValue> {
        let notation = games::notation(notation.as_deref()).map_err(error)?;
        self.0
            .legal_moves(notation.unwrap_or(tabula_games::Notation::Pmn))
            .map(|moves| string_array(&moves))
            .map_err(|e| error(crate::Failure::game(&e)))
    }

    /// Plays a move written in `notation` (any the game reads when omitted).
    #[wasm_bindgen(unchecked_return_type = "PlayedMove")]
    pub fn play(&mut self, text: &str, notation: Option<String>) -> Result<JsValue, JsValue> {
        let notation = games::notation(notation.as_deref()).map_err(error)?;
        let played = self
            .0
            .play(text, notation)
            .map_err(|e| error(crate::Failure::game(&e)))?;
        to_js(&json!({ "notation": played.notation.name(), "pmn": played.pmn }))
    }

    /// Takes back the last move; returns it in PMN (`undefined` at the start).
    pub fn undo(&mut self) -> Option<String> {
        self.0.undo()
    }

    /// How the game ended, or `null`.
    #[wasm_bindgen(unchecked_return_type = "GameOutcome | null")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        to_js(&games::outcome(self.0.outcome()))
    }

    /// A draw the player to move may claim (threefold repetition, fifty moves), or `null`.
    #[wasm_bindgen(unchecked_return_type = "GameOutcome | null")]
    pub fn claimable(&self) -> Result<JsValue, JsValue> {
        to_js(&games::outcome(self.0.claimable()))
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.0.is_check()
    }

    /// How often the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        self.0.repetitions()
    }

    /// The position in FEEN.
    #[wasm_bindgen(js_name = toFeen)]
    pub fn to_feen(&self) -> String {
        self.0.feen()
    }

    /// The position in the game's own format (FEN, SFEN, xiangqi FEN) with its counters.
    #[wasm_bindgen(js_name = toNative)]
    pub fn to_native(&self) -> String {
        self.0.native()
    }

    /// The start position in FEEN.
    #[wasm_bindgen(js_name = startFeen)]
    pub fn start_feen(&self) -> String {
        self.0.start_feen()
    }

    /// The moves played, written in `notation` (PMN by default).
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn moves(&self, notation: Option<String>) -> Result<js_sys::Array, JsValue> {
        let notation = games::notation(notation.as_deref()).map_err(error)?;
        self.0
            .moves(notation.unwrap_or(tabula_games::Notation::Pmn))
            .map(|moves| string_array(&moves))
            .map_err(|e| error(crate::Failure::game(&e)))
    }

    /// The first game of a KIF text (UTF-8), every move replayed by the shōgi rules.
    #[wasm_bindgen(js_name = fromKif)]
    pub fn from_kif(text: &str) -> Result<Game, JsValue> {
        games::from_shogi_record("kif", text)
            .map(Game)
            .map_err(error)
    }

    /// The first game of a CSA text, every move replayed by the shōgi rules.
    #[wasm_bindgen(js_name = fromCsa)]
    pub fn from_csa(text: &str) -> Result<Game, JsValue> {
        games::from_shogi_record("csa", text)
            .map(Game)
            .map_err(error)
    }

    /// The game as KIF (shōgi only; UTF-8, the `.kifu` form).
    #[wasm_bindgen(js_name = toKif)]
    pub fn to_kif(&self) -> Result<String, JsValue> {
        games::to_shogi_record("kif", self.0.as_ref()).map_err(error)
    }

    /// The game as CSA (shōgi only; version 2.2).
    #[wasm_bindgen(js_name = toCsa)]
    pub fn to_csa(&self) -> Result<String, JsValue> {
        games::to_shogi_record("csa", self.0.as_ref()).map_err(error)
    }

    /// The game as PGN (chess only).
    #[wasm_bindgen(js_name = toPgn)]
    pub fn to_pgn(&self) -> Result<String, JsValue> {
        games::to_pgn(self.0.as_ref()).map_err(error)
    }

    /// The number of leaf positions `depth` plies ahead (at most 6).
    pub fn perft(&self, depth: u32) -> Result<f64, JsValue> {
        if depth > 6 {
            return Err(error(crate::Failure::argument("depth: at most 6")));
        }
        #[allow(clippy::cast_precision_loss)] // far below 2^53 at depth 6
        Ok(self.0.perft(depth) as f64)
    }

    /// A copy of the game.
    #[wasm_bindgen(js_name = clone)]
    #[must_use]
    pub fn copy(&self) -> Game {
        Game(self.0.boxed_clone())
    }
}

/// An SVG picture of a position in any format (FEEN of any board, FEN, SFEN, xiangqi FEN).
#[wasm_bindgen(js_name = renderSvg)]
pub fn render_svg(text: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    let options = match options {
        Some(o) if !o.is_undefined() && !o.is_null() => from_js(&o, "options")?,
        _ => Value::Null,
    };
    games::render_svg(text, &options).map_err(error)
}

/// Reads a SAN or UCI move (`notation` `"san"` or `"uci"`) in a chess FEN position: `{ value: { uci, san },
/// canonical }`.
#[wasm_bindgen(js_name = readChessMove, unchecked_return_type = "{ value: { uci: string; san: string }; canonical: string }")]
pub fn read_chess_move(
    #[wasm_bindgen(unchecked_param_type = "\"san\" | \"uci\"")] notation: &str,
    fen: &str,
    text: &str,
) -> Result<JsValue, JsValue> {
    let (value, canonical) = games::read_chess_move(notation, fen, text).map_err(error)?;
    to_js(&json!({ "value": value, "canonical": canonical }))
}

/// Every game of a PGN text, replayed by the rules.
#[wasm_bindgen(js_name = readPgn, unchecked_return_type = "PgnGame[]")]
pub fn read_pgn(text: &str) -> Result<JsValue, JsValue> {
    to_js(&games::read_pgn(text).map_err(error)?)
}

#[wasm_bindgen]
extern "C" {
    /// The host's `TextDecoder` (browsers and Node).
    type TextDecoder;
    #[wasm_bindgen(constructor, catch)]
    fn new(label: &str, options: &JsValue) -> Result<TextDecoder, JsValue>;
    #[wasm_bindgen(method, catch)]
    fn decode(this: &TextDecoder, input: &js_sys::Uint8Array) -> Result<String, JsValue>;
}

/// What the host's `Shift_JIS` decoder made of some bytes.
enum HostDecode {
    Text(String),
    /// The host has no `Shift_JIS` decoder.
    Unavailable,
    /// The bytes are not `Shift_JIS`.
    Refused,
}

/// `bytes` decoded as `Shift_JIS` by the host's `TextDecoder` (fatal on malformed input).
fn shift_jis(bytes: &js_sys::Uint8Array) -> HostDecode {
    let options = js_sys::Object::new();
    if js_sys::Reflect::set(&options, &"fatal".into(), &JsValue::TRUE).is_err() {
        return HostDecode::Unavailable;
    }
    match TextDecoder::new("shift_jis", &options) {
        Err(_) => HostDecode::Unavailable,
        Ok(decoder) => decoder
            .decode(bytes)
            .map_or(HostDecode::Refused, HostDecode::Text),
    }
}

/// The error the native reader gives bytes that are neither UTF-8 nor `Shift_JIS`: `encoding`, at the first
/// line that is not UTF-8.
fn not_shift_jis(bytes: &[u8]) -> crate::Failure {
    let mut offset = 0;
    let mut line = 1;
    for part in bytes.split(|&b| b == b'\n') {
        if core::str::from_utf8(part).is_err() {
            break;
        }
        offset += part.len() + 1;
        line += 1;
    }
    crate::Failure::new(
        "kif",
        "encoding",
        format!("line {line} (byte {offset}): the bytes are not valid Shift_JIS"),
    )
}

/// Every game of a KIF or CSA stream (a string, or bytes: a `Shift_JIS` `.kif` file as a `Uint8Array`) as the
/// record says it, with the stream written back (`canonical`, UTF-8).
#[wasm_bindgen(js_name = readShogiRecords, unchecked_return_type = "ShogiRecords")]
pub fn read_shogi_records(
    #[wasm_bindgen(unchecked_param_type = "\"kif\" | \"csa\"")] format: &str,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: &JsValue,
) -> Result<JsValue, JsValue> {
    let bytes = if let Some(text) = input.as_string() {
        text.into_bytes()
    } else if let Some(array) = input.dyn_ref::<js_sys::Uint8Array>() {
        let bytes = array.to_vec();
        if format == "kif" && core::str::from_utf8(&bytes).is_err() {
            // A `.kif` file in Shift_JIS: the host's decoder reads it (the module carries no Shift_JIS
            // tables), and the reader gets UTF-8. Without such a decoder the reader says so itself
            // (`no-shift-jis`).
            match shift_jis(array) {
                HostDecode::Text(text) => text.into_bytes(),
                HostDecode::Unavailable => bytes,
                HostDecode::Refused => return Err(error(not_shift_jis(&bytes))),
            }
        } else {
            bytes
        }
    } else {
        return Err(error(crate::Failure::argument(
            "input: expected a string or a Uint8Array",
        )));
    };
    to_js(&games::read_shogi_records(format, &bytes).map_err(error)?)
}
