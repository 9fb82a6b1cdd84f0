//! `tabula match`: games between engines end by the rules or by an engine's failure, and the records
//! replay.

mod common;

use std::path::Path;

use common::{scripted_engine, tabula};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = tabula(args, "");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn an_illegal_move_loses_and_a_mate_wins() {
    let Some(sf) = common::engine("/usr/games/stockfish") else {
        return;
    };
    let sf = sf.as_str();
    // The scripted engine always answers e2e5: illegal as first player, and illegal once e2 is empty.
    let bad = scripted_engine("e2e5");
    let bad = bad.to_str().unwrap();
    let (code, out, err) = run(&[
        "match", "--engine", bad, "--engine", sf, "--games", "2", "--depth", "1",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with(&format!(
            "game 1: {bad} vs {sf}: 0-1 engine 1: the engine sent `e2e5`"
        )),
        "{out}"
    );
    assert!(
        lines[1].starts_with(&format!(
            "game 2: {sf} vs {bad}: 1-0 engine 1: the engine sent `e2e5`"
        )),
        "{out}"
    );
    assert_eq!(lines[2], format!("{bad}: 0-2-0 (wins-losses-draws)"));
    // From a mate in 1, the first player mates in both games: one win each; the records replay.
    let records = std::env::temp_dir().join(format!("tabula-match-{}.txt", std::process::id()));
    let mate = "r1bqkbnr/p1pp1ppp/1pn5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4";
    let (code, out, err) = run(&[
        "match",
        "--engine",
        sf,
        "--engine",
        sf,
        "--position",
        mate,
        "--depth",
        "3",
        "--records",
        records.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("game 1: ") && out.contains(": 1-0 checkmate, 1 plies"),
        "{out}"
    );
    assert!(
        out.ends_with(&format!("{sf}: 1-1-0 (wins-losses-draws)\n")),
        "{out}"
    );
    let (code, replayed, err) = run(&["replay", records.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(replayed.matches("1-0 checkmate").count(), 2, "{replayed}");
}

#[test]
fn shogi_and_xiangqi_games_replay() {
    let fs = "/usr/games/fairy-stockfish";
    if !Path::new(fs).exists() {
        assert!(
            std::env::var("TABULA_CI_ALLOW_SKIP").as_deref() == Ok("1"),
            "{fs} is missing"
        );
        println!("SKIPPED: {fs} is missing");
        return;
    }
    for (game, protocol) in [("shogi", "usi"), ("xiangqi", "ucci"), ("xiangqi", "uci")] {
        let records = std::env::temp_dir().join(format!(
            "tabula-match-{game}-{protocol}-{}.txt",
            std::process::id()
        ));
        let (code, out, err) = run(&[
            "match",
            "--game",
            game,
            "--protocol",
            protocol,
            "--engine",
            fs,
            "--engine",
            fs,
            "--nodes",
            "300",
            "--max-plies",
            "16",
            "--records",
            records.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 3, "{out}");
        let (code, replayed, err) = run(&["replay", records.to_str().unwrap()]);
        assert_eq!(code, 0, "{game} {protocol}: {err}");
        assert_eq!(replayed.lines().count(), 4, "{replayed}");
    }
}
