//! The readers of whole texts as data (module [`crate::readers`]): a chess move in SAN or UCI, every game of
//! a PGN text, every game of a KIF or CSA stream (a `Shift_JIS` `.kif` file decoded by the host).
#![allow(unsafe_code)]
#![allow(clippy::needless_pass_by_value)]

use serde_json::json;
use wasm_bindgen::prelude::*;

use super::{error, to_js};
use crate::readers;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** One game of a PGN text, replayed: `moves` in UCI (castling king-takes-rook), `fen` the final position. */
export interface PgnGame {
  tags: Record<string, string>; moves: string[]; san: string[]; fen: string; result: string | null;
  termination: string | null;
}
/** KIF or CSA games as written: start SFEN, USI moves, how and with what result each ended. */
export interface ShogiRecords {
  games: { start: string; moves: string[]; end: string | null;
    result: { winner: Turn | null; termination: string } | null }[];
  canonical: string;
}
"#;

/// Reads a SAN or UCI move (`notation` `"san"` or `"uci"`) in a chess FEN position: `{ value: { uci, san },
/// canonical }`.
#[wasm_bindgen(js_name = readChessMove, unchecked_return_type = "{ value: { uci: string; san: string }; canonical: string }")]
pub fn read_chess_move(
    #[wasm_bindgen(unchecked_param_type = "\"san\" | \"uci\"")] notation: &str,
    fen: &str,
    text: &str,
) -> Result<JsValue, JsValue> {
    let (value, canonical) = readers::read_chess_move(notation, fen, text).map_err(error)?;
    to_js(&json!({ "value": value, "canonical": canonical }))
}

/// Every game of a PGN text, replayed by the rules.
#[wasm_bindgen(js_name = readPgn, unchecked_return_type = "PgnGame[]")]
pub fn read_pgn(text: &str) -> Result<JsValue, JsValue> {
    to_js(&readers::read_pgn(text).map_err(error)?)
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
    to_js(&readers::read_shogi_records(format, &bytes).map_err(error)?)
}
