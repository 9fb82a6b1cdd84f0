//! FEEN read, validated and written; chess FEN, SFEN, xiangqi FEN and PON to and from FEEN.
#![allow(unsafe_code)]
// wasm-bindgen hands vectors and optional strings over by value (a JS array has no Rust borrow).
#![allow(clippy::needless_pass_by_value)]

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::{error, from_js, lenient, member, optional_u32, text, value};
use crate::failure::Failure;
use crate::notations;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A FEEN string read: the position as written, with the typed (QPI) view of a regular board. */
export interface FeenValue {
  rankLengths: number[];
  board: (string | null)[];
  firstHand: [string, number][];
  secondHand: [string, number][];
  styles: [string, string];
  turn: Turn;
  /** The board's sizes, outermost first (absent for an irregular board). */
  shape?: number[];
  /** The pieces resolved to QPI tokens (absent for an irregular board). */
  qualified?: { board: (string | null)[]; firstHand: [string, number][]; secondHand: [string, number][] };
  /** The position written back as canonical FEEN. */
  canonical: string;
}
/** A typed position to write as FEEN: QPI tokens on the board and in hands. */
export interface TypedPosition {
  shape: number[];
  board: (string | null)[];
  firstHand: [string, number][];
  secondHand: [string, number][];
  styles: [string, string];
  turn: Turn;
}
export interface FenConversion {
  feen: string; halfmoveClock: number | null; fullmoveNumber: number | null; enPassant: string | null;
  operations: string | null; defaulted: string[];
}
export interface FenOptions {
  castling?: "xfen" | "shredder"; epd?: boolean; halfmoveClock?: number; fullmoveNumber?: number;
}
export interface SfenConversion { feen: string; moveCount: number | null; movesAt: number | null }
export interface XiangqiFenConversion {
  feen: string; halfmoveClock: number | null; fullmoveNumber: number | null; letters: "ucci" | "wxf";
  movesAt: number | null;
}
export interface ReadOptions { mode?: "strict" | "lenient" }
"#;

// ---- FEEN ----

/// Validates a FEEN string; throws a `TabulaError` (code, offset, field) when it is not valid.
#[wasm_bindgen]
pub fn validate(text: &str) -> Result<(), JsValue> {
    notations::validate(text).map_err(error)
}

/// Whether a string is valid FEEN.
#[wasm_bindgen(js_name = isValid)]
#[must_use]
pub fn is_valid(text: &str) -> bool {
    tabula_feen::is_valid(text)
}

/// Validates many FEEN strings; never throws for an input: one entry per string, `null` for a valid one,
/// the error code for an invalid one.
#[wasm_bindgen(js_name = validateMany, unchecked_return_type = "(string | null)[]")]
#[must_use]
pub fn validate_many(texts: Vec<String>) -> Array {
    texts
        .iter()
        .map(|text| match tabula_feen::validate(text) {
            Ok(()) => JsValue::NULL,
            Err(error) => JsValue::from_str(error.code()),
        })
        .collect()
}

/// Reads a FEEN string into its parts (and the typed QPI view for a regular board).
#[wasm_bindgen(js_name = readFeen, unchecked_return_type = "FeenValue")]
pub fn read_feen(text: &str) -> Result<JsValue, JsValue> {
    value(notations::read_feen(text))
}

/// Writes a typed position as canonical FEEN.
#[wasm_bindgen(js_name = writeFeen)]
pub fn write_feen(
    #[wasm_bindgen(unchecked_param_type = "TypedPosition")] position: &JsValue,
) -> Result<String, JsValue> {
    text(notations::write_feen(&from_js(position, "position")?))
}

// ---- FEN, SFEN, xiangqi FEN, PON ----

/// Converts a chess FEN (X-FEN, Shredder-FEN, EPD, crazyhouse) record to chess-profile FEEN.
#[wasm_bindgen(js_name = fenToFeen, unchecked_return_type = "FenConversion")]
pub fn fen_to_feen(text: &str) -> Result<JsValue, JsValue> {
    value(notations::fen_to_feen(text))
}

/// Writes a chess-profile FEEN as FEN.
#[wasm_bindgen(js_name = feenToFen)]
pub fn feen_to_fen(
    feen: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "FenOptions")] options: Option<JsValue>,
) -> Result<String, JsValue> {
    let options = options.unwrap_or(JsValue::UNDEFINED);
    let shredder = match member(&options, "castling").as_string().as_deref() {
        None | Some("xfen") => false,
        Some("shredder") => true,
        Some(other) => {
            return Err(error(Failure::argument(format!(
                "castling: expected \"xfen\" or \"shredder\", not {other:?}"
            ))));
        }
    };
    let written = notations::FenOptions {
        shredder,
        epd: member(&options, "epd").is_truthy(),
        halfmove_clock: optional_u32(&options, "halfmoveClock")?,
        fullmove_number: optional_u32(&options, "fullmoveNumber")?,
    };
    text(notations::feen_to_fen(feen, written))
}

/// Converts an SFEN line (or a USI `position` command) to FEEN.
#[wasm_bindgen(js_name = sfenToFeen, unchecked_return_type = "SfenConversion")]
pub fn sfen_to_feen(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "ReadOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    value(notations::sfen_to_feen(
        text,
        lenient(&options.unwrap_or(JsValue::UNDEFINED))?,
    ))
}

/// Writes a shōgi FEEN as SFEN (with a move count when given).
#[wasm_bindgen(js_name = feenToSfen)]
pub fn feen_to_sfen(feen: &str, move_count: Option<u32>) -> Result<String, JsValue> {
    text(notations::feen_to_sfen(feen, move_count))
}

/// Converts a xiangqi FEN line (UCCI or WXF letters) to FEEN.
#[wasm_bindgen(js_name = xiangqiFenToFeen, unchecked_return_type = "XiangqiFenConversion")]
pub fn xiangqi_fen_to_feen(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "ReadOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    value(notations::xiangqi_fen_to_feen(
        text,
        lenient(&options.unwrap_or(JsValue::UNDEFINED))?,
    ))
}

/// Writes a xiangqi FEEN as xiangqi FEN, in `"ucci"` (default) or `"wxf"` letters.
#[wasm_bindgen(js_name = feenToXiangqiFen)]
pub fn feen_to_xiangqi_fen(
    feen: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "\"ucci\" | \"wxf\"")] letters: Option<String>,
) -> Result<String, JsValue> {
    let wxf = match letters.as_deref() {
        None | Some("ucci") => false,
        Some("wxf") => true,
        Some(other) => {
            return Err(error(Failure::argument(format!(
                "letters: expected \"ucci\" or \"wxf\", not {other:?}"
            ))));
        }
    };
    text(notations::feen_to_xiangqi_fen(feen, wxf))
}

/// Reads a PON document: the position as written, with `feen` (`null` for an irregular board).
#[wasm_bindgen(js_name = readPon)]
pub fn read_pon(text: &str) -> Result<JsValue, JsValue> {
    value(notations::read_pon(text))
}

/// Converts a PON document to FEEN.
#[wasm_bindgen(js_name = ponToFeen)]
pub fn pon_to_feen(text: &str) -> Result<String, JsValue> {
    self::text(notations::pon_to_feen(text))
}

/// Writes a FEEN position as a PON document (compact, or pretty-printed).
#[wasm_bindgen(js_name = feenToPon)]
pub fn feen_to_pon(feen: &str, pretty: Option<bool>) -> Result<String, JsValue> {
    text(notations::feen_to_pon(feen, pretty.unwrap_or(false)))
}
