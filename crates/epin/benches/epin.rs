//! Parse and format benchmarks for EPIN tokens.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_epin::ExtendedPiece;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("epin");
    for token in ["K", "+K^'", "p'"] {
        group.bench_function(format!("parse/{token}"), |b| {
            b.iter(|| ExtendedPiece::parse(black_box(token)));
        });
    }
    let piece = ExtendedPiece::parse("+K^'").unwrap();
    group.bench_function("format/+K^'", |b| {
        b.iter(|| {
            let mut buf = [0; ExtendedPiece::MAX_LEN];
            black_box(black_box(piece).encode(&mut buf).len())
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
