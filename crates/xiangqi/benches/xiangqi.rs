//! Conversion of a middlegame position both ways, and the rules: legal moves and perft
//! (`cargo bench -p tabula-xiangqi --bench xiangqi`).
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_game::Rules;
use tabula_xiangqi::{Letters, Xiangqi};

/// Fairy-Stockfish's perft middlegame position.
const FEN: &str = "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1";
const FEEN: &str = "1reag^a2R/5r3/6h2/2p1p1p2/4P1eP1/PpC3Ec1/1hPR2P2/2H2AH2/1c2G^1p2/2EAC4 / X/x";

fn bench(c: &mut Criterion) {
    c.bench_function("xiangqi/fen-to-feen/middlegame", |b| {
        b.iter(|| tabula_xiangqi::fen_to_feen(black_box(FEN)).map(|c| c.feen));
    });
    // References: tabula-feen's borrowed view of the same FEEN (which the FEEN → FEN conversion reads
    // through) and its typed parse.
    c.bench_function("xiangqi/feen-view/middlegame", |b| {
        b.iter(|| tabula_feen::Feen::parse(black_box(FEEN)).map(|view| view.turn()));
    });
    c.bench_function("xiangqi/feen-parse/middlegame", |b| {
        b.iter(|| black_box(FEEN).parse::<tabula_feen::Position>());
    });
    c.bench_function("xiangqi/feen-to-fen/middlegame", |b| {
        b.iter(|| tabula_xiangqi::feen_to_fen(black_box(FEEN), Letters::Ucci));
    });
}

fn rules(c: &mut Criterion) {
    let middlegame = Xiangqi::from_native(FEN).unwrap().0;
    c.bench_function("xiangqi/legal-moves/middlegame", |b| {
        b.iter(|| black_box(&middlegame).legal_moves());
    });
    let start = Xiangqi::start();
    c.bench_function("xiangqi/perft/start-4", |b| {
        b.iter(|| black_box(&start).perft(4));
    });
    // 133,312,995 nodes: ten samples (Fairy-Stockfish's `go perft 5` is the yardstick, docs/performance.md).
    let mut group = c.benchmark_group("xiangqi/perft");
    group.sample_size(10);
    group.bench_function("start-5", |b| b.iter(|| black_box(&start).perft(5)));
    group.finish();
}

criterion_group!(benches, bench, rules);
criterion_main!(benches);
