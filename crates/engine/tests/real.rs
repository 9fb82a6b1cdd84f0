//! With Debian's `stockfish` (UCI) and `fairy-stockfish` (UCI with `UCI_Variant`, USI, UCCI): analyse
//! and play in chess, Chess960, shōgi and xiangqi. Every move an engine sends goes through Tabula's rules
//! (the client refuses an illegal one), and each test re-checks what it uses.

mod common;

use std::time::{Duration, Instant};

use common::{FAIRY, STOCKFISH, engine, gone};
use tabula_engine::{
    Claim, Clock, Engine, EngineSpec, Limit, OptionKind, Protocol, Score, Side, in_notation,
};
use tabula_games::{DynGame, GameKind, Notation, open, start};

fn spawn(path: &std::path::Path, protocol: Protocol) -> Engine {
    let spec = EngineSpec::new(path, protocol).ucci_milliseconds(true);
    let mut e = Engine::spawn(&spec).expect("the engine starts");
    e.set_threads(1).unwrap();
    e.set_hash(16).unwrap();
    e
}

#[test]
fn stockfish_handshake_options_and_a_forced_mate() {
    let Some(path) = engine(STOCKFISH) else {
        return;
    };
    let mut sf = spawn(&path, Protocol::Uci);
    assert!(
        sf.name().unwrap().starts_with("Stockfish"),
        "{:?}",
        sf.name()
    );
    assert_eq!(
        sf.option("hash").unwrap().kind,
        OptionKind::Spin {
            default: 16,
            min: 1,
            max: 33_554_432
        }
    );
    assert!(matches!(
        sf.option("Skill Level").unwrap().kind,
        OptionKind::Spin { max: 20, .. }
    ));
    assert!(sf.set_option("Threads", 0).is_err());
    assert!(sf.set_option("No Such Thing", 1).is_err());
    let game = open("r1bqkbnr/p1pp1ppp/1pn5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4").unwrap();
    let analysis = sf.analyse(&*game, &Limit::depth(5)).unwrap();
    let best = analysis.best.mv.as_ref().unwrap();
    assert_eq!(
        (best.spelling.as_str(), best.pmn.as_str()),
        ("f3f7", "f3+f7")
    );
    let line = &analysis.lines[0];
    assert_eq!(line.score, Some(Score::Mate(1)));
    assert_eq!(line.score_for(Side::Second), Some(Score::Mate(-1)));
    assert_eq!(
        in_notation(&*game, &line.pv, Notation::San).unwrap(),
        ["Qxf7#"]
    );
    let pid = sf.pid();
    drop(sf);
    assert!(gone(pid), "stockfish {pid} outlived its client");
}

#[test]
fn stockfish_multipv_wdl_movetime_and_no_legal_move() {
    let Some(path) = engine(STOCKFISH) else {
        return;
    };
    let mut sf = spawn(&path, Protocol::Uci);
    sf.set_option("UCI_ShowWDL", true).unwrap();
    let mut game = start(GameKind::Chess);
    for san in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"] {
        game.play(san, None).unwrap();
    }
    let analysis = sf
        .analyse(&*game, &Limit::depth(8).with_multipv(3))
        .unwrap();
    assert_eq!(analysis.lines.len(), 3);
    for (k, line) in analysis.lines.iter().enumerate() {
        assert_eq!(line.multipv, Some(u32::try_from(k).unwrap() + 1));
        assert!(line.wdl.is_some(), "{}", line.raw);
        assert!(
            !line.pv.is_empty() && line.pv_refused.is_none(),
            "{}",
            line.raw
        );
        assert_eq!(line.turn, Side::Second);
    }
    let started = Instant::now();
    let best = sf
        .play(
            &*game,
            &Limit::movetime(Duration::from_millis(150)).with_multipv(1),
        )
        .unwrap();
    assert!(best.mv.is_some());
    assert!(started.elapsed() < Duration::from_secs(5));
    // Mated and stalemated: `bestmove (none)`.
    let mated = open("r1bqkbnr/p1pp1Qpp/1pn5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4").unwrap();
    let a = sf.analyse(&*mated, &Limit::depth(3)).unwrap();
    assert_eq!(
        (a.best.mv.clone(), a.lines[0].score),
        (None, Some(Score::Mate(0)))
    );
    let stalemate = open("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    let a = sf.analyse(&*stalemate, &Limit::depth(3)).unwrap();
    assert_eq!((a.best.mv, a.lines[0].score), (None, Some(Score::Cp(0))));
}

