//! Conversion of a middlegame position both ways (`cargo bench -p tabula-shogi --bench shogi`).
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// The USI text's example (19th Ryu-O, game 3): a middlegame with promoted pieces and both hands.
const SFEN: &str = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
const FEEN: &str =
    "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S";

fn bench(c: &mut Criterion) {
    c.bench_function("shogi/sfen-to-feen/middlegame", |b| {
        b.iter(|| tabula_shogi::sfen_to_feen(black_box(SFEN)).map(|c| c.feen));
    });
    // References: the SFEN reader alone; tabula-feen's borrowed view of the same FEEN (which the FEEN → SFEN
    // conversion reads through) and its typed parse.
    c.bench_function("shogi/sfen-parse/middlegame", |b| {
        b.iter(|| tabula_shogi::Sfen::parse(black_box(SFEN)));
    });
    c.bench_function("shogi/feen-view/middlegame", |b| {
        b.iter(|| tabula_feen::Feen::parse(black_box(FEEN)).map(|view| view.turn()));
    });
    c.bench_function("shogi/feen-parse/middlegame", |b| {
        b.iter(|| black_box(FEEN).parse::<tabula_feen::Position>());
    });
    c.bench_function("shogi/feen-to-sfen/middlegame", |b| {
        b.iter(|| tabula_shogi::feen_to_sfen(black_box(FEEN), Some(124)));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
