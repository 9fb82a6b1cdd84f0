//! Differential test against python-chess (`PyPI` package `chess`): positions from seeded random games, standard and
//! Chess960, must give the same legal moves, the same check/mate/stalemate/insufficient-material verdicts,
//! FEN → FEEN → FEN identical (X-FEN and Shredder-FEN), and the same successor after the move played.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-python-chess.sh` sets it up and runs these
//! `#[ignore]`d tests with `--ignored`). Without it, or without `import chess`, the tests fail, unless
//! `TABULA_CI_ALLOW_SKIP=1`, where they print `SKIPPED: …` and pass.
//! `TABULA_DIFF_GAMES` sets the number of games (default 60).
//!
//! A second test plays games that favour reversible moves, from FENs with counters, through
//! `tabula_game::Game`, and compares at every position the rules over the history: threefold repetition
//! (python-chess's `is_repetition(3)`), fivefold, seventy-five moves, the fifty-move claim, the end of the game
//! and its winner, and the FEN with its counters.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;
use tabula_chess::fen::{self, Castling, Options};
use tabula_chess::{Position, Status};

/// Runs the script with `args`, or says why it cannot (then the test is skipped).
fn script_output(args: &[&str]) -> Option<String> {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (run scripts/diff-python-chess.sh)");
        return None;
    };
    let script =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/python_chess_positions.py");
    match Command::new(&python).arg(&script).args(args).output() {
        Ok(output) if output.status.success() => Some(String::from_utf8(output.stdout).unwrap()),
        Ok(output) => {
            skip(&format!(
                "{python} could not run the script: {}",
                String::from_utf8_lossy(&output.stderr)
            ));
            None
        }
        Err(e) => {
            skip(&format!("{python}: {e}"));
            None
        }
    }
}

fn skip(reason: &str) {
    tabula_testkit::oracle_missing("python-chess differential test", reason);
}

