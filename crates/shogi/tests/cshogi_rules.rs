//! Differential test of the rules against cshogi (PyPI): on every position of seeded random games and of a
//! list of constructed positions (nifu, uchifuzume, dead squares, pins, double check, drops between a
//! distant checker and the king, mate, entering king), the legal moves, the check, the mate verdict and the
//! entering-king declaration (27-point rule, cshogi's `is_nyugyoku`) are cshogi's; and
//! each random game, played as a USI `position sfen … moves …` line, ends in cshogi's SFEN.
//!
//! `scripts/cshogi-rules.py` prints what cshogi sees. The interpreter comes from `TABULA_PYTHON`
//! (`scripts/diff-cshogi-rules.sh` makes a venv with cshogi, sets it, and runs this `#[ignore]`d test with
//! `--ignored`). Without it, or without cshogi, the test fails, unless `TABULA_CI_ALLOW_SKIP=1`, where it
//! prints `SKIPPED: …` and passes.

use std::process::Command;

use tabula_game::{Outcome, Rules, Termination};
use tabula_shogi::rules::{ShogiPosition, play_usi};

/// Seeds, games per seed, plies per game: thousands of positions in a few seconds.
const SEEDS: [u64; 3] = [1, 2, 3];
const GAMES: u32 = 30;
const MAX_PLIES: u32 = 160;

fn skip(reason: &str) {
    tabula_testkit::oracle_missing("cshogi rules cross-check", reason);
}

fn cshogi(python: &str, seed: u64) -> Result<String, String> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/cshogi-rules.py");
    let output = Command::new(python)
        .args([
            script,
            &seed.to_string(),
            &GAMES.to_string(),
            &MAX_PLIES.to_string(),
        ])
        .output()
        .map_err(|e| format!("{python}: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "{python} {script} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| e.to_string())
}

#[derive(Default)]
struct Tally {
    positions: usize,
    moves: usize,
    drops: usize,
    promotions: usize,
    checks: usize,
    mates: usize,
    declarations: usize,
    games: usize,
}

fn check_position(sfen: &str, check: &str, nyugyoku: &str, expected: &str, tally: &mut Tally) {
    let (position, _) = ShogiPosition::from_native(sfen)
        .unwrap_or_else(|e| panic!("{sfen}: refused a position cshogi plays: {e}"));
    let mut ours: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    ours.sort();
    let theirs: Vec<&str> = expected.split_ascii_whitespace().collect();
    if ours != theirs {
        let missing: Vec<&&str> = theirs
            .iter()
            .filter(|m| !ours.iter().any(|o| o == **m))
            .collect();
        let extra: Vec<&String> = ours
            .iter()
            .filter(|o| !theirs.contains(&o.as_str()))
            .collect();
        panic!("{sfen}: legal moves differ from cshogi's: missing {missing:?}, extra {extra:?}");
    }
    let in_check = check == "1";
    let declares = position.entering_king().wins();
    assert_eq!(
        declares,
        nyugyoku == "1",
        "{sfen}: entering-king declaration"
    );
    tally.declarations += usize::from(declares);
    assert_eq!(position.is_check(), in_check, "{sfen}: check verdict");
    let terminal = position.terminal();
    if theirs.is_empty() {
        let termination = if in_check {
            Termination::Checkmate
        } else {
            Termination::Stalemate
        };
        assert_eq!(
            terminal,
            Some(Outcome::win(position.side_to_move().flip(), termination)),
            "{sfen}: a side with no legal move loses"
        );
        tally.mates += usize::from(in_check);
    } else {
        assert_eq!(terminal, None, "{sfen}: the game goes on");
    }
    tally.positions += 1;
    tally.moves += ours.len();
    tally.drops += ours.iter().filter(|m| m.contains('*')).count();
    tally.promotions += ours.iter().filter(|m| m.ends_with('+')).count();
    tally.checks += usize::from(in_check);
}

#[test]
#[ignore = "needs cshogi: scripts/diff-cshogi-rules.sh"]
fn legal_moves_checks_and_games_agree_with_cshogi() {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (scripts/diff-cshogi-rules.sh sets it)");
        return;
    };
    let mut tally = Tally::default();
    for seed in SEEDS {
        let text = match cshogi(&python, seed) {
            Ok(text) => text,
            Err(reason) => {
                skip(&reason);
                return;
            }
        };
        for line in text.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields[..] {
                ["P", sfen, check, nyugyoku, moves] => {
                    check_position(sfen, check, nyugyoku, moves, &mut tally);
                }
                ["G", start, moves, end] => {
                    let usi = format!("position sfen {start} moves {moves}");
                    let game = play_usi(&usi).unwrap_or_else(|e| panic!("{usi}: {e}"));
                    assert_eq!(game.to_native(), end, "{usi}: the final SFEN");
                    tally.games += 1;
                }
                _ => panic!("unexpected line from cshogi-rules.py: {line:?}"),
            }
        }
    }
    println!(
        "cshogi rules cross-check: {} positions, {} legal moves ({} drops, {} promotions), {} checks, {} mates, {} entering-king declarations, {} games replayed",
        tally.positions,
        tally.moves,
        tally.drops,
        tally.promotions,
        tally.checks,
        tally.mates,
        tally.declarations,
        tally.games
    );
    assert!(
        tally.positions > 2000 && tally.drops > 1000 && tally.mates > 10 && tally.declarations > 0
    );
}
