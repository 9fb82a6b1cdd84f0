//! Parse, format and EPIN-conversion benchmarks for QPI tokens.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tabula_qpi::{ExtendedPiece, QualifiedPiece, Style};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("qpi");
    for token in ["C:K", "s:+r^", "C:p"] {
        group.bench_function(format!("parse/{token}"), |b| {
            b.iter(|| QualifiedPiece::parse(black_box(token)));
        });
    }
    let piece = QualifiedPiece::parse("s:+R^").unwrap();
    group.bench_function("format/s:+R^", |b| {
        b.iter(|| {
            let mut buf = [0; QualifiedPiece::MAX_LEN];
            black_box(black_box(piece).encode(&mut buf).len())
        });
    });
    let (first, second) = (Style::parse("C").unwrap(), Style::parse("s").unwrap());
    let token = ExtendedPiece::parse("p'").unwrap();
    group.bench_function("from_extended", |b| {
        b.iter(|| {
            QualifiedPiece::from_extended(black_box(token), black_box(first), black_box(second))
        });
    });
    group.bench_function("to_extended", |b| {
        b.iter(|| black_box(piece).to_extended(black_box(first), black_box(second)));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
