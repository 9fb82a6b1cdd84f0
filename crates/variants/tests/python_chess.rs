//! Differential test against python-chess's `chess.variant` (`PyPI` package `chess`): random playouts of the seven
//! lichess variants; in every position the same legal moves (UCI), the same check flag, the same end of
//! the game and winner, read through Fairy-Stockfish's FEN as python-chess writes it.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-variants.sh` sets it up). Without it, or
//! without `import chess`, the test prints `SKIPPED: …` and passes, unless `TABULA_DIFF_REQUIRED=1`.
//! `TABULA_DIFF_GAMES` (default 20) and `TABULA_DIFF_PLIES` (default 120) size the playouts.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;
use tabula_game::{Rules, Side};
use tabula_variants::{
    Antichess, Atomic, Crazyhouse, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

fn skip(reason: &str) {
    let required = std::env::var("TABULA_DIFF_REQUIRED").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "the python-chess variant differential is required but cannot run: {reason}"
    );
    println!("SKIPPED: python-chess variant differential: {reason}");
}

fn records() -> Option<String> {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (run scripts/diff-variants.sh)");
        return None;
    };
    let games = std::env::var("TABULA_DIFF_GAMES").unwrap_or_else(|_| "20".into());
    let plies = std::env::var("TABULA_DIFF_PLIES").unwrap_or_else(|_| "120".into());
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/python_chess_variants.py");
    match Command::new(&python)
        .arg(&script)
        .args([&games, &plies, "38"])
        .output()
    {
        Ok(out) if out.status.success() => Some(String::from_utf8(out.stdout).unwrap()),
        Ok(out) => {
            skip(&format!(
                "{python}: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
            None
        }
        Err(e) => {
            skip(&format!("{python}: {e}"));
            None
        }
    }
}

/// Compares one position; returns the number of legal moves compared.
fn compare<R: RulesUci>(record: &Value) -> usize {
    let fen = record["fen"].as_str().unwrap();
    let (position, _) = R::from_native(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let ours: BTreeSet<String> = position
        .legal_moves()
        .into_iter()
        .map(|m| position.uci_of(m))
        .collect();
    let theirs: BTreeSet<String> = record["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ours, theirs, "{fen}: legal moves");
    assert_eq!(
        position.is_check(),
        record["check"].as_bool().unwrap(),
        "{fen}: check"
    );
    let terminal = position.terminal();
    assert_eq!(
        terminal.is_some(),
        record["end"].as_bool().unwrap(),
        "{fen}: end {terminal:?}"
    );
    let winner = terminal
        .and_then(|o| o.winner)
        .map(|s| if s == Side::First { "w" } else { "b" });
    assert_eq!(winner, record["winner"].as_str(), "{fen}: winner");
    ours.len()
}

/// UCI text of a move, for any of the variant types.
trait RulesUci: Rules {
    fn uci_of(&self, m: Self::Move) -> String;
}

impl<V: tabula_variants::Marker> RulesUci for tabula_variants::Variant<V> {
    fn uci_of(&self, m: Self::Move) -> String {
        self.uci(m)
    }
}

#[test]
fn lichess_variants_match_python_chess() {
    let Some(text) = records() else { return };
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for line in text.lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        let variant = record["variant"].as_str().unwrap();
        let moves = match variant {
            "crazyhouse" => compare::<Crazyhouse>(&record),
            "kingofthehill" => compare::<KingOfTheHill>(&record),
            "3check" => compare::<ThreeCheck>(&record),
            "atomic" => compare::<Atomic>(&record),
            "antichess" => compare::<Antichess>(&record),
            "horde" => compare::<Horde>(&record),
            "racingkings" => compare::<RacingKings>(&record),
            other => panic!("unknown variant {other}"),
        };
        let entry = counts.entry(variant.to_owned()).or_default();
        entry.0 += 1;
        entry.1 += moves;
    }
    assert_eq!(counts.len(), 7, "every variant compared");
    for (variant, (positions, moves)) in &counts {
        println!("python-chess {variant}: {positions} positions, {moves} legal moves compared");
    }
}
