//! `tabula analyse`: a scripted engine (a shell loop, so the output is exact), then Debian's engines.

mod common;

use common::{scripted_engine as wrapper, tabula};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = tabula(args, "");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn lines_in_the_games_notation() {
    let engine = wrapper("g1f3 ponder g8f6");
    let engine = engine.to_str().unwrap();
    let (code, out, err) = run(&["analyse", "startpos", "--engine", engine, "--depth", "2"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "depth 2 seldepth 3 multipv 1 score cp -20 upperbound nodes 50 nps 1000 time 5 pv Nf3 Nf6\nbestmove Nf3 ponder Nf6\n"
    );
    let (code, out, _) = run(&[
        "analyse",
        "startpos",
        "--engine",
        engine,
        "--notation",
        "pmn",
        "--json",
        "--option",
        "Hash=32",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["score"]["cp"], -20);
    assert_eq!(lines[0]["bound"], "upper");
    assert_eq!(lines[0]["pv"], serde_json::json!(["g1-f3", "g8-f6"]));
    assert_eq!(lines[1]["bestmove"], "g1-f3");
    assert_eq!(lines[1]["ponder_pmn"], "g8-f6");
    // An option the engine refuses, an illegal best move: exit 1 with the cause.
    let (code, _, err) = run(&[
        "analyse", "startpos", "--engine", engine, "--option", "Hash=999",
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "tabula: option \"Hash\" cannot take \"999\": above the maximum 64\n"
    );
    let bad = wrapper("e2e5");
    let (code, out, err) = run(&[
        "analyse",
        "startpos",
        "--engine",
        bad.to_str().unwrap(),
        "--depth",
        "1",
    ]);
    assert_eq!(code, 1);
    assert!(out.starts_with("depth 2"), "{out}");
    assert!(
        err.contains("the engine sent `e2e5`, which is not a legal uci move"),
        "{err}"
    );
}

#[test]
fn debian_engines_in_each_game() {
    let (Some(sf), Some(fs)) = (
        common::engine("/usr/games/stockfish"),
        common::engine("/usr/games/fairy-stockfish"),
    ) else {
        return;
    };
    let (sf, fs) = (sf.as_str(), fs.as_str());
    let mate = "r1bqkbnr/p1pp1ppp/1pn5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4";
    let (code, out, _) = run(&["analyse", mate, "--engine", sf, "--depth", "4"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("score mate +1 plies") && out.ends_with("bestmove Qxf7#\n"),
        "{out}"
    );
    let (code, out, _) = run(&[
        "analyse",
        "8k/9/9/9/9/9/9/9/K8 b 2G 1",
        "--engine",
        fs,
        "--depth",
        "9",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("score mate +3 plies") && out.contains("bestmove G*2c"),
        "{out}"
    );
    let xiangqi = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let (code, out, err) = run(&[
        "analyse",
        xiangqi,
        "--engine",
        fs,
        "--protocol",
        "xboard",
        "--depth",
        "4",
        "--notation",
        "wxf",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("depth 4 ") && out.lines().last().unwrap().starts_with("bestmove "),
        "{out}"
    );
    for protocol in ["ucci", "uci"] {
        let (code, out, err) = run(&[
            "analyse",
            xiangqi,
            "--engine",
            fs,
            "--protocol",
            protocol,
            "--nodes",
            "3000",
            "--multipv",
            "2",
            "--notation",
            "wxf",
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("multipv 2"), "{out}");
        let last = out.lines().last().unwrap();
        assert!(
            last.starts_with("bestmove ") && !last.contains("(none)"),
            "{out}"
        );
    }
}
