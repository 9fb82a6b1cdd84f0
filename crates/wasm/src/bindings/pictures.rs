//! `renderSvg`: an SVG picture of any position text (module [`crate::pictures`]).
#![allow(unsafe_code)]
#![allow(clippy::needless_pass_by_value)]

use serde_json::Value;
use wasm_bindgen::prelude::*;

use super::{error, from_js};
use crate::pictures;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** `renderSvg` with its options typed (the generated declaration takes `any`). */
export function renderSvg(text: string, options?: SvgOptions): string;
export interface SvgOptions {
  flip?: boolean; size?: number; coordinates?: "cell" | "shogi" | "kanji" | "xiangqi" | "none";
  highlights?: { square: string; mark: "last-move" | "selected" | "check" | "destination" }[];
  arrows?: [string, string][];
}
"#;

/// An SVG picture of a position in any format (FEEN of any board, FEN, SFEN, xiangqi FEN).
#[wasm_bindgen(js_name = renderSvg)]
pub fn render_svg(text: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    let options = match options {
        Some(o) if !o.is_undefined() && !o.is_null() => from_js(&o, "options")?,
        _ => Value::Null,
    };
    pictures::render_svg(text, &options).map_err(error)
}
