//! `tabula json` and `tabula feen`: a position as JSON and back.
//!
//! ```json
//! {
//!   "shape": [2, 2],
//!   "board": [
//!     ["C:K", null],
//!     [null, "c:p"]
//!   ],
//!   "first_hand": [["C:P", 2]],
//!   "second_hand": [],
//!   "styles": {"first": "C", "second": "c"},
//!   "turn": "first"
//! }
//! ```
//!
//! The board is nested as FEEN writes it: a 1-D board is a list of squares, a 2-D board a list of ranks
//! (highest rank first), a 3-D board a list of layers (highest layer first), each a list of ranks. Pieces are
//! QPI strings, or EPIN tokens as written in FEEN (one form per document).

use serde_json::{Map, Value};
use tabula_epin::ExtendedPiece;
use tabula_feen::{Feen, MAX_DIMENSIONS, Parts, Qi, QualifiedPiece, Side, Style};

/// The position of `view` as JSON text, pieces as EPIN tokens when `epin`, as QPI strings otherwise; laid
/// out for reading when `pretty`, on one line otherwise (JSON Lines).
///
/// The hands are listed in FEEN's canonical order (the order the string writes them, and `show` draws
/// them): count descending, then letter, uppercase first, state `-` `+` none, then the markers.
///
/// # Errors
/// The view's error when it is no `Qi` position (an irregular board).
pub(crate) fn to_json(
    view: &Feen<'_>,
    epin: bool,
    pretty: bool,
) -> Result<String, tabula_feen::Error> {
    let (first, second) = (view.first_style(), view.second_style());
    let hand = |side| -> Vec<(String, usize)> {
        view.hand(side)
            .map(|(token, count)| {
                let piece = if epin {
                    token.to_string()
                } else {
                    QualifiedPiece::from_extended(token, first, second).to_string()
                };
                (piece, count)
            })
            .collect()
    };
    let hands = [hand(Side::First), hand(Side::Second)];
    Ok(if epin {
        position_json(&tabula_feen::parse_extended(view.as_str())?, &hands, pretty)
    } else {
        position_json(
            view.as_str().parse::<tabula_feen::Position>()?.as_qi(),
            &hands,
            pretty,
        )
    })
}

/// A JSON string literal.
fn string(text: &str) -> String {
    Value::String(text.to_owned()).to_string()
}

/// The document: keys in the order above; when `pretty`, the board one rank per line (a 1-D board on one
/// line) and everything else on one line per key, otherwise all on one line without spaces.
fn position_json<P: Ord + ToString>(
    position: &Qi<P, Style>,
    hands: &[Vec<(String, usize)>; 2],
    pretty: bool,
) -> String {
    let comma = if pretty { ", " } else { "," };
    let square = |s: &Option<P>| {
        s.as_ref()
            .map_or("null".to_owned(), |p| string(&p.to_string()))
    };
    let rank =
        |r: &[Option<P>]| format!("[{}]", r.iter().map(square).collect::<Vec<_>>().join(comma));
    // Each item on its own line at `indent`, inside brackets that close at `indent - 2`.
    let block = |items: Vec<String>, indent: usize| {
        if !pretty {
            return format!("[{}]", items.join(","));
        }
        let pad = " ".repeat(indent);
        format!(
            "[\n{pad}{}\n{}]",
            items.join(&format!(",\n{pad}")),
            " ".repeat(indent - 2)
        )
    };
    let board = match position.shape() {
        [_, _] => block(position.ranks().map(rank).collect(), 4),
        [_, _, files] => block(
            position
                .layers()
                .map(|layer| block(layer.chunks(*files).map(rank).collect(), 6))
                .collect(),
            4,
        ),
        _ => rank(position.board()),
    };
    let hand = |items: &[(String, usize)]| {
        let items: Vec<String> = items
            .iter()
            .map(|(p, n)| format!("[{}{comma}{n}]", string(p)))
            .collect();
        format!("[{}]", items.join(comma))
    };
    let shape: Vec<String> = position.shape().iter().map(ToString::to_string).collect();
    let (open, sep, colon, close) = if pretty {
        ("{\n  ", ",\n  ", ": ", "\n}")
    } else {
        ("{", ",", ":", "}")
    };
    format!(
        "{open}\"shape\"{colon}[{}]{sep}\"board\"{colon}{board}{sep}\"first_hand\"{colon}{}{sep}\
         \"second_hand\"{colon}{}{sep}\"styles\"{colon}{{\"first\"{colon}{}{comma}\"second\"{colon}{}}}{sep}\
         \"turn\"{colon}{}{close}",
        shape.join(comma),
        hand(&hands[0]),
        hand(&hands[1]),
        string(&position.first_style().to_string()),
        string(&position.second_style().to_string()),
        string(position.turn().as_str()),
    )
}

