//! A fake engine (`tests/fake/fake_engine.py`) for each failure: each ends in its own error within its
//! timeout, and no process is left behind (its pid has no /proc entry once the client is gone).

mod common;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use common::gone;
use tabula_engine::{
    Engine, EngineError, EngineSpec, Limit, OptionKind, Phase, Protocol, Timeouts,
};
use tabula_games::{GameKind, start};

const TIMEOUT: Duration = Duration::from_millis(600);
/// The waits a test does not test.
const LONG: Duration = Duration::from_secs(20);
/// What a failure may take beyond its timeout (process start, a loaded 2-core machine).
const SLACK: Duration = Duration::from_millis(1500);

fn python() -> &'static str {
    if std::path::Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

/// Short timeouts for the waits a mode tests, long ones for the others (a loaded machine may be slow
/// to start Python or to read a flood, and those waits are not what the mode tests).
fn timeouts(mode: &str) -> Timeouts {
    let mut t = Timeouts::all(TIMEOUT);
    if mode != "mute" {
        t.handshake = LONG;
    }
    if mode != "mute" && mode != "noready" {
        t.ready = LONG;
    }
    if mode != "stall" {
        t.search = Some(LONG);
    }
    t
}

/// The fake engine in `mode`, and the file it writes its pid to.
fn fake(mode: &str, protocol: &str) -> (EngineSpec, PathBuf) {
    let pidfile = std::env::temp_dir().join(format!(
        "tabula-fake-{mode}-{protocol}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&pidfile);
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fake/fake_engine.py");
    let proto = match protocol {
        "usi" => Protocol::Usi,
        "ucci" => Protocol::Ucci,
        "xboard" => Protocol::Xboard,
        _ => Protocol::Uci,
    };
    let spec = EngineSpec::new(python(), proto)
        .arg(script)
        .arg(mode)
        .arg(protocol)
        .arg(&pidfile)
        .timeouts(timeouts(mode));
    (spec, pidfile)
}

fn pid_of(pidfile: &PathBuf) -> u32 {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Ok(text) = std::fs::read_to_string(pidfile)
            && let Ok(pid) = text.trim().parse()
        {
            let _ = std::fs::remove_file(pidfile);
            return pid;
        }
        assert!(
            Instant::now() < deadline,
            "the fake engine never wrote {}",
            pidfile.display()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn started(mode: &str) -> (Engine, u32) {
    let (spec, pidfile) = fake(mode, "uci");
    let engine = Engine::spawn(&spec).unwrap_or_else(|e| panic!("{mode}: {e}"));
    let pid = pid_of(&pidfile);
    assert_eq!(pid, engine.pid());
    (engine, pid)
}

/// Runs `f`, checks it took at most `allowed` (plus the slack), and returns its result.
fn timed<T>(allowed: Duration, f: impl FnOnce() -> T) -> T {
    let t = Instant::now();
    let out = f();
    let took = t.elapsed();
    assert!(
        took <= allowed + SLACK,
        "took {took:?}, allowed {allowed:?}"
    );
    out
}

#[test]
fn a_working_fake_engine_and_no_process_after_drop() {
    let (mut engine, pid) = started("ok");
    assert_eq!(engine.name(), Some("Fake ok"));
    let game = start(GameKind::Chess);
    let best = engine.play(&*game, &Limit::depth(1)).unwrap();
    assert_eq!(best.mv.unwrap().pmn, "e2-e4");
    assert_eq!(best.ponder.unwrap().pmn, "e7-e5");
    assert!(!gone(pid));
    drop(engine);
    assert!(gone(pid), "the engine {pid} outlived its client");
    // quit: the engine ends by itself, with its exit code.
    let (engine, pid) = started("ok");
    assert_eq!(engine.quit(), Some(0));
    assert!(gone(pid));
}

#[test]
fn no_handshake() {
    let (spec, pidfile) = fake("mute", "uci");
    let error = timed(TIMEOUT, || Engine::spawn(&spec).unwrap_err());
    assert!(
        matches!(
            error,
            EngineError::HandshakeTimeout {
                protocol: Protocol::Uci,
                expected: "uciok",
                ..
            }
        ),
        "{error}"
    );
    assert!(gone(pid_of(&pidfile)));
    for (protocol, expected) in [
        ("usi", "usiok"),
        ("ucci", "ucciok"),
        ("xboard", "feature done=1"),
    ] {
        let (spec, pidfile) = fake("mute", protocol);
        let error = Engine::spawn(&spec).unwrap_err();
        assert!(
            matches!(&error, EngineError::HandshakeTimeout { expected: e, .. } if *e == expected),
            "{error}"
        );
        assert!(gone(pid_of(&pidfile)));
    }
}

#[test]
fn crash_mid_search() {
    let game = start(GameKind::Chess);
    for (mode, code, signal) in [("crash", Some(3), None), ("segv", None, Some(11))] {
        let (mut engine, pid) = started(mode);
        let mut search = engine.go(&*game, &Limit::infinite()).unwrap();
        assert!(search.next().unwrap().is_ok());
        let error = timed(Duration::ZERO, || search.next().unwrap().unwrap_err());
        match error {
            EngineError::Terminated {
                phase: Phase::Search,
                code: c,
                signal: s,
                ..
            } => {
                assert_eq!((c, s), (code, signal), "{mode}");
            }
            other => panic!("{mode}: {other}"),
        }
        assert!(search.next().is_none());
        drop(search);
        assert!(gone(pid));
        assert!(matches!(
            engine.play(&*game, &Limit::depth(1)),
            Err(EngineError::Dead)
        ));
    }
}

#[test]
fn garbage_and_over_long_lines() {
    let game = start(GameKind::Chess);
    // Garbled bytes, junk lines and bad fields are skipped; the best move still comes, the dangling
    // `ponder` gives none.
    let (mut engine, pid) = started("garbage");
    let mut search = engine.go(&*game, &Limit::depth(1)).unwrap();
    let infos: Vec<_> = search.by_ref().map(Result::unwrap).collect();
    assert_eq!(infos.len(), 2);
    assert_eq!((infos[0].depth, infos[0].score), (None, None));
    assert_eq!(infos[0].pv_refused.as_deref(), Some("zz99"));
    assert_eq!((infos[1].depth, infos[1].score), (Some(2), None));
    let best = search.wait().unwrap();
    assert_eq!(
        (best.mv.unwrap().pmn.as_str(), best.ponder),
        ("e2-e4", None)
    );
    drop(engine);
    assert!(gone(pid));
    let (spec, pidfile) = fake("longline", "uci");
    let mut engine = Engine::spawn(&spec.max_line(100_000)).unwrap();
    let pid = pid_of(&pidfile);
    let error = timed(Duration::ZERO, || {
        engine.play(&*game, &Limit::depth(1)).unwrap_err()
    });
    assert!(
        matches!(
            error,
            EngineError::LineTooLong {
                limit: 100_000,
                phase: Phase::Search
            }
        ),
        "{error}"
    );
    assert!(gone(pid), "killed at once");
}

#[test]
fn an_illegal_best_or_ponder_move_is_refused() {
    let game = start(GameKind::Chess);
    let (mut engine, pid) = started("illegal");
    let error = engine.play(&*game, &Limit::depth(1)).unwrap_err();
    match &error {
        EngineError::IllegalMove {
            spelling, position, ..
        } => {
            assert_eq!(spelling, "e2e5");
            assert_eq!(position, &game.native());
        }
        other => panic!("{other}"),
    }
    assert_eq!(game.ply(), 0, "nothing was played");
    // The engine is idle and usable after it.
    assert!(engine.is_alive());
    engine.is_ready().unwrap();
    drop(engine);
    assert!(gone(pid));
    let (mut engine, _) = started("badponder");
    let error = engine.play(&*game, &Limit::depth(1)).unwrap_err();
    assert!(
        matches!(&error, EngineError::IllegalMove { spelling, .. } if spelling == "e2e4"),
        "{error}"
    );
}

#[test]
fn ignoring_stop() {
    let game = start(GameKind::Chess);
    let (mut engine, pid) = started("nostop");
    let mut search = engine.go(&*game, &Limit::infinite()).unwrap();
    assert!(search.next().unwrap().is_ok());
    let error = timed(TIMEOUT, || search.stop().unwrap_err());
    assert!(
        matches!(error, EngineError::StopTimeout { timeout: TIMEOUT }),
        "{error}"
    );
    assert!(gone(pid), "killed once stop was ignored");
    // A dropped search with an engine that ignores stop: killed too, within the stop timeout.
    let (mut engine, pid) = started("nostop");
    let search = engine.go(&*game, &Limit::infinite()).unwrap();
    timed(TIMEOUT, || drop(search));
    assert!(gone(pid));
}

#[test]
fn a_stalled_pipe_and_a_slow_engine_time_out() {
    let game = start(GameKind::Chess);
    let (mut engine, pid) = started("stall");
    let error = timed(TIMEOUT, || {
        engine.play(&*game, &Limit::depth(1)).unwrap_err()
    });
    assert!(
        matches!(error, EngineError::SearchTimeout { timeout: TIMEOUT }),
        "{error}"
    );
    assert!(gone(pid));
    let (mut engine, pid) = started("slow");
    let movetime = Duration::from_millis(100);
    let error = timed(movetime + TIMEOUT, || {
        engine.play(&*game, &Limit::movetime(movetime)).unwrap_err()
    });
    assert!(
        matches!(error, EngineError::SearchTimeout { .. }),
        "{error}"
    );
    assert!(gone(pid));
}

#[test]
fn flood_stderr_zombie_and_odd_options() {
    let game = start(GameKind::Chess);
    let (mut engine, pid) = started("flood");
    let analysis = timed(Duration::from_secs(3), || {
        engine.analyse(&*game, &Limit::depth(1)).unwrap()
    });
    assert_eq!(analysis.lines[0].nodes, Some(19_999));
    drop(engine);
    assert!(gone(pid));
    // 1 MiB on stderr before the handshake: drained, never a deadlock.
    let (mut engine, _) = started("stderr");
    assert!(engine.play(&*game, &Limit::depth(1)).unwrap().mv.is_some());
    // An engine that ignores quit and SIGTERM is killed after the quit timeout.
    let (engine, pid) = started("zombie");
    assert_eq!(timed(TIMEOUT, || engine.quit()), None);
    assert!(gone(pid));
    let (engine, _) = started("badoption");
    assert_eq!(
        engine.option("odd").unwrap().kind,
        OptionKind::Unknown {
            kind: "wibble".into()
        }
    );
}

#[test]
fn usi_and_ucci_fakes() {
    for (protocol, kind, pmn) in [
        ("usi", GameKind::Shogi, "c3-c4"),
        ("ucci", GameKind::Xiangqi, "h3-e3"),
    ] {
        let (spec, pidfile) = fake("ok", protocol);
        let mut engine = Engine::spawn(&spec).unwrap();
        let pid = pid_of(&pidfile);
        let game = start(kind);
        assert_eq!(
            engine
                .play(&*game, &Limit::depth(1))
                .unwrap()
                .mv
                .unwrap()
                .pmn,
            pmn
        );
        engine.set_option("hash", 32).unwrap();
        // The whole client moves to another thread.
        let handle = std::thread::spawn(move || {
            let game = start(kind);
            engine
                .play(&*game, &Limit::nodes(10))
                .map(|b| b.mv.unwrap().pmn)
        });
        assert_eq!(handle.join().unwrap().unwrap(), pmn);
        assert!(gone(pid));
    }
}

#[test]
fn no_program_an_engine_that_exits_at_once_and_no_readyok() {
    let error = Engine::spawn(&EngineSpec::new("/nonexistent/engine", Protocol::Uci)).unwrap_err();
    assert!(
        matches!(&error, EngineError::Spawn { program, .. } if program == "/nonexistent/engine"),
        "{error}"
    );
    let error = timed(Duration::ZERO, || {
        Engine::spawn(&EngineSpec::new("false", Protocol::Uci)).unwrap_err()
    });
    assert!(
        matches!(
            error,
            EngineError::Terminated {
                phase: Phase::Handshake,
                code: Some(1),
                ..
            }
        ),
        "{error}"
    );
    let (spec, pidfile) = fake("noready", "uci");
    let error = timed(TIMEOUT, || Engine::spawn(&spec).unwrap_err());
    assert!(
        matches!(error, EngineError::ReadyTimeout { timeout: TIMEOUT }),
        "{error}"
    );
    assert!(gone(pid_of(&pidfile)));
}

#[test]
fn a_bare_bestmove_and_misuse() {
    let game = start(GameKind::Chess);
    let (mut engine, _) = started("emptybest");
    let error = engine.play(&*game, &Limit::depth(1)).unwrap_err();
    assert!(
        matches!(&error, EngineError::Protocol { line, .. } if line == "bestmove"),
        "{error}"
    );
    assert!(engine.is_alive(), "idle after a bad bestmove");
    let (mut engine, pid) = started("ok");
    let error = engine.analyse(&*game, &Limit::infinite()).unwrap_err();
    assert!(matches!(error, EngineError::Misuse(_)), "{error}");
    let mut search = engine.go(&*game, &Limit::depth(1)).unwrap();
    assert!(matches!(search.ponderhit(), Err(EngineError::Misuse(_))));
    assert!(search.wait().unwrap().mv.is_some());
    let search = engine.go(&*game, &Limit::infinite()).unwrap();
    assert!(matches!(search.wait(), Err(EngineError::Misuse(_))));
    // The refused wait dropped the search, which stopped it: the engine answers again.
    assert!(engine.play(&*game, &Limit::depth(1)).unwrap().mv.is_some());
    // A shōgi game cannot go over UCI here: refused before anything is sent.
    let shogi = start(GameKind::Shogi);
    assert!(matches!(
        engine.go(&*shogi, &Limit::depth(1)),
        Err(EngineError::UnsupportedGame { .. })
    ));
    assert!(matches!(
        engine.go(
            &*game,
            &Limit::clock(tabula_engine::Clock::byoyomi(Duration::ZERO, TIMEOUT))
        ),
        Err(EngineError::UnsupportedLimit { .. })
    ));
    drop(engine);
    assert!(gone(pid));
}
