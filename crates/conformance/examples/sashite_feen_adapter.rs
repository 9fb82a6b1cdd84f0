//! An adapter (fixtures/README.md, "The adapter contract") for the official Rust crate `sashite-feen` 0.2: the
//! proof that the suite runs against an implementation that is not Tabula's.
//!
//! ```sh
//! cargo build -p tabula-conformance --example sashite_feen_adapter
//! python3 fixtures/runners/python/run.py --suite feen \
//!     --adapter 'target/debug/examples/sashite_feen_adapter'
//! ```
//!
//! FEEN strings: the crate reads a string into its own view and writes its `Qi` position back, which gives the
//! decoded value (`shape`, `rankLengths`, `board`, the hands, `styles`, `turn`) and the canonical form (`null`
//! when writing back fails). The crate has no typed (QPI) view, so the optional `qualified` member is left out.
//! Its errors are mapped onto the suite's codes with their field; `EmptySegment` has no code of ours and keeps
//! its own name.
//!
//! Emit cases: the crate writes a `Qi` of EPIN pieces and SIN styles, so this adapter turns the case's QPI
//! pieces into EPIN tokens first (derived when the style's case differs from the piece's; a style that is
//! neither player's is refused here with `foreign-style`, by the adapter, not by the crate), builds the `Qi`
//! and asks the crate to write it.

use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

use sashite_feen::{Feen, ParseError, Side};
use serde_json::{Value, json};

fn code(error: ParseError) -> (&'static str, &'static str) {
    match error {
        ParseError::InputTooLong => ("too-long", "input"),
        ParseError::NonAscii => ("non-ascii", "input"),
        ParseError::FieldCount => ("field-count", "input"),
        ParseError::PlacementEmpty => ("placement-empty", "placement"),
        ParseError::PlacementStartsWithSeparator => {
            ("placement-starts-with-separator", "placement")
        }
        ParseError::PlacementEndsWithSeparator => ("placement-ends-with-separator", "placement"),
        ParseError::EmptySegment => ("empty-segment", "placement"),
        ParseError::InvalidEmptyCount => ("invalid-empty-count", "placement"),
        ParseError::InvalidPieceToken => ("invalid-piece-token", "placement"),
        ParseError::BoardNotRegular => ("board-not-regular", "placement"),
        ParseError::DimensionalCoherence => ("dimensional-coherence", "placement"),
        ParseError::TooManyDimensions => ("too-many-dimensions", "placement"),
        ParseError::DimensionTooLarge => ("dimension-too-large", "placement"),
        ParseError::InvalidHandsDelimiter => ("invalid-hands-delimiter", "hands"),
        ParseError::InvalidHandCount => ("invalid-hand-count", "hands"),
        ParseError::HandNotAggregated => ("hand-not-aggregated", "hands"),
        ParseError::HandNotCanonical => ("hand-not-canonical", "hands"),
        ParseError::InvalidStyleTurnDelimiter => ("invalid-style-turn-delimiter", "style-turn"),
        ParseError::InvalidStyleToken => ("invalid-style-token", "style-turn"),
        ParseError::StylesSameCase => ("styles-same-case", "style-turn"),
        ParseError::TooManySquares => ("too-many-squares", "cardinality"),
        ParseError::TooManyPieces => ("too-many-pieces", "cardinality"),
        _ => ("unknown", "input"),
    }
}

fn decode(input: &[u8]) -> Value {
    // The crate reads `&str`; bytes that are not UTF-8 are not ASCII either.
    let Ok(text) = std::str::from_utf8(input) else {
        return json!({ "error": "non-ascii", "field": "input" });
    };
    let feen = match Feen::parse(text) {
        Ok(feen) => feen,
        Err(e) => {
            let (code, field) = code(e);
            return json!({ "error": code, "field": field });
        }
    };
    let shape: Vec<usize> = feen
        .shape()
        .dimensions()
        .iter()
        .map(|&n| usize::from(n))
        .collect();
    let (files, ranks) = match shape.split_last() {
        Some((files, outer)) => (*files, outer.iter().product::<usize>()),
        None => (0, 0),
    };
    let hand = |items: sashite_feen::HandIter<'_>| {
        items
            .map(|item| json!([item.piece().to_string(), item.count()]))
            .collect::<Vec<_>>()
    };
    let value = json!({
        "shape": shape,
        "rankLengths": vec![files; ranks],
        "board": feen.squares().map(|square| square.map(|piece| piece.to_string())).collect::<Vec<_>>(),
        "firstHand": hand(feen.first_hand()),
        "secondHand": hand(feen.second_hand()),
        "styles": [feen.first_style().to_string(), feen.second_style().to_string()],
        "turn": if feen.active_side() == Side::First { "first" } else { "second" },
    });
    let canonical = sashite_feen::encode(&feen.to_qi()).ok();
    json!({ "value": value, "canonical": canonical })
}

