//! The differential harness shared by the python-chess and pyffish tests: a Python script writes random
//! playouts as JSON lines (variant, FEN, legal UCI moves, check, end, winner); each position is read from
//! its FEN and compared.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;
use tabula_game::{Notation, Rules, Side};
use tabula_variants::{
    Antichess, Atomic, Crazyhouse, Horde, KingOfTheHill, Marker, RacingKings, ThreeCheck, Variant,
};

/// One oracle: its name, its script, the variable that makes the test required, and what it compares.
pub struct Oracle {
    /// The name printed.
    pub name: &'static str,
    /// The script in `scripts/`.
    pub script: &'static str,
    /// Variants whose check flag the oracle does not report as we do (Fairy-Stockfish's atomic king is
    /// not royal, so it is never in check there).
    pub no_check: &'static [&'static str],
    /// Games per variant unless `TABULA_DIFF_GAMES` says otherwise.
    pub games: &'static str,
    /// Compare our FEN written back with the oracle's (all but the en-passant field, which
    /// Fairy-Stockfish writes after every double step and we only when a capture is legal).
    pub fen: bool,
}

fn skip(oracle: &Oracle, reason: &str) {
    let required = std::env::var("TABULA_DIFF_REQUIRED").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "the {} variant differential is required but cannot run: {reason}",
        oracle.name
    );
    println!("SKIPPED: {} variant differential: {reason}", oracle.name);
}

fn records(oracle: &Oracle) -> Option<String> {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip(
            oracle,
            "TABULA_PYTHON is not set (run scripts/diff-variants.sh)",
        );
        return None;
    };
    let games = std::env::var("TABULA_DIFF_GAMES").unwrap_or_else(|_| oracle.games.into());
    let plies = std::env::var("TABULA_DIFF_PLIES").unwrap_or_else(|_| "120".into());
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("scripts")
        .join(oracle.script);
    match Command::new(&python)
        .arg(&script)
        .args([&games, &plies, "38"])
        .output()
    {
        Ok(out) if out.status.success() => Some(String::from_utf8(out.stdout).unwrap()),
        Ok(out) => {
            skip(
                oracle,
                &format!("{python}: {}", String::from_utf8_lossy(&out.stderr)),
            );
            None
        }
        Err(e) => {
            skip(oracle, &format!("{python}: {e}"));
            None
        }
    }
}

fn without_ep(fen: &str) -> Vec<&str> {
    fen.split(' ')
        .enumerate()
        .filter(|&(i, _)| i != 3)
        .map(|(_, f)| f)
        .collect()
}

/// Compares one position; returns the number of legal moves compared.
fn compare<V: Marker>(oracle: &Oracle, record: &Value) -> usize {
    let fen = record["fen"].as_str().unwrap();
    let (position, counters) =
        Variant::<V>::from_native(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let ours: BTreeSet<String> = position
        .legal_moves()
        .into_iter()
        .map(|m| position.uci(m))
        .collect();
    let theirs: BTreeSet<String> = record["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ours, theirs, "{fen}: legal moves");
    if !oracle.no_check.contains(&V::NAME) {
        assert_eq!(
            position.is_check(),
            record["check"].as_bool().unwrap(),
            "{fen}: check"
        );
    }
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
    if let Some(sans) = record.get("san").and_then(Value::as_object) {
        for (uci, san) in sans {
            let m = position
                .read_move(uci, Notation::Uci)
                .unwrap_or_else(|e| panic!("{fen}: {uci}: {e}"));
            let ours = position.write_move(m, Notation::San).unwrap();
            assert_eq!(ours, san.as_str().unwrap(), "{fen}: SAN of {uci}");
            assert_eq!(
                position.read_move(&ours, Notation::San).unwrap(),
                m,
                "{fen}: {ours} read"
            );
        }
    }
    if oracle.fen {
        let written = position.to_native(counters);
        assert_eq!(
            without_ep(&written),
            without_ep(fen),
            "{fen}: FEN written back"
        );
    }
    ours.len()
}

/// Runs the oracle's playouts and compares every position; prints the counts per variant.
pub fn run(oracle: &Oracle) {
    let Some(text) = records(oracle) else { return };
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for line in text.lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        let variant = record["variant"].as_str().unwrap();
        let moves = match variant {
            "crazyhouse" => compare::<<Crazyhouse as Named>::M>(oracle, &record),
            "kingofthehill" => compare::<<KingOfTheHill as Named>::M>(oracle, &record),
            "3check" => compare::<<ThreeCheck as Named>::M>(oracle, &record),
            "atomic" => compare::<<Atomic as Named>::M>(oracle, &record),
            "antichess" => compare::<<Antichess as Named>::M>(oracle, &record),
            "horde" => compare::<<Horde as Named>::M>(oracle, &record),
            "racingkings" => compare::<<RacingKings as Named>::M>(oracle, &record),
            other => panic!("unknown variant {other}"),
        };
        let entry = counts.entry(variant.to_owned()).or_default();
        entry.0 += 1;
        entry.1 += moves;
    }
    assert_eq!(counts.len(), 7, "every variant compared");
    for (variant, (positions, moves)) in &counts {
        println!(
            "{} {variant}: {positions} positions, {moves} legal moves compared",
            oracle.name
        );
    }
}

/// The marker of a variant type.
trait Named {
    type M: Marker;
}

impl<V: Marker> Named for Variant<V> {
    type M = V;
}