/// The keys of the document, in the order written.
const KEYS: [&str; 6] = [
    "shape",
    "board",
    "first_hand",
    "second_hand",
    "styles",
    "turn",
];

/// A piece token read from the document, with where it was.
struct Token {
    path: String,
    text: String,
}

/// The document, checked and flattened: board squares in FEEN order, hand items, styles, turn.
struct Document {
    shape: Vec<usize>,
    board: Vec<Option<Token>>,
    hands: [Vec<(Token, usize)>; 2],
    first: Style,
    second: Style,
    turn: Side,
}

/// Reads the JSON that [`to_json`] writes and returns canonical FEEN.
pub(crate) fn from_json(input: &[u8]) -> Result<String, String> {
    let value: Value =
        serde_json::from_slice(input).map_err(|e| format!("invalid JSON on stdin: {e}"))?;
    let document = read(&value)?;
    // QPI strings contain ':', EPIN tokens never do; one form per document.
    let mut tokens = document
        .board
        .iter()
        .flatten()
        .chain(document.hands.iter().flatten().map(|(t, _)| t));
    let qualified = tokens.clone().next().is_some_and(|t| t.text.contains(':'));
    if let (Some(first), Some(other)) = (
        tokens.clone().next(),
        tokens.find(|t| t.text.contains(':') != qualified),
    ) {
        return Err(format!(
            "pieces must be all QPI strings or all EPIN tokens: {} is {:?}, {} is {:?}",
            first.path, first.text, other.path, other.text
        ));
    }
    if qualified {
        let position = document.build(|t| QualifiedPiece::parse(t).map_err(|e| e.to_string()))?;
        tabula_feen::Position::try_from(position).map(|position| position.to_string())
    } else {
        let position = document.build(|t| ExtendedPiece::parse(t).map_err(|e| e.to_string()))?;
        tabula_feen::emit_extended(&position)
    }
    .map_err(|e| format!("the position cannot be written as FEEN: {e}"))
}