#[test]
fn stockfish_infinite_stop_and_ponderhit() {
    let Some(path) = engine(STOCKFISH) else {
        return;
    };
    let mut sf = spawn(&path, Protocol::Uci);
    let game = start(GameKind::Chess);
    let mut search = sf.go(&*game, &Limit::infinite()).unwrap();
    let mut depths = Vec::new();
    for info in search.by_ref() {
        let info = info.unwrap();
        if let Some(d) = info.depth {
            depths.push(d);
        }
        if depths.len() >= 3 {
            break;
        }
    }
    let best = search.stop().unwrap();
    assert!(best.mv.is_some() && depths.len() >= 3);
    // Ponder on 1.e4 e5 (e5 the guessed reply), then the guess is played: ponderhit.
    let mut game = start(GameKind::Chess);
    game.play("e4", None).unwrap();
    game.play("e5", None).unwrap();
    let clock = Clock::fischer(Duration::from_secs(3), Duration::ZERO);
    let mut search = sf.go(&*game, &Limit::clock(clock).pondering()).unwrap();
    assert!(search.next().is_some());
    search.ponderhit().unwrap();
    let best = search.wait().unwrap();
    assert!(best.mv.is_some());
    // A dropped search is stopped and its best move thrown away: the engine answers the next one.
    let search = sf.go(&*game, &Limit::infinite()).unwrap();
    drop(search);
    assert!(sf.play(&*game, &Limit::depth(2)).unwrap().mv.is_some());
}

/// Plays `plies` plies between two engines from `game`, each move checked by the client; returns the
/// PMN moves, then replays them on `fresh` to check they replay cleanly.
fn match_game(
    a: &mut Engine,
    b: &mut Engine,
    mut game: Box<dyn DynGame>,
    limit: &Limit,
    plies: usize,
    fresh: &mut dyn DynGame,
) -> Vec<String> {
    a.new_game().unwrap();
    b.new_game().unwrap();
    let mut moves = Vec::new();
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let engine = if ply % 2 == 0 { &mut *a } else { &mut *b };
        let best = engine.play(&*game, limit).unwrap();
        let Some(m) = best.mv else { break };
        game.play(&m.pmn, Some(Notation::Pmn)).unwrap();
        moves.push(m.pmn);
    }
    for m in &moves {
        fresh.play(m, Some(Notation::Pmn)).unwrap();
    }
    assert_eq!(fresh.native(), game.native());
    moves
}

#[test]
fn chess_and_chess960_engine_against_engine() {
    let Some(path) = engine(STOCKFISH) else {
        return;
    };
    let (mut a, mut b) = (spawn(&path, Protocol::Uci), spawn(&path, Protocol::Uci));
    let moves = match_game(
        &mut a,
        &mut b,
        start(GameKind::Chess),
        &Limit::depth(3),
        12,
        &mut *start(GameKind::Chess),
    );
    println!("chess: {}", moves.join(" "));
    assert!(moves.len() >= 10);
    // Chess960: Tabula's game castles both ways, and Stockfish must read each castling king-takes-rook
    // (else it searches another position and its moves are refused). The standard shape (e1g1 sent as
    // e1h1) and another (rooks on b and g).
    for e in [&mut a, &mut b] {
        e.set_option("UCI_Chess960", true).unwrap();
    }
    for (fen, castlings) in [
        (
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            ["O-O", "O-O-O"],
        ),
        (
            "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
            ["O-O", "O-O-O"],
        ),
    ] {
        let mut game = open(fen).unwrap();
        for san in castlings {
            game.play(san, None).unwrap();
        }
        let mut fresh = open(fen).unwrap();
        for m in game.moves(Notation::Pmn).unwrap() {
            fresh.play(&m, Some(Notation::Pmn)).unwrap();
        }
        let moves = match_game(&mut a, &mut b, game, &Limit::depth(3), 8, &mut *fresh);
        println!("chess960 {fen} after {castlings:?}: {}", moves.join(" "));
        assert!(moves.len() >= 6);
    }
}

#[test]
fn shogi_over_usi() {
    let Some(path) = engine(FAIRY) else { return };
    let mut fs = Engine::spawn(&EngineSpec::new(&path, Protocol::Usi)).unwrap();
    assert!(fs.option("UCI_Variant").is_some());
    // Fairy-Stockfish 11.1 advertises `Hash` in USI mode, not `USI_Hash`: the advertised name is used.
    fs.set_hash(32).unwrap();
    assert!(fs.set_hash(1 << 30).is_err());
    let game = open("8k/9/9/9/9/9/9/9/K8 b 2G 1").unwrap();
    let a = fs.analyse(&*game, &Limit::depth(9)).unwrap();
    assert_eq!(a.lines[0].score, Some(Score::Mate(3)), "{}", a.lines[0].raw);
    assert_eq!(a.best.mv.unwrap().spelling, "G*2c");
    let mated = open("8k/8G/8P/9/9/9/9/9/K8 w - 1").unwrap();
    let best = fs
        .play(
            &*mated,
            &Limit::clock(Clock::byoyomi(Duration::ZERO, Duration::from_millis(100))),
        )
        .unwrap();
    assert_eq!((best.mv, best.claim), (None, Some(Claim::Resign)));
    let mut b = Engine::spawn(&EngineSpec::new(&path, Protocol::Usi)).unwrap();
    let limit = Limit::clock(Clock::byoyomi(
        Duration::from_secs(1),
        Duration::from_millis(50),
    ));
    let moves = match_game(
        &mut fs,
        &mut b,
        start(GameKind::Shogi),
        &limit,
        12,
        &mut *start(GameKind::Shogi),
    );
    println!("shogi: {}", moves.join(" "));
    assert!(moves.len() >= 10);
}

