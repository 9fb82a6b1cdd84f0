//! Chess: tabula-chess against `shakmaty` 0.30 (GPL-3.0, a bench-only dev-dependency), same run
//! (`cargo bench -p tabula-bench --bench chess`). Benchmark ids are `<op>/<impl>/<position>`:
//!
//! - `perft`: perft(5) from the start and perft(4) of Kiwipete, both with bulk counting at the last ply;
//! - `fen-to-feen`: our FEN → FEEN conversion of a middlegame (parse, check, markers, write), beside
//!   shakmaty's FEN parse + `into_position` (which does less: no FEEN, no markers) for scale;
//! - `game/…`: the real API path through the game interface (`tabula_game::Rules`, `Game`) against
//!   cozy-chess called directly, to say what the wrapper costs: the legal moves of a position as PMN
//!   strings (and as values), playing one move (checked, unchecked, and `Game::push` with its history
//!   rules), and perft through the interface (the crate's own perft, and a perft written once over the
//!   trait's callback as a facade would) against cozy-chess's.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// A middlegame (perft position 6).
const MIDDLEGAME: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn shakmaty_position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("chess");
    g.sample_size(10);
    for (name, fen, depth) in [("start-5", START, 5), ("kiwipete-4", KIWIPETE, 4)] {
        let ours = tabula_chess::Position::from_fen(fen).unwrap();
        let theirs = shakmaty_position(fen);
        g.bench_function(format!("perft/tabula/{name}"), |b| {
            b.iter(|| black_box(&ours).perft(depth));
        });
        g.bench_function(format!("perft/shakmaty/{name}"), |b| {
            b.iter(|| shakmaty::perft(black_box(&theirs), depth));
        });
    }
    g.finish();
}

fn conversion(c: &mut Criterion) {
    let mut g = c.benchmark_group("chess");
    g.bench_function("fen-to-feen/tabula/middlegame", |b| {
        b.iter(|| tabula_chess::fen::to_feen(black_box(MIDDLEGAME)).map(|c| c.feen));
    });
    g.bench_function("fen-parse/shakmaty/middlegame", |b| {
        b.iter(|| {
            black_box(MIDDLEGAME)
                .parse::<Fen>()
                .ok()
                .and_then(|f| f.into_position::<Chess>(CastlingMode::Standard).ok())
        });
    });
    g.finish();
}

/// Perft written once over the trait (the callback, `play_unchecked`, the count at the last ply), as code
/// generic over every game would write it.
fn generic_perft<R: tabula_game::Rules>(position: &R, depth: u32) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            position.legal_move_count() as u64
        };
    }
    let mut nodes = 0;
    let _ = position.for_each_legal_move(&mut |m| {
        let mut child = position.clone();
        child.play_unchecked(m);
        nodes += generic_perft(&child, depth - 1);
        core::ops::ControlFlow::Continue(())
    });
    nodes
}

/// Perft on cozy-chess's board directly, with bulk counting at the last ply.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        if depth == 1 {
            nodes += moves.len() as u64;
        } else {
            for m in moves {
                let mut child = board.clone();
                child.play_unchecked(m);
                nodes += cozy_perft(&child, depth - 1);
            }
        }
        false
    });
    nodes
}

fn game(c: &mut Criterion) {
    use tabula_game::{Game, Notation, Rules};
    let mut g = c.benchmark_group("chess");
    g.sample_size(20);
    for (name, fen) in [("start", START), ("kiwipete", KIWIPETE)] {
        let ours = tabula_chess::Position::from_fen(fen).unwrap();
        let board: cozy_chess::Board = fen.parse().unwrap();
        g.bench_function(format!("game/legal-moves-pmn/interface/{name}"), |b| {
            b.iter(|| {
                let position = black_box(&ours);
                position
                    .legal_moves()
                    .into_iter()
                    .map(|m| position.pmn(m).to_string())
                    .collect::<Vec<String>>()
            });
        });
        g.bench_function(format!("game/legal-moves/interface/{name}"), |b| {
            b.iter(|| Rules::legal_moves(black_box(&ours)));
        });
        g.bench_function(format!("game/legal-moves/cozy/{name}"), |b| {
            b.iter(|| {
                let mut moves = Vec::with_capacity(64);
                black_box(&board).generate_moves(|list| {
                    moves.extend(list);
                    false
                });
                moves
            });
        });
        let m = ours.legal_moves()[0];
        let raw: cozy_chess::Move = m.uci().parse().unwrap();
        g.bench_function(format!("game/play/interface-checked/{name}"), |b| {
            b.iter(|| Rules::play(black_box(&ours), black_box(m)));
        });
        g.bench_function(format!("game/play/interface-unchecked/{name}"), |b| {
            b.iter(|| {
                let mut next = black_box(&ours).clone();
                next.play_unchecked(black_box(m));
                next
            });
        });
        g.bench_function(format!("game/play/cozy-checked/{name}"), |b| {
            b.iter(|| {
                let mut next = black_box(&board).clone();
                next.try_play(black_box(raw)).map(|()| next)
            });
        });
        let text = m.to_string();
        let start = Game::new(ours.clone());
        g.bench_function(format!("game/push-pmn/game/{name}"), |b| {
            b.iter_batched(
                || start.clone(),
                |mut game| game.play(black_box(&text), Notation::Pmn).map(|_| game),
                criterion::BatchSize::SmallInput,
            );
        });
    }
    g.sample_size(10);
    for (name, fen, depth) in [("start-5", START, 5), ("kiwipete-4", KIWIPETE, 4)] {
        let ours = tabula_chess::Position::from_fen(fen).unwrap();
        let board: cozy_chess::Board = fen.parse().unwrap();
        g.bench_function(format!("game/perft/interface/{name}"), |b| {
            b.iter(|| Rules::perft(black_box(&ours), depth));
        });
        g.bench_function(format!("game/perft/interface-generic/{name}"), |b| {
            b.iter(|| generic_perft(black_box(&ours), depth));
        });
        g.bench_function(format!("game/perft/cozy/{name}"), |b| {
            b.iter(|| cozy_perft(black_box(&board), depth));
        });
    }
    g.finish();
}

criterion_group!(benches, perft, conversion, game);
criterion_main!(benches);
