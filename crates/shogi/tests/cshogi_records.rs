//! Cross-check of the KIF and CSA readers and writers against cshogi (PyPI): games that
//! `scripts/cshogi-records.py` plays and writes with cshogi's exporters (KIF in UTF-8 and cp932, board
//! diagrams for set-up starts, one multi-game CSA file) are read by Tabula to the same start, USI moves,
//! SFEN at every ply, times and end; Tabula's KIF and CSA of the same games are read by cshogi's parsers
//! to the same start, moves and SFEN at every ply.
//!
//! The interpreter comes from `TABULA_PYTHON` (`scripts/diff-cshogi-records.sh` makes a venv with cshogi
//! and sets it, and runs this `#[ignore]`d test with `--ignored`). Without it, or without cshogi, the test
//! fails, unless `TABULA_CI_ALLOW_SKIP=1`, where it prints `SKIPPED: …` and passes.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use tabula_shogi::records::{
    CsaReader, Encoding, End, KifOptions, KifReader, Record, write_csa_games, write_kif,
};

/// Seeds and games per seed: hundreds of games, a few seconds in debug mode.
const SEEDS: [u64; 2] = [11, 12];
const GAMES: usize = 120;

fn skip(reason: &str) {
    tabula_testkit::oracle_missing("cshogi records cross-check", reason);
}

fn script() -> &'static str {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scripts/cshogi-records.py"
    )
}