fn read(value: &Value) -> Result<Document, String> {
    let object = value
        .as_object()
        .ok_or("expected a JSON object with shape, board, first_hand, second_hand, styles, turn")?;
    if let Some(key) = object.keys().find(|key| !KEYS.contains(&key.as_str())) {
        return Err(format!("{key}: unknown key (expected {})", KEYS.join(", ")));
    }
    let field = |key: &str| object.get(key).ok_or(format!("{key}: missing"));
    let shape = field("shape")?
        .as_array()
        .filter(|dims| (1..=3).contains(&dims.len()))
        .and_then(|dims| {
            dims.iter()
                .map(|d| d.as_u64().and_then(|d| usize::try_from(d).ok()))
                .collect::<Option<Vec<usize>>>()
        })
        .ok_or("shape: expected a list of 1 to 3 sizes, outermost first")?;
    let mut board = Vec::new();
    nested(field("board")?, &shape, "board", &mut board)?;
    let hand = |key: &str| -> Result<Vec<(Token, usize)>, String> {
        let items = field(key)?
            .as_array()
            .ok_or(format!("{key}: expected a list of [piece, count] pairs"))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                let path = format!("{key}[{i}]");
                match item.as_array().map(Vec::as_slice) {
                    Some([Value::String(text), count]) => {
                        let count = count
                            .as_u64()
                            .and_then(|n| usize::try_from(n).ok())
                            .filter(|&n| n > 0)
                            .ok_or(format!("{path}: the count must be a positive integer"))?;
                        Ok((
                            Token {
                                path,
                                text: text.clone(),
                            },
                            count,
                        ))
                    }
                    _ => Err(format!("{path}: expected a [piece, count] pair")),
                }
            })
            .collect()
    };
    let hands = [hand("first_hand")?, hand("second_hand")?];
    let styles: &Map<String, Value> = field("styles")?
        .as_object()
        .ok_or("styles: expected an object with first and second")?;
    if let Some(key) = styles
        .keys()
        .find(|key| !["first", "second"].contains(&key.as_str()))
    {
        return Err(format!(
            "styles.{key}: unknown key (expected first, second)"
        ));
    }
    let style = |key: &str| {
        let text = styles
            .get(key)
            .and_then(Value::as_str)
            .ok_or(format!("styles.{key}: expected a SIN style string"))?;
        Style::parse(text).map_err(|e| format!("styles.{key}: {text:?}: {e}"))
    };
    let (first, second) = (style("first")?, style("second")?);
    let turn = match field("turn")?.as_str() {
        Some("first") => Side::First,
        Some("second") => Side::Second,
        _ => return Err("turn: expected \"first\" or \"second\"".to_owned()),
    };
    Ok(Document {
        shape,
        board,
        hands,
        first,
        second,
        turn,
    })
}

/// Flattens `value`, which must be nested exactly as `shape` says, into `flat`.
fn nested(
    value: &Value,
    shape: &[usize],
    path: &str,
    flat: &mut Vec<Option<Token>>,
) -> Result<(), String> {
    let Some((&size, inner)) = shape.split_first() else {
        return match value {
            Value::Null => {
                flat.push(None);
                Ok(())
            }
            Value::String(text) => {
                flat.push(Some(Token {
                    path: path.to_owned(),
                    text: text.clone(),
                }));
                Ok(())
            }
            _ => Err(format!(
                "{path}: expected a piece string or null for an empty square"
            )),
        };
    };
    let items = value
        .as_array()
        .ok_or(format!("{path}: expected a list of {size}"))?;
    if items.len() != size {
        return Err(format!(
            "{path}: expected {size} entries (shape {shape:?}), found {}",
            items.len()
        ));
    }
    items
        .iter()
        .enumerate()
        .try_for_each(|(i, item)| nested(item, inner, &format!("{path}[{i}]"), flat))
}

impl Document {
    /// The position, each token read with `parse` (errors name the token's place in the document).
    fn build<P: Ord>(
        &self,
        parse: impl Fn(&str) -> Result<P, String>,
    ) -> Result<Qi<P, Style>, String> {
        let piece =
            |t: &Token| parse(&t.text).map_err(|e| format!("{}: {:?}: {e}", t.path, t.text));
        let board = self
            .board
            .iter()
            .map(|square| square.as_ref().map(&piece).transpose())
            .collect::<Result<Vec<_>, _>>()?;
        let hand = |side: Side| -> Result<Vec<(P, usize)>, String> {
            self.hands[side.index()]
                .iter()
                .map(|(t, n)| Ok((piece(t)?, *n)))
                .collect()
        };
        let (first_hand, second_hand) = (hand(Side::First)?, hand(Side::Second)?);
        let dimensions = self.shape.len();
        if dimensions > MAX_DIMENSIONS {
            // The model's own shape error.
            let refused = Qi::<P, Style>::new(&self.shape, self.first, self.second).err();
            return Err(format!(
                "not a position: {}",
                refused.map(|e| e.to_string()).unwrap_or_default()
            ));
        }
        let mut shape = [0; MAX_DIMENSIONS];
        shape[..dimensions].copy_from_slice(&self.shape);
        Qi::from_parts(Parts {
            shape,
            dimensions,
            board,
            first_hand,
            second_hand,
            first_style: self.first,
            second_style: self.second,
            turn: self.turn,
        })
        .map_err(|e| format!("not a position: {e}"))
    }
}
