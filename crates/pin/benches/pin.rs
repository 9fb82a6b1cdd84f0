//! Parse and format benchmarks for PIN tokens.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_pin::Piece;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pin");
    for token in ["K", "+K^", "-p"] {
        group.bench_function(format!("parse/{token}"), |b| {
            b.iter(|| Piece::parse(black_box(token)));
        });
    }
    group.bench_function("parse_invalid/K^^", |b| {
        b.iter(|| Piece::parse(black_box("K^^")));
    });
    let piece = Piece::parse("+K^").unwrap();
    group.bench_function("format/+K^", |b| {
        b.iter(|| {
            let mut buf = [0; Piece::MAX_LEN];
            black_box(black_box(piece).encode(&mut buf).len())
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