/// Runs the script; its standard output, or why not.
fn run(python: &str, args: &[&str]) -> Result<String, String> {
    match Command::new(python).arg(script()).args(args).output() {
        Ok(output) if output.status.success() => {
            String::from_utf8(output.stdout).map_err(|e| e.to_string())
        }
        Ok(output) => Err(format!(
            "{python} {}: {}",
            script(),
            String::from_utf8_lossy(&output.stderr).trim()
        )),
        Err(e) => Err(format!("{python}: {e}")),
    }
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// The end cshogi's KIF exporter writes for a reason.
fn kif_end(reason: &str) -> End {
    match reason {
        "resign" => End::Resignation,
        "win" => End::Declaration,
        "draw" => End::Impasse,
        "sennichite" => End::Sennichite,
        "illegal_win" => End::IllegalWin,
        "illegal_lose" => End::IllegalMove,
        other => panic!("unknown reason {other}"),
    }
}

/// Checks a record Tabula read against a game cshogi wrote.
fn check(record: &Record, game: &Value, end: End, what: &str) {
    assert_eq!(record.start_sfen, game["start"].as_str().unwrap(), "{what}");
    assert_eq!(record.moves, strings(&game["moves"]), "{what}");
    assert_eq!(record.sfens().unwrap(), strings(&game["sfens"]), "{what}");
    let times: Vec<Option<u32>> = game["times"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| Some(u32::try_from(t.as_u64().unwrap()).unwrap()))
        .collect();
    assert_eq!(record.times, times, "{what}");
    assert_eq!(record.end, Some(end), "{what}");
}

fn read_kif(path: &Path, encoding: Encoding) -> Record {
    let file = BufReader::new(File::open(path).unwrap());
    let mut records = KifReader::with_encoding(file, encoding);
    let record = records
        .next()
        .unwrap()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(records.next().is_none(), "{}", path.display());
    record
}

#[test]
#[ignore = "needs cshogi: scripts/diff-cshogi-records.sh"]
fn kif_and_csa_agree_with_cshogi_both_ways() {
    let Ok(python) = std::env::var("TABULA_PYTHON") else {
        skip("TABULA_PYTHON is not set (scripts/diff-cshogi-records.sh sets it)");
        return;
    };
    let mut checked = 0;
    for seed in SEEDS {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cshogi-records-{seed}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let dir_text = dir.to_str().unwrap();
        if let Err(reason) = run(
            &python,
            &["write", &seed.to_string(), &GAMES.to_string(), dir_text],
        ) {
            skip(&reason);
            return;
        }
        let expected = std::fs::read_to_string(dir.join("expected.jsonl")).unwrap();
        let games: Vec<Value> = expected
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(games.len(), GAMES);
        let csa = BufReader::new(File::open(dir.join("games.csa")).unwrap());
        let csa: Vec<Record> = CsaReader::new(csa).collect::<Result<_, _>>().unwrap();
        assert_eq!(csa.len(), GAMES);
        // cshogi → Tabula.
        for (index, game) in games.iter().enumerate() {
            let end = kif_end(game["kif_end"].as_str().unwrap());
            let kifu = read_kif(&dir.join(format!("game-{index}.kifu")), Encoding::Auto);
            check(&kifu, game, end, &format!("seed {seed} game-{index}.kifu"));
            for encoding in [Encoding::Auto, Encoding::ShiftJis] {
                let kif = read_kif(&dir.join(format!("game-{index}.kif")), encoding);
                assert_eq!(kif, kifu, "seed {seed} game-{index}.kif {encoding:?}");
            }
            let end = End::from_csa(game["csa_end"].as_str().unwrap()).unwrap();
            check(
                &csa[index],
                game,
                end,
                &format!("seed {seed} games.csa #{index}"),
            );
            assert_eq!(
                csa[index].header("N+"),
                Some(format!("先手{index}").as_str())
            );
            checked += 1;
        }
        let files = tabula_to_cshogi(&python, &dir, &games, &csa);
        println!("seed {seed}: {files} KIF files and {GAMES} CSA games read back by cshogi");
    }
    println!(
        "cshogi records: {checked} games read by Tabula from cshogi's KIF (UTF-8, cp932) and CSA, all identical"
    );
    assert!(checked >= 200, "only {checked} games");
}

/// Tabula → cshogi: the games written as KIF (the named starts only: cshogi's KIF parser reads no board
/// diagram; without `不成`, which it does not read) in both encodings, and all of them in one CSA file, read
/// by cshogi to the same start, moves, SFEN at every ply and times. Gives the number of KIF files.
fn tabula_to_cshogi(python: &str, dir: &Path, games: &[Value], csa: &[Record]) -> usize {
    let out = dir.join("tabula");
    std::fs::create_dir_all(&out).unwrap();
    let mut kif_paths = Vec::new();
    let mut kif_games = Vec::new();
    for (index, game) in games.iter().enumerate() {
        if !game["handicap"].as_bool().unwrap() {
            continue;
        }
        let record = read_kif(&dir.join(format!("game-{index}.kifu")), Encoding::Auto);
        for (ext, encoding) in [("kifu", Encoding::Utf8), ("kif", Encoding::ShiftJis)] {
            let path = out.join(format!("game-{index}.{ext}"));
            let mut file = File::create(&path).unwrap();
            let options = KifOptions::default()
                .with_encoding(encoding)
                .with_decline(false);
            write_kif(&mut file, &record, options).unwrap();
            kif_paths.push(path.to_str().unwrap().to_owned());
            kif_games.push(game);
        }
    }
    let csa_path = out.join("games.csa");
    write_csa_games(&mut File::create(&csa_path).unwrap(), csa).unwrap();
    let mut args = vec!["read", "kif"];
    args.extend(kif_paths.iter().map(String::as_str));
    let read = run(python, &args).unwrap();
    let read: Vec<Value> = read
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(read.len(), kif_games.len());
    for ((back, game), path) in read.iter().zip(&kif_games).zip(&kif_paths) {
        for key in ["start", "moves", "sfens", "times"] {
            assert_eq!(back[key], game[key], "{path}: {key}");
        }
    }
    let read = run(python, &["read", "csa", csa_path.to_str().unwrap()]).unwrap();
    let read: Vec<Value> = read
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(read.len(), GAMES);
    for (index, (back, game)) in read.iter().zip(games).enumerate() {
        for key in ["start", "moves", "sfens", "times"] {
            assert_eq!(back[key], game[key], "tabula games.csa #{index}: {key}");
        }
        assert_eq!(
            back["end"], game["csa_end"],
            "tabula games.csa #{index}: end"
        );
    }
    kif_paths.len()
}