/// A FEEN emit request: the typed position built as the crate's `Qi` and written.
fn emit(position: &Value) -> Value {
    use sashite_feen::sashite_qi::{Player, Qi};
    let styles: Vec<&str> = position["styles"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let [first, second] = styles[..] else {
        return json!({ "unsupported": "styles: two SIN strings expected" });
    };
    let (Ok(first_style), Ok(second_style)) = (
        sashite_feen::sashite_sin::Identifier::parse(first),
        sashite_feen::sashite_sin::Identifier::parse(second),
    ) else {
        return json!({ "unsupported": "styles: not SIN" });
    };
    // "S:pin" -> the EPIN token: derived when the cases of S and of the PIN letter differ; S must then be the
    // style of the player on the side it names (first if uppercase).
    let piece = |qpi: &str| -> Result<sashite_feen::sashite_epin::Identifier, &'static str> {
        let (style, pin) = qpi.split_once(':').ok_or("not QPI")?;
        let style_first = style.chars().all(|c| c.is_ascii_uppercase());
        let piece_first = pin.chars().any(|c| c.is_ascii_uppercase());
        let owner = if style_first { first } else { second };
        if owner != style {
            return Err("foreign-style");
        }
        let derived = if style_first == piece_first { "" } else { "'" };
        sashite_feen::sashite_epin::Identifier::parse(&format!("{pin}{derived}"))
            .map_err(|_| "not QPI")
    };
    let shape: Vec<usize> = position["shape"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| n.as_u64().and_then(|n| usize::try_from(n).ok()))
        .collect();
    let mut placements = Vec::new();
    for (index, square) in position["board"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        if let Some(qpi) = square.as_str() {
            match piece(qpi) {
                Ok(piece) => placements.push((index, Some(piece))),
                Err("foreign-style") => return json!({ "error": "foreign-style" }),
                Err(why) => return json!({ "unsupported": why }),
            }
        }
    }
    let mut hands = [Vec::new(), Vec::new()];
    for (hand, member) in hands.iter_mut().zip(["firstHand", "secondHand"]) {
        for item in position[member].as_array().into_iter().flatten() {
            let count = item[1]
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .unwrap_or(0);
            match piece(item[0].as_str().unwrap_or_default()) {
                Ok(piece) => hand.push((piece, count)),
                Err("foreign-style") => return json!({ "error": "foreign-style" }),
                Err(why) => return json!({ "unsupported": why }),
            }
        }
    }
    let [first_hand, second_hand] = hands;
    let turn = if position["turn"] == "second" {
        Player::Second
    } else {
        Player::First
    };
    let built = Qi::new(&shape, first_style, second_style)
        .and_then(|qi| qi.board_diff(placements))
        .and_then(|qi| qi.first_hand_diff(first_hand))
        .and_then(|qi| qi.second_hand_diff(second_hand))
        .map(|qi| qi.with_turn(turn));
    match built.map(|qi| sashite_feen::encode(&qi)) {
        Ok(Ok(text)) => json!({ "output": text }),
        Ok(Err(sashite_feen::EncodeError::ShapeNotRepresentable)) => {
            json!({ "error": "shape-not-representable" })
        }
        Ok(Err(sashite_feen::EncodeError::TooLong)) => json!({ "error": "output-too-long" }),
        Ok(Err(e)) => json!({ "error": format!("{e}") }),
        Err(e) => json!({ "unsupported": format!("the crate's Qi refuses the position: {e}") }),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().map_or("", String::as_str);
    let jsonl = args.iter().any(|a| a == "--jsonl");
    if spec != "feen" {
        eprintln!("sashite_feen_adapter: only the feen suite (asked for {spec:?})");
        return ExitCode::from(2);
    }
    let mut out = io::stdout().lock();
    if !jsonl {
        let mut input = Vec::new();
        if io::stdin().read_to_end(&mut input).is_err() {
            return ExitCode::from(3);
        }
        let reply = decode(&input);
        let printed = match (reply.get("value"), reply.get("error")) {
            (Some(value), _) => writeln!(out, "{value}").map(|()| ExitCode::SUCCESS),
            (None, Some(code)) => {
                let field = reply["field"].as_str().unwrap_or_default();
                writeln!(out, "{} {field}", code.as_str().unwrap_or_default())
                    .map(|()| ExitCode::from(1))
            }
            (None, None) => Ok(ExitCode::from(3)),
        };
        return printed.unwrap_or(ExitCode::from(3));
    }
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else {
            return ExitCode::from(3);
        };
        let request: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
        let reply = if let Some(text) = request["input"].as_str() {
            decode(text.as_bytes())
        } else if let Some(hex) = request["inputHex"].as_str() {
            let bytes: Option<Vec<u8>> = (0..hex.len())
                .step_by(2)
                .map(|i| {
                    hex.get(i..i + 2)
                        .and_then(|pair| u8::from_str_radix(pair, 16).ok())
                })
                .collect();
            bytes.map_or_else(
                || json!({ "unsupported": "inputHex is not hex" }),
                |b| decode(&b),
            )
        } else if let Some(position) = request.get("position") {
            emit(position)
        } else {
            json!({ "unsupported": "not a FEEN request" })
        };
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            return ExitCode::from(3);
        }
    }
    ExitCode::SUCCESS
}
