//! An independent reading of FEEN, for differential tests: written from the specification
//! (<https://sashite.dev/specs/feen/1.0.0/>, sections "Piece placement", "Hands", "Style–turn" and
//! "Validation") and Tabula's documented bounds, in the style of a regular-language checker — regular
//! expressions for the tokens, string splitting for the structure — and sharing no code with the crate's
//! scanner. It answers only "valid or not".

use std::sync::LazyLock;

use regex::Regex;

/// One placement token: an empty count (no leading zero) or an EPIN piece. Leftmost-first alternation with
/// a greedy count reads digits maximally, as FEEN requires.
static TOKEN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"[1-9][0-9]*|[-+]?[A-Za-z]\^?'?").unwrap());
/// One hand item: an optional count, then an EPIN piece.
static ITEM: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"([0-9]+)?([-+]?[A-Za-z]\^?'?)").unwrap());
/// The style–turn field.
static STYLE_TURN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^([A-Za-z])/([A-Za-z])$").unwrap());

const MAX_LEN: usize = 4096;
const MAX_SIZE: u64 = 255;
const MAX_SQUARES: u64 = 65_025;

/// Whether `text` is valid FEEN under Tabula's bounds (irregular boards are valid FEEN).
pub fn is_valid(text: &[u8]) -> bool {
    if text.len() > MAX_LEN || !text.is_ascii() {
        return false;
    }
    let text = std::str::from_utf8(text).unwrap();
    let fields: Vec<&str> = text.split(' ').collect();
    let [placement, hands, style_turn] = fields[..] else {
        return false;
    };
    let Some((squares, board_pieces)) = placement_cells(placement) else {
        return false;
    };
    let Some(held) = hands_total(hands) else {
        return false;
    };
    let Some(styles) = STYLE_TURN.captures(style_turn) else {
        return false;
    };
    let (active, inactive) = (&styles[1], &styles[2]);
    let upper = |s: &str| s.chars().all(|c| c.is_ascii_uppercase());
    if upper(active) == upper(inactive) {
        return false;
    }
    squares <= MAX_SQUARES && board_pieces.saturating_add(held) <= squares
}

/// The cells and the pieces of the placement field, or `None` when it is not valid.
fn placement_cells(field: &str) -> Option<(u64, u64)> {
    if field.is_empty() || field.starts_with('/') || field.ends_with('/') || field.contains("///") {
        return None;
    }
    let layers: Vec<&str> = field.split("//").collect();
    if layers.len() as u64 > MAX_SIZE {
        return None;
    }
    let (mut cells, mut pieces) = (0u64, 0u64);
    for layer in &layers {
        let ranks: Vec<&str> = layer.split('/').collect();
        // Dimensional coherence: on a 3-D board every layer holds at least two ranks.
        if layers.len() > 1 && ranks.len() < 2 {
            return None;
        }
        if ranks.len() as u64 > MAX_SIZE {
            return None;
        }
        for rank in ranks {
            let (rank_cells, rank_pieces) = rank_cells(rank)?;
            if rank_cells > MAX_SIZE {
                return None;
            }
            cells += rank_cells;
            pieces += rank_pieces;
        }
    }
    Some((cells, pieces))
}

/// The cells and pieces of one rank (a non-empty run of tokens covering it exactly).
fn rank_cells(rank: &str) -> Option<(u64, u64)> {
    let (mut end, mut cells, mut pieces) = (0, 0u64, 0u64);
    for token in TOKEN.find_iter(rank) {
        if token.start() != end {
            return None;
        }
        end = token.end();
        if let Ok(count) = token.as_str().parse::<u64>() {
            cells = cells.saturating_add(count);
        } else {
            cells += 1;
            pieces += 1;
        }
    }
    (end == rank.len() && end > 0).then_some((cells, pieces))
}

/// The pieces held in both hands, or `None` when the field is not valid.
fn hands_total(field: &str) -> Option<u64> {
    let hands: Vec<&str> = field.split('/').collect();
    let [first, second] = hands[..] else {
        return None;
    };
    Some(hand_total(first)?.saturating_add(hand_total(second)?))
}

/// One hand: items covering it exactly, counts of 2 or more without leading zero, each piece once, in
/// the canonical order (count descending, letter, uppercase first, state `-` `+` none, terminal absent
/// first, derivation absent first).
fn hand_total(hand: &str) -> Option<u64> {
    let (mut end, mut total) = (0, 0u64);
    let mut keys: Vec<(std::cmp::Reverse<u64>, u8, bool, u8, bool, bool)> = Vec::new();
    let mut tokens: Vec<&str> = Vec::new();
    for item in ITEM.captures_iter(hand) {
        let whole = item.get(0).unwrap();
        if whole.start() != end {
            return None;
        }
        end = whole.end();
        let count = match item.get(1) {
            None => 1,
            Some(digits) => {
                let digits = digits.as_str();
                let count = digits.parse::<u64>().unwrap_or(u64::MAX);
                if digits.starts_with('0') || count < 2 {
                    return None;
                }
                count
            }
        };
        let token = item.get(2).unwrap().as_str();
        if tokens.contains(&token) {
            return None;
        }
        tokens.push(token);
        let letter = token.chars().find(char::is_ascii_alphabetic).unwrap();
        let state = match token.as_bytes()[0] {
            b'-' => 0,
            b'+' => 1,
            _ => 2,
        };
        keys.push((
            std::cmp::Reverse(count),
            letter.to_ascii_lowercase() as u8,
            letter.is_ascii_lowercase(),
            state,
            token.contains('^'),
            token.contains('\''),
        ));
        total = total.saturating_add(count);
    }
    if end != hand.len() || keys.windows(2).any(|pair| pair[0] >= pair[1]) {
        return None;
    }
    Some(total)
}
