//! Conversion of a middlegame position both ways (`cargo bench -p tabula-xiangqi --bench xiangqi`).
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_xiangqi::Letters;

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

criterion_group!(benches, bench);
criterion_main!(benches);
