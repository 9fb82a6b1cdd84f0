//! Chess: tabula-chess against `shakmaty` 0.30 (GPL-3.0, a bench-only dev-dependency), same run
//! (`cargo bench -p tabula-bench --bench chess`). Benchmark ids are `<op>/<impl>/<position>`:
//!
//! - `perft`: perft(5) from the start and perft(4) of Kiwipete, both with bulk counting at the last ply;
//! - `fen-to-feen`: our FEN → FEEN conversion of a middlegame (parse, check, markers, write), beside
//!   shakmaty's FEN parse + `into_position` (which does less: no FEEN, no markers) for scale.
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

criterion_group!(benches, perft, conversion);
criterion_main!(benches);
