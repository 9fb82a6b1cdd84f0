//! Parse and write benchmarks for PMN moves, over a mix of every form.
#![allow(missing_docs)]

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tabula_pmn::Move;

/// One move of each form, short and long, as a game record would mix them.
const MOVES: [&str; 16] = [
    "...",
    "e2-e4",
    "e7-e8=Q",
    "d1+f3",
    "b7+a8=Q/r",
    "d4+e5/S",
    "e1~g1",
    "e5~f6",
    "+d4",
    "P*e5",
    "-p*e5",
    "L.b4",
    "e4=+P",
    "e2A-e4A",
    "aa1-ab2",
    "iv256IV~iv255IV=+K^'/+K^'",
];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pmn");
    group.throughput(Throughput::Elements(MOVES.len() as u64));
    group.bench_function("parse/mix", |b| {
        b.iter(|| {
            for text in MOVES {
                black_box(Move::parse(black_box(text)).is_ok());
            }
        });
    });
    let moves: Vec<Move> = MOVES.iter().map(|m| m.parse().unwrap()).collect();
    group.bench_function("display/mix", |b| {
        b.iter(|| {
            for mv in &moves {
                let mut buf = [0; Move::MAX_LEN];
                black_box(black_box(mv).encode(&mut buf).len());
            }
        });
    });
    // `Display` through `write!` into a `String` kept between calls (no allocation).
    group.bench_function("fmt/mix", |b| {
        let mut out = String::with_capacity(64);
        b.iter(|| {
            for mv in &moves {
                out.clear();
                let _ = write!(out, "{}", black_box(mv));
                black_box(out.len());
            }
        });
    });
    group.finish();
    let mut single = c.benchmark_group("pmn-single");
    for text in ["e2-e4", "b7+a8=Q/r", "P*e5", "iv256IV~iv255IV=+K^'/+K^'"] {
        single.bench_function(format!("parse/{text}"), |b| {
            b.iter(|| Move::parse(black_box(text)));
        });
    }
    single.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