fn four_fields(fen: &str) -> String {
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

fn epd(castling: Castling) -> Options {
    Options {
        castling,
        epd: true,
        ..Options::default()
    }
}

fn check(record: &Value) {
    let fen = record["fen"].as_str().unwrap();
    let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let ours: BTreeSet<String> = position.legal_moves().iter().map(|m| m.uci()).collect();
    let theirs: BTreeSet<String> = record["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ours, theirs, "{fen}: legal moves");
    assert_eq!(position.is_check(), record["check"], "{fen}: check");
    assert_eq!(
        position.is_checkmate(),
        record["checkmate"],
        "{fen}: checkmate"
    );
    assert_eq!(
        position.is_stalemate(),
        record["stalemate"],
        "{fen}: stalemate"
    );
    assert_eq!(
        position.is_insufficient_material(),
        record["insufficient"],
        "{fen}: insufficient material"
    );
    if record["checkmate"] == true {
        assert_eq!(position.status(), Status::Checkmate);
    }
    // FEN → FEEN → FEN, in both castling spellings.
    let converted = fen::to_feen(fen).unwrap().feen;
    assert_eq!(
        fen::from_feen(&converted, &epd(Castling::XFen)).unwrap(),
        four_fields(fen),
        "{converted}"
    );
    let shredder = record["shredder"].as_str().unwrap();
    assert_eq!(
        fen::from_feen(&converted, &epd(Castling::Shredder)).unwrap(),
        four_fields(shredder),
        "{converted}"
    );
    assert_eq!(
        fen::to_feen(shredder).unwrap().feen,
        converted,
        "{shredder}"
    );
    // FEEN → position → FEEN.
    let read = Position::from_feen(&converted).unwrap_or_else(|e| panic!("{converted}: {e}"));
    assert_eq!(read.to_feen(), converted);
    assert_eq!(read, position);
    // The move played leads to python-chess's successor.
    if let (Some(played), Some(after)) = (record["played"].as_str(), record["after"].as_str()) {
        let m = position
            .legal_moves()
            .into_iter()
            .find(|m| m.uci() == played)
            .unwrap();
        let next = position.play(m).unwrap();
        assert_eq!(
            fen::write(&next, &epd(Castling::XFen)),
            four_fields(after),
            "{fen} then {m}"
        );
        assert_eq!(
            next.to_feen(),
            fen::to_feen(after).unwrap().feen,
            "{fen} then {m}"
        );
    }
}

#[test]
#[ignore = "needs python-chess: scripts/diff-python-chess.sh"]
fn agrees_with_python_chess_on_random_games() {
    let games = std::env::var("TABULA_DIFF_GAMES").unwrap_or_else(|_| "60".to_owned());
    let Some(text) = script_output(&["20260101", &games]) else {
        return;
    };
    let records: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert!(records.len() >= 1000, "only {} positions", records.len());
    let mut chess960 = 0;
    let mut specials = [0usize; 3];
    for record in &records {
        check(record);
        chess960 += usize::from(record["chess960"] == true);
        let fen = record["fen"].as_str().unwrap();
        specials[0] += usize::from(record["checkmate"] == true || record["stalemate"] == true);
        specials[1] += usize::from(fen.split(' ').nth(3) != Some("-"));
        specials[2] += usize::from(record["check"] == true);
    }
    println!(
        "python-chess agrees on {} positions ({chess960} Chess960; {} mates or stalemates, {} with an e.p. target, {} in check)",
        records.len(),
        specials[0],
        specials[1],
        specials[2]
    );
    assert!(
        chess960 > 0 && specials.iter().all(|&n| n > 0),
        "the games miss a kind of position"
    );
}

#[test]
#[ignore = "needs python-chess: scripts/diff-python-chess.sh"]
fn agrees_with_python_chess_on_repetition_and_the_move_count_rules() {
    use tabula_game::{Game, Side, Termination};
    let Some(text) = script_output(&["history", "20260127", "24"]) else {
        return;
    };
    let records: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let mut game: Option<(u64, Game<Position>)> = None;
    let mut seen = [0usize; 4];
    for record in &records {
        let fen = record["fen"].as_str().unwrap();
        let id = record["game"].as_u64().unwrap();
        if game.as_ref().is_none_or(|(current, _)| *current != id) {
            game = Some((
                id,
                Game::from_native(fen).unwrap_or_else(|e| panic!("{fen}: {e}")),
            ));
        }
        let (_, g) = game.as_mut().unwrap();
        assert_eq!(g.to_native(), fen, "game {id}: FEN with counters");
        let outcome = g.outcome();
        let history = g.history();
        let repetitions = history.repetitions();
        assert_eq!(repetitions >= 3, record["repetition3"], "{fen}: threefold");
        assert_eq!(repetitions >= 5, record["fivefold"], "{fen}: fivefold");
        let clock = g.counters().halfmove_clock;
        let seventy_five = clock >= 150 && g.position().has_legal_move();
        assert_eq!(
            seventy_five, record["seventyfive"],
            "{fen}: seventy-five moves"
        );
        assert_eq!(clock >= 100, record["fifty"], "{fen}: fifty moves");
        assert_eq!(outcome.is_some(), record["over"], "{fen}: over");
        let winner = outcome.and_then(|o| o.winner).map(|side| match side {
            Side::First => "white",
            Side::Second => "black",
        });
        assert_eq!(winner, record["winner"].as_str(), "{fen}: winner");
        if let Some(o) = outcome {
            seen[0] += usize::from(o.termination == Termination::FivefoldRepetition);
            seen[1] += usize::from(o.termination == Termination::SeventyFiveMoves);
        }
        seen[2] += usize::from(record["repetition3"] == true);
        seen[3] += usize::from(record["fifty"] == true);
        if let Some(played) = record["played"].as_str() {
            let m = g
                .position()
                .legal_moves()
                .into_iter()
                .find(|m| m.uci() == played)
                .unwrap_or_else(|| panic!("{fen}: {played} is not legal here"));
            g.push(m).unwrap_or_else(|e| panic!("{fen}: {played}: {e}"));
        }
    }
    println!(
        "python-chess agrees on the history rules of {} positions ({} fivefold, {} seventy-five-move ends; {} threefold, {} fifty-move claims)",
        records.len(),
        seen[0],
        seen[1],
        seen[2],
        seen[3]
    );
    assert!(
        seen.iter().all(|&n| n > 0),
        "the games miss a rule: {seen:?}"
    );
}
