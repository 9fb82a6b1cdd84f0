//! Cross-check against cshogi (PyPI): SFEN → FEEN → SFEN gives cshogi's own SFEN back, on every position of
//! seeded random games that `scripts/cshogi-sfens.py` plays with cshogi.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-cshogi.sh` makes a venv with cshogi and sets
//! it, and runs this `#[ignore]`d test with `--ignored`). Without it, or without cshogi, the test fails,
//! unless `TABULA_CI_ALLOW_SKIP=1`, where it prints `SKIPPED: …` and passes.

use std::process::Command;

use tabula_shogi::{Sfen, feen_to_sfen, sfen_to_feen};

/// Games and plies: thousands of positions, a few seconds in debug mode.
const SEEDS: [u64; 3] = [1, 2, 3];
const GAMES: u32 = 40;
const MAX_PLIES: u32 = 200;

fn skip(reason: &str) {
    tabula_testkit::oracle_missing("cshogi cross-check", reason);
}

#[test]
#[ignore = "needs cshogi: scripts/diff-cshogi.sh"]
fn sfen_feen_sfen_gives_cshogi_sfen_back() {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (scripts/diff-cshogi.sh sets it)");
        return;
    };
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/cshogi-sfens.py");
    let mut positions = 0usize;
    let mut with_hands = 0usize;
    let mut promoted = 0usize;
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
        let text = String::from_utf8(output.stdout).expect("cshogi writes ASCII");
        for line in text.lines() {
            let converted = sfen_to_feen(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            let back = feen_to_sfen(&converted.feen, converted.lost.move_count)
                .unwrap_or_else(|e| panic!("{line} → {}: {e}", converted.feen));
            assert_eq!(back, line, "via {}", converted.feen);
            // The FEEN is what tabula-feen reads and writes back unchanged.
            let position = converted.feen.parse::<tabula_feen::Position>().unwrap();
            assert_eq!(position.to_string(), converted.feen);
            assert_eq!(
                Sfen::from_position(&position).unwrap().to_feen(),
                converted.feen
            );
            positions += 1;
            with_hands += usize::from(!line.contains(" - "));
            promoted += usize::from(line.contains('+'));
        }
    }
    println!(
        "cshogi: {positions} positions ({with_hands} with pieces in hand, {promoted} with promoted pieces), all identical"
    );
    assert!(positions >= 5_000, "only {positions} positions");
    assert!(
        with_hands >= 1_000 && promoted >= 1_000,
        "{with_hands} with hands, {promoted} promoted"
    );
}
