//! Differential test against pyffish (Fairy-Stockfish's Python binding, PyPI): on every position of seeded
//! random games that `scripts/pyffish-xiangqi-games.py` plays, the legal moves (as a set, in UCI), the WXF
//! of every legal move (exactly as Fairy-Stockfish writes it), the checkmate and stalemate verdicts, and the
//! end of the game by repetition.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-pyffish.sh` makes a venv with pyffish and sets
//! it, and runs this `#[ignore]`d test with `--ignored`). Without it, or without pyffish, the test fails,
//! unless `TABULA_CI_ALLOW_SKIP=1`, where it prints `SKIPPED: …` and passes.

use std::collections::BTreeSet;
use std::process::Command;

use tabula_game::{Game, Notation, Rules, Termination};
use tabula_xiangqi::Xiangqi;

const SEEDS: [u64; 2] = [1, 2];
// Each run also plays the script's chosen games (perpetual check, stalemate, perpetual chase).
const GAMES: u32 = 24;
const MAX_PLIES: u32 = 200;

fn skip(reason: &str) {
    tabula_testkit::oracle_missing("pyffish cross-check", reason);
}

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    positions: usize,
    moves: usize,
    checkmates: usize,
    stalemates: usize,
    repetitions: usize,
    perpetual_checks: usize,
    chases: usize,
    move_rule: usize,
}

#[test]
#[ignore = "needs pyffish: scripts/diff-pyffish.sh"]
fn agrees_with_pyffish() {
    // A file the script wrote earlier (for working on this test without running pyffish again).
    if let Ok(path) = std::env::var("TABULA_PYFFISH_GAMES") {
        let mut tally = Tally::default();
        check_games(&std::fs::read_to_string(path).unwrap(), &mut tally);
        println!("pyffish (from a file): {tally:?}");
        return;
    }
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (scripts/diff-pyffish.sh sets it)");
        return;
    };
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scripts/pyffish-xiangqi-games.py"
    );
    let mut tally = Tally::default();
    for seed in SEEDS {
        let output = match Command::new(&python)
            .args([
                script,
                &seed.to_string(),
                &GAMES.to_string(),
                &MAX_PLIES.to_string(),
            ])
            .output()
        {
            Ok(output) if output.status.success() => output,
            Ok(output) => {
                skip(&format!(
                    "{python} {script} failed: {}",
                    String::from_utf8_lossy(&output.stderr).trim()
                ));
                return;
            }
            Err(e) => {
                skip(&format!("{python}: {e}"));
                return;
            }
        };
        let text = String::from_utf8(output.stdout).expect("pyffish writes UTF-8");
        check_games(&text, &mut tally);
    }
    println!("pyffish: {tally:?}");
    assert!(
        tally.positions >= 2_000,
        "only {} positions",
        tally.positions
    );
    assert!(
        tally.checkmates + tally.stalemates >= 5,
        "too few mates: {tally:?}"
    );
    assert!(
        tally.repetitions + tally.perpetual_checks >= 5,
        "too few repetitions: {tally:?}"
    );
}

fn check_games(text: &str, tally: &mut Tally) {
    let mut game: Option<Game<Xiangqi>> = None;
    for line in text.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        match fields[0] {
            "G" => {
                game = Some(Game::from_native(fields[1]).unwrap());
                tally.games += 1;
            }
            "P" => {
                let game = game.as_mut().expect("a game");
                let (fen, legal, played, check, wxf) =
                    (fields[1], fields[2], fields[3], fields[4], fields[5]);
                let position = game.position().clone();
                let (native, _) = Xiangqi::from_native(fen).unwrap();
                assert_eq!(position, native, "{fen}");
                assert_eq!(game.to_native(), fen, "the FEN with its counters");
                assert_eq!(
                    game.outcome(),
                    None,
                    "{fen}: the game ended before pyffish's"
                );
                assert_eq!(position.is_check(), check == "1", "{fen}: check");
                let ours: BTreeSet<String> = position
                    .legal_moves()
                    .into_iter()
                    .map(|m| position.write_move(m, Notation::Uci).unwrap())
                    .collect();
                let theirs: BTreeSet<String> = legal.split(',').map(str::to_owned).collect();
                assert_eq!(ours, theirs, "{fen}: legal moves");
                let m = position.read_move(played, Notation::Uci).unwrap();
                assert_eq!(
                    position.write_move(m, Notation::Wxf).unwrap(),
                    wxf,
                    "{fen}: {played}"
                );
                assert_eq!(
                    position.read_move(wxf, Notation::Wxf).unwrap(),
                    m,
                    "{fen}: {wxf}"
                );
                // Our WXF of every legal move reads back as that move.
                for m in position.legal_moves() {
                    let text = position.write_move(m, Notation::Wxf).unwrap();
                    assert_eq!(
                        position.read_move(&text, Notation::Wxf).unwrap(),
                        m,
                        "{fen}: {text}"
                    );
                }
                tally.moves += 1;
                game.play(played, Notation::Uci).unwrap();
                tally.positions += 1;
            }
            "E" => check_end(&game.take().expect("a game"), &fields, tally),
            _ => panic!("unexpected line {line}"),
        }
    }
}

/// The end of a game: pyffish's verdict (no legal move, an optional end, or the ply bound) against ours.
fn check_end(game: &Game<Xiangqi>, fields: &[&str], tally: &mut Tally) {
    let outcome = game.outcome();
    let mover = game.position().side_to_move();
    match fields[1] {
        "nomoves" => {
            let outcome = outcome.expect("no legal move ends the game");
            assert_eq!(fields[2], "-32000", "pyffish: the side to move has lost");
            assert_eq!(outcome.winner, Some(mover.flip()));
            let expected = if fields[3] == "1" {
                tally.checkmates += 1;
                Termination::Checkmate
            } else {
                tally.stalemates += 1;
                Termination::Stalemate
            };
            assert_eq!(outcome.termination, expected);
        }
        "optional" => {
            let result: i32 = fields[2].parse().unwrap();
            let clock: u32 = fields[3].parse().unwrap();
            let Some(outcome) = outcome else {
                // Fairy-Stockfish's move rule (100 plies without capture, later with checks):
                // not a rule Tabula judges.
                assert!(
                    clock >= 100,
                    "pyffish ended the game at clock {clock}, we did not"
                );
                tally.move_rule += 1;
                return;
            };
            match (outcome.termination, result) {
                (Termination::Repetition, 0) => tally.repetitions += 1,
                (Termination::PerpetualCheck, _) if result != 0 => {
                    let winner = if result > 0 { mover } else { mover.flip() };
                    assert_eq!(outcome.winner, Some(winner));
                    tally.perpetual_checks += 1;
                }
                // Fairy-Stockfish judges chasing (AXF 2011); Tabula does not, and draws.
                (Termination::Repetition, _) => tally.chases += 1,
                other => panic!("unexpected verdicts {other:?}"),
            }
        }
        // pyffish played on to the bound: the game has not ended for us either.
        _ => assert_eq!(outcome, None, "we ended a game pyffish did not"),
    }
}
