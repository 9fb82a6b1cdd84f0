//! The usi suite: a USI move read in the SFEN position `before` through tabula-shogi's rules, answered with
//! its PMN and the SFEN after it, or refused with the rule's code (`nifu`, `uchifuzume`, …) or the text's
//! (`usi-rank`, …).
//!
//! Wiring (in `adapter/mod.rs`): `mod usi;`, the entry `("usi", None)` in `SUITES`, and in `answer` the
//! branch `(Some(before), "usi") => usi::play(before, input)` beside PMN's apply requests; the CLI depends on
//! `tabula-game` for the `Rules` trait.

use serde_json::json;
use tabula_game::{ErrorCode, Game, Notation, Rules};
use tabula_shogi::rules::ShogiPosition;

use super::Reply;

/// Reads `input` as a USI move in `before` (SFEN) and plays it.
pub(super) fn play(before: &str, input: &str) -> Reply {
    let mut game = match Game::<ShogiPosition>::from_native(before) {
        Ok(game) => game,
        Err(e) => return Reply::Unsupported(format!("`before` is not a shōgi position: {e}")),
    };
    let position = game.position().clone();
    let m = match position.read_move(input, Notation::Usi) {
        Ok(m) => m,
        Err(e) => return Reply::rejected(e.code()),
    };
    let pmn = position.pmn(m).to_string();
    if let Err(e) = game.push(m) {
        return Reply::rejected(e.code());
    }
    Reply::Value {
        value: json!({ "pmn": pmn, "after": game.to_native() }),
        canonical: m.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::super::tests::adapter;

    #[test]
    fn usi_moves_are_played_or_refused_with_the_rule() {
        let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let (_, out) = adapter(
            "usi",
            true,
            &format!(
                "{}\n{}\n{}\n",
                json!({ "before": start, "input": "7g7f" }),
                json!({ "before": start, "input": "7g7e" }),
                json!({ "before": "7nk/9/7G1/9/9/9/9/9/4K4 b P 1", "input": "P*1b" }),
            ),
        );
        let replies: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(
            replies[0]["value"],
            json!({ "pmn": "c3-c4", "after": "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2" })
        );
        assert_eq!(replies[0]["canonical"], "7g7f");
        assert_eq!(replies[1], json!({ "error": "unreachable" }));
        assert_eq!(replies[2], json!({ "error": "uchifuzume" }));
    }
}
