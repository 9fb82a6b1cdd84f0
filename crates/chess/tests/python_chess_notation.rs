//! Differential tests of the notations against python-chess (`PyPI` package `chess`, 1.11):
//!
//! - SAN: on every position of seeded random games (standard and Chess960), Tabula writes python-chess's
//!   SAN for every legal move, byte for byte, and reads python-chess's SAN back to the same move;
//! - PGN: games python-chess writes (random ones, and games built to reach fivefold repetition and the
//!   seventy-five-move rule) are replayed by Tabula's reader to the same FEN, counters included, after every
//!   ply, and to the same termination; Tabula's writer's PGN is read back by python-chess to the same moves.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-python-chess.sh` sets it up and runs these
//! `#[ignore]`d tests with `--ignored`). Without it the tests fail, unless `TABULA_CI_ALLOW_SKIP=1`, where
//! they print `SKIPPED: …` and pass. `TABULA_DIFF_GAMES` sets the number
//! of games (default 60).

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

use tabula_chess::uci::{self, Castling as UciCastling};
use tabula_chess::{Position, pgn, san};

fn skip(reason: &str) {
    tabula_testkit::oracle_missing("python-chess notation test", reason);
}

fn python(args: &[&str], input: Option<&str>) -> Option<Vec<Value>> {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (run scripts/diff-python-chess.sh)");
        return None;
    };
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/python_chess_notation.py");
    let mut child = match Command::new(&python)
        .arg(&script)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => {
            skip(&format!("{python}: {e}"));
            return None;
        }
    };
    let mut stdin = child.stdin.take().unwrap();
    let input = input.unwrap_or("").to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    if !output.status.success() {
        skip(&format!(
            "{python} could not run the script: {}",
            String::from_utf8_lossy(&output.stderr)
        ));
        return None;
    }
    let text = String::from_utf8(output.stdout).unwrap();
    Some(
        text.lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect(),
    )
}

fn games() -> String {
    std::env::var("TABULA_DIFF_GAMES").unwrap_or_else(|_| "60".to_owned())
}

#[test]
#[ignore = "needs python-chess: scripts/diff-python-chess.sh"]
fn san_is_python_chess_san_for_every_legal_move() {
    let Some(records) = python(&["san", "20261127", &games()], None) else {
        return;
    };
    let (mut positions, mut moves, mut chess960) = (0, 0, 0);
    for record in &records {
        let fen = record["fen"].as_str().unwrap();
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let theirs = record["moves"].as_object().unwrap();
        let ours = position.legal_moves();
        assert_eq!(ours.len(), theirs.len(), "{fen}");
        for m in ours {
            let key = uci::write(m, UciCastling::KingTakesRook);
            let expected = theirs[&key].as_str().unwrap();
            assert_eq!(san::write(&position, m), expected, "{fen}: {key}");
            assert_eq!(san::read(&position, expected), Ok(m), "{fen}: {expected}");
            moves += 1;
        }
        positions += 1;
        chess960 += usize::from(record["chess960"] == true);
    }
    println!(
        "python-chess SAN agrees on {moves} moves in {positions} positions ({chess960} Chess960)"
    );
    assert!(positions >= 1000 && chess960 > 0);
}

#[test]
#[ignore = "needs python-chess: scripts/diff-python-chess.sh"]
fn pgn_of_python_chess_replays_and_tabula_pgn_reads_back() {
    let Some(records) = python(&["pgn", "20261127", &games()], None) else {
        return;
    };
    let mut ours = String::new();
    let mut expected_moves = Vec::new();
    let mut terminations = std::collections::BTreeMap::new();
    for (index, record) in records.iter().enumerate() {
        let text = record["pgn"].as_str().unwrap();
        let game = pgn::Reader::new(text.as_bytes())
            .next()
            .unwrap()
            .unwrap_or_else(|e| panic!("{text}\n{e}"));
        let fens: Vec<&str> = record["fens"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f.as_str().unwrap())
            .collect();
        assert_eq!(game.moves().len(), fens.len(), "{text}");
        let mut ply = 0;
        game.for_each_ply(|replay| {
            assert_eq!(replay.fen(), fens[ply], "game {index} ply {}", ply + 1);
            ply += 1;
        });
        let termination = game.replay().termination().map(pgn::Termination::name);
        assert_eq!(
            termination,
            record["termination"].as_str(),
            "game {index}: {text}"
        );
        *terminations
            .entry(termination.unwrap_or("none"))
            .or_insert(0) += 1;
        assert_eq!(game.chess960(), record["chess960"] == true);
        if index > 0 {
            ours.push('\n');
        }
        ours.push_str(&game.to_pgn());
        expected_moves.push((
            game.moves()
                .iter()
                .map(|p| uci::write(p.m, UciCastling::KingTakesRook))
                .collect::<Vec<_>>(),
            game.replay().fen(),
        ));
    }
    println!(
        "python-chess PGN replayed: {} games, terminations {terminations:?}",
        records.len()
    );
    for name in ["checkmate", "fivefold-repetition", "seventy-five-moves"] {
        assert!(terminations.contains_key(name), "no game ends by {name}");
    }
    let Some(back) = python(&["readback"], Some(&ours)) else {
        return;
    };
    assert_eq!(back.len(), expected_moves.len());
    for (record, (moves, fen)) in back.iter().zip(&expected_moves) {
        assert_eq!(record["errors"].as_array().unwrap().len(), 0, "{record}");
        let theirs: Vec<&str> = record["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        assert_eq!(&theirs, moves);
        assert_eq!(record["fen"].as_str().unwrap(), fen);
    }
}