#[test]
fn xiangqi_over_ucci_and_uci() {
    let Some(path) = engine(FAIRY) else { return };
    let mut ucci = spawn(&path, Protocol::Ucci);
    let mut game = open("3k5/8R/9/9/9/9/9/9/R8/4K4 w - - 0 1").unwrap();
    let a = ucci.analyse(&*game, &Limit::depth(3)).unwrap();
    assert_eq!(a.lines[0].score, Some(Score::Mate(1)), "{}", a.lines[0].raw);
    game.play(&a.best.mv.unwrap().pmn, Some(Notation::Pmn))
        .unwrap();
    assert!(
        game.outcome().is_some(),
        "the engine's mate in 1 mates by Tabula's rules"
    );
    // No movetime in UCCI: the client stops an infinite search at the time.
    let started = Instant::now();
    let xiangqi = start(GameKind::Xiangqi);
    let best = ucci
        .play(&*xiangqi, &Limit::movetime(Duration::from_millis(200)))
        .unwrap();
    assert!(best.mv.is_some() && started.elapsed() < Duration::from_secs(5));
    let mated = open("4rk3/9/9/9/9/9/9/9/2r6/3K5 w - - 0 1").unwrap();
    assert_eq!(ucci.play(&*mated, &Limit::depth(3)).unwrap().mv, None);
    // Xiangqi through Fairy-Stockfish's UCI: ranks 1–10.
    let mut fairy_uci = spawn(&path, Protocol::Uci);
    fairy_uci.set_option("UCI_Variant", "xiangqi").unwrap();
    let clock = Clock::fischer(Duration::from_secs(2), Duration::from_millis(20));
    let moves = match_game(
        &mut ucci,
        &mut fairy_uci,
        start(GameKind::Xiangqi),
        &Limit::clock(clock),
        12,
        &mut *start(GameKind::Xiangqi),
    );
    println!("xiangqi (UCCI against UCI): {}", moves.join(" "));
    assert!(moves.len() >= 10);
}

#[test]
fn chess_and_xiangqi_over_xboard() {
    let Some(path) = engine(FAIRY) else { return };
    let mut xb = Engine::spawn(&EngineSpec::new(&path, Protocol::Xboard)).unwrap();
    assert_eq!(xb.name(), Some("Fairy-Stockfish"));
    assert_eq!(
        (xb.feature("ping"), xb.feature("setboard")),
        (Some("1"), Some("1"))
    );
    assert!(
        xb.feature("variants")
            .unwrap()
            .split(',')
            .any(|v| v == "xiangqi")
    );
    assert_eq!(
        xb.option("Skill Level").unwrap().kind,
        OptionKind::Spin {
            default: 20,
            min: -20,
            max: 20
        }
    );
    xb.set_option("Skill Level", 20).unwrap();
    assert!(xb.set_option("Skill Level", 21).is_err());
    // memory=1 and smp=1: the hash and threads go as `memory` and `cores`.
    xb.set_hash(16).unwrap();
    xb.set_threads(1).unwrap();
    let game = open("r1bqkbnr/p1pp1ppp/1pn5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4").unwrap();
    let a = xb.analyse(&*game, &Limit::depth(3)).unwrap();
    assert_eq!(a.best.mv.unwrap().pmn, "f3+f7");
    assert_eq!(a.lines[0].score, Some(Score::Mate(1)), "{}", a.lines[0].raw);
    assert_eq!(
        in_notation(&*game, &a.lines[0].pv, Notation::San).unwrap(),
        ["Qxf7#"]
    );
    let stalemate = open("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(xb.play(&*stalemate, &Limit::depth(3)).unwrap().mv, None);
    let started = Instant::now();
    let best = xb
        .play(
            &*start(GameKind::Chess),
            &Limit::movetime(Duration::from_millis(200)),
        )
        .unwrap();
    assert!(best.mv.is_some() && started.elapsed() < Duration::from_secs(5));
    assert!(xb.go(&*start(GameKind::Shogi), &Limit::depth(1)).is_err());
    assert!(xb.go(&*game, &Limit::nodes(100)).is_err());
    // Engine against engine: XBoard against UCI (chess), XBoard against UCCI (xiangqi).
    let Some(sf_path) = engine(STOCKFISH) else {
        return;
    };
    let mut sf = spawn(&sf_path, Protocol::Uci);
    let moves = match_game(
        &mut xb,
        &mut sf,
        start(GameKind::Chess),
        &Limit::depth(3),
        10,
        &mut *start(GameKind::Chess),
    );
    println!("chess (XBoard against UCI): {}", moves.join(" "));
    assert!(moves.len() >= 8);
    let mut ucci = spawn(&path, Protocol::Ucci);
    let clock = Clock::fischer(Duration::from_secs(2), Duration::from_millis(20));
    let moves = match_game(
        &mut xb,
        &mut ucci,
        start(GameKind::Xiangqi),
        &Limit::clock(clock),
        10,
        &mut *start(GameKind::Xiangqi),
    );
    println!("xiangqi (XBoard against UCCI): {}", moves.join(" "));
    assert!(moves.len() >= 8);
    let pid = xb.pid();
    drop(xb);
    assert!(gone(pid));
}
