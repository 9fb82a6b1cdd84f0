//! Tokens (SIN, PIN, EPIN, QPI, CELL, locations) and PMN moves decoded, PMN applied with no rules, and the
//! Qi position model of string pieces (the `Qi` class).
#![allow(unsafe_code)]
// wasm-bindgen hands vectors and optional strings over by value (a JS array has no Rust borrow).
#![allow(clippy::needless_pass_by_value)]

use serde_json::Value;
use tabula_feen::Side;
use wasm_bindgen::prelude::*;

use super::{error, from_js, text, to_js, value};
use crate::failure::Failure;
use crate::qi_model::QiModel;
use crate::{notations, tokens};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
export interface SinValue { abbr: string; side: Turn; canonical: string }
export interface PinValue { abbr: string; side: Turn; state: "normal" | "enhanced" | "diminished";
  terminal: boolean; canonical: string }
export interface EpinValue extends PinValue { derived: boolean }
export interface QpiValue { style: { abbr: string; side: Turn }; piece: Omit<PinValue, "canonical">;
  derived: boolean; canonical: string }
export interface CellValue { indices: number[]; canonical: string }
export interface LocationValue { hand?: boolean; indices?: number[]; canonical: string }
export interface PmnValue { form: string; source?: string; destination?: string; square?: string;
  piece?: string; actor?: string; captured?: string; canonical: string }
export interface QiState {
  shape: number[]; occupied: [number, string][]; firstHand: [string, number][]; secondHand: [string, number][];
  firstStyle: string; secondStyle: string; turn: Turn;
}
export interface QiParts {
  shape: number[]; board: (string | null)[]; firstHand: [string, number][]; secondHand: [string, number][];
  firstStyle: string; secondStyle: string; turn: Turn;
}
"#;

fn side_arg(side: &str) -> Result<Side, JsValue> {
    notations::side(&Value::from(side)).map_err(error)
}

// ---- Tokens and moves ----

/// Decodes one token of `notation` (`"sin"`, `"pin"`, `"epin"`, `"qpi"`, `"cell"`, `"location"`), given as a
/// string or as bytes (a `Uint8Array`: the error then names the first wrong byte, even one that is not UTF-8).
#[wasm_bindgen(js_name = parseToken)]
pub fn parse_token(
    #[wasm_bindgen(
        unchecked_param_type = "\"sin\" | \"pin\" | \"epin\" | \"qpi\" | \"cell\" | \"location\""
    )]
    notation: &str,
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] text: &JsValue,
) -> Result<JsValue, JsValue> {
    let bytes = if let Some(text) = text.as_string() {
        text.into_bytes()
    } else if let Some(bytes) = text.dyn_ref::<js_sys::Uint8Array>() {
        bytes.to_vec()
    } else {
        return Err(error(Failure::argument(
            "a token: expected a string or a Uint8Array",
        )));
    };
    value(tokens::token(notation, &bytes))
}

/// Decodes a SIN style token (`C`, `s`).
#[wasm_bindgen(js_name = parseSin, unchecked_return_type = "SinValue")]
pub fn parse_sin(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::token("sin", text.as_bytes()))
}

/// Decodes a PIN piece token (`+K^`, `-p`).
#[wasm_bindgen(js_name = parsePin, unchecked_return_type = "PinValue")]
pub fn parse_pin(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::token("pin", text.as_bytes()))
}

/// Decodes an EPIN piece token (`K'`).
#[wasm_bindgen(js_name = parseEpin, unchecked_return_type = "EpinValue")]
pub fn parse_epin(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::token("epin", text.as_bytes()))
}

/// Decodes a QPI qualified piece (`C:K^`).
#[wasm_bindgen(js_name = parseQpi, unchecked_return_type = "QpiValue")]
pub fn parse_qpi(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::token("qpi", text.as_bytes()))
}

/// Decodes a CELL coordinate (`e4`, `a1A`).
#[wasm_bindgen(js_name = parseCell, unchecked_return_type = "CellValue")]
pub fn parse_cell(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::token("cell", text.as_bytes()))
}

/// Decodes a location: a CELL coordinate or the hand `*`.
#[wasm_bindgen(js_name = parseLocation, unchecked_return_type = "LocationValue")]
pub fn parse_location(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::token("location", text.as_bytes()))
}

/// Decodes a PMN move into its form and parts.
#[wasm_bindgen(js_name = parsePmn, unchecked_return_type = "PmnValue")]
pub fn parse_pmn(text: &str) -> Result<JsValue, JsValue> {
    value(tokens::pmn(text))
}

/// Applies a PMN move to a FEEN position with no rule system (the move's direct effect only).
#[wasm_bindgen(js_name = applyPmn)]
pub fn apply_pmn(feen: &str, mv: &str) -> Result<String, JsValue> {
    text(tokens::apply_pmn(feen, mv))
}

// ---- The Qi position model ----

/// A Qi position of string pieces and styles: the edits of the Qi specification, each all or nothing.
#[wasm_bindgen]
pub struct Qi(QiModel);

#[wasm_bindgen]
impl Qi {
    /// An empty board of `shape` (1 to 3 sizes), the first player to move.
    #[wasm_bindgen(constructor)]
    pub fn new(shape: Vec<usize>, first_style: &str, second_style: &str) -> Result<Qi, JsValue> {
        QiModel::new(&shape, first_style, second_style)
            .map(Qi)
            .map_err(error)
    }

    /// A position from its parts (a flat board, hands as `[piece, count]` pairs).
    #[wasm_bindgen(js_name = fromParts)]
    pub fn from_parts(
        #[wasm_bindgen(unchecked_param_type = "QiParts")] parts: &JsValue,
    ) -> Result<Qi, JsValue> {
        QiModel::from_parts(&from_js(parts, "parts")?)
            .map(Qi)
            .map_err(error)
    }

    /// Sets or empties squares: `[[index, piece or null], …]`.
    #[wasm_bindgen(js_name = boardDiff)]
    pub fn board_diff(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "[number, string | null][]")] changes: &JsValue,
    ) -> Result<(), JsValue> {
        self.0
            .board_diff(&from_js(changes, "changes")?)
            .map_err(error)
    }

    /// Adds to or takes from `side`'s hand: `[[piece, delta], …]`.
    #[wasm_bindgen(js_name = handDiff)]
    pub fn hand_diff(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Turn")] side: &str,
        #[wasm_bindgen(unchecked_param_type = "[string, number][]")] changes: &JsValue,
    ) -> Result<(), JsValue> {
        let side = side_arg(side)?;
        self.0
            .hand_diff(side, &from_js(changes, "changes")?)
            .map_err(error)
    }

    /// Passes the turn.
    pub fn toggle(&mut self) {
        self.0.toggle();
    }

    /// Sets the player to move.
    #[wasm_bindgen(js_name = setTurn)]
    pub fn set_turn(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Turn")] side: &str,
    ) -> Result<(), JsValue> {
        self.0.set_turn(side_arg(side)?);
        Ok(())
    }

    /// The position as a plain object.
    #[wasm_bindgen(unchecked_return_type = "QiState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.state())
    }
}
