//! The JavaScript `Game` class: a game of any kind through tabula-games (module [`crate::games`]).
#![allow(unsafe_code)]
#![allow(clippy::needless_pass_by_value)]

use serde_json::json;
use tabula_games::{DynGame, Notation};
use wasm_bindgen::prelude::*;

use super::{error, to_js};
use crate::failure::Failure;
use crate::games;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
export type GameKind = "chess" | "shogi" | "xiangqi";
export type MoveNotation = "pmn" | "san" | "uci" | "usi" | "csa" | "ucci" | "wxf";
export type RecordFormat = "pgn" | "kif" | "csa";
/** How a game ended: `result` as PGN writes it (`1-0`, `0-1`, `1/2-1/2`). */
export interface GameOutcome { result: string; termination: string; winner: Turn | null }
/** A move played: the notation that read it, and the move in PMN. */
export interface PlayedMove { notation: MoveNotation; pmn: string }
"#;

/// A game of chess, shōgi or xiangqi with its history: legal moves, play in PMN or the game's notations,
/// undo, outcome and status, the position in FEEN and in the game's own format, records.
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

/// The notation named `name`, PMN when none is.
fn notation_or_pmn(name: Option<String>) -> Result<Notation, JsValue> {
    games::notation(name.as_deref())
        .map(|n| n.unwrap_or(Notation::Pmn))
        .map_err(error)
}

fn game_error(e: &tabula_games::GameError) -> JsValue {
    error(Failure::game(e))
}

#[wasm_bindgen]
impl Game {
    /// A game from a position in any format (FEEN, FEN, SFEN, xiangqi FEN, a USI, UCI or UCCI `position`
    /// line with its moves played), read by the rules of `rules` (`"chess"`, `"shogi"`, `"xiangqi"`) when
    /// given.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "GameKind")] rules: Option<String>,
    ) -> Result<Game, JsValue> {
        games::open(text, rules.as_deref()).map(Game).map_err(error)
    }

    /// A game from its usual start: `"chess"`, `"shogi"` or `"xiangqi"`.
    pub fn start(
        #[wasm_bindgen(unchecked_param_type = "GameKind")] kind: &str,
    ) -> Result<Game, JsValue> {
        games::start(kind).map(Game).map_err(error)
    }

    /// The first game of a record text: `"pgn"` (chess), `"kif"` or `"csa"` (shōgi), every move played by
    /// the rules.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "RecordFormat")] format: &str,
        text: &str,
    ) -> Result<Game, JsValue> {
        games::from_record(format, text).map(Game).map_err(error)
    }

    /// The game written as a record: `"pgn"` (chess), `"kif"` (UTF-8) or `"csa"` (version 2.2, shōgi).
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(
        &self,
        #[wasm_bindgen(unchecked_param_type = "RecordFormat")] format: &str,
    ) -> Result<String, JsValue> {
        games::to_record(self.0.as_ref(), format).map_err(error)
    }

    /// The record formats of the game's kind (`["pgn"]`, `["kif", "csa"]`, or none).
    #[wasm_bindgen(js_name = recordFormats, unchecked_return_type = "RecordFormat[]")]
    pub fn record_formats(&self) -> Vec<String> {
        games::record_formats(self.0.as_ref())
            .into_iter()
            .map(str::to_owned)
            .collect()
    }

    /// The game: `"chess"`, `"shogi"` or `"xiangqi"`.
    #[wasm_bindgen(getter, unchecked_return_type = "GameKind")]
    pub fn kind(&self) -> String {
        self.0.kind().name().to_owned()
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

    /// The game's usual notation (chess SAN, shōgi USI, xiangqi UCCI).
    #[wasm_bindgen(getter, js_name = usualNotation, unchecked_return_type = "MoveNotation")]
    pub fn usual_notation(&self) -> String {
        tabula_games::usual_notation(self.0.as_ref())
            .name()
            .to_owned()
    }

    /// The legal moves of the position written in `notation` (PMN by default), whatever the game's state:
    /// a game drawn by rule still lists its position's moves (`outcome` says it is over, `play` refuses them).
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "string[]")]
    pub fn legal_moves(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "MoveNotation")] notation: Option<String>,
    ) -> Result<js_sys::Array, JsValue> {
        self.0
            .legal_moves(notation_or_pmn(notation)?)
            .map(|moves| string_array(&moves))
            .map_err(|e| game_error(&e))
    }

    /// Plays a move written in `notation` (any the game reads when omitted).
    #[wasm_bindgen(unchecked_return_type = "PlayedMove")]
    pub fn play(
        &mut self,
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "MoveNotation")] notation: Option<String>,
    ) -> Result<JsValue, JsValue> {
        let notation = games::notation(notation.as_deref()).map_err(error)?;
        let played = self.0.play(text, notation).map_err(|e| game_error(&e))?;
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

    /// The state of the game in one line, as every door says it: `ongoing: White to move`, `checkmate:
    /// White is mated, Black wins`, a draw by rule, a draw that may be claimed.
    pub fn status(&self) -> String {
        tabula_games::status_line(self.0.as_ref())
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
    pub fn moves(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "MoveNotation")] notation: Option<String>,
    ) -> Result<js_sys::Array, JsValue> {
        self.0
            .moves(notation_or_pmn(notation)?)
            .map(|moves| string_array(&moves))
            .map_err(|e| game_error(&e))
    }

    /// The number of leaf positions `depth` plies ahead (at most 6).
    pub fn perft(&self, depth: u32) -> Result<f64, JsValue> {
        if depth > 6 {
            return Err(error(Failure::argument("depth: at most 6")));
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
